"""The side panel's "finishable deals only" switch: a Toggle whose label wraps onto a
second line where a language makes it longer than the panel is wide (the panel's layout,
``draw.panel_layout``, gives the row the height of those lines)."""

from __future__ import annotations

import pygame

from mahjong.ui import theme
from mahjong.ui.fitlines import draw_lines, fit_lines
from mahjong.ui.widgets import Toggle


class PanelSwitch(Toggle):
    """A Toggle with a switch of fixed height ``switch_h`` and a label on up to two lines."""

    switch_h = 27
    gap = 10

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        sw = pygame.Rect(0, 0, round(self.switch_h * 1.7), min(self.switch_h, r.h))
        sw.midright = (r.right, r.centery)
        room = r.w - sw.w - self.gap
        lines = fit_lines(self.label, self.size, room)
        height = len(lines) * theme.font(self.size).get_linesize()
        draw_lines(surface, lines, (r.x, r.centery - height // 2), self.size, room, theme.INK)
        self.draw_switch(surface, sw)
