"""The Options' second page, "Seeing and pace" (issue 32): text size, high contrast, the
clock, recorded times, reduced motion and the Card Free computer players' speed. Every
change is saved at once through ``app.set_setting`` (the speed in Card Free's own
preferences, where its table options keep it)."""

from __future__ import annotations

from functools import partial

import pygame

from mahjong.i18n import N_, _
from mahjong.ui import theme
from mahjong.ui.widgets import Choice, Toggle

CARD_FREE = "card-free-american"
TOGGLES = (
    ("high_contrast", N_("High contrast: dark ink on light tiles, strong outlines")),
    ("show_clock", N_("Show the clock")),
    ("record_times", N_("Record times for statistics and high scores")),
    ("reduce_motion", N_("Reduce motion: moves and deals change at once")),
)
# the values of games.american.face.options.SPEEDS (tests/gui/test_options_seeing.py holds them equal)
BOT_SPEEDS = (("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant")))


class SeeingPage:
    """The widgets of the page, laid out in a rectangle and drawn with their labels."""

    def __init__(self, app) -> None:
        self.app = app
        st = app.settings
        self.text_size = Choice([(n, f"{n}%") for n in theme.TEXT_SIZES], st.get("text_size", 100),
                                lambda v: app.set_setting("text_size", v))
        self.toggles = [Toggle(_(label), bool(st.get(key)),
                               partial(app.set_setting, key)) for key, label in TOGGLES]
        card_free = app.storage.game_settings(CARD_FREE)
        self.bot_speed = Choice([(k, _(label)) for k, label in BOT_SPEEDS], card_free.get("speed", "normal"),
                                self._set_bot_speed)
        self.widgets = [self.text_size, *self.toggles, self.bot_speed]
        self.rows: list[tuple[str, pygame.Rect]] = []

    def _set_bot_speed(self, value) -> None:
        self.app.storage.game_settings(CARD_FREE)["speed"] = value
        self.app.storage.save_settings()

    def refresh(self) -> None:
        st = self.app.settings
        for (key, _label), toggle in zip(TOGGLES, self.toggles):
            toggle.value = bool(st.get(key))

    def layout(self, inner: pygame.Rect, s: float) -> int:
        """Rows from the top of ``inner``, each as tall as its text needs; the speed's
        label has a row of its own above its choice. Returns the bottom of the rows."""
        row_h = max(theme.px(44, s), theme.font(theme.px(20, s)).get_linesize() + theme.px(14, s))
        size_label, speed_label = self._labels()
        label_w = min(inner.w // 2, theme.font(theme.px(20, s)).size(size_label)[0] + theme.px(24, s))
        y = inner.y
        self.text_size.size = theme.px(17, s)
        self.text_size.rect = pygame.Rect(inner.x + label_w, y + theme.px(5, s), inner.w - label_w,
                                          row_h - theme.px(10, s))
        self.rows = [(size_label, pygame.Rect(inner.x, y, label_w, row_h))]
        y += row_h
        for t in self.toggles:
            t.size = theme.px(19, s)
            t.rect = pygame.Rect(inner.x, y + theme.px(6, s), inner.w, row_h - theme.px(12, s))
            y += row_h
        self.rows.append((speed_label, pygame.Rect(inner.x, y, inner.w, row_h)))
        y += row_h
        self.bot_speed.size = theme.px(17, s)
        self.bot_speed.rect = pygame.Rect(inner.x, y + theme.px(5, s), inner.w, row_h - theme.px(10, s))
        return y + row_h

    @staticmethod
    def _labels() -> tuple[str, str]:
        return _("Text size"), _("Computer players' speed (Card Free)")

    def draw(self, surface: pygame.Surface, s: float) -> None:
        for label, r in self.rows:
            img = theme.fit_text(label, theme.px(20, s), r.w - theme.px(12, s), theme.INK)
            surface.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        for w in self.widgets:
            w.draw(surface)
