"""What the Solitaire solver works on: a layout's blocking geometry as bitmasks, and a board
(geometry, each position's match group, the tiles present). Pure Python, no pygame."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

from mahjong.games.solitaire.layout import Position


class OutOfBudget(Exception):
    """A search ran out of its node budget or time."""


class GaveUp(Exception):
    """A search used up the share of the budget it was given (``Budget.share``)."""


class Geometry:
    """Blocker bitmasks of a layout's positions (indices into ``positions``).

    ``above[i]``: tiles on a higher level overlapping i; ``left``/``right``: same-level
    neighbours; ``over[i]``: the transitive closure of ``above`` (tiles that may lie on
    i through a pile); ``affects[i]``: tiles whose freeness may change when i goes;
    ``covers[i]``, ``left_of[i]``, ``right_of[i]``: the tiles that have i above them, on
    their left, on their right (as index tuples, for counting blockers)."""

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
        self.covers = tuple(tuple(j for j in range(n) if above[j] >> i & 1) for i in range(n))
        self.left_of = tuple(tuple(j for j in range(n) if left[j] >> i & 1) for i in range(n))
        self.right_of = tuple(tuple(j for j in range(n) if right[j] >> i & 1) for i in range(n))

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


# _BYTE_BITS[k][b]: the indices of the set bits of byte value b at byte k of a mask
_BYTE_BITS = [[tuple(8 * k + i for i in range(8) if b >> i & 1) for b in range(256)] for k in range(64)]


def bits(mask: int) -> list[int]:
    """The indices of the set bits, lowest first. A few bits are peeled off one by one;
    more are read a byte at a time from a table (several times faster on a board's
    worth of tiles: this is the solver's most called helper)."""
    out: list[int] = []
    if mask.bit_count() < 6 or mask.bit_length() > 512:
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out
    for k, byte in enumerate(mask.to_bytes((mask.bit_length() + 7) >> 3, "little")):
        if byte:
            out += _BYTE_BITS[k][byte]
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


class Budget:
    """Nodes spent against a limit, an optional deadline and an optional ``cancelled``
    test (asked every 8 nodes: a background question nobody wants any more), shared by
    the searches."""

    def __init__(self, max_nodes: int, time_limit: float | None = None,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = None if time_limit is None else time.perf_counter() + time_limit
        self.cancelled = cancelled
        self.stop_at: int | None = None

    def tick(self) -> None:
        """Count a node: OutOfBudget when the limit or the deadline is passed or the
        search is cancelled, GaveUp when the current share is used up."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfBudget
        if not self.nodes & 7 and (
                (self.deadline is not None and time.perf_counter() > self.deadline)
                or (self.cancelled is not None and self.cancelled())):
            raise OutOfBudget
        if self.stop_at is not None and self.nodes > self.stop_at:
            raise GaveUp

    @contextmanager
    def share(self, nodes: int) -> Iterator[None]:
        """Within the block, GaveUp once ``nodes`` more nodes are spent."""
        self.stop_at = self.nodes + nodes
        try:
            yield
        finally:
            self.stop_at = None
