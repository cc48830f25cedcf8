"""The solver of MahJongg FreeCell and the Sea family: greedy best-first searches over the
solver's compact positions (fastsearch.py; pure Python, run it in another process from the
UI).

- Positions are compared by a canonical key: columns and cells sorted, foundation sets sorted,
  and what can no longer matter forgotten (see ``state_key``); a transposition table keeps
  every position reached once.
- Safe auto-plays are applied after every move inside the search.
- A best-first search expands the most promising position first (``Heuristic``). It stops
  at a node budget (and an optional time limit) and answers True with a solution, False
  when every reachable position was expanded (proven: not winnable), or None when the
  budget ran out.
- The rank-lock games run several searches in turn (``schedule_for``), sharing out the
  budget and the time: Sea Winds two searches over tidy positions (below) and a plain
  one, all with the novelty penalty (below); the level games (MahJongg FreeCell, Long
  FreeCell) one search and then short restarts whose scores carry a little seeded random
  noise. A greedy search there either wins within a few hundred nodes or stalls on a
  plateau it will not leave in time; a restart that orders the moves a bit differently
  usually gets past it. Noise changes only the order, so any search that runs out of
  positions still proves the deal lost.
- Tidy positions (``Rules.tidy_cells``, Sea Winds): after every move, each cell tile
  that may be built below a column's bottom tile (with room below it) goes back there, and
  a run goes to the cells only whole. Moving such a tile between the cell and the column is
  legal both ways, so the positions that differ only in it are a move apart; leaving them
  out takes away much of Sea Winds' plateaus. A plain depth-first search on deal 3 went
  280 000 moves deep without getting past 9 tiles up; the tidy searches win that deal in
  about a second. Tidying leaves out some positions the player could reach, so a
  tidy search that runs out of positions proves nothing: ``solve_state`` then searches
  every position with what is left, which is what proves a position lost.
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
- Why a few Sea Winds deals stay undecided (4 of deals 1-200): no search runs out of
  positions in 10 s, so none is proven lost. Deal 129 is won by the second search alone
  in 3.7 s, more than its share; 143, 160 and 181 by none of the three within 5 s.
- Speed: the games without levels have their own move generator (``Rules._moves_flat``), and
  a child's score is worked out from its parent's by measuring again only the columns a
  move changed (``Heuristic.child``); tests check both against the general code. ``search``
  pauses Python's cycle collector, whose passes over the search's many tuples cost a third
  of the time (CPU time per node, loaded machine: Sea Winds deal 3 11-13 000 nodes/s with
  it, 17-18 000 without; Long FreeCell deal 20 700-900 with, 1 000-1 400 without).
- A solution found on compact positions is replayed through the engine (rules.py), move by
  move, so that the moves returned are the engine's own.

``solve_record(record, budget)`` is the picklable entry point for a worker process.
"""

from __future__ import annotations

import gc
import heapq
import random
import time
from dataclasses import dataclass, field
from functools import cache
from typing import NamedTuple

from .config import GameConfig, get_config
from .fastsearch import NAME, Rules, encode, run_of
from .novelty import Novelty
from .rules import FoundationGame, Move, Spot, State, auto_play, legal_moves, moving_tiles, piles_for, play

DEFAULT_BUDGET = 200_000

# The searches tried one after another, each with a share of the budget and of the time
# (``Plan``). Under the rank lock a greedy search either dives straight to a win or stalls on
# a plateau it cannot leave, and which deals stall depends on small differences of order;
# so the level games (high branching, wins found in a few hundred nodes) restart often with
# noise, and Sea Winds (narrow but deep, wins need hundreds to tens of thousands of nodes)
# runs two searches over tidy positions and then a plain one, with the novelty penalty.
# Measured on the deals the first (tidy, FOCUS 10) leaves undecided at 5 s among 1-200:
# the second (tidy, FOCUS 5 and a stall penalty of 1000) won 7 of those 11 within 5 s, and
# the plain search 7 (two of them, 53 and 126, won by no tidy search: tidying leaves out
# positions some deals need). Every search of the level games has a short stall penalty
# (50): at a 10 000-node budget it won 17 of the 18 Long FreeCell deals among 1-40 that
# needed restarts, against 14, with 44% fewer nodes. The games without the rank lock run
# one search with a stall penalty of 200 (Sea Cell deals 1-120 at 60 000 nodes: all won in
# 23 000 nodes in all, against 119 in 150 000).


class Plan(NamedTuple):
    """One search of a schedule."""
    share: float                 # of the budget and of the time
    weights: dict[str, int]      # Heuristic weights
    noise: int = 0               # 0, or a random 0 .. noise-1 added to each score
    tidy: bool = False           # over tidy positions (``Rules.tidy_cells``)


Schedule = tuple[Plan, ...]
SCHEDULE: Schedule = (Plan(1.0, {"STALL": 200}),)
_W5, _W15 = {"MUST": 10, "FOCUS": 5}, {"MUST": 10, "FOCUS": 15}
_S5, _S15 = {**_W5, "STALL": 50}, {**_W15, "STALL": 50}
SCHEDULE_LEVELS: Schedule = (       # MahJongg FreeCell, Long FreeCell: one search, then noisy restarts
    Plan(2.0, _S5),
    *(Plan(1.0, _S15 if i % 3 == 2 else _S5, 30 if i % 2 else 80) for i in range(11)),
)
_W10, _NEW = {"MUST": 10, "FOCUS": 10, "PATH": 1}, {"STALE": 10_000}   # _NEW: novelty.py
SCHEDULE_LOCK: Schedule = (         # Sea Winds: two tidy searches, then a plain one
    Plan(4.0, {**_W10, **_NEW}, tidy=True),
    Plan(3.0, {**_W5, "PATH": 2, "STALL": 1000, **_NEW}, tidy=True),
    Plan(3.0, {**_W10, **_NEW}),
)


def schedule_for(config: GameConfig) -> Schedule:
    """The searches to run for a game (see SCHEDULE)."""
    if not config.rank_lock:
        return SCHEDULE
    return SCHEDULE_LEVELS if config.levels else SCHEDULE_LOCK


@dataclass
class Solution:
    winnable: bool | None            # True, False (proven), None (budget hit)
    moves: list[Move] = field(default_factory=list)  # the moves to play, in order, when True
    hint: Move | None = None
    note: str = ""
    nodes: int = 0
    seconds: float = 0.0


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


def replay(config: GameConfig, state: State, path: list[tuple[tuple, tuple]],
           tidy: bool = False) -> list[tuple[Move, list[Move]]]:
    """The engine's moves for a compact path from the settled ``state``: each with the
    auto-plays after it. A foundation pile is chosen so that the keys agree. ``tidy``: the
    path is over tidy positions (``Rules.tidy_cells``), so each step also puts the cell
    tiles back as the search did, starting before the first, and a run to the cells is
    moved tile by tile; those moves count as the player's."""
    rules = rules_for(config, tidy)
    out: list[tuple[Move, list[Move]]] = []
    if tidy:
        state = _tidy(config, state, out)
    for (src, n, (kind, d, lv)), want in path:
        if src[0] < 0:
            tile = NAME[src[1]]
            spot = Spot("c", state.cells.index(tile))
        else:
            spot = Spot("t", *src)
            tile = state.columns[src[0]][src[1]][-n]
        if tidy and kind == 1:          # a whole run to the cells: tile by tile, bottom first
            for _ in range(n - 1):
                move = Move(spot, Spot("c", state.cells.index(None)))
                state = play(state, move)
                out.append((move, []))
        if kind == 0:
            options = [Move(spot, Spot("t", d, lv), n)]
        elif kind == 1:
            options = [Move(spot, Spot("c", state.cells.index(None)))]
        else:
            options = [Move(spot, Spot("f", p)) for p in piles_for(config, state, tile)]
        for move in options:
            after, auto = auto_play(config, play(state, move))
            if tidy:
                tidied: list[tuple[Move, list[Move]]] = []
                after = _tidy(config, after, tidied)
            if rules.key(encode(after)) == want:
                out.append((move, auto))
                if tidy:
                    out.extend(tidied)
                state = after
                break
        else:
            raise AssertionError(f"solver move {src, n, (kind, d, lv)} does not replay")
    return out


def _tidy(config: GameConfig, state: State, out: list) -> State:
    """``state`` with its cell tiles put back as ``Rules.tidy_cells`` does, each move added
    to ``out`` (with no auto-plays: none can follow)."""
    steps: list[tuple[int, int]] = []
    rules_for(config, True).tidy_cells(encode(state), steps)
    for tile, column in steps:
        move = Move(Spot("c", state.cells.index(NAME[tile])), Spot("t", column, 0))
        state = play(state, move)
        out.append((move, []))
    return state


def _without_round_trips(config: GameConfig, start: State, steps: list[tuple[Move, list[Move]]]
                         ) -> list[tuple[Move, list[Move]]]:
    """``steps`` (``replay``'s, from ``start``) without the pairs of moves where a tile goes
    from a cell below a column's bottom tile and a later move sends it straight back to a
    cell, nothing else having touched that column (tidying puts such tiles back, and a
    solution may move them out again): a hint should not undo the one before. A pair goes
    only when the line without it is still legal move by move and ends where it ended."""
    moves = [move for move, _ in steps]
    carried, states, state = [], [], start
    for move, auto in steps:
        carried.append(moving_tiles(state, move)[0])
        states.append(state)
        for step in (move, *auto):
            state = play(state, step)
    end, out = state, steps
    drop: set[int] = set()
    for i, move in enumerate(moves):
        if move.src.kind != "c" or move.dst.kind != "t" or i in drop:
            continue
        column = move.dst.index
        for j in range(i + 1, len(moves)):
            if any(a.src.kind == "t" and a.src.index == column for a in steps[j - 1][1]):
                break
            later = moves[j]
            if column in {spot.index for spot in (later.src, later.dst) if spot.kind == "t"}:
                if later.src.kind == "t" and later.count == 1 and later.dst.kind == "c":
                    line = _line_without(config, states, steps, carried, drop | {i, j}, end)
                    if line is not None:
                        drop, out = drop | {i, j}, line
                break
    return out


def _line_without(config: GameConfig, states: list[State], steps: list[tuple[Move, list[Move]]],
                  carried: list[str], drop: set[int], end: State) -> list | None:
    """``steps`` (from ``states[i]`` before step i) without the moves ``drop``: the moves
    before the first of them as they were, each later one carrying the same tile as before
    (``carried``) with its cells chosen afresh; None unless legal throughout and ending at
    ``end``."""
    first = min(drop)
    state, out = states[first], steps[:first]
    for i, (move, _) in enumerate(steps[first:], first):
        if i in drop:
            continue
        if (move.src.kind == "c" and carried[i] not in state.cells
                or move.dst.kind == "c" and None not in state.cells):
            return None
        src = Spot("c", state.cells.index(carried[i])) if move.src.kind == "c" else move.src
        dst = Spot("c", state.cells.index(None)) if move.dst.kind == "c" else move.dst
        move = Move(src, dst, move.count)
        if move not in legal_moves(config, state):
            return None
        state, auto = auto_play(config, play(state, move))
        out.append((move, auto))
    return out if state == end else None


def solve_state(config: GameConfig, state: State, autoplay: bool = True,
                budget: int = DEFAULT_BUDGET, seconds: float | None = None) -> Solution:
    """Search from ``state``. With ``autoplay`` the solution lists only the player's moves
    (the engine plays the safe tiles itself); without, it lists the auto-plays too."""
    start_time = time.perf_counter()
    start, opening = auto_play(config, state)
    deadline = None if seconds is None else start_time + seconds
    schedule = schedule_for(config)
    nodes = 0
    scores: dict[tuple, Heuristic] = {}    # one per weights and kind of positions: caches shared
    for i, plan in enumerate(schedule):
        fraction = plan.share / sum(later.share for later in schedule[i:])
        now = time.perf_counter()
        until = None if deadline is None else now + fraction * (deadline - now)
        winnable, path, used = _run(config, start, plan, i, max(1, int(fraction * (budget - nodes))),
                                    until, scores)
        nodes += used
        if winnable is False and plan.tidy:
            # the tidy positions ran out, which proves nothing (Rules.tidy_cells): search
            # every position with what is left
            plan = plan._replace(tidy=False)
            winnable, path, used = _run(config, start, plan, i, max(1, budget - nodes), deadline,
                                        scores)
            nodes += used
        if winnable is not None or nodes >= budget:
            break
    if winnable:
        steps = _without_round_trips(config, start, replay(config, start, path, plan.tidy))
        moves = [m for m, auto in steps for m in ([m] if autoplay else [m, *auto])]
        if not autoplay:
            moves = opening + moves
        return Solution(True, moves, moves[0] if moves else None, "next move of a solution",
                        nodes, time.perf_counter() - start_time)
    hint, note = _fallback_hint(config, start, winnable is False)
    if not autoplay and opening:
        hint, note = opening[0], "a safe move to a foundation"
    return Solution(winnable, [], hint, note, nodes, time.perf_counter() - start_time)


def _run(config: GameConfig, start: State, plan: Plan, seed: int, budget: int,
         deadline: float | None, scores: dict[tuple, Heuristic]) -> tuple:
    """One search of a schedule from ``start`` (an engine position, auto-plays done):
    ``search``'s answer. ``scores`` keeps a Heuristic per weights and kind of positions."""
    rules = rules_for(config, plan.tidy)
    root = encode(start)
    if plan.tidy:
        root = rules.tidy_cells(root)
    wkey = (plan.tidy, *sorted(plan.weights.items()))
    score = scores.get(wkey)
    if score is None:
        score = scores[wkey] = Heuristic(rules, plan.weights)
    return search(rules, root, budget, deadline, plan.weights, plan.noise, seed, score)


def _fallback_hint(config: GameConfig, state: State, proven: bool) -> tuple[Move | None, str]:
    """The legal move to the best-scored position, with a note saying why it is offered."""
    rules = rules_for(config)
    score, here = Heuristic(rules, schedule_for(config)[0].weights), rules.key(encode(state))
    best = None
    for move in legal_moves(config, state):
        child = encode(auto_play(config, play(state, move))[0])
        value = (score(child), move)
        if rules.key(child) != here and (best is None or value < best):
            best = value
    if best is None:
        return None, "no useful move is left"
    why = "this deal cannot be won from here" if proven else "no solution found within the budget"
    return best[1], f"{why}; this move gives the most promising position"


def solve_game(game: FoundationGame, budget: int = DEFAULT_BUDGET,
               seconds: float | None = None) -> Solution:
    """Solve a game from its current position."""
    return solve_state(game.config, game.state, game.autoplay, budget, seconds)


def solve_record(record: dict, budget: int = DEFAULT_BUDGET, seconds: float | None = None) -> dict:
    """Picklable entry point for a worker process: replay ``record`` (as made by
    ``FoundationGame.to_record``) and solve from there. Returns plain data: winnable,
    moves (texts), hint (text or None), note, nodes, seconds."""
    game = FoundationGame.from_record(record)
    result = solve_game(game, budget, seconds)
    return {"winnable": result.winnable, "moves": [m.text() for m in result.moves],
            "hint": result.hint.text() if result.hint else None, "note": result.note,
            "nodes": result.nodes, "seconds": result.seconds}


def solve_deal(game_id: str, deal: int, budget: int = DEFAULT_BUDGET,
               seconds: float | None = None) -> Solution:
    """Solve a fresh deal (auto-play on)."""
    return solve_state(get_config(game_id), FoundationGame(game_id, deal).state, True, budget, seconds)
