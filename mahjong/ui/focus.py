"""Keyboard focus over a scene's widgets (``widgets.Widget``): Tab, arrows, Enter/Space."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from mahjong.ui.widgets import Widget


class FocusGroup:
    """Keyboard navigation over a scene's widgets: Tab / Shift+Tab cycle, arrows move to
    the nearest widget in that direction, Enter / Space activate. No ring is shown until
    the keyboard is used."""

    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index: int | None = None

    def set_widgets(self, widgets: Iterable[Widget]) -> None:
        current = self.current
        self.widgets = list(widgets)
        self.index = None
        for w in self.widgets:
            w.focused = False
        if current in self.widgets:
            self.focus(current)

    @property
    def current(self) -> Widget | None:
        if self.index is None or self.index >= len(self.widgets):
            return None
        return self.widgets[self.index]

    def _usable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.enabled and w.visible and w.focusable]

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = w is widget
        self.index = self.widgets.index(widget) if widget in self.widgets else None

    def move(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if self.index not in usable:
            target = usable[0] if step > 0 else usable[-1]
        else:
            target = usable[(usable.index(self.index) + step) % len(usable)]
        self.focus(self.widgets[target])

    def move_direction(self, dx: int, dy: int) -> None:
        """Focus the nearest usable widget in direction (dx, dy)."""
        cur = self.current
        if cur is None:
            self.move(1)
            return
        cx, cy = cur.rect.center
        best, best_cost = None, None
        for i in self._usable():
            w = self.widgets[i]
            ox, oy = w.rect.centerx - cx, w.rect.centery - cy
            along = ox * dx + oy * dy
            if along <= 0 or w is cur:
                continue
            across = abs(ox * dy) + abs(oy * dx)
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = w, cost
        if best is not None:
            self.focus(best)

    def handle_key(self, event) -> bool:
        """A KEYDOWN event; True if it was used for navigation or activation."""
        if event.type != pygame.KEYDOWN:
            return False
        cur = self.current
        if cur is not None and cur.key(event):
            return True
        if event.key == pygame.K_TAB:
            self.move(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        dirs = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in dirs:
            self.move_direction(*dirs[event.key])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and cur is not None:
            if cur.enabled and cur.visible:
                cur.activate()
            return True
        return False
