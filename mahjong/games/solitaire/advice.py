"""The solver's advice for the MahJongg Solitaire scene: asking, collecting and keeping
answers. Pure Python (no pygame); the scene decides what to show.

The questions themselves are ``hints.job`` (which pairs keep the game winnable, whether
the position is lost), run as background jobs (core.jobs, keys hints.HINT and
hints.CHECK): a newer question under a key replaces an older one. Every question is
about one board version (``Match.version``); an answer about a position that has
changed since is dropped, and the last hint answer is kept for its version, so asking
again about the same position costs nothing.
"""

from __future__ import annotations

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire import hints
from mahjong.games.solitaire.match import Match

Pair = tuple   # (position, position)


class Advice:
    """One scene's solver questions and the answers worth keeping."""

    def __init__(self) -> None:
        self.jobs = Jobs()
        self.asked: dict[str, int] = {}    # purpose -> the board version its job is about
        self._hints: tuple[int, list[Pair], int | None] | None = None   # (version, pairs, moves back)

    @property
    def busy(self) -> bool:
        """A question is still being worked on."""
        return self.jobs.busy

    def reset(self) -> None:
        """A fresh board: cancel every question and forget the kept answer."""
        self._hints = None
        self.jobs.close()

    def ask(self, purpose: str, match: Match) -> None:
        """Ask ``purpose`` (hints.HINT or hints.CHECK) about the position on the table,
        unless that very question is already being worked on."""
        version = match.version
        if not (self.jobs.pending(purpose) and self.asked.get(purpose) == version):
            self.asked[purpose] = version   # replaces a question about an older position
            self.jobs.submit(purpose, hints.job, purpose, match.solver_boards())

    def answers(self, match: Match) -> list[tuple[str, hints.Answer]]:
        """The questions answered since the last call, as (purpose, answer); answers about
        a position other than ``match``'s current one are dropped. A job's error is raised."""
        answered = []
        for purpose in (hints.HINT, hints.CHECK):
            outcome = self.jobs.poll(purpose)
            if outcome is not None and outcome.done:
                if outcome.error is not None:
                    raise outcome.error
                if self.asked[purpose] == match.version:
                    answered.append((purpose, outcome.result))
        return answered

    def keep(self, match: Match, answer: hints.Answer) -> tuple[list[Pair], int | None]:
        """Keep a hint answer about ``match``'s current position; (pairs, moves back)."""
        self._hints = (match.version, [match.pair_at(a, b) for a, b in answer.pairs], answer.back)
        return self._hints[1], self._hints[2]

    def known(self, match: Match) -> tuple[list[Pair], int | None] | None:
        """The kept hint answer, (pairs, moves back), if it is about the current position."""
        if self._hints is not None and self._hints[0] == match.version:
            return self._hints[1], self._hints[2]
        return None
