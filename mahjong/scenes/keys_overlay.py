"""The keys overlay ("?" in a game): the game's own keys, then the keys every game has,
on a panel over the board. Any key or click closes it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong.games import keyhelp
from mahjong.i18n import _
from mahjong.ui import theme
from mahjong.ui.scene import Scene


class KeysOverlay(Scene):
    """``KeysOverlay(app, game_keys)``: ``game_keys`` is [(keys, what they do)], translated."""

    opaque = False

    def __init__(self, app, game_keys: Sequence[tuple[str, str]]) -> None:
        super().__init__(app)
        self.rows = list(game_keys) + keyhelp.common_keys()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            if self.app.top is self:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        size, pad = theme.px(17, s), theme.px(22, s)
        line = theme.font(size).get_linesize() + theme.px(4, s)
        title = theme.text(_("Keys"), theme.px(26, s), theme.INK, bold=True)
        key_w = min(max(theme.font(size, True).size(k)[0] for k, _what in self.rows), w // 3)
        panel_w = min(w - 2 * pad, theme.px(720, s))
        panel_h = min(h - 2 * pad, title.get_height() + pad * 3 + line * len(self.rows))
        panel = pygame.Rect(0, 0, panel_w, panel_h)
        panel.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=theme.px(10, s))
        pygame.draw.rect(surface, theme.PANEL_LINE, panel, 1, border_radius=theme.px(10, s))
        surface.blit(title, (panel.x + pad, panel.y + pad))
        y = panel.y + 2 * pad + title.get_height()
        what_w = panel.w - 3 * pad - key_w
        for keys, what in self.rows:
            if y + line > panel.bottom - pad // 2:
                break
            surface.blit(theme.fit_text(keys, size, key_w, theme.INK, bold=True), (panel.x + pad, y))
            surface.blit(theme.fit_text(what, size, what_w, theme.INK_DIM), (panel.x + 2 * pad + key_w, y))
            y += line
        foot = theme.fit_text(_("Press any key to close"), theme.px(14, s), panel.w - 2 * pad, theme.INK_DIM)
        surface.blit(foot, foot.get_rect(bottomright=(panel.right - pad, panel.y + pad + title.get_height())))
