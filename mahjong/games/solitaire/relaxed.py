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

Removals never stop other removals (freeness only grows; a loose group once touched lets
every tile go), so the greedy end is the same whatever the order. Hence a game with fewer
fixed pairs can start where a game with more got stuck (``leftover``): every removal that
game made is one the freer game can make too.

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
        self.free = self._free_among(self.tiles)
        self.touched: frozenset[int] = frozenset()  # loose groups already begun

    def without(self, rem: int, free: int) -> RelaxedGame:
        """The game from ``rem`` (some of this position's tiles), whose free tiles are
        ``free``: set up from this game's counts, which is cheaper than counting afresh
        when few tiles have gone."""
        geom = self.geom
        covers, left_of, right_of = geom.covers, geom.left_of, geom.right_of
        child = object.__new__(RelaxedGame)
        child.geom, child.rem = geom, rem
        live = child.live = self.live[:]
        n_above = child.n_above = self.n_above[:]
        n_left = child.n_left = self.n_left[:]
        n_right = child.n_right = self.n_right[:]
        gone = bits(self.rem & ~rem)
        for t in gone:
            live[t] = False
            for k in covers[t]:
                n_above[k] -= 1
            for k in left_of[t]:
                n_left[k] -= 1
            for k in right_of[t]:
                n_right[k] -= 1
        child.tiles = [i for i in self.tiles if live[i]]
        child.free = bits(free)
        child.touched = self.touched
        return child

    def leftover(self, group: tuple[int, ...] | list[int]) -> RelaxedGame:
        """Where the last game played got stuck, as a game of its own, for games whose
        fixed pairs are some of that game's (see the module docstring): those play the
        same from there as from here, with fewer tiles to go. ``group``: as for
        ``clears``; the loose groups with a tile gone go on one tile at a time."""
        live, (n_above, n_left, n_right) = self.last_live, self.last_counts
        child = object.__new__(RelaxedGame)
        child.geom = self.geom
        child.live, child.n_above, child.n_left, child.n_right = live, n_above, n_left, n_right
        tiles = child.tiles = [i for i in self.tiles if live[i]]
        child.rem = sum(1 << i for i in tiles)
        child.free = child._free_among(tiles)
        child.touched = self.touched | {group[i] for i in self.tiles if not live[i]}
        return child

    def _free_among(self, tiles: list[int]) -> list[int]:
        """The free ones of ``tiles`` by this game's counts: nothing above, a side open."""
        n_above, n_left, n_right = self.n_above, self.n_left, self.n_right
        return [i for i in tiles if not n_above[i] and (not n_left[i] or not n_right[i])]

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
        touched = set(self.touched)
        stack = list(self.free)
        push = stack.append
        left = len(self.tiles)
        while stack:
            i = stack.pop()
            is_free[i] = True
            j = partner[i]
            if j >= 0:
                if not is_free[j]:
                    continue
                going: tuple[int, ...] | list[int] = (j, i)
                if record is not None:
                    record.append((i, j))
            elif group[i] in touched:
                going = (i,)
                if record is not None:
                    record.append((i, i))
            else:
                free_mates = waiting.setdefault(group[i], [])
                free_mates.append(i)
                if len(free_mates) < 2:
                    continue
                touched.add(group[i])
                going = free_mates[::-1]
                if record is not None:
                    record.extend((t, t) for t in free_mates)
            left -= len(going)
            for t in going:  # take the tiles, and find the ones that come free
                live[t] = False
                # a tile comes free when its last blocker above goes (and a side is
                # open), or when one side opens (and nothing is above, the other side
                # still closed: else it was free before). Counts of tiles gone or
                # absent may go wrong here, harmlessly: a tile gone had nothing live
                # above it and one side clear, so no count of it reaches zero again
                # with the rest as required (tiles absent from the start have zeros).
                for k in covers[t]:
                    n_above[k] -= 1
                    if not n_above[k] and (not n_left[k] or not n_right[k]):
                        push(k)
                for k in left_of[t]:
                    n_left[k] -= 1
                    if not n_left[k] and not n_above[k] and n_right[k]:
                        push(k)
                for k in right_of[t]:
                    n_right[k] -= 1
                    if not n_right[k] and not n_above[k] and n_left[k]:
                        push(k)
        self.last_live, self.last_counts = live, (n_above, n_left, n_right)
        return not left

    def stuck_tiles(self) -> list[int]:
        """The tiles left on the board by the last game played that did not clear."""
        return [i for i in self.tiles if self.last_live[i]]
