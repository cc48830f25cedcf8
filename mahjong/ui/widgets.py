"""Widgets shared by every screen: buttons, toolbar, status line, toggles, choice
selectors, scrolling areas, keyboard focus, text wrapping and light-markdown rendering.

Widgets are placed by their scene (``widget.rect = ...``) and fed events with
``handle_event(event) -> bool``; True means "something changed, redraw".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

import pygame

from mahjong.ui import theme


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
    "ghost": ((255, 255, 255, 28), (255, 255, 255, 56), theme.TEXT, (255, 255, 255, 70)),
    "tab": (theme.PANEL_ALT, (247, 243, 235), theme.INK, theme.PANEL_LINE),
}


class Button(Widget):
    """A rounded button with hover, pressed, disabled and keyboard-focus looks.

    ``selected`` draws it as the active one (tabs, list entries).
    """

    def __init__(self, label: str, on_click: Callable[[], None] | None = None,
                 style: str = "secondary", size: int = 18, align: str = "center") -> None:
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
        n = len(self.options)
        w = self.rect.w / n
        return [pygame.Rect(round(self.rect.x + i * w), self.rect.y, round(w), self.rect.h) for i in range(n)]

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


# --- keyboard focus -----------------------------------------------------------------
class FocusGroup:
    """Keyboard navigation over a scene's widgets: Tab / Shift+Tab cycle, arrows move to
    the nearest widget in that direction, Enter / Space activate. No ring is shown until
    the keyboard is used."""

    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index: int | None = None

    def set_widgets(self, widgets: Iterable[Widget]) -> None:
        current = self.current
        self.widgets = list(widgets)
        self.index = None
        for w in self.widgets:
            w.focused = False
        if current in self.widgets:
            self.focus(current)

    @property
    def current(self) -> Widget | None:
        if self.index is None or self.index >= len(self.widgets):
            return None
        return self.widgets[self.index]

    def _usable(self) -> list[int]:
        return [i for i, w in enumerate(self.widgets) if w.enabled and w.visible and w.focusable]

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = w is widget
        self.index = self.widgets.index(widget) if widget in self.widgets else None

    def move(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if self.index not in usable:
            target = usable[0] if step > 0 else usable[-1]
        else:
            target = usable[(usable.index(self.index) + step) % len(usable)]
        self.focus(self.widgets[target])

    def move_direction(self, dx: int, dy: int) -> None:
        """Focus the nearest usable widget in direction (dx, dy)."""
        cur = self.current
        if cur is None:
            self.move(1)
            return
        cx, cy = cur.rect.center
        best, best_cost = None, None
        for i in self._usable():
            w = self.widgets[i]
            ox, oy = w.rect.centerx - cx, w.rect.centery - cy
            along = ox * dx + oy * dy
            if along <= 0 or w is cur:
                continue
            across = abs(ox * dy) + abs(oy * dx)
            cost = along + 2 * across
            if best_cost is None or cost < best_cost:
                best, best_cost = w, cost
        if best is not None:
            self.focus(best)

    def handle_key(self, event) -> bool:
        """A KEYDOWN event; True if it was used for navigation or activation."""
        if event.type != pygame.KEYDOWN:
            return False
        cur = self.current
        if cur is not None and cur.key(event):
            return True
        if event.key == pygame.K_TAB:
            self.move(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        dirs = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in dirs:
            self.move_direction(*dirs[event.key])
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and cur is not None:
            if cur.enabled and cur.visible:
                cur.activate()
            return True
        return False


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
        for b in self.buttons:
            b.size = theme.px(17, scale)
            w = max(theme.px(72, scale), theme.font(b.size).size(b.label)[0] + theme.px(26, scale))
            b.rect = pygame.Rect(0, rect.y + pad, w, h)
        for b in self.buttons:
            if b not in right:
                b.rect.x = x
                x += b.rect.w + pad
        x = rect.right - pad
        for b in reversed([b for b in self.buttons if b in right]):
            b.rect.right = x
            x -= b.rect.w + pad

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
        self.items: list[tuple[str, str]] = []
        self.size = 17

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        theme.draw_translucent(surface, r, theme.BAR)
        pad = r.h // 2
        x = r.right - pad
        for label, value in reversed(self.items):
            v = theme.text(value, self.size, theme.TEXT, bold=True)
            x -= v.get_width()
            surface.blit(v, v.get_rect(midleft=(x, r.centery)))
            lab = theme.text(label, self.size, theme.TEXT_DIM)
            x -= lab.get_width() + 6
            surface.blit(lab, lab.get_rect(midleft=(x, r.centery)))
            x -= pad
        if self.title:
            t = theme.fit_text(self.title, self.size, max(10, x - r.x - 2 * pad), theme.TEXT, bold=True)
            surface.blit(t, t.get_rect(midleft=(r.x + pad, r.centery)))


# --- scrolling ----------------------------------------------------------------------
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


# --- text ---------------------------------------------------------------------------
def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (a long word gets its own line)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if line and font.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour=theme.INK,
                 max_lines: int | None = None, center: bool = False) -> int:
    """Draw wrapped text in ``rect``; returns the height used. Extra lines are cut with '…'."""
    f = theme.font(size)
    lines = wrap(text, f, rect.w)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1] + "…"
    y = rect.y
    for line in lines:
        img = theme.fit_text(line, size, rect.w, colour)
        x = rect.centerx - img.get_width() // 2 if center else rect.x
        surface.blit(img, (x, y))
        y += f.get_linesize()
    return y - rect.y


def _runs(text: str) -> list[tuple[str, bool, bool]]:
    """Pieces of a line as (text, bold, glued): ``**`` toggles bold; a glued piece
    continues the previous word with no space (``**Ctrl+N**:``)."""
    runs: list[tuple[str, bool, bool]] = []
    bold = False
    for word in text.split():
        glued = False
        for i, piece in enumerate(word.split("**")):
            if i:
                bold = not bold
            if piece:
                runs.append((piece, bold, glued))
                glued = True
    return runs


def parse_markdown(md: str) -> list[tuple[str, str]]:
    """Blocks of light markdown: ("h1"|"h2"|"h3"|"bullet"|"para", text)."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("para", " ".join(para)))
            para.clear()

    for raw in md.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            flush()
            blocks.append((f"h{len(m.group(1))}", m.group(2)))
        elif line[:2] in ("- ", "* "):
            flush()
            blocks.append(("bullet", line[2:].strip()))
        elif blocks and blocks[-1][0] == "bullet" and not para and raw.startswith("  "):
            blocks[-1] = ("bullet", blocks[-1][1] + " " + line)  # a bullet's continuation line
        else:
            para.append(line)
    flush()
    return blocks


def render_markdown(md: str, width: int, scale: float = 1.0, colour=theme.INK) -> pygame.Surface:
    """Light markdown (#/##/### headings, - bullets, **bold**, paragraphs) as one tall
    transparent surface ``width`` pixels wide."""
    body = theme.px(18, scale)
    styles = {"h1": (theme.px(30, scale), True, theme.px(14, scale)),
              "h2": (theme.px(23, scale), True, theme.px(12, scale)),
              "h3": (theme.px(20, scale), True, theme.px(8, scale)),
              "para": (body, False, theme.px(9, scale)),
              "bullet": (body, False, theme.px(5, scale))}
    placed: list[tuple[pygame.Surface, tuple[int, int]]] = []
    y = 0
    indent = theme.px(26, scale)
    for kind, text in parse_markdown(md):
        size, bold_all, gap_after = styles[kind]
        if kind.startswith("h") and placed:
            y += theme.px(10, scale)
        f = theme.font(size, bold_all)
        space = f.size(" ")[0]
        x0 = indent if kind == "bullet" else 0
        if kind == "bullet":
            dot_y = y + f.get_linesize() // 2
            dot_r = theme.px(3, scale)
            placed.append((_dot(dot_r, colour), (indent // 2 - dot_r, dot_y - dot_r)))
        x, line_h = x0, f.get_linesize()
        ink = theme.ACCENT_DARK if kind in ("h1", "h2") else colour
        for word, bold, glued in _runs(text):
            img = theme.font(size, bold or bold_all).render(word, True, ink)
            if glued and x > x0:
                x -= space
            if x > x0 and x + img.get_width() > width:
                x, y = x0, y + line_h
            placed.append((img, (x, y)))
            x += img.get_width() + space
        y += line_h + gap_after
        if kind == "h1":
            placed.append((_rule(width, colour), (0, y - gap_after // 2)))
    surf = pygame.Surface((max(1, width), max(1, y)), pygame.SRCALPHA)
    for img, pos in placed:
        surf.blit(img, pos)
    return surf


def _dot(r: int, colour) -> pygame.Surface:
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (r, r), r)
    return s


def _rule(width: int, colour) -> pygame.Surface:
    s = pygame.Surface((width, 1), pygame.SRCALPHA)
    s.fill((*colour[:3], 50))
    return s


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
