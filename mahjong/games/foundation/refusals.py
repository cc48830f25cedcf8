"""Why a move of MahJongg FreeCell or a Sea game is refused, in words (pure Python, no
pygame): ``illegal_reason`` names the set, pile or cell as the board labels it (a set by
its dragon colour once bound, else "Set 2"; a pile by its wind) and states the rule, e.g.
"the Green set's 2s wait until all four 1s are up" or "a wind starts an empty column".
"""

from __future__ import annotations

from mahjong.core.tiles import tile_name

from .config import BUILD_SAME, EMPTY_SEASON, EMPTY_WIND, EMPTY_WIND_GROUP, GameConfig
from .legality import free_rows, lifted, run_length, targets
from .moves import Move
from .position import PILES, RANK, SEASON_LABELS, SUIT, State, moving_tiles

COLOURS = {"RD": "Red", "GD": "Green", "WD": "White"}
SUITS = {"B": "Bamboos", "C": "Characters", "D": "Circles"}
WINDS = {"N": "North", "E": "East", "S": "South", "W": "West"}
SEASONS = {"SP": "Spring", "SU": "Summer", "AU": "Autumn", "WI": "Winter"}


def set_name(state: State, s: int) -> str:
    """A set as its label on the board reads: "the Green set", or "Set 2" while unbound."""
    dragon = state.dragons[s]
    return f"Set {s + 1}" if dragon is None else f"the {COLOURS[dragon]} set"


def pile_name(config: GameConfig, state: State, pile: int) -> str:
    """A pile by its set and its wind label: "the Green set's West pile"."""
    s, j = divmod(pile, 4)
    return f"{set_name(state, s)}'s {WINDS[config.wind_labels[j]]} pile"


def ranks(r: int) -> str:
    """The tiles of rank ``r`` in the plural: "dragons", "3s", "winds", "seasons"."""
    return {0: "dragons", 10: "winds", 11: "seasons"}.get(r, f"{r}s")


def _rule(config: GameConfig) -> str:
    return "of the same suit" if config.build == BUILD_SAME else "of another suit"


def illegal_reason(config: GameConfig, state: State, move: Move) -> str:
    """A one-line reason why ``move`` (known to be illegal) is not legal in ``state``."""
    src, n = move.src, move.count
    if src.kind == "f":
        return "tiles never come back from the foundations"
    if src.kind == "c":
        if src.index >= config.cells or state.cells[src.index] is None:
            return "that free cell is empty"
        if n > 1:
            return "only one tile at a time leaves a free cell"
    else:
        reason = _source(config, state, move)
        if reason:
            return reason
    dst, lead = move.dst, moving_tiles(state, move)[0]
    if dst.kind == "c":
        if n > 1:
            return "a free cell holds one tile, not a group"
        if dst.index >= config.cells:
            return "there is no such free cell"
        return "that free cell is taken: a free cell holds one tile"
    if dst.kind == "f":
        if n > 1:
            return "tiles go up to the foundations one at a time"
        if dst.index >= PILES:
            return "there is no such foundation pile"
        return foundation_reason(config, state, lead, dst.index)
    if dst.index >= config.columns:
        return "there is no such column"
    return _tableau(config, state, move, lead)


def _source(config: GameConfig, state: State, move: Move) -> str:
    src, n = move.src, move.count
    if src.index >= config.columns or src.level >= len(state.columns[src.index]):
        return "there is no tile there to move"
    column = state.columns[src.index]
    if free_rows(column, src.level) == 0:
        return "that tile is covered: a level lies on top of it"
    if n > run_length(config, column, src.level):
        return (f"those {n} tiles are no group: each must be one rank below the tile above it, "
                f"{_rule(config)}")
    free = state.cells.count(None)
    if n > free + 1:
        return f"a group of {n} tiles needs {n - 1} free cells to move ({free} free)"
    return ""


def held_reason(config: GameConfig, state: State, column: int, level: int, row: int) -> str:
    """Why the tile at (``column``, ``level``, ``row``) cannot be picked up: covered by a
    level, buried under tiles that are no group, or heading a group too long to move."""
    tiles = state.columns[column][level]
    free = free_rows(state.columns[column], level)
    if row < len(tiles) - free:
        return "that tile is covered: a level lies on top of it"
    carried = len(tiles) - row
    if carried > run_length(config, state.columns[column], level):
        below = "tile below it" if carried == 2 else f"{carried - 1} tiles below it"
        return (f"that tile is buried: the {below} must move first, unless they build down "
                f"from it one rank at a time, {_rule(config)}")
    cells = state.cells.count(None)
    return f"a group of {carried} tiles needs {carried - 1} free cells to move ({cells} free)"


def foundation_reason(config: GameConfig, state: State, tile: str, pile: int) -> str:
    """Why ``tile`` may not go on foundation ``pile`` now."""
    s, j = divmod(pile, 4)
    r, suit, height = RANK[tile], SUIT[tile], state.heights[pile]
    the_set, the_pile = set_name(state, s), pile_name(config, state, pile)
    dragon, bound = state.dragons[s], state.suits[s]
    if r == 0:
        if dragon is not None and dragon != tile:
            return f"{the_set} takes only {COLOURS[dragon]} dragons"
        if dragon is None and tile in state.dragons:
            return f"the {COLOURS[tile]} dragons have their own set"
    elif dragon is None:
        return f"{the_set} starts with a dragon"
    elif height == 0:
        missing = sum(1 for h in state.heights[4 * s:4 * s + 4] if h == 0)
        many = "a dragon" if missing == 1 else f"{missing} {COLOURS[dragon]} dragons"
        return f"{the_pile} starts with a {COLOURS[dragon]} dragon ({the_set} still needs {many})"
    elif r <= 9:
        if bound is not None and bound != suit:
            assert suit is not None, "a tile of rank 1-9 has a suit"
            return f"{the_set} builds {SUITS[bound]}, not {SUITS[suit]}"
        if bound is None and r > 1:
            return f"{the_set} has no suit yet: a 1 comes first"
        if bound is None and suit in state.suits:
            assert suit is not None, "a tile of rank 1-9 has a suit"
            return f"{SUITS[suit]} are built on {set_name(state, state.suits.index(suit))}"
    if config.rank_lock and min(state.heights[4 * s:4 * s + 4]) < r:
        return f"{the_set}'s {ranks(r)} wait until all four {ranks(r - 1)} are up"
    top = 12 if config.seasons else 11
    if height >= top:
        return f"{the_pile} is complete"
    if height != r:
        wanted = {0: "a dragon", 10: "its wind", 11: "its season"}.get(height, f"a {height}")
        return f"{the_pile} takes {wanted} next"
    if r == 10 and config.wind_labels[j] != tile:
        return f"{the_pile} takes only the {WINDS[config.wind_labels[j]]} wind"
    if r == 11 and SEASON_LABELS[j] != tile:
        return f"{the_pile} takes only {SEASONS[SEASON_LABELS[j]]}"
    return f"{tile_name(tile)} cannot go on {the_pile} now"


def _tableau(config: GameConfig, state: State, move: Move, lead: str) -> str:
    src, dst, n = move.src, move.dst, move.count
    column = state.columns[dst.index]
    if src.kind == "t" and dst.index == src.index:
        column = lifted(column, src.level, n)
    for k, anchor, room in targets(config, column):
        if k != dst.level:
            continue
        if n > room:
            break
        if anchor is None:
            return _empty_space(config, lead, n)
        return build_reason(config, lead, anchor, on_top=k == len(column))
    if not column:
        return "an empty column starts in its top row"
    if not config.levels and dst.level > 0:
        return "this game has no levels: tiles go below a column's bottom tile"
    if dst.level < len(column) and free_rows(column, dst.level) > 0:   # the level is full
        if dst.level == 0:
            return f"no room: nothing goes below the grid's last row (row {config.rows})"
        return "a level never reaches further down than the level under it"
    if dst.level < len(column):
        if len(column[dst.level]) == 1:
            return "nothing goes below a top-row tile that has a level on top of it"
        return "that tile is covered by the level on top of it"
    return "a new level starts on top of the top-row tile of a column's top level"


def _empty_space(config: GameConfig, lead: str, n: int) -> str:
    if config.empty == EMPTY_WIND:
        return "a wind starts an empty column, alone" if RANK[lead] == 10 else "a wind starts an empty column"
    if config.empty == EMPTY_SEASON:
        return "a season starts an empty column, alone" if RANK[lead] == 11 else "a season starts an empty column"
    assert config.empty == EMPTY_WIND_GROUP, "any tile may start an empty column otherwise"
    return "a wind, or a group headed by a wind, starts an empty column"


def build_reason(config: GameConfig, lower: str, upper: str, on_top: bool = False) -> str:
    """Why ``lower`` may not be built below ``upper`` (or on top of it, in the top row)."""
    where = f"on top of {tile_name(upper)}" if on_top else f"below {tile_name(upper)}"
    r = RANK[upper]
    if r == 0:
        return f"nothing goes {where}: dragons are the lowest rank"
    if r == 1:
        return f"only a dragon goes {where}"
    if r == 10:
        return f"only a 9 goes {where}"
    if r == 11:
        return f"only a wind goes {where}"
    return f"only a {r - 1} {_rule(config)} goes {where}"
