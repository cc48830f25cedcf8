"""The position of MahJongg FreeCell and the Sea family: the tiles, the immutable ``State``,
the deal, and a move played on a State (pure Python, no pygame). Vocabulary:

- Tiles are ``core.tiles`` codes: dragons ``RD GD WD`` (rank 0), ``1B``..``9D`` (rank 1-9),
  winds ``N E S W`` (rank 10), seasons ``SP SU AU WI`` (rank 11, Long FreeCell only).
- A **column** is a tuple of levels, bottom level first; a **level** is a tuple of tiles
  from the top row down. Level k+1 never reaches further down than level k. Games without
  levels have at most one level per column.
- The **foundations** are 12 piles, ``heights[p]`` tiles each; pile p belongs to set p // 4
  and carries wind ``config.wind_labels[p % 4]`` (and season ``SEASON_LABELS[p % 4]``).
  Set s is bound to dragon type ``dragons[s]`` and suit ``suits[s]`` once those are played;
  a pile of height h holds the ranks 0 .. h-1, so a tile of rank r goes on a pile of height r.

What the rules allow in a position is legality.py's; moves and their text are moves.py's.
"""

from __future__ import annotations

from typing import NamedTuple

from mahjong.core.rng import deal_rng
from mahjong.core.tiles import DRAGONS, SEASONS, SUITS, WINDS

from .config import GameConfig
from .moves import Move, Spot

SEASON_LABELS = SEASONS  # spring, summer, autumn, winter: piles of a set, left to right
PILES = 12
RANK: dict[str, int] = {d: 0 for d in DRAGONS}
RANK.update({w: 10 for w in WINDS})
RANK.update({s: 11 for s in SEASONS})
RANK.update({f"{r}{s}": r for s in SUITS for r in range(1, 10)})
SUIT: dict[str, str | None] = {t: (t[1] if 1 <= r <= 9 else None) for t, r in RANK.items()}


def tile_set(config: GameConfig) -> list[str]:
    """The game's tiles in a fixed order: 4 of each dragon and suited tile, 3 of each wind
    (and 3 of each season in Long FreeCell)."""
    tiles = [t for t in DRAGONS for _ in range(4)]
    tiles += [f"{r}{s}" for s in SUITS for r in range(1, 10) for _ in range(4)]
    tiles += [w for w in WINDS for _ in range(3)]
    if config.seasons:
        tiles += [s for s in SEASONS for _ in range(3)]
    return tiles


class State(NamedTuple):
    """One immutable position. ``columns[c][k]`` is level k of column c, top row first.
    (A named tuple rather than a dataclass: the solver makes hundreds of thousands.)"""

    columns: tuple[tuple[tuple[str, ...], ...], ...]
    cells: tuple[str | None, ...]
    heights: tuple[int, ...] = (0,) * PILES
    dragons: tuple[str | None, ...] = (None, None, None)
    suits: tuple[str | None, ...] = (None, None, None)

    def tiles(self) -> list[str]:
        """Every tile in the tableau and the cells (not the foundations)."""
        out = [t for col in self.columns for level in col for t in level]
        return out + [t for t in self.cells if t is not None]

    @property
    def on_foundations(self) -> int:
        return sum(self.heights)

    def pile_tiles(self, config: GameConfig, pile: int) -> tuple[str, ...]:
        """The tiles of a foundation pile, bottom first."""
        s, j = divmod(pile, 4)
        out = []
        for r in range(self.heights[pile]):
            if r == 0:
                dragon = self.dragons[s]
                assert dragon is not None, "a pile holding tiles knows its dragon"
                out.append(dragon)
            elif r <= 9:
                out.append(f"{r}{self.suits[s]}")
            elif r == 10:
                out.append(config.wind_labels[j])
            else:
                out.append(SEASON_LABELS[j])
        return tuple(out)


def deal(config: GameConfig, number: int) -> State:
    """Deal ``number``: tile_set shuffled by ``deal_rng(game id, number)``; the first tiles
    go to the dealt cells, the rest to the columns, column by column from the top row."""
    tiles = tile_set(config)
    deal_rng(config.id, number).shuffle(tiles)
    cells = tuple(tiles[:config.cells_dealt]) + (None,) * (config.cells - config.cells_dealt)
    pos, columns = config.cells_dealt, []
    for n in config.dealt:
        columns.append((tuple(tiles[pos:pos + n]),) if n else ())
        pos += n
    return State(tuple(columns), cells)


def _take(state: State, spot: Spot, count: int) -> tuple[tuple[str, ...], State]:
    if spot.kind == "c":
        cells = list(state.cells)
        tile, cells[spot.index] = cells[spot.index], None
        assert tile is not None, "a move from a cell starts on a tile"
        return (tile,), State(state.columns, tuple(cells), state.heights, state.dragons, state.suits)
    column = list(state.columns[spot.index])
    level = column[spot.level]
    moved, rest = level[-count:], level[:-count]
    if rest:
        column[spot.level] = rest
    else:
        del column[spot.level]
    columns = list(state.columns)
    columns[spot.index] = tuple(column)
    return moved, State(tuple(columns), state.cells, state.heights, state.dragons, state.suits)


def _put(state: State, spot: Spot, tiles: tuple[str, ...]) -> State:
    if spot.kind == "c":
        cells = list(state.cells)
        cells[spot.index] = tiles[0]
        return State(state.columns, tuple(cells), state.heights, state.dragons, state.suits)
    if spot.kind == "f":
        tile, s = tiles[0], spot.index // 4
        heights = list(state.heights)
        heights[spot.index] += 1
        dragons, suits = state.dragons, state.suits
        if RANK[tile] == 0 and dragons[s] is None:
            dragons = dragons[:s] + (tile,) + dragons[s + 1:]
        elif RANK[tile] == 1 and suits[s] is None:
            suits = suits[:s] + (SUIT[tile],) + suits[s + 1:]
        return State(state.columns, state.cells, tuple(heights), dragons, suits)
    column = list(state.columns[spot.index])
    if spot.level == len(column):
        column.append(tiles)
    else:
        column[spot.level] = column[spot.level] + tiles
    columns = list(state.columns)
    columns[spot.index] = tuple(column)
    return State(tuple(columns), state.cells, state.heights, state.dragons, state.suits)


def play(state: State, move: Move) -> State:
    """The position after ``move``, unchecked (the move must be legal)."""
    tiles, state = _take(state, move.src, move.count)
    return _put(state, move.dst, tiles)


def moving_tiles(state: State, move: Move) -> tuple[str, ...]:
    """The tiles a move carries, top first."""
    if move.src.kind == "c":
        tile = state.cells[move.src.index]
        assert tile is not None, "a move from a cell starts on a tile"
        return (tile,)
    return state.columns[move.src.index][move.src.level][-move.count:]
