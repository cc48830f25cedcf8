"""Board geometry for the solitaire scene: layout positions to screen rectangles.

Pure arithmetic on tuples (no pygame). The projection follows the tile art
(mahjong/ui/tiles.py): a tile surface is ``(w + depth, h + depth)`` with its face at
``(depth, 0)``, the thickness showing on the left and bottom, and every level up is
shifted by ``(+depth, -depth)``. A half-grid cell is ``w / 2`` wide and ``h / 2`` high.

Painter's order. The viewer looks from above and to the lower left, so a tile's
thickness, which sweeps from its face towards the lower left, can only be hidden by
the face of a neighbour on the same level that lies further left or further down.
Every tile on a level lies entirely above every tile of the level below. Hence: draw
level by level, and within a level by ``y - x`` ascending (upper-right tiles first,
lower-left ones last). For two overlapping neighbours, ``|dx| = 2`` (left/right) or
``|dy| = 2`` (above/below) dominates the other coordinate's half step, so the sign of
``dy - dx`` always puts the tile in front last.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

Position = tuple[int, int, int]     # (z, x, y) on the half-tile grid
Rect = tuple[int, int, int, int]    # (x, y, w, h) in pixels
Metrics = Callable[[int], tuple[int, int, int]]  # width -> (w, h, depth)

MAX_TILE_WIDTH = 160
MIN_TILE_WIDTH = 12


def draw_key(pos: Position) -> tuple[int, int, int]:
    """Sort key of the painter's order (see the module docstring)."""
    z, x, y = pos
    return (z, y - x, y)


def draw_order(positions: Iterable[Position]) -> list[Position]:
    return sorted(positions, key=draw_key)


class BoardView:
    """Where each position of a layout sits on screen for one board rectangle.

    ``metrics`` is ``TileArt.metrics`` (passed in so this module needs no pygame).
    The tile width is the largest that fits the whole layout, its stacks' lift
    included, inside ``board`` with ``margin`` pixels to spare on every side.
    """

    def __init__(self, positions: Sequence[Position], board: Rect, metrics: Metrics,
                 margin: int = 0, max_width: int = MAX_TILE_WIDTH) -> None:
        self.positions = tuple(positions)
        self.board = tuple(board)
        self.metrics = metrics
        self.width, self.w, self.h, self.depth = self._fit(margin, max_width)
        x0, y0, x1, y1 = self._extent(self.w, self.h, self.depth)
        bx, by, bw, bh = self.board
        self.origin = (bx + (bw - (x1 - x0)) // 2 - x0, by + (bh - (y1 - y0)) // 2 - y0)
        self._faces = {p: self._face(p) for p in self.positions}

    # --- fitting ---------------------------------------------------------------------
    def _extent(self, w: int, h: int, d: int, origin=(0, 0)) -> tuple[int, int, int, int]:
        """Bounding box (x0, y0, x1, y1) of every tile surface, for tile size (w, h, d)."""
        if not self.positions:
            return (0, 0, 0, 0)
        ox, oy = origin
        xs = [ox + (x * w) // 2 + z * d for z, x, _ in self.positions]
        ys = [oy + (y * h) // 2 - z * d for z, _, y in self.positions]
        return (min(xs) - d, min(ys), max(xs) + w, max(ys) + h + d)

    def _fit(self, margin: int, max_width: int) -> tuple[int, int, int, int]:
        _, _, bw, bh = self.board
        room_w, room_h = bw - 2 * margin, bh - 2 * margin
        for width in range(max_width, MIN_TILE_WIDTH - 1, -1):
            w, h, d = self.metrics(width)
            x0, y0, x1, y1 = self._extent(w, h, d)
            if x1 - x0 <= room_w and y1 - y0 <= room_h:
                return width, w, h, d
        w, h, d = self.metrics(MIN_TILE_WIDTH)
        return MIN_TILE_WIDTH, w, h, d

    # --- rectangles ----------------------------------------------------------------
    def _face(self, pos: Position) -> Rect:
        z, x, y = pos
        ox, oy = self.origin
        return (ox + (x * self.w) // 2 + z * self.depth, oy + (y * self.h) // 2 - z * self.depth,
                self.w, self.h)

    def face(self, pos: Position) -> Rect:
        """The tile's face (its top side) on screen."""
        return self._faces[pos]

    def sprite_pos(self, pos: Position) -> tuple[int, int]:
        """Where to blit the tile surface (face at ``(depth, 0)`` inside it)."""
        fx, fy, _, _ = self._faces[pos]
        return (fx - self.depth, fy)

    def sprite_rect(self, pos: Position) -> Rect:
        """The whole tile surface: face and thickness."""
        x, y = self.sprite_pos(pos)
        return (x, y, self.w + self.depth, self.h + self.depth)

    def bounds(self) -> Rect:
        """The rectangle every tile surface fits in."""
        x0, y0, x1, y1 = self._extent(self.w, self.h, self.depth, self.origin)
        return (x0, y0, x1 - x0, y1 - y0)

    # --- hit-testing -----------------------------------------------------------------
    def covers(self, pos: Position, point: tuple[int, int]) -> bool:
        """Whether ``point`` is on the tile's drawn shape: its face swept towards the
        lower left by up to ``depth`` pixels (the face plus its visible thickness)."""
        fx, fy, w, h = self._faces[pos]
        u, v = point[0] - fx, point[1] - fy
        lo = max(0, -u, v - h + 1)
        hi = min(self.depth, w - 1 - u, v)
        return lo <= hi

    def hit(self, point: tuple[int, int], present: Iterable[Position]) -> Position | None:
        """The tile drawn on top at ``point`` among ``present``, or None."""
        for pos in sorted(present, key=draw_key, reverse=True):
            if self.covers(pos, point):
                return pos
        return None
