"""Small layouts and a brute-force search shared by the solitaire tests."""

from __future__ import annotations

from functools import cache

from mahjong.core.rng import Rng
from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.layout import Layout, validate


def make_layout(positions, name="test") -> Layout:
    return validate(Layout(name, name.title(), tuple(positions)))


def random_layout(seed: int, n: int) -> Layout:
    """A random valid layout of n tiles on levels 0-2 of a 12 x 6 half grid."""
    rng = Rng(seed)
    chosen: list[tuple[int, int, int]] = []
    cells: set[tuple[int, int, int]] = set()
    while len(chosen) < n:
        z, x, y = rng.below(3), rng.below(11), rng.below(5)
        quarter = {(z, x + dx, y + dy) for dx in (0, 1) for dy in (0, 1)}
        if not quarter & cells:
            cells |= quarter
            chosen.append((z, x, y))
    return make_layout(chosen)


def brute_force(geom: solver.Geometry, groups: tuple[int, ...], present: int) -> bool:
    """Try every free matching pair in every order (memoised): the plain definition."""

    @cache
    def win(rem: int) -> bool:
        if not rem:
            return True
        free = solver.bits(geom.free_mask(rem))
        for k, a in enumerate(free):
            for b in free[k + 1:]:
                if groups[a] == groups[b] and win(rem & ~(1 << a) & ~(1 << b)):
                    return True
        return False

    return win(present)


def wild_groups(layout: Layout, deal: int) -> tuple[int, ...]:
    return deals.group_ids(deals.wild(layout, deal).faces)
