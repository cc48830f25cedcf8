"""The Card Free table's side panel, right of the discard pool: two tabs, "Hands" (the
hand helper: your nearest winning hands) and "Moves" (the move log in words), each a
scrollable list (mouse wheel, scrollbar). Draws a ``TableSnapshot``, never changes
the game: a click on a tab or a hand calls back (``on_tab``, ``on_pick``: the hand
becomes your target).

A hand's entry shows its full name (wrapped), value, pattern, its tiles (those still
missing faded) and, in words, each missing tile with how many copies you have not seen.
The "Hands" tab is open while the snapshot's ``helper`` is on (the ``helper``
preference: the toolbar's Hands button and the tabs switch it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.session import is_hand_heading
from mahjong.games.american.suggest import Suggestion
from mahjong.games.american.targets import hand_name, pattern_words
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import N_, _, ngettext
from mahjong.ui import theme
from mahjong.ui.scroll import ScrollArea
from mahjong.ui.text import wrap
from mahjong.ui.tiles import TileArt
from mahjong.ui.widgets import event_pos, is_click

TABS = (("hands", N_("Hands")), ("log", N_("Moves")))
MIN_TILE = 20           # the helper's tiles are never narrower (they wrap by block instead)
MAX_TILE = 28
SMALLEST = 18           # pixels: the tiles' floor in a small window
NAME_SIZE, SMALL_SIZE = 15, 13   # type sizes at scale 1 ...
NAME_FLOOR, SMALL_FLOOR = 13, 12  # ... and never below these (pixels)


def sizes(scale: float) -> tuple[int, int]:
    """The helper's type sizes: a hand's name, the smaller lines."""
    return max(NAME_FLOOR, theme.px(NAME_SIZE, scale)), max(SMALL_FLOOR, theme.px(SMALL_SIZE, scale))


def log_size(scale: float) -> int:
    """The move log's type size (never below the helper's small lines)."""
    return max(SMALL_FLOOR, theme.px(14, scale))


def missing_text(hand: Any) -> str:
    """'Needs 4 Dot x2 (3 unseen), Red Dragon (1 unseen)' for a Suggestion."""
    if not hand.missing:
        return _("Mah Jongg: nothing missing")
    counts = Counter(hand.missing)
    parts = []
    for tile, n in counts.items():
        # Translators: a tile a hand still needs, how many copies, and how many are not seen yet.
        part = _("{tile} x{count} ({unseen} unseen)") if n > 1 else _("{tile} ({unseen} unseen)")
        parts.append(part.format(tile=tile_word(tile), count=n, unseen=hand.unseen.get(tile, 0)))
    if not hand.jokers_can_fill:
        return _("Needs {tiles}").format(tiles=_(", ").join(parts))
    fill = len(hand.jokers_can_fill)
    return ngettext("Needs {tiles}; a joker can stand in for one",
                    "Needs {tiles}; a joker can stand in for {count} of them", fill).format(
        tiles=_(", ").join(parts), count=fill)


def tab(snap: TableSnapshot) -> str:
    """The open tab: "hands" or "log"."""
    return "hands" if snap.helper else "log"


class SidePanel:
    """``SidePanel(on_tab, on_pick, on_redraw)``: lay out with ``layout(rect, scale)``,
    then ``handle_event(event, snap)`` and ``draw(surface, snap, art)``. ``on_tab()``
    switches the tab, ``on_pick(i)`` makes hand ``i`` the target, ``on_redraw()`` asks
    for a frame (scrolling, hovering)."""

    def __init__(self, on_tab: Callable[[], None], on_pick: Callable[[int], None],
                 on_redraw: Callable[[], None]) -> None:
        self.on_tab, self.on_pick, self.on_redraw = on_tab, on_pick, on_redraw
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.hands_area = ScrollArea()
        self.log_area = ScrollArea()
        self.hover_entry: int | None = None
        self._entries: tuple[Any, list[tuple[pygame.Rect, dict]]] | None = None
        self._log: tuple[Any, list[str]] | None = None
        self._log_seen = 0

    def area(self, snap: TableSnapshot) -> ScrollArea:
        return self.hands_area if snap.helper else self.log_area

    # --- geometry -----------------------------------------------------------------------
    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.scale = s = scale
        self.rect = r = pygame.Rect(rect)
        pad, tab_h = theme.px(8, s), theme.px(30, s)
        w = (r.w - 2 * pad - theme.px(4, s)) // 2
        self.tab_rects = {key: pygame.Rect(r.x + pad + i * (w + theme.px(4, s)), r.y + pad, w, tab_h)
                          for i, (key, _) in enumerate(TABS)}
        body = pygame.Rect(r.x + pad, r.y + pad + tab_h + theme.px(6, s), r.w - 2 * pad,
                           r.bottom - pad - (r.y + pad + tab_h + theme.px(6, s)))
        for a in (self.hands_area, self.log_area):
            a.rect = pygame.Rect(body)
            a.line = theme.px(36, s)
        self._entries = self._log = None

    def _tile_width(self, room: int) -> int:
        s = self.scale
        least = max(SMALLEST, theme.px(MIN_TILE, s))
        for width in range(max(least, theme.px(MAX_TILE, s)), least - 1, -1):
            m = TileArt.metrics(width)
            if 14 * (m.w + 1) + 4 * theme.px(5, s) + m.depth <= room:
                return width
        return least

    def entries(self, snap: TableSnapshot) -> list[tuple[pygame.Rect, dict]]:
        """Each nearest hand's rect (content coordinates) and what it shows: name lines,
        block rows of tiles, the missing-tile lines; worked out once per list of hands."""
        hands = snap.hands
        key = (hands, self.hands_area.rect.size, self.scale)
        if self._entries is not None and self._entries[0] == key:
            return self._entries[1]
        s = self.scale
        area = self.hands_area.rect
        inner = area.w - theme.px(28, s)         # entry padding and the scrollbar
        tw = self._tile_width(inner)
        m = TileArt.metrics(tw)
        gap = theme.px(5, s)
        name_size, small_size = sizes(s)
        name_f, small_f = theme.font(name_size, True), theme.font(small_size)
        value_w = name_f.size("100 pts")[0] + theme.px(8, s)
        out = []
        y = 0
        for h in hands:
            lines = wrap(hand_name(h.name), name_f, inner - value_w)
            rows: list[list[tuple[str, ...]]] = [[]]
            x = 0
            for block in h.blocks:
                bw = len(block) * (m.w + 1) + gap
                if rows[-1] and x + bw > inner:
                    rows.append([])
                    x = 0
                rows[-1].append(block)
                x += bw
            need = wrap(missing_text(h), small_f, inner)
            height = (theme.px(8, s) + len(lines) * name_f.get_linesize() + small_f.get_linesize()
                      + theme.px(4, s) + len(rows) * (m.h + m.depth + theme.px(3, s))
                      + len(need) * small_f.get_linesize() + theme.px(8, s))
            out.append((pygame.Rect(0, y, area.w - theme.px(12, s), height),
                        {"hand": h, "lines": lines, "rows": rows, "need": need, "tile": tw}))
            y += height + theme.px(4, s)
        self.hands_area.content_height = y
        self.hands_area.scroll_to(self.hands_area.offset)
        self._entries = (key, out)
        return out

    def log_lines(self, snap: TableSnapshot) -> list[str]:
        """The move log wrapped to the panel (newest at the bottom)."""
        entries, s = snap.log, self.scale
        f = theme.font(log_size(s))
        key = (len(entries), entries[-1] if entries else "", self.log_area.rect.w, s)
        if self._log is None or self._log[0] != key:
            lines: list[str] = []
            for entry in entries:
                lines += wrap(entry, f, self.log_area.rect.w - theme.px(22, s))
            was_at_end = self.log_area.offset >= self.log_area.max_offset - 2
            self.log_area.content_height = len(lines) * f.get_linesize() + theme.px(8, s)
            if was_at_end or len(entries) < self._log_seen:
                self.log_area.scroll_to(self.log_area.max_offset)     # follow the newest
            self._log_seen = len(entries)
            self._log = (key, lines)
        return self._log[1]

    # --- input ----------------------------------------------------------------------------
    def handle_event(self, event, snap: TableSnapshot) -> bool:
        """Tabs, scrolling and a click on a hand; True when the event was the panel's."""
        pos = event_pos(event)
        if is_click(event) and pos is not None:
            for key, r in self.tab_rects.items():
                if r.collidepoint(pos):
                    if key != tab(snap):
                        self.on_tab()
                    return True
        if snap.helper:
            self.entries(snap)
        else:
            self.log_lines(snap)
        area = self.area(snap)
        if area.handle_event(event):
            self.on_redraw()
            return True
        if pos is None or not self.rect.collidepoint(pos):
            if event.type == pygame.MOUSEMOTION and self.hover_entry is not None:
                self.hover_entry = None
                self.on_redraw()
            return False
        if snap.helper:
            hit = self._entry_at(pos, snap)
            if event.type == pygame.MOUSEMOTION and hit != self.hover_entry:
                self.hover_entry = hit
                self.on_redraw()
            if is_click(event) and hit is not None:
                self.on_pick(hit)
        return is_click(event) or event.type == pygame.MOUSEWHEEL

    def _entry_at(self, pos, snap: TableSnapshot) -> int | None:
        area = self.hands_area
        if not area.rect.collidepoint(pos):
            return None
        for i, (r, _entry) in enumerate(self.entries(snap)):
            if r.move(area.rect.x, area.rect.y - area.offset).collidepoint(pos):
                return i
        return None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: TableSnapshot, art) -> None:
        s = self.scale
        theme.draw_panel(surface, self.rect, radius=theme.px(12, s))
        for key, label in TABS:
            r = self.tab_rects[key]
            on = key == tab(snap)
            pygame.draw.rect(surface, theme.ACCENT if on else theme.PANEL_ALT, r, border_radius=theme.px(8, s))
            img = theme.fit_text(_(label), theme.px(16, s), r.w - theme.px(8, s), theme.PANEL if on else theme.INK,
                                 bold=True)
            theme.blit_centered(surface, img, r.center)
        clip = surface.get_clip()
        area = self.area(snap)
        surface.set_clip(area.rect.clip(clip) if clip else area.rect)
        if snap.helper:
            self._draw_hands(surface, snap, art)
        else:
            self._draw_log(surface, snap)
        surface.set_clip(clip)
        area.draw_scrollbar(surface)

    def _draw_log(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        area, s = self.log_area, self.scale
        lines = self.log_lines(snap)
        size = log_size(s)
        step = theme.font(size).get_linesize()
        if not lines:
            img = theme.text(_("Nothing has happened yet."), size, theme.INK_DIM)
            surface.blit(img, (area.rect.x + theme.px(4, s), area.rect.y + theme.px(4, s)))
            return
        first = max(0, area.offset // step - 1)
        y = area.rect.y + theme.px(4, s) - area.offset + first * step
        for line in lines[first:]:
            if y > area.rect.bottom:
                break
            heading = is_hand_heading(line)
            img = theme.text(line, size, theme.ACCENT_DARK if heading else theme.INK, bold=heading)
            surface.blit(img, (area.rect.x + theme.px(4, s), y))
            y += step

    def _draw_hands(self, surface: pygame.Surface, snap: TableSnapshot, art) -> None:
        area, s = self.hands_area, self.scale
        entries = self.entries(snap)
        if not entries:
            img = theme.fit_text(_("No winning hand is in reach."), theme.px(15, s), area.rect.w, theme.INK_DIM)
            surface.blit(img, (area.rect.x + theme.px(4, s), area.rect.y + theme.px(4, s)))
            return
        name_size, small = sizes(s)
        name_step, small_step = theme.font(name_size, True).get_linesize(), theme.font(small).get_linesize()
        for i, (rect, e) in enumerate(entries):
            r = rect.move(area.rect.x, area.rect.y - area.offset)
            if r.bottom < area.rect.y or r.y > area.rect.bottom:
                continue
            h = e["hand"]
            if i == 0:
                pygame.draw.rect(surface, theme.PANEL_ALT, r, border_radius=theme.px(8, s))
                pygame.draw.rect(surface, theme.ACCENT, (r.x, r.y + 4, theme.px(4, s), r.h - 8), border_radius=2)
            elif i == self.hover_entry:
                pygame.draw.rect(surface, (244, 240, 232), r, border_radius=theme.px(8, s))
            x, y = r.x + theme.px(10, s), r.y + theme.px(6, s)
            value = theme.text(_("{value} pts").format(value=h.value), name_size, theme.ACCENT_DARK, bold=True)
            surface.blit(value, value.get_rect(topright=(r.right - theme.px(4, s), y)))
            for line in e["lines"]:
                surface.blit(theme.text(line, name_size, theme.INK, bold=True), (x, y))
                y += name_step
            need = _("needs {count}").format(count=len(h.missing)) if h.missing else _("Mah Jongg!")
            pinned = i == 0 and snap.pinned
            # Translators: under a hand in the helper: its pattern and how many tiles it needs.
            words = (_("Pinned · {pattern} · {need}") if pinned else _("{pattern} · {need}")).format(
                pattern=pattern_words(h.pattern), need=need)
            sub = theme.fit_text(words, small, r.right - x, theme.GOOD if not h.missing
                                 else theme.INK_DIM, bold=not h.missing)
            surface.blit(sub, (x, y))
            y += small_step + theme.px(4, s)
            y = self._tiles(surface, art, h, e["rows"], e["tile"], x, y)
            for line in e["need"]:
                surface.blit(theme.text(line, small, theme.INK), (x, y))
                y += small_step

    def _tiles(self, surface, art, hand: Suggestion, rows: list, width: int, x0: int, y: int) -> int:
        """A target's blocks, row by row, the missing tiles faded; returns the y below."""
        m = art.metrics(width)
        gap = theme.px(5, self.scale)
        missing = Counter(hand.missing)
        for row in rows:
            x = x0
            for block in row:
                for tile in block:
                    state = "normal"
                    if missing[tile] > 0:
                        missing[tile] -= 1
                        state = "dim"
                    surface.blit(art.tile(tile, width, state), (x, y))
                    x += m.w + 1
                x += gap
            y += m.h + m.depth + theme.px(3, self.scale)
        return y
