"""Whether a Stones position can be finished and a hint that keeps it finishable (deals.py
uses it to pick finishable deals). Pure Python.

The stock order is fixed, so finishing is a search over where each tile goes: a
depth-first search over placements of the shown tile, with
- a memo of boards already shown to fail (the board, as bytes, fixes the stock index:
  it is canonical; boards are not folded by symmetry, the opening spaces break it);
- ordering: spaces with more neighbours first (the most constrained spaces are the ones
  that get harder to fill later; it also favours four-ways), lone placements last;
- pruning: every tile left needs a space of its own, so the position fails when fewer
  empty spaces can still take some tile that is left than tiles are left, and when some
  kind of tile left has fewer spaces that can still take it than copies of it left.
  A space can take a tile when the tile shares something with each of its neighbours,
  or, when all four neighbours are there, when the tile fits them. With throws left
  (Throwing Stones), the tiles that cannot have a space may be thrown, up to that many.
Loose Stones drop the count rule (``fits(..., loose=True)``). Throwing Stones: a throw is
forced when the tile fits nowhere and a throw is left (the rules allow it only then), so
it is the one branch there; the memo key adds the throws used, which the board alone
does not fix.
The search stops after ``max_nodes`` placements tried (or ``max_seconds``) and then
answers None. Deal making (deals.py) uses node budgets only, so it is the same on every machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from .rules import Move, Place, StonesGame, Throw, fits

DEFAULT_NODES = 200_000
HINT_SECONDS = 2.0          # the hint's default time limit


@dataclass(frozen=True)
class Result:
    finishable: bool | None           # None: the budget ran out first
    placements: list[Move] | None     # a way to finish (placements and throws), when finishable
    nodes: int


@dataclass(frozen=True)
class Hint:
    move: Move | None          # a move keeping the game finishable (or, undecided, the best guess)
    finishable: bool | None    # False: no placement can finish the game any more


class _Budget(Exception):
    pass


class _Search:
    """Flat arrays for speed: cells are row-major indexes, a tile is colour * n + symbol."""

    def __init__(self, game: StonesGame, max_nodes: int, max_seconds: float | None) -> None:
        cfg = game.config
        self.free = cfg.free_placement
        self.loose = cfg.loose
        self.throws = game.throws_left
        n = len(cfg.symbols)
        kinds = len(cfg.colours) * n
        w, h = cfg.width, cfg.height
        self.board = [-1] * (w * h)
        for (c, r), stone in game.tiles():
            self.board[r * w + c] = stone.colour * n + stone.symbol
        self.seq = [s.colour * n + s.symbol for s in game.remaining()]
        self.nbrs = [tuple(r2 * w + c2 for c2, r2 in ((c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1))
                           if 0 <= c2 < w and 0 <= r2 < h)
                     for r in range(h) for c in range(w)]
        # rel[t][u]: 0 shares nothing, 1 colour only, 2 symbol only, 3 both
        self.rel = [[(t // n == u // n) | (t % n == u % n) << 1 for u in range(kinds)] for t in range(kinds)]
        self.match = [sum(1 << t for t in range(kinds) if self.rel[t][u]) for u in range(kinds)]
        self.kinds = kinds
        self.count = [0] * kinds
        for t in self.seq:
            self.count[t] += 1
        self.enclosed: dict[tuple[int, ...], int] = {}
        self.failed: set[bytes] = set()
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = None if max_seconds is None else time.perf_counter() + max_seconds
        self.path: list[int] = []     # cells placed on, -1 for a throw

    def legal_cells(self, t: int) -> list[int]:
        """Spaces for tile t, most neighbours first."""
        board, rel = self.board, self.rel[t]
        scored = []
        for i, u in enumerate(board):
            if u != -1:
                continue
            k = co = both = 0
            for j in self.nbrs[i]:
                v = board[j]
                if v == -1:
                    continue
                m = rel[v]
                if not m:
                    break
                k += 1
                co += m == 1
                both += m == 3
            else:
                if k == 0:
                    if self.free:
                        scored.append((0, i))
                elif fits(k, co, both, self.loose):
                    scored.append((-k, i))
        scored.sort()
        return [i for _, i in scored]

    def _enclosed_mask(self, around: tuple[int, ...]) -> int:
        """Tiles that fit a space with these four neighbours."""
        key = tuple(sorted(around))
        mask = self.enclosed.get(key)
        if mask is None:
            mask = 0
            for t in range(self.kinds):
                rels = [self.rel[t][u] for u in key]
                if all(rels) and fits(4, rels.count(1), rels.count(3), self.loose):
                    mask |= 1 << t
            self.enclosed[key] = mask
        return mask

    def hopeless(self, left: int) -> bool:
        """True when the tiles left cannot all find spaces (see the module docstring)."""
        board, match = self.board, self.match
        kinds_left = 0
        for t, c in enumerate(self.count):
            if c:
                kinds_left |= 1 << t
        usable = 0
        room = [0] * self.kinds
        for i, u in enumerate(board):
            if u != -1:
                continue
            mask = kinds_left
            around = []
            for j in self.nbrs[i]:
                v = board[j]
                if v != -1:
                    mask &= match[v]
                    around.append(v)
            if len(around) == 4:
                mask &= self._enclosed_mask(tuple(around))
            if mask:
                usable += 1
                t = 0
                while mask:
                    if mask & 1:
                        room[t] += 1
                    mask >>= 1
                    t += 1
        if usable + self.throws < left:
            return True
        return sum(c - r for c, r in zip(self.count, room) if c > r) > self.throws

    def run(self, index: int) -> bool:
        if index == len(self.seq):
            return True
        key = bytes(u + 1 for u in self.board) + bytes((self.throws,))
        if key in self.failed:
            return False
        if self.hopeless(len(self.seq) - index):
            self.failed.add(key)
            return False
        t = self.seq[index]
        self.count[t] -= 1
        cells = self.legal_cells(t)
        if not cells and self.throws:
            if self._throw(index):
                return True
        for i in cells:
            self.nodes += 1
            if self.nodes > self.max_nodes or (
                    self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline):
                raise _Budget
            self.board[i] = t
            self.path.append(i)
            if self.run(index + 1):
                return True
            self.path.pop()
            self.board[i] = -1
        self.count[t] += 1
        self.failed.add(key)
        return False


    def _throw(self, index: int) -> bool:
        """Throw tile ``index`` away (it fits nowhere) and search on."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise _Budget
        self.throws -= 1
        self.path.append(-1)
        if self.run(index + 1):
            return True
        self.path.pop()
        self.throws += 1
        return False


def _moves(path: list[int], width: int) -> list[Move]:
    return [Throw() if i < 0 else Place(i % width, i // width) for i in path]


def solve(game: StonesGame, max_nodes: int = DEFAULT_NODES, max_seconds: float | None = None) -> Result:
    """Decide whether the game can still be finished from its current position."""
    search = _Search(game, max_nodes, max_seconds)
    try:
        found = search.run(0)
    except _Budget:
        return Result(None, None, search.nodes)
    if not found:
        return Result(False, None, search.nodes)
    w = game.config.width
    return Result(True, _moves(search.path, w), search.nodes)


def hint(game: StonesGame, max_nodes: int = DEFAULT_NODES, max_seconds: float | None = HINT_SECONDS) -> Hint:
    """A placement that keeps the game finishable. Undecided within the budget: the
    search's first choice, with ``finishable`` None. No move when the game is over or
    cannot be finished any more."""
    if game.is_over:
        return Hint(None, game.is_won)
    result = solve(game, max_nodes, max_seconds)
    if result.finishable:
        assert result.placements is not None, "a finishable result carries its placements"
        return Hint(result.placements[0], True)
    if result.finishable is False:
        return Hint(None, False)
    moves = game.legal_moves()
    if moves and isinstance(moves[0], Throw):
        return Hint(moves[0], None)
    search = _Search(game, 0, None)
    w = game.config.width
    first = search.legal_cells(search.seq[0])[0]
    return Hint(Place(first % w, first // w), None)

