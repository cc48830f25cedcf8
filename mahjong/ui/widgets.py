"""The interface's controls: buttons, on/off toggles, choice selectors, the toolbar, the
status line and the page header. Keyboard focus over them is ``focus.FocusGroup``;
scrolling areas are in ``scroll``; wrapped text and light markdown in ``text``.

Widgets are placed by their scene (``widget.rect = ...``) and fed events with
``handle_event(event) -> bool``; True means "something changed, redraw".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from mahjong.ui import theme
from mahjong.ui.fitlines import draw_lines, fit_lines


def event_pos(event) -> tuple[int, int] | None:
    return getattr(event, "pos", None)


def is_click(event, button: int = 1) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == button


class Widget:
    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.focused = False

    def handle_event(self, event) -> bool:
        return False

    def activate(self) -> None:
        """Enter or Space while focused."""

    def key(self, event) -> bool:
        """A key other than Tab/Enter/Space/Up/Down while focused (choice selectors use
        Left/Right). True if consumed."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass


# --- buttons ------------------------------------------------------------------------
STYLES = {
    # style: (body, body hover, text, border)
    "primary": (theme.ACCENT, theme.shade(theme.ACCENT, 1.15), (255, 250, 244), theme.ACCENT_DARK),
    "secondary": (theme.PANEL, (255, 255, 255), theme.INK, theme.PANEL_LINE),
    "ghost": (theme.PLATE, (40, 52, 46, 200), theme.TEXT, (255, 255, 255, 90)),   # readable on any table
    "tab": (theme.PANEL_ALT, (247, 243, 235), theme.INK, theme.PANEL_LINE),
}


class Button(Widget):
    """A rounded button with hover, pressed, disabled and keyboard-focus looks.

    ``selected`` draws it as the active one (tabs, list entries).
    """

    def __init__(self, label: str, on_click: Callable[[], None] | None = None,
                 style: str = "secondary", size: float = 18, align: str = "center") -> None:
        super().__init__()
        self.label = label
        self.on_click = on_click
        self.style = style
        self.size = size
        self.align = align
        self.hover = False
        self.pressed = False
        self.selected = False

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        before = (self.hover, self.pressed)
        pos = event_pos(event)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            self.hover = self.rect.collidepoint(pos)
        elif is_click(event) and pos is not None and self.rect.collidepoint(pos):
            self.pressed = self.enabled
            self.hover = True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            fire = self.pressed and self.enabled and pos is not None and self.rect.collidepoint(pos)
            self.pressed = False
            if fire:
                self.activate()
                return True
        return (self.hover, self.pressed) != before

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        body, body_hover, ink, border = STYLES[self.style]
        if self.selected and self.style in ("tab", "secondary"):
            body, ink, border = theme.PANEL, theme.ACCENT_DARK, theme.ACCENT
        elif self.selected:
            body = body_hover
        elif self.hover and self.enabled:
            body = body_hover
        radius = max(4, self.rect.h // 4)
        r = self.rect.move(0, 1) if self.pressed else self.rect
        if self.style != "ghost" and self.enabled and self.style != "tab":
            theme.draw_shadow(surface, r, radius, blur=2, offset=(0, 2), alpha=60)
        if len(body) == 4:
            theme.draw_translucent(surface, r, body, radius)
            pygame.draw.rect(surface, border, r, 1, border_radius=radius)
        else:
            pygame.draw.rect(surface, body, r, border_radius=radius)
            pygame.draw.rect(surface, border, r, 1, border_radius=radius)
        if not self.enabled:
            ink = theme.shade(ink, 0.55) if self.style in ("ghost", "primary") else (168, 166, 160)
        img = theme.fit_text(self.label, self.size, r.w - 12, ink, bold=self.style == "primary")
        if self.align == "left":
            surface.blit(img, img.get_rect(midleft=(r.x + 14, r.centery)))
        else:
            theme.blit_centered(surface, img, r.center)
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, r.inflate(6, 6), 2, border_radius=radius + 3)


class Toggle(Widget):
    """A labelled on/off switch; the whole row is clickable."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None], size: int = 19) -> None:
        super().__init__()
        self.label, self.value, self.on_change, self.size = label, value, on_change, size
        self.hover = False

    def handle_event(self, event) -> bool:
        pos = event_pos(event)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            before, self.hover = self.hover, self.rect.collidepoint(pos)
            return before != self.hover
        if is_click(event) and pos is not None and self.rect.collidepoint(pos):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        self.value = not self.value
        self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        surface.blit(theme.fit_text(self.label, self.size, r.w - r.h * 2 - 10, theme.INK),
                     theme.text(self.label, self.size).get_rect(midleft=(r.x, r.centery)))
        sw = pygame.Rect(0, 0, round(r.h * 1.7), round(r.h * 0.9))
        sw.midright = (r.right, r.centery)
        self.draw_switch(surface, sw)

    def draw_switch(self, surface: pygame.Surface, sw: pygame.Rect) -> None:
        """The switch itself in ``sw``: the track, the knob, the focus or hover ring."""
        pygame.draw.rect(surface, theme.GOOD if self.value else (196, 192, 184), sw, border_radius=sw.h // 2)
        knob = sw.h // 2 - 3
        cx = sw.right - sw.h // 2 if self.value else sw.x + sw.h // 2
        pygame.draw.circle(surface, (255, 255, 255), (cx, sw.centery), knob)
        if self.focused or self.hover:
            pygame.draw.rect(surface, theme.GOLD if self.focused else theme.PANEL_LINE,
                             sw.inflate(6, 6), 2, border_radius=sw.h // 2 + 3)


class Choice(Widget):
    """A segmented selector: one of several values. Left/Right change it when focused.

    ``swatches`` maps values to colours drawn as a dot before the label.
    """

    def __init__(self, options: Sequence[tuple[object, str]], value, on_change: Callable[[object], None],
                 size: int = 17, swatches: dict | None = None) -> None:
        super().__init__()
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.size = size
        self.swatches = swatches or {}
        self.hover_index: int | None = None

    def _segments(self) -> list[pygame.Rect]:
        """Equal segments; where a label would not fit its equal share (a longer language)
        but all fit side by side, each segment gets its label's width plus an equal share
        of what is left."""
        n = len(self.options)
        widths = [self.rect.w / n] * n
        font = theme.font(self.size, True)
        natural = [font.size(label)[0] + 12 + (self.rect.h if value in self.swatches else 0)
                   for value, label in self.options]
        if not (any(need > widths[0] for need in natural) and sum(natural) <= self.rect.w):
            return [pygame.Rect(round(self.rect.x + i * widths[0]), self.rect.y, round(widths[0]), self.rect.h)
                    for i in range(n)]
        spare = (self.rect.w - sum(natural)) / n
        widths = [need + spare for need in natural]
        out, x = [], float(self.rect.x)
        for w in widths:
            out.append(pygame.Rect(round(x), self.rect.y, round(x + w) - round(x), self.rect.h))
            x += w
        return out

    def _index(self) -> int:
        for i, (value, _) in enumerate(self.options):
            if value == self.value:
                return i
        return 0

    def select(self, index: int) -> None:
        index %= len(self.options)
        value = self.options[index][0]
        if value != self.value:
            self.value = value
            self.on_change(value)

    def handle_event(self, event) -> bool:
        pos = event_pos(event)
        if event.type == pygame.MOUSEMOTION and pos is not None:
            before = self.hover_index
            self.hover_index = next((i for i, s in enumerate(self._segments()) if s.collidepoint(pos)), None)
            return before != self.hover_index
        if is_click(event) and pos is not None and self.rect.collidepoint(pos):
            for i, seg in enumerate(self._segments()):
                if seg.collidepoint(pos):
                    self.select(i)
                    return True
        return False

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self._index() + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def activate(self) -> None:
        self.select(self._index() + 1)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        radius = r.h // 2
        pygame.draw.rect(surface, theme.PANEL_ALT, r, border_radius=radius)
        current = self._index()
        for i, (seg, (value, label)) in enumerate(zip(self._segments(), self.options)):
            if i == current:
                inner = seg.inflate(-6, -6)
                theme.draw_shadow(surface, inner, inner.h // 2, blur=3, offset=(0, 1), alpha=60)
                pygame.draw.rect(surface, (255, 255, 255), inner, border_radius=inner.h // 2)
            elif i == self.hover_index:
                pygame.draw.rect(surface, (246, 242, 234), seg.inflate(-6, -6), border_radius=radius)
            ink = theme.ACCENT_DARK if i == current else theme.INK_DIM
            img = theme.fit_text(label, self.size, seg.w - 12 - (seg.h if value in self.swatches else 0),
                                 ink, bold=i == current)
            x = seg.centerx - img.get_width() // 2
            if value in self.swatches:
                dot = max(5, seg.h // 4)
                x += dot
                pygame.draw.circle(surface, self.swatches[value], (x - dot - 4, seg.centery), dot)
                pygame.draw.circle(surface, theme.shade(self.swatches[value], 0.6), (x - dot - 4, seg.centery), dot, 1)
            surface.blit(img, (x, seg.centery - img.get_height() // 2))
        pygame.draw.rect(surface, theme.GOLD if self.focused else theme.PANEL_LINE, r,
                         2 if self.focused else 1, border_radius=radius)


# --- toolbar and status line ----------------------------------------------------------
class Toolbar:
    """A row of buttons in a translucent strip."""

    def __init__(self, buttons: Sequence[Button]) -> None:
        self.buttons = list(buttons)
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect, scale: float, right: Sequence[Button] = ()) -> None:
        """Buttons from the left; those in ``right`` are pushed to the right end."""
        self.rect = pygame.Rect(rect)
        pad = theme.px(8, scale)
        h = rect.h - 2 * pad
        x = rect.x + pad
        size, widths = self._fitting(rect.w - pad * (len(self.buttons) + 1), scale)
        for b, w in zip(self.buttons, widths):
            b.size = size
            b.rect = pygame.Rect(0, rect.y + pad, w, h)
        for b in self.buttons:
            if b not in right:
                b.rect.x = x
                x += b.rect.w + pad
        x = rect.right - pad
        for b in reversed([b for b in self.buttons if b in right]):
            b.rect.right = x
            x -= b.rect.w + pad

    def _fitting(self, room: int, scale: float) -> tuple[float, list[int]]:
        """The labels' type size and the buttons' widths: the largest size (a larger text
        size shrinks first, down to SMALLEST_FIT) at which the row fits in ``room``; failing
        that, the smallest size with narrower margins (a long language at 150%)."""
        def widths(size: float, least: int, margin: int) -> list[int]:
            return [max(least, theme.font(size).size(b.label)[0] + margin) for b in self.buttons]

        least, margin = theme.px(72, scale), theme.px(26, scale)
        sizes = theme.shrink_sizes(theme.px(17, scale), theme.SMALLEST_FIT)
        for size in sizes:
            found = widths(size, least, margin)
            if sum(found) <= room:
                return size, found
        return sizes[-1], widths(sizes[-1], theme.px(44, scale), theme.px(14, scale))

    def handle_event(self, event) -> bool:
        changed = False
        for b in self.buttons:
            changed |= b.handle_event(event)
        return changed

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_translucent(surface, self.rect, theme.BAR)
        for b in self.buttons:
            b.draw(surface)


class StatusLine:
    """One line of ``label value`` items on a translucent strip, with a title at the left."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""
        self.note: str | None = None   # shown in the title's place while set (the board cursor's words)
        self.items: list[tuple[str, str]] = []
        self.size = 17

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.draw_translucent(surface, r, theme.BAR)
        pad = r.h // 2
        size = self._items_size(r.w // 2 if self.title or self.note else r.w)
        x = r.right - pad
        for label, value in reversed(self.items):
            v = theme.text(value, size, theme.TEXT, bold=True)
            x -= v.get_width()
            surface.blit(v, v.get_rect(midleft=(x, r.centery)))
            lab = theme.text(label, size, theme.TEXT_DIM)
            x -= lab.get_width() + 6
            surface.blit(lab, lab.get_rect(midleft=(x, r.centery)))
            x -= pad
        if self.note or self.title:
            self._draw_title(surface, self.note or self.title, size, max(10, x - r.x - 2 * pad))

    def _draw_title(self, surface: pygame.Surface, title: str, size: float, width: int) -> None:
        """The title (or note) on one line, or on two in smaller type where a language
        makes it longer than the room the items leave."""
        r, pad = self.rect, self.rect.h // 2
        if theme.fitting_size(title, size, width, bold=True) is None:
            two = next((c for c in range(int(size), 9, -1) if 2 * theme.font(c, True).get_linesize() <= r.h + 4), 10)
            lines = fit_lines(title, two, width, bold=True)
            if len(lines) == 2:
                top = r.centery - theme.font(two, True).get_linesize()
                draw_lines(surface, lines, (r.x + pad, top), two, width, theme.TEXT, bold=True)
                return
        t = theme.fit_text(title, size, width, theme.TEXT, bold=True)
        surface.blit(t, t.get_rect(midleft=(r.x + pad, r.centery)))


    def _items_size(self, room: int) -> float:
        """The text size for the items: smaller under a large text size when they would
        take more than ``room`` (down to their size at 100%)."""
        pad = self.rect.h // 2
        for size in theme.shrink_sizes(self.size):
            width = sum(theme.font(size, True).size(v)[0] + theme.font(size).size(lab)[0] + 6 + pad
                        for lab, v in self.items)
            if width <= room:
                return size
        return theme.shrink_sizes(self.size)[-1]


# --- page chrome --------------------------------------------------------------------
def layout_header(size: tuple[int, int], scale: float) -> tuple[pygame.Rect, pygame.Rect]:
    """(header strip, content area) of a full-screen page."""
    w, h = size
    margin = theme.px(28, scale)
    header = pygame.Rect(margin, theme.px(18, scale), w - 2 * margin, theme.px(56, scale))
    content = pygame.Rect(margin, header.bottom + theme.px(12, scale), w - 2 * margin,
                          h - header.bottom - theme.px(12, scale) - margin)
    return header, content


def draw_header(surface: pygame.Surface, header: pygame.Rect, title: str, scale: float) -> None:
    img = theme.text(title, theme.px(36, scale), theme.TEXT, bold=True)
    surface.blit(img, img.get_rect(midleft=(header.x, header.centery)))
