"""What the computer works out for the Card Free table scene: the helper's nearest hands
for your tiles, the hint, what is done for you without asking, and the computer players'
choices and pace. Pure Python, no pygame: the scene shows and plays the answers.

A computer player's choice (and the hint's) comes from its own stream
``bot/<hand>/<action number>/<seat>`` of the deal, so a resumed game plays on exactly as
it would have. A computer player's draw, discard or claim waits a share (``PACE``) of the
speed preference's delay, so the table never sleeps and stays deterministic.

Every answer is about one position, the session's ``key()`` (core.engine): the nearest
hands and the calls offered are worked out once per key, and the hint runs as a
background job (core.jobs) about its key, so a hint about a position that is gone (an
action was played, a new hand dealt) is dropped there, never shown.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable, Sequence

from mahjong.core.jobs import Jobs
from mahjong.core.rng import Rng, deal_rng
from mahjong.games.american.bots import ai, rivals
from mahjong.games.american.bots.botview import view_for
from mahjong.i18n import _, ngettext

from . import engine_api as api
from .actions import Action, Claim, Courtesy, Discard, Exchange, MahJongg, Pass, PassClaim, Vote
from .movelog import block_word, seat_name
from .pieces import GAME_ID, JOKER
from .session import Session
from .suggest import Suggestion, follow, key_of
from .table import Table
from .targets import hand_name
from .tiles import tile_word, tiles_words

HUMAN = 0
HELPER_HANDS = 6
REASON_HANDS = 4        # a hint's reason looks at this many of your nearest hands
REASON_LIMIT = 24       # nearest hands looked at after the hinted discard or pass
PACE = {"draw": 0.45, "discard": 1.0, "claims": 0.6}       # share of the speed's delay
HUMAN_WAIT = 0.25       # the longest wait before what is done for you
HINT = "hint"           # the hint's job (core.jobs)

Hint = tuple[Action, list[str], str]    # (the action, the rack tiles to mark, the words)


def bot_rng(session: Session, seat: int) -> Rng:
    """``seat``'s stream for the table's next action."""
    return table_rng(session.table, seat)


def table_rng(table: Table, seat: int) -> Rng:
    """``seat``'s stream for ``table``'s next action (its deal is the session's)."""
    return deal_rng(GAME_ID, table.deal, f"bot/{table.hand}/{len(table.actions)}/{seat}")


def demo_action(session: Session) -> Action | None:
    """What the Expert would do for you now (the Demo); None while the others decide."""
    t = session.table
    if HUMAN not in t.awaiting():
        return None
    return ai.choose(t, HUMAN, bot_rng(session, HUMAN), max(ai.STRENGTHS))


def _seen(table: Table) -> list[str]:
    """What you have seen of other players' tiles: every discard and their exposures."""
    seen = [tile for _, tile in table.discards]
    for s in range(4):
        if s != HUMAN:
            seen += table.exposed_tiles(s)
    return seen


def nearest_for_you(table: Table, concealed: Sequence[str], limit: int) -> list[api.Suggestion]:
    """Your nearest hands if you held ``concealed`` (with your exposures), from only what
    you can see."""
    ctx = api.Context(table.rules, table.options.skill[HUMAN], False)
    try:
        return api.nearest(concealed, [e.tiles for e in table.exposures[HUMAN]], _seen(table), ctx, limit=limit)
    except ValueError:
        return []


def follow_for_you(table: Table, target: Suggestion, concealed: Sequence[str] | None = None,
                   exposures: Sequence[Sequence[str]] | None = None,
                   seen: Sequence[str] | None = None) -> Suggestion | None:
    """Your hand ``target`` measured for your tiles now (or for ``concealed`` and
    ``exposures``); None when you can no longer make it."""
    try:
        return follow(target, table.concealed[HUMAN] if concealed is None else concealed,
                      [e.tiles for e in table.exposures[HUMAN]] if exposures is None else exposures,
                      seen=_seen(table) if seen is None else seen, rules=table.rules,
                      skill=table.options.skill[HUMAN])
    except ValueError:
        return None


def call_fits(table: Table, claim: Claim, hands: Sequence[Suggestion]) -> bool:
    """Whether calling the discard in play with ``claim`` brings one of ``hands`` (your
    hands now) closer: the same hand needs fewer tiles with the exposure made."""
    assert table.last_discard is not None, "a call is made on the discard in play"
    if claim.kind == "mj":
        return True
    tile = table.last_discard[1]
    rest = list(table.concealed[HUMAN])
    for code in [tile] * (claim.size - 1 - claim.jokers) + [JOKER] * claim.jokers:
        rest.remove(code)
    exposures = [e.tiles for e in table.exposures[HUMAN]] + [(tile,) * (claim.size - claim.jokers)
                                                             + (JOKER,) * claim.jokers]
    seen = _seen(table)
    seen.remove(tile)               # the discard leaves the pool for your exposure
    for h in hands:
        after = follow_for_you(table, h, rest, exposures, seen)
        if after is not None and len(after.missing) < len(h.missing):
            return True
    return False


def offered_calls(table: Table, mode: str, hands: Sequence[Suggestion]) -> list[Claim]:
    """The calls the table asks you about on the discard in play, the fewest jokers of
    each kind: every legal call (``mode`` "all"), those that bring one of ``hands``
    closer ("fit"), or only Mah Jongg ("mj")."""
    if table.phase != "claims" or HUMAN not in table.awaiting():
        return []
    out = []
    for kind in ("mj", "pung", "kong", "quint"):
        options = sorted((a for a in table.legal_actions(HUMAN) if isinstance(a, Claim) and a.kind == kind),
                         key=lambda a: a.jokers)
        if kind == "mj" or mode == "all":
            out += options[:1]
        elif mode == "fit":
            out += [a for a in options if call_fits(table, a, hands)][:1]
    return out


def losing_hands(table: Table, giving: Sequence[str], hands: Sequence[Suggestion]) -> list[Suggestion]:
    """Those of ``hands`` (your nearest) that need one more tile once you give up ``giving``."""
    rest = list(table.concealed[HUMAN])
    for tile in giving:
        rest.remove(tile)
    after = {key_of(h): len(h.missing) for h in nearest_for_you(table, rest, REASON_LIMIT)}
    return [h for h in hands if after.get(key_of(h), 99) > len(h.missing)]


def _why(table: Table, giving: Sequence[str]) -> str:
    """Why giving up ``giving`` is the right choice, in a player's words: which of your
    nearest hands still go on without it, and what your opponents' exposures say."""
    n = len(giving)
    hands = nearest_for_you(table, table.concealed[HUMAN], HELPER_HANDS)[:REASON_HANDS]
    if not hands:
        return _("no winning hand is in reach anyway")
    if list(giving) == [JOKER]:
        return _("none of your nearest hands can use a joker (a joker never fills a pair), "
                 "and a discarded joker is dead")
    lost = losing_hands(table, giving, hands)
    if not lost:
        text = ngettext("none of the hands you are nearest to needs it",
                        "none of the hands you are nearest to needs them", n)
    elif hands[0] not in lost:
        text = ngettext("your nearest hand, {hand}, does not need it",
                        "your nearest hand, {hand}, does not need them", n).format(hand=hand_name(hands[0].name))
    elif len(lost) < len(hands):
        text = ngettext("your nearest hand needs it, but the next ones can do without",
                        "your nearest hand needs them, but the next ones can do without", n)
    else:
        text = ngettext("every hand you are near uses it, but giving it up costs you least",
                        "every hand you are near uses them, but giving them up costs you least", n)
    safety = _safety(table, giving)
    # Translators: a hint's reason, then what the opponents' exposures say.
    return _("{reason}; {safety}").format(reason=text, safety=safety) if safety else text


def _safety(table: Table, giving: Sequence[str]) -> str:
    """'hold on to your 3 Dot: Ruth's exposures point to it', or that the discard is
    safe while another tile is not; '' when no opponent's exposures say anything."""
    view = view_for(table, HUMAN) if HUMAN in table.awaiting() else None
    if view is None or table.phase != "discard":
        return ""
    held = sorted(set(table.concealed[HUMAN]) - set(giving) - {JOKER})
    for code in held:
        seat = rivals.hot_seat(view, code)
        if seat is not None:
            return _("hold on to your {tile}: {player}'s exposures point to it").format(
                tile=tile_word(code), player=seat_name(seat))
    if all(rivals.danger(view, c) == 0 for c in giving) and any(rivals.danger(view, c) > 0 for c in held):
        return _("it is safe: no opponent's exposures want it")
    return ""


def lost_notice(target: Suggestion) -> str:
    """What the table says when your pinned target can no longer be made."""
    return _("Your target {hand} can no longer be made").format(hand=hand_name(target.name))


def exchange_notice(tile: str) -> str:
    """What the table says when you click an exposed joker outside your turn."""
    return _("Exchange on your turn, with a {tile} from your hand").format(tile=tile_word(tile))


def hint(session: Session) -> Hint | None:
    """What the expert would do for you now: (the action, the rack tiles to mark, the
    words to show, with a short reason); None when the table is not waiting for you.
    It uses only what you can see (the computer players' seat view), and plays the
    careful Expert: it reads the opponents' exposures all through the hand."""
    return hint_for(session.table)


def hint_for(t: Table) -> Hint | None:
    """``hint`` for the table ``t`` (the hint's job runs it on a copy)."""
    if HUMAN not in t.awaiting():
        return None
    action = ai.choose(t, HUMAN, table_rng(t, HUMAN), strength=3, careful=True)
    tiles: list[str] = []
    if isinstance(action, Discard):
        tiles = [action.tile]
        text = _("discard {tile}: {reason}").format(tile=tile_word(action.tile), reason=_why(t, tiles))
    elif isinstance(action, Pass):
        tiles = list(action.tiles)
        n = action.blind
        if action.tiles and n:
            text = ngettext("pass {tiles} and {count} arriving tile on unseen",
                            "pass {tiles} and {count} arriving tiles on unseen", n)
        elif n:
            text = ngettext("pass {count} arriving tile on unseen", "pass {count} arriving tiles on unseen", n)
        elif action.tiles:
            text = _("pass {tiles}")
        else:
            text = _("pass nothing")
        text = text.format(tiles=tiles_words(action.tiles) if action.tiles else "", count=n)
        if tiles:
            # Translators: a hint's advice and the reason for it, e.g. "pass North: ...".
            text = _("{advice}: {reason}").format(advice=text, reason=_why(t, tiles))
    elif isinstance(action, MahJongg):
        text = _("declare Mah Jongg!")
    elif isinstance(action, PassClaim):
        text = _("let the discard go: calling it would not bring you closer")
    elif isinstance(action, Exchange):
        text = _("give your {tile} for the joker: a joker fits any block of three or more").format(
            tile=tile_word(action.tile))
    elif isinstance(action, Claim):
        assert t.last_discard is not None, "a claim is made on the discard in play"
        tile = tile_word(t.last_discard[1])
        text = (_("claim the {tile} for Mah Jongg!").format(tile=tile) if action.kind == "mj"
                else _("call the {tile} for a {block}: it completes a block of your nearest hand").format(
                    tile=tile, block=block_word(action.kind)))
    elif isinstance(action, Vote):
        text = (_("play the second Charleston") if action.yes
                else _("refuse the second Charleston: you are close already"))
    elif isinstance(action, Courtesy):
        text = ngettext("ask for {count} tile in the courtesy pass", "ask for {count} tiles in the courtesy pass",
                        action.count).format(count=action.count)
    else:
        text = _("go on")
    return action, tiles, _("Hint: {advice}").format(advice=text)


def bot_due(table: Table) -> int | None:
    """The computer player to act next, if any."""
    bots = [s for s in table.awaiting() if s != HUMAN]
    return bots[0] if bots else None


def play_to_your_discard(session: Session) -> bool:
    """Play every seat (yours too, as a good player) until it is your turn to discard with
    a few discards in the pool; False when the hand ends first."""
    t = session.table
    for _step in range(400):
        if t.is_over:
            return False
        if t.phase == "discard" and t.turn == HUMAN and len(t.discards) >= 9:
            return True
        seat = t.awaiting()[0]
        session.apply(ai.choose(t, seat, bot_rng(session, seat), 2))
    return False


def table_copy(table: Table) -> Table:
    """A copy of ``table`` a background job may read while the game goes on (the rules
    and options are frozen: shared)."""
    return copy.deepcopy(table, {id(table.rules): table.rules, id(table.options): table.options})


class Advice:
    """One scene's advice; it keeps the nearest hands of the last position asked, the
    hand you picked as your target (``pin``), which calls to offer you (``calls``:
    "all", "fit" or "mj", see ``offered_calls``) and the hint's job (``ask_hint``,
    ``hint_answer``). While ``script`` is set (the guided game's ``lesson.bot_choice``)
    the computer players ask it first, and calls that fit are offered even under "mj"."""

    def __init__(self, calls: str = "fit") -> None:
        self.calls = calls
        self.script: Callable[[Table, int], Action | None] | None = None
        self.pinned: Suggestion | None = None
        self.lost: Suggestion | None = None     # the pinned hand, when it could no longer be made
        self.jobs = Jobs()
        self._key: Hashable = None
        self._hands: list[Suggestion] = []
        self._offer_key: Hashable = None
        self._offered: list[Claim] = []

    def pin(self, hand: Suggestion | None) -> None:
        """Keep ``hand`` at the top of the helper's list while you can still make it."""
        self.pinned, self.lost, self._key = hand, None, None

    def forget(self) -> None:
        """Forget every answer (a session begun, or a table set up behind the engine's
        back in a test: its key did not move) and drop the hint's job."""
        self._key = self._offer_key = None
        self.jobs.close()

    def hands(self, session: Session) -> list[Suggestion]:
        """The nearest hands for your tiles, the pinned one first (worked out once per
        position). A pinned hand you can no longer make is unpinned into ``lost``."""
        table = session.table
        key = (session.key(), None if self.pinned is None else key_of(self.pinned))
        if self._key != key:
            hands = nearest_for_you(table, table.concealed[HUMAN], HELPER_HANDS)
            if self.pinned is not None:
                now = follow_for_you(table, self.pinned)
                if now is None:
                    self.pinned, self.lost = None, self.pinned
                else:
                    self.pinned = now
                    hands = [now, *(h for h in hands if key_of(h) != key_of(now))][:HELPER_HANDS]
            self._key, self._hands = (key[0], None if self.pinned is None else key_of(self.pinned)), hands
        return self._hands

    def offered(self, session: Session) -> list[Claim]:
        """The calls to offer you on the discard in play (``offered_calls``)."""
        table = session.table
        calls = "fit" if self.script is not None and self.calls == "mj" else self.calls
        key = (session.key(), calls)
        if self._offer_key != key:
            self._offer_key = key
            self._offered = offered_calls(table, calls, self.hands(session)) if (
                table.phase == "claims" and HUMAN in table.awaiting()) else []
        return self._offered

    def for_you(self, session: Session) -> Action | None:
        """What you do without being asked: draw, and let go a discard none of whose
        calls the ``calls`` setting offers you."""
        table = session.table
        if HUMAN not in table.awaiting():
            return None
        if table.phase == "draw":
            return table.legal_actions(HUMAN)[0]
        if table.phase == "claims" and not self.offered(session):
            return PassClaim(HUMAN)
        return None

    def due(self, session: Session, waited: float, delay: float, strengths: Sequence[int]) -> Action | None:
        """The action the table plays by itself once ``waited`` seconds have passed since
        the last change (``delay``: the speed's seconds): yours done for you, or a computer
        player's (seat s playing at ``strengths[s - 1]``); None while nobody is due or the
        wait is not over."""
        t = session.table
        if t.is_over:
            return None
        auto = self.for_you(session)
        seat = HUMAN if auto is not None else bot_due(t)
        if seat is None:
            return None
        wait = delay * PACE.get(t.phase, 0.0)
        if waited < (min(wait, HUMAN_WAIT) if seat == HUMAN else wait):
            return None
        scripted = self.script(t, seat) if self.script is not None and auto is None else None
        return auto or scripted or ai.choose(t, seat, bot_rng(session, seat), strengths[seat - 1])

    def waiting(self, session: Session) -> bool:
        """Something will be played without you (the scene keeps animating for it)."""
        t = session.table
        return not t.is_over and (self.for_you(session) is not None or bot_due(t) is not None)

    # --- the hint, in the background ------------------------------------------------------
    def ask_hint(self, session: Session) -> None:
        """Ask for the hint about the position now (core.jobs, about ``session.key()``),
        unless that very question is being worked on."""
        key = session.key()
        if not self.jobs.asking(HINT, key):
            self.jobs.submit(HINT, hint_for, table_copy(session.table), about=key)

    @property
    def thinking(self) -> bool:
        """The hint is being worked out."""
        return self.jobs.pending(HINT)

    def hint_answer(self, session: Session) -> Hint | None:
        """The hint, once worked out, if it is about the position now. One about a
        position that is gone is dropped (core.jobs) and asked again while the table
        still waits for you (in a Charleston or a claim the others decide meanwhile)."""
        outcome = self.jobs.poll(HINT, now=session.key())
        if outcome is None or not outcome.done:
            return None
        if outcome.stale:
            if HUMAN in session.table.awaiting():
                self.ask_hint(session)
            return None
        if outcome.error is not None:
            raise outcome.error
        result: Hint | None = outcome.result
        return result
