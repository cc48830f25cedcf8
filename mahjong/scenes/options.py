"""Options: every change is saved at once through ``app.set_setting``."""

from __future__ import annotations

from functools import partial

import pygame

from mahjong.scenes.screen import Screen
from mahjong.ui import theme
from mahjong.ui.anim import SPEED_LABELS
from mahjong.ui.focus import FocusGroup
from mahjong.ui.text import draw_wrapped
from mahjong.ui.widgets import Choice, Toggle

TOGGLES = (
    ("show_index", "Show index numbers in tile corners"),
    ("highlight_matches", "Highlight matching tiles (Solitaire)"),
    ("autoplay", "Auto-play to the foundations"),
    ("sound", "Sound"),
    ("fullscreen", "Fullscreen (F11)"),
)


class OptionsScene(Screen):
    title = "Options"

    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        self.toggles = [Toggle(label, bool(st.get(key)), partial(app.set_setting, key))
                        for key, label in TOGGLES]
        self.speed = Choice(SPEED_LABELS, st.get("animation_speed", "normal"),
                            lambda v: app.set_setting("animation_speed", v))
        self.table = Choice([(k, label) for k, (label, _) in theme.TABLE_COLOURS.items()],
                            st.get("table_colour", theme.DEFAULT_TABLE),
                            lambda v: app.set_setting("table_colour", v),
                            swatches={k: c for k, (_, c) in theme.TABLE_COLOURS.items()})
        self.widgets = [*self.toggles, self.speed, self.table, self.back]
        self.focus = FocusGroup(self.widgets)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, pygame.Rect]] = []   # labels drawn beside the choices
        self.note_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        super().enter()
        # fullscreen can change with F11 while another screen is showing
        for (key, _), toggle in zip(TOGGLES, self.toggles):
            toggle.value = bool(self.app.settings.get(key))

    def resize(self, size) -> None:
        super().resize(size)
        content = self.layout_frame(size)
        s = self.scale
        w = min(content.w, theme.px(820, s))
        self.panel = pygame.Rect(content.centerx - w // 2, content.y, w, content.h)
        pad = theme.px(30, s)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        row_h = theme.px(50, s)
        y = inner.y
        for t in self.toggles:
            t.size = theme.px(20, s)
            t.rect = pygame.Rect(inner.x, y + theme.px(8, s), inner.w, row_h - theme.px(16, s))
            y += row_h
        label_w = theme.px(220, s)
        self.rows = []
        for label, choice in (("Animation speed", self.speed), ("Table colour", self.table)):
            choice.size = theme.px(17, s)
            choice.rect = pygame.Rect(inner.x + label_w, y + theme.px(6, s), inner.w - label_w, row_h - theme.px(12, s))
            self.rows.append((label, pygame.Rect(inner.x, y, label_w, row_h)))
            y += row_h
        self.note_rect = pygame.Rect(inner.x, y + theme.px(14, s), inner.w, inner.bottom - y - theme.px(14, s))

    def handle_event(self, event) -> None:
        if not self.offer(event, self.widgets):
            self.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.draw_frame(surface)
        theme.draw_panel(surface, self.panel, radius=theme.px(14, s))
        for t in self.toggles:
            t.draw(surface)
        for t in self.toggles:
            y = t.rect.bottom + theme.px(8, s)
            pygame.draw.line(surface, theme.PANEL_ALT, (t.rect.x, y), (t.rect.right, y))
        for label, r in self.rows:
            img = theme.text(label, theme.px(20, s), theme.INK)
            surface.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        self.speed.draw(surface)
        self.table.draw(surface)
        self._draw_note(surface)

    def _draw_note(self, surface: pygame.Surface) -> None:
        s, r = self.scale, self.note_rect
        if r.h <= 0:
            return
        box = pygame.Rect(r.x, r.y, r.w, r.h)
        pygame.draw.rect(surface, theme.PANEL_ALT, box, border_radius=theme.px(10, s))
        pad = theme.px(14, s)
        inner = box.inflate(-2 * pad, -2 * pad)
        title = theme.text("Your own Solitaire layouts", theme.px(18, s), theme.INK, bold=True)
        surface.blit(title, inner.topleft)
        y = inner.y + title.get_height() + theme.px(6, s)
        path = theme.fit_text(str(self.app.storage.layouts_dir), theme.px(16, s), inner.w, theme.ACCENT_DARK)
        surface.blit(path, (inner.x, y))
        y += path.get_height() + theme.px(6, s)
        draw_wrapped(surface, "Put KMahjongg .layout, GNOME Mahjongg .map or Kyodai .lay files in this folder; "
                     "they appear in Solitaire's layout list the next time it opens.",
                     pygame.Rect(inner.x, y, inner.w, inner.bottom - y), theme.px(16, s), theme.INK_DIM,
                     max_lines=max(1, (inner.bottom - y) // theme.font(theme.px(16, s)).get_linesize()))
