"""Menu entries of MahJongg FreeCell and the Sea family (one engine, six configurations)."""

from mahjong.games import GameInfo, register
from mahjong.games.foundation.help import HELP

_SCENE = "mahjong.games.foundation.scene:FoundationScene"
_FAMILY = "FreeCell & Sea"

# The registry names help pages as module attributes; the page dict is keyed by game id.
MAHJONGG_FREECELL_HELP = HELP["mahjongg-freecell"]
SEA_WINDS_HELP = HELP["sea-winds"]
SEA_BREEZE_HELP = HELP["sea-breeze"]
SEA_TOWERS_HELP = HELP["sea-towers"]
SEA_CELL_HELP = HELP["sea-cell"]
LONG_FREECELL_HELP = HELP["long-freecell"]

_ENTRIES = (
    ("mahjongg-freecell", "MahJongg FreeCell",
     "Dragon to wind on twelve piles; stack new levels.", "MAHJONGG_FREECELL_HELP"),
    ("sea-winds", "Sea Winds",
     "Build down in suit; piles climb rank by rank.", "SEA_WINDS_HELP"),
    ("sea-breeze", "Sea Breeze",
     "Sea Winds, but each pile may race ahead.", "SEA_BREEZE_HELP"),
    ("sea-towers", "Sea Towers",
     "Build in suit; any tile may fill an empty column.", "SEA_TOWERS_HELP"),
    ("sea-cell", "Sea Cell",
     "All 132 tiles dealt; build in alternating suits.", "SEA_CELL_HELP"),
    ("long-freecell", "Long FreeCell",
     "MahJongg FreeCell with seasons: 144 tiles.", "LONG_FREECELL_HELP"),
)

for _id, _name, _description, _help in _ENTRIES:
    register(GameInfo(_id, _name, _description, _SCENE, f"{__name__}:{_help}",
                      f"mahjong.games.foundation.preview:{_id.replace('-', '_')}",
                      ranking="time", family=_FAMILY))
