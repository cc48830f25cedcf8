"""The Stones family's menu entries: Small Stones, Tiny Pebbles, MahJongg Stones and
Free Stones. ``games.load`` names attributes, so each game's help page and preview get
a constant here (ids with dashes cannot be dictionary keys in a reference)."""

from __future__ import annotations

from mahjong import games
from mahjong.games.stones.help import HELP

HELP_SMALL_STONES = HELP["small-stones"]
HELP_TINY_PEBBLES = HELP["tiny-pebbles"]
HELP_MAHJONGG_STONES = HELP["mahjongg-stones"]
HELP_FREE_STONES = HELP["free-stones"]

_ENTRIES = (
    ("small-stones", "Small Stones", "50 stones on a 10 x 7 board: match every neighbour.",
     "HELP_SMALL_STONES", "small_stones"),
    ("tiny-pebbles", "Tiny Pebbles", "A quick game: 32 stones on an 8 x 6 board.",
     "HELP_TINY_PEBBLES", "tiny_pebbles"),
    ("mahjongg-stones", "MahJongg Stones", "The full set: 72 stones on a 12 x 8 board.",
     "HELP_MAHJONGG_STONES", "mahjongg_stones"),
    ("free-stones", "Free Stones", "MahJongg Stones where a stone may also stand alone.",
     "HELP_FREE_STONES", "free_stones"),
)

for _id, _name, _description, _help, _preview in _ENTRIES:
    games.register(games.GameInfo(
        id=_id, name=_name, description=_description,
        scene="mahjong.games.stones.scene:StonesScene",
        help=f"mahjong.games.stones.registry:{_help}",
        preview=f"mahjong.games.stones.preview:{_preview}",
        ranking="score", family="Stones"))
