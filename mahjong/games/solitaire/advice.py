"""The solver's advice for the MahJongg Solitaire scene: asking, collecting and keeping
answers. Pure Python (no pygame); the scene decides what to show.

The questions themselves are ``hints.job`` (which pairs keep the game winnable, whether
the position is lost), run as background jobs (core.jobs, keys hints.HINT and
hints.CHECK): a newer question under a key replaces an older one, and the older one's
search is stopped (``hints.Progress.cancel``), so a stale question never holds up a
new one. Every question is about one position (the engine's ``key()``, the job's
``about``); core.jobs drops an answer about a position that has changed since, and the
last hint answer is kept for its position, so asking again about it costs nothing. While a hint question
runs, ``thinking`` says for how long, and ``offer`` gives the pair it suggests so far.
"""

from __future__ import annotations

import time
from collections.abc import Hashable

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire import hints
from mahjong.games.solitaire.match import Match

Pair = tuple   # (position, position)
Hint = tuple[list[Pair], int | None, bool | None]   # (proven pairs, moves back, winnable)


class Advice:
    """One scene's solver questions and the answers worth keeping."""

    def __init__(self) -> None:
        self.jobs = Jobs()
        self.progress: dict[str, hints.Progress] = {}   # purpose -> its job's news
        self._hints: tuple[Hashable, Hint] | None = None   # (position key, the answer)

    @property
    def busy(self) -> bool:
        """A question is still being worked on."""
        return self.jobs.busy

    def reset(self) -> None:
        """A fresh board: cancel every question and forget the kept answer."""
        self._hints = None
        self.jobs.close()
        for progress in self.progress.values():
            progress.cancel()
        self.progress.clear()

    def ask(self, purpose: str, match: Match) -> None:
        """Ask ``purpose`` (hints.HINT or hints.CHECK) about the position on the table,
        unless that very question is already being worked on."""
        key = match.game.key()
        if not self.jobs.asking(purpose, key):   # replaces a question about an older position
            old = self.progress.get(purpose)
            if old is not None:
                old.cancel()
            progress = self.progress[purpose] = hints.Progress()
            self.jobs.submit(purpose, hints.job, purpose, match.solver_boards(), progress, about=key)

    def _running(self, purpose: str, match: Match) -> hints.Progress | None:
        """The progress of the job on ``purpose`` about ``match``'s current position, if
        one is running."""
        if self.jobs.asking(purpose, match.game.key()):
            return self.progress.get(purpose)
        return None

    def thinking(self, match: Match) -> float | None:
        """For how many seconds a hint question about the current position has run
        (None: none is running)."""
        progress = self._running(hints.HINT, match)
        return None if progress is None else time.perf_counter() - progress.started

    def lost(self, match: Match) -> bool:
        """Whether the running hint question has proved the current position lost (it
        goes on to find the last winnable position before it)."""
        progress = self._running(hints.HINT, match)
        return progress is not None and progress.lost_at is not None

    def offer(self, match: Match) -> tuple[Pair, str] | None:
        """The pair the running hint question suggests so far and its grade."""
        progress = self._running(hints.HINT, match)
        if progress is None or progress.offer is None:
            return None
        return match.pair_at(*progress.offer.pair), progress.offer.grade

    def answers(self, match: Match) -> list[tuple[str, hints.Answer]]:
        """The questions answered since the last call, as (purpose, answer); answers about
        a position other than ``match``'s current one are dropped. A job's error is raised."""
        answered = []
        key = match.game.key()
        for purpose in (hints.HINT, hints.CHECK):
            outcome = self.jobs.poll(purpose, now=key)
            if outcome is None or not outcome.done:
                continue
            if outcome.stale:
                self.progress[purpose].cancel()   # about a position gone: stop searching
            elif outcome.error is not None:
                raise outcome.error
            else:
                answered.append((purpose, outcome.result))
        return answered

    def keep(self, match: Match, answer: hints.Answer) -> Hint:
        """Keep a hint answer about ``match``'s current position: (proven pairs, moves
        back, winnable: None when the solver gave up)."""
        hint = ([match.pair_at(a, b) for a, b in answer.pairs], answer.back, answer.winnable)
        self._hints = (match.game.key(), hint)
        return hint

    def known(self, match: Match) -> Hint | None:
        """The kept hint answer (as ``keep`` gives it), if it is about the current position."""
        if self._hints is not None and self._hints[0] == match.game.key():
            return self._hints[1]
        return None
