"""MahJongg FreeCell and the Sea family in the game registry: one entry per row of
config.CONFIGS (one engine, seven configurations)."""

from mahjong.core.options import Option
from mahjong.games import register_rows
from mahjong.games.foundation.config import CONFIGS

register_rows(CONFIGS.values(), scene="mahjong.games.foundation.face.scene:FoundationScene",
              help="mahjong.games.foundation.help:page", preview="mahjong.games.foundation.face.preview:draw_preview",
              ranking="time", family="FreeCell & Sea", engine="mahjong.games.foundation.rules:new_engine",
              solver="mahjong.games.foundation.cli:solve",
              options=(Option("winnable_only", bool, False),
                       Option("autoplay", bool, True, shared=True)))   # the Options screen's switch
