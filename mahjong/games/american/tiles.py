"""The American Mah Jongg tile set and its text codes (shared/spec/card-free-american.md).

Every tile kind has a compact index, used by the hand engine for count arrays:
0..8 Bams 1-9, 9..17 Craks 1-9, 18..26 Dots 1-9, 27..30 winds N E W S,
31..33 dragons RD GD WD, 34 flower, 35 joker.
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong.i18n import N_, _

SUITS = "BCD"
# Translators: the three suits of American Mah Jongg, as a card's hand names name them.
SUIT_NAMES = (N_("Bams"), N_("Craks"), N_("Dots"))
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

# Translators: the tile codes typed on the command line; keep the codes themselves.
CODE_HELP = N_("codes: 1B..9B, 1C..9C, 1D..9D, N E W S, RD GD WD, F, J")


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
        raise ValueError(_("unknown tile code {word} ({codes})").format(word=repr(word), codes=_(CODE_HELP)))
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


# Translators: a suit in one tile's name ("9 Bam"), as players of your language call it.
_SUIT_WORDS = {"B": N_("Bam"), "C": N_("Crak"), "D": N_("Dot")}
# Translators: the names of the wind, dragon, flower and joker tiles.
_HONOUR_WORDS = {"N": N_("North"), "E": N_("East"), "W": N_("West"), "S": N_("South"), "RD": N_("Red Dragon"),
                 "GD": N_("Green Dragon"), "WD": N_("White Dragon"), "F": N_("Flower"), "J": N_("Joker")}


def tile_word(code: str) -> str:
    """The tile ``code`` in words, as every message names it: '9 Bam', '4 Crak', '8 Dot',
    'North', 'Red Dragon', 'Flower', 'Joker'. ValueError for a code that is no tile."""
    if len(code) == 2 and code[0] in "123456789" and code[1] in _SUIT_WORDS:
        # Translators: a number tile's name, e.g. "9 Bam"; {rank} is 1-9, {suit} a suit word.
        return _("{rank} {suit}").format(rank=code[0], suit=_(_SUIT_WORDS[code[1]]))
    if code in _HONOUR_WORDS:
        return _(_HONOUR_WORDS[code])
    raise ValueError(f"no tile has the code {code!r}")


def tiles_words(codes: Iterable[str]) -> str:
    """Tiles in words, in the order given: '9 Bam, 8 Bam and North'; 'nothing' for none."""
    words = [tile_word(c) for c in codes]
    if not words:
        # Translators: the tiles named in a message when there are none.
        return _("nothing")
    if len(words) == 1:
        return words[0]
    # Translators: the end of a list of tiles, e.g. "9 Bam, 8 Bam and North".
    return _("{tiles} and {last}").format(tiles=_(", ").join(words[:-1]), last=words[-1])
