"""A complete solver for MahJongg Solitaire with every face known.

Positions are numbered by their index in ``Layout.positions``; a board is the set of
indices still present, held as an int bitmask. The search is a depth-first search with:

- memoisation of every position proved lost (after the forced moves below);
- safe moves, played without branching: when every remaining tile of a group is free,
  removing them all is never wrong (freeness only grows as tiles go, so any win can
  be reordered to take them first);
- a dead-end test at every node: a relaxed game in which a group's last two tiles
  ("a forced pair") must still go together, while the tiles of a group with more left
  may go one by one whenever a groupmate is free or gone. Anything a real game can
  clear the relaxed game clears too, so a relaxed game that sticks proves the position
  lost (two groupmates stacked, "A B A B" in a closed row, two pairs each under the
  other, ...);
- move ordering: pairs that free the most tiles first.

Pure Python, no pygame.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from mahjong.games.solitaire.layout import Position

DEFAULT_MAX_NODES = 2_000_000


class Geometry:
    """Blocker bitmasks of a layout's positions (indices into ``positions``)."""

    def __init__(self, positions: Sequence[Position]) -> None:
        self.positions = tuple(positions)
        n = len(self.positions)
        self.size = n
        self.full = (1 << n) - 1
        above, left, right = [0] * n, [0] * n, [0] * n
        for i, (z, x, y) in enumerate(self.positions):
            for j, (z2, x2, y2) in enumerate(self.positions):
                if z2 > z and abs(x2 - x) < 2 and abs(y2 - y) < 2:
                    above[i] |= 1 << j
                elif z2 == z and abs(y2 - y) <= 1:
                    if x2 == x - 2:
                        left[i] |= 1 << j
                    elif x2 == x + 2:
                        right[i] |= 1 << j
        affects = [0] * n  # tiles whose freeness may change when tile i goes
        for j in range(n):
            for i in bits(above[j] | left[j] | right[j]):
                affects[i] |= 1 << j
        self.above, self.left, self.right = tuple(above), tuple(left), tuple(right)
        self.affects = tuple(affects)

    def is_free(self, i: int, present: int) -> bool:
        return not (self.above[i] & present) and (
            not (self.left[i] & present) or not (self.right[i] & present))

    def free_mask(self, present: int, candidates: int | None = None) -> int:
        """The free tiles among ``candidates`` (default: all present tiles)."""
        above, left, right = self.above, self.left, self.right
        cands = present if candidates is None else candidates & present
        out = 0
        while cands:
            low = cands & -cands
            cands ^= low
            i = low.bit_length() - 1
            if not (above[i] & present) and (not (left[i] & present) or not (right[i] & present)):
                out |= low
        return out


@lru_cache(maxsize=64)
def geometry(positions: tuple[Position, ...]) -> Geometry:
    return Geometry(positions)


def bits(mask: int) -> list[int]:
    """The indices of the set bits, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


@dataclass(frozen=True)
class Board:
    """What the solver needs: geometry, each position's match group, tiles present."""
    geometry: Geometry
    groups: tuple[int, ...]
    present: int


@dataclass(frozen=True)
class Result:
    winnable: bool | None          # None: the node budget or time limit ran out
    moves: list[tuple[int, int]] | None  # a winning sequence of index pairs
    nodes: int


class _OutOfBudget(Exception):
    pass


def solve(board: Board, max_nodes: int = DEFAULT_MAX_NODES,
          time_limit: float | None = None) -> Result:
    """Decide whether ``board`` can be cleared; a winning pair sequence if so."""
    return _Search(board, max_nodes, time_limit).run()


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


class _Search:
    """Depth-first search over the pairing of each group rather than over move order.

    Once every group's tiles are paired up, the order of removal no longer matters:
    freeness only grows as tiles go, so removing any removable pair is never wrong. The
    search therefore commits pairs ("tile a goes with tile b") and in between plays
    every removal that is safe under the commitments made so far.
    """

    def __init__(self, board: Board, max_nodes: int, time_limit: float | None) -> None:
        self.g = board.geometry
        self.groups = board.groups
        self.gmask: dict[int, int] = {}
        for i in bits(board.present):
            self.gmask[self.groups[i]] = self.gmask.get(self.groups[i], 0) | (1 << i)
        self.present = board.present
        self.max_nodes = max_nodes
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.nodes = 0
        self.lost: set[tuple[int, frozenset[tuple[int, int]]]] = set()
        self.path: list[tuple[int, int]] = []

    def run(self) -> Result:
        if any(mask.bit_count() % 2 for mask in self.gmask.values()):
            return Result(False, None, 0)
        try:
            won = self.dfs(self.present, self.g.free_mask(self.present), {})
        except _OutOfBudget:
            return Result(None, None, self.nodes)
        return Result(won, list(self.path) if won else None, self.nodes)

    def _remove(self, rem: int, free: int, removed: int) -> tuple[int, int]:
        """Board and free mask after taking the tiles of ``removed``."""
        rem &= ~removed
        affects = self.g.affects
        touched = 0
        for i in bits(removed):
            touched |= affects[i]
        return rem, (free & ~removed) | self.g.free_mask(rem, touched & ~free)

    def dfs(self, rem: int, free: int, partner: dict[int, int]) -> bool:
        """``partner`` maps each committed tile still present to the tile it goes with."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _OutOfBudget
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise _OutOfBudget
        groups, gmask, path = self.groups, self.gmask, self.path
        depth = len(path)
        committed = 0
        for i in partner:
            committed |= 1 << i
        # Safe removals: committed pairs with both tiles free, and groups whose
        # uncommitted tiles are all free.
        while True:
            take = 0
            for i in bits(free & committed):
                j = partner[i]
                if i < j and free >> j & 1:
                    take |= (1 << i) | (1 << j)
                    path.append((i, j))
            seen = 0
            for i in bits(free & ~committed & ~take):
                g = groups[i]
                if seen >> g & 1:
                    continue
                seen |= 1 << g
                mine = gmask[g] & rem & ~committed
                if mine & free == mine:
                    idx = bits(mine)
                    path.extend(zip(idx[0::2], idx[1::2]))
                    take |= mine
            if not take:
                break
            rem, free = self._remove(rem, free, take)
            committed &= ~take
        if not rem:
            return True
        base = len(path)  # the safe removals above stay while the branches are tried
        key = (rem, frozenset((i, j) for i, j in partner.items() if i < j and rem >> i & 1))
        if key in self.lost or not self._relaxed_clear(rem, free, partner, committed):
            self.lost.add(key)
            del path[depth:]
            return False
        # Try the partners of the lowest free tile of every uncommitted group with two
        # or more free tiles in the relaxed game. Groups left with one partner are all
        # committed at once (each commitment is necessary); otherwise branch on the
        # group with the fewest partners.
        forced: dict[int, int] = {}
        best: list[int] = []
        best_a = -1
        seen = 0
        for a in bits(free & ~committed):
            g = groups[a]
            if seen >> g & 1:
                continue
            seen |= 1 << g
            mine = gmask[g] & rem & ~committed
            if (mine & free).bit_count() < 2:
                continue
            options = []
            for b in bits(mine & ~(1 << a)):
                trial = dict(partner)
                trial[a], trial[b] = b, a
                if self._relaxed_clear(rem, free, trial, committed | (1 << a) | (1 << b)):
                    options.append(b)
            if not options:
                forced.clear()
                best = []
                break
            if len(options) == 1:
                forced[a], forced[options[0]] = options[0], a
            elif best_a < 0 or len(options) < len(best):
                best, best_a = options, a
        live = {k: v for k, v in partner.items() if rem >> k & 1}
        if forced:
            if self.dfs(rem, free, {**live, **forced}):
                return True
        elif best:
            a = best_a
            best.sort(key=lambda j: -(free >> j & 1))
            for b in best:
                if self.dfs(rem, free, {**live, a: b, b: a}):
                    return True
                del path[base:]
        self.lost.add(key)
        del path[depth:]
        return False

    def _relaxed_clear(self, rem: int, free: int, partner: dict[int, int], committed: int) -> bool:
        """Whether the relaxed game (see the module docstring) clears ``rem``: committed
        pairs and a group's last two uncommitted tiles go together; other tiles go
        alone when a groupmate is free or already gone."""
        g, groups, gmask = self.g, self.groups, self.gmask
        above, left, right, affects = g.above, g.left, g.right, g.affects
        work = free
        live = rem
        gone = 0
        while work:
            low = work & -work
            work ^= low
            if not live & low:
                continue
            i = low.bit_length() - 1
            if (above[i] & live) or ((left[i] & live) and (right[i] & live)):
                continue
            if committed & low:
                mates = 1 << partner[i]
            else:
                mates = gmask[groups[i]] & rem & ~committed & ~low
            if mates.bit_count() == 1:
                j = mates.bit_length() - 1
                if (above[j] & live) or ((left[j] & live) and (right[j] & live)):
                    continue
                take = low | mates
            else:
                ok = mates & gone
                if not ok:
                    for j in bits(mates & live):
                        if not (above[j] & live) and (not (left[j] & live) or not (right[j] & live)):
                            ok = 1
                            break
                if not ok:
                    continue
                take = low
                work |= mates & live
            live &= ~take
            gone |= take
            for k in bits(take):
                work |= affects[k] & live
        return not live
