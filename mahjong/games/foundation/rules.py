"""The rules engine of MahJongg FreeCell and the Sea family (pure Python, no pygame).

One engine, driven by a ``GameConfig`` (config.py). Vocabulary:

- Tiles are ``core.tiles`` codes: dragons ``RD GD WD`` (rank 0), ``1B``..``9D`` (rank 1-9),
  winds ``N E S W`` (rank 10), seasons ``SP SU AU WI`` (rank 11, Long FreeCell only).
- A **column** is a tuple of levels, bottom level first; a **level** is a tuple of tiles
  from the top row down. Level k+1 never reaches further down than level k. Games without
  levels have at most one level per column.
- The **foundations** are 12 piles, ``heights[p]`` tiles each; pile p belongs to set p // 4
  and carries wind ``config.wind_labels[p % 4]`` (and season ``SEASON_LABELS[p % 4]``).
  Set s is bound to dragon type ``dragons[s]`` and suit ``suits[s]`` once those are played;
  a pile of height h holds the ranks 0 .. h-1, so a tile of rank r goes on a pile of height r.

Moves are ``Move(src, dst, count)`` between ``Spot`` s; their text is 1-based:

- ``t3`` column 3 (level 1), ``t3@2`` column 3 level 2; ``c1`` cell 1; ``f5`` foundation pile 5.
- ``t3>f5`` a tile to a pile, ``t3>c2`` to a cell, ``c1>t7`` from a cell to column 7,
  ``t3:2>t9`` the bottom 2 tiles of column 3 as a group below column 9's bottom tile, and in
  the level games ``t3@2>t9@3`` onto level 3 of column 9 (a new level on its top-row tile
  when column 9 has two levels). A tableau destination is a column and a level: the tile
  goes below that level's bottom tile, or starts the level in the top row.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_keys, need_texts, need_type, shown
from mahjong.core.history import History
from mahjong.core.rng import deal_rng
from mahjong.core.tiles import DRAGONS, SEASONS, SUITS, WINDS, tile_name

from .config import (BUILD_SAME, EMPTY_ANY, EMPTY_SEASON, EMPTY_WIND, EMPTY_WIND_GROUP,
                     CONFIGS, GameConfig, get_config)

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


def builds(config: GameConfig, lower: str, upper: str) -> bool:
    """May ``lower`` be built below (or on top of) ``upper``? One rank lower; the suit rule
    is tested only when both tiles are suited."""
    if RANK[lower] != RANK[upper] - 1:
        return False
    a, b = SUIT[lower], SUIT[upper]
    if a is None or b is None:
        return True
    return (a == b) == (config.build == BUILD_SAME)


# --- positions and moves -------------------------------------------------------------------

@dataclass(frozen=True, order=True)
class Spot:
    """A place on the board: kind ``t`` (column), ``c`` (cell) or ``f`` (foundation pile);
    ``index`` and ``level`` are 0-based (level only for columns)."""

    kind: str
    index: int
    level: int = 0

    def text(self) -> str:
        level = f"@{self.level + 1}" if self.kind == "t" and self.level else ""
        return f"{self.kind}{self.index + 1}{level}"


_MOVE_RE = re.compile(r"([tcf])(\d+)(?:@(\d+))?(?::(\d+))?>([tcf])(\d+)(?:@(\d+))?")


@dataclass(frozen=True, order=True)
class Move:
    """``count`` tiles from ``src`` to ``dst``; see the module docstring for the text."""

    src: Spot
    dst: Spot
    count: int = 1

    def text(self) -> str:
        count = f":{self.count}" if self.count > 1 else ""
        return f"{self.src.text()}{count}>{self.dst.text()}"

    __str__ = text

    @classmethod
    def parse(cls, text: str) -> "Move":
        m = _MOVE_RE.fullmatch(text.strip())
        if not m:
            raise ValueError(f"not a move: {text!r} (expected e.g. 't3>f5', 'c1>t7', 't3@2:2>t9@3')")
        sk, si, sl, n, dk, di, dl = m.groups()
        nums = [int(x) for x in (si, sl or 1, n or 1, di, dl or 1)]
        if min(nums) < 1:
            raise ValueError(f"not a move: {text!r} (numbers start at 1)")
        if (sl and sk != "t") or (dl and dk != "t"):
            raise ValueError(f"not a move: {text!r} (only columns have levels)")
        return cls(Spot(sk, nums[0] - 1, nums[1] - 1), Spot(dk, nums[3] - 1, nums[4] - 1), nums[2])


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
                out.append(self.dragons[s])
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


# --- the tableau --------------------------------------------------------------------------

def free_rows(column: tuple, level: int) -> int:
    """Tiles at the bottom of a level with nothing on top of them (0 if none)."""
    above = len(column[level + 1]) if level + 1 < len(column) else 0
    return len(column[level]) - above


def run_length(config: GameConfig, column: tuple, level: int) -> int:
    """The longest run, built down by the suit rule, at the uncovered bottom of a level."""
    free = free_rows(column, level)
    tiles = column[level]
    m = 1 if free > 0 else 0
    while m < free and builds(config, tiles[-m], tiles[-m - 1]):
        m += 1
    return m


def targets(config: GameConfig, column: tuple) -> list[tuple[int, str | None, int]]:
    """Where tiles may be put in a column: (level, tile to build below or on top of, or None
    for the empty top-row space, room in tiles)."""
    if not column:
        return [(0, None, config.rows)]
    out = []
    for k, tiles in enumerate(column):
        n = len(tiles)
        room = config.rows - n if k == 0 else len(column[k - 1]) - n
        if room > 0 and free_rows(column, k) > 0:
            out.append((k, tiles[-1], room))
    if config.levels:
        out.append((len(column), column[-1][0], len(column[-1])))
    return out


def empty_space_takes(config: GameConfig, lead: str, count: int) -> bool:
    """May ``count`` tiles headed by ``lead`` go into an empty top-row space?"""
    rule = config.empty
    if rule == EMPTY_ANY:
        return True
    if rule == EMPTY_WIND_GROUP:
        return RANK[lead] == 10
    if rule == EMPTY_WIND:
        return count == 1 and RANK[lead] == 10
    assert rule == EMPTY_SEASON, rule
    return count == 1 and RANK[lead] == 11


# --- the foundations ----------------------------------------------------------------------

def piles_for(config: GameConfig, state: State, tile: str) -> list[int]:
    """The foundation piles that take ``tile`` now."""
    r, suit, hs = RANK[tile], SUIT[tile], state.heights
    out = []
    for s in range(3):
        base = 4 * s
        if config.rank_lock and min(hs[base:base + 4]) < r:
            continue
        if r == 0:
            bound = state.dragons[s]
            if bound != tile and (bound is not None or tile in state.dragons):
                continue
        elif r <= 9:
            bound = state.suits[s]
            if bound != suit and (r > 1 or bound is not None or suit in state.suits):
                continue
        for j in range(4):
            if hs[base + j] != r:
                continue
            if (r == 10 and config.wind_labels[j] != tile) or (r == 11 and SEASON_LABELS[j] != tile):
                continue
            out.append(base + j)
    return out


def is_safe(config: GameConfig, state: State, tile: str) -> bool:
    """The auto-play rule: no tableau tile could ever need to be built below ``tile``."""
    r, hs = RANK[tile], state.heights
    if r == 0:
        return True
    if r == 1 or r >= 10:  # below: any dragon / any 9 / any wind: all twelve must be up
        return min(hs) >= r
    suit = SUIT[tile]
    below = [suit] if config.build == BUILD_SAME else [s for s in SUITS if s != suit]
    for s in below:
        if s not in state.suits:
            return False
        base = 4 * state.suits.index(s)
        if min(hs[base:base + 4]) < r:  # a pile of height >= r holds that suit's rank r-1
            return False
    return True


# --- applying moves -----------------------------------------------------------------------

def _take(state: State, spot: Spot, count: int) -> tuple[tuple[str, ...], State]:
    if spot.kind == "c":
        cells = list(state.cells)
        tile, cells[spot.index] = cells[spot.index], None
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
        return (state.cells[move.src.index],)
    return state.columns[move.src.index][move.src.level][-move.count:]


def auto_play(config: GameConfig, state: State) -> tuple[State, list[Move]]:
    """Play every safe tile to the foundations, one step at a time, until none is left."""
    done: list[Move] = []
    while True:
        for spot, tile in _available(state):
            if is_safe(config, state, tile):
                piles = piles_for(config, state, tile)
                if piles:
                    move = Move(spot, Spot("f", piles[0]))
                    state = play(state, move)
                    done.append(move)
                    break
        else:
            return state, done


def _available(state: State) -> list[tuple[Spot, str]]:
    """Every single tile that may be picked up: cell tiles, then uncovered level bottoms."""
    out = [(Spot("c", i), t) for i, t in enumerate(state.cells) if t is not None]
    for c, column in enumerate(state.columns):
        for k, tiles in enumerate(column):
            if free_rows(column, k) > 0:
                out.append((Spot("t", c, k), tiles[-1]))
    return out


def legal_moves(config: GameConfig, state: State, all_twins: bool = True) -> list[Move]:
    """Every legal move. With ``all_twins`` False, moves that differ only by which empty cell,
    empty column or unbound foundation set they use are given once (for the solver)."""
    free = state.cells.count(None)
    empty_cells = [i for i, t in enumerate(state.cells) if t is None]
    if not all_twins:
        empty_cells = empty_cells[:1]
    by_rank: dict[int, list] = {}   # rank of the tile built on -> [(column, level, tile, room)]
    empty: list[tuple[int, int]] = []
    for c, column in enumerate(state.columns):
        if not column:
            if all_twins or not empty:
                empty.append((c, config.rows))
            continue
        for k, anchor, room in targets(config, column):
            by_rank.setdefault(RANK[anchor], []).append((c, k, anchor, room))
    moves: list[Move] = []
    sources = [(Spot("c", i), (t,)) for i, t in enumerate(state.cells) if t is not None]
    for c, column in enumerate(state.columns):
        for k in range(len(column)):
            m = min(run_length(config, column, k), free + 1)
            if m:
                sources.append((Spot("t", c, k), column[k][-m:]))
    for src, run in sources:
        col = src.index if src.kind == "t" else -1
        for n in range(1, len(run) + 1):
            lead = run[-n]
            if n == 1:
                piles = piles_for(config, state, lead)
                if not all_twins and piles:
                    piles = _distinct_piles(config, state, piles)
                moves.extend(Move(src, Spot("f", p)) for p in piles)
            for c, k, anchor, room in by_rank.get(RANK[lead] + 1, ()):
                if c != col and n <= room and builds(config, lead, anchor):
                    moves.append(Move(src, Spot("t", c, k), n))
            if empty and empty_space_takes(config, lead, n):
                moves.extend(Move(src, Spot("t", c, 0), n) for c, room in empty if n <= room and c != col)
            if n == 1 and src.kind == "t":
                moves.extend(Move(src, Spot("c", i)) for i in empty_cells)
    return moves


def _distinct_piles(config: GameConfig, state: State, piles: list[int]) -> list[int]:
    """The piles that make different positions: all unbound sets are alike, and under the
    rank lock so are the piles of one set below the winds (no wind goes up before all four
    piles of its set hold a 9)."""
    out, seen = [], set()
    for p in piles:
        s = p // 4
        if state.dragons[s] is None:
            key: object = "unbound"
        elif config.rank_lock and state.heights[p] < 10:
            key = s
        else:
            key = p
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def illegal_reason(config: GameConfig, state: State, move: Move) -> str:
    """A one-line reason why ``move`` (known to be illegal) is not legal in ``state``."""
    src, dst, n = move.src, move.dst, move.count
    free = state.cells.count(None)
    if src.kind == "f":
        return "tiles never come back from the foundations"
    if src.kind == "c":
        if src.index >= config.cells or state.cells[src.index] is None:
            return f"cell {src.index + 1} holds no tile"
        if n > 1:
            return "only one tile moves from a cell"
    else:
        if src.index >= config.columns or src.level >= len(state.columns[src.index]):
            return f"column {src.index + 1} has no tile on level {src.level + 1}"
        column = state.columns[src.index]
        if free_rows(column, src.level) == 0:
            return f"column {src.index + 1}, level {src.level + 1}: its bottom tile is covered"
        if n > run_length(config, column, src.level):
            return f"the bottom {n} tiles of column {src.index + 1} are not a run built by the suit rule"
        if n > free + 1:
            return f"a group of {n} tiles needs {n - 1} free cells ({free} free)"
    lead = moving_tiles(state, move)[0]
    name = tile_name(lead)
    if dst.kind == "c":
        if n > 1:
            return "a cell holds one tile"
        if dst.index >= config.cells or state.cells[dst.index] is not None:
            return f"cell {dst.index + 1} is not free"
    elif dst.kind == "f":
        if n > 1:
            return "tiles go to the foundations one at a time"
        if dst.index >= PILES:
            return f"there is no foundation pile {dst.index + 1}"
        return f"{name} cannot go on foundation pile {dst.index + 1} now"
    else:
        if src.kind == "t" and dst.index == src.index:
            return "a tile cannot move within its own column"
        if dst.index >= config.columns:
            return f"there is no column {dst.index + 1}"
        for k, anchor, room in targets(config, state.columns[dst.index]):
            if k != dst.level:
                continue
            if n > room:
                return f"no room for {n} tiles on column {dst.index + 1}, level {dst.level + 1}"
            if anchor is None:
                return f"{name} cannot go into the empty top-row space ({_EMPTY_TEXT[config.empty]})"
            rule = "same suit" if config.build == BUILD_SAME else "different suit"
            return f"{name} cannot go on {tile_name(anchor)}: it must be one rank lower, {rule}"
        return f"column {dst.index + 1} takes no tile on level {dst.level + 1}"
    return f"{move.text()} is not a legal move here"


_EMPTY_TEXT = {
    EMPTY_WIND: "only a wind",
    EMPTY_WIND_GROUP: "only a wind or a group headed by a wind",
    EMPTY_ANY: "any tile or group",
    EMPTY_SEASON: "only a season",
}


# --- the engine ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Step:
    """One entry of the history: the player's move, the auto-plays that followed it, and the
    positions before and after (undo and redo restore them exactly)."""

    move: Move
    auto: tuple[Move, ...]
    before: State
    after: State


@dataclass(frozen=True)
class TileView:
    """A tableau tile for drawing: ``row`` counts from the top row, ``level`` from the table
    (both 0-based). ``available``: its bottom edge is free and nothing lies on it.
    ``movable``: how many tiles a drag from here carries (0: it cannot be picked up)."""

    code: str
    column: int
    level: int
    row: int
    available: bool
    movable: int


@dataclass(frozen=True)
class PileView:
    index: int                 # 0..11, left to right
    set: int                   # 0..2
    wind: str                  # its wind label
    season: str | None         # its season label (Long FreeCell)
    tiles: tuple[str, ...]     # bottom first; tiles[-1] is shown


@dataclass(frozen=True)
class BoardView:
    """A read-only picture of the board for the scene."""

    columns: tuple[tuple[TileView, ...], ...]   # per column, sorted by (level, row)
    cells: tuple[str | None, ...]
    piles: tuple[PileView, ...]
    set_dragons: tuple[str | None, ...]          # binding of each set, None until made
    set_suits: tuple[str | None, ...]
    on_foundations: int
    moves: int


class FoundationGame:
    """One game of MahJongg FreeCell or a Sea game: position, history, and rules."""

    def __init__(self, game: str | GameConfig, deal_number: int = 1, autoplay: bool = True,
                 state: State | None = None) -> None:
        """A game id (or a configuration) and a deal number; ``state`` replaces the deal
        (hand-built positions for tests and puzzles)."""
        self.config = game if isinstance(game, GameConfig) else get_config(game)
        self.deal = deal_number
        self.autoplay = autoplay
        self.state = state if state is not None else deal(self.config, deal_number)
        self.history: History[Step] = History()
        if autoplay:
            self.state, auto = auto_play(self.config, self.state)
            self.opening_auto: tuple[Move, ...] = tuple(auto)  # played before the first move
        else:
            self.opening_auto = ()

    @property
    def game_id(self) -> str:
        return self.config.id

    # --- moves ---
    def legal_moves(self) -> list[Move]:
        return legal_moves(self.config, self.state)

    def is_legal(self, move: Move) -> bool:
        return move in legal_moves(self.config, self.state)

    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now; else the reason, as the player reads it."""
        if not isinstance(move, Move):
            return f"not a move of this game: {move!r}"
        if self.is_legal(move):
            return None
        return illegal_reason(self.config, self.state, move)

    def apply(self, move: Move) -> None:
        """Play a move, then the safe auto-plays if the option is on (``last_step``
        has them). Raises IllegalMove with the why_illegal text."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        before = self.state
        after = play(before, move)
        auto: list[Move] = []
        if self.autoplay:
            after, auto = auto_play(self.config, after)
        self.history.push(Step(move, tuple(auto), before, after))
        self.state = after

    def undo(self) -> bool:
        """Take back the last move together with its auto-plays."""
        step = self.history.pop_undo()
        if step is None:
            return False
        self.state = step.before
        return True

    def redo(self) -> bool:
        step = self.history.pop_redo()
        if step is None:
            return False
        self.state = step.after
        return True

    def restart(self) -> None:
        """Back to the deal (after its opening auto-plays), with an empty history."""
        if self.history.done:
            self.state = self.history.done[0].before
        self.history = History()

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    @property
    def last_step(self) -> Step | None:
        """The last move played, with its auto-plays (for animation)."""
        return self.history.done[-1] if self.history.done else None

    @property
    def moves(self) -> tuple[Move, ...]:
        """The player's moves, in order (auto-plays are in ``history``'s steps)."""
        return tuple(step.move for step in self.history.done)

    def parse_move(self, text: str) -> Move:
        """The move written as ``text``; ValueError if it is not one."""
        return Move.parse(text)

    def format_move(self, move: Move) -> str:
        return move.text()

    def tile_count(self) -> Counter[str]:
        """Tiles in the tableau, the cells and on the foundations."""
        s = self.state
        return Counter(s.tiles() + [t for p in range(PILES) for t in s.pile_tiles(self.config, p)])

    @property
    def score(self) -> int:
        """Tiles on the foundations."""
        return self.state.on_foundations

    @property
    def is_won(self) -> bool:
        return self.state.on_foundations == self.config.tiles

    @property
    def is_lost(self) -> bool:
        """No legal move at all (and not won)."""
        return not self.is_won and not legal_moves(self.config, self.state)

    # --- help for the scene ---
    def destinations(self, src: Spot, count: int = 1) -> list[Move]:
        """The legal moves of ``count`` tiles from ``src`` (to highlight targets)."""
        return [m for m in self.legal_moves() if m.src == src and m.count == count]

    def auto_destination(self, src: Spot, count: int = 1) -> Move | None:
        """The double-click move: to a foundation pile, else (one tile) to a free cell."""
        moves = self.destinations(src, count)
        for kind in ("f", "c"):
            for m in moves:
                if m.dst.kind == kind:
                    return m
        return None

    def pick(self, column: int, level: int, row: int) -> tuple[Spot, int] | None:
        """What a press on the tile at (column, level, row) picks up: (source, count)."""
        for tile in self.view().columns[column]:
            if (tile.level, tile.row) == (level, row) and tile.movable:
                return Spot("t", column, level), tile.movable
        return None

    def view(self) -> BoardView:
        config, state = self.config, self.state
        free = state.cells.count(None)
        columns = []
        for c, column in enumerate(state.columns):
            tiles = []
            for k, level in enumerate(column):
                n, run, uncovered = len(level), run_length(config, column, k), free_rows(column, k)
                for row, code in enumerate(level):
                    carried = n - row
                    movable = carried if carried <= min(run, free + 1) else 0
                    tiles.append(TileView(code, c, k, row, row == n - 1 and uncovered > 0, movable))
            columns.append(tuple(tiles))
        piles = tuple(PileView(p, p // 4, config.wind_labels[p % 4],
                               SEASON_LABELS[p % 4] if config.seasons else None,
                               state.pile_tiles(config, p)) for p in range(PILES))
        return BoardView(tuple(columns), state.cells, piles, state.dragons, state.suits,
                         state.on_foundations, len(self.history.done))

    # --- records ---
    def to_record(self) -> dict:
        return {"game": self.config.id, "deal": self.deal, "options": {"autoplay": self.autoplay},
                "moves": [m.text() for m in self.moves]}

    @classmethod
    def from_record(cls, record: dict) -> "FoundationGame":
        """Replay a record; BadRecord if it is malformed or a move does not replay."""
        need_type(record, dict, "a foundation game record")
        game_id = record.get("game")
        if not isinstance(game_id, str) or game_id not in CONFIGS:
            raise BadRecord(f"unknown foundation game {shown(game_id)}")
        number = need_int(record.get("deal"), "the deal number")
        options = need_keys(record.get("options", {}), {"autoplay"}, "the options")
        autoplay = need_type(options.get("autoplay", True), bool, "autoplay")
        moves = need_texts(record.get("moves"), "the moves")
        game = cls(game_id, number, autoplay=autoplay)
        for i, text in enumerate(moves, 1):
            try:
                game.apply(Move.parse(text))
            except ValueError as exc:  # IllegalMove is a ValueError
                raise BadRecord(f"move {i} ({shown(text)}) does not replay: {exc}") from None
        return game


def new_engine(game_id: str, deal: int) -> FoundationGame:
    """The registry's engine: deal ``deal`` of ``game_id``, safe auto-play on."""
    return FoundationGame(game_id, deal)
