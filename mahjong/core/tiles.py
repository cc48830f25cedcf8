"""The classic mahjong tiles and their text codes, shared by every game.

Codes follow shared/spec/card-free-american.md and extend it for the solitaire bonus tiles:

- ``1B``..``9B`` bamboos, ``1C``..``9C`` characters, ``1D``..``9D`` circles (dots)
- ``N`` ``E`` ``S`` ``W`` winds; ``RD`` ``GD`` ``WD`` red, green and white dragons
- ``F1``..``F4`` the four flowers (plum, orchid, chrysanthemum, bamboo)
- ``SP`` ``SU`` ``AU`` ``WI`` the four seasons (spring, summer, autumn, winter)
- ``F`` the American set's interchangeable flower, ``J`` the joker
"""

from __future__ import annotations

SUITS = ("B", "C", "D")
SUIT_NAMES = {"B": "Bamboo", "C": "Characters", "D": "Circles"}
WINDS = ("N", "E", "S", "W")
WIND_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
DRAGONS = ("RD", "GD", "WD")
DRAGON_NAMES = {"RD": "Red Dragon", "GD": "Green Dragon", "WD": "White Dragon"}
FLOWERS = ("F1", "F2", "F3", "F4")
FLOWER_NAMES = {"F1": "Plum", "F2": "Orchid", "F3": "Chrysanthemum", "F4": "Bamboo"}
SEASONS = ("SP", "SU", "AU", "WI")
SEASON_NAMES = {"SP": "Spring", "SU": "Summer", "AU": "Autumn", "WI": "Winter"}
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
    """A readable name: '3 Bamboo', 'East Wind', 'Red Dragon', 'Plum', 'Joker'."""
    if is_suited(code):
        return f"{code[0]} {SUIT_NAMES[code[1]]}"
    for table, suffix in ((WIND_NAMES, " Wind"), (DRAGON_NAMES, ""), (FLOWER_NAMES, ""), (SEASON_NAMES, "")):
        if code in table:
            return table[code] + suffix
    if code == AMERICAN_FLOWER:
        return "Flower"
    if code == JOKER:
        return "Joker"
    raise ValueError(f"unknown tile code {code!r}")
