"""Card Free American Mah Jongg's menu entry."""

from __future__ import annotations

from mahjong import games

games.register(games.GameInfo(
    id="card-free-american", name="Card Free American Mah Jongg",
    description="You against three rivals.",
    scene="mahjong.games.american.face.scene:AmericanScene",
    help="mahjong.games.american.help:page",
    preview="mahjong.games.american.face.preview:draw_preview",
    ranking="score", family="American",
    engine="mahjong.games.american.session:new_engine"))
