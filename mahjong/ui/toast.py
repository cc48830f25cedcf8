"""The App's passing message (a toast): over the top scene's ``toast_area`` (filling it,
so nothing under it shows through), or as a pill near the bottom of the window."""

from __future__ import annotations

import pygame

from mahjong.ui import theme


def draw_toast(surface: pygame.Surface, text: str, area: pygame.Rect | None) -> None:
    """Draw ``text`` as the toast, in ``area`` when the scene gives one."""
    s = theme.ui_scale(surface.get_size())
    if area is not None and area.w > 0 and area.h > 0:
        pygame.draw.rect(surface, (20, 22, 24), area)
        size = theme.px(18, s)
        while size > 10 and theme.font(size).size(text)[0] > area.w - theme.px(24, s):
            size -= 1  # a long message in smaller type rather than cut
        img = theme.fit_text(text, size, area.w - theme.px(24, s), theme.TEXT)
        surface.blit(img, img.get_rect(center=area.center))
        return
    img = theme.text(text, theme.px(18, s), theme.TEXT)
    box = img.get_rect().inflate(theme.px(36, s), theme.px(18, s))
    box.midbottom = (surface.get_width() // 2, surface.get_height() - theme.px(64, s))
    theme.draw_translucent(surface, box, (20, 22, 24, 215), box.h // 2)
    surface.blit(img, img.get_rect(center=box.center))
