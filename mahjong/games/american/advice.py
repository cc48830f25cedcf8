"""What the computer works out for the Card Free table scene: the helper's nearest hands
for your tiles, the hint, what is done for you without asking, and the computer players'
choices and pace. Pure Python, no pygame: the scene shows and plays the answers.

A computer player's choice (and the hint's) comes from its own stream
``bot/<hand>/<action number>/<seat>`` of the deal, so a resumed game plays on exactly as
it would have. A computer player's draw, discard or claim waits a share (``PACE``) of the
speed preference's delay, so the table never sleeps and stays deterministic.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from mahjong.core.rng import Rng, deal_rng
from mahjong.games.american.bots import ai

from . import engine_api as api
from .actions import Action, Claim, Courtesy, Discard, Exchange, MahJongg, Pass, PassClaim, Vote
from .pieces import GAME_ID
from .session import Session
from .table import Table
from .tiles import tile_word, tiles_words

HUMAN = 0
HELPER_HANDS = 6
REASON_HANDS = 4        # a hint's reason counts the hands kept of this many nearest
REASON_LIMIT = 24       # nearest hands looked at after the hinted discard or pass
PACE = {"draw": 0.45, "discard": 1.0, "claims": 0.6}       # share of the speed's delay
HUMAN_WAIT = 0.25       # the longest wait before what is done for you


def bot_rng(session: Session, seat: int) -> Rng:
    """``seat``'s stream for the table's next action."""
    t = session.table
    return deal_rng(GAME_ID, session.deal, f"bot/{t.hand}/{len(t.actions)}/{seat}")


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


def kept_hands(table: Table, giving: Sequence[str], hands: Sequence[api.Suggestion]) -> int:
    """How many of ``hands`` (your nearest) need no more tiles once you give up ``giving``."""
    rest = list(table.concealed[HUMAN])
    for tile in giving:
        rest.remove(tile)
    after = {(h.name, h.pattern, h.blocks): len(h.missing) for h in nearest_for_you(table, rest, REASON_LIMIT)}
    return sum(1 for h in hands if after.get((h.name, h.pattern, h.blocks), 99) <= len(h.missing))


def _keeps(table: Table, giving: Sequence[str]) -> str:
    """'keeps 3 of your 4 nearest hands' for giving up ``giving``."""
    hands = nearest_for_you(table, table.concealed[HUMAN], HELPER_HANDS)[:REASON_HANDS]
    if not hands:
        return "no winning hand is in reach anyway"
    n = kept_hands(table, giving, hands)
    if len(hands) == 1:
        return "keeps your nearest hand" if n else "costs your nearest hand a tile"
    return f"keeps {n} of your {len(hands)} nearest hands"


def hint(session: Session) -> tuple[Action, list[str], str] | None:
    """What the expert would do for you now: (the action, the rack tiles to mark, the
    words to show, with a short reason); None when the table is not waiting for you.
    It uses only what you can see (the computer players' seat view)."""
    t = session.table
    if HUMAN not in t.awaiting():
        return None
    action = ai.choose(t, HUMAN, bot_rng(session, HUMAN), strength=3)
    tiles: list[str] = []
    if isinstance(action, Discard):
        tiles = [action.tile]
        text = f"discard {tile_word(action.tile)}: it {_keeps(t, tiles)}"
    elif isinstance(action, Pass):
        tiles = list(action.tiles)
        what = tiles_words(action.tiles) if action.tiles else ""
        blind = f"{action.blind} arriving tile{'s' * (action.blind > 1)} on unseen" if action.blind else ""
        text = "pass " + " and ".join(x for x in (what, blind) if x) if (what or blind) else "pass nothing"
        if tiles:
            text += f": it {_keeps(t, tiles)}"
    elif isinstance(action, MahJongg):
        text = "declare Mah Jongg!"
    elif isinstance(action, PassClaim):
        text = "let the discard go: calling it would not bring you closer"
    elif isinstance(action, Exchange):
        text = f"give your {tile_word(action.tile)} for the joker: a joker fits any block of three or more"
    elif isinstance(action, Claim):
        assert t.last_discard is not None, "a claim is made on the discard in play"
        tile = tile_word(t.last_discard[1])
        text = ("claim the " + tile + " for Mah Jongg!" if action.kind == "mj"
                else f"call the {tile} for a {action.kind}: it completes a block of your nearest hand")
    elif isinstance(action, Vote):
        text = "play the second Charleston" if action.yes else "refuse the second Charleston: you are close already"
    elif isinstance(action, Courtesy):
        text = f"ask for {action.count} tile{'s' * (action.count != 1)} in the courtesy pass"
    else:
        text = "go on"
    return action, tiles, f"Hint: {text}"


def bot_due(table: Table) -> int | None:
    """The computer player to act next, if any."""
    bots = [s for s in table.awaiting() if s != HUMAN]
    return bots[0] if bots else None


def play_to_your_discard(session: Session) -> bool:
    """Play every seat (yours too, as a good player) until it is your turn to discard with
    a few discards in the pool; False when the hand ends first."""
    t = session.table
    for _ in range(400):
        if t.is_over:
            return False
        if t.phase == "discard" and t.turn == HUMAN and len(t.discards) >= 9:
            return True
        seat = t.awaiting()[0]
        session.apply(ai.choose(t, seat, bot_rng(session, seat), 2))
    return False


class Advice:
    """One scene's advice; it keeps the nearest hands of the last table state asked."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._hands: list[api.Suggestion] = []

    def hands(self, session: Session) -> list[api.Suggestion]:
        """The nearest hands for your tiles (worked out once per position, the session's
        ``key()``)."""
        key, table = session.key(), session.table
        if self._key != key:
            self._key, self._hands = key, nearest_for_you(table, table.concealed[HUMAN], HELPER_HANDS)
        return self._hands

    def for_you(self, table: Table) -> Action | None:
        """What you do without being asked: draw. (A discard you have no legal claim on
        goes by without asking you; one you can claim is always offered.)"""
        if HUMAN in table.awaiting() and table.phase == "draw":
            return table.legal_actions(HUMAN)[0]
        return None

    def due(self, session: Session, waited: float, delay: float, strengths: Sequence[int]) -> Action | None:
        """The action the table plays by itself once ``waited`` seconds have passed since
        the last change (``delay``: the speed's seconds): yours done for you, or a computer
        player's (seat s playing at ``strengths[s - 1]``); None while nobody is due or the
        wait is not over."""
        t = session.table
        if t.is_over:
            return None
        auto = self.for_you(t)
        seat = HUMAN if auto is not None else bot_due(t)
        if seat is None:
            return None
        wait = delay * PACE.get(t.phase, 0.0)
        if waited < (min(wait, HUMAN_WAIT) if seat == HUMAN else wait):
            return None
        return auto or ai.choose(t, seat, bot_rng(session, seat), strengths[seat - 1])

    def waiting(self, table: Table) -> bool:
        """Something will be played without you (the scene keeps animating for it)."""
        return not table.is_over and (self.for_you(table) is not None or bot_due(table) is not None)


def held_for_you(table: Table, auto_pass: bool, seen: int) -> bool:
    """With ``auto_pass`` off the table stops after each other seat's discard that you
    cannot claim until you have seen it (``seen``: how many discards lay in the pool when
    you last went on); a discard you can claim asks you anyway."""
    if auto_pass or table.is_over or len(table.discards) <= seen or table.discards[-1][0] == HUMAN:
        return False
    return HUMAN not in table.awaiting() or table.phase == "draw"
