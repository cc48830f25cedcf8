"""Each family's guided first game (core.guide): the fixed deal and the steps.

A step's sentence is what the panel over the game shows; its check is the move the
player must make for the guide to move on. ``tutorial(game_id)`` is None for a game
that has none yet. Card Free's (a set-up wall and its computer players' script) is in
``american.lesson``. Pure Python: no pygame.
"""

from __future__ import annotations

from typing import Any

from mahjong.core.guide import Step, Tutorial, last_move, moves_played, taken_back
from mahjong.games.american.lesson import CARD_FREE
from mahjong.i18n import N_, _


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
    Step(N_("The grid starts full, so start a level: put a free tile, or one from a cell, on a top-row tile "
            "one rank higher of another suit."), last_move(lambda move: move.dst.kind == "t" and move.dst.level > 0)),
    Step(N_("A foundation set starts with four dragons of one colour, then the 1s to 9s of one suit, then "
            "the winds. Get a tile onto a foundation."), _foundation_grew),
    Step(N_("A free cell holds one tile while you dig: move a free tile into an empty cell."), _to("c")),
    Step(N_("Build down: put a tile below one a rank higher of another suit, on the same level."), _to("t")),
))

def _touching(count: int):
    """Done once a stone is placed touching at least ``count`` stones."""
    def done(engine: Any, base: int) -> bool:
        if len(engine.moves) <= base or type(engine.moves[-1]).__name__ != "Place":
            return False
        return len(engine.neighbours(engine.moves[-1].cell)) >= count
    return done


STONES = Tutorial(deal=1, steps=(
    Step(N_("Place the shown stone on an empty space next to a stone that shares its colour or its symbol."),
         _touching(1)),
    Step(N_("A stone touching two stones must match one by colour and the other by symbol. "
            "Place a stone that touches two."), _touching(2)),
    Step(N_("A right click shows every space the shown stone can take. Place two more stones."), moves_played(2)),
    Step(N_("The game is won when the stock is empty. Place one more stone to end the guide, then play on."),
         moves_played(1)),
))

_TUTORIALS = {"solitaire": SOLITAIRE, "mahjongg-freecell": FREECELL, "small-stones": STONES,
              "card-free-american": CARD_FREE}


def tutorial(game_id: str) -> Tutorial | None:
    return _TUTORIALS.get(game_id)


def guided_help(game_id: str) -> list[str]:
    """The rules page's section on the guided first game (empty for a game without one)."""
    lesson = tutorial(game_id)
    if lesson is None:
        return []
    return ["## " + _("The guided first game"),
            _("New to this game? A guided game on a fixed deal takes you through it in a few short steps, "
              "each one waiting for your own move. It is offered the first time you open the game; press "
              "**G** on this page (or the \"Play the guided game\" button) to play it again. **Next** moves "
              "on without the move, **Skip** ends the guide.")]
