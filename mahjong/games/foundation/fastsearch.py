"""The solver's own compact positions and move generator (pure Python, no engine objects).

A tile is a small int ``rank * 4 + sub``: ``sub`` is the suit (0-2, ``SUITS`` order) of a
suited tile, the dragon type (``DRAGONS`` order), the wind (``WINDS`` order) or the season.
A position is a tuple ``(columns, cells, heights, binds)``:

- ``columns``: as in ``position.State`` (levels of tiles, top row first), with int tiles;
- ``cells``: the occupied cells' tiles, sorted (which cell holds a tile never matters);
- ``heights``: the 12 pile heights; ``binds``: the dragon type then the suit of each set
  (-1 while unbound).

A move is ``(src, n, dst)``: ``src`` is ``(column, level)`` or ``(-1, tile)`` for a cell;
``dst`` is ``(0, column, level)``, ``(1, 0, 0)`` for a free cell or ``(2, pile, 0)``.
``Rules`` gives the legal moves (twins that reach equal keys given once) and plays them with
the safe auto-plays; test_solver_fast.py checks both against legality.py on random positions.
"""

from __future__ import annotations

from mahjong.core.tiles import DRAGONS, SEASONS, SUITS, WINDS

from .config import BUILD_SAME, EMPTY_ANY, EMPTY_SEASON, EMPTY_WIND, EMPTY_WIND_GROUP, GameConfig
from .position import RANK, SEASON_LABELS, State

_SUB = {d: i for i, d in enumerate(DRAGONS)}
_SUB.update({w: i for i, w in enumerate(WINDS)})
_SUB.update({s: i for i, s in enumerate(SEASONS)})
_SUB.update({f"{r}{s}": i for i, s in enumerate(SUITS) for r in range(1, 10)})
CODE: dict[str, int] = {t: RANK[t] * 4 + _SUB[t] for t in RANK}
NAME: dict[int, str] = {c: t for t, c in CODE.items()}


def encode(state: State) -> tuple:
    """The compact position of an engine position."""
    cols = tuple(tuple(tuple(CODE[t] for t in level) for level in col) for col in state.columns)
    cells = tuple(sorted(CODE[t] for t in state.cells if t is not None))
    binds = tuple(-1 if d is None else _SUB[d] for d in state.dragons)
    binds += tuple(-1 if s is None else SUITS.index(s) for s in state.suits)
    return cols, cells, tuple(state.heights), binds


def run_of(level: tuple, free: int, below: list) -> int:
    """The run length at the uncovered bottom ``free`` tiles of a level."""
    m = 1 if free > 0 else 0
    while m < free and level[-m] in below[level[-m - 1]]:
        m += 1
    return m


class Rules:
    """Legal moves, playing them and the canonical key, for one configuration."""

    def __init__(self, config: GameConfig, tidy: bool = False) -> None:
        """``tidy``: keep positions tidy (``tidy_cells``), an incomplete search space
        (see there)."""
        assert not (tidy and config.levels), "tidy positions: games without levels only"
        self.config = config
        self.tidy = tidy
        self.rows, self.ncells, self.levels = config.rows, config.cells, config.levels
        self.lock = config.rank_lock
        self.same = config.build == BUILD_SAME
        self.empty = config.empty
        self._info: dict[tuple, tuple] = {}
        self._last: tuple = (None, None, None)
        self.wind_of = tuple(_SUB[w] for w in config.wind_labels)   # pile j -> wind sub
        self.season_of = tuple(_SUB[s] for s in SEASON_LABELS)
        # below[upper]: the tiles that may be built below (or on top of) ``upper``
        self.above: list[set[int]] = [set() for _ in range(48)]
        self.below: list[frozenset[int]] = []
        for upper in range(48):
            out = set()
            for lower in range(48):
                if lower >> 2 == (upper >> 2) - 1 and self._suit_ok(lower, upper):
                    out.add(lower)
                    self.above[lower].add(upper)
            self.below.append(frozenset(out))

    def _suit_ok(self, lower: int, upper: int) -> bool:
        if not (1 <= lower >> 2 <= 9 and 1 <= upper >> 2 <= 9):
            return True
        return ((lower & 3) == (upper & 3)) == self.same

    # --- foundations ---
    def info(self, hs: tuple, binds: tuple) -> tuple:
        """Cached figures of a foundation state: (tile -> distinct piles that take it,
        tile -> pile of a safe auto-play, the foundation part of the key, the tiles the
        foundations take next)."""
        if hs is self._last[0] and binds is self._last[1]:
            return self._last[2]
        fk = (hs, binds)
        out = self._info.get(fk)
        if out is None:
            pos = ((), (), hs, binds)
            playable, auto = {}, {}
            for t in range(48):
                ps = self.piles(pos, t)
                if ps:
                    playable[t] = self.distinct_piles(pos, ps)
                    if self.safe(pos, t):
                        auto[t] = ps[0]
            out = self._info[fk] = (playable, auto, self._fkey(hs, binds), self._needed(hs, binds))
        self._last = (hs, binds, out)   # children of one position share its foundation tuples
        return out

    def _needed(self, hs: tuple, binds: tuple) -> frozenset[int]:
        """The tiles the foundations take next (under the rank lock: the next rank of each
        set once its four piles hold the rank below)."""
        out: set[int] = set()
        for s in range(3):
            h4 = hs[4 * s:4 * s + 4]
            low = min(h4)
            for j, h in enumerate(h4):
                if self.lock and h > low:
                    continue
                if h == 0:
                    b = binds[s]
                    out.update(d for d in range(3) if d == b or (b == -1 and d not in binds[:3]))
                elif h <= 9:
                    b = binds[3 + s]
                    out.update(4 * h + x for x in range(3)
                               if x == b or (h == 1 and b == -1 and x not in binds[3:]))
                elif h == 10:
                    out.add(40 + self.wind_of[j])
                elif h == 11 and self.config.seasons:
                    out.add(44 + self.season_of[j])
        return frozenset(out)

    def piles(self, pos: tuple, tile: int) -> list[int]:
        """The piles that take ``tile`` now (legality.piles_for)."""
        hs, binds = pos[2], pos[3]
        r, sub = tile >> 2, tile & 3
        out = []
        for s in range(3):
            base = 4 * s
            if self.lock and min(hs[base:base + 4]) < r:
                continue
            if r == 0:
                bound = binds[s]
                if bound != sub and (bound != -1 or sub in binds[:3]):
                    continue
            elif r <= 9:
                bound = binds[3 + s]
                if bound != sub and (r > 1 or bound != -1 or sub in binds[3:]):
                    continue
            for j in range(4):
                if hs[base + j] != r:
                    continue
                if (r == 10 and self.wind_of[j] != sub) or (r == 11 and self.season_of[j] != sub):
                    continue
                out.append(base + j)
        return out

    def safe(self, pos: tuple, tile: int) -> bool:
        """legality.is_safe: no tableau tile could ever need to be built below ``tile``."""
        r, hs = tile >> 2, pos[2]
        if r == 0:
            return True
        if r == 1 or r >= 10:
            return min(hs) >= r
        sub, suits = tile & 3, pos[3][3:]
        for s in ((sub,) if self.same else (x for x in range(3) if x != sub)):
            if s not in suits:
                return False
            base = 4 * suits.index(s)
            if min(hs[base:base + 4]) < r:
                return False
        return True

    def distinct_piles(self, pos: tuple, piles: list[int]) -> list[int]:
        """One pile per class of piles that give equal keys (legality._distinct_piles)."""
        out, seen = [], set()
        hs, binds = pos[2], pos[3]
        for p in piles:
            s = p // 4
            if binds[s] == -1:
                key = -1
            elif self.lock and hs[p] < 10:
                key = 100 + s
            else:
                key = p
            if key not in seen:
                seen.add(key)
                out.append(p)
        return out

    def to_pile(self, pos: tuple, tile: int, pile: int) -> tuple:
        """``tile`` onto ``pile``: new heights and bindings."""
        hs = list(pos[2])
        hs[pile] += 1
        binds, r, s = pos[3], tile >> 2, pile // 4
        if r == 0 and binds[s] == -1:
            binds = binds[:s] + (tile & 3,) + binds[s + 1:]
        elif r == 1 and binds[3 + s] == -1:
            binds = binds[:3 + s] + (tile & 3,) + binds[4 + s:]
        return tuple(hs), binds

    # --- moves ---
    def moves(self, pos: tuple) -> list[tuple]:
        """The legal moves; twins (equal keys) given once: one free cell, and one pile of
        piles alike. Every empty column is listed: which one a tile goes to decides which
        copy of a tile the auto-play takes (the engine scans columns left to right)."""
        return self._moves_levels(pos) if self.levels else self._moves_flat(pos)

    def _moves_levels(self, pos: tuple) -> list[tuple]:
        """``moves`` in every game (the level games need it)."""
        cols, cells = pos[0], pos[1]
        playable = self.info(pos[2], pos[3])[0]
        free = self.ncells - len(cells)
        rows, below, levels = self.rows, self.below, self.levels
        by_upper: dict[int, list] = {}    # anchor tile -> [(column, level, room)]
        empties = []
        sources = []
        for c, col in enumerate(cols):
            if not col:
                empties.append(c)
                continue
            nlev = len(col)
            for k in range(nlev):
                level = col[k]
                n = len(level)
                free_k = n - (len(col[k + 1]) if k + 1 < nlev else 0)
                if free_k > 0:
                    room = rows - n if k == 0 else len(col[k - 1]) - n
                    if room > 0:
                        by_upper.setdefault(level[-1], []).append((c, k, room))
                    m = run_of(level, free_k, below)
                    if m > free + 1:
                        m = free + 1
                    sources.append((c, k, level[-m:]))
            if levels:
                top = col[-1]
                by_upper.setdefault(top[0], []).append((c, nlev, len(top)))
        out = []
        seen_cell = set()
        for t in cells:
            if t not in seen_cell:
                seen_cell.add(t)
                sources.append((-1, t, (t,)))
        empty = self.empty
        for c, k, run in sources:
            ln = len(run)
            for n in range(1, ln + 1):
                lead = run[-n]
                src = (c, k)
                if n == 1:
                    for p in playable.get(lead, ()):
                        out.append((src, 1, (2, p, 0)))
                    if c >= 0 and free:
                        out.append((src, 1, (1, 0, 0)))
                for u in self.above[lead]:
                    for d, lv, room in by_upper.get(u, ()):
                        if d != c and n <= room:
                            out.append((src, n, (0, d, lv)))
                if empties and n <= rows and not (c >= 0 and n == ln and len(cols[c]) == 1
                                                  and len(cols[c][0]) == n):
                    r = lead >> 2
                    if (empty == EMPTY_ANY or (r == 10 and empty == EMPTY_WIND_GROUP)
                            or (n == 1 and (r == 10 and empty == EMPTY_WIND
                                            or r == 11 and empty == EMPTY_SEASON))):
                        out.extend((src, n, (0, e, 0)) for e in empties)
                if levels and c >= 0:
                    for lv, anchor in self._own_targets(cols[c], k, n):
                        if lead in below[anchor]:
                            out.append((src, n, (0, c, lv)))
        return out

    def _own_targets(self, col: tuple, k: int, n: int) -> list[tuple[int, int]]:
        """legality.own_column_targets on compact columns: [(level, anchor)]."""
        rest = col[k][:-n]
        col = col[:k] + ((rest,) if rest else ()) + col[k + 1:]
        nlev = len(col)
        out = [(lv, col[lv][-1]) for lv in range(nlev) if lv != k
               and n <= (self.rows if lv == 0 else len(col[lv - 1])) - len(col[lv])
               and len(col[lv]) > (len(col[lv + 1]) if lv + 1 < nlev else 0)]
        if col and nlev != k and n <= len(col[-1]):
            out.append((nlev, col[-1][0]))
        return out

    def _moves_flat(self, pos: tuple) -> list[tuple]:
        """``moves`` for the games without levels (every column one level): the same moves
        (in another order), found with less bookkeeping: each column's bottom tile lists
        the tiles that may go below it."""
        cols, cells = pos[0], pos[1]
        playable = self.info(pos[2], pos[3])[0]
        free = self.ncells - len(cells)
        rows, below, tidy = self.rows, self.below, self.tidy
        under: dict[int, list] = {}     # tile -> [(column, room)] it may be built below
        empties = []
        sources = []
        runs = []       # tidy: whole runs to the cells
        for c, col in enumerate(cols):
            if not col:
                empties.append(c)
                continue
            level = col[0]
            n = len(level)
            if n < rows:
                target = (c, rows - n)
                for t in below[level[-1]]:
                    if t in under:
                        under[t].append(target)
                    else:
                        under[t] = [target]
            m, limit = 1, (n if n <= free else free + 1)
            while m < limit and level[-m] in below[level[-m - 1]]:
                m += 1
            sources.append((c, level[-m:], n))
            if tidy and free >= 2 and m >= 2:
                whole = run_of(level, n, below)
                if whole <= free:
                    runs.append(((c, 0), whole, (1, 0, 0)))
        seen_cell = set()
        for t in cells:
            if t not in seen_cell:
                seen_cell.add(t)
                sources.append((-1, (t,), 0))
        out = []
        empty = self.empty
        if empties:
            any_ok = empty == EMPTY_ANY
            wind_ok = empty in (EMPTY_WIND_GROUP, EMPTY_WIND)
            group_ok = empty != EMPTY_WIND
            season_ok = empty == EMPTY_SEASON
        for c, run, height in sources:
            ln = len(run)
            src = (c, 0) if c >= 0 else (-1, run[0])
            for n in range(1, ln + 1):
                lead = run[-n]
                if n == 1:
                    if playable and lead in playable:
                        for p in playable[lead]:
                            out.append((src, 1, (2, p, 0)))
                    if c >= 0 and free and not (tidy and ln > 1):
                        out.append((src, 1, (1, 0, 0)))
                targets = under.get(lead)
                if targets:
                    for d, room in targets:
                        if d != c and n <= room:
                            out.append((src, n, (0, d, 0)))
                if empties and n != height and n <= rows:
                    r = lead >> 2
                    if (any_ok or (r == 10 and wind_ok and (n == 1 or group_ok))
                            or (r == 11 and season_ok and n == 1)):
                        out.extend((src, n, (0, e, 0)) for e in empties)
        return out + runs if runs else out

    def play(self, pos: tuple, move: tuple) -> tuple:
        """The position after ``move`` and the safe auto-plays."""
        cols, cells, hs, binds = pos
        before = cols
        (c, k), n, (kind, d, lv) = move
        if c < 0:
            tiles = (k,)
            i = cells.index(k)
            cells = cells[:i] + cells[i + 1:]
        else:
            col = cols[c]
            level = col[k]
            tiles = level[-n:]
            if len(level) > n:
                col = col[:k] + (level[:-n],) + col[k + 1:]
            else:
                col = col[:k] + col[k + 1:]
            cols = cols[:c] + (col,) + cols[c + 1:]
        if kind == 0:
            col = cols[d]
            if lv < len(col):
                col = col[:lv] + (col[lv] + tiles,) + col[lv + 1:]
            else:
                col = col + (tiles,)
            cols = cols[:d] + (col,) + cols[d + 1:]
        elif kind == 1:
            cells = tuple(sorted(cells + tiles))
        else:
            hs, binds = self.to_pile(pos, tiles[0], d)
        pos = (cols, cells, hs, binds)
        if kind == 2 or c >= 0:
            pos = self.auto_play(pos, c if kind != 2 else -1)
        if self.tidy and pos[1] and self._untidy(before, pos, tiles if kind == 1 else ()):
            return self.tidy_cells(pos)
        return pos

    def _untidy(self, before: tuple, pos: tuple, new_cells: tuple) -> bool:
        """Whether ``pos``, made by one move from a tidy position with columns ``before``,
        may need tidying: a cell tile may go below the bottom tile of a column the move
        changed, or a tile the move put in a cell below some column's bottom tile."""
        rows, below, cells = self.rows, self.below, pos[1]
        for old, col in zip(before, pos[0]):
            if col is not old and col and len(col[0]) < rows:
                under = below[col[0][-1]]
                for t in cells:
                    if t in under:
                        return True
        if new_cells:
            above = self.above
            for col in pos[0]:
                if col and len(col[0]) < rows:
                    bottom = col[0][-1]
                    for t in new_cells:
                        if bottom in above[t]:
                            return True
        return False

    def tidy_cells(self, pos: tuple, steps: list | None = None) -> tuple:
        """Cell tiles put back below a tile they may be built below (a column's bottom tile
        with room below it), until none can go. The move and its reverse are both always
        legal, so the two positions are a move apart either way; a tidy search visits
        only the tidy one, and moves a run to the cells only whole (``_moves_flat``).
        That leaves out positions the player could reach (a run half in the cells, say), so
        a tidy search that runs out of positions proves nothing. Not for the level games.
        ``steps`` (a list) gets each (tile, column) moved, in order."""
        cols, cells = pos[0], pos[1]
        rows, above = self.rows, self.above
        bottoms: dict[int, list[int]] = {}      # bottom tile -> columns with room below it
        for c, col in enumerate(cols):
            if col and len(col[0]) < rows:
                bottoms.setdefault(col[0][-1], []).append(c)
        moved, i = False, 0
        while i < len(cells):
            t = cells[i]
            for u in above[t]:
                if bottoms.get(u):
                    break
            else:
                i += 1
                continue
            c = bottoms[u].pop(0)
            if steps is not None:
                steps.append((t, c))
            level = cols[c][0] + (t,)
            cols = cols[:c] + ((level,),) + cols[c + 1:]
            cells = cells[:i] + cells[i + 1:]
            if len(level) < rows:
                bottoms.setdefault(t, []).append(c)
            moved, i = True, 0
        return (cols, cells, pos[2], pos[3]) if moved else pos

    def auto_play(self, pos: tuple, only: int = -1) -> tuple:
        """legality.auto_play. ``only``: a settled position changed only by taking tiles from
        that column, so only its tiles can have become playable."""
        auto = self.info(pos[2], pos[3])[1]
        if not auto:
            return pos
        if only >= 0:
            col = pos[0][only]
            last = len(col) - 1
            for k, level in enumerate(col):
                if level[-1] in auto and (k == last or len(level) > len(col[k + 1])):
                    break
            else:
                return pos
        while True:
            for src, tile in self._available(pos):
                if tile in auto:
                    pos = self._lift(pos, src, tile, auto[tile])
                    auto = self.info(pos[2], pos[3])[1]
                    break
            else:
                return pos

    def _available(self, pos: tuple):
        for t in pos[1]:
            yield (-1, 0), t
        for c, col in enumerate(pos[0]):
            nlev = len(col)
            for k in range(nlev):
                if len(col[k]) > (len(col[k + 1]) if k + 1 < nlev else 0):
                    yield (c, k), col[k][-1]

    def _lift(self, pos: tuple, src: tuple, tile: int, pile: int) -> tuple:
        cols, cells = pos[0], pos[1]
        c, k = src
        if c < 0:
            i = cells.index(tile)
            cells = cells[:i] + cells[i + 1:]
        else:
            col = cols[c]
            level = col[k]
            col = col[:k] + ((level[:-1],) if len(level) > 1 else ()) + col[k + 1:]
            cols = cols[:c] + (col,) + cols[c + 1:]
        hs, binds = self.to_pile(pos, tile, pile)
        return cols, cells, hs, binds

    def key(self, pos: tuple) -> tuple:
        """Equal for positions that play the same (solver.state_key on compact positions)."""
        return tuple(sorted(pos[0])), pos[1], self.info(pos[2], pos[3])[2]

    def _fkey(self, hs: tuple, binds: tuple) -> tuple:
        sets = []
        for s in range(3):
            h = hs[4 * s:4 * s + 4]
            if self.lock and max(h) <= 10:
                h = tuple(sorted(h))
            sets.append((-2 if min(h) >= 1 else binds[s], binds[3 + s], h))
        sets.sort()
        return tuple(sets)

    def won(self, pos: tuple) -> bool:
        return sum(pos[2]) == self.config.tiles

