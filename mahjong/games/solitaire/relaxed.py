"""The relaxed game: a quick test that proves a Solitaire position lost.

Each tile carries a mask of the tiles it may be paired with. A tile with one possible
partner (a group's last two tiles, or a pair the search has committed to) goes only
together with it, when both are free. A tile with several goes when a groupmate is free
too; once one tile of such a group has gone, the rest go one by one whenever free. Every
real play is also a relaxed play, and freeness only grows as tiles go, so removing
greedily finds out whether the relaxed game clears: when it does not, neither does the
real game. With every pair fixed the relaxed game is the real game, and the greedy
order is a winning order.

Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.games.solitaire.board import Geometry


def clears(geom: Geometry, rem: int, free: int, partners: list[int],
           record: list[tuple[int, int]] | None = None) -> bool:
    """Whether the relaxed game clears the tiles of ``rem`` (``free``: its free tiles;
    ``partners[i]``: the tiles i may go with, masked with ``rem`` here). ``record``
    collects what goes, in order: a pair as (i, j), a tile going alone as (i, i)."""
    above, left, right, affects = geom.above, geom.left, geom.right, geom.affects
    live = rem
    gone = 0
    work = free
    while work:
        low = work & -work
        work ^= low
        if not live & low:
            continue
        i = low.bit_length() - 1
        if (above[i] & live) or ((left[i] & live) and (right[i] & live)):
            continue
        mates = partners[i] & rem
        if not mates & (mates - 1):  # one partner: the two go together
            j = mates.bit_length() - 1
            if (above[j] & live) or ((left[j] & live) and (right[j] & live)):
                continue
            live ^= low | mates
            if record is not None:
                record.append((i, j))
            work |= (affects[i] | affects[j]) & live
            continue
        if not mates & gone:  # the group's first tile needs a free groupmate
            rest = mates & live
            while rest:
                m = rest & -rest
                rest ^= m
                j = m.bit_length() - 1
                if not (above[j] & live) and (not (left[j] & live) or not (right[j] & live)):
                    break
            else:
                continue
        work |= (mates & live) | affects[i]  # groupmates skipped before may go now
        if record is not None:
            record.append((i, i))
        live ^= low
        gone |= low
        work &= live
    return not live
