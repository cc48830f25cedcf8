"""The Demo's line: the moves a solver finds from one position, worked out in the
background (core.jobs) and handed out one at a time. Pure Python, no pygame.

A scene starts a line when the player presses Demo and asks for the next move each
time one is due; the Demo stops at any input, so the position only changes by the
line's own moves while it plays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mahjong.core.jobs import Jobs

WAIT = object()   # ``next()``: the line is still being worked out


class DemoLine:
    """``start(fn, *args)`` runs ``fn(*args) -> sequence of moves | None`` (None: no
    line is known from here) in the background; ``next()`` gives WAIT, the next move,
    or None when the line is over or there is none (``found`` tells which)."""

    def __init__(self) -> None:
        self.jobs = Jobs()
        self.moves: list[Any] | None = None
        self.found: bool | None = None   # None: not known yet

    def start(self, fn: Callable[..., Sequence[Any] | None], *args: Any, process: bool = False) -> None:
        self.moves, self.found = None, None
        self.jobs.submit("line", fn, *args, process=process)

    def next(self) -> Any:
        if self.moves is None:
            outcome = self.jobs.poll("line")
            if outcome is None:
                return None
            if not outcome.done:
                return WAIT
            line = outcome.result if outcome.error is None else None
            self.found = line is not None
            self.moves = list(line or ())
        return self.moves.pop(0) if self.moves else None

    def play_next(self, play: Callable[[Any], bool], no_line: Callable[[], None]) -> bool | None:
        """The scene's ``demo_step``: ``play`` the next move (its result), None while the line
        is being worked out, False at its end (after ``no_line()`` when there is none)."""
        move = self.next()
        if move is WAIT:
            return None
        if move is None:
            if self.found is False:
                no_line()
            return False
        return play(move)

    def stop(self) -> None:
        self.jobs.close()
        self.moves, self.found = None, None
