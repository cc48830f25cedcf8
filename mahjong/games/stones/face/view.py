"""Screen geometry for the Stones scene: the board grid and the side panel.

Pure arithmetic on tuples (no pygame). The board frame and, to its right, the side panel
sit side by side, the pair centred in the board area. A cell holds one tile surface of the
tile art, which is ``(w + depth, h + depth)`` (see mahjong/ui/tiles.py), plus a gap all
round; the frame adds a border around the grid.
"""

from __future__ import annotations

from collections.abc import Callable

Cell = tuple[int, int]
Rect = tuple[int, int, int, int]                 # (x, y, w, h) in pixels
Metrics = Callable[[int], tuple[int, int, int]]  # tile width -> (w, h, depth)

MIN_TILE_WIDTH = 14
MAX_TILE_WIDTH = 110


def _gap(w: int) -> int:
    """Space between a tile and its cell's edge."""
    return max(2, round(w * 0.07))


def _border(w: int) -> int:
    """The frame's width around the grid."""
    return max(6, round(w * 0.28))


class StonesView:
    """Where everything goes for one board rectangle.

    ``area`` is the scene's board_rect; ``panel_w`` the side panel's width and
    ``spacing`` the room between the panel and the board. ``metrics`` is
    ``TileArt.metrics``. The tile width is the largest whose grid and frame fit.
    """

    def __init__(self, cols: int, rows: int, area: Rect, metrics: Metrics, panel_w: int,
                 spacing: int) -> None:
        self.cols, self.rows = cols, rows
        ax, ay, aw, ah = area
        room: Rect = (ax, ay, max(1, aw - panel_w - spacing), ah)
        self.tile_width = next((width for width in range(MAX_TILE_WIDTH, MIN_TILE_WIDTH - 1, -1)
                                if self._fits(metrics(width), room)), MIN_TILE_WIDTH)
        self.w, self.h, self.depth = metrics(self.tile_width)
        self.gap = _gap(self.w)
        self.border = _border(self.w)
        self.cell_w = self.w + self.depth + 2 * self.gap
        self.cell_h = self.h + self.depth + 2 * self.gap
        fw, fh = self._frame_size((self.w, self.h, self.depth))
        # board and panel side by side, the pair centred; the panel as tall as the board
        # unless the board is much shorter than the area
        left = ax + max(0, (aw - fw - spacing - panel_w) // 2)
        self.frame: Rect = (left, ay + (ah - fh) // 2, fw, fh)
        tall = fh >= ah * 3 // 4
        self.panel: Rect = (left + fw + spacing, self.frame[1] if tall else ay, panel_w, fh if tall else ah)
        self.grid: Rect = (self.frame[0] + self.border, self.frame[1] + self.border,
                           self.cols * self.cell_w, self.rows * self.cell_h)

    def _frame_size(self, m: tuple[int, int, int]) -> tuple[int, int]:
        w, h, d = m
        g, b = _gap(w), _border(w)
        return (self.cols * (w + d + 2 * g) + 2 * b, self.rows * (h + d + 2 * g) + 2 * b)

    def _fits(self, m: tuple[int, int, int], room: Rect) -> bool:
        fw, fh = self._frame_size(m)
        return fw <= room[2] and fh <= room[3]

    def cell_rect(self, cell: Cell) -> Rect:
        """The square of ``cell`` (tile plus its gap)."""
        col, row = cell
        return (self.grid[0] + col * self.cell_w, self.grid[1] + row * self.cell_h, self.cell_w, self.cell_h)

    def tile_pos(self, cell: Cell) -> tuple[int, int]:
        """Top-left corner of the tile surface on ``cell``."""
        x, y, _, _ = self.cell_rect(cell)
        return (x + self.gap, y + self.gap)

    def face_rect(self, cell: Cell) -> Rect:
        """The tile's face (without its thickness) on ``cell``."""
        x, y = self.tile_pos(cell)
        return (x + self.depth, y, self.w, self.h)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        """The cell under a screen point, or None off the grid."""
        gx, gy, gw, gh = self.grid
        x, y = pos[0] - gx, pos[1] - gy
        if not (0 <= x < gw and 0 <= y < gh):
            return None
        return (x // self.cell_w, y // self.cell_h)

    def cells(self) -> list[Cell]:
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]
