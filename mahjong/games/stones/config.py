"""The Stones family's configurations: tile set, board and opening spaces per game.

Pure data, no pygame. Cells are ``(col, row)`` with ``(0, 0)`` the top-left space.
Colours and symbols are named in the order the tile art (mahjong/ui/glyphs.py) draws
them: tile ``(c, s)`` is drawn with STONE_COLOURS[c] and STONE_SYMBOLS[s]. Every symbol
is a distinct shape, so a tile can be read by its symbol alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.i18n import N_, _, pgettext

Cell = tuple[int, int]

COLOURS: tuple[str, ...] = ("black", "blue", "red", "green", "pink", "yellow")
SYMBOLS: tuple[str, ...] = ("circle", "triangle", "square", "star", "cross", "diamond")


def stone_words(colour: str, symbol: str) -> dict[str, str]:
    """A stone's colour and symbol in the current language, to fill ``{colour}`` and ``{symbol}``."""
    # Translators: a stone's colour, as in "the red star"
    colours = {"black": pgettext("stone", "black"), "blue": pgettext("stone", "blue"),
               "red": pgettext("stone", "red"), "green": pgettext("stone", "green"),
               "pink": pgettext("stone", "pink"), "yellow": pgettext("stone", "yellow")}
    # Translators: a stone's symbol, as in "the red star"
    symbols = {"circle": pgettext("stone", "circle"), "triangle": pgettext("stone", "triangle"),
               "square": pgettext("stone", "square"), "star": pgettext("stone", "star"),
               "cross": pgettext("stone", "cross"), "diamond": pgettext("stone", "diamond")}
    return {"colour": colours.get(colour, colour), "symbol": symbols.get(symbol, symbol)}


def stone_name(colour: str, symbol: str) -> str:
    """A stone in words, in the current language: "the red star"."""
    # Translators: a stone named by its colour and symbol, inside a sentence: "the red star"
    return _("the {colour} {symbol}").format(**stone_words(colour, symbol))


@dataclass(frozen=True)
class StonesConfig:
    """One game of the family.

    ``colours`` and ``symbols`` hold the names the tile art uses; tile ``(c, s)`` is the
    c-th colour with the s-th symbol. ``openings`` are the spaces filled at the start: one
    tile for every colour and every symbol, so there are as many as colours and symbols.
    ``free_placement``: a tile may also go where it touches no tile (Free Stones).
    ``loose``: a tile need only share the colour or the symbol with every neighbour, with
    no rule on how many match by colour and how many by symbol (Loose Stones).
    ``throws``: how many times a game the player may throw away a shown tile that fits
    nowhere (Throwing Stones); 0 in the other games.
    """

    id: str
    name: str                      # the game's display name (written here only)
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    width: int
    height: int
    openings: tuple[Cell, ...]
    free_placement: bool = False
    copies: int = 2
    description: str = ""          # its one line in the menu
    loose: bool = False
    throws: int = 0

    def __post_init__(self) -> None:
        n = len(self.openings)
        if not (n == len(self.colours) == len(self.symbols)) or n < 1:
            raise ValueError(f"{self.id}: needs as many opening spaces as colours and symbols")
        if len(set(self.openings)) != n:
            raise ValueError(f"{self.id}: opening spaces repeat")
        for col, row in self.openings:
            if not (0 <= col < self.width and 0 <= row < self.height):
                raise ValueError(f"{self.id}: opening space {col},{row} is off the board")
        if self.throws < 0:
            raise ValueError(f"{self.id}: the number of throws must not be negative")
        if self.tile_count > self.width * self.height:
            raise ValueError(f"{self.id}: {self.tile_count} tiles do not fit the board")

    @property
    def tile_count(self) -> int:
        return len(self.colours) * len(self.symbols) * self.copies

    @property
    def stock_count(self) -> int:
        """Tiles dealt to the stock (every tile but the opening ones)."""
        return self.tile_count - len(self.openings)


def _corners(width: int, height: int) -> tuple[Cell, ...]:
    return ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1))


CONFIGS: dict[str, StonesConfig] = {
    c.id: c
    for c in (
        StonesConfig("small-stones", N_("Small Stones"), COLOURS[:5], SYMBOLS[:5], 10, 7,
                     _corners(10, 7) + ((4, 3),),
                     description=N_("50 stones on a 10 x 7 board: match every neighbour.")),
        StonesConfig("tiny-pebbles", N_("Tiny Pebbles"), COLOURS[:4], SYMBOLS[:4], 8, 6,
                     _corners(8, 6),
                     description=N_("A quick game: 32 stones on an 8 x 6 board.")),
        StonesConfig("mahjongg-stones", N_("MahJongg Stones"), COLOURS, SYMBOLS, 12, 8,
                     _corners(12, 8) + ((5, 3), (6, 4)),
                     description=N_("The full set: 72 stones on a 12 x 8 board.")),
        StonesConfig("free-stones", N_("Free Stones"), COLOURS, SYMBOLS, 12, 8,
                     _corners(12, 8) + ((5, 3), (6, 4)), free_placement=True,
                     description=N_("MahJongg Stones where a stone may also stand alone.")),
        StonesConfig("loose-stones", N_("Loose Stones"), COLOURS, SYMBOLS, 12, 8,
                     _corners(12, 8) + ((5, 3), (6, 4)), loose=True,
                     description=N_("MahJongg Stones where any match will do: colour or symbol.")),
        StonesConfig("throwing-stones", N_("Throwing Stones"), COLOURS, SYMBOLS, 12, 8,
                     _corners(12, 8) + ((5, 3), (6, 4)), throws=3,
                     description=N_("MahJongg Stones with three throws for stones that fit nowhere.")),
    )
}


def get_config(game_id: str) -> StonesConfig:
    """The configuration for a game id; ValueError names the known ids."""
    try:
        return CONFIGS[game_id]
    except KeyError:
        raise ValueError(_("unknown stones game {game}; choose from {games}").format(
            game=repr(game_id), games=", ".join(CONFIGS))) from None
