"""The Card Free American Mah Jongg table: one hand of play, and a session of hands.
Pure Python, no pygame.

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
from itertools import combinations
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_keys, need_texts, need_type, shown
from mahjong.core.rng import deal_rng

from . import engine_api as api
from .tiles import INDEX, full_set

GAME_ID = "card-free-american"
MAX_HANDS = 100_000  # a hand number beyond this was never dealt at one table
SEAT_WINDS = ("E", "S", "W", "N")  # by distance from the dealer
JOKER, FLOWER = "J", "F"
EXPOSURE_SIZES = {"pung": 3, "kong": 4, "quint": 5}
# Charleston steps: (name, how far to the right the tiles go, blind pass allowed)
FIRST = (("first right", 1, False), ("first across", 2, False), ("first left", 3, True))
SECOND = (("second left", 3, False), ("second across", 2, False), ("second right", 1, True))


def sort_tiles(tiles: Iterable[str]) -> list[str]:
    return sorted(tiles, key=INDEX.__getitem__)


# --- actions -------------------------------------------------------------------------
# Every action names its seat; its text is "<seat> <body>", e.g. "2 discard 5D".

@dataclass(frozen=True)
class Action:
    seat: int

    def body(self) -> str:
        raise NotImplementedError

    def text(self) -> str:
        return f"{self.seat} {self.body()}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Pass(Action):
    """Pass ``tiles`` from the hand plus (blind pass) the first ``blind`` tiles just
    received, unseen. Text ``pass 1B 2C N`` or ``blind 2 5D``. Also the courtesy pass."""

    tiles: tuple[str, ...]
    blind: int = 0

    def body(self) -> str:
        return " ".join(("blind", str(self.blind), *self.tiles) if self.blind else ("pass", *self.tiles))


@dataclass(frozen=True)
class Vote(Action):
    """For (``vote yes``) or against (``vote no``) the second Charleston."""

    yes: bool

    def body(self) -> str:
        return "vote yes" if self.yes else "vote no"


@dataclass(frozen=True)
class Courtesy(Action):
    """Ask the player across for a courtesy pass of ``count`` (0-3) tiles."""

    count: int

    def body(self) -> str:
        return f"courtesy {self.count}"


@dataclass(frozen=True)
class Draw(Action):
    def body(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Discard(Action):
    tile: str

    def body(self) -> str:
        return f"discard {self.tile}"


@dataclass(frozen=True)
class Exchange(Action):
    """Give ``tile`` from the hand for a joker in one of ``owner``'s exposures."""

    owner: int
    tile: str

    def body(self) -> str:
        return f"exchange {self.owner} {self.tile}"


@dataclass(frozen=True)
class MahJongg(Action):
    """Declare Mah Jongg on one's own turn (self-drawn, or after a call)."""

    def body(self) -> str:
        return "mj"


@dataclass(frozen=True)
class Claim(Action):
    """Claim the last discard: ``kind`` pung, kong, quint (exposed with ``jokers`` jokers
    from the hand; text ``claim kong 2J``) or ``mj``."""

    kind: str
    jokers: int = 0

    @property
    def size(self) -> int:
        return EXPOSURE_SIZES.get(self.kind, 0)

    def body(self) -> str:
        return f"claim {self.kind}" + (f" {self.jokers}J" if self.jokers else "")


@dataclass(frozen=True)
class PassClaim(Action):
    def body(self) -> str:
        return "pass-claim"


@dataclass(frozen=True)
class NextHand(Action):
    """Session only: start the next hand once this one is over."""

    def body(self) -> str:
        return "next"


def _codes(words: Sequence[str], text: str) -> tuple[str, ...]:
    out = tuple(w.upper() for w in words)
    for code in out:
        if code not in INDEX:
            raise ValueError(f"unknown tile {code!r} in {text!r}")
    return out


def _number(word: str, text: str, low: int, high: int) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise ValueError(f"expected a number {low}-{high}, not {word!r}, in {text!r}")
    return int(word)


def parse_action(text: str) -> Action:
    """The action written as ``text``; ValueError if it is not one."""
    words = text.split()
    if len(words) < 2:
        raise ValueError(f"not a table action: {text!r}")
    seat, verb, rest = _number(words[0], text, 0, 3), words[1].lower(), words[2:]
    simple = {"draw": Draw, "mj": MahJongg, "pass-claim": PassClaim, "next": NextHand}
    if verb in simple and not rest:
        return simple[verb](seat)
    if verb == "pass":
        return Pass(seat, _codes(rest, text))
    if verb == "blind" and rest:
        return Pass(seat, _codes(rest[1:], text), _number(rest[0], text, 1, 3))
    if verb == "vote" and len(rest) == 1 and rest[0].lower() in ("yes", "no"):
        return Vote(seat, rest[0].lower() == "yes")
    if verb == "courtesy" and len(rest) == 1:
        return Courtesy(seat, _number(rest[0], text, 0, 3))
    if verb == "discard" and len(rest) == 1:
        return Discard(seat, _codes(rest, text)[0])
    if verb == "exchange" and len(rest) == 2:
        return Exchange(seat, _number(rest[0], text, 0, 3), _codes(rest[1:], text)[0])
    if verb == "claim" and rest and (rest[0] in EXPOSURE_SIZES or rest == ["mj"]):
        if len(rest) == 1:
            return Claim(seat, rest[0])
        if len(rest) == 2 and rest[1].upper().endswith("J") and rest[0] != "mj":
            return Claim(seat, rest[0], _number(rest[1][:-1], text, 1, 4))
    raise ValueError(f"not a table action: {text!r}")


# --- options and state pieces ------------------------------------------------------------

@dataclass(frozen=True)
class TableOptions:
    """House rules 1-3 (``house_rules``, a subset of {1, 2, 3}) and each seat's skill
    level (0-5)."""

    house_rules: frozenset[int] = frozenset()
    skill: tuple[int, int, int, int] = (0, 0, 0, 0)

    def __post_init__(self) -> None:
        if not set(self.house_rules) <= {1, 2, 3}:
            raise ValueError("house rules are 1, 2 and 3")
        if len(self.skill) != 4 or not all(isinstance(s, int) and 0 <= s <= 5 for s in self.skill):
            raise ValueError("each of the four seats needs a skill level 0-5")
        object.__setattr__(self, "house_rules", frozenset(self.house_rules))
        object.__setattr__(self, "skill", tuple(self.skill))

    @property
    def rules(self) -> api.Rules:
        return api.rules_for(self.house_rules)

    def to_dict(self) -> dict[str, Any]:
        return {"house_rules": sorted(self.house_rules), "skill": list(self.skill)}

    @classmethod
    def from_dict(cls, data: Any) -> "TableOptions":
        """The options a record holds; BadRecord for anything to_dict would not write."""
        need_keys(data, {"house_rules", "skill"}, "the options")
        rules = need_type(data.get("house_rules", []), list, "the house rules")
        for rule in rules:
            need_int(rule, "a house rule", 1, 3)
        if len(set(rules)) != len(rules):
            raise BadRecord("a house rule is named twice")
        skill = need_type(data.get("skill", [0, 0, 0, 0]), list, "the skill levels")
        if len(skill) != 4:
            raise BadRecord("the skill levels must name four seats")
        for level in skill:
            need_int(level, "a skill level", 0, 5)
        return cls(frozenset(rules), tuple(skill))


@dataclass(frozen=True)
class Exposure:
    """An exposed block: ``size`` tiles of ``tile``, ``jokers`` of them jokers, made by
    calling ``tile`` from ``source``'s discard."""

    tile: str
    size: int
    jokers: int
    source: int

    @property
    def tiles(self) -> list[str]:
        return [self.tile] * (self.size - self.jokers) + [JOKER] * self.jokers


@dataclass(frozen=True)
class HandResult:
    """How a hand ended. ``winner`` None: a wall game (``payments`` all 0)."""

    winner: int | None
    reading: str = ""
    value: int = 0
    payments: tuple[int, int, int, int] = (0, 0, 0, 0)
    self_drawn: bool = False
    discarder: int | None = None
    jokerless: bool = False
    hand: tuple[str, ...] = ()

    @property
    def wall_game(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class SeatView:
    seat: int
    wind: str
    concealed: tuple[str, ...]      # the UI shows only the human's
    incoming: tuple[str, ...]       # received in the Charleston, not yet seen (blind steps)
    exposures: tuple[Exposure, ...]
    dead: bool
    skill: int


@dataclass(frozen=True)
class TableView:
    """Everything the table scene draws, as plain data."""

    seats: tuple[SeatView, ...]
    discards: tuple[tuple[int, str], ...]   # (seat, tile) in order; the last is the live one
    last_discard: tuple[int, str] | None     # the discard open to claims (None: none)
    wall_count: int
    wall_stacks: int                         # stacks per side at the start (19 or 18)
    dealer: int
    turn: int
    phase: str
    step: str                                # e.g. "first left", "courtesy", "" in play
    awaiting: tuple[int, ...]
    result: HandResult | None


# --- the hand ---------------------------------------------------------------------------

class Table:
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
        self.incoming: list[list[str]] = [[] for _ in range(4)]
        self.exposures: list[list[Exposure]] = [[] for _ in range(4)]
        self.discards: list[tuple[int, str]] = []
        self.dead = [False] * 4
        self.actions: list[Action] = []
        self.result: HandResult | None = None
        self.turn = dealer
        self.called = False               # the turn came from a call
        self.last_discard: tuple[int, str] | None = None
        self.pending: dict[int, Action] = {}  # decisions collected in a simultaneous step
        self.steps = list(FIRST)
        self.step_index = 0
        self.courtesy_counts: dict[int, int] = {}
        self.version = 0                  # bumps on every change (caches key on it)
        self._claim_cache: dict[int, list[Action]] = {}
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

    def seen_tiles(self, seat: int) -> Counter:
        """Tiles ``seat`` can see: its own, every exposure and every discard."""
        seen = Counter(self.concealed[seat])
        for s in range(4):
            seen.update(self.exposed_tiles(s))
        seen.update(t for _, t in self.discards)
        return seen

    def all_tiles(self) -> Counter:
        """Every tile at the table wherever it is (always the full set)."""
        out = Counter(self.wall)
        out.update(t for _, t in self.discards)
        for s in range(4):
            out.update(self.concealed[s])
            out.update(self.incoming[s])
            out.update(self.exposed_tiles(s))
        return out

    def _ctx(self, seat: int, self_drawn: bool) -> api.Context:
        return api.Context(self.rules, self.options.skill[seat], self_drawn)

    def _win(self, seat: int, concealed: list[str], self_drawn: bool) -> api.Win | None:
        return api.is_winning_hand(concealed, [e.tiles for e in self.exposures[seat]],
                                   self._ctx(seat, self_drawn))

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
            return [s for s in range(4) if s != self.last_discard[0] and not self.dead[s]
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

    def pass_size(self, seat: int) -> int:
        """Tiles ``seat`` must pass in the current Charleston or courtesy step."""
        if self.phase == "courtesy-pass":
            return self.courtesy_counts.get(seat, 0)
        return 3 if self.phase == "charleston" else 0

    def blind_allowed(self) -> bool:
        return self.phase == "charleston" and self.steps[self.step_index][2]

    def passable(self, seat: int, blind: int = 0) -> list[str]:
        """The tiles ``seat`` may pass from its hand (jokers never). A blind pass takes
        the rest from the hand as it was; a sighted one may also pass tiles just received."""
        pool = self.concealed[seat] + (self.incoming[seat] if not blind else [])
        return sort_tiles(t for t in pool if t != JOKER)

    def _pass_actions(self, seat: int) -> list[Action]:
        n = self.pass_size(seat)
        out: list[Action] = []
        blinds = range(0, min(n, len(self.incoming[seat])) + 1) if self.blind_allowed() else (0,)
        for blind in blinds:
            for combo in sorted(set(combinations(self.passable(seat, blind), n - blind))):
                out.append(Pass(seat, combo, blind))
        return out

    def _turn_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self._win(seat, self.concealed[seat], self_drawn=not self.called) is not None:
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

    def _claims_for(self, seat: int) -> list[Action]:
        """The claims ``seat`` could make on the live discard (cached per state)."""
        if self.phase != "claims" or seat == self.last_discard[0] or self.dead[seat]:
            return []
        if seat not in self._claim_cache:
            tile = self.last_discard[1]
            hand = self.concealed[seat]
            out: list[Action] = []
            if self._win(seat, hand + [tile], self_drawn=False) is not None:
                out.append(Claim(seat, "mj"))
            have, jokers = hand.count(tile), hand.count(JOKER)
            if tile == FLOWER:
                jokers = 0  # flower pungs (Dragon's Love) hold no jokers
            for kind, size in EXPOSURE_SIZES.items():
                for j in range(0, min(jokers, size - 1) + 1):
                    if have >= size - 1 - j:
                        out.append(Claim(seat, kind, j))
            self._claim_cache[seat] = out
        return self._claim_cache[seat]

    # --- applying -----------------------------------------------------------------
    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal now; else the reason, as the player reads it."""
        if not isinstance(action, Action) or not 0 <= action.seat < 4:
            return "not a table action"
        seat = action.seat
        if isinstance(action, NextHand):
            return "the next hand belongs to the session"
        if self.phase == "over":
            return "the hand is over"
        if seat not in self.awaiting():
            if self.dead[seat]:
                return f"seat {seat}'s hand is dead"
            return f"seat {seat} has nothing to decide now (phase {self.phase})"
        if self.phase in ("charleston", "courtesy-pass"):
            return self._why_not_pass(action)
        if self.phase == "vote":
            return None if isinstance(action, Vote) else "vote yes or no on the second Charleston"
        if self.phase == "courtesy":
            return None if isinstance(action, Courtesy) else "ask for a courtesy pass of 0-3 tiles"
        if self.phase == "draw":
            return None if isinstance(action, Draw) else "draw a tile first"
        if self.phase == "discard":
            if isinstance(action, Discard):
                return None if action.tile in self.concealed[seat] else f"no {action.tile} in the hand"
            if isinstance(action, (MahJongg, Exchange)):
                return None if action in self._turn_actions(seat) else (
                    "not a winning hand" if isinstance(action, MahJongg)
                    else f"no exposure of {action.tile} with a joker, or no {action.tile} in the hand")
            return "discard, exchange a joker or declare Mah Jongg"
        if isinstance(action, PassClaim):
            return None
        if isinstance(action, Claim):
            if action in self._claims_for(seat):
                return None
            if self.last_discard[1] == JOKER:
                return "a discarded joker is dead"
            if action.kind == "mj":
                return "the discard does not complete a winning hand"
            return f"not enough {self.last_discard[1]} and jokers for a {action.kind}"
        return "claim the discard or let it go"

    def _why_not_pass(self, action: Action) -> str | None:
        if not isinstance(action, Pass):
            return "pass tiles"
        seat, n = action.seat, self.pass_size(action.seat)
        if action.blind and not self.blind_allowed():
            return "a blind pass is only allowed on the first left and the last right"
        if action.blind > len(self.incoming[action.seat]):
            return "not that many tiles just received"
        if action.blind + len(action.tiles) != n:
            return f"pass exactly {n} tiles"
        if JOKER in action.tiles:
            return "jokers are never passed"
        if Counter(action.tiles) - Counter(self.passable(seat, action.blind)):
            return "those tiles are not all in the hand" + (" (a blind pass takes the rest from the"
                                                            " hand as it was)" if action.blind else "")
        return None

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
        elif isinstance(action, Exchange):
            self._exchange(action)
        elif isinstance(action, MahJongg):
            self._finish(action.seat, self_drawn=not self.called,
                         discarder=self.last_discard[0] if self.called else None)
        elif isinstance(action, Discard):
            self._discard(action)

    def _resolve(self) -> None:
        pending, self.pending = self.pending, {}
        if self.phase == "charleston":
            self._pass_tiles(pending)
            self.step_index += 1
            if self.step_index == len(self.steps):
                if len(self.steps) == len(FIRST) and 1 not in self.options.house_rules:
                    self.phase = "vote"
                else:
                    self.phase = "courtesy"
        elif self.phase == "vote":
            if all(a.yes for a in pending.values()):
                self.steps += SECOND
                self.phase = "charleston"
            else:
                self.phase = "courtesy"
        elif self.phase == "courtesy":
            for seat in range(4):
                across = (seat + 2) % 4
                self.courtesy_counts[seat] = min(pending[seat].count, pending[across].count)
            self.phase = "courtesy-pass"
            if not self.awaiting():
                self._start_play()
        elif self.phase == "courtesy-pass":
            self._pass_tiles(pending)
            self._start_play()
        else:
            self._resolve_claims(pending)

    def _pass_tiles(self, pending: dict[int, Action]) -> None:
        """Move every pending pass to its receiver; before a blind step the received
        tiles wait, unseen, in ``incoming``."""
        offset = self.steps[self.step_index][1] if self.phase == "charleston" else 2
        blind_next = (self.phase == "charleston" and self.step_index + 1 < len(self.steps)
                      and self.steps[self.step_index + 1][2])
        given: dict[int, list[str]] = {}
        for seat, action in pending.items():
            assert isinstance(action, Pass)
            tiles = self.incoming[seat][:action.blind] + list(action.tiles)
            self.concealed[seat] += self.incoming[seat][action.blind:]
            self.incoming[seat] = []
            for t in action.tiles:
                self.concealed[seat].remove(t)
            given[(seat + offset) % 4] = tiles
        for seat, tiles in given.items():
            if blind_next:
                self.incoming[seat] = tiles
            else:
                self.concealed[seat] += tiles

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

    def _discard(self, action: Discard) -> None:
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
            self._finish(None)
            return
        self.turn, self.phase, self.last_discard = live[0], "draw", None

    def _claim_rank(self, seat: int, action: Action) -> tuple[int, int]:
        discarder = self.last_discard[0]
        return (0 if isinstance(action, Claim) and action.kind == "mj" else 1, (seat - discarder) % 4)

    def _resolve_claims(self, pending: dict[int, Action]) -> None:
        claims = {s: a for s, a in pending.items() if isinstance(a, Claim)}
        discarder, tile = self.last_discard
        if not claims:
            self._next_turn(discarder)
            return
        seat = min(claims, key=lambda s: self._claim_rank(s, claims[s]))
        claim = claims[seat]
        self.discards.pop()
        if claim.kind == "mj":
            self.concealed[seat].append(tile)
            self._finish(seat, self_drawn=False, discarder=discarder)
            return
        self._expose(seat, claim, tile)
        self.turn, self.called = seat, True
        if self._dead_after(seat):
            self.dead[seat] = True
            self._next_turn(seat)
        else:
            self.phase = "discard"

    def _expose(self, seat: int, claim: Claim, tile: str) -> None:
        hand = self.concealed[seat]
        for _ in range(claim.size - 1 - claim.jokers):
            hand.remove(tile)
        for _ in range(claim.jokers):
            hand.remove(JOKER)
        self.exposures[seat].append(Exposure(tile, claim.size, claim.jokers, self.last_discard[0]))

    def _dead_after(self, seat: int) -> bool:
        return not api.can_still_win([e.tiles for e in self.exposures[seat]], self._ctx(seat, False))

    def would_be_dead(self, seat: int, claim: Claim) -> bool:
        """Whether making this exposure claim would leave ``seat`` no winning hand (the
        UI warns the human first). Mah Jongg claims never do."""
        if claim.kind == "mj" or self.phase != "claims":
            return False
        tile = self.last_discard[1]
        exposure = Exposure(tile, claim.size, claim.jokers, self.last_discard[0]).tiles
        return not api.can_still_win([e.tiles for e in self.exposures[seat]] + [exposure],
                                     self._ctx(seat, False))

    def _finish(self, winner: int | None, self_drawn: bool = False, discarder: int | None = None) -> None:
        self.phase, self.pending = "over", {}
        if winner is None:
            self.result = HandResult(None)
            return
        hand = self.concealed[winner]
        win = self._win(winner, hand, self_drawn)
        assert win is not None, "the engine only offers winning declarations"
        payments = api.payments(win, winner, None if self_drawn else discarder, self_drawn, self.rules)
        self.result = HandResult(winner, win.reading, win.value, tuple(payments), self_drawn,
                                 None if self_drawn else discarder, win.jokerless,
                                 tuple(sort_tiles(hand + self.exposed_tiles(winner))))

    # --- the view and records -------------------------------------------------------
    def view(self) -> TableView:
        seats = tuple(SeatView(s, self.wind(s), tuple(sort_tiles(self.concealed[s])),
                               tuple(self.incoming[s]), tuple(self.exposures[s]), self.dead[s],
                               self.options.skill[s]) for s in range(4))
        live = self.last_discard if self.phase == "claims" else None
        return TableView(seats, tuple(self.discards), live, self.wall_count, self.wall_stacks,
                         self.dealer, self.turn, self.phase, self.step, self.awaiting(), self.result)

    def to_record(self) -> dict[str, Any]:
        record = {"game": GAME_ID, "deal": self.deal, "hand": self.hand, "dealer": self.dealer,
                  "options": self.options.to_dict(), "moves": [a.text() for a in self.actions]}
        if self.rigged is not None:
            record["wall"] = list(self.rigged)
        return record

    @classmethod
    def from_record(cls, record: Any) -> "Table":
        """Replay a hand's record; BadRecord says why it does not replay."""
        if not isinstance(record, dict) or record.get("game") != GAME_ID:
            raise BadRecord(f"not a {GAME_ID} hand record")
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
            raise BadRecord(f"bad hand record: {err}") from None
        for i, text in enumerate(moves):
            try:
                table.apply(text)
            except IllegalMove as err:
                raise BadRecord(f"move {i + 1} ({shown(text)}) does not replay: {err}") from None
        return table


# --- a session ----------------------------------------------------------------------------

class Session:
    """Hands in a row with running totals; the deal passes to the right after each hand.
    Hand k is ``Table(options, deal, hand=k, dealer=k % 4)``.

    The game's rules engine (core.engine.Engine). One move is one action of any seat:
    the computer players' actions are moves like the human's (seat 0), chosen outside
    the engine (``ai``), so ``legal_moves`` lists the actions of every seat the table
    waits for, and a record replays without the AI. When a hand is over the only move is
    seat 0's ``NextHand``. ``score``, ``is_won`` and ``is_lost`` are about seat 0:
    its running total, and the current hand's end (each hand is one game for the
    statistics). Undo replays the session without its last action (the scene does not
    offer it: taking back a discard the others have seen would be cheating)."""

    game_id = GAME_ID

    def __init__(self, options: TableOptions | None = None, deal: int = 1) -> None:
        self.options = options or TableOptions()
        self.deal = deal
        self._done: list[Action] = []
        self._undone: list[Action] = []
        self._replay()

    def _start(self, hand: int) -> None:
        self.table = Table(self.options, self.deal, hand=hand, dealer=hand % 4)
        if self.table.is_over:  # East's dealt 14 won at once
            self.results.append(self.table.result)

    def _replay(self) -> None:
        """Deal the first hand again and play the moves in ``_done``."""
        self.results: list[HandResult] = []
        self._start(0)
        for action in self._done:
            self._play(action)

    @property
    def totals(self) -> list[int]:
        return [sum(r.payments[s] for r in self.results) for s in range(4)]

    # --- the engine contract ---------------------------------------------------------
    def legal_moves(self) -> list[Action]:
        """The legal actions of every seat the table waits for, seat by seat."""
        if self.table.is_over:
            return [NextHand(0)]
        return [a for seat in self.table.awaiting() for a in self.table.legal_actions(seat)]

    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal now; else the reason, as the player reads it."""
        if isinstance(action, NextHand):
            if action.seat != 0:
                return "only you start the next hand"
            return None if self.table.is_over else "the hand is not over"
        return self.table.why_illegal(action)

    def apply(self, action: Action) -> None:
        """Play one action; IllegalMove (the why_illegal text) when it is not legal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalMove(reason)
        self._play(action)
        self._done.append(action)
        self._undone.clear()

    def _play(self, action: Action) -> None:
        if isinstance(action, NextHand):
            self._start(self.table.hand + 1)
            return
        self.table.apply(action)
        if self.table.is_over:
            self.results.append(self.table.result)

    def undo(self) -> bool:
        """Take back the last action (the session is replayed without it)."""
        if not self._done:
            return False
        self._undone.append(self._done.pop())
        self._replay()
        return True

    def redo(self) -> bool:
        if not self._undone:
            return False
        action = self._undone.pop()
        self._play(action)
        self._done.append(action)
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def restart(self) -> None:
        """Back to the first hand of the deal, with an empty history."""
        self._done, self._undone = [], []
        self._replay()

    @property
    def moves(self) -> tuple[Action, ...]:
        """Every seat's actions, in order, across the hands."""
        return tuple(self._done)

    @property
    def score(self) -> int:
        """Seat 0's running total."""
        return self.totals[0]

    @property
    def is_won(self) -> bool:
        """Seat 0 won the current hand."""
        result = self.table.result
        return result is not None and result.winner == 0

    @property
    def is_lost(self) -> bool:
        """The current hand is over and seat 0 did not win it."""
        result = self.table.result
        return result is not None and result.winner != 0

    def parse_move(self, text: str) -> Action:
        """The action written as ``text`` ("2 discard 5D"); ValueError if it is not one."""
        return parse_action(text)

    def format_move(self, action: Action) -> str:
        return action.text()

    def tile_count(self) -> Counter[str]:
        """Every tile at the table (the current hand's full set)."""
        return self.table.all_tiles()

    # --- records -----------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        return {"game": GAME_ID, "deal": self.deal, "options": self.options.to_dict(),
                "moves": [a.text() for a in self._done]}

    @classmethod
    def from_record(cls, record: Any) -> "Session":
        """Replay a session's record; BadRecord says why it does not replay."""
        if not isinstance(record, dict) or record.get("game") != GAME_ID:
            raise BadRecord(f"not a {GAME_ID} session record")
        options = TableOptions.from_dict(record.get("options", {}))
        session = cls(options, need_int(record.get("deal"), "the deal number"))
        for i, text in enumerate(need_texts(record.get("moves", []), "the moves")):
            try:
                session.apply(parse_action(text))
            except (ValueError, IndexError) as err:  # IllegalMove is a ValueError
                raise BadRecord(f"move {i + 1} ({shown(text)}) does not replay: {err}") from None
        return session


def new_engine(game_id: str, deal: int) -> Session:
    """The registry's engine: a session of ``deal`` with the default options."""
    return Session(TableOptions(), deal)
