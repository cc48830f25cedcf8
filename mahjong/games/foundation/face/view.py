"""Geometry of the foundation games' board (no drawing, no game state).

``BoardGeometry(board_rect, config, label_h)`` places, inside ``board_rect``:

- across the top, the 12 foundation piles in three sets of four (a label row above each
  set for its binding, a label below each pile for its wind), then the cells;
- below, the tableau: 16 columns hanging down from the top row. Rows overlap like cards
  when the grid is too deep to show whole tiles, but each covered tile shows at least
  ``READABLE`` of its face (down to the foot of a Characters tile's 萬, so every glyph
  reads whole): tiles are made smaller for it down to ``READABLE_FLOOR`` wide; only a
  window too small for that lets the rows overlap further, never below ``MIN_VISIBLE``.
  In the level games a tile one level up is drawn shifted
  by the tile thickness (right and up), so a stack shows the edge of every tile under it.

The tile width is the largest that fits; rects are tile-surface rects (face plus thickness,
the face at (depth, 0) inside), as TileArt draws them.
"""

from __future__ import annotations

import pygame

from mahjong.games.foundation.config import GameConfig
from mahjong.ui.tiles import TileArt, TileMetrics

READABLE = 0.93      # share of a face height that shows a tile's glyphs whole (萬 ends near 0.9)
READABLE_FLOOR = 40  # narrowest tile kept for READABLE; a smaller window overlaps more instead
MIN_VISIBLE = 0.64   # least share of a covered tile's face height that shows in a column
LIFTS = 2            # level lifts the layout reserves room for (more levels squeeze them)
MAX_WIDTH = 120      # tiles never grow beyond this width, however large the window


class BoardGeometry:
    """Where everything of one game goes inside ``board``; see the module docstring."""

    def __init__(self, board: pygame.Rect, config: GameConfig, label_h: int) -> None:
        self.board = pygame.Rect(board)
        self.config = config
        self.label_h = label_h
        self.tile = self.top = TileArt.metrics(8)
        self.step = self.pitch = self.lift = 0
        for width in range(MAX_WIDTH, 7, -1):
            if self._try(width, force=width == 8):  # a window too small for any: the smallest
                break
        self._place()

    # --- sizing ------------------------------------------------------------------------
    def _top_width(self, m: TileMetrics) -> int:
        gap, set_gap = self._gaps(m)
        piles = 12 * (m.w + m.depth) + 9 * gap + 2 * set_gap
        cells = self.config.cells * (m.w + m.depth) + (self.config.cells - 1) * gap
        return piles + 2 * set_gap + cells

    @staticmethod
    def _gaps(m: TileMetrics) -> tuple[int, int]:
        gap = max(2, round(m.w * 0.07))
        return gap, max(3 * gap, round(m.w * 0.3))

    def _try(self, width: int, force: bool = False) -> bool:
        """Use tableau tiles ``width`` wide if the whole board fits with them (or ``force``)."""
        cfg, b = self.config, self.board
        m = TileArt.metrics(width)
        gap = max(3, round(m.w * 0.1))
        lift = m.depth if cfg.levels else 0
        pitch = m.w + m.depth + max(gap, LIFTS * lift + 2)   # lifted levels use the gap
        if 15 * pitch + m.w + m.depth + LIFTS * lift > b.w and not force:
            return False
        top = m
        while top.w > 8 and self._top_width(top) > b.w:
            top = TileArt.metrics(top.w - 1)
        if top.w < 0.6 * m.w and not force:
            return False
        top_h = self.label_h + top.h + top.depth + self.label_h + max(6, m.depth)
        room = max(0, b.h - top_h - LIFTS * lift - (m.h + m.depth))
        least = READABLE if width > READABLE_FLOOR else MIN_VISIBLE
        if room // max(1, cfg.rows - 1) < least * m.h and not force:
            return False
        self.tile, self.top, self.pitch, self.lift = m, top, pitch, lift
        self.room, self.top_h = room, top_h
        self.step = self.step_for(cfg.rows)
        return True

    # --- placing -----------------------------------------------------------------------
    def _place(self) -> None:
        b, m, t = self.board, self.tile, self.top
        gap, set_gap = self._gaps(t)
        width = self._top_width(t)
        x = b.x + (b.w - width) // 2
        y_tile = b.y + self.label_h
        self.piles: list[pygame.Rect] = []
        self.set_labels: list[pygame.Rect] = []
        for _set in range(3):
            start = x
            for _ in range(4):
                self.piles.append(pygame.Rect(x, y_tile, t.w + t.depth, t.h + t.depth))
                x += t.w + t.depth + gap
            x += set_gap - gap
            self.set_labels.append(pygame.Rect(start, b.y, x - set_gap - start, self.label_h))
        self.wind_labels = [pygame.Rect(p.x + t.depth, p.bottom, t.w, self.label_h) for p in self.piles]
        x += set_gap
        self.cells: list[pygame.Rect] = []
        for _ in range(self.config.cells):
            self.cells.append(pygame.Rect(x, y_tile, t.w + t.depth, t.h + t.depth))
            x += t.w + t.depth + gap
        self.cells_label = pygame.Rect(self.cells[0].x, b.y, x - gap - self.cells[0].x, self.label_h)
        self.foundations = self.piles[0].unionall(self.piles + self.set_labels + self.wind_labels)
        self.cell_area = self.cells[0].unionall(self.cells + [self.cells_label])

        span = 15 * self.pitch + m.w + m.depth + LIFTS * self.lift
        left = b.x + (b.w - span) // 2
        self.col_x = [left + c * self.pitch for c in range(16)]
        self.row0 = b.y + self.top_h + LIFTS * self.lift
        self.tableau = pygame.Rect(left, b.y + self.top_h, span, b.bottom - b.y - self.top_h)
        self.columns = [pygame.Rect(x, self.tableau.y, self.pitch, self.tableau.h).clip(self.tableau)
                        for x in self.col_x]

    # --- positions -----------------------------------------------------------------------
    def step_for(self, rows: int) -> int:
        """The row step of a grid ``rows`` deep: as loose as the room allows (whole faces
        when they fit). The board always uses its full grid's (``step``)."""
        loose = self.tile.h + max(2, self.tile.w // 20)
        return min(loose, self.room // max(1, rows - 1))

    def level_lift(self, levels: int) -> float:
        """The shift of one level in a column of ``levels`` levels (squeezed past LIFTS)."""
        if levels - 1 <= LIFTS:
            return float(self.lift)
        return self.lift * LIFTS / (levels - 1)

    def tile_rect(self, column: int, level: int, row: int, levels: int = 1) -> pygame.Rect:
        """The tile surface at (column, level, row) in a column of ``levels`` levels, rows
        the full grid's ``step`` apart."""
        shift = round(level * self.level_lift(max(levels, level + 1)))
        m = self.tile
        return pygame.Rect(self.col_x[column] + shift, self.row0 + row * self.step - shift,
                           m.w + m.depth, m.h + m.depth)

    def column_at(self, pos) -> int | None:
        for c, rect in enumerate(self.columns):
            if rect.collidepoint(pos):
                return c
        return None

    def areas(self) -> dict[str, pygame.Rect]:
        """The three parts of the board (they never overlap)."""
        return {"foundations": self.foundations, "cells": self.cell_area, "tableau": self.tableau}
