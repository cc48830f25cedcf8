"""The solver of MahJongg FreeCell and the Sea family: one best-first search over the rules
configuration (pure Python; run it in another process from the UI).

- States are compared by a canonical key: columns and cells sorted, foundation sets sorted,
  and what can no longer matter forgotten (see ``state_key``).
- Safe auto-plays (rules.auto_play) are applied after every move inside the search.
- The search expands the most promising position first and stops at a node budget (and an
  optional time limit). It answers True with a solution, False when every reachable position
  was seen (proven: not winnable), or None when the budget ran out.

``solve_record(record, budget)`` is the picklable entry point for a worker process.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field

from .config import GameConfig, get_config
from .rules import (FoundationGame, Move, State, auto_play, free_rows, is_safe, legal_moves,
                    piles_for, play, run_length)

DEFAULT_BUDGET = 200_000


@dataclass
class Solution:
    winnable: bool | None            # True, False (proven), None (budget hit)
    moves: list[Move] = field(default_factory=list)  # the moves to play, in order, when True
    hint: Move | None = None
    note: str = ""
    nodes: int = 0
    seconds: float = 0.0


def state_key(config: GameConfig, state: State) -> tuple:
    """A key equal for positions that play the same: columns and cells in sorted order,
    foundation sets sorted; a set's dragon type is dropped once its four dragons are up, and
    under the rank lock the order of its piles is dropped until a wind is on one."""
    sets = []
    for s in range(3):
        hs = state.heights[4 * s:4 * s + 4]
        if config.rank_lock and max(hs) <= 10:
            hs = tuple(sorted(hs))
        dragon = "*" if min(hs) >= 1 else (state.dragons[s] or "")
        sets.append((dragon, state.suits[s] or "", hs))
    sets.sort()
    cells = sorted(t or "" for t in state.cells)
    return (tuple(sorted(state.columns)), tuple(cells), tuple(sets))


class Scorer:
    """Lower is more promising: tiles still out, occupied cells, tiles out of sequence in
    the columns, and how deeply the tiles the foundations need next are buried. Per-column
    figures are cached (columns are shared between positions)."""

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.columns: dict[tuple, tuple[int, dict[str, int]]] = {}

    def __call__(self, state: State) -> int:
        cost = 10 * (self.config.tiles - state.on_foundations)
        cost += 3 * (len(state.cells) - state.cells.count(None))
        cache, figures = self.columns, []
        for column in state.columns:
            value = cache.get(column)
            if value is None:
                value = cache[column] = self._column(column)
            cost += value[0]
            figures.append(value[1])
        for code in self._needed(state):
            cost += 3 * min((d.get(code, 99) for d in figures), default=0) if code not in state.cells else 0
        return cost

    def _needed(self, state: State) -> list[str]:
        """The tiles the foundations take next."""
        config, out = self.config, []
        for s in range(3):
            hs = state.heights[4 * s:4 * s + 4]
            for j, h in enumerate(hs):
                if config.rank_lock and h > min(hs):
                    continue
                if 1 <= h <= 9 and state.suits[s]:
                    out.append(f"{h}{state.suits[s]}")
                elif h == 10:
                    out.append(config.wind_labels[j])
        return out

    def _column(self, column: tuple) -> tuple[int, dict[str, int]]:
        if not column:
            return -4, {}
        cost, depth = 0, {}
        for k, level in enumerate(column):
            cost += 2 * (len(level) - run_length(self.config, column, k))
            for i, code in enumerate(level):
                d = len(level) - 1 - i + sum(max(0, len(up) - i) for up in column[k + 1:])
                if d < depth.get(code, 99):
                    depth[code] = d
        return cost, depth


def settle(config: GameConfig, state: State, move: Move) -> tuple[State, list[Move]]:
    """``auto_play`` after ``move`` from a settled position: unless the move reached a
    foundation, only tiles it uncovered in its source column can have become playable."""
    if move.dst.kind != "f" and move.src.kind == "t":
        column = state.columns[move.src.index]
        if not any(free_rows(column, k) and is_safe(config, state, column[k][-1])
                   and piles_for(config, state, column[k][-1]) for k in range(len(column))):
            return state, []
    elif move.dst.kind != "f":
        return state, []
    return auto_play(config, state)


def solve_state(config: GameConfig, state: State, autoplay: bool = True,
                budget: int = DEFAULT_BUDGET, seconds: float | None = None) -> Solution:
    """Search from ``state``. With ``autoplay`` the solution lists only the player's moves
    (the engine plays the safe tiles itself); without, it lists the auto-plays too."""
    start_time = time.perf_counter()
    start, opening = auto_play(config, state)
    win = config.tiles
    root = state_key(config, start)
    parents: dict[tuple, tuple[tuple, Move, list[Move]] | None] = {root: None}
    score = Scorer(config)
    heap = [(score(start), 0, start, root)]
    counter = nodes = 0
    found: tuple | None = root if start.on_foundations == win else None
    deadline = None if seconds is None else start_time + seconds
    while heap and found is None:
        if nodes >= budget or (deadline is not None and nodes % 16 == 0 and time.perf_counter() > deadline):
            break
        _, _, s, k = heapq.heappop(heap)
        nodes += 1
        for move in legal_moves(config, s, all_twins=False):
            child, auto = settle(config, play(s, move), move)
            ck = state_key(config, child)
            if ck in parents:
                continue
            parents[ck] = (k, move, auto)
            if child.on_foundations == win:
                found = ck
                break
            counter += 1
            heapq.heappush(heap, (score(child), counter, child, ck))
    elapsed = time.perf_counter() - start_time
    if found is not None:
        path = _path(parents, found)
        moves = [m for m, auto in path for m in ([m] if autoplay else [m, *auto])]
        if not autoplay:
            moves = opening + moves
        return Solution(True, moves, moves[0] if moves else None, "next move of a solution",
                        nodes, elapsed)
    proven = not heap
    hint, note = _fallback_hint(config, start, proven)
    if not autoplay and opening:
        hint, note = opening[0], "a safe move to a foundation"
    return Solution(False if proven else None, [], hint, note, nodes, elapsed)


def _path(parents: dict, key: tuple) -> list[tuple[Move, list[Move]]]:
    path = []
    while parents[key] is not None:
        key, move, auto = parents[key]
        path.append((move, auto))
    path.reverse()
    return path


def _fallback_hint(config: GameConfig, state: State, proven: bool) -> tuple[Move | None, str]:
    """The legal move to the best-scored position, with a note saying why it is offered."""
    best, score = None, Scorer(config)
    for move in legal_moves(config, state):
        child, _ = auto_play(config, play(state, move))
        value = (score(child), move)
        if state_key(config, child) != state_key(config, state) and (best is None or value < best):
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
