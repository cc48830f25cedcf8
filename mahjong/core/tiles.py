"""The classic mahjong tiles and their text codes, shared by every game.

Codes follow shared/spec/card-free-american.md and extend it for the solitaire bonus tiles:

- ``1B``..``9B`` bamboos, ``1C``..``9C`` characters, ``1D``..``9D`` circles (dots)
- ``N`` ``E`` ``S`` ``W`` winds; ``RD`` ``GD`` ``WD`` red, green and white dragons
- ``F1``..``F4`` the four flowers (plum, orchid, chrysanthemum, bamboo)
- ``SP`` ``SU`` ``AU`` ``WI`` the four seasons (spring, summer, autumn, winter)
- ``F`` the American set's interchangeable flower, ``J`` the joker
"""

from __future__ import annotations

from mahjong.i18n import N_, _

SUITS = ("B", "C", "D")
SUIT_NAMES = {"B": "Bamboo", "C": "Characters", "D": "Circles"}
WINDS = ("N", "E", "S", "W")
WIND_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
DRAGONS = ("RD", "GD", "WD")
# Translators: tile names: use the names players of your language give these tiles
DRAGON_NAMES = {"RD": N_("Red Dragon"), "GD": N_("Green Dragon"), "WD": N_("White Dragon")}
FLOWERS = ("F1", "F2", "F3", "F4")
# Translators: the four flower tiles (plum, orchid, chrysanthemum and bamboo blossoms), not the suits
FLOWER_NAMES = {"F1": N_("Plum"), "F2": N_("Orchid"), "F3": N_("Chrysanthemum"), "F4": N_("Bamboo")}
SEASONS = ("SP", "SU", "AU", "WI")
# Translators: the four season tiles
SEASON_NAMES = {"SP": N_("Spring"), "SU": N_("Summer"), "AU": N_("Autumn"), "WI": N_("Winter")}
# Translators: a suited tile's name, {rank} its number from 1 to 9 (as players of your language say it)
SUITED_TILE_NAMES = {"B": N_("{rank} Bamboo"), "C": N_("{rank} Characters"), "D": N_("{rank} Circles")}
# Translators: the wind tiles' names
WIND_TILE_NAMES = {"N": N_("North Wind"), "E": N_("East Wind"), "S": N_("South Wind"), "W": N_("West Wind")}
AMERICAN_FLOWER = "F"
JOKER = "J"

SUITED = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10))
HONOURS = WINDS + DRAGONS
CLASSIC_KINDS = SUITED + HONOURS + FLOWERS + SEASONS  # 42 distinct faces
ALL_CODES = CLASSIC_KINDS + (AMERICAN_FLOWER, JOKER)


def is_suited(code: str) -> bool:
    return len(code) == 2 and code[0].isdigit() and code[1] in SUITS


def suit_of(code: str) -> str | None:
    """'B', 'C' or 'D' for a suited tile, else None."""
    return code[1] if is_suited(code) else None


def rank_of(code: str) -> int | None:
    """1..9 for a suited tile, else None."""
    return int(code[0]) if is_suited(code) else None


def classic_set() -> list[str]:
    """The 144-tile solitaire set: four of each suited tile, wind and dragon, one of
    each flower and season."""
    tiles = [code for code in SUITED + HONOURS for _ in range(4)]
    return tiles + list(FLOWERS) + list(SEASONS)


def tile_name(code: str) -> str:
    """A readable name in the player's language: '3 Bamboo', 'East Wind', 'Red Dragon',
    'Plum', 'Joker'."""
    if is_suited(code):
        return _(SUITED_TILE_NAMES[code[1]]).format(rank=code[0])
    for table in (WIND_TILE_NAMES, DRAGON_NAMES, FLOWER_NAMES, SEASON_NAMES):
        if code in table:
            return _(table[code])
    if code == AMERICAN_FLOWER:
        # Translators: the American set's flower tile (any flower)
        return _("Flower")
    if code == JOKER:
        return _("Joker")
    raise ValueError(f"unknown tile code {code!r}")
