"""Discards in flight at the Card Free table: a discarded tile slides from your rack or
the discarder's seat to its place in the pool, taking a share of the opponents' speed
(none at "instant"). Only the picture moves: the discard is already made, input goes on
as usual, and a flight whose discard was claimed meanwhile just stops."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import pygame

from mahjong.games.american.actions import Action, Discard
from mahjong.games.american.face.snapshot import FlightShot, TableSnapshot
from mahjong.games.american.face.view import TableLayout
from mahjong.ui.anim import Tween, ease_out, lerp, motion_reduced

SHARE = 0.4             # of the opponents' discard delay
LONGEST = 0.45          # seconds: a slide never takes longer


def flight_seconds(delay: float, settings: dict | None = None) -> float:
    """How long a discard slides when the opponents take ``delay`` seconds to discard
    (no time at all under the Reduce motion setting)."""
    return 0.0 if settings and motion_reduced(settings) else min(LONGEST, delay * SHARE)


def discard_start(action: Action, layout: TableLayout, rack: Sequence[str], selected: Collection[int],
                  rack_tiles: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """Where a discard's slide starts: its rack tile (yours: the first selected copy,
    else the first copy in ``rack``, whose tiles lie at ``rack_tiles``), the discarder's
    hidden hand (a computer player's); None for other actions."""
    if not isinstance(action, Discard):
        return None
    if action.seat == 0:
        picks = sorted(selected) + list(range(len(rack)))
        i = next((i for i in picks if i < len(rack) and rack[i] == action.tile), None)
        return rack_tiles[i] if i is not None and i < len(rack_tiles) else layout.rack
    return {1: layout.side_backs["right"], 2: layout.top_backs, 3: layout.side_backs["left"]}[action.seat]


@dataclass
class Flight:
    index: int              # the discard's place in the table's discards
    seat: int
    tile: str
    start: pygame.Rect
    tween: Tween


Discards = Sequence[tuple[int, str]]


class Motion:
    """``Motion()``: ``launch`` a flight, ``update(dt, discards)`` from the scene's
    update, ``shots(discards)`` for the snapshot (the flights still valid: a claimed
    discard's flight just stops)."""

    def __init__(self, settings: dict | None = None) -> None:
        self.settings = settings    # the App's (Reduce motion: no flights)
        self.flights: list[Flight] = []
        self.scale = 1.0      # on every flight's time (a table with friends: the animation-speed setting)

    @property
    def active(self) -> bool:
        return bool(self.flights)

    def clear(self) -> None:
        self.flights = []

    def launch(self, index: int, seat: int, tile: str, start: pygame.Rect, seconds: float) -> None:
        if self.settings and motion_reduced(self.settings):
            return
        seconds *= self.scale
        if seconds > 0:
            self.flights.append(Flight(index, seat, tile, pygame.Rect(start), Tween(0.0, 1.0, seconds, ease_out)))

    @staticmethod
    def _valid(f: Flight, discards: Discards) -> bool:
        return f.index < len(discards) and discards[f.index] == (f.seat, f.tile)

    def update(self, dt: float, discards: Discards) -> None:
        for f in self.flights:
            f.tween.update(dt)
        self.flights = [f for f in self.flights if not f.tween.done and self._valid(f, discards)]

    def flying(self, discards: Discards) -> set[int]:
        return {f.index for f in self.flights if self._valid(f, discards)}

    def shots(self, discards: Discards) -> tuple[FlightShot, ...]:
        return tuple(FlightShot(f.index, f.seat, f.tile, pygame.Rect(f.start), f.tween.value)
                     for f in self.flights if self._valid(f, discards))


def end_rect(snap: TableSnapshot, f: FlightShot) -> pygame.Rect:
    """Where a flight lands: its slot in the discarder's zone (for the layout now)."""
    n = sum(1 for who, _ in snap.view.discards[:f.index] if who == f.seat)
    return snap.layout.pool_slots(f.seat, n + 1)[n]


def draw_flights(surface: pygame.Surface, snap: TableSnapshot, art) -> None:
    width = snap.layout.pool_w
    for f in snap.flights:
        end, t = end_rect(snap, f), f.progress
        img = art.tile(f.tile, width, "normal")
        x = round(lerp(f.start.centerx, end.centerx, t))
        y = round(lerp(f.start.centery, end.centery, t))
        surface.blit(img, img.get_rect(center=(x, y)))
