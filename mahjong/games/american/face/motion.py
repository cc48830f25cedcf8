"""Discards in flight at the Card Free table: a discarded tile slides from your rack or
the discarder's seat to its place in the pool, taking a share of the opponents' speed
(none at "instant"). Only the picture moves: the discard is already made, input goes on
as usual, and a flight whose discard was claimed meanwhile just stops."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong.games.american.actions import Action, Discard
from mahjong.ui.anim import Tween, ease_out, lerp, motion_reduced

SHARE = 0.4             # of the opponents' discard delay
LONGEST = 0.45          # seconds: a slide never takes longer


def flight_seconds(delay: float, settings: dict | None = None) -> float:
    """How long a discard slides when the opponents take ``delay`` seconds to discard
    (no time at all under the Reduce motion setting)."""
    return 0.0 if settings and motion_reduced(settings) else min(LONGEST, delay * SHARE)


def discard_start(scene, action: Action) -> pygame.Rect | None:
    """Where a discard's slide starts: its rack tile (yours), the discarder's hidden
    hand (a computer player's); None for other actions."""
    if not isinstance(action, Discard):
        return None
    if action.seat == 0:
        tiles, _ = scene.rack_rects()
        picks = sorted(scene.selected) + list(range(len(scene.rack)))
        i = next((i for i in picks if i < len(scene.rack) and scene.rack[i] == action.tile), None)
        return tiles[i] if i is not None and i < len(tiles) else scene.layout.rack
    lay = scene.layout
    return {1: lay.side_backs["right"], 2: lay.top_backs, 3: lay.side_backs["left"]}[action.seat]



@dataclass
class Flight:
    index: int              # the discard's place in the table's discards
    seat: int
    tile: str
    start: pygame.Rect
    tween: Tween


class Motion:
    """``Motion(scene)``: ``launch`` a flight, ``update(dt)`` from the scene's update,
    ``draw`` after the table; the pool leaves out the ``flying()`` discards."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.flights: list[Flight] = []

    @property
    def active(self) -> bool:
        return bool(self.flights)

    def clear(self) -> None:
        self.flights = []

    def launch(self, index: int, seat: int, tile: str, start: pygame.Rect, seconds: float) -> None:
        if seconds > 0:
            self.flights.append(Flight(index, seat, tile, pygame.Rect(start), Tween(0.0, 1.0, seconds, ease_out)))

    def _valid(self, f: Flight) -> bool:
        discards = self.scene.table.discards
        return f.index < len(discards) and discards[f.index] == (f.seat, f.tile)

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.tween.update(dt)
        self.flights = [f for f in self.flights if not f.tween.done and self._valid(f)]

    def flying(self) -> set[int]:
        return {f.index for f in self.flights if self._valid(f)}

    def end_rect(self, f: Flight) -> pygame.Rect:
        """Where the flight lands: its slot in the discarder's zone (for the layout now)."""
        discards = self.scene.table.discards
        n = sum(1 for who, _ in discards[:f.index] if who == f.seat)
        return self.scene.layout.pool_slots(f.seat, n + 1)[n]

    def draw(self, surface: pygame.Surface, art) -> None:
        width = self.scene.layout.pool_w
        for f in self.flights:
            if not self._valid(f):
                continue
            end, t = self.end_rect(f), f.tween.value
            img = art.tile(f.tile, width, "normal")
            x = round(lerp(f.start.centerx, end.centerx, t))
            y = round(lerp(f.start.centery, end.centery, t))
            surface.blit(img, img.get_rect(center=(x, y)))
