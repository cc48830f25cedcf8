"""Rules pages for Small Stones and its family, in our own words."""

from mahjong.games.stones.config import get_config

_RULES = """\
## Placing stones

Every stone has a colour and a symbol, and every colour-symbol pair exists twice. The
next stone from the stock is shown beside the board; put it on an empty square next to
at least one stone{lone}. Its neighbours are the stones directly above, below, left and
right of it, and it must suit all of them:

{placement}

Each colour also has its own marking, so the colours differ without seeing colour: black
is solid, blue has a light core, red light bands, green light dots, pink dark diagonal
lines and yellow a dark eye at the centre.

Point at a square to see the stone there and whether it fits. A right click, or holding
H, lights every square where the stone can go.

## End of the game

You win by placing every stone{won}. The game ends when the shown stone fits nowhere{end}.
{throws}
## Score

A placement scores 1, 2, 4 or 8 points for one, two, three or four neighbours. Every
four-way placement doubles those points for the rest of the game and earns a growing
bonus: 25, 50, 100, 200, 400, 600, 800, 1,000, 5,000, 10,000, 25,000, then 50,000.
Placing every stone adds 1,000 (500 with one stone left{unplaced}, 100 with two).

## Deals

Each deal has a number. By default the game deals only stock orders that the solver
has proved can be finished; the hint names a square that keeps the game finishable, or
tells you when it no longer can be.
"""


_COUNT_RULE = """\
- **one neighbour**: same colour or same symbol;
- **two neighbours**: one shares its colour, the other its symbol;
- **three neighbours**: all three match, at least one by colour and one by symbol;
- **four neighbours**: two by colour and two by symbol.

A neighbour that shares both colour and symbol (the stone's twin) can count either way."""

_LOOSE_RULE = """\
- every neighbour must share the stone's colour or its symbol, whichever it is;
- there is no rule on how many match by colour and how many by symbol: four neighbours
  of the same colour, or four of the same symbol, are a fine four-way."""

_THROWS = """
## Throwing stones away

When the shown stone fits on no square, you may throw it away instead of losing: the
next stone from the stock is shown. You have {throws} throws a game, counted in the side
panel, and only a stone that fits nowhere may be thrown (the Throw button lights up, and
T throws). A throw scores nothing, Undo takes it back, and the game is lost only when a
stone fits nowhere and no throw is left.
"""

READING = "The Small Stones sheet names this game without its rules; this is our reading."

# What each game's board is, in a paragraph; the rest of its page is shared.
BOARDS = {
    "small-stones":
        "50 stones in 5 colours and 5 symbols on a 10 x 7 board. Five stones start on the "
        "board, in the four corners and near the middle, showing every colour and symbol.",
    "tiny-pebbles":
        "A quick game: 32 stones in 4 colours and 4 symbols on an 8 x 6 board, starting "
        "with one stone in each corner.",
    "mahjongg-stones":
        "72 stones in 6 colours and 6 symbols on a 12 x 8 board; six start on it: the four "
        "corners and two diagonal neighbours in the middle.",
    "free-stones":
        "MahJongg Stones with one freedom: a stone may be placed on a square that touches "
        "no other stone.",
    "loose-stones":
        "MahJongg Stones' board and stones (72 stones in 6 colours and 6 symbols on a 12 x 8 "
        "board), with a looser rule: a stone must match every neighbour by colour or by "
        "symbol, with no rule on the mix. " + READING,
    "throwing-stones":
        "MahJongg Stones (72 stones in 6 colours and 6 symbols on a 12 x 8 board), where a "
        "stone that fits nowhere may be thrown away, up to three times a game. " + READING,
}


def page(game_id: str) -> str:
    """The rules page of one game of the family."""
    config = get_config(game_id)
    lone = " (in this game it may also go where it touches no stone at all)" if config.free_placement else ""
    throwing = config.throws > 0
    text = _RULES.format(
        lone=lone, placement=_LOOSE_RULE if config.loose else _COUNT_RULE,
        won=" (a stone thrown away counts as gone)" if throwing else "",
        end=" and no throw is left" if throwing else "",
        throws=_THROWS.format(throws=config.throws) if throwing else "",
        unplaced=" or thrown away" if throwing else "")
    return f"{BOARDS[game_id]}\n\n" + text


def keys(game_id: str) -> list[tuple[str, str]]:
    """The Stones games' keys (the rules page and the keys overlay list them)."""
    from mahjong.i18n import _

    rows = [
        (_("Arrow keys"), _("Move the cursor over the squares where the stone fits; the notice box "
                            "says what it would score there")),
        (_("Enter or Space"), _("Place the stone on the square under the cursor; on the next stone in "
                                "the panel, light every square where it fits")),
        (_("Hold H"), _("Light every square where the stone fits")),
    ]
    if game_id == "throwing-stones":
        rows.append(("T", _("Throw away a stone that fits nowhere")))
    return rows
