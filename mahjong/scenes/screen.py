"""The shared frame of the menu's full-window screens (Options, Records, Help): the
table background, a header with the title, a Back button, and keyboard focus."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from mahjong.i18n import _
from mahjong.ui import theme
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.widgets import Button, draw_header, layout_header


class Screen(Scene):
    title = ""   # marked with N_ by each screen, translated where drawn

    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(_("Back"), app.pop, "ghost")
        self.focus = FocusGroup()
        self.scale = 1.0
        self.header = pygame.Rect(0, 0, 0, 0)

    def layout_frame(self, size) -> pygame.Rect:
        """Lay out the header and Back button for ``size``; the content area below them."""
        s = self.scale = theme.ui_scale(size)
        self.header, content = layout_header(size, s)
        self.back.rect = pygame.Rect(0, 0, theme.px(120, s), theme.px(42, s))
        self.back.rect.midright = self.header.midright
        self.back.size = theme.px(19, s)
        return content

    def offer(self, event, widgets: Iterable) -> bool:
        """Give ``event`` to each widget in turn; True when one of them took this screen
        off the top of the stack (the caller must stop handling the event)."""
        for widget in widgets:
            if widget.handle_event(event):
                self.dirty = True
                if self.app.top is not self:
                    return True
        return False

    def handle_key(self, event) -> None:
        """Esc goes back; arrows, Tab and Enter move and press the focused button."""
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif self.focus.handle_key(event):
            self.dirty = True

    def draw_frame(self, surface: pygame.Surface) -> None:
        theme.draw_table(surface, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        draw_header(surface, self.header, _(self.title) if self.title else "", self.scale)
        self.back.draw(surface)
