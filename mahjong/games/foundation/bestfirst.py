"""The best-first search of the foundation games' solver (solver.py runs it in a schedule):
a greedy best-first search over the solver's compact positions (fastsearch.py), its
scoring (``Heuristic``) and its penalties. Pure Python.

- Positions are compared by a canonical key: columns and cells sorted, foundation sets sorted,
  and what can no longer matter forgotten (see ``state_key``); a transposition table keeps
  every position reached once.
- Safe auto-plays are applied after every move inside the search.
- A best-first search expands the most promising position first (``Heuristic``). It stops
  at a node budget (and an optional time limit) and answers True with a solution, False
  when every reachable position was expanded (proven: not winnable), or None when the
  budget ran out.
- A stall penalty (``Heuristic.STALL``) makes a greedy search back out of a dead plateau:
  the positions reached since the last tile went up (one "milestone") lose OUT for every
  STALL of them expanded, so after a while the search tries another way to an earlier
  milestone. It only reorders the search (penalties are applied lazily when a position is
  popped), so proofs stay sound.
- The novelty penalty (``Heuristic.STALE``, novelty.py; Sea Winds): a position that brings
  no feature not met before (a pair of neighbouring tiles, a column's top or bottom tile, a
  tile in a cell, counted per number of tiles up, cells in use and empty columns) is ranked
  behind every one that does. On a plateau the greedy search otherwise keeps expanding the
  same few tiles shuffled about; this makes it spread out over what is really different.
  It too only reorders. Each search alone on deals 1-40 at 3 s: the tidy searches won 21
  and 22 without it, 35 and 39 with it; the better one alone won 151 of deals 41-200 at
  5 s. It took Sea Winds from 89-90.5% of deals won in 10 s to 98%.
- Speed: the games without levels have their own move generator (``Rules._moves_flat``), and
  a child's score is worked out from its parent's by measuring again only the columns a
  move changed (``Heuristic.child``); tests check both against the general code. ``search``
  pauses Python's cycle collector, whose passes over the search's many tuples cost a third
  of the time (CPU time per node, loaded machine: Sea Winds deal 3 11-13 000 nodes/s with
  it, 17-18 000 without; Long FreeCell deal 20 700-900 with, 1 000-1 400 without).
"""

from __future__ import annotations

import gc
import heapq
import random
import time
from functools import cache

from .config import GameConfig
from .fastsearch import Rules, encode, run_of
from .novelty import Novelty
from .position import State


@cache
def rules_for(config: GameConfig, tidy: bool = False) -> Rules:
    """One ``Rules`` (with its caches) per configuration, kind of positions and process."""
    return Rules(config, tidy)


def state_key(config: GameConfig, state: State) -> tuple:
    """A key equal for positions that play the same: columns and cells in sorted order,
    foundation sets sorted; a set's dragon type is dropped once its four dragons are up, and
    under the rank lock the order of its piles is dropped until a wind is on one."""
    rules = rules_for(config)
    return rules.key(encode(state))


class Heuristic:
    """Lower is more promising: tiles still out, occupied cells, tiles out of sequence in
    the columns, and how deeply the tiles the foundations take next are buried; an empty
    column is a bonus. For the rank-lock games also: the tiles that must move before they
    can go up (``must_move``, weight MUST) and, weight FOCUS, the least total depth (+1 per
    tile) of the copies of one tile the foundations take next, so that the search digs out
    one of them rather than a bit of each. The cost of a column depends only on the column
    and on the tiles needed next, so it is cached per set of needed tiles. ``PATH`` is not
    part of the score: ``search`` adds PATH per move of the path that reached a position
    (a weighted-A* term; it makes Sea Winds leave a plateau by a short way round rather than
    wander to the far end of it). Nor are ``STALL`` (the stall penalty) and ``STALE`` (the
    novelty penalty), see ``search``."""

    OUT, CELL, DISORDER, EMPTY, NEEDED, DEPTH, MUST, FOCUS = 30, 3, 2, 4, 0, 1, 0, 0
    PATH = 0   # per move of the path to a position: read by ``search``, not by the score
    STALL = 0  # positions expanded per milestone before its positions lose OUT (``search``)
    STALE = 0  # added to a position that brings no new feature (novelty.py; ``search``)

    def __init__(self, rules: Rules, weights: dict[str, int] | None = None) -> None:
        """``weights`` replace some of the class's weights (keys: their names)."""
        self.rules = rules
        for name, value in (weights or {}).items():
            if not hasattr(Heuristic, name) or not name.isupper():
                raise ValueError(f"no heuristic weight {name!r}")
            setattr(self, name, value)
        self.total = rules.config.tiles
        self.tables: dict[frozenset[int], dict[tuple, tuple[int, tuple]]] = {}

    def __call__(self, pos: tuple) -> int:
        return self.finish(pos, *self.parts(pos), True)

    def parts(self, pos: tuple) -> tuple[dict, int, dict | None]:
        """The column part of the score: (the column table of the tiles needed next, the
        columns' cost, and for FOCUS the needed tiles' depth sums in the columns)."""
        needed = self.rules.info(pos[2], pos[3])[3]
        table = self.tables.get(needed)
        if table is None:
            table = self.tables[needed] = {}
        cost = 0
        focus = self.FOCUS
        sums = dict.fromkeys(needed, 0) if focus else None
        for col in pos[0]:
            value = table.get(col)
            if value is None:
                value = table[col] = self._column(col, needed)
            cost += value[0]
            if sums is not None:
                for t, d in value[1]:
                    sums[t] += d
        return table, cost, sums

    def finish(self, pos: tuple, table: dict, cost: int, sums: dict | None,
               own: bool = False) -> int:
        """The score from the column part: foundations, cells and focus added. ``own``:
        ``sums`` is the caller's copy, free to change."""
        cost += self.OUT * (self.total - sum(pos[2])) + self.CELL * len(pos[1])
        if sums:
            for t in pos[1]:
                if t in sums:
                    if not own:
                        sums, own = sums.copy(), True
                    sums[t] += 1
            cost += self.FOCUS * min(sums.values())
        return cost

    def child(self, parts: tuple, pos: tuple, child: tuple) -> int:
        """The score of ``child``, a position one move from ``pos`` (whose ``parts`` are
        given): when no tile went up only the columns the move changed (the move's two, and
        any a tidy search put cell tiles back on) are measured again, found as the column
        tuples ``Rules.play`` made anew; equal to ``self(child)``."""
        if child[2] is not pos[2] or child[3] is not pos[3]:
            return self(child)
        table, cost, sums = parts
        needed, own = None, False
        for before, after in zip(pos[0], child[0]):
            if before is after:
                continue
            old = table[before]
            new = table.get(after)
            if new is None:
                if needed is None:
                    needed = self.rules.info(pos[2], pos[3])[3]
                new = table[after] = self._column(after, needed)
            cost += new[0] - old[0]
            if sums is not None and (old[1] or new[1]):
                if not own:
                    sums, own = sums.copy(), True
                for t, d in old[1]:
                    sums[t] -= d
                for t, d in new[1]:
                    sums[t] += d
        return self.finish(child, table, cost, sums, own)

    def _column(self, col: tuple, needed: frozenset[int]) -> tuple[int, tuple]:
        """(cost of the column, (needed tile, its depth + 1) for each needed tile in it)."""
        if not col:
            return -self.EMPTY, ()
        below, cost, nlev, found = self.rules.below, 0, len(col), []
        for k, level in enumerate(col):
            n = len(level)
            free = n - (len(col[k + 1]) if k + 1 < nlev else 0)
            cost += self.DISORDER * (n - run_of(level, free, below))
            for i, tile in enumerate(level):
                if tile in needed:
                    depth = n - 1 - i + sum(max(0, len(up) - i) for up in col[k + 1:])
                    cost += self.NEEDED + self.DEPTH * depth
                    found.append((tile, depth + 1))
        if self.MUST:
            cost += self.MUST * must_move(col)
        return cost, tuple(found)


def must_move(col: tuple) -> int:
    """How many tiles of a column must move at least once before going up: those lying on
    (directly or through others) a tile that goes to the foundations before them. A tile of
    level k, row i lies on every tile of levels <= k and rows <= i. "Before": a dragon before
    any other tile, a suited tile before the higher ones of its suit, any tile before the
    higher honours. Kept as four running minima (the least rank of all tiles, and of each
    suit) per row of the level below: this runs for every new column the search meets."""
    count, prev = 0, None
    for level in col:
        cur = []
        a = b0 = b1 = b2 = 99       # least rank so far: of all tiles, of each suit
        for i, t in enumerate(level):
            if prev is None:
                m, m0, m1, m2 = a, b0, b1, b2
            else:
                m, m0, m1, m2 = prev[i]
                if a < m:
                    m = a
                if b0 < m0:
                    m0 = b0
                if b1 < m1:
                    m1 = b1
                if b2 < m2:
                    m2 = b2
            r = t >> 2
            if 1 <= r <= 9:
                sub = t & 3
                if m == 0 or (m0 if sub == 0 else m1 if sub == 1 else m2) < r:
                    count += 1
                if sub == 0:
                    if r < b0:
                        b0 = r
                elif sub == 1:
                    if r < b1:
                        b1 = r
                elif r < b2:
                    b2 = r
            elif m < r:
                count += 1
            if r < a:
                a = r
            if prev is not None:
                m, m0, m1, m2 = prev[i]
                cur.append((a if a < m else m, b0 if b0 < m0 else m0, b1 if b1 < m1 else m1,
                            b2 if b2 < m2 else m2))
            else:
                cur.append((a, b0, b1, b2))
        prev = cur
    return count


def search(rules: Rules, root: tuple, budget: int, deadline: float | None,
           weights: dict[str, int] | None = None, noise: int = 0, seed: int = 0,
           score: Heuristic | None = None
           ) -> tuple[bool | None, list[tuple[tuple, tuple]], int]:
    """``_best_first`` with Python's cycle collector paused (and restored after): the search
    makes hundreds of thousands of tuples and no reference cycles, so the collector's passes
    over them are pure cost (about a third of the time; module docstring). ``score``: a
    Heuristic to reuse (its caches), else one is made from ``weights``. ``noise`` > 0 adds
    a random 0 .. noise-1 (``random.Random(seed)``) to each score: it only changes the
    order, so the search stays complete. Returns (winnable, the
    path as (move, key of the position it reaches) pairs, nodes expanded); False only when
    every reachable position was expanded."""
    if score is None:
        score = Heuristic(rules, weights)
    rand = random.Random(seed).randrange if noise else None
    was_on = gc.isenabled()
    gc.disable()
    try:
        return _best_first(rules, root, budget, deadline, score, noise, rand)
    finally:
        if was_on:
            gc.enable()


def _best_first(rules: Rules, root: tuple, budget: int, deadline: float | None,
                score: Heuristic, noise: int, rand) -> tuple[bool | None, list, int]:
    """Greedy best-first search from a settled compact position; among equal scores the
    oldest position first. With ``score.STALL`` each position belongs to a milestone (the
    nearest position on its path where a tile went up) and loses ``score.OUT`` for every
    STALL positions expanded under that milestone, re-queued when popped with a stale
    penalty. With ``score.STALE`` a position that brings no new feature (``Novelty``) is
    queued behind the ones that do by that much."""
    root_key = rules.key(root)
    parents: dict[tuple, tuple | None] = {root_key: None}
    if rules.won(root):
        return True, [], 0
    # heap entries: (value, order, position, key, depth, milestone, its penalty in value)
    heap = [(score(root), 0, root, root_key, 0, 0, 0)]
    counter = nodes = 0
    per_move, stall, lift, stale = score.PATH, score.STALL, score.OUT, score.STALE
    novelty = Novelty() if stale else None
    spent = {0: 0}     # milestone -> positions expanded under it
    push, pop = heapq.heappush, heapq.heappop
    while heap:
        if nodes >= budget or (deadline is not None and nodes % 8 == 0 and time.perf_counter() > deadline):
            return None, [], nodes
        value, order, pos, k, depth, mile, pen = pop(heap)
        if stall:
            now = spent[mile] // stall * lift
            if now > pen:
                push(heap, (value + now - pen, order, pos, k, depth, mile, now))
                continue
            spent[mile] += 1
        nodes += 1
        depth += 1
        hs, parts = pos[2], None
        for move in rules.moves(pos):
            child = rules.play(pos, move)
            ck = rules.key(child)
            if ck in parents:
                continue
            parents[ck] = (k, move)
            counter += 1
            lifted = child[2] is not hs
            if lifted:                  # a tile went up: a new milestone
                if rules.won(child):
                    return True, _path(parents, ck), nodes
                value, at = score(child), counter
                spent[at] = 0
            else:                       # the score worked out from the parent's
                if parts is None:
                    parts = score.parts(pos)
                value, at = score.child(parts, pos, child), mile
            if rand is not None:
                value += rand(noise)
            if novelty is not None and not novelty.is_new(pos, child, lifted):
                value += stale
            push(heap, (value + per_move * depth, counter, child, ck, depth, at, 0))
    return False, [], nodes


def _path(parents: dict, key: tuple) -> list[tuple[tuple, tuple]]:
    path = []
    while parents[key] is not None:
        parent, move = parents[key]
        path.append((move, key))
        key = parent
    path.reverse()
    return path
