"""What the Card Free painter and its panels draw: a frozen ``TableSnapshot`` that
``AmericanScene.snapshot()`` builds each frame. The painter (``paint``), the side panel,
the end-of-hand panel, the action bar, the callouts (``announce``) and the discards in
flight (``motion``) read this and nothing else; a test builds one by hand, with no scene,
and paints it.

It is our seat's view of the table (seat 0, at the bottom): the engine's ``TableView``
for our seat (the others' racks face down: only how many tiles they hold) while a hand
is played, the whole table once it is over (every hand is shown face up then). So a
remote table, which receives only our seat's ``TableView`` and our legal actions
(``net.client.RemoteView``), builds the same snapshot without a local ``Table``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from mahjong.games.american.actions import Action, Claim, Exchange, MahJongg
from mahjong.games.american.face.view import TableLayout
from mahjong.games.american.hands import Reading, check
from mahjong.games.american.movelog import listed, names, seat_name
from mahjong.games.american.pieces import HandResult, SeatView, TableView
from mahjong.games.american.scoring import Rules
from mahjong.games.american.suggest import Suggestion

ME = 0   # our seat: the snapshot is always seen from the bottom chair


@dataclass(frozen=True)
class FlightShot:
    """A discard sliding to the pool: the ``index``-th discard (``seat``'s ``tile``) from
    ``start``, ``progress`` of the way (0-1)."""

    index: int
    seat: int
    tile: str
    start: pygame.Rect
    progress: float


@dataclass(frozen=True)
class CalloutShot:
    """A computer player's call told at the table: the label over ``seat``'s zone of the
    pool and its plate lit; for a claim, ``tile`` sliding from ``start`` (in the pool) to
    the caller's ``exposure``, ``slide`` of the way (None: no slide, or it is over)."""

    seat: int
    text: str
    tile: str = ""
    start: pygame.Rect | None = None
    exposure: int = -1
    slide: float | None = None


@dataclass(frozen=True)
class TableSnapshot:
    """One frame of the table, seen from seat 0.

    ``view``: our seat's TableView (``Table.view(0)``) during the hand, the whole table
    (``Table.view()``) once it is over. ``awaiting``: the seats whose plates glow and
    the bar says it waits for (a local table tells every seat that may still claim; a
    remote one knows only about us). ``legal``: our legal actions outside the passes
    (exchanges, Mah Jongg, discards, claims); ``pass_size``: tiles to choose in a pass;
    ``offered``: the calls the bar offers (the claims preference applied). ``rack``: our
    tiles in the order the player keeps them; ``apart``: its last tile was just drawn
    (shown set apart); ``selected``/``blind``: rack and arriving tiles chosen;
    ``drag``: (rack index, pointer) of a tile being dragged; ``hint_tiles``: the Hint's
    tiles. ``helper``: the side panel shows the nearest ``hands`` (else the move ``log``),
    ``pinned``: the first hand is the player's target. ``reading``: the winning hand's
    reading once the hand is won. ``totals`` and ``results``: the session so far."""

    layout: TableLayout
    scale: float
    view: TableView
    rules: Rules
    awaiting: tuple[int, ...] = ()
    totals: tuple[int, ...] = (0, 0, 0, 0)
    results: tuple[HandResult, ...] = ()
    legal: tuple[Action, ...] = ()
    pass_size: int = 0
    offered: tuple[Claim, ...] = ()
    rack: tuple[str, ...] = ()
    apart: bool = False
    selected: frozenset[int] = frozenset()
    blind: frozenset[int] = frozenset()
    drag: tuple[int, tuple[int, int]] | None = None
    hint_tiles: tuple[str, ...] = ()
    helper: bool = True
    hands: tuple[Suggestion, ...] = ()
    pinned: bool = False
    log: tuple[str, ...] = ()
    reading: Reading | None = None
    flights: tuple[FlightShot, ...] = ()
    callouts: tuple[CalloutShot, ...] = ()
    names: tuple[str, ...] = ()     # the seats' names from our chair (a table with friends); () the local ones

    def name(self, seat: int) -> str:
        """A seat's name: its player's at a table with friends, else the local table's."""
        return self.names[seat] if self.names else seat_name(seat)

    def names_of(self, seats: Sequence[int]) -> str:
        """'Ruth', 'You and Mei', 'Ruth, Mei and Sam'."""
        return listed([self.name(s) for s in sorted(seats)]) if self.names else names(seats)

    # --- what the painters ask ----------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.view.phase == "over"

    @property
    def me(self) -> SeatView:
        return self.view.seats[ME]

    @property
    def exchanges(self) -> frozenset[tuple[int, str]]:
        """(owner, tile) of every exposure whose joker we may take now."""
        return frozenset((a.owner, a.tile) for a in self.legal if isinstance(a, Exchange))

    @property
    def can_declare(self) -> bool:
        """Mah Jongg is ours to declare now."""
        return MahJongg(ME) in self.legal

    @property
    def target(self) -> Suggestion | None:
        """The helper's first hand (the pinned target, or the nearest), when it is shown."""
        return self.hands[0] if self.helper and self.hands else None

    def rack_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Rects of the rack tiles and of the arriving ones (see ``TableLayout.rack_rects``)."""
        return self.layout.rack_rects(len(self.rack), self.me.arriving, self.apart, self.selected, self.blind)

    def exposure_rects(self) -> list[tuple[int, int, list[pygame.Rect]]]:
        """(seat, exposure index, tile rects) for every exposure at the table."""
        return self.layout.exposure_rects([s.exposures for s in self.view.seats])


def winning_reading(view: TableView, rules: Rules) -> Reading | None:
    """The winner's reading of a won hand, from the whole table's view (None: no winner,
    or the view does not show the winner's tiles); worked out once per hand."""
    r = view.result
    if r is None or r.winner is None:
        return None
    seat = view.seats[r.winner]
    return _reading(seat.concealed, tuple(tuple(e.tiles) for e in seat.exposures), rules, seat.skill,
                    r.self_drawn)


@lru_cache(maxsize=8)
def _reading(concealed: tuple[str, ...], exposures: tuple[tuple[str, ...], ...], rules: Rules, skill: int,
             self_drawn: bool) -> Reading | None:
    reading = check(list(concealed), exposures, rules=rules, skill=skill, self_drawn=self_drawn)
    return reading if reading.winning else None


def seat_legal(legal: Sequence[Action], phase: str) -> tuple[Action, ...]:
    """Our legal actions as a snapshot holds them: none during a pass (they are the
    tiles' many choices), as the network's seat view sends them."""
    return () if phase in ("charleston", "courtesy-pass") else tuple(legal)
