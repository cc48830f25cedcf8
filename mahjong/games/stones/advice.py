"""The solver's work for the Stones scene: dealing a new game and hints, as background
jobs (core.jobs, keys "deal" and "hint"). Pure Python (no pygame); the scene decides
what to show.

Dealing runs ``deals.new_game``, which searches for a finishable draw (up to a few
seconds); a hint runs ``solver.hint`` on a copy of the game. Both are collected without
blocking from the scene's ``update``. A hint is about one game and one position: its
answer is dropped when the game or its moves have changed since it was asked.
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
        self._hint_for: tuple[StonesGame, tuple] | None = None   # (game, moves) the hint is about

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
        self._hint_for = (game, game.moves)
        self.jobs.submit("hint", solver_hint, copy.deepcopy(game))

    def drop_hint(self) -> None:
        """Forget the hint question (the position it is about is being left)."""
        self.jobs.cancel("hint")
        self._hint_for = None

    def hint_answer(self, game: StonesGame | None) -> tuple[bool, Hint | None]:
        """(done, answer): whether the hint job finished since the last call (its error is
        raised here), and its answer if it is still about ``game`` as it stands (else None)."""
        outcome = self.jobs.poll("hint")
        if outcome is None or not outcome.done:
            return False, None
        asked, self._hint_for = self._hint_for, None
        if outcome.error is not None:
            raise outcome.error
        if asked is not None and game is not None and asked[0] is game and asked[1] == game.moves:
            return True, outcome.result
        return True, None
