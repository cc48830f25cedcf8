"""The keys of a game, written once: the rules page's "Keys" section and the keys overlay
("?" in a game) both read them. A family's help module has ``keys(game_id)``: its own
keys as [(keys, what they do)], translated when called; ``common_keys`` are every
game's. Pure: no pygame."""

from __future__ import annotations

import importlib
from typing import Any

from mahjong.i18n import _


def common_keys() -> list[tuple[str, str]]:
    """The keys every game has (the chrome's)."""
    # Translators: the first of each pair names keys on the keyboard, the second what they do
    return [
        (_("Arrow keys"), _("Move the cursor to the nearest thing that way")),
        (_("Enter or Space"), _("Select or play what the cursor is on")),
        (_("Tab, Shift+Tab"), _("Move the cursor between the board, the side panel and the toolbar")),
        (_("Escape"), _("Let go of the selection; with nothing selected, back to the menu")),
        ("H", _("Hint")),
        (_("Ctrl+Z, Ctrl+Y"), _("Undo, redo")),
        (_("Ctrl+N, Ctrl+R"), _("New game, restart the deal")),
        ("D, P", _("Demo, pause")),
        ("F1", _("The rules")),
        ("?", _("This list of keys")),
    ]


def game_keys(info: Any) -> list[tuple[str, str]]:
    """The game's own keys, from its help module's ``keys`` (none if it has none)."""
    keys = getattr(importlib.import_module(info.help.partition(":")[0]), "keys", None)
    return list(keys(info.id)) if keys is not None else []


def merged(own: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The game's keys, then every game's keys the game does not name itself."""
    named = {keys for keys, _what in own}
    return own + [row for row in common_keys() if row[0] not in named]


def section(info: Any) -> str:
    """The rules page's "Keys" section: the game's keys, then every game's it does not name."""
    lines = ["## " + _("Keys"), "",
             _("The whole game can be played from the keyboard. A cursor (white dashes on a black "
               "ring) shows from the first arrow key or Tab and hides when the mouse moves; the status "
               "line names what it is on."), ""]
    lines += [f"- **{keys}**: {what}" for keys, what in merged(game_keys(info))]
    return "\n".join(lines)
