"""Scrolling: ``ScrollArea``, a viewport over content taller than it (wheel, scrollbar,
keys), and ``ScrollText``, scrollable light-markdown text (``text.render_markdown``)."""

from __future__ import annotations

import pygame

from mahjong.ui import theme
from mahjong.ui.text import render_markdown
from mahjong.ui.widgets import event_pos, is_click


class ScrollArea:
    """A viewport over content taller than it: mouse wheel, a draggable scrollbar, and
    ``scroll_by`` / ``ensure_visible`` for keys and focus. The scene draws the content
    itself, shifted by ``-offset`` and clipped to ``rect``."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.content_height = 0
        self.offset = 0
        self.line = 40
        self._drag: tuple[int, int] | None = None
        self.pointer_inside = False

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.rect.h)

    def scroll_to(self, offset: float) -> bool:
        before = self.offset
        self.offset = int(max(0, min(self.max_offset, offset)))
        return self.offset != before

    def scroll_by(self, dy: float) -> bool:
        return self.scroll_to(self.offset + dy)

    def ensure_visible(self, top: int, bottom: int) -> bool:
        """Scroll so content rows top..bottom (content coordinates) are in view."""
        if top < self.offset:
            return self.scroll_to(top)
        if bottom > self.offset + self.rect.h:
            return self.scroll_to(bottom - self.rect.h)
        return False

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.max_offset <= 0:
            return None
        w = 8
        track = pygame.Rect(self.rect.right - w - 3, self.rect.y + 4, w, self.rect.h - 8)
        h = max(30, track.h * self.rect.h // max(1, self.content_height))
        y = track.y + (track.h - h) * self.offset // max(1, self.max_offset)
        return track, pygame.Rect(track.x, y, w, h)

    def handle_event(self, event) -> bool:
        """Wheel (when the pointer was last seen inside), scrollbar click and drag."""
        pos = event_pos(event)
        if pos is not None:
            self.pointer_inside = self.rect.collidepoint(pos)
        if event.type == pygame.MOUSEWHEEL and self.pointer_inside:
            return self.scroll_by(-getattr(event, "y", 0) * self.line)
        bar = self._bar()
        if bar is None:
            return False
        track, thumb = bar
        if is_click(event) and pos is not None and track.inflate(8, 0).collidepoint(pos):
            if thumb.collidepoint(pos):
                self._drag = (pos[1], self.offset)
            else:
                self.scroll_by(self.rect.h if pos[1] > thumb.centery else -self.rect.h)
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None and pos is not None:
            y0, off0 = self._drag
            span = max(1, track.h - thumb.h)
            return self.scroll_to(off0 + (pos[1] - y0) * self.max_offset / span)
        if event.type == pygame.MOUSEBUTTONUP:
            self._drag = None
        return False

    def handle_key(self, event) -> bool:
        """Up/Down/PageUp/PageDown/Home/End."""
        if event.type != pygame.KEYDOWN:
            return False
        step = {pygame.K_UP: -self.line, pygame.K_DOWN: self.line,
                pygame.K_PAGEUP: -self.rect.h * 0.9, pygame.K_PAGEDOWN: self.rect.h * 0.9}
        if event.key in step:
            self.scroll_by(step[event.key])
            return True
        if event.key == pygame.K_HOME:
            self.scroll_to(0)
            return True
        if event.key == pygame.K_END:
            self.scroll_to(self.max_offset)
            return True
        return False

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self._bar()
        if bar is None:
            return
        track, thumb = bar
        pygame.draw.rect(surface, theme.PANEL_ALT, track, border_radius=4)
        pygame.draw.rect(surface, (150, 146, 138) if self._drag is None else theme.INK_DIM, thumb, border_radius=4)


class ScrollText(ScrollArea):
    """Scrollable light-markdown text; the rendering is cached per width and scale."""

    def __init__(self, md: str = "") -> None:
        super().__init__()
        self.md = md
        self.scale = 1.0
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def set_text(self, md: str) -> None:
        self.md = md
        self.offset = 0
        self._cache = None

    def _surface(self) -> pygame.Surface:
        key = (self.md, self.rect.w - 24, self.scale)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, render_markdown(self.md, max(40, self.rect.w - 24), self.scale))
        return self._cache[1]

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.line = theme.px(40, scale)
        self.content_height = self._surface().get_height() + theme.px(16, scale)
        self.scroll_to(self.offset)

    def draw(self, surface: pygame.Surface) -> None:
        img = self._surface()
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.blit(img, (self.rect.x, self.rect.y + theme.px(4, self.scale) - self.offset))
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
