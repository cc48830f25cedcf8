"""Each family's guided first game (core.guide): the fixed deal and the steps.

A step's sentence is what the panel over the game shows; its check is the move the
player must make for the guide to move on. ``tutorial(game_id)`` is None for a game
that has none yet. Pure Python: no pygame.
"""

from __future__ import annotations

from typing import Any

from mahjong.core.guide import Step, Tutorial, last_move, moves_played, taken_back
from mahjong.i18n import N_


def _removed(move: Any) -> bool:
    return type(move).__name__ == "Remove"


def _to(kind: str):
    return last_move(lambda move: getattr(getattr(move, "dst", None), "kind", "") == kind)


def _from(kind: str):
    return last_move(lambda move: getattr(getattr(move, "src", None), "kind", "") == kind)


def _foundation_grew(engine: Any, base: int) -> bool:
    """A tile reached a foundation: moved there, or auto-played after the move."""
    if len(engine.moves) <= base:
        return False
    step = engine.last_step
    return engine.moves[-1].dst.kind == "f" or bool(step is not None and step.auto)


SOLITAIRE = Tutorial(deal=1, steps=(
    Step(N_("Click two matching tiles that are free to remove them. A tile is free when nothing lies on it "
            "and its left or right side is open."), last_move(_removed)),
    Step(N_("Any season matches any season, and any flower any flower. Remove two more pairs; "
            "Hint (H) shows one if you are stuck."), moves_played(2)),
    Step(N_("A pair taken too soon can block the rest. Press Undo (Ctrl+Z) to take the last pair back."),
         taken_back),
    Step(N_("Clear the board by removing every pair. Remove one more pair to end the guide, "
            "then play on as you like."), moves_played(1)),
))

FREECELL = Tutorial(deal=1, steps=(
    Step(N_("Click a tile that nothing covers, then an empty free cell: a cell holds one tile "
            "while you dig."), _to("c")),
    Step(N_("Each foundation starts with the 1 of a suit and is built up one rank at a time. "
            "Put a tile on a foundation."), _foundation_grew),
    Step(N_("On the table, build down: put a tile on one of its suit a rank higher."), _to("t")),
    Step(N_("Cells are few: bring a tile back out of a cell, onto the table or a foundation."), _from("c")),
))

_TUTORIALS = {"solitaire": SOLITAIRE, "mahjongg-freecell": FREECELL}


def tutorial(game_id: str) -> Tutorial | None:
    return _TUTORIALS.get(game_id)
