"""A complete solver for MahJongg Solitaire with every face known.

Positions are numbered by their index in ``Layout.positions``; a board is the set of
indices still present, held as an int bitmask (board.py). ``solve`` decides whether a
board can be cleared in two stages sharing one node budget:

1. quick depth-first searches over removals (dive.py), which win most deals within a
   few hundred nodes;
2. the complete search over how each group's tiles pair up (pairings.py), which proves
   lost deals and wins the tricky ones.

Both lean on the relaxed game (relaxed.py), a greedy test that proves positions lost.
Pure Python, no pygame.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from mahjong.games.solitaire.board import Board, Budget, GaveUp, Geometry, OutOfBudget, Result, bits, geometry
from mahjong.games.solitaire.dive import Dive
from mahjong.games.solitaire.pairings import PairingSearch

__all__ = ["Board", "Geometry", "Result", "bits", "geometry", "solve", "winning_pairs",
           "DEFAULT_MAX_NODES"]

DEFAULT_MAX_NODES = 2_000_000
DIVES = 4              # quick searches a round, each with its own move order
DIVE_NODES = 75        # for each, every round: long dives rarely win what short ones miss
PAIRING_NODES = 1_000  # the pairing search's unit share, times luby(round) each round


def solve(board: Board, max_nodes: int = DEFAULT_MAX_NODES, time_limit: float | None = None,
          cancelled: Callable[[], bool] | None = None) -> Result:
    """Decide whether ``board`` can be cleared; a winning pair sequence if so. Undecided
    (``winnable`` None) when ``max_nodes`` or ``time_limit`` runs out first, or when
    ``cancelled()`` turns true (asked now and then).

    The searches take turns in rounds: a few short dives, each with its own move order,
    then the pairing search with a new group order and a share of the budget after
    Luby's sequence (``pairing_share``). The dives win most deals at once; the pairing
    search, complete, decides the rest (runs of it take very different times on orders
    that look alike, so many short runs and a long one now and then beat one long run;
    what a run learns carries over to the next)."""
    counts: dict[int, int] = {}
    for i in bits(board.present):
        counts[board.groups[i]] = counts.get(board.groups[i], 0) + 1
    if any(n % 2 for n in counts.values()):
        return Result(False, None, 0)
    budget = Budget(max_nodes, time_limit, cancelled)
    pairing = PairingSearch(board, budget)
    try:
        for round_ in itertools.count():
            for seed in range(round_ * DIVES, (round_ + 1) * DIVES):
                dive = Dive(board, budget, seed)
                try:
                    with budget.share(DIVE_NODES):
                        won = dive.run(board.present)
                    return Result(won, dive.path if won else None, budget.nodes)
                except GaveUp:
                    pass
            if round_ == 0 and not pairing.prepare():
                return Result(False, None, budget.nodes)
            try:
                with budget.share(pairing_share(round_)):
                    moves = pairing.attempt(round_)
                return Result(moves is not None, moves, budget.nodes)
            except GaveUp:
                pass
    except OutOfBudget:
        return Result(None, None, budget.nodes)
    raise AssertionError("unreachable")


def pairing_share(round_: int) -> int:
    """The pairing search's share of the budget in a round (counted from 0)."""
    return PAIRING_NODES * luby(round_ + 1)


def luby(i: int) -> int:
    """The i-th term (from 1) of Luby's restart sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8...:
    mostly short runs, a longer one now and then; within a small factor of the best
    fixed schedule when run times are unknown and heavy-tailed (Luby, Sinclair and
    Zuckerman 1993)."""
    while True:
        k = i.bit_length()
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1


def winning_pairs(board: Board, max_nodes: int = DEFAULT_MAX_NODES) -> list[tuple[int, int]]:
    """The free matching pairs whose removal leaves a position that can still be won
    (an empty list when none, or when the budget runs out for all of them)."""
    g, groups = board.geometry, board.groups
    free = bits(g.free_mask(board.present))
    out = []
    for k, a in enumerate(free):
        for b in free[k + 1:]:
            if groups[a] == groups[b]:
                child = Board(g, groups, board.present & ~(1 << a) & ~(1 << b))
                if solve(child, max_nodes).winnable:
                    out.append((a, b))
    return out
