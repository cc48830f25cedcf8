"""The solver questions asked about a game: the scene asks them in the background
(core.jobs, keys HINT and CHECK); ``winnable`` and ``safe_pairs`` ask about a rules
engine directly (tests, tools). Pure Python.

``job(purpose, boards, progress)`` gets the solver boards of the current round, newest
first (``boards[0]`` is the position on the table, ``boards[k]`` the one ``k`` moves
back) and answers whether the position can still be won, which pairs keep it winnable
(for a hint) and, when it is lost, how many moves back the last winnable position lies.

A hint never keeps the player waiting long: the search first runs for QUICK_SECONDS;
when that decides, its first move is a pair proven to keep the game winnable. When it
does not, the job offers the safest pair known without search (guess.py: HARMLESS or a
GUESS, not proven) on ``progress``, which the scene reads while the job goes on, and
searches on to the verdict. A position proven lost is told on ``progress`` too, while
the job looks for the last winnable position before it. ``Progress.cancel`` stops a
job nobody wants any more.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mahjong.games.solitaire import guess
from mahjong.games.solitaire.board import bits
from mahjong.games.solitaire.rules import Remove, Solitaire
from mahjong.games.solitaire.solver import DEFAULT_MAX_NODES, Board, solve, winning_pairs

HINT = "hint"      # which pairs keep the game winnable
CHECK = "check"    # is the position still winnable (Wild deals, after every move)

PROVEN = "proven"  # an Offer's grade: the pair keeps the game winnable (besides guess's)
QUICK_SECONDS = 0.4  # the first search's time: a hint answers within a second
OTHER_PAIR_NODES = 2_000   # for each other free pair, when listing every proven pair
OTHER_PAIRS_SECONDS = 1.0  # for all of them together


@dataclass(frozen=True)
class Answer:
    winnable: bool | None                 # None: the solver gave up (budget) undecided
    pairs: tuple[tuple[int, int], ...]   # solver indices, proven; only asked for by HINT
    back: int | None                      # moves back to the last winnable position


@dataclass(frozen=True)
class Offer:
    """A pair a running HINT job suggests before its final answer."""
    pair: tuple[int, int]
    grade: str    # PROVEN, guess.HARMLESS or guess.GUESS
    at: float     # seconds after the job started


class Progress:
    """A running job's news for the scene (set by the job's thread, read by the scene's):
    the pair it offers so far, when it proved the position lost, whether it is still
    wanted."""

    def __init__(self) -> None:
        self.offer: Offer | None = None     # the latest of ``offers``
        self.offers: list[Offer] = []
        self.lost_at: float | None = None   # seconds after the start
        self.cancelled = False
        self.started = time.perf_counter()

    def cancel(self) -> None:
        self.cancelled = True

    def suggest(self, pair: tuple[int, int], grade: str) -> None:
        self.offer = Offer(pair, grade, time.perf_counter() - self.started)
        self.offers.append(self.offer)


def job(purpose: str, boards: Sequence[Board], progress: Progress | None = None) -> Answer:
    progress = progress if progress is not None else Progress()

    def cancelled() -> bool:
        return progress.cancelled

    current = boards[0]
    winnable: bool | None
    if purpose == HINT:
        result = solve(current, time_limit=QUICK_SECONDS, cancelled=cancelled)
        if result.winnable is None and not progress.cancelled:
            known = guess.best_known(current)
            if known is not None:
                progress.suggest(*known)
            result = solve(current, cancelled=cancelled)
        if result.winnable:
            assert result.moves, "a winnable position with tiles on it has a first move"
            first = result.moves[0]
            progress.suggest(first, PROVEN)
            return Answer(True, (first, *other_pairs(current, first, cancelled)), None)
        winnable = result.winnable
    else:
        winnable = solve(current, cancelled=cancelled).winnable
    if winnable is not False:
        return Answer(winnable, (), None)
    progress.lost_at = time.perf_counter() - progress.started
    back = next((k for k, board in enumerate(boards[1:], 1)
                 if solve(board, cancelled=cancelled).winnable), None)
    return Answer(False, (), back)


def other_pairs(board: Board, first: tuple[int, int],
                cancelled: Callable[[], bool] | None = None) -> list[tuple[int, int]]:
    """The free matching pairs besides ``first`` proven to keep ``board`` winnable within
    a small budget each (a hint cycles through them)."""
    g, groups = board.geometry, board.groups
    free = bits(g.free_mask(board.present))
    deadline = time.perf_counter() + OTHER_PAIRS_SECONDS
    out: list[tuple[int, int]] = []
    for k, a in enumerate(free):
        for b in free[k + 1:]:
            if groups[a] != groups[b] or {a, b} == set(first):
                continue
            left = deadline - time.perf_counter()
            if left <= 0:
                return out
            child = Board(g, groups, board.present & ~(1 << a) & ~(1 << b))
            if solve(child, OTHER_PAIR_NODES, left, cancelled).winnable:
                out.append((a, b))
    return out


def winnable(game: Solitaire, max_nodes: int = DEFAULT_MAX_NODES) -> bool | None:
    """Whether the game's board can still be cleared without shuffles (None: undecided)."""
    return solve(game.board(), max_nodes).winnable


def safe_pairs(game: Solitaire, max_nodes: int = DEFAULT_MAX_NODES) -> list[Remove]:
    """The free pairs whose removal keeps the board winnable (empty when none is known)."""
    pos = game.layout.positions
    return [Remove(pos[a], pos[b]) for a, b in winning_pairs(game.board(), max_nodes)]
