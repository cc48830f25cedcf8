"""The solver's work for the Stones scene: dealing a new game and hints, as background
jobs (core.jobs, keys "deal" and "hint"). Pure Python (no pygame); the scene decides
what to show.

Dealing runs ``deals.new_game``, which searches for a finishable draw (up to a few
seconds); a hint runs ``solver.hint`` on a copy of the game. Both are collected without
blocking from the scene's ``update``. A hint is about one position (the game's
``key()``, the job's ``about``): core.jobs drops its answer when the position on the
table is another one.
"""

from __future__ import annotations

import copy

from mahjong.core.jobs import Jobs
from mahjong.core.rng import new_deal_number
from mahjong.games.stones.deals import new_game as deal_game
from mahjong.games.stones.rules import StonesGame
from mahjong.games.stones.solver import Hint
from mahjong.games.stones.solver import hint as solver_hint


class Advice:
    """One scene's deal and hint jobs."""

    def __init__(self) -> None:
        self.jobs = Jobs()

    @property
    def busy(self) -> bool:
        """A deal or a hint is still being worked on."""
        return self.jobs.busy

    # --- dealing -------------------------------------------------------------------------
    @property
    def dealing(self) -> bool:
        """A new game is being dealt in the background."""
        return self.jobs.pending("deal")

    def deal(self, game_id: str, finishable: bool) -> None:
        """Deal a new game of a fresh deal number (a finishable draw when ``finishable``)."""
        self.jobs.submit("deal", deal_game, game_id, new_deal_number(), finishable)

    def wait_for_deal(self) -> None:
        """Block until the deal is made (screenshots only: never on a frame)."""
        self.jobs.wait("deal")

    def dealt(self) -> StonesGame | None:
        """The new game once the "deal" job is done (its error is raised here), else None."""
        outcome = self.jobs.poll("deal")
        if outcome is None or not outcome.done:
            return None
        if outcome.error is not None:
            raise outcome.error
        return outcome.result

    # --- hints ---------------------------------------------------------------------------
    @property
    def hinting(self) -> bool:
        """A hint is being worked on."""
        return self.jobs.pending("hint")

    def ask_hint(self, game: StonesGame) -> None:
        """Ask for a square that keeps ``game`` finishable, as it stands now."""
        self.jobs.submit("hint", solver_hint, copy.deepcopy(game), about=game.key())

    def drop_hint(self) -> None:
        """Forget the hint question (the position it is about is being left)."""
        self.jobs.cancel("hint")

    def hint_answer(self, game: StonesGame | None) -> tuple[bool, Hint | None]:
        """(done, answer): whether the hint job finished since the last call (its error is
        raised here), and its answer if it is still about ``game`` as it stands (else None)."""
        outcome = self.jobs.poll("hint", now=game.key() if game is not None else None)
        if outcome is None or not outcome.done:
            return False, None
        if outcome.error is not None and not outcome.stale:
            raise outcome.error
        return True, None if outcome.stale else outcome.result
