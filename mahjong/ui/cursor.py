"""The board cursor: keyboard play on a game's board (see docs/architecture.md, "Board
cursor").

A game scene lists its ``Target``s (each a rect, a line of words and an action) in
regions ("board", "panel", "toolbar"); ``BoardCursor`` keeps which one the cursor is on
by its ``key``, so the list can be rebuilt after every move. Arrows go to the nearest
target that way (``arrows.arrow_map``), Tab and Shift+Tab to the next region, Enter or
Space run the target's action. The cursor shows from the first arrow or Tab and hides
when the mouse moves. It is drawn as white dashes on a black ring ("marching ants"),
a look no selection, hint or match light uses (those are filled or solid, in gold,
blue or green), and it reads on light tiles and dark felt alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from mahjong.ui import arrows

REGIONS = ("board", "panel", "toolbar")
KEY_DIRECTIONS = {pygame.K_RIGHT: 0, pygame.K_DOWN: 1, pygame.K_LEFT: 2, pygame.K_UP: 3}  # arrows.DIRECTIONS
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
INK = (255, 255, 255)       # the dashes
SHADOW = (0, 0, 0)          # the ring under them


@dataclass(frozen=True)
class Target:
    """One thing the cursor can stand on. ``key`` names it across rebuilds of the list
    (e.g. ``("tile", position)``); ``label`` is the line the status line shows (already
    translated); ``action`` runs on Enter or Space (None: nothing to do there)."""

    key: tuple                  # hashable: names the target across rebuilds
    rect: tuple[int, ...]        # x, y, w, h
    label: str
    action: Callable[[], object] | None = field(default=None, compare=False)
    region: str = "board"


class BoardCursor:
    """Which target the keyboard is on, and whether the cursor shows."""

    def __init__(self) -> None:
        self.visible = False
        self.region = "board"
        self.key: tuple | None = None
        self.last_centre: tuple[float, float] | None = None   # where the cursor last stood
        self._map_for: tuple | None = None
        self._map: list[list[int | None]] = []

    # --- where it is ------------------------------------------------------------------
    def current(self, targets: Sequence[Target]) -> Target | None:
        """The target the cursor is on; when its own has gone (a pair removed), the
        nearest one left in its region takes its place."""
        here = [t for t in targets if t.region == self.region]
        if not here:
            return None
        for t in here:
            if t.key == self.key:
                return t
        if self.last_centre is None:
            chosen = min(here, key=lambda t: (t.rect[1], t.rect[0]))
        else:
            lx, ly = self.last_centre
            chosen = min(here, key=lambda t: (_centre(t)[0] - lx) ** 2 + (_centre(t)[1] - ly) ** 2)
        self._stand_on(chosen)
        return chosen

    def _stand_on(self, target: Target) -> None:
        self.key = target.key
        self.region = target.region
        self.last_centre = _centre(target)

    def hide(self) -> bool:
        """Hide it (the mouse moved); True if it was showing."""
        shown, self.visible = self.visible, False
        return shown

    # --- keys ---------------------------------------------------------------------------
    def handle_key(self, event, targets: Sequence[Target]) -> bool:
        """An arrow, Tab, Enter or Space; True when the key was the cursor's."""
        if event.type != pygame.KEYDOWN or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if event.key in KEY_DIRECTIONS:
            if self.visible:
                self.move(KEY_DIRECTIONS[event.key], targets)
            else:
                self.show(targets)
            return True
        if event.key == pygame.K_TAB:
            self.next_region(targets, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ACTIVATE_KEYS and self.visible:
            target = self.current(targets)
            if target is not None and target.action is not None:
                target.action()
            return True
        return False

    def show(self, targets: Sequence[Target]) -> None:
        self.visible = True
        if self.current(targets) is None:
            self.next_region(targets, 1)

    def move(self, direction: int, targets: Sequence[Target]) -> None:
        """Go to the target the arrow ``direction`` (an index of arrows.DIRECTIONS) points at."""
        here = [t for t in targets if t.region == self.region]
        target = self.current(targets)
        if target is None:
            return
        centres = tuple(_centre(t) for t in here)
        if centres != self._map_for:
            self._map_for, self._map = centres, arrows.arrow_map(centres)
        goes = self._map[here.index(target)][direction]
        if goes is not None:
            self._stand_on(here[goes])

    def next_region(self, targets: Sequence[Target], step: int) -> None:
        """Tab: the next region that has targets (in REGIONS order, wrapping)."""
        self.visible = True
        have = [r for r in REGIONS if any(t.region == r for t in targets)]
        if not have:
            return
        at = REGIONS.index(self.region)
        order = [REGIONS[(at + step * k) % len(REGIONS)] for k in range(1, len(REGIONS) + 1)]
        region = next(r for r in order if r in have)
        if region != self.region:
            self.region, self.key, self.last_centre = region, None, None
        self.current(targets)

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, target: Target | None, scale: float) -> None:
        """The dashed outline around ``target`` (nothing while hidden)."""
        if not self.visible or target is None:
            return
        width = max(2, round(3 * scale))
        rect = pygame.Rect(target.rect).inflate(2 * width + 2, 2 * width + 2)
        pygame.draw.rect(surface, SHADOW, rect.inflate(width, width), 2 * width)
        dash_outline(surface, rect, INK, width, max(6, round(9 * scale)))


def dash_outline(surface: pygame.Surface, rect: pygame.Rect, colour, width: int, dash: int) -> None:
    """A rectangle outline of dashes ``dash`` long."""
    corners = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:], strict=False):
        length = max(abs(x1 - x0), abs(y1 - y0))
        for start in range(0, length, 2 * dash):
            end = min(start + dash, length)
            a = (x0 + (x1 - x0) * start // max(length, 1), y0 + (y1 - y0) * start // max(length, 1))
            b = (x0 + (x1 - x0) * end // max(length, 1), y0 + (y1 - y0) * end // max(length, 1))
            pygame.draw.line(surface, colour, a, b, width)


def _centre(target: Target) -> tuple[float, float]:
    x, y, w, h = target.rect
    return (x + w / 2, y + h / 2)
