"""A guided first game: a fixed deal and a few steps, each waiting for the player's move.

A ``Tutorial`` is a game's fixed deal and its ``Step``s. A step's ``done(engine, base)``
looks at the engine (``base``: how many moves it held when the step began) and says
whether the player has made the move the step asks for; ``Guide.watch`` moves on when it
has. Next moves on without it, Skip ends the guide. Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Check = Callable[[Any, int], bool]


@dataclass(frozen=True)
class Step:
    text: str        # one sentence, English marked with N_ (shown with _())
    done: Check


@dataclass(frozen=True)
class Tutorial:
    deal: int
    steps: tuple[Step, ...]
    setup: Callable[[], Any] | None = None   # builds the engine (a set-up wall); None: the deal's


def moves_played(count: int) -> Check:
    """Done once ``count`` more moves than at the step's start are on the engine."""
    return lambda engine, base: len(engine.moves) >= base + count


def taken_back(engine: Any, base: int) -> bool:
    """Done once a move of before the step has been undone."""
    return len(engine.moves) < base


def last_move(test: Callable[[Any], bool]) -> Check:
    """Done once a new move satisfies ``test``."""
    return lambda engine, base: len(engine.moves) > base and test(engine.moves[-1])


class Guide:
    """Where the player is in a tutorial."""

    def __init__(self, tutorial: Tutorial, engine: Any) -> None:
        self.tutorial = tutorial
        self.index = 0
        self.finished = False
        self.base = len(engine.moves)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.tutorial.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.tutorial.steps)

    def watch(self, engine: Any) -> bool:
        """Move on if the step's move has been made; True when the step changed."""
        step = self.step
        if step is None or engine is None or not step.done(engine, self.base):
            return False
        self.next(engine)
        return True

    def next(self, engine: Any) -> None:
        """The next step (from the engine's position now), or the end."""
        self.index += 1
        self.base = len(engine.moves) if engine is not None else 0
        if self.index >= len(self.tutorial.steps):
            self.finished = True
            self.index = len(self.tutorial.steps)

    def skip(self) -> None:
        self.finished = True
