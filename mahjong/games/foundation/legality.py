"""What the rules of MahJongg FreeCell and the Sea family allow in a position (pure Python,
no pygame): the suit rule (``builds``), the tableau's free tiles, runs and targets, the
foundation piles a tile may go on, the safe auto-plays and every legal move (why a move
is illegal, in words, is refusals.py's). Positions are position.py's ``State``.
"""

from __future__ import annotations

from mahjong.core.tiles import SUITS

from .config import BUILD_SAME, EMPTY_ANY, EMPTY_SEASON, EMPTY_WIND, EMPTY_WIND_GROUP, GameConfig
from .moves import Move, Spot
from .position import RANK, SEASON_LABELS, SUIT, State, play

Column = tuple[tuple[str, ...], ...]  # a column's levels, each its tiles top row first


def builds(config: GameConfig, lower: str, upper: str) -> bool:
    """May ``lower`` be built below (or on top of) ``upper``? One rank lower; the suit rule
    is tested only when both tiles are suited."""
    if RANK[lower] != RANK[upper] - 1:
        return False
    a, b = SUIT[lower], SUIT[upper]
    if a is None or b is None:
        return True
    return (a == b) == (config.build == BUILD_SAME)


def free_rows(column: Column, level: int) -> int:
    """Tiles at the bottom of a level with nothing on top of them (0 if none)."""
    above = len(column[level + 1]) if level + 1 < len(column) else 0
    return len(column[level]) - above


def run_length(config: GameConfig, column: Column, level: int) -> int:
    """The longest run, built down by the suit rule, at the uncovered bottom of a level."""
    free = free_rows(column, level)
    tiles = column[level]
    m = 1 if free > 0 else 0
    while m < free and builds(config, tiles[-m], tiles[-m - 1]):
        m += 1
    return m


def targets(config: GameConfig, column: Column) -> list[tuple[int, str | None, int]]:
    """Where tiles may be put in a column: (level, tile to build below or on top of, or None
    for the empty top-row space, room in tiles)."""
    if not column:
        return [(0, None, config.rows)]
    out: list[tuple[int, str | None, int]] = []
    for k, tiles in enumerate(column):
        n = len(tiles)
        room = config.rows - n if k == 0 else len(column[k - 1]) - n
        if room > 0 and free_rows(column, k) > 0:
            out.append((k, tiles[-1], room))
    if config.levels:
        out.append((len(column), column[-1][0], len(column[-1])))
    return out


def lifted(column: Column, level: int, count: int) -> Column:
    """``column`` with the bottom ``count`` tiles of ``level`` picked up (a level left empty
    is gone). A move within a column is judged on this: the tiles it uncovers may take it."""
    rest = column[level][:-count]
    return column[:level] + ((rest,) if rest else ()) + column[level + 1:]


def own_column_targets(config: GameConfig, column: Column, level: int, count: int
                       ) -> list[tuple[int, str, int]]:
    """Where ``count`` tiles from the bottom of ``level`` may go in their own column (level
    games): below another level's bottom tile, or on top of the top-row tile as a new
    level, judged on the column with the tiles picked up (``lifted``). Putting them back
    where they were is no move. (level, tile built below or on top of, room)."""
    rest = lifted(column, level, count)
    return [(k, anchor, room) for k, anchor, room in targets(config, rest)
            if k != level and anchor is not None and count <= room]


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
    # rank of the tile built on -> [(column, level, tile, room)]
    by_rank: dict[int, list[tuple[int, int, str, int]]] = {}
    empty: list[tuple[int, int]] = []
    for c, column in enumerate(state.columns):
        if not column:
            if all_twins or not empty:
                empty.append((c, config.rows))
            continue
        for k, anchor, room in targets(config, column):
            assert anchor is not None, "a column holding tiles is built on a tile"
            by_rank.setdefault(RANK[anchor], []).append((c, k, anchor, room))
    moves: list[Move] = []
    sources: list[tuple[Spot, tuple[str, ...]]] = [(Spot("c", i), (t,)) for i, t in enumerate(state.cells)
                                                   if t is not None]
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
            if config.levels and src.kind == "t":
                moves.extend(Move(src, Spot("t", col, k), n)
                             for k, anchor, _ in own_column_targets(config, state.columns[col], src.level, n)
                             if builds(config, lead, anchor))
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
