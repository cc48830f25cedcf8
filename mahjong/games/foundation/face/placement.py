"""Where each tile of a foundation-game position lies: the board geometry of view.py
applied to a position. The scene's hit testing and the painter both ask it; it keeps
only a small cache of the engine's views of positions."""

from __future__ import annotations

import pygame

from mahjong.games.foundation.config import GameConfig
from mahjong.games.foundation.face.view import BoardGeometry
from mahjong.games.foundation.moves import Move, Spot
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

    def aimed_move(self, state: State, legal: list[Move], src: Spot, count: int, pos) -> Move | None:
        """The move a drop (or second click) at ``pos`` means: a legal one when the place
        takes the tiles (of ``legal``), else the move the player aimed at (the engine will say
        why not)."""
        geo = self.geo
        if geo.foundations.collidepoint(pos):
            wide = [r.inflate(geo.top.depth * 2, 0) for r in geo.piles]
            aimed = next((p for p, r in enumerate(wide) if r.collidepoint(pos)), None)
            ups = [m for m in legal if m.dst.kind == "f"]
            exact = [m for m in ups if m.dst.index == aimed]
            return (exact or ups or [Move(src, Spot("f", aimed if aimed is not None else 0), count)])[0]
        if geo.cell_area.collidepoint(pos):
            aimed = next((i for i, r in enumerate(geo.cells) if r.collidepoint(pos)), 0)
            cells = [m for m in legal if m.dst.kind == "c"]
            exact = [m for m in cells if m.dst.index == aimed]
            return (exact or cells or [Move(src, Spot("c", aimed), count)])[0]
        column = geo.column_at(pos)
        if column is None:
            return None
        here = [m for m in legal if m.dst.kind == "t" and m.dst.index == column]
        home = src.kind == "t" and src.index == column   # dropped back on the tile's own column
        if home:
            rect = self.source_rects(state, Move(src, src, count))[0][1]
            near = min((_distance(self.landing(state, m).center, pos) for m in here), default=None)
            if near is None or _distance(rect.center, pos) <= near:
                return None                               # put back where it was: no move
        if here:
            return min(here, key=lambda m: _distance(self.landing(state, m).center, pos))
        levels = len(state.columns[column])
        return Move(src, Spot("t", column, max(0, levels - 1)), count)


def _distance(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
