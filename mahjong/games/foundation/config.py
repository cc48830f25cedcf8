"""The rules configuration of MahJongg FreeCell and the Sea family: one row per game.

Each row is the corresponding row of the table in shared/spec/foundation-games.md; the
engine (rules.py) and the solver (solver.py) read nothing else about a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.i18n import N_, _

# How a column's empty top-row space may be filled.
EMPTY_WIND = "wind"              # a single wind tile
EMPTY_WIND_GROUP = "wind-group"  # a wind, or a group headed by a wind
EMPTY_ANY = "any"                # any tile or group
EMPTY_SEASON = "season"          # a single season tile

BUILD_DIFFERENT = "different"    # one rank lower, different suit
BUILD_SAME = "same"              # one rank lower, same suit


@dataclass(frozen=True)
class GameConfig:
    id: str
    name: str                        # the game's display name (written here only)
    description: str                 # its one line in the menu
    columns: int                     # grid width
    rows: int                        # grid height: no column grows past this row
    dealt: tuple[int, ...]           # tiles dealt to each column at the start
    cells: int                       # number of cells
    cells_dealt: int                 # cells that receive one tile at the start
    build: str                       # BUILD_DIFFERENT or BUILD_SAME
    empty: str                       # one of the EMPTY_* rules
    rank_lock: bool                  # a rank goes on a set only when its 4 piles hold the rank below
    levels: bool                     # tiles may be played on top of top-row tiles
    wind_labels: tuple[str, ...]     # wind of each pile of a set, left to right
    seasons: bool = False            # Long FreeCell: 12 seasons (rank 11) end the piles

    @property
    def tiles(self) -> int:
        """Tiles in the game: 132, or 144 with seasons."""
        return 144 if self.seasons else 132


def _config(id: str, name: str, description: str, rows: int, dealt: tuple[int, ...], cells: int,
            cells_dealt: int, build: str, empty: str, rank_lock: bool, levels: bool, labels: str,
            seasons: bool = False) -> GameConfig:
    config = GameConfig(id, name, description, 16, rows, dealt, cells, cells_dealt, build, empty,
                        rank_lock, levels, tuple(labels), seasons)
    assert len(dealt) == 16 and sum(dealt) + cells_dealt == config.tiles, id
    return config


_MJF, _SEA = "NWES", "WNSE"

CONFIGS: dict[str, GameConfig] = {c.id: c for c in (
    _config("mahjongg-freecell", N_("MahJongg FreeCell"),
            N_("Dragon to wind on twelve piles; stack new levels."),
            8, (8,) * 16, 4, 4,
            BUILD_DIFFERENT, EMPTY_WIND, True, True, _MJF),
    _config("sea-winds", N_("Sea Winds"),
            N_("Build down in suit; piles climb rank by rank."),
            10, (8,) * 16, 6, 4,
            BUILD_SAME, EMPTY_WIND_GROUP, True, False, _SEA),
    _config("sea-breeze", N_("Sea Breeze"),
            N_("Sea Winds, but each pile may race ahead."),
            10, (8,) * 16, 6, 4,
            BUILD_SAME, EMPTY_WIND_GROUP, False, False, _SEA),
    _config("sea-towers", N_("Sea Towers"),
            N_("Build in suit; any tile may fill an empty column."),
            10, (8,) * 16, 6, 4,
            BUILD_SAME, EMPTY_ANY, False, False, _SEA),
    _config("sea-cell", N_("Sea Cell"),
            N_("All 132 tiles dealt; build in alternating suits."),
            9, (9,) * 4 + (8,) * 12, 4, 0,
            BUILD_DIFFERENT, EMPTY_ANY, False, False, _SEA),
    _config("sea-level", N_("Sea Level"),
            N_("Sea Towers, but the piles climb rank by rank."),
            10, (8,) * 16, 6, 4,
            BUILD_SAME, EMPTY_ANY, True, False, _SEA),
    _config("long-freecell", N_("Long FreeCell"),
            N_("MahJongg FreeCell with seasons: 144 tiles."),
            9, (9,) * 16, 4, 0,
            BUILD_DIFFERENT, EMPTY_SEASON, True, True, _MJF, seasons=True),
)}


def get_config(game_id: str) -> GameConfig:
    """The configuration of a game id; ValueError for an unknown id."""
    try:
        return CONFIGS[game_id]
    except KeyError:
        raise ValueError(_("unknown foundation game {game}; choose from {games}").format(
            game=repr(game_id), games=", ".join(CONFIGS))) from None
