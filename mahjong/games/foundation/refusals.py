"""Why a move of MahJongg FreeCell or a Sea game is refused, in words (pure Python, no
pygame): ``illegal_reason`` names the set, pile or cell as the board labels it (a set by
its dragon colour once bound, else "Set 2"; a pile by its wind) and states the rule, e.g.
"the Green set's 2s wait until all four 1s are up" or "a wind starts an empty column".
"""

from __future__ import annotations

from mahjong.core.tiles import tile_name
from mahjong.i18n import N_, _, ngettext

from .config import BUILD_SAME, EMPTY_SEASON, EMPTY_WIND, EMPTY_WIND_GROUP, GameConfig
from .legality import free_rows, lifted, run_length, targets
from .moves import Move
from .position import PILES, RANK, SEASON_LABELS, SUIT, State, moving_tiles

# Whole phrases per dragon, suit, wind and season (marked here, translated where used), so
# that each language can make its words agree; the board labels a bound set by its colour.
# Translators: a set of foundation piles, named by the colour of its dragon as the board labels it
SET_NAMES = {"RD": N_("the Red set"), "GD": N_("the Green set"), "WD": N_("the White set")}
DRAGONS = {"RD": N_("Red dragons"), "GD": N_("Green dragons"), "WD": N_("White dragons")}
THE_DRAGONS = {"RD": N_("the Red dragons"), "GD": N_("the Green dragons"), "WD": N_("the White dragons")}
A_DRAGON = {"RD": N_("a Red dragon"), "GD": N_("a Green dragon"), "WD": N_("a White dragon")}
# Translators: the three suits, in the plural (tiles of that suit)
SUITS = {"B": N_("Bamboos"), "C": N_("Characters"), "D": N_("Circles")}
# Translators: {set} is a set's name ("the Green set" or "Set 2"); the pile is named by its wind
PILES_BY_WIND = {"N": N_("{set}'s North pile"), "E": N_("{set}'s East pile"),
                 "S": N_("{set}'s South pile"), "W": N_("{set}'s West pile")}
# Translators: the wind tile that ends a foundation pile
THE_WINDS = {"N": N_("the North wind"), "E": N_("the East wind"), "S": N_("the South wind"), "W": N_("the West wind")}
# Translators: the season tiles (Long FreeCell ends each pile with one)
SEASONS = {"SP": N_("Spring"), "SU": N_("Summer"), "AU": N_("Autumn"), "WI": N_("Winter")}


def _dragons_count(dragon: str, n: int) -> str:
    """``n`` dragons of one colour: "3 Red dragons"."""
    if dragon == "RD":
        text = ngettext("{count} Red dragon", "{count} Red dragons", n)
    elif dragon == "GD":
        text = ngettext("{count} Green dragon", "{count} Green dragons", n)
    else:
        text = ngettext("{count} White dragon", "{count} White dragons", n)
    return text.format(count=n)


def set_name(state: State, s: int) -> str:
    """A set as its label on the board reads: "the Green set", or "Set 2" while unbound."""
    dragon = state.dragons[s]
    return _("Set {number}").format(number=s + 1) if dragon is None else _(SET_NAMES[dragon])


def pile_name(config: GameConfig, state: State, pile: int) -> str:
    """A pile by its set and its wind label: "the Green set's West pile"."""
    s, j = divmod(pile, 4)
    return _(PILES_BY_WIND[config.wind_labels[j]]).format(set=set_name(state, s))


def _rank_wait(the_set: str, r: int) -> str:
    """Rank by rank: "the Green set's 2s wait until all four 1s are up"."""
    if r == 1:
        return _("{set}'s 1s wait until all four dragons are up").format(set=the_set)
    if r == 10:
        return _("{set}'s winds wait until all four 9s are up").format(set=the_set)
    if r == 11:
        return _("{set}'s seasons wait until all four winds are up").format(set=the_set)
    # Translators: {rank} and {below} are numbers 2-9 and 1-8: "the Green set's 3s wait until all four 2s are up"
    return _("{set}'s {rank}s wait until all four {below}s are up").format(set=the_set, rank=r, below=r - 1)


def illegal_reason(config: GameConfig, state: State, move: Move) -> str:
    """A one-line reason why ``move`` (known to be illegal) is not legal in ``state``."""
    src, n = move.src, move.count
    if src.kind == "f":
        return _("tiles never come back from the foundations")
    if src.kind == "c":
        if src.index >= config.cells or state.cells[src.index] is None:
            return _("that free cell is empty")
        if n > 1:
            return _("only one tile at a time leaves a free cell")
    else:
        reason = _source(config, state, move)
        if reason:
            return reason
    dst, lead = move.dst, moving_tiles(state, move)[0]
    if dst.kind == "c":
        if n > 1:
            return _("a free cell holds one tile, not a group")
        if dst.index >= config.cells:
            return _("there is no such free cell")
        return _("that free cell is taken: a free cell holds one tile")
    if dst.kind == "f":
        if n > 1:
            return _("tiles go up to the foundations one at a time")
        if dst.index >= PILES:
            return _("there is no such foundation pile")
        return foundation_reason(config, state, lead, dst.index)
    if dst.index >= config.columns:
        return _("there is no such column")
    return _tableau(config, state, move, lead)


def _no_group(config: GameConfig, n: int) -> str:
    if config.build == BUILD_SAME:
        return ngettext("those {count} tiles are no group: each must be one rank below the tile above it, "
                        "of the same suit",
                        "those {count} tiles are no group: each must be one rank below the tile above it, "
                        "of the same suit", n).format(count=n)
    return ngettext("those {count} tiles are no group: each must be one rank below the tile above it, "
                    "of another suit",
                    "those {count} tiles are no group: each must be one rank below the tile above it, "
                    "of another suit", n).format(count=n)


def _group_needs(n: int, free: int) -> str:
    """A group of ``n`` tiles needs ``n - 1`` free cells, and ``free`` are free."""
    # Translators: {cells} is {count} - 1; {free} is how many free cells there are now
    return ngettext("a group of {count} tiles needs {cells} free cells to move ({free} free)",
                    "a group of {count} tiles needs {cells} free cells to move ({free} free)",
                    n).format(count=n, cells=n - 1, free=free)


def _source(config: GameConfig, state: State, move: Move) -> str:
    src, n = move.src, move.count
    if src.index >= config.columns or src.level >= len(state.columns[src.index]):
        return _("there is no tile there to move")
    column = state.columns[src.index]
    if free_rows(column, src.level) == 0:
        return _("that tile is covered: a level lies on top of it")
    if n > run_length(config, column, src.level):
        return _no_group(config, n)
    free = state.cells.count(None)
    if n > free + 1:
        return _group_needs(n, free)
    return ""


def held_reason(config: GameConfig, state: State, column: int, level: int, row: int) -> str:
    """Why the tile at (``column``, ``level``, ``row``) cannot be picked up: covered by a
    level, buried under tiles that are no group, or heading a group too long to move."""
    tiles = state.columns[column][level]
    free = free_rows(state.columns[column], level)
    if row < len(tiles) - free:
        return _("that tile is covered: a level lies on top of it")
    carried = len(tiles) - row
    if carried > run_length(config, state.columns[column], level):
        if config.build == BUILD_SAME:
            text = ngettext("that tile is buried: the tile below it must move first, unless they build "
                            "down from it one rank at a time, of the same suit",
                            "that tile is buried: the {count} tiles below it must move first, unless they "
                            "build down from it one rank at a time, of the same suit", carried - 1)
        else:
            text = ngettext("that tile is buried: the tile below it must move first, unless they build "
                            "down from it one rank at a time, of another suit",
                            "that tile is buried: the {count} tiles below it must move first, unless they "
                            "build down from it one rank at a time, of another suit", carried - 1)
        return text.format(count=carried - 1)
    return _group_needs(carried, state.cells.count(None))


def foundation_reason(config: GameConfig, state: State, tile: str, pile: int) -> str:
    """Why ``tile`` may not go on foundation ``pile`` now."""
    s, j = divmod(pile, 4)
    r, suit, height = RANK[tile], SUIT[tile], state.heights[pile]
    the_set, the_pile = set_name(state, s), pile_name(config, state, pile)
    dragon, bound = state.dragons[s], state.suits[s]
    if r == 0:
        if dragon is not None and dragon != tile:
            return _("{set} takes only {dragons}").format(set=the_set, dragons=_(DRAGONS[dragon]))
        if dragon is None and tile in state.dragons:
            return _("{dragons} have their own set").format(dragons=_(THE_DRAGONS[tile]))
    elif dragon is None:
        return _("{set} starts with a dragon").format(set=the_set)
    elif height == 0:
        missing = sum(1 for h in state.heights[4 * s:4 * s + 4] if h == 0)
        if missing == 1:
            return _("{pile} starts with {dragon} ({set} still needs a dragon)").format(
                pile=the_pile, dragon=_(A_DRAGON[dragon]), set=the_set)
        # Translators: {dragons} is a count of dragons of one colour: "3 Red dragons"
        return _("{pile} starts with {dragon} ({set} still needs {dragons})").format(
            pile=the_pile, dragon=_(A_DRAGON[dragon]), set=the_set, dragons=_dragons_count(dragon, missing))
    elif r <= 9:
        if bound is not None and bound != suit:
            assert suit is not None, "a tile of rank 1-9 has a suit"
            # Translators: {suit} and {other} are suits in the plural: "the Green set builds Circles, not Bamboos"
            return _("{set} builds {suit}, not {other}").format(set=the_set, suit=_(SUITS[bound]),
                                                                 other=_(SUITS[suit]))
        if bound is None and r > 1:
            return _("{set} has no suit yet: a 1 comes first").format(set=the_set)
        if bound is None and suit in state.suits:
            assert suit is not None, "a tile of rank 1-9 has a suit"
            return _("{suit} are built on {set}").format(suit=_(SUITS[suit]),
                                                         set=set_name(state, state.suits.index(suit)))
    if config.rank_lock and min(state.heights[4 * s:4 * s + 4]) < r:
        return _rank_wait(the_set, r)
    top = 12 if config.seasons else 11
    if height >= top:
        return _("{pile} is complete").format(pile=the_pile)
    if height != r:
        return _takes_next(the_pile, height)
    if r == 10 and config.wind_labels[j] != tile:
        return _("{pile} takes only {wind}").format(pile=the_pile, wind=_(THE_WINDS[config.wind_labels[j]]))
    if r == 11 and SEASON_LABELS[j] != tile:
        # Translators: {season} is a season tile's name: Spring, Summer, Autumn or Winter
        return _("{pile} takes only {season}").format(pile=the_pile, season=_(SEASONS[SEASON_LABELS[j]]))
    return _("{tile} cannot go on {pile} now").format(tile=tile_name(tile), pile=the_pile)


def _takes_next(the_pile: str, height: int) -> str:
    """What a pile of ``height`` tiles takes next (a tile of rank ``height``)."""
    if height == 0:
        return _("{pile} takes a dragon next").format(pile=the_pile)
    if height == 10:
        return _("{pile} takes its wind next").format(pile=the_pile)
    if height == 11:
        return _("{pile} takes its season next").format(pile=the_pile)
    # Translators: {rank} is a number 1-9 (a suited tile of that rank)
    return _("{pile} takes a {rank} next").format(pile=the_pile, rank=height)


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
        return _("an empty column starts in its top row")
    if not config.levels and dst.level > 0:
        return _("this game has no levels: tiles go below a column's bottom tile")
    if dst.level < len(column) and free_rows(column, dst.level) > 0:   # the level is full
        if dst.level == 0:
            return _("no room: nothing goes below the grid's last row (row {row})").format(row=config.rows)
        return _("a level never reaches further down than the level under it")
    if dst.level < len(column):
        if len(column[dst.level]) == 1:
            return _("nothing goes below a top-row tile that has a level on top of it")
        return _("that tile is covered by the level on top of it")
    return _("a new level starts on top of the top-row tile of a column's top level")


def _empty_space(config: GameConfig, lead: str, n: int) -> str:
    if config.empty == EMPTY_WIND:
        return _("a wind starts an empty column, alone") if RANK[lead] == 10 else _("a wind starts an empty column")
    if config.empty == EMPTY_SEASON:
        return (_("a season starts an empty column, alone") if RANK[lead] == 11
                else _("a season starts an empty column"))
    assert config.empty == EMPTY_WIND_GROUP, "any tile may start an empty column otherwise"
    return _("a wind, or a group headed by a wind, starts an empty column")


def build_reason(config: GameConfig, lower: str, upper: str, on_top: bool = False) -> str:
    """Why ``lower`` may not be built below ``upper`` (or on top of it, in the top row)."""
    r, tile = RANK[upper], tile_name(upper)
    if r == 0:
        text = (_("nothing goes on top of {tile}: dragons are the lowest rank") if on_top
                else _("nothing goes below {tile}: dragons are the lowest rank"))
    elif r == 1:
        text = _("only a dragon goes on top of {tile}") if on_top else _("only a dragon goes below {tile}")
    elif r == 10:
        text = _("only a 9 goes on top of {tile}") if on_top else _("only a 9 goes below {tile}")
    elif r == 11:
        text = _("only a wind goes on top of {tile}") if on_top else _("only a wind goes below {tile}")
    elif config.build == BUILD_SAME:
        # Translators: {rank} is a number 1-8; {tile} a tile's name
        text = (_("only a {rank} of the same suit goes on top of {tile}") if on_top
                else _("only a {rank} of the same suit goes below {tile}"))
    else:
        text = (_("only a {rank} of another suit goes on top of {tile}") if on_top
                else _("only a {rank} of another suit goes below {tile}"))
    return text.format(tile=tile, rank=r - 1)
