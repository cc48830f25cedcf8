"""The American Mah Jongg tile set and its text codes (shared/spec/card-free-american.md).

Every tile kind has a compact index, used by the hand engine for count arrays:
0..8 Bams 1-9, 9..17 Craks 1-9, 18..26 Dots 1-9, 27..30 winds N E W S,
31..33 dragons RD GD WD, 34 flower, 35 joker.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "BCD"
SUIT_NAMES = ("Bams", "Craks", "Dots")
WINDS = ("N", "E", "W", "S")
DRAGONS = ("RD", "GD", "WD")
CODES: tuple[str, ...] = (
    tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10)) + WINDS + DRAGONS + ("F", "J")
)
INDEX = {code: i for i, code in enumerate(CODES)}
NUM_KINDS = len(CODES)  # 36

FIRST_WIND, FIRST_DRAGON = 27, 31
WIND_KINDS = range(27, 31)
DRAGON_KINDS = range(31, 34)
FLOWER, JOKER = 34, 35
# The dragon that goes with each suit (SUIT bonus): green-Bams, red-Craks, white-Dots.
SUIT_DRAGON = (INDEX["GD"], INDEX["RD"], INDEX["WD"])

CODE_HELP = "codes: 1B..9B, 1C..9C, 1D..9D, N E W S, RD GD WD, F, J"


def kind(suit: int, rank: int) -> int:
    """Index of the tile of rank 1..9 in suit 0..2 (Bams, Craks, Dots)."""
    return suit * 9 + rank - 1


def is_number(k: int) -> bool:
    return k < FIRST_WIND


def suit_of(k: int) -> int:
    return k // 9


def rank_of(k: int) -> int:
    return k % 9 + 1


def code_of(word: str) -> str:
    """The tile code written ``word`` (any case); ValueError naming it if there is none."""
    code = word.upper()
    if code not in INDEX:
        raise ValueError(f"unknown tile code {word!r} ({CODE_HELP})")
    return code


def parse_tiles(text: str) -> list[str]:
    """Split a string of tile codes (spaces or commas between them, any case) into codes."""
    return [code_of(word) for word in text.replace(",", " ").split()]


def supply(small_set: bool = False) -> list[int]:
    """Copies of each kind in the set: 152 tiles, or 144 under house rule 2
    (four flowers and four jokers leave)."""
    counts = [4] * NUM_KINDS
    counts[FLOWER] = counts[JOKER] = 4 if small_set else 8
    return counts


def full_set(small_set: bool = False) -> list[str]:
    """Every tile of the set, as codes."""
    return [code for code, n in zip(CODES, supply(small_set)) for _ in range(n)]


_SUIT_WORDS = {"B": "Bam", "C": "Crak", "D": "Dot"}
_HONOUR_WORDS = {"N": "North", "E": "East", "W": "West", "S": "South", "RD": "Red Dragon",
                 "GD": "Green Dragon", "WD": "White Dragon", "F": "Flower", "J": "Joker"}


def tile_word(code: str) -> str:
    """The tile ``code`` in words, as every message names it: '9 Bam', '4 Crak', '8 Dot',
    'North', 'Red Dragon', 'Flower', 'Joker'. ValueError for a code that is no tile."""
    if len(code) == 2 and code[0] in "123456789" and code[1] in _SUIT_WORDS:
        return f"{code[0]} {_SUIT_WORDS[code[1]]}"
    if code in _HONOUR_WORDS:
        return _HONOUR_WORDS[code]
    raise ValueError(f"no tile has the code {code!r}")


def tiles_words(codes: Iterable[str]) -> str:
    """Tiles in words, in the order given: '9 Bam, 8 Bam and North'; 'nothing' for none."""
    words = [tile_word(c) for c in codes]
    if not words:
        return "nothing"
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
