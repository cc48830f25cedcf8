"""A picker for a long list of choices in one row: "‹  name  ›". A click on an arrow (or
Left/Right while focused) steps through the list; a click on the name steps forward."""

from __future__ import annotations

import pygame

from mahjong.ui import theme
from mahjong.ui.widgets import Choice, event_pos, is_click


class Picker(Choice):
    """``Choice``'s values and keys, drawn as one name between two arrows."""

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        side = min(r.h, r.w // 4)
        return pygame.Rect(r.x, r.y, side, r.h), pygame.Rect(r.right - side, r.y, side, r.h)

    def handle_event(self, event) -> bool:
        pos = event_pos(event)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            before = self.hover_index
            left, right = self._arrows()
            self.hover_index = 0 if left.collidepoint(pos) else 1 if right.collidepoint(pos) else None
            return before != self.hover_index
        if is_click(event) and pos is not None and self.rect.collidepoint(pos):
            left, _ = self._arrows()
            self.select(self._index() + (-1 if left.collidepoint(pos) else 1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = r.h // 2
        pygame.draw.rect(surface, (255, 255, 255), r, border_radius=radius)
        for i, arrow in enumerate(self._arrows()):
            if i == self.hover_index:
                pygame.draw.rect(surface, theme.PANEL_ALT, arrow, border_radius=radius)
            cx, cy, k = arrow.centerx, arrow.centery, max(4, arrow.h // 5)
            tip = -k if i == 0 else k
            pygame.draw.polygon(surface, theme.ACCENT_DARK,
                                [(cx + tip, cy), (cx - tip, cy - k), (cx - tip, cy + k)])
        label = self.options[self._index()][1] if self.options else ""
        count = f"  {self._index() + 1}/{len(self.options)}"
        left, right = self._arrows()
        room = right.x - left.right - 8
        room -= theme.font(self.size).size(count)[0]
        img = self.label_image(label, room)
        tail = theme.text(count, self.size, theme.INK_DIM)
        x = r.centerx - (img.get_width() + tail.get_width()) // 2
        surface.blit(img, (x, r.centery - img.get_height() // 2))
        surface.blit(tail, (x + img.get_width(), r.centery - tail.get_height() // 2))
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.PANEL_LINE, r,
                         2 if self.focused else 1, border_radius=radius)

    def label_image(self, label: str, room: int) -> pygame.Surface:
        """The chosen option's name, fitted to ``room`` pixels."""
        return theme.fit_text(label, self.size, room, theme.ACCENT_DARK, bold=True)


class LanguagePicker(Picker):
    """A picker of languages, each name written in its own language's font (日本語 in
    the Japanese font even while the interface speaks English); the values are language
    codes, and any other value (such as "system") is written in the interface's font."""

    def label_image(self, label: str, room: int) -> pygame.Surface:
        own = self.value if isinstance(self.value, str) and self.value != "system" else None
        return theme.fit_text(label, self.size, room, theme.ACCENT_DARK, bold=True, language=own)
