"""Geometry of the Card Free American table (no drawing, no game state).

``TableLayout(board, scale)`` splits ``board`` into the four seats seen from the
human's chair, the discard pool and the side panel (the nearest hands or the move log):

- bottom: the action bar (prompt and buttons), the human's plate and exposures, and the
  rack of concealed tiles (with room for the received, unseen tiles of a blind step);
- top: the player across (plate, a row of tile backs, the exposures under them);
- left and right columns: a plate, the hidden hand as a column of backs seen edge-on,
  one exposure per row;
- middle: the discard pool, split into four zones, each seat's discards in front of it
  (yours at the bottom, Mei's at the top, Sam's left, Ruth's right), and the side panel
  to its right.

Tile widths are chosen so 14 rack tiles, three received tiles and every exposure fit at
960x640 and up. Rects are tile-surface rects (face plus thickness) as TileArt draws them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import pygame

from mahjong.ui import theme
from mahjong.ui.tiles import TileArt

RACK_SLOTS = 18.6      # 14 tiles, a gap, 3 received tiles, and margins
MAX_RACK = 72          # rack tiles never grow beyond this width
SEAT_CAPACITY = 30     # discards a seat's zone is sized for (at most 25 draws and 4 calls)
ZONES = {0: "bottom", 1: "right", 2: "top", 3: "left"}


def surface_size(width: int) -> tuple[int, int]:
    """(w, h) of a tile surface ``width`` wide, thickness included."""
    m = TileArt.metrics(width)
    return m.w + m.depth, m.h + m.depth


def row(x: int, y: int, width: int, count: int, gap: int = 1) -> list[pygame.Rect]:
    """``count`` tile rects from (x, y) leftwards to right, ``gap`` pixels apart (faces)."""
    w, h = surface_size(width)
    m = TileArt.metrics(width)
    return [pygame.Rect(x + i * (m.w + gap), y, w, h) for i in range(count)]


def row_width(width: int, count: int, gap: int = 1) -> int:
    m = TileArt.metrics(width)
    return count * (m.w + gap) - gap + m.depth if count else 0


def blocks_width(width: int, sizes: list[int], block_gap: int) -> int:
    """Width of exposures laid in one row: blocks of ``sizes`` tiles, ``block_gap`` apart."""
    return sum(row_width(width, n) for n in sizes) + block_gap * max(0, len(sizes) - 1)


class TableLayout:
    """Where everything at the table goes inside ``board``; see the module docstring."""

    def __init__(self, board: pygame.Rect, scale: float) -> None:
        self.board = b = pygame.Rect(board)
        self.scale = s = scale
        self.gap = theme.px(8, s)
        self.rack_w = int(min(b.w / RACK_SLOTS, b.h * 0.08, MAX_RACK))
        self.expo_w = round(self.rack_w * 0.72)
        self.side_w = max(14, round(self.rack_w * 0.5))
        self.plate_h = theme.px(30, s)
        self.plate_w = theme.px(190, s)
        rm = TileArt.metrics(self.rack_w)
        self.raise_px = round(rm.h * 0.22)
        g = self.gap
        # bottom: rack, exposures with the plate, action bar
        rack_h = rm.h + rm.depth + self.raise_px
        self.rack = pygame.Rect(b.x, b.bottom - rack_h, b.w, rack_h)
        expo_h = max(surface_size(self.expo_w)[1], self.plate_h)
        self.my_expo = pygame.Rect(b.x + self.plate_w + 2 * g, self.rack.y - g - expo_h,
                                   b.w - self.plate_w - 2 * g, expo_h)
        self.my_plate = pygame.Rect(b.x, 0, self.plate_w, self.plate_h)
        self.my_plate.centery = self.my_expo.centery
        self.action = pygame.Rect(b.x, self.my_expo.y - g - theme.px(42, s), b.w, theme.px(42, s))
        # top: plate and backs on one line, exposures below
        back_h = surface_size(self.side_w)[1]
        top_expo_h = surface_size(self.side_w)[1]
        self.top = pygame.Rect(b.x, b.y, b.w, back_h + g // 2 + top_expo_h)
        self.top_backs = pygame.Rect(b.centerx - row_width(self.side_w, 14) // 2, b.y, row_width(self.side_w, 14),
                                     back_h)
        self.top_plate = pygame.Rect(0, 0, self.plate_w, self.plate_h)
        self.top_plate.midright = (self.top_backs.x - g * 2, self.top_backs.centery)
        self.top_expo = pygame.Rect(b.x, self.top_backs.bottom + g // 2, b.w, top_expo_h)
        # side columns between the top and the action bar
        mid_top, mid_bottom = self.top.bottom + g, self.action.y - g
        edge_w = surface_size(self.side_w)[1]           # a back seen edge-on: its height is its width
        col_w = edge_w + g + row_width(self.side_w, 5)
        col_w = max(col_w, self.plate_w)
        self.left = pygame.Rect(b.x, mid_top, col_w, mid_bottom - mid_top)
        self.right = pygame.Rect(b.right - col_w, mid_top, col_w, mid_bottom - mid_top)
        self.side_plates = {
            "left": pygame.Rect(self.left.x, self.left.y, self.plate_w, self.plate_h),
            "right": pygame.Rect(self.right.right - self.plate_w, self.right.y, self.plate_w, self.plate_h),
        }
        below = self.left.y + self.plate_h + g
        self.side_backs = {
            "left": pygame.Rect(self.left.x, below, edge_w, self.left.bottom - below),
            "right": pygame.Rect(self.right.right - edge_w, below, edge_w, self.right.bottom - below),
        }
        self.side_expo = {
            "left": pygame.Rect(self.left.x + edge_w + g, below, col_w - edge_w - g, self.left.bottom - below),
            "right": pygame.Rect(self.right.x, below, col_w - edge_w - g, self.right.bottom - below),
        }
        # middle: pool and the side panel (nearest hands or move log)
        mid = pygame.Rect(self.left.right + 2 * g, mid_top, self.right.x - self.left.right - 4 * g,
                          mid_bottom - mid_top)
        hw = min(theme.px(330, s), mid.w * 46 // 100)
        self.helper = pygame.Rect(mid.right - hw, mid.y, hw, mid.h)
        mid.w -= hw + 2 * g
        self.middle = mid
        self.pool_header = pygame.Rect(mid.x, mid.y, mid.w, theme.px(26, s))
        self.pool = pygame.Rect(mid.x, self.pool_header.bottom + g // 2, mid.w,
                                mid.bottom - self.pool_header.bottom - g // 2)
        self.pool_w, self.zones = self._pool_fit()

    def _zones(self, width: int) -> dict[int, pygame.Rect] | None:
        """Each seat's discard zone for tiles ``width`` wide, or None if
        ``SEAT_CAPACITY`` tiles do not fit in every zone: bands across the top and bottom
        of the pool, the two sides between them."""
        m, p, g = TileArt.metrics(width), self.pool, self.gap // 2
        cols = (p.w - m.depth) // (m.w + 1)
        if cols < 1:
            return None
        band_h = -(-SEAT_CAPACITY // cols) * (m.h + 1) + m.depth
        side_h = p.h - 2 * (band_h + g)
        side_w = (p.w - 3 * g) // 2
        side_cap = ((side_w - m.depth) // (m.w + 1)) * ((side_h - m.depth) // (m.h + 1))
        if side_h <= 0 or side_cap < SEAT_CAPACITY:
            return None
        return {2: pygame.Rect(p.x, p.y, p.w, band_h),
                0: pygame.Rect(p.x, p.bottom - band_h, p.w, band_h),
                3: pygame.Rect(p.x, p.y + band_h + g, side_w, side_h),
                1: pygame.Rect(p.right - side_w, p.y + band_h + g, side_w, side_h)}

    def _pool_fit(self) -> tuple[int, dict[int, pygame.Rect]]:
        """The largest discard tile width (at most the exposure width) whose zones hold
        ``SEAT_CAPACITY`` discards each, and those zones."""
        for width in range(max(self.expo_w, 12), 9, -1):
            zones = self._zones(width)
            if zones is not None:
                return width, zones
        q = self.pool  # too small for any readable size: quarters, crowded
        half_w, half_h = q.w // 2, q.h // 2
        return 10, {2: pygame.Rect(q.x, q.y, q.w, half_h // 2), 0: pygame.Rect(q.x, q.bottom - half_h // 2, q.w,
                                                                            half_h // 2),
                    3: pygame.Rect(q.x, q.y + half_h // 2, half_w, half_h), 1: pygame.Rect(q.centerx, q.y + half_h // 2,
                                                                                         half_w, half_h)}

    # --- tile positions ---------------------------------------------------------------
    def rack_slots(self, count: int, received: int = 0) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Rects of ``count`` rack tiles (centred, resting on the rack floor) and of
        ``received`` unseen tiles after a gap."""
        m = TileArt.metrics(self.rack_w)
        gap = m.w // 2 if received else 0
        total = row_width(self.rack_w, count, 2) + (gap + row_width(self.rack_w, received, 2) if received else 0)
        x = self.rack.centerx - total // 2
        y = self.rack.bottom - (m.h + m.depth)
        tiles = row(x, y, self.rack_w, count, 2)
        after = (tiles[-1].x + m.w + 2 if tiles else x) + gap
        return tiles, row(after, y, self.rack_w, received, 2)

    def pool_slots(self, seat: int, count: int) -> list[pygame.Rect]:
        """Rects of ``seat``'s first ``count`` discards in its zone, in reading order
        (rows squeeze together if a seat ever discards more than its zone holds)."""
        zone, m = self.zones[seat], TileArt.metrics(self.pool_w)
        cols = max(1, (zone.w - m.depth) // (m.w + 1))
        rows = max(1, -(-count // cols))
        step = min(m.h + 1, (zone.h - m.h - m.depth) // max(1, rows - 1)) if rows > 1 else 0
        x0 = zone.x if seat != 1 else zone.right - row_width(self.pool_w, min(count, cols))
        return [pygame.Rect(x0 + (i % cols) * (m.w + 1), zone.y + (i // cols) * step, m.w + m.depth, m.h + m.depth)
                for i in range(count)]

    def exposure_rows(self, where: str, sizes: list[int]) -> list[list[pygame.Rect]]:
        """Rects of each exposure's tiles: in a row (bottom, top) or one per row (sides)."""
        g = self.gap
        if where in ("bottom", "top"):
            width = self.expo_w if where == "bottom" else self.side_w
            area = self.my_expo if where == "bottom" else self.top_expo
            total = blocks_width(width, sizes, g)
            x = area.x if where == "bottom" else area.centerx - total // 2
            out = []
            for n in sizes:
                out.append(row(x, area.y, width, n))
                x += row_width(width, n) + g
            return out
        area = self.side_expo[where]
        h = surface_size(self.side_w)[1]
        step = min(h + g // 2, max(1, (area.h - h) // max(1, len(sizes) - 1))) if sizes else 0
        out = []
        for i, n in enumerate(sizes):
            x = area.x if where == "left" else area.right - row_width(self.side_w, n)
            out.append(row(x, area.y + i * step, self.side_w, n))
        return out

    def side_back_slots(self, where: str, count: int) -> list[pygame.Rect]:
        """Edge-on backs down a side column, overlapping when there are many."""
        area = self.side_backs[where]
        w, h = surface_size(self.side_w)
        step = min(w - 1, max(4, (area.h - w) // max(1, count - 1))) if count > 1 else 0
        return [pygame.Rect(area.x, area.y + i * step, h, w) for i in range(count)]

    def rack_rects(self, count: int, arriving: int, apart: bool, selected: Collection[int],
                   blind: Collection[int]) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Rects of ``count`` rack tiles (the last set apart when ``apart``: just drawn;
        ``selected`` ones raised) and of the ``arriving`` tiles of a blind step (face
        down; ``blind`` ones, chosen to pass on unseen, raised)."""
        tiles, received = self.rack_slots(count, arriving)
        if tiles and apart:
            tiles[-1] = tiles[-1].move(self.rack_w // 3, 0)
        lift = self.raise_px
        tiles = [r.move(0, -lift) if i in selected else r for i, r in enumerate(tiles)]
        received = [r.move(0, -lift) if i in blind else r for i, r in enumerate(received)]
        return tiles, received

    def exposure_rects(self, exposures: Sequence[Sequence[Any]]) -> list[tuple[int, int, list[pygame.Rect]]]:
        """(seat, exposure index, tile rects) for every exposure; ``exposures[seat]``
        lists that seat's exposures (anything with a ``size``)."""
        out = []
        for seat, where in ZONES.items():
            for i, rects in enumerate(self.exposure_rows(where, [e.size for e in exposures[seat]])):
                out.append((seat, i, rects))
        return out

    def top_back_slots(self, count: int) -> list[pygame.Rect]:
        x = self.top_backs.centerx - row_width(self.side_w, count) // 2
        return row(x, self.top_backs.y, self.side_w, count)


# --- hit tests ----------------------------------------------------------------------------
def index_at(rects: Sequence[pygame.Rect], pos) -> int | None:
    """The topmost (last drawn) of ``rects`` under ``pos``."""
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def drop_index(tiles: Sequence[pygame.Rect], i: int, x: int) -> int:
    """Where rack tile ``i`` (of tiles at ``tiles``) goes when dropped at ``x``."""
    return sum(1 for j, r in enumerate(tiles) if j != i and r.centerx < x)


def exposure_tile_at(layout: TableLayout, exposures: Sequence[Sequence[Any]], pos) -> tuple[int, int, int] | None:
    """(seat, exposure index, tile index) of the exposed tile under ``pos``."""
    for seat, i, rects in layout.exposure_rects(exposures):
        for k, r in enumerate(rects):
            if r.collidepoint(pos):
                return seat, i, k
    return None
