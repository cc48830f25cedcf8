"""Tile names in words for the Card Free table's screens: '9 Bam', 'Red Dragon',
'North', 'Flower', 'Joker' (never the codes 9B, RD, N, F, J)."""

from __future__ import annotations

from collections.abc import Iterable

_SUITS = {"B": "Bam", "C": "Crak", "D": "Dot"}
_OTHERS = {"N": "North", "E": "East", "W": "West", "S": "South", "RD": "Red Dragon", "GD": "Green Dragon",
           "WD": "White Dragon", "F": "Flower", "J": "Joker"}


def tile_word(code: str) -> str:
    """The tile ``code`` in words; ValueError for a code that is no tile."""
    if len(code) == 2 and code[0] in "123456789" and code[1] in _SUITS:
        return f"{code[0]} {_SUITS[code[1]]}"
    if code in _OTHERS:
        return _OTHERS[code]
    raise ValueError(f"no tile has the code {code!r}")


def tiles_words(codes: Iterable[str]) -> str:
    """'9 Bam, 8 Bam and North'; 'nothing' for none."""
    words = [tile_word(c) for c in codes]
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
