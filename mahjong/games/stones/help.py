"""Rules pages for Small Stones and its family, in our own words.

Every paragraph, heading and list item is one message of the catalogue, translated when
the page is built; where a game changes a sentence, each game's sentence is whole."""

from mahjong.games.guided import guided_help
from mahjong.games.stones.config import get_config
from mahjong.i18n import N_, _, ngettext


def _placing(free: bool, loose: bool) -> list[str]:
    if free:
        intro = _("Every stone has a colour and a symbol, and every colour-symbol pair exists twice. The "
                  "next stone from the stock is shown beside the board; put it on an empty square next to "
                  "at least one stone (in this game it may also go where it touches no stone at all). Its "
                  "neighbours are the stones directly above, below, left and right of it, and it must suit "
                  "all of them:")
    else:
        intro = _("Every stone has a colour and a symbol, and every colour-symbol pair exists twice. The "
                  "next stone from the stock is shown beside the board; put it on an empty square next to "
                  "at least one stone. Its neighbours are the stones directly above, below, left and "
                  "right of it, and it must suit all of them:")
    return [
        "## " + _("Placing stones"),
        intro,
        _loose_rule() if loose else _count_rule(),
        _("Each colour also has its own marking, so the colours differ without seeing colour: black "
          "is solid, blue has a light core, red light bands, green light dots, pink dark diagonal "
          "lines and yellow a dark eye at the centre."),
        _("Point at a square to see the stone there and whether it fits. A right click, or holding "
          "H, lights every square where the stone can go."),
    ]


def _count_rule() -> str:
    return "\n".join([
        "- " + _("**one neighbour**: same colour or same symbol;"),
        "- " + _("**two neighbours**: one shares its colour, the other its symbol;"),
        "- " + _("**three neighbours**: all three match, at least one by colour and one by symbol;"),
        "- " + _("**four neighbours**: two by colour and two by symbol."),
    ]) + "\n\n" + _("A neighbour that shares both colour and symbol (the stone's twin) can count either way.")


def _loose_rule() -> str:
    return "\n".join([
        "- " + _("every neighbour must share the stone's colour or its symbol, whichever it is;"),
        "- " + _("there is no rule on how many match by colour and how many by symbol: four neighbours "
                 "of the same colour, or four of the same symbol, are a fine four-way."),
    ])


def _end(throws: int) -> list[str]:
    if throws:
        end = _("You win by placing every stone (a stone thrown away counts as gone). The game ends "
                "when the shown stone fits nowhere and no throw is left.")
    else:
        end = _("You win by placing every stone. The game ends when the shown stone fits nowhere.")
    parts = ["## " + _("End of the game"), end]
    if throws:
        parts += [
            "## " + _("Throwing stones away"),
            ngettext("When the shown stone fits on no square, you may throw it away instead of losing: the "
                     "next stone from the stock is shown. You have {throws} throw a game, counted in the side "
                     "panel, and only a stone that fits nowhere may be thrown (the Throw button lights up, and "
                     "T throws). A throw scores nothing, Undo takes it back, and the game is lost only when a "
                     "stone fits nowhere and no throw is left.",
                     "When the shown stone fits on no square, you may throw it away instead of losing: the "
                     "next stone from the stock is shown. You have {throws} throws a game, counted in the side "
                     "panel, and only a stone that fits nowhere may be thrown (the Throw button lights up, and "
                     "T throws). A throw scores nothing, Undo takes it back, and the game is lost only when a "
                     "stone fits nowhere and no throw is left.", throws).format(throws=throws),
        ]
    return parts


def _score(throws: int) -> list[str]:
    if throws:
        end = _("Placing every stone adds 1,000 (500 with one stone left or thrown away, 100 with two).")
    else:
        end = _("Placing every stone adds 1,000 (500 with one stone left, 100 with two).")
    return [
        "## " + _("Score"),
        _("A placement scores 1, 2, 4 or 8 points for one, two, three or four neighbours. Every "
          "four-way placement doubles those points for the rest of the game and earns a growing "
          "bonus: 25, 50, 100, 200, 400, 600, 800, 1,000, 5,000, 10,000, 25,000, then 50,000.")
        + " " + end,
        "## " + _("Deals"),
        _("Each deal has a number. By default the game deals only stock orders that the solver "
          "has proved can be finished; the hint names a square that keeps the game finishable, or "
          "tells you when it no longer can be."),
    ]


READING = N_("The Small Stones sheet names this game without its rules; this is our reading.")

# What each game's board is, in a paragraph; the rest of its page is shared.
BOARDS = {
    "small-stones":
        N_("50 stones in 5 colours and 5 symbols on a 10 x 7 board. Five stones start on the "
           "board, in the four corners and near the middle, showing every colour and symbol."),
    "tiny-pebbles":
        N_("A quick game: 32 stones in 4 colours and 4 symbols on an 8 x 6 board, starting "
           "with one stone in each corner."),
    "mahjongg-stones":
        N_("72 stones in 6 colours and 6 symbols on a 12 x 8 board; six start on it: the four "
           "corners and two diagonal neighbours in the middle."),
    "free-stones":
        N_("MahJongg Stones with one freedom: a stone may be placed on a square that touches "
           "no other stone."),
    "loose-stones":
        N_("MahJongg Stones' board and stones (72 stones in 6 colours and 6 symbols on a 12 x 8 "
           "board), with a looser rule: a stone must match every neighbour by colour or by "
           "symbol, with no rule on the mix."),
    "throwing-stones":
        N_("MahJongg Stones (72 stones in 6 colours and 6 symbols on a 12 x 8 board), where a "
           "stone that fits nowhere may be thrown away, up to three times a game."),
}
NAMED_WITHOUT_RULES = ("loose-stones", "throwing-stones")  # their pages add READING


def page(game_id: str) -> str:
    """The rules page of one game of the family, in the current language."""
    config = get_config(game_id)
    intro = _(BOARDS[game_id])
    if game_id in NAMED_WITHOUT_RULES:
        intro += " " + _(READING)
    parts = [intro, *_placing(config.free_placement, config.loose), *_end(config.throws), *_score(config.throws)]
    parts += guided_help(game_id)
    return "\n\n".join(parts) + "\n"


def keys(game_id: str) -> list[tuple[str, str]]:
    """The Stones games' keys (the rules page and the keys overlay list them)."""
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
