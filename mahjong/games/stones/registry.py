"""Small Stones and its family in the game registry: one entry per row of
config.CONFIGS."""

from mahjong.core.options import Option
from mahjong.games import register_rows
from mahjong.games.stones.config import CONFIGS

register_rows(CONFIGS.values(), scene="mahjong.games.stones.face.scene:StonesScene",
              help="mahjong.games.stones.help:page", preview="mahjong.games.stones.face.preview:draw_preview",
              ranking="score", family="Stones", engine="mahjong.games.stones.deals:new_engine",
              solver="mahjong.games.stones.cli:solve",
              options=(Option("finishable_only", bool, True),))
