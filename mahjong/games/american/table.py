"""The Card Free American Mah Jongg table: one hand of play (``Table``). Pure Python,
no pygame. The actions are in ``actions``, the options, results and views in ``pieces``,
the passing of tiles in ``charleston`` (a base class of ``Table``), and a session of
hands (the rules engine) in ``session``.

Seats 0-3 are fixed for a session; seat s passes "right" to s + 1, which is also the
order of play (East, South, West, North from the dealer). A hand is a phase machine:

``charleston`` (steps first right, first across, first left [blind allowed], then, after
a ``vote`` unless house rule 1, second left, second across, second right [blind]),
``courtesy`` (each asks the player across for 0-3 tiles), ``courtesy-pass``, then play:
``draw`` -> ``discard`` (joker exchanges, Mah Jongg, or a discard) -> ``claims`` (every
live seat that could claim the discard decides; the engine resolves by priority) ->
... -> ``over``. ``awaiting()`` says whose decisions the phase waits for,
``legal_actions(seat)`` lists them, ``apply(action)`` plays one (IllegalMove otherwise).

Simultaneous steps (passes, votes, claims) collect one decision per awaited seat and
resolve when the last arrives, so the UI asks the human and the bots in any order.
Randomness: the wall is shuffled from ``deal_rng(GAME_ID, deal, "wall/<hand>")``;
nothing else in the engine is random, so a hand is ``options + deal + hand + actions``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_texts, shown
from mahjong.core.rng import deal_rng
from mahjong.i18n import _

from . import engine_api as api
from . import movelog
from .actions import (
    Action,
    Claim,
    Courtesy,
    Discard,
    Draw,
    Exchange,
    MahJongg,
    NextHand,
    Pass,
    PassClaim,
    Vote,
    parse_action,
)
from .charleston import FIRST, SECOND, Charleston
from .claims import Claims
from .pieces import (
    EXPOSURE_SIZES,
    GAME_ID,
    JOKER,
    MAX_HANDS,
    SEAT_WINDS,
    Exposure,
    HandResult,
    SeatView,
    TableOptions,
    TableView,
    sort_tiles,
)
from .tiles import full_set, tile_word

_KINDS = {size: kind for kind, size in EXPOSURE_SIZES.items()}

# --- the hand ---------------------------------------------------------------------------

class Table(Charleston, Claims):
    """One hand at the table. ``wall`` (tests) replaces the shuffled wall; it must be
    the full set in draw order (the first 14 to the dealer, then 13 each to its right)."""

    def __init__(self, options: TableOptions | None = None, deal: int = 1, *, hand: int = 0,
                 dealer: int = 0, wall: Sequence[str] | None = None) -> None:
        self.options = options or TableOptions()
        self.rules = self.options.rules
        self.deal, self.hand, self.dealer = deal, hand, dealer
        full = full_set(self.rules.small_set)
        if wall is None:
            tiles = list(full)
            deal_rng(GAME_ID, deal, f"wall/{hand}").shuffle(tiles)
            self.rigged: list[str] | None = None
        else:
            tiles = [t.upper() for t in wall]
            if Counter(tiles) != Counter(full):
                raise ValueError("a rigged wall must hold exactly the full tile set")
            self.rigged = list(tiles)
        self.full = Counter(full)
        self.wall_stacks = len(full) // 8
        self.wall = tiles
        self.concealed: list[list[str]] = [[] for _ in range(4)]
        self.received_tiles: list[list[str]] = [[] for _ in range(4)]
        self.refused: tuple[int, ...] = ()   # who said no to the second Charleston
        self.exposures: list[list[Exposure]] = [[] for _ in range(4)]
        self.discards: list[tuple[int, str]] = []
        self.dead = [False] * 4
        self.actions: list[Action] = []
        self.result: HandResult | None = None
        self.turn = dealer
        self.called = False               # the turn came from a call
        self.exchanged = False            # ... and the caller has exchanged a joker since
        self._call_hand: list[str] = []   # the caller's concealed tiles right after the call
        self.last_discard: tuple[int, str] | None = None
        self.pending: dict[int, Action] = {}  # decisions collected in a simultaneous step
        self.steps = list(FIRST)
        self.step_index = 0
        self.courtesy_counts: dict[int, int] = {}
        self.version = 0                  # bumps on every change
        self._claim_cache: dict[int, list[Action]] = {}
        self.log: list[str] = [movelog.dealt(dealer)]
        """The hand so far in words, as seat 0 sees it (``movelog``); replaying the
        record writes it again."""
        for i in range(4):
            seat = (dealer + i) % 4
            self.concealed[seat] = self._take(14 if i == 0 else 13)
        self.phase = "charleston"
        if self._win(dealer, self.concealed[dealer], self_drawn=True) is not None:
            self._finish(dealer, self_drawn=True)

    # --- basic facts -------------------------------------------------------------
    def wind(self, seat: int) -> str:
        return SEAT_WINDS[(seat - self.dealer) % 4]

    @property
    def wall_count(self) -> int:
        return len(self.wall)

    @property
    def step(self) -> str:
        if self.phase == "charleston":
            return self.steps[self.step_index][0]
        return self.phase if self.phase in ("vote", "courtesy", "courtesy-pass") else ""

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def live_seats(self) -> list[int]:
        return [s for s in range(4) if not self.dead[s]]

    def exposed_tiles(self, seat: int) -> list[str]:
        return [t for e in self.exposures[seat] for t in e.tiles]

    def seen_tiles(self, seat: int) -> Counter[str]:
        """Tiles ``seat`` can see: its own, every exposure and every discard."""
        seen = Counter(self.concealed[seat])
        for s in range(4):
            seen.update(self.exposed_tiles(s))
        seen.update(t for _, t in self.discards)
        return seen

    def all_tiles(self) -> Counter[str]:
        """Every tile at the table wherever it is (always the full set)."""
        out = Counter(self.wall)
        out.update(t for _, t in self.discards)
        for s in range(4):
            out.update(self.concealed[s])
            out.update(self.exposed_tiles(s))
        return out

    def _declaration(self, seat: int) -> tuple[bool, bool]:
        """How a Mah Jongg declared now would count: (self-drawn, winning call). After a
        call the called tile is the winning tile, so the hand still counts CONCEALED when
        that exposure is its only one; but a hand that was not complete right after the
        call and that a joker exchange then completed counts as self-drawn (NMJL)."""
        if not self.called:
            return True, False
        only_call = len(self.exposures[seat]) == 1
        if self.exchanged and self._win(seat, self._call_hand, False, only_call) is None:
            return True, False
        return False, only_call

    def _take(self, n: int) -> list[str]:
        taken, self.wall = self.wall[:n], self.wall[n:]
        return taken

    # --- whose move ---------------------------------------------------------------
    def awaiting(self) -> tuple[int, ...]:
        """The seats whose decision the phase waits for."""
        if self.phase in ("draw", "discard"):
            return (self.turn,)
        if self.phase == "over":
            return ()
        return tuple(s for s in self._deciders() if s not in self.pending)

    def _deciders(self) -> list[int]:
        if self.phase == "courtesy-pass":
            return [s for s in range(4) if self.courtesy_counts.get(s, 0)]
        if self.phase == "claims":
            return [s for s in range(4) if s != self._discard_in_play[0] and not self.dead[s]
                    and self._claims_for(s)]
        return list(range(4))

    # --- legal actions ------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now. Charleston passes are many (choose three
        of the hand); ``pass_choices`` and ``is_legal`` serve the UI there."""
        if seat not in self.awaiting():
            return []
        if self.phase in ("charleston", "courtesy-pass"):
            return self._pass_actions(seat)
        if self.phase == "vote":
            return [Vote(seat, True), Vote(seat, False)]
        if self.phase == "courtesy":
            return [Courtesy(seat, n) for n in range(4)]
        if self.phase == "draw":
            return [Draw(seat)]
        if self.phase == "discard":
            return self._turn_actions(seat)
        return list(self._claims_for(seat)) + [PassClaim(seat)]

    def is_legal(self, action: Action) -> bool:
        return self.why_illegal(action) is None

    def _turn_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self._win(seat, self.concealed[seat], *self._declaration(seat)) is not None:
            out.append(MahJongg(seat))
        out += self.exchanges(seat)
        out += [Discard(seat, t) for t in sort_tiles(set(self.concealed[seat]))]
        return out

    def exchanges(self, seat: int) -> list[Exchange]:
        """Joker exchanges open to ``seat`` now (only on its turn, before discarding)."""
        if self.phase != "discard" or seat != self.turn:
            return []
        hand = set(self.concealed[seat])
        return [Exchange(seat, owner, tile) for owner in range(4)
                for tile in sort_tiles({e.tile for e in self.exposures[owner] if e.jokers})
                if tile in hand]

    # --- applying -----------------------------------------------------------------
    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal now; else the reason, as the player reads it."""
        if not isinstance(action, Action) or not 0 <= action.seat < 4:
            return _("not a table action")
        seat = action.seat
        if isinstance(action, NextHand):
            return _("the next hand belongs to the session")
        if self.phase == "over":
            return _("the hand is over")
        if seat not in self.awaiting():
            if self.dead[seat]:
                if seat == movelog.VIEWER:
                    return _("your hand is dead")
                return _("{player}'s hand is dead").format(player=movelog.who(seat))
            if self.phase in ("draw", "discard"):
                if self.turn == movelog.VIEWER:
                    return _("it is your turn")
                return _("it is {player}'s turn").format(player=movelog.who(self.turn))
            if seat == movelog.VIEWER:
                return _("you have nothing to decide now")
            return _("{player} has nothing to decide now").format(player=movelog.who(seat))
        if self.phase in ("charleston", "courtesy-pass"):
            return self._why_not_pass(action)
        if self.phase == "vote":
            return None if isinstance(action, Vote) else _("vote yes or no on the second Charleston")
        if self.phase == "courtesy":
            return None if isinstance(action, Courtesy) else _("ask for a courtesy pass of 0-3 tiles")
        if self.phase == "draw":
            return None if isinstance(action, Draw) else _("draw a tile first")
        if self.phase == "discard":
            if isinstance(action, Discard):
                return None if action.tile in self.concealed[seat] else _("no {tile} in the hand").format(
                    tile=tile_word(action.tile))
            if isinstance(action, (MahJongg, Exchange)):
                return None if action in self._turn_actions(seat) else (
                    _("not a winning hand") if isinstance(action, MahJongg)
                    else _("no exposure of {tile} holds a joker, or no {tile} in the hand").format(
                        tile=tile_word(action.tile)))
            return _("discard, exchange a joker or declare Mah Jongg")
        if isinstance(action, PassClaim):
            return None
        if isinstance(action, Claim):
            if action in self._claims_for(seat):
                return None
            if self._discard_in_play[1] == JOKER:
                return _("a discarded joker is dead")
            if action.kind == "mj":
                return _("the discard does not complete a winning hand")
            return _("not enough {tile} and jokers for a {block}").format(
                tile=tile_word(self._discard_in_play[1]), block=movelog.block_word(action.kind))
        return _("claim the discard or let it go")

    def apply(self, action: Action | str) -> None:
        """Play ``action`` (or its text); IllegalMove (the why_illegal text) when it is
        not legal."""
        if isinstance(action, str):
            try:
                action = parse_action(action)
            except ValueError as err:
                raise IllegalMove(str(err)) from None
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalMove(reason)
        self.actions.append(action)
        self.version += 1
        self._claim_cache.clear()
        if self.phase in ("charleston", "courtesy-pass", "vote", "courtesy", "claims"):
            self.pending[action.seat] = action
            if not self.awaiting():
                self._resolve()
        elif isinstance(action, Draw):
            self.concealed[action.seat] += self._take(1)
            self.called = False
            self.phase = "discard"
            if action.seat == movelog.VIEWER:
                self.log.append(movelog.drew(self.concealed[action.seat][-1]))
        elif isinstance(action, Exchange):
            self._exchange(action)
        elif isinstance(action, MahJongg):
            self_drawn, winning_call = self._declaration(action.seat)
            self._finish(action.seat, self_drawn, None if self_drawn else self._discard_in_play[0], winning_call)
        elif isinstance(action, Discard):
            self._discard(action)

    def _resolve(self) -> None:
        pending, self.pending = self.pending, {}
        if self.phase == "charleston":
            name, offset, _ = self.steps[self.step_index]
            blind = {s: a.blind for s, a in pending.items() if isinstance(a, Pass)}
            own = self._pass_tiles(pending)
            self.log.append(movelog.passed(name, offset, own, blind, self.received(movelog.VIEWER)))
            self.step_index += 1
            if self.step_index == len(self.steps):
                if len(self.steps) == len(FIRST) and 1 not in self.options.house_rules:
                    self.phase = "vote"
                else:
                    self.phase = "courtesy"
        elif self.phase == "vote":
            self.refused = tuple(s for s, a in sorted(pending.items()) if isinstance(a, Vote) and not a.yes)
            self.log.append(movelog.vote(self.refused))
            if not self.refused:  # only votes are pending
                self.steps += SECOND
                self.phase = "charleston"
            else:
                self.phase = "courtesy"
        elif self.phase == "courtesy":
            asked = {s: a.count for s, a in pending.items() if isinstance(a, Courtesy)}  # every one is
            for seat in range(4):
                across = (seat + 2) % 4
                self.courtesy_counts[seat] = min(asked[seat], asked[across])
            self.log.append(movelog.courtesy(asked, self.courtesy_counts))
            self.phase = "courtesy-pass"
            if not self.awaiting():
                self._start_play()
        elif self.phase == "courtesy-pass":
            own = self._pass_tiles(pending)
            if movelog.VIEWER in own:
                self.log.append(movelog.courtesy_pass(own[movelog.VIEWER], self.received(movelog.VIEWER)))
            self._start_play()
        else:
            self._resolve_claims(pending)

    def _start_play(self) -> None:
        self.phase, self.turn, self.called = "discard", self.dealer, False

    def _exchange(self, action: Exchange) -> None:
        exposures = self.exposures[action.owner]
        i = next(i for i, e in enumerate(exposures) if e.tile == action.tile and e.jokers)
        e = exposures[i]
        exposures[i] = Exposure(e.tile, e.size, e.jokers - 1, e.source)
        hand = self.concealed[action.seat]
        hand.remove(action.tile)
        hand.append(JOKER)
        self.exchanged = self.called
        self.log.append(movelog.exchanged(action.seat, action.owner, action.tile, _KINDS[e.size]))

    def _discard(self, action: Discard) -> None:
        self.log.append(movelog.discarded(action.seat, action.tile))
        self.received_tiles = [[] for _ in range(4)]
        self.concealed[action.seat].remove(action.tile)
        self.discards.append((action.seat, action.tile))
        self.last_discard = (action.seat, action.tile)
        self.called = False
        if action.tile != JOKER:
            self.phase = "claims"
            if self.awaiting():
                return
        self._next_turn(action.seat)

    def _next_turn(self, after: int) -> None:
        live = [s for s in ((after + i) % 4 for i in range(1, 5)) if not self.dead[s]]
        if not live or not self.wall:
            self._finish(None, wall_empty=not self.wall)
            return
        self.turn, self.phase, self.last_discard = live[0], "draw", None

    def _finish(self, winner: int | None, self_drawn: bool = False, discarder: int | None = None,
                winning_call: bool = False, wall_empty: bool = True) -> None:
        self.phase, self.pending = "over", {}
        if winner is None:
            self.result = HandResult(None)
            self.log.append(movelog.wall_game(wall_empty))
            return
        hand = self.concealed[winner]
        win = self._win(winner, hand, self_drawn, winning_call)
        assert win is not None, "the engine only offers winning declarations"
        seat0, seat1, seat2, seat3 = api.payments(win, winner, None if self_drawn else discarder, self_drawn,
                                                  self.rules)
        self.result = HandResult(winner, win.reading, win.value, (seat0, seat1, seat2, seat3), self_drawn,
                                 None if self_drawn else discarder, win.jokerless,
                                 tuple(sort_tiles(hand + self.exposed_tiles(winner))))
        self.log += movelog.mah_jongg(self.result, self._how(winner, self_drawn, discarder))

    def _how(self, winner: int, self_drawn: bool, discarder: int | None) -> str:
        """How a Mah Jongg was made, in words, for the log."""
        if not self.actions:
            # Translators: how a Mah Jongg was made, in "{player} declared Mah Jongg {how}: {reading}."
            return _("with the 14 tiles dealt (self-picked)")
        if self_drawn:
            if self.called:
                return _("self-picked, completed by a joker exchange after a call")
            return _("self-picked")
        assert discarder is not None and self.last_discard is not None, "a discard win has its discard"
        tile = tile_word(self.last_discard[1])
        if discarder == movelog.VIEWER:
            text = _("on your {tile}, called and exposed") if self.called else _("on your {tile}")
        elif self.called:
            text = _("on {player}'s {tile}, called and exposed")
        else:
            text = _("on {player}'s {tile}")
        return text.format(player=movelog.who(discarder), tile=tile)

    # --- the view and records -------------------------------------------------------
    def view(self, seat: int | None = None) -> TableView:
        """The table as data: all of it, or (``seat``) only what that seat may see, which
        is all a hint, a hand helper or a computer player for it should be given."""
        seats = tuple(SeatView(s, self.wind(s), tuple(sort_tiles(self.concealed[s])) if seat in (None, s) else (),
                               self.arriving(s), tuple(self.exposures[s]), self.dead[s],
                               self.options.skill[s], len(self.concealed[s])) for s in range(4))
        live = self.last_discard if self.phase == "claims" else None
        awaiting = self.awaiting()
        if seat is not None and self.phase == "claims":
            awaiting = tuple(s for s in awaiting if s == seat)
        return TableView(seats, tuple(self.discards), live, self.wall_count, self.wall_stacks,
                         self.dealer, self.turn, self.phase, self.step, awaiting, self.result, seat,
                         tuple(self.received(seat)) if seat is not None else (), self.refused)

    def unseen(self, seat: int) -> Counter[str]:
        """The tiles ``seat`` cannot see (in the wall or another seat's hand), by kind."""
        return self.full - self.seen_tiles(seat)

    def to_record(self) -> dict[str, Any]:
        record = {"game": GAME_ID, "deal": self.deal, "hand": self.hand, "dealer": self.dealer,
                  "options": self.options.to_dict(), "moves": [a.text() for a in self.actions]}
        if self.rigged is not None:
            record["wall"] = list(self.rigged)
        return record

    @classmethod
    def from_record(cls, record: Any) -> Table:
        """Replay a hand's record; BadRecord says why it does not replay."""
        if not isinstance(record, dict) or record.get("game") != GAME_ID:
            raise BadRecord(_("not a {game} hand record").format(game=GAME_ID))
        options = TableOptions.from_dict(record.get("options", {}))
        deal = need_int(record.get("deal"), "the deal number")
        hand = need_int(record.get("hand", 0), "the hand number", 0, MAX_HANDS)
        dealer = need_int(record.get("dealer", 0), "the dealer's seat", 0, 3)
        wall = record.get("wall")
        moves = need_texts(record.get("moves", []), "the moves")
        if wall is not None:
            need_texts(wall, "the wall")
        try:
            table = cls(options, deal, hand=hand, dealer=dealer, wall=wall)
        except ValueError as err:
            raise BadRecord(_("bad hand record: {error}").format(error=err)) from None
        for i, text in enumerate(moves):
            try:
                table.apply(text)
            except IllegalMove as err:
                raise BadRecord(_("move {number} ({move}) does not replay: {error}").format(
                    number=i + 1, move=shown(text), error=err)) from None
        return table
