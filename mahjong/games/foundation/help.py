"""Rules pages for MahJongg FreeCell and the Sea family, in our own words.

One shared description of the foundations, plus what each game changes. Every paragraph,
heading and list item is one message of the catalogue, translated when the page is built."""

from mahjong.games.foundation.config import get_config
from mahjong.games.guided import guided_help
from mahjong.i18n import N_, _


def _foundations() -> list[str]:
    return [
        "## " + _("Goal"),
        _("Move all the tiles onto the twelve **foundations** at the top."),
        "## " + _("The foundations"),
        _("The foundations come in three sets of four piles, one set for each suit. Every pile "
          "is built upwards: first a **dragon**, then the **1 to 9** of one suit, then a **wind**.")
        + "\n- " + _("The first dragon you put on a set decides which dragon colour that set takes, and "
                     "the first 1 decides its suit. A colour or suit that one set has taken cannot start "
                     "another set.")
        + "\n- " + _("Each pile of a set is labelled with a wind, and only that wind finishes it.")
        + "\n- " + _("Tiles on the foundations stay there."),
    ]


def _rank_lock() -> str:
    return "- " + _("**Rank by rank**: a tile goes on a set only when all four piles of that set already "
                    "hold the rank below it: four dragons, then four 1s, then four 2s, and so on.")


def _play(build: str, empty: str) -> list[str]:
    return [
        "## " + _("Moving tiles"),
        _("The tableau hangs down in columns from the top row; only the tile at the bottom of a "
          "column is **available**. Put an available tile:")
        + "\n- " + _("on a foundation where it fits,")
        + "\n- " + _("into an empty **cell** (a cell holds one tile; tiles in cells are always available),")
        + "\n- " + _("or below a tile one rank higher, {build}. Winds count as rank 10 and dragons as rank 0; "
                     "honours have no suit, so a 9 of any suit may go below a wind.").format(build=build),
        _("A run at the bottom of a column that follows this rule moves as a group when your free "
          "cells could carry it one tile at a time (at most free cells + 1 tiles)."),
        # Translators: {empty} is one of "only a wind", "a wind, or a group headed by a wind", ...
        _("An empty top-row place takes {empty}.").format(empty=empty),
        "## " + _("Controls"),
        _("Drag a tile or a group, or click it and then click where it goes; possible places light "
          "up. Double-click sends a tile to its foundation (or else to a free cell), and a right "
          "click shows where a tile can go. Tiles that can never be needed in the tableau go up by "
          "themselves when auto-play is on (Options). Undo and redo as far as you like."),
        _("The hint asks the solver for the next move of a winning line; the status line says "
          "whether the position is still winnable, lost, or not yet known."),
    ]


def _levels() -> list[str]:
    return [
        "## " + _("Levels"),
        _("The deal fills the whole grid, so the game grows in **levels**. Your first moves put an "
          "available tile on top of a tile in the top row (one rank lower, different suit), which "
          "starts a new level in that column. A level then grows downward, each tile resting on a "
          "tile of the level below it, and never reaching lower than the level beneath. A tile is "
          "available when nothing lies below it on its own level and nothing lies on top of it. "
          "Levels are linked only through the top row. A tile may also move within its own column: "
          "on top of that column's top-row tile, or from one level below the bottom tile of another "
          "(a tile you pick up no longer covers the tile under it). Nothing goes below a top-row "
          "tile that has a level on top of it."),
    ]


# Translators: completes "or below a tile one rank higher, {build}."
_BUILD = {"same": N_("of the same suit"), "different": N_("of a different suit")}
# Translators: completes "An empty top-row place takes {empty}."
_EMPTY = {"wind": N_("only a wind"), "wind-group": N_("a wind, or a group headed by a wind"),
          "any": N_("any tile or group"), "season": N_("only a season")}

# What each game is, in a paragraph; everything else on its page follows from its row.
INTRODUCTIONS = {
    "mahjongg-freecell":
        N_("132 tiles fill a 16 x 8 grid, with four of them dealt to the four cells. "
           "The piles are labelled North, West, East and South."),
    "sea-winds":
        N_("128 tiles are dealt in 16 columns of 8 on a grid 10 rows deep; the other four "
           "start in four of the six cells. The piles are labelled West, North, South and East."),
    "sea-breeze":
        N_("Sea Winds without the rank-by-rank rule: any pile may run ahead of the others. "
           "128 tiles in 16 columns of 8, four in the six cells."),
    "sea-towers":
        N_("Like Sea Breeze, but an empty column takes any tile or group."),
    "sea-cell":
        N_("All 132 tiles are dealt to the tableau (four columns of 9, twelve of 8), with "
           "four empty cells; build in alternating suits."),
    "sea-level":
        N_("Sea Towers with the rank-by-rank rule of Sea Winds: 128 tiles in 16 columns of 8, "
           "four in the six cells, and an empty column takes any tile or group. The original "
           "rule sheet names Sea Level without giving its rules; this reading is ours."),
    "long-freecell":
        N_("MahJongg FreeCell with twelve seasons added (144 tiles on a 16 x 9 grid): each "
           "pile ends with a season after its wind, and a wind may go below a season."),
}


def page(game_id: str) -> str:
    """The rules page of one game of the family, in the current language."""
    config = get_config(game_id)
    foundations = _foundations()
    if config.rank_lock:
        foundations[-1] += "\n" + _rank_lock()
    parts = [_(INTRODUCTIONS[game_id]), *foundations]
    if config.levels:
        parts += _levels()
    parts += _play(_(_BUILD[config.build]), _(_EMPTY[config.empty]))
    parts += guided_help(game_id)
    return "\n\n".join(parts) + "\n"


def keys(game_id: str) -> list[tuple[str, str]]:
    """The keys of this family's games (the rules page and the keys overlay list them)."""
    return [
        (_("Arrow keys"), _("Move the cursor over the tiles that can be picked up, the columns, the "
                            "cells and the foundations")),
        (_("Enter or Space"), _("Pick up the tile under the cursor (on a deeper tile: it and the tiles "
                                "on it); with a tile held, play it where the cursor is")),
        (_("Escape"), _("Put the held tile back")),
    ]
