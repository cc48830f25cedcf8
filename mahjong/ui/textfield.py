"""A one-line text entry: click it (or Tab to it) and type. Keeps at most ``max_len``
characters of those ``allowed`` says yes to (control and format characters never);
Backspace deletes, Ctrl+Backspace clears, Ctrl+V pastes where the system clipboard can be
read. The scene turns text input on while a field can take it (pygame's
``start_text_input``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong.core import names
from mahjong.ui import theme
from mahjong.ui.widgets import Widget, event_pos, is_click


def _typeable(ch: str) -> bool:
    return names.allowed(ch) and ch.isprintable()


class TextField(Widget):
    def __init__(self, value: str = "", *, placeholder: str = "", max_len: int = 40,
                 allowed: Callable[[str], bool] = _typeable, size: int = 19,
                 on_change: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.max_len, self.allowed, self.size = max_len, allowed, size
        self.placeholder = placeholder
        self.on_change = on_change
        self.value = self._kept(value)

    def _kept(self, text: str) -> str:
        return "".join(ch for ch in text if self.allowed(ch))[: self.max_len]

    def set(self, value: str) -> None:
        self.value = self._kept(value)
        if self.on_change is not None:
            self.on_change(self.value)

    def type(self, text: str) -> None:
        self.set(self.value + text)

    def handle_event(self, event) -> bool:
        pos = event_pos(event)
        if is_click(event) and pos is not None:
            was, self.focused = self.focused, self.rect.collidepoint(pos)
            return was != self.focused
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.type(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_BACKSPACE:
                self.set("" if ctrl else self.value[:-1])
                return True
            if ctrl and event.key == pygame.K_v:
                self.type(_clipboard())
                return True
        return False

    def key(self, event) -> bool:
        # typing goes through TEXTINPUT; the focus group must not take Left/Right or Space
        return event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE, pygame.K_SPACE)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = min(r.h // 2, 8)
        pygame.draw.rect(surface, (255, 255, 255), r, border_radius=radius)
        pygame.draw.rect(surface, theme.ACCENT if self.focused else theme.PANEL_LINE, r, 2 if self.focused else 1,
                         border_radius=radius)
        x = r.x + 10
        room = r.w - 24
        if self.value:
            img = theme.text(self.value, self.size, theme.INK)
            if img.get_width() > room:      # show the end being typed
                img = img.subsurface(pygame.Rect(img.get_width() - room, 0, room, img.get_height()))
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
            x += img.get_width() + 1
        elif self.placeholder and not self.focused:
            img = theme.fit_text(self.placeholder, self.size, room, theme.INK_DIM)
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        if self.focused:
            pygame.draw.line(surface, theme.INK, (x, r.y + r.h // 4), (x, r.bottom - r.h // 4), 2)


def _clipboard() -> str:
    """The clipboard's text, or nothing where it cannot be read (no display, no scrap)."""
    try:
        text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except pygame.error:
        return ""
    return (text or "").split("\n")[0]
