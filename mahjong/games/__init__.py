"""The game registry: one entry per game. Adding a game is adding one folder under
mahjong/games/ and one entry here.

Entries name their modules as ``"package.module:attribute"`` strings and are imported
only when needed, so start-up stays fast however many games there are.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mahjong.core.options import Option, Schema
from mahjong.i18n import _


def load(ref: str) -> Any:
    """Import ``"package.module:attribute"`` and return the attribute."""
    module_name, _colon, attr = ref.partition(":")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class GameInfo:
    """One game. A family registers its variants from its own data rows (the family's
    CONFIGS), so a game's name and description are written once, in that row."""

    id: str                 # stable id: save files, statistics, the command line
    name: str               # shown in the menu, the help, the records (English marked N_; shown with _())
    description: str        # one line for the menu (marked N_, shown with _())
    scene: str              # "module:Class", called as Class(app, game_id, record=None)
    help: str               # "module:function", called as function(game_id) -> the rules page, untitled
    preview: str            # "module:function", called as function(game_id, surface, rect, tile_art)
    ranking: str = "score"  # high-score order: "score" (higher first) or "time" (faster first)
    family: str = ""        # groups related games in the menu
    engine: str = ""        # "module:function", called as function(game_id, deal) -> core.engine.Engine
    solver: str = ""        # "module:function" behind `mahjong solve`, or "" (no solver)
    options: tuple[Option, ...] = ()   # the per-game options its settings may hold (core.options)


GAMES: list[GameInfo] = []


def register(info: GameInfo) -> None:
    if any(g.id == info.id for g in GAMES):
        raise ValueError(f"game id {info.id!r} registered twice")
    GAMES.append(info)


def register_rows(rows: Iterable[Any], **shared: Any) -> None:
    """One entry per data row of a family (each row has ``id``, ``name`` and
    ``description``); ``shared`` holds what the family's entries have in common."""
    for row in rows:
        register(GameInfo(row.id, row.name, row.description, **shared))


def option_schema() -> Schema:
    """Every game's declared options, by game id: what storage checks settings with."""
    return {info.id: info.options for info in GAMES}


def get(game_id: str) -> GameInfo:
    for info in GAMES:
        if info.id == game_id:
            return info
    raise KeyError(game_id)


def common_help() -> str:
    """What every game's Hint, Demo, clock and records do (light markdown), one
    translated text per heading and list item."""
    items = (
        _("**Hint** (H) shows a good move. **Demo** (D) plays the game for you, one move at a "
          "time, from where you are; click or press any key to take over, with Undo as it was. "
          "Where no winning line is known from your position, the Demo says so. A game the Demo "
          "played in counts as played, never as won."),
        _("The clock starts with your first move and stops while the game is paused or a "
          "dialog, the Rules or the Options are open."),
        _("The high-score table shows how many hints and undos each result took; a win where "
          "hints made at least half of the moves says so (\"most moves\"). Click a row to play "
          "that deal again from its start."),
        _("**Today** on the game's card in the menu deals its deal of the day: the same deal for "
          "everyone on a date (in UTC), chosen from the date and the game alone, with its own "
          "high-score table and a streak and calendar in the Records. The General help says how "
          "the deal is chosen."),
    )
    return "## " + _("Help while you play") + "\n\n" + "\n".join("- " + item for item in items) + "\n"


def rules_page(info: GameInfo) -> str:
    """The game's rules page (light markdown, our own words), titled with its name, and
    what every game's Hint, Demo, clock and records do."""
    from mahjong.games import keyhelp  # the keys section (written once, for the overlay too)

    return f"# {_(info.name)}\n\n{load(info.help)(info.id).rstrip()}\n\n{common_help()}\n\n{keyhelp.section(info)}"


def draw_preview(info: GameInfo, surface: Any, rect: Any, tile_art: Any) -> None:
    """Draw the game's menu miniature into ``rect`` of ``surface``."""
    load(info.preview)(info.id, surface, rect, tile_art)


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
