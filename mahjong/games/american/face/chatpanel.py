"""The table chat of a table with friends: a panel under the side panel with the last
lines (each with its sender's name, ours in the accent colour), scrolled by the wheel,
its scrollbar or the arrow keys while typing, and a text field; Enter sends the line,
Escape leaves the field. The server relays the line to everyone (ours comes back too:
it was delivered) and cuts it to ``MAX_CHAT`` characters; the panel keeps within the
server's chat rate itself (a line past it would be refused and count against the
connection) and says so on the status line.

Any text a client sends draws safely and never breaks the layout: control and format
characters are dropped, runs of combining marks are kept short, lines wrap and a word
wider than the panel is cut across lines; the newest ``KEEP`` lines are kept.
"""

from __future__ import annotations

import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from mahjong.core import names
from mahjong.i18n import _, ngettext
from mahjong.net.limits import CHAT_BURST, CHAT_RATE, Bucket
from mahjong.net.protocol import MAX_CHAT, MAX_NAME, clean_text
from mahjong.ui import theme
from mahjong.ui.linebreak import break_lines
from mahjong.ui.scroll import ScrollArea
from mahjong.ui.textfield import TextField
from mahjong.ui.widgets import event_pos, is_click

KEEP = 100              # lines kept (the oldest go)
MARKS = 2               # combining marks kept on one letter


@dataclass(frozen=True)
class ChatLine:
    name: str
    text: str
    mine: bool


def calm(text: object, limit: int) -> str:
    """``text`` as one safe plain line: no control or format characters, at most
    ``MARKS`` combining marks in a row, at most ``limit`` characters."""
    line = clean_text(text if isinstance(text, str) else "", limit)
    out, run = [], 0
    for ch in line:
        run = run + 1 if unicodedata.combining(ch) else 0
        if run <= MARKS:
            out.append(ch)
    return "".join(out)


def wrap_hard(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    """``text`` in lines no wider than ``width``: broken at spaces where it can be, and a
    word wider than the line cut between characters."""
    lines: list[str] = []
    for line in break_lines(text, measure, width):
        while len(line) > 1 and measure(line) > width:
            n = _fitting(line, measure, width)
            lines.append(line[:n])
            line = line[n:]
        if line:
            lines.append(line)
    return lines


def _fitting(line: str, measure: Callable[[str], int], width: int) -> int:
    """How many of ``line``'s first characters fit ``width`` (at least one)."""
    lo, hi = 1, len(line)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if measure(line[:mid]) <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


class ChatPanel:
    """``ChatPanel(send, notify, on_redraw)``: ``layout(rect, scale)``, ``add(name, text,
    mine)`` for each line the table relays, ``handle_event(event)`` (True: the panel's),
    ``draw(surface)``. ``send(text)`` sends a line; ``notify(words)`` tells the player."""

    def __init__(self, send: Callable[[str], None], notify: Callable[[str], None],
                 on_redraw: Callable[[], None], clock: Callable[[], float] = time.monotonic) -> None:
        self.send, self.notify, self.on_redraw, self.clock = send, notify, on_redraw, clock
        self.lines: list[ChatLine] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.area = ScrollArea()
        self.field = TextField(max_len=MAX_CHAT, size=15, on_change=self._typed)
        self.pace = Bucket(CHAT_RATE, CHAT_BURST, clock())
        self._wrapped: tuple[tuple, list[tuple[str, bool]]] | None = None
        self._full_told = False

    @property
    def focused(self) -> bool:
        return self.field.focused

    def focus(self, on: bool = True) -> None:
        """Type into the field (the system's text input on), or leave it."""
        if on != self.field.focused:
            self.field.focused = on
            (pygame.key.start_text_input if on else pygame.key.stop_text_input)()
            self.on_redraw()

    # --- lines --------------------------------------------------------------------------
    def add(self, name: object, text: object, mine: bool) -> None:
        """A line the table relayed (from anyone: every part of it is checked here)."""
        line = calm(text, MAX_CHAT)
        if not line:
            return
        who = names.clean(calm(name, MAX_NAME)) or "?"
        following = self.area.offset >= self.area.max_offset - 2
        self.lines = (self.lines + [ChatLine(who, line, mine)])[-KEEP:]
        self._wrapped = None
        self.wrapped()
        if following or mine:
            self.area.scroll_to(self.area.max_offset)     # the newest line in view
        self.on_redraw()

    def wrapped(self) -> list[tuple[str, bool]]:
        """Every line wrapped to the panel: (text, ours), newest at the bottom."""
        size = self._size()
        key = (len(self.lines), self.lines[-1] if self.lines else None, self.area.rect.w, size)
        if self._wrapped is None or self._wrapped[0] != key:
            f = theme.font(size)
            width = max(20, self.area.rect.w - theme.px(20, self.scale))
            out: list[tuple[str, bool]] = []
            for line in self.lines:
                said = _("{name}: {text}").format(name=line.name, text=line.text)
                out += [(part, line.mine) for part in wrap_hard(said, lambda s: f.size(s)[0], width)]
            self.area.content_height = len(out) * f.get_linesize() + theme.px(6, self.scale)
            self.area.scroll_to(self.area.offset)
            self._wrapped = (key, out)
        return self._wrapped[1]

    # --- sending ----------------------------------------------------------------------------
    def _typed(self, value: str) -> None:
        if len(value) >= MAX_CHAT and not self._full_told:
            self._full_told = True
            self.notify(ngettext("A chat line holds at most {count} character.",
                                 "A chat line holds at most {count} characters.", MAX_CHAT).format(count=MAX_CHAT))
        elif len(value) < MAX_CHAT:
            self._full_told = False

    def submit(self) -> bool:
        """Send the typed line (kept in the field when it may not go yet); True if sent."""
        line = calm(self.field.value, MAX_CHAT)
        if not line:
            return False
        if not self.pace.take(self.clock()):
            self.notify(_("Too many chat lines: wait a moment, then press Enter again."))
            return False
        self.send(line)
        self.field.set("")
        return True

    # --- geometry and input ----------------------------------------------------------------------
    def _size(self) -> int:
        return max(12, theme.px(14, self.scale))

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = pygame.Rect(rect), scale
        s, r = scale, self.rect
        pad = theme.px(8, s)
        field_h = max(theme.px(32, s), 24)
        self.title_rect = pygame.Rect(r.x + pad, r.y + pad // 2, r.w - 2 * pad, theme.px(24, s))
        self.field.rect = pygame.Rect(r.x + pad, r.bottom - pad - field_h, r.w - 2 * pad, field_h)
        self.field.size = max(12, theme.px(15, s))
        top = self.title_rect.bottom + theme.px(2, s)
        self.area.rect = pygame.Rect(r.x + pad, top, r.w - 2 * pad, max(0, self.field.rect.y - theme.px(4, s) - top))
        self.area.line = theme.font(self._size()).get_linesize()
        self._wrapped = None
        self.wrapped()
        self.area.scroll_to(self.area.max_offset)

    def handle_event(self, event) -> bool:
        """The field, the lines' scrolling and, while typing, every key: Enter sends,
        Escape leaves the field, the arrows and Page keys scroll the lines."""
        if self.focused and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.focus(False)       # Tab goes on to the board cursor
                return False
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.submit()
            elif event.key == pygame.K_ESCAPE:
                self.focus(False)
            elif not self.field.handle_event(event):
                self.area.handle_key(event)
            self.on_redraw()
            return True
        if self.focused and event.type == pygame.TEXTINPUT:
            self.field.handle_event(event)
            self.on_redraw()
            return True
        pos = event_pos(event)
        if is_click(event) and pos is not None:
            inside = self.field.rect.collidepoint(pos)
            self.focus(inside)          # a click elsewhere leaves the field (and goes on)
            if inside:
                return True
        if self.area.handle_event(event):
            self.on_redraw()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and pos is not None and self.rect.collidepoint(pos)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        s = self.scale
        theme.draw_panel(surface, self.rect, radius=theme.px(12, s))
        title = theme.fit_text(_("Table chat"), theme.px(15, s), self.title_rect.w, theme.INK, bold=True)
        surface.blit(title, title.get_rect(midleft=self.title_rect.midleft))
        area, size = self.area, self._size()
        step = theme.font(size).get_linesize()
        clip = surface.get_clip()
        surface.set_clip(area.rect.clip(clip) if clip else area.rect)
        lines = self.wrapped()
        if not lines:
            surface.blit(theme.fit_text(_("No chat yet: press T to say something."), size, area.rect.w,
                                        theme.INK_DIM), area.rect.topleft)
        first = max(0, area.offset // step - 1)
        y = area.rect.y - area.offset + first * step
        for text, mine in lines[first:]:
            if y > area.rect.bottom:
                break
            surface.blit(theme.text(text, size, theme.ACCENT_DARK if mine else theme.INK), (area.rect.x, y))
            y += step
        surface.set_clip(clip)
        area.draw_scrollbar(surface)
        if not self.field.value and not self.focused:
            self.field.placeholder = _("Type here (T), Enter sends")
        self.field.draw(surface)
