"""Playing a high-score row's deal again: what a row's ``start`` record may hold. Pure
Python: no pygame.

A row keeps the deal it was won on as a record with no moves (``start``), so the
table can deal it again. The file is the player's to edit, so a start is checked before
it is dealt: it must be the deal as dealt (no moves, no stacked wall, and none of the
chrome's counts or clock), and when the game was played on a layout (Solitaire), the
row keeps a fingerprint of each layout's positions (``LAYOUTS_KEY``); a layout changed
since is refused, because the score was not made on it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

from mahjong.i18n import _, ngettext

LAYOUTS_KEY = "layouts"        # in a start record: {layout name: fingerprint}
# what a record of a game as dealt may hold (the engines' own keys, none of the state
# that moves or the chrome add)
DEALT_KEYS = {"game", "deal", "options", "hand", "dealer", "attempt", "moves", LAYOUTS_KEY}


class NotAsDealt(ValueError):
    """A start record that is not a deal as dealt, or whose layout changed; says why."""


def fingerprint(positions: Iterable[tuple[int, int, int]]) -> str:
    """A short hash of a layout's tile positions (order does not matter)."""
    text = ";".join(f"{z},{x},{y}" for z, x, y in sorted(positions))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:16]


def as_dealt(start: Any, current: dict[str, str | None] | None = None) -> dict[str, Any]:
    """The record to deal from a row's ``start``: NotAsDealt unless it holds no moves,
    no stacked wall and nothing but a deal's own keys, and unless each layout it was
    made on (``start[LAYOUTS_KEY]``) has the same fingerprint now (``current``: the
    fingerprint of each named layout as it is now, None when it is gone). The record
    returned carries no fingerprints (the engines do not know them)."""
    if not isinstance(start, dict):
        raise NotAsDealt(_("the row holds no deal"))
    moves = start.get("moves", [])
    if moves != []:
        if not isinstance(moves, list):
            raise NotAsDealt(_("the row's deal already holds some moves; a score is played again only "
                               "from the deal as dealt"))
        raise NotAsDealt(ngettext("the row's deal already holds {count} move; a score is played again only "
                                  "from the deal as dealt",
                                  "the row's deal already holds {count} moves; a score is played again only "
                                  "from the deal as dealt", len(moves)).format(count=len(moves)))
    extra = sorted(str(k) for k in start if k not in DEALT_KEYS)
    if extra:
        raise NotAsDealt(_("the row's deal holds more than a deal ({entries})").format(entries=", ".join(extra)[:60]))
    marks = start.get(LAYOUTS_KEY)
    if marks is not None:
        if not isinstance(marks, dict) or not all(isinstance(v, str) for v in marks.values()):
            raise NotAsDealt(_("the row's layout fingerprints are damaged"))
        for name, mark in marks.items():
            now = (current or {}).get(name)
            if now is None:
                raise NotAsDealt(_("the layout {name} it was played on is gone").format(name=repr(name)))
            if now != mark:
                raise NotAsDealt(_("the layout {name} was changed since this score was made on it").format(
                    name=repr(name)))
    return {k: v for k, v in start.items() if k != LAYOUTS_KEY}


def layouts_named(start: dict[str, Any]) -> list[str]:
    """The layout names a start record's fingerprints cover."""
    marks = start.get(LAYOUTS_KEY)
    return [k for k in marks if isinstance(k, str)] if isinstance(marks, dict) else []
