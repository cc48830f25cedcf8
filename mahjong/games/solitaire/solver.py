"""A complete solver for MahJongg Solitaire with every face known.

Positions are numbered by their index in ``Layout.positions``; a board is the set of
indices still present, held as an int bitmask. The search is a depth-first search over
the pairing of each group (see ``_Search``) with:

- a table of the positions proved lost (tiles present and pairs committed);
- safe moves, played without branching: when every remaining tile of a group is free,
  removing them all is never wrong (freeness only grows as tiles go, so any win can
  be reordered to take them first);
- a pile test at every node: a tile lying on a groupmate (directly or through a pile of
  present tiles) must go first, so the two can never be a pair; a group that cannot be
  paired up otherwise proves the position lost (two groupmates in one pile with the
  others gone, a tile over two of its group, ...);
- a relaxed game at every node, in which a group's last two tiles ("a forced pair") and
  committed pairs must go together while the tiles of a group with more left may go
  one by one whenever a groupmate is free or gone. Anything a real game can clear the
  relaxed game clears too, so a relaxed game that sticks proves the position lost
  ("A B A B" in a closed row, two pairs each under the other, ...). The same test
  filters the partners a tile may be committed to; its verdicts are handed down the
  search (a failure stays a failure as tiles go and pairs are committed);
- move ordering: groups with the fewest possible partners first, free partners first.

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
    """Blocker bitmasks of a layout's positions (indices into ``positions``).

    ``above[i]``: tiles on a higher level overlapping i; ``left``/``right``: same-level
    neighbours; ``over[i]``: the transitive closure of ``above`` (tiles that may lie on
    i through a pile); ``affects[i]``: tiles whose freeness may change when i goes."""

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
        affects = [0] * n
        for j in range(n):
            for i in bits(above[j] | left[j] | right[j]):
                affects[i] |= 1 << j
        over = list(above)
        for i in sorted(range(n), key=lambda k: -self.positions[k][0]):  # top levels first
            for j in bits(above[i]):
                over[i] |= over[j]
        self.above, self.left, self.right = tuple(above), tuple(left), tuple(right)
        self.affects, self.over = tuple(affects), tuple(over)

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

    def lies_on(self, a: int, b: int, present: int) -> bool:
        """Whether tile ``a`` lies on ``b`` through a pile of present tiles (so ``a``
        must go before ``b`` can be free)."""
        if not self.over[b] >> a & 1:
            return False
        above, scope = self.above, self.over[b] & present
        seen = frontier = above[b] & present
        while frontier:
            if frontier >> a & 1:
                return True
            nxt = 0
            for k in bits(frontier):
                nxt |= above[k]
            frontier = nxt & scope & ~seen
            seen |= frontier
        return False


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
    every removal that is safe under the commitments made so far. A node costs one
    relaxed game, a few pile tests and a relaxed game per partner not yet tried.
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
        over = self.g.over
        # Groups with a tile that may lie on a groupmate: the only ones the pile test
        # must look at.
        self.stacked = [mask for mask in self.gmask.values()
                        if any(over[i] & mask for i in bits(mask))]
        self.mates = [self.gmask.get(board.groups[i], 0) & ~(1 << i)  # groupmates
                      for i in range(self.g.size)]

    def run(self) -> Result:
        if any(mask.bit_count() % 2 for mask in self.gmask.values()):
            return Result(False, None, 0)
        try:
            won = self.dfs(self.present, self.g.free_mask(self.present), {}, {})
        except _OutOfBudget:
            return Result(None, None, self.nodes)
        return Result(won, list(self.path) if won else None, self.nodes)

    def _after(self, rem: int, free: int, removed: int) -> tuple[int, int]:
        """Board and free mask after taking the tiles of ``removed``."""
        rem &= ~removed
        affects = self.g.affects
        touched = 0
        for i in bits(removed):
            touched |= affects[i]
        return rem, (free & ~removed) | self.g.free_mask(rem, touched & ~free)

    def _pairable(self, tiles: list[int], rem: int) -> bool:
        """Whether ``tiles`` (one group's) can be split into pairs, no tile of a pair
        lying on its partner."""
        if not tiles:
            return True
        a, rest = tiles[0], tiles[1:]
        lies_on = self.g.lies_on
        for k, b in enumerate(rest):
            if not lies_on(a, b, rem) and not lies_on(b, a, rem) \
                    and self._pairable(rest[:k] + rest[k + 1:], rem):
                return True
        return False

    def _dead(self, rem: int, partner: dict[int, int]) -> bool:
        """The pile test: a committed pair, or a group's uncommitted tiles, that cannot
        be paired without a tile lying on its partner."""
        lies_on = self.g.lies_on
        if any(lies_on(a, b, rem) for a, b in partner.items()):
            return True
        for mask in self.stacked:
            mine = mask & rem
            if mine and not self._pairable([i for i in bits(mine) if i not in partner], rem):
                return True
        return False

    def dfs(self, rem: int, free: int, partner: dict[int, int],
            known: dict[tuple[int, int], bool]) -> bool:
        """``partner`` maps each committed tile still present to the tile it goes with;
        ``known``: whether the relaxed game cleared with one more pair committed, as
        found here or at an ancestor (a failure stays a failure; a success is only a
        guess, and the node's own relaxed game checks it)."""
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
            rem, free = self._after(rem, free, take)
            committed &= ~take
        if not rem:
            return True
        live = {k: v for k, v in partner.items() if rem >> k & 1}
        key = (rem, frozenset((i, j) for i, j in live.items() if i < j))
        if key in self.lost or self._dead(rem, live) \
                or not self._relaxed_clear(rem, free, live, committed):
            self.lost.add(key)
            del path[depth:]
            return False
        # Options for the lowest free tile of every uncommitted group with two or more
        # free tiles: partners it does not lie on (nor under) that leave the rest of
        # its group pairable. Groups left with one option are committed at once (each
        # commitment is necessary); otherwise branch on the group with fewest options.
        lies_on = self.g.lies_on
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
                if lies_on(a, b, rem) or lies_on(b, a, rem) \
                        or not self._pairable(bits(mine & ~(1 << a) & ~(1 << b)), rem):
                    continue
                ok = known.get((a, b))
                if ok is None:
                    live[a], live[b] = b, a
                    ok = known[a, b] = self._relaxed_clear(
                        rem, free, live, committed | (1 << a) | (1 << b))
                    del live[a], live[b]
                if ok:
                    options.append(b)
            if not options:
                forced.clear()
                best = []
                break
            if len(options) == 1:
                forced[a], forced[options[0]] = options[0], a
            elif best_a < 0 or len(options) < len(best):
                best, best_a = options, a
        base = len(path)
        if forced:
            if self.dfs(rem, free, {**live, **forced}, known):
                return True
        elif best:
            a = best_a
            best.sort(key=lambda j: -(free >> j & 1))
            for b in best:
                if self.dfs(rem, free, {**live, a: b, b: a}, dict(known)):
                    return True
                del path[base:]
        self.lost.add(key)
        del path[depth:]
        return False

    def _relaxed_clear(self, rem: int, free: int, partner: dict[int, int], committed: int) -> bool:
        """Whether the relaxed game (see the module docstring) clears ``rem``: committed
        pairs and a group's last two uncommitted tiles go together; other tiles go
        alone when a groupmate is free or already gone."""
        g, mates_of = self.g, self.mates
        above, left, right, affects = g.above, g.left, g.right, g.affects
        uncommitted = rem & ~committed
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
                mates = mates_of[i] & uncommitted
            if not mates & (mates - 1):  # one mate: the two go together
                j = mates.bit_length() - 1
                if (above[j] & live) or ((left[j] & live) and (right[j] & live)):
                    continue
                live ^= low | mates
                gone |= low | mates
                work |= (affects[i] | affects[j]) & live
                continue
            if not mates & gone:
                rest = mates & live
                while rest:
                    m = rest & -rest
                    rest ^= m
                    j = m.bit_length() - 1
                    if not (above[j] & live) and (not (left[j] & live) or not (right[j] & live)):
                        break
                else:
                    continue
            work |= (mates & live) | affects[i]
            live ^= low
            gone |= low
            work &= live
        return not live
