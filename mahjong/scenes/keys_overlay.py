"""The keys overlay ("?" in a game): the game's own keys, then the keys every game has
that the game does not name itself, on a panel over the board. Any key or click closes it."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong.games import keyhelp
from mahjong.i18n import _
from mahjong.ui import theme
from mahjong.ui.scene import Scene
from mahjong.ui.text import wrap


class KeysOverlay(Scene):
    """``KeysOverlay(app, game_keys)``: ``game_keys`` is [(keys, what they do)], translated."""

    opaque = False

    def __init__(self, app, game_keys: Sequence[tuple[str, str]]) -> None:
        super().__init__(app)
        self.rows = keyhelp.merged(list(game_keys))

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            if self.app.top is self:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        size, pad, gap = theme.px(16, s), theme.px(20, s), theme.px(5, s)
        font = theme.font(size)
        line = font.get_linesize()
        title = theme.text(_("Keys"), theme.px(26, s), theme.INK, bold=True)
        panel_w = min(w - 2 * pad, theme.px(760, s))
        key_w = min(max(theme.font(size, True).size(k)[0] for k, _what in self.rows), panel_w // 3)
        what_w = panel_w - 3 * pad - key_w
        wrapped = [(keys, wrap(what, font, what_w)) for keys, what in self.rows]
        body_h = sum(len(lines) * line + gap for _keys, lines in wrapped)
        panel = pygame.Rect(0, 0, panel_w, min(h - 2 * pad, title.get_height() + 3 * pad + body_h))
        panel.center = (w // 2, h // 2)
        radius = theme.px(10, s)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_LINE, panel, 1, border_radius=radius)
        surface.blit(title, (panel.x + pad, panel.y + pad))
        foot = theme.fit_text(_("Press any key to close"), theme.px(14, s), panel.w // 2, theme.INK_DIM)
        surface.blit(foot, foot.get_rect(midright=(panel.right - pad, panel.y + pad + title.get_height() // 2)))
        y = panel.y + 2 * pad + title.get_height()
        for keys, lines in wrapped:
            if y + len(lines) * line > panel.bottom - pad // 2:
                break
            surface.blit(theme.fit_text(keys, size, key_w, theme.INK, bold=True), (panel.x + pad, y))
            for text in lines:
                surface.blit(theme.text(text, size, theme.INK_DIM), (panel.x + 2 * pad + key_w, y))
                y += line
            y += gap
