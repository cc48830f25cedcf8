"""A remote table as our seat sees it, turned so that our seat is seat 0, as the local
game's face expects (you at the bottom, the others round the table in play order).

``RemoteTable`` answers what the Card Free face asks of a local ``Table`` (the racks,
exposures, discards, whose turn, the step, our legal actions, the joker exchanges, a
call's dead-hand warning) from nothing but the seat's ``TableView`` and the legal actions
the server sent with it: other racks are only counts, the wall only a number.
``RemoteSession`` stands for the session (the running totals and the hands' results).
``to_server`` and ``to_local`` turn an action's seats between our side and the
server's. Pure Python, no pygame.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from mahjong.games.american import engine_api as api
from mahjong.games.american.actions import Action, Claim, Draw, Exchange
from mahjong.games.american.pieces import Exposure, HandResult, SeatView, TableOptions, TableView, sort_tiles

HIDDEN = "?"         # a tile of another seat's rack: its face is never sent


def _turn(seat: int, me: int) -> int:
    """The server's seat ``seat`` as numbered from our chair (ours is 0)."""
    return (seat - me) % 4


def _action(action: Action, shift: int) -> Action:
    changes: dict[str, Any] = {"seat": (action.seat + shift) % 4}
    if isinstance(action, Exchange):
        changes["owner"] = (action.owner + shift) % 4
    return dataclasses.replace(action, **changes)


def to_server(action: Action, me: int) -> Action:
    """Our action (our seat 0) with the server's seat numbers."""
    return _action(action, me)


def to_local(action: Action, me: int) -> Action:
    return _action(action, -me)


def turned_view(view: TableView, me: int) -> TableView:
    """``view`` (the server's numbering) with our seat as seat 0."""
    def t(seat: int) -> int:
        return _turn(seat, me)

    def four(values: tuple[int, ...]) -> tuple[int, int, int, int]:
        a, b, c, d = (values[(n + me) % 4] for n in range(4))
        return a, b, c, d

    seats = tuple(dataclasses.replace(view.seats[(n + me) % 4], seat=n,
                                      exposures=tuple(dataclasses.replace(e, source=t(e.source))
                                                      for e in view.seats[(n + me) % 4].exposures))
                  for n in range(4))
    r = view.result
    result = None if r is None else dataclasses.replace(
        r, winner=None if r.winner is None else t(r.winner), payments=four(r.payments),
        discarder=None if r.discarder is None else t(r.discarder))
    last = None if view.last_discard is None else (t(view.last_discard[0]), view.last_discard[1])
    return dataclasses.replace(
        view, seats=seats, discards=tuple((t(s), tile) for s, tile in view.discards), last_discard=last,
        dealer=t(view.dealer), turn=t(view.turn), awaiting=tuple(t(s) for s in view.awaiting), result=result,
        viewer=0, refused=tuple(t(s) for s in view.refused))


@dataclass
class RemoteTable:
    """The face's questions to a table, answered from our seat's view (already turned:
    ``turned_view``), our legal actions (turned) and the pass the server asks for."""

    seen: TableView
    legal: tuple[Action, ...]
    options: TableOptions           # skill levels turned too: ours first
    hand: int
    version: int
    pass_needed: int = 0
    blind_ok: bool = False
    just_drew: bool = False         # the last change was our draw (the new tile is set apart)
    concealed: list[list[str]] = field(init=False)
    shown: TableView = field(init=False)
    exposures: list[list[Exposure]] = field(init=False)

    def __post_init__(self) -> None:
        """Other racks are face-down counts while the hand is played; at its end the
        winner's rack is the result's hand less its exposures, the others' unknown."""
        over = self.is_over
        self.concealed = [list(s.concealed) if n == 0 else [] if over else [HIDDEN] * s.held
                          for n, s in enumerate(self.seen.seats)]
        self.exposures = [list(s.exposures) for s in self.seen.seats]
        self.shown = self.seen
        r = self.seen.result
        if r is not None and r.winner is not None and r.winner != 0 and r.hand:
            rest = Counter(r.hand) - Counter(self.exposed_tiles(r.winner))
            self.concealed[r.winner] = sort_tiles(rest.elements())
            seats = list(self.seen.seats)
            seats[r.winner] = dataclasses.replace(seats[r.winner], concealed=tuple(self.concealed[r.winner]))
            self.shown = dataclasses.replace(self.seen, seats=tuple(seats))

    # --- the state ------------------------------------------------------------------
    @property
    def rules(self) -> api.Rules:
        return self.options.rules

    @property
    def seats(self) -> tuple[SeatView, ...]:
        return self.seen.seats

    @property
    def dead(self) -> list[bool]:
        return [s.dead for s in self.seen.seats]

    @property
    def discards(self) -> list[tuple[int, str]]:
        return list(self.seen.discards)

    @property
    def last_discard(self) -> tuple[int, str] | None:
        return self.seen.last_discard

    @property
    def wall_count(self) -> int:
        return self.seen.wall_count

    @property
    def wall_stacks(self) -> int:
        return self.seen.wall_stacks

    @property
    def dealer(self) -> int:
        return self.seen.dealer

    @property
    def turn(self) -> int:
        return self.seen.turn

    @property
    def phase(self) -> str:
        return self.seen.phase

    @property
    def step(self) -> str:
        return self.seen.step

    @property
    def result(self) -> HandResult | None:
        return self.seen.result

    @property
    def refused(self) -> tuple[int, ...]:
        return self.seen.refused

    @property
    def is_over(self) -> bool:
        return self.seen.result is not None or self.seen.phase == "over"

    @property
    def actions(self) -> tuple[Action, ...]:
        """Only what the face reads of the hand's actions: whether our draw was the last."""
        return (Draw(0),) if self.just_drew else ()

    def key(self) -> tuple[int, int]:
        return self.hand, self.version

    def wind(self, seat: int) -> str:
        return self.seen.seats[seat].wind

    def awaiting(self) -> tuple[int, ...]:
        return () if self.is_over else self.seen.awaiting

    def view(self, seat: int | None = None) -> TableView:
        """Our seat's view; once the hand is won, with the winner's rack face up."""
        return self.shown

    def exposed_tiles(self, seat: int) -> list[str]:
        return [t for e in self.exposures[seat] for t in e.tiles]

    # --- our choices ----------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Action]:
        return list(self.legal) if seat == 0 else []

    def exchanges(self, seat: int) -> list[Exchange]:
        return [a for a in self.legal_actions(seat) if isinstance(a, Exchange)]

    def pass_size(self, seat: int) -> int:
        return self.pass_needed if seat == 0 else 0

    def blind_allowed(self) -> bool:
        return self.blind_ok

    def arriving(self, seat: int) -> int:
        return self.seen.seats[seat].arriving

    def received(self, seat: int) -> list[str]:
        return list(self.seen.received) if seat == 0 else []

    def would_be_dead(self, seat: int, claim: Claim) -> bool:
        """Whether this call would leave our hand no winning hand (as ``Table``'s)."""
        if claim.kind == "mj" or self.phase != "claims" or self.last_discard is None:
            return False
        discarder, tile = self.last_discard
        exposure = Exposure(tile, claim.size, claim.jokers, discarder).tiles
        ctx = api.Context(self.rules, self.options.skill[seat], False)
        return not api.can_still_win([e.tiles for e in self.exposures[seat]] + [exposure], ctx)


@dataclass
class RemoteSession:
    """The session's part the face shows: the table now, the running totals and the
    results of the hands seen (all turned to our side)."""

    table: RemoteTable
    totals: list[int]
    results: list[HandResult] = field(default_factory=list)
    deal: int = 0

    @property
    def moves(self) -> tuple[Action, ...]:
        return ()

    def key(self) -> tuple[int, int]:
        return self.table.key()

    def log(self) -> list[str]:
        return []


def remote_table(seat: int, hand: int, version: int, view: TableView, legal: tuple[Action, ...],
                 pass_size: int, blind_allowed: bool, options: TableOptions) -> RemoteTable:
    """A ``RemoteTable`` from the server's view of seat ``seat`` (its numbering)."""
    skill = options.skill
    turned = TableOptions(options.house_rules, (skill[seat], skill[(seat + 1) % 4], skill[(seat + 2) % 4],
                                                skill[(seat + 3) % 4]))
    return RemoteTable(turned_view(view, seat), tuple(to_local(a, seat) for a in legal), turned, hand, version,
                       pass_size, blind_allowed)


def turned_four(values: tuple[int, ...] | list[int], me: int) -> list[int]:
    """Four per-seat values (the server's numbering) with ours first."""
    return [values[(n + me) % 4] for n in range(4)]
