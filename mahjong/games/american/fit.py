"""How far a hand is from a target: tiles still missing after the hand's jokers.

For a target's blocks not yet exposed, the deficit of a block is the tiles it lacks
from the concealed hand. Jokers fill only deficits of pungs, kongs and quints
(dragon or number or wind blocks; never pairs, flowers or NEWS), so with T the total
deficit, N the part jokers cannot fill and j the concealed jokers, the tiles still
missing are ``max(T - j, N)``. A 14-tile hand is a winning reading exactly when that is 0.
"""

from __future__ import annotations

from mahjong.games.american.targets import NEWS, Group, Table
from mahjong.games.american.tiles import FLOWER, INDEX, JOKER, NUM_KINDS, WIND_KINDS, is_number


class HandFit:
    """A hand's concealed tile counts and exposures, measured against targets."""

    def __init__(self, table: Table, concealed: list[int], exposed: dict[int, int]) -> None:
        self.table = table
        self.c = concealed[:JOKER] + [0]
        self.jokers = concealed[JOKER]
        self.exposed = exposed  # kind -> exposed tiles of that kind (jokers included)
        self._fills: dict[str, list] = {}
        self._ranked: dict[tuple, list] = {}

    def _range(self, g: Group) -> str:
        return "numbers" if g.numbers else "winds" if not g.dragon_hand else "all"

    def group_ok(self, g: Group) -> bool:
        """Exposures inside the group's own tiles must be among its kinds."""
        for k in self.exposed:
            inside = g.dragon_hand or (is_number(k) if g.numbers else k in WIND_KINDS)
            if inside and k not in g.kinds:
                return False
        return True

    def core(self, g: Group, sizes: tuple[int, ...]) -> tuple[int, int] | None:
        """(T, N) of the group's blocks at these sizes, or None if an exposure contradicts them."""
        c, exposed = self.c, self.exposed
        t = n = 0
        for k, s in zip(g.kinds, sizes):
            if exposed and k in exposed:
                e = exposed[k]
                if e != s and not (k == FLOWER and s == 6 and e == 3):
                    return None
                rest = s - e
            else:
                rest = s
            have = c[k]
            if rest > have:
                t += rest - have
                if s == 2 or k == FLOWER:
                    n += rest - have
        return t, n

    def fills(self, g: Group) -> list[tuple[int, int] | None]:
        """(T, N) of every fill for this kind of group (None: an exposure contradicts it)."""
        key = self._range(g)
        if key not in self._fills:
            self._fills[key] = [self._fill(f.blocks, key) for f in self.table.fills]
        return self._fills[key]

    def ranked(self, g: Group) -> list[tuple[int, tuple[int, ...], int, int]]:
        """Every target of the group as (missing, sizes, pattern, fill id), fewest missing
        first. Groups whose tiles the hand holds alike share the list."""
        c, exposed = self.c, self.exposed
        key = (self._range(g), id(g.cores), tuple(c[k] + 8 * exposed.get(k, 0) for k in g.kinds),
               g.kinds if g.dragon_hand else None)
        if key not in self._ranked:
            fills, j = self.fills(g), self.jokers
            out = []
            for sizes, options in g.cores:
                tn = self.core(g, sizes)
                if tn is None:
                    continue
                t, n = tn
                for p, fids in options:
                    for f in fids:
                        tf = fills[f]
                        if tf is not None:
                            out.append((max(t + tf[0] - j, n + tf[1]), sizes, p, f))
            out.sort()
            self._ranked[key] = out
        return self._ranked[key]

    def _fill(self, blocks, key: str) -> tuple[int, int] | None:
        c, exposed = self.c, self.exposed
        outside = [k for k in exposed if key == "numbers" and not is_number(k)
                   or key == "winds" and k not in WIND_KINDS]
        t = n = 0
        for k, s in blocks:
            if k == NEWS:
                d = sum(1 for w in WIND_KINDS if not c[w])
                t, n = t + d, n + d
            elif k in exposed:
                if exposed[k] != s or k not in outside:
                    return None
                outside.remove(k)
            elif s > c[k]:
                t += s - c[k]
                if s == 2:
                    n += s - c[k]
        return None if outside else (t, n)

    def deficits(self, blocks: list[tuple[int, int]]) -> list[tuple[int, int, bool]]:
        """(kind, tiles lacking, jokers may fill) for every block short of tiles."""
        out = []
        for k, s in blocks:
            if k == NEWS:
                out += [(w, 1, False) for w in WIND_KINDS if not self.c[w]]
                continue
            rest = s - self.exposed.get(k, 0)
            if rest > self.c[k]:
                out.append((k, rest - self.c[k], s >= 3 and k != FLOWER))
        return out


def counts_of(codes: list[str]) -> list[int]:
    """Tile counts by kind index."""
    counts = [0] * NUM_KINDS
    for code in codes:
        counts[INDEX[code]] += 1
    return counts
