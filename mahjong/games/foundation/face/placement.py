"""Where each tile of a foundation-game position lies: the board geometry of view.py
applied to a position. The scene's hit testing and the painter both ask it; it keeps
only a small cache of the engine's views of positions."""

from __future__ import annotations

import pygame

from mahjong.games.foundation.config import GameConfig
from mahjong.games.foundation.face.view import BoardGeometry
from mahjong.games.foundation.moves import Move
from mahjong.games.foundation.position import State
from mahjong.games.foundation.rules import BoardView, FoundationGame, TileView


class TilePlacement:
    """The rects of the tiles of any position of one game (``config``) on one board (``geo``)."""

    def __init__(self, config: GameConfig, geo: BoardGeometry) -> None:
        self.config = config
        self.geo = geo
        self._views: dict[int, tuple[State, BoardView]] = {}

    def view(self, state: State) -> BoardView:
        """The engine's BoardView of ``state`` (cached: drawing asks every frame)."""
        key = id(state)
        cached = self._views.get(key)
        if cached is None or cached[0] is not state:
            cached = (state, FoundationGame(self.config, state=state, autoplay=False).view())
            if len(self._views) > 8:
                self._views.clear()
            self._views[key] = cached
        return cached[1]

    def tile_rect(self, column: int, level: int, row: int, levels: int) -> pygame.Rect:
        """Rows are always the full grid's step apart, from the deal on: nothing moves when
        a column first grows."""
        return self.geo.tile_rect(column, level, row, levels)

    def tableau_tiles(self, state: State) -> list[tuple[TileView, pygame.Rect]]:
        """(TileView, rect) in drawing order: by row, then level (see view.py)."""
        out = []
        for c, tiles in enumerate(self.view(state).columns):
            levels = 1 + max((t.level for t in tiles), default=0)
            for t in tiles:
                out.append((t, self.tile_rect(c, t.level, t.row, levels)))
        out.sort(key=lambda tr: (tr[0].row, tr[0].level))
        return out

    def source_rects(self, state: State, move: Move) -> list[tuple[str, pygame.Rect]]:
        """The tiles ``move`` carries in ``state``, with their rects."""
        src = move.src
        if src.kind == "c":
            tile = state.cells[src.index]
            assert tile is not None, "a move from a free cell carries the tile in it"
            return [(tile, self.geo.cells[src.index])]
        column = state.columns[src.index]
        level = column[src.level]
        return [(level[r], self.tile_rect(src.index, src.level, r, len(column)))
                for r in range(len(level) - move.count, len(level))]

    def landing(self, state: State, move: Move) -> pygame.Rect:
        """Where the first tile of ``move`` lands in ``state`` (tile-surface rect)."""
        dst = move.dst
        if dst.kind == "f":
            return self.geo.piles[dst.index]
        if dst.kind == "c":
            return self.geo.cells[dst.index]
        column = state.columns[dst.index]
        levels = max(len(column), dst.level + 1)
        row = len(column[dst.level]) if dst.level < len(column) else 0
        return self.tile_rect(dst.index, dst.level, row, levels)
