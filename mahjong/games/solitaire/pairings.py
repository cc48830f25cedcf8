"""The Solitaire solver's complete search: over how each group's tiles are paired.

Once every tile's partner is fixed, the order of removal no longer matters (relaxed.py:
the relaxed game with every pair fixed is the real game, and greedy removal decides it).
So the search assigns each group one of its pairings (3 for four tiles, 15 for six...)
and asks the relaxed game, with the groups not yet assigned left loose, whether the
board can still clear. In the manner of de Bondt's solver (arXiv:1203.6559):

- first every group's pairings are filtered one group at a time (a pairing under which
  the relaxed game sticks, or in which a tile lies on its partner, is dropped); a group
  left with none proves the position lost, one left with one is fixed for good;
- then groups are given their likeliest pairing (tiles that leave the relaxed game at
  about the same time go together) one after another, until the relaxed game sticks;
- a small set of assigned groups that together make it stick (a conflict) is found by
  halving, and the search branches on it: one of those groups must take another pairing.
  The rest stay loose, so the search only ever branches on groups that clash.

With every group assigned and the relaxed game clearing, its greedy order is a win;
when every branch sticks, the position is lost. Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.core.rng import Rng
from mahjong.games.solitaire import relaxed
from mahjong.games.solitaire.board import Board, Budget, bits

Pairing = list[tuple[int, int]]


def pairings(tiles: list[int]) -> list[Pairing]:
    """Every way to split ``tiles`` (an even number) into pairs."""
    if not tiles:
        return [[]]
    first, rest = tiles[0], tiles[1:]
    return [[(first, b)] + more for k, b in enumerate(rest)
            for more in pairings(rest[:k] + rest[k + 1:])]


class PairingSearch:
    def __init__(self, board: Board, budget: Budget) -> None:
        g = self.g = board.geometry
        self.rem = board.present
        self.free = g.free_mask(board.present)
        self.budget = budget
        self.members: dict[int, list[int]] = {}
        for i in bits(board.present):
            self.members.setdefault(board.groups[i], []).append(i)
        self.partners = [0] * g.size
        # Groups searched: those of four or more tiles not all free already (a group
        # whose tiles are all free can go first, in any pairing).
        self.order: list[int] = []
        for gid, tiles in self.members.items():
            self._loosen(gid)
            mask = sum(1 << i for i in tiles)
            if len(tiles) > 2 and mask & self.free != mask:
                self.order.append(gid)
        self.options: dict[int, list[Pairing]] = {}

    def prepare(self) -> bool:
        """Filter every group's pairings (see the module docstring); False when that
        alone proves the position lost."""
        return self._filter()

    def attempt(self, seed: int) -> Pairing | None:
        """One run of the search (after ``prepare``), groups in a new order (fewest
        pairings first, ties broken by ``seed``): a winning sequence of pairs, or None
        when the position is lost. Runs of this search take very different times on
        orders that look alike, so the solver gives a few orders growing shares of the
        budget (``Budget.share``)."""
        rng = Rng(seed)
        self.order.sort(key=lambda gid: (len(self.options[gid]), rng.random()))
        try:
            if not self._search(0):
                return None
            return self._winning_order()
        finally:
            for gid in self.order:
                self._loosen(gid)

    def _winning_order(self) -> Pairing:
        """The pairs in the order greedy removal takes them, every group assigned (the
        groups whose tiles are all free in any pairing: they can go first)."""
        saved = list(self.partners)
        for gid, tiles in self.members.items():
            if gid not in self.options and len(tiles) > 2:
                self._fix(list(zip(tiles[0::2], tiles[1::2])))
        moves: Pairing = []
        relaxed.clears(self.g, self.rem, self.free, self.partners, moves)
        self.partners = saved
        return moves

    # -- the relaxed game under the current assignment --

    def _clears(self) -> bool:
        self.budget.tick()
        return relaxed.clears(self.g, self.rem, self.free, self.partners)

    def _fix(self, pairs: Pairing) -> None:
        partners = self.partners
        for a, b in pairs:
            partners[a], partners[b] = 1 << b, 1 << a

    def _loosen(self, gid: int) -> None:
        tiles = self.members[gid]
        mask = sum(1 << i for i in tiles)
        for i in tiles:
            self.partners[i] = mask & ~(1 << i)

    def _assign(self, gid: int, option: int) -> None:
        """Give ``gid`` its pairing number ``option``, or leave it loose (-1)."""
        if option < 0:
            self._loosen(gid)
        else:
            self._fix(self.options[gid][option])

    # -- the search --

    def _filter(self) -> bool:
        """Each searched group's workable pairings, likeliest first (see the module
        docstring); False when some group has none."""
        order: Pairing = []
        if not relaxed.clears(self.g, self.rem, self.free, self.partners, order):
            return False
        when = {}
        for step, (a, b) in enumerate(order):
            when[a] = when[b] = step
        lies_on, rem = self.g.lies_on, self.rem
        for gid in self.order:
            options = [p for p in pairings(self.members[gid])
                       if not any(lies_on(a, b, rem) or lies_on(b, a, rem) for a, b in p)]
            options.sort(key=lambda p: sum(abs(when.get(a, 0) - when.get(b, 0)) for a, b in p))
            self.options[gid] = options
        changed = True
        while changed:
            changed = False
            for gid in list(self.order):
                keep = []
                for pairs in self.options[gid]:
                    self._fix(pairs)
                    if self._clears():
                        keep.append(pairs)
                self._loosen(gid)
                if not keep:
                    return False
                self.options[gid] = keep
                if len(keep) == 1:  # forced: fixed for good
                    self._fix(keep[0])
                    self.order.remove(gid)
                    changed = True
        return True

    def _search(self, start: int) -> bool:
        """Whether the groups ``order[start:]`` (loose on entry, and again on a False
        return) can be assigned so that the board clears, those before keeping theirs."""
        if not self._clears():
            return False
        stuck = self._first_stuck(start)
        if stuck is None:
            return True
        order = self.order
        assigned = order[start:stuck]
        self._scope = order[start:stuck + 1]
        clash = self._conflict([order[stuck]], assigned)
        loose = [gid for gid in assigned if gid not in clash]
        for gid in self._scope:
            self._assign(gid, 0 if gid in clash or gid == order[stuck] else -1)
        clash.append(order[stuck])
        order[start:stuck + 1] = clash + loose
        # One of the clashing groups takes another pairing: the last one tried first,
        # the ones before it keep their first pairing, the ones after it go loose.
        for k in range(start + len(clash) - 1, start - 1, -1):
            gid = order[k]
            for option in range(1, len(self.options[gid])):
                self._assign(gid, option)
                if self._search(k + 1):
                    return True
            self._assign(gid, -1)
        return False

    def _first_stuck(self, start: int) -> int | None:
        """Assign ``order[start:]`` their first pairings up to the first one under which
        the relaxed game sticks (found by halving): its index, or None when all clear."""
        order = self.order
        low, high = start, len(order)  # the first index that sticks is in [low, high]
        upto = start                   # order[start:upto] are assigned
        while low < high:
            mid = (low + high) // 2
            for k in range(upto, mid + 1):
                self._assign(order[k], 0)
            for k in range(mid + 1, upto):
                self._assign(order[k], -1)
            upto = mid + 1
            if self._clears():
                low = mid + 1
            else:
                high = mid
        end = min(low + 1, len(order))
        for k in range(upto, end):
            self._assign(order[k], 0)
        for k in range(end, upto):
            self._assign(order[k], -1)
        return None if low == len(order) else low

    def _conflict(self, base: list[int], candidates: list[int]) -> list[int]:
        """A small subset of ``candidates`` that with ``base`` assigned makes the relaxed
        game stick (``base`` with all of them does), found by halving."""
        if not candidates:
            return []
        chosen = set(base)
        for gid in self._scope:
            self._assign(gid, 0 if gid in chosen else -1)
        if not self._clears():
            return []
        if len(candidates) == 1:
            return list(candidates)
        half = len(candidates) // 2
        first, second = candidates[:half], candidates[half:]
        from_second = self._conflict(base + first, second)
        return self._conflict(base + from_second, first) + from_second
