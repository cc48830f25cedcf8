"""The solver of MahJongg FreeCell and the Sea family: the public entry points
(``solve_state``, ``solve_game``, ``solve_deal``, ``solve_record``), the schedule of
searches each game runs, and the replay of a solution through the engine. The search
itself (greedy best-first over compact positions, its scoring and penalties) is
bestfirst.py's. Pure Python; run it in another process from the UI.

- The rank-lock games run several searches in turn (``schedule_for``), sharing out the
  budget and the time: Sea Winds two searches over tidy positions (below) and a plain
  one, all with the novelty penalty (bestfirst.py); the level games (MahJongg FreeCell,
  Long FreeCell) one search and then short restarts whose scores carry a little seeded
  random noise. A greedy search there either wins within a few hundred nodes or stalls on
  a plateau it will not leave in time; a restart that orders the moves a bit differently
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
- Why a few Sea Winds deals stay undecided (4 of deals 1-200): no search runs out of
  positions in 10 s, so none is proven lost. Deal 129 is won by the second search alone
  in 3.7 s, more than its share; 143, 160 and 181 by none of the three within 5 s.
- A solution found on compact positions is replayed through the engine (rules.py), move by
  move, so that the moves returned are the engine's own.

``solve_record(record, budget)`` is the picklable entry point for a worker process.
Given no time limit the search is deterministic: one position and one node budget give
one verdict and one line, in any process (the noise is seeded, the caches change no
answer); the status line's verdict is searched that way (advice.py). ``checked_line``
vets a line kept with a save before it is trusted.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import NamedTuple

from mahjong.i18n import N_

from .bestfirst import Heuristic, rules_for, search
from .config import EMPTY_ANY, GameConfig, get_config
from .fastsearch import NAME, encode
from .legality import auto_play, legal_moves, piles_for
from .moves import Move, Spot
from .position import State, moving_tiles, play
from .rules import FoundationGame

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


# Sea Level (Sea Towers with the rank lock): the first tidy search of Sea Winds, then a plain
# one with a stall penalty. On the six deals among 1-100 the Sea Winds schedule left
# undecided at 10 s (a loaded machine), at 20 000 nodes each: the tidy search alone won 4,
# the plain one 4, not the same ones; a plain search without the stall penalty 2.
# Benchmark, deals 1-100 at 10 s, one worker on a shared machine: 95 won, 5 undecided
# (30, 41, 57, 75, 87), median 1.1 s; the Sea Winds schedule had decided 72 on a busier one.
SCHEDULE_OPEN_LOCK: Schedule = (
    Plan(1.0, {**_W10, **_NEW}, tidy=True),
    Plan(1.0, {**_W5, "STALL": 200, **_NEW}),
)


def schedule_for(config: GameConfig) -> Schedule:
    """The searches to run for a game (see SCHEDULE)."""
    if not config.rank_lock:
        return SCHEDULE
    if config.levels:
        return SCHEDULE_LEVELS
    return SCHEDULE_OPEN_LOCK if config.empty == EMPTY_ANY else SCHEDULE_LOCK


@dataclass
class Solution:
    winnable: bool | None            # True, False (proven), None (budget hit)
    moves: list[Move] = field(default_factory=list)  # the moves to play, in order, when True
    hint: Move | None = None
    note: str = ""
    nodes: int = 0
    seconds: float = 0.0


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
        return Solution(True, moves, moves[0] if moves else None, N_("next move of a solution"),
                        nodes, time.perf_counter() - start_time)
    hint, note = _fallback_hint(config, start, winnable is False)
    if not autoplay and opening:
        hint, note = opening[0], N_("a safe move to a foundation")
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
        return None, N_("no useful move is left")
    # The note is English (it crosses to a worker process and back); the scene translates it.
    if proven:
        return best[1], N_("this deal cannot be won from here; this move gives the most promising position")
    return best[1], N_("no solution found within the budget; this move gives the most promising position")


def solve_game(game: FoundationGame, budget: int = DEFAULT_BUDGET,
               seconds: float | None = None) -> Solution:
    """Solve a game from its current position."""
    return solve_state(game.config, game.state, game.autoplay, budget, seconds)


def checked_line(game: FoundationGame, texts: object) -> list[Move] | None:
    """The moves ``texts`` if, played from ``game``'s position (on a copy), they win it;
    else None. A solution kept with a save is trusted only after this."""
    if not isinstance(texts, list) or len(texts) > game.config.tiles * 8:
        return None
    trial = FoundationGame(game.config, game.deal, game.autoplay, game.state)
    moves = []
    for text in texts:
        if not isinstance(text, str):
            return None
        try:
            move = Move.parse(text)
            trial.apply(move)
        except ValueError:          # not a move, or not legal there (IllegalMove)
            return None
        moves.append(move)
    return moves if trial.is_won else None


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
