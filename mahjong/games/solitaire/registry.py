"""MahJongg Solitaire's entry in the game registry."""

from mahjong.core.options import Option
from mahjong.games import GameInfo, register
from mahjong.i18n import N_

register(GameInfo(
    id="solitaire",
    name=N_("MahJongg Solitaire"),
    description=N_("The classic: match free pairs on the Turtle and 11 more."),
    scene="mahjong.games.solitaire.face.scene:SolitaireScene",
    help="mahjong.games.solitaire.help:page",
    preview="mahjong.games.solitaire.face.preview:menu_preview",
    ranking="score",
    family="Solitaire",
    engine="mahjong.games.solitaire.dealer:new_engine",
    solver="mahjong.games.solitaire.cli:solve",
    # the layout last chosen, and the kind of deal (deals.KINDS; a test keeps the two alike)
    # and, for the whole app (the Options screen), whether free matches of a picked tile light up
    options=(Option("layout", str), Option("kind", str, allowed=("winnable", "gentle", "wild")),
             Option("highlight_matches", bool, True, shared=True)),
))
