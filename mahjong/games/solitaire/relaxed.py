"""The relaxed game: a quick test that proves a Solitaire position lost.

Each tile either has a fixed partner (a group's last two tiles, or a pair the search has
committed to) and goes only together with it, when both are free; or it is loose: a
loose group's first two tiles go when two of them are free at once, and once one has
gone the rest go one by one whenever free. Every real play is also a relaxed play, and
freeness only grows as tiles go, so removing greedily finds out whether the relaxed
game clears: when it does not, neither does the real game. With every pair fixed the
relaxed game is the real game, and the greedy order is a winning order.

The game is played by counting: each tile keeps the number of tiles above it and on
each side, and a tile is handled once, when it becomes free.

Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.games.solitaire.board import Geometry, bits

LOOSE = -1


class RelaxedGame:
    """The relaxed game from one position (``rem``: the tiles present)."""

    def __init__(self, geom: Geometry, rem: int) -> None:
        self.geom = geom
        self.rem = rem
        self.tiles = bits(rem)
        n = geom.size
        above, left, right = geom.above, geom.left, geom.right
        self.live = [False] * n
        self.n_above, self.n_left, self.n_right = [0] * n, [0] * n, [0] * n
        for i in self.tiles:
            self.live[i] = True
            self.n_above[i] = (above[i] & rem).bit_count()
            self.n_left[i] = (left[i] & rem).bit_count()
            self.n_right[i] = (right[i] & rem).bit_count()
        self.free = [i for i in self.tiles if not self.n_above[i]
                     and (not self.n_left[i] or not self.n_right[i])]

    def clears(self, partner: list[int], group: tuple[int, ...] | list[int],
               record: list[tuple[int, int]] | None = None) -> bool:
        """Whether the relaxed game clears the position. ``partner[i]``: i's fixed
        partner, or LOOSE; ``group[i]``: i's match group (for loose tiles). ``record``
        collects what goes, in order: a pair as (i, j), a tile going alone as (i, i)."""
        geom = self.geom
        covers, left_of, right_of = geom.covers, geom.left_of, geom.right_of
        live = self.live[:]
        n_above, n_left, n_right = self.n_above[:], self.n_left[:], self.n_right[:]
        is_free = [False] * len(live)
        waiting: dict[int, list[int]] = {}  # loose groups untouched: their free tiles
        touched: set[int] = set()
        stack = list(self.free)
        left = len(self.tiles)
        going: list[int] = []
        while stack:
            i = stack.pop()
            is_free[i] = True
            j = partner[i]
            if j >= 0:
                if not is_free[j]:
                    continue
                going.append(i)
                going.append(j)
                if record is not None:
                    record.append((i, j))
            else:
                g = group[i]
                if g in touched:
                    going.append(i)
                    if record is not None:
                        record.append((i, i))
                else:
                    free_mates = waiting.setdefault(g, [])
                    free_mates.append(i)
                    if len(free_mates) < 2:
                        continue
                    touched.add(g)
                    going.extend(free_mates)
                    if record is not None:
                        record.extend((t, t) for t in free_mates)
            while going:  # take the tiles, and find the ones that come free
                t = going.pop()
                live[t] = False
                left -= 1
                # a tile comes free when its last blocker above goes (and a side is
                # open), or when one side opens (and nothing is above, the other side
                # still closed: else it was free before)
                for k in covers[t]:
                    if live[k]:
                        n_above[k] -= 1
                        if not n_above[k] and (not n_left[k] or not n_right[k]):
                            stack.append(k)
                for k in left_of[t]:
                    if live[k]:
                        n_left[k] -= 1
                        if not n_left[k] and not n_above[k] and n_right[k]:
                            stack.append(k)
                for k in right_of[t]:
                    if live[k]:
                        n_right[k] -= 1
                        if not n_right[k] and not n_above[k] and n_left[k]:
                            stack.append(k)
        self.last_live = live
        return not left

    def stuck_tiles(self) -> list[int]:
        """The tiles left on the board by the last game played that did not clear."""
        return [i for i in self.tiles if self.last_live[i]]
