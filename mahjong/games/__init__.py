"""The game registry: one entry per game. Adding a game is adding one folder under
mahjong/games/ and one entry here.

Entries name their modules as ``"package.module:attribute"`` strings and are imported
only when needed, so start-up stays fast however many games there are.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any


def load(ref: str) -> Any:
    """Import ``"package.module:attribute"`` and return the attribute."""
    module_name, _, attr = ref.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class GameInfo:
    id: str                 # stable id: save files, statistics, the command line
    name: str               # shown in the menu
    description: str        # one line for the menu
    scene: str              # "module:Class", called as Class(app, game_id, record=None)
    help: str               # "module:ATTR": the rules page, our own words, light markdown
    preview: str            # "module:function", called as function(surface, rect, tile_art)
    ranking: str = "score"  # high-score order: "score" (higher first) or "time" (faster first)
    family: str = ""        # groups related games in the menu
    options: dict = field(default_factory=dict)


GAMES: list[GameInfo] = []


def register(info: GameInfo) -> None:
    if any(g.id == info.id for g in GAMES):
        raise ValueError(f"game id {info.id!r} registered twice")
    GAMES.append(info)


def get(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(game_id)


# --- the registry ------------------------------------------------------------------
# Each game package adds its entries in its own ``registry.py`` module listed here.
_PACKAGES = (
    "mahjong.games.solitaire.registry",
    "mahjong.games.foundation.registry",
    "mahjong.games.stones.registry",
    "mahjong.games.american.registry",
)

for _name in _PACKAGES:
    try:
        importlib.import_module(_name)
    except ModuleNotFoundError as exc:  # a game package still being built
        if exc.name != _name:
            raise
