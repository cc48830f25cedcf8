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
- a small set of assigned groups that together make it stick (a conflict: only groups
  with a tile left stuck can take part, and halving narrows those down) is recorded as
  a nogood, and the search branches on it: one of those groups must take another
  pairing. The rest stay loose, so the search only ever branches on groups that clash;
- when every branch fails, the reasons they failed, less the groups branched on, are
  the reason the whole search below fails: it is returned (so the levels above skip
  the branches it rules out too, "conflict-directed backjumping") and, when small,
  recorded as a nogood;
- nogoods hold anywhere in the search, so they are checked before the relaxed game is
  played again, and they outlive restarts: the solver runs the search several times
  with new group orders and budgets (solver.py): the groups most often in recent
  conflicts first, each first given the pairing it had last ("phase saving").

With every group assigned and the relaxed game clearing, its greedy order is a win;
when every branch sticks, the position is lost.

Speed: the games played while finding where the relaxed game first sticks, and while
narrowing a conflict, fix fewer pairs than a game that already stuck, so each starts
where that one got stuck (``RelaxedGame.leftover``) and plays only the tiles left.
Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.core.rng import Rng
from mahjong.games.solitaire import relaxed
from mahjong.games.solitaire.board import Board, Budget, bits

Pairing = list[tuple[int, int]]
Nogood = dict[int, int]   # group -> pairing number: assignments that cannot all hold
LEARNT_SIZE = 8           # the largest reason for a failed search that is recorded
ACTIVITY_GROWTH = 1.05    # each conflict counts this much more than the one before


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
        free = g.free_mask(board.present)
        self.budget = budget
        self.members: dict[int, list[int]] = {}
        for i in bits(board.present):
            self.members.setdefault(board.groups[i], []).append(i)
        self.groups = board.groups
        self.game = relaxed.RelaxedGame(g, board.present)
        self.partner = [relaxed.LOOSE] * g.size
        # Groups searched: those of four or more tiles not all free already (a group
        # whose tiles are all free can go first, in any pairing).
        self.order: list[int] = []
        for gid, tiles in self.members.items():
            self._loosen(gid)
            mask = sum(1 << i for i in tiles)
            if len(tiles) > 2 and mask & free != mask:
                self.order.append(gid)
        self.options: dict[int, list[Pairing]] = {}
        self.value: dict[int, int] = dict.fromkeys(self.members, -1)
        self.assigned: set[tuple[int, int]] = set()   # the (group, pairing) of each assigned
        # Each group's pairing when last assigned: the one it is given first next time
        # ("phase saving", as SAT solvers do across restarts).
        self.saved: dict[int, int] = dict.fromkeys(self.members, 0)
        # How often each group took part in a conflict, recent ones weighing more: the
        # groups most in conflict lead the order of the next run (as VSIDS does in SAT
        # solvers), so a restart keeps working where the trouble is.
        self.activity: dict[int, float] = dict.fromkeys(self.members, 0.0)
        self.bump = 1.0
        # Learnt nogoods (group -> pairing number, a set of assignments under which the
        # relaxed game sticks), each with its set of (group, pairing), listed under each
        # of those.
        self.watch: dict[tuple[int, int], list[tuple[frozenset, Nogood]]] = {}

    def attempt(self, seed: int) -> Pairing | None:
        """One run of the search (after ``prepare``), groups in a new order (most active
        first, then fewest pairings, ties broken by ``seed``): a winning sequence of
        pairs, or None when the position is lost. Runs of this search take very
        different times on orders that look alike, so the solver gives many orders
        shares of the budget (``Budget.share``)."""
        rng = Rng(seed)
        self.order.sort(key=lambda gid: (-self.activity[gid], len(self.options[gid]),
                                         rng.random()))
        try:
            if self._search(0) is not None:
                return None
            return self._winning_order()
        finally:
            for gid in self.order:
                self._assign(gid, -1)

    def _winning_order(self) -> Pairing:
        """The pairs in the order greedy removal takes them, every group assigned (the
        groups whose tiles are all free in any pairing: they can go first)."""
        before = list(self.partner)
        for gid, tiles in self.members.items():
            if gid not in self.options and len(tiles) > 2:
                self._fix(list(zip(tiles[0::2], tiles[1::2])))
        moves: Pairing = []
        self.game.clears(self.partner, self.groups, moves)
        self.partner = before
        return moves

    # -- the relaxed game under the current assignment --

    def _clears(self, game: relaxed.RelaxedGame | None = None) -> bool:
        """The relaxed game under the current assignment, played from the position's
        start, or from ``game``: a ``leftover`` of a game whose fixed pairs include
        the current ones."""
        self.budget.tick()
        return (game or self.game).clears(self.partner, self.groups)

    def _fix(self, pairs: Pairing) -> None:
        partner = self.partner
        for a, b in pairs:
            partner[a], partner[b] = b, a

    def _loosen(self, gid: int) -> None:
        tiles = self.members[gid]
        if len(tiles) == 2:  # a group's last two tiles always go together
            self._fix([(tiles[0], tiles[1])])
            return
        for i in tiles:
            self.partner[i] = relaxed.LOOSE

    def _assign(self, gid: int, option: int) -> None:
        """Give ``gid`` its pairing number ``option``, or leave it loose (-1)."""
        self.assigned.discard((gid, self.value[gid]))
        self.value[gid] = option
        if option < 0:
            self._loosen(gid)
        else:
            self.saved[gid] = option
            self.assigned.add((gid, option))
            self._fix(self.options[gid][option])

    # -- the search --

    def prepare(self) -> bool:
        """Find each searched group's workable pairings, likeliest first (see the module
        docstring); False when some group has none, which proves the position lost."""
        order: Pairing = []
        if not self.game.clears(self.partner, self.groups, order):
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

    def _search(self, start: int) -> Nogood | None:
        """Whether the groups ``order[start:]`` (loose on entry, and again on a failing
        return) can be assigned so that the board clears, those before keeping theirs:
        None when they can, else the reason they cannot, a nogood among the pairings of
        ``order[:start]`` (recorded when small: it holds anywhere in the search)."""
        order = self.order
        if start:
            known = self._violated(order[start - 1])
            if known is not None:
                return known
        if not self._clears():  # only the groups with a tile left stuck matter
            left = {self.groups[i] for i in self.game.stuck_tiles()}
            return {gid: self.value[gid] for gid in order[:start] if gid in left}
        found = self._first_stuck(start)
        if found is None:
            return None
        stuck, nogood = found
        clash = [gid for gid in order[start:stuck] if gid in nogood]
        loose = [gid for gid in order[start:stuck] if gid not in nogood]
        for gid in loose:
            self._assign(gid, -1)
        clash.append(order[stuck])
        order[start:stuck + 1] = clash + loose
        # One of the clashing groups takes another pairing: the last one tried first,
        # the ones before it keep their first pairing, the ones after it go loose. Each
        # failure's reason, less the clashing groups, is part of the reason this whole
        # search fails (whatever the clashing groups take, one of those reasons holds).
        before = set(order[:start])
        reason = {gid: option for gid, option in nogood.items() if gid in before}
        for k in range(start + len(clash) - 1, start - 1, -1):
            gid = order[k]
            tried = self.value[gid]
            for option in range(len(self.options[gid])):
                if option == tried:
                    continue
                self._assign(gid, option)
                failed = self._search(k + 1)
                if failed is None:
                    return None
                reason.update((g, o) for g, o in failed.items() if g in before)
                if gid not in failed:  # gid's other pairings would fail the same way
                    if failed.keys() <= before:  # and so would every branch here
                        for g in order[start:k + 1]:
                            self._assign(g, -1)
                        return failed
                    break
            self._assign(gid, -1)
        if len(reason) <= LEARNT_SIZE:  # large ones rarely hold again, and slow each check
            self._record(reason)
        return reason

    def _first_stuck(self, start: int) -> tuple[int, Nogood] | None:
        """Assign ``order[start:]`` the pairing each had last up to the first one under which
        the relaxed game sticks: its index and a nogood naming the clash, or None when
        the board clears with all assigned. Nogoods learnt before find most clashes at
        no cost; the rest are found by halving (the relaxed game can only stick more as
        more groups are assigned; a game with fewer assigned starts where the last one
        that stuck left off)."""
        order = self.order
        high = len(order)              # the first index that sticks is in [low, high]
        nogood = None
        for k in range(start, len(order)):
            self._assign(order[k], self.saved[order[k]])
            nogood = self._violated(order[k])
            if nogood is not None:
                high = k
                break
        upto = high + 1 if high < len(order) else high  # order[start:upto] are assigned
        low = start
        stuck = None   # where the game with order[:high + 1] assigned got stuck
        while low < high:
            mid = (low + high) // 2
            self._assign_upto(start, upto, mid + 1)
            upto = mid + 1
            game = stuck or self.game
            if not self._clears(game):
                high = mid
                nogood = None
                stuck = game.leftover(self.groups)
            else:
                low = mid + 1
        if low == len(order):
            return None
        self._assign_upto(start, upto, low + 1)
        if nogood is None:  # then halving saw order[:low + 1] stick
            assert stuck is not None
            nogood = self._learn(low, stuck)
        return low, nogood

    def _assign_upto(self, start: int, upto: int, new_upto: int) -> None:
        """Move the end of the assigned run ``order[start:upto]`` to ``new_upto``."""
        order = self.order
        for k in range(upto, new_upto):
            self._assign(order[k], self.saved[order[k]])
        for k in range(new_upto, upto):
            self._assign(order[k], -1)

    def _violated(self, gid: int) -> Nogood | None:
        """A learnt nogood that the current assignment of ``gid`` completes."""
        assigned = self.assigned
        for literals, nogood in self.watch.get((gid, self.value[gid]), ()):
            if literals <= assigned:
                return nogood
        return None

    def _learn(self, stuck: int, where: relaxed.RelaxedGame) -> Nogood:
        """With ``order[:stuck + 1]`` assigned and the relaxed game stuck ``where``: a
        small set of those assignments under which it sticks (a nogood, valid anywhere
        in the search), recorded; the assignments are left as they were. Every game
        tried on the way assigns some of those, so each starts ``where``.

        Only the groups with a tile left stuck can matter (loosening any other cannot
        unstick those tiles: they block one another and wait for stuck partners, whatever
        goes before), and halving narrows those down."""
        left = {self.groups[i] for i in where.tiles}
        order, value = self.order, self.value
        culprit = order[stuck]
        scope = {gid: value[gid] for gid in order[:stuck + 1]}
        suspects = [gid for gid in order[:stuck] if gid in left]
        clash = self._conflict(scope, [culprit], suspects, where) + [culprit]
        for gid, option in scope.items():
            self._assign(gid, option)
        nogood = {gid: scope[gid] for gid in clash}
        self._record(nogood)
        for gid in nogood:
            self.activity[gid] += self.bump
        self.bump *= ACTIVITY_GROWTH
        return nogood

    def _record(self, nogood: Nogood) -> None:
        """Keep a nogood, listed under each of its assignments."""
        literals = frozenset(nogood.items())
        for literal in literals:
            self.watch.setdefault(literal, []).append((literals, nogood))

    def _conflict(self, scope: dict[int, int], base: list[int], candidates: list[int],
                  where: relaxed.RelaxedGame) -> list[int]:
        """A small subset of ``candidates`` that with ``base`` assigned makes the relaxed
        game stick (``base`` with all of them does), found by halving; ``scope``: the
        groups in play and their pairings (the others stay loose); ``where``: where the
        game with all of ``scope`` assigned got stuck."""
        if not candidates:
            return []
        chosen = set(base)
        for gid, option in scope.items():
            self._assign(gid, option if gid in chosen else -1)
        if not self._clears(where):
            return []
        if len(candidates) == 1:
            return list(candidates)
        half = len(candidates) // 2
        first, second = candidates[:half], candidates[half:]
        from_second = self._conflict(scope, base + first, second, where)
        return self._conflict(scope, base + from_second, first, where) + from_second
