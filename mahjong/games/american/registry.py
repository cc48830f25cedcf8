"""Card Free American Mah Jongg's menu entry."""

from __future__ import annotations

from mahjong import games
from mahjong.core.options import Option
from mahjong.i18n import N_

games.register(games.GameInfo(
    id="card-free-american", name=N_("Card Free American Mah Jongg"),
    description=N_("You against three rivals."),
    scene="mahjong.games.american.face.scene:AmericanScene",
    help="mahjong.games.american.help:page",
    preview="mahjong.games.american.face.preview:draw_preview",
    ranking="score", family="American",
    engine="mahjong.games.american.session:new_engine",
    # face/options.py checks each value further and fills in what is missing
    options=(Option("auto_pass", bool), Option("claims", str), Option("helper", bool), Option("speed", str),
             Option("sort", str), Option("strength", int), Option("skill", int), Option("house_rules", list))))
