"""Small Stones and its family in the game registry: one entry per row of
config.CONFIGS."""

from __future__ import annotations

from mahjong import games
from mahjong.games.stones.config import CONFIGS

for _config in CONFIGS.values():
    games.register(games.GameInfo(
        _config.id, _config.name, _config.description,
        scene="mahjong.games.stones.scene:StonesScene",
        help="mahjong.games.stones.help:page",
        preview="mahjong.games.stones.preview:draw_preview",
        ranking="score", family="Stones",
        engine="mahjong.games.stones.deals:new_engine",
        solver="mahjong.games.stones.cli:solve"))
