"""The solver questions asked about a game: the scene asks them in the background
(core.jobs, keys HINT and CHECK); ``winnable`` and ``safe_pairs`` ask about a rules
engine directly (tests, tools). Pure Python.

``job(purpose, boards)`` gets the solver boards of the current round, newest first
(``boards[0]`` is the position on the table, ``boards[k]`` the one ``k`` moves back)
and answers whether the position can still be won, which pairs keep it winnable (for a
hint) and, when it is lost, how many moves back the last winnable position lies.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.games.solitaire.rules import Remove, Solitaire
from mahjong.games.solitaire.solver import DEFAULT_MAX_NODES, Board, solve, winning_pairs

HINT = "hint"      # which pairs keep the game winnable
CHECK = "check"    # is the position still winnable (Wild deals, after every move)


@dataclass(frozen=True)
class Answer:
    winnable: bool
    pairs: tuple[tuple[int, int], ...]   # solver indices; only asked for by HINT
    back: int | None                      # moves back to the last winnable position


def job(purpose: str, boards: Sequence[Board]) -> Answer:
    current = boards[0]
    if purpose == HINT:
        pairs = tuple(winning_pairs(current))
        winnable = bool(pairs)
    else:
        pairs = ()
        winnable = solve(current).winnable is not False   # out of budget: do not cry wolf
    if winnable:
        return Answer(True, pairs, None)
    back = next((k for k, board in enumerate(boards[1:], 1) if solve(board).winnable), None)
    return Answer(False, pairs, back)


def winnable(game: Solitaire, max_nodes: int = DEFAULT_MAX_NODES) -> bool | None:
    """Whether the game's board can still be cleared without shuffles (None: undecided)."""
    return solve(game.board(), max_nodes).winnable


def safe_pairs(game: Solitaire, max_nodes: int = DEFAULT_MAX_NODES) -> list[Remove]:
    """The free pairs whose removal keeps the board winnable (empty when none is known)."""
    pos = game.layout.positions
    return [Remove(pos[a], pos[b]) for a, b in winning_pairs(game.board(), max_nodes)]
