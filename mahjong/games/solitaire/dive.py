"""The Solitaire solver's quick search: depth first over removals, best-looking first.

Most deals fall to it within a few hundred nodes. At each position it plays the safe
removals (a group whose remaining tiles are all free goes at once: freeness only grows
as tiles go, so any win can be reordered to take them first), drops positions already
seen or refuted by the relaxed game (relaxed.py), and tries the free matching pairs
that free the most tiles first, tiles high in the stacks breaking ties. It is complete
(it answers False only after trying every removal order), but on lost or tricky deals
it can wander, so the solver gives it a small budget before the pairing search.

Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.core.rng import Rng
from mahjong.games.solitaire import relaxed
from mahjong.games.solitaire.board import Board, Budget, bits


class Dive:
    def __init__(self, board: Board, budget: Budget, seed: int = 0) -> None:
        """``seed`` 0 orders moves by their score alone; another seed adds a little
        noise, so that each seed makes a different search."""
        self.g = board.geometry
        self.groups = board.groups
        self.budget = budget
        gmask: dict[int, int] = {}
        for i in bits(board.present):
            gmask[board.groups[i]] = gmask.get(board.groups[i], 0) | (1 << i)
        self.gmask = gmask
        self.height = [z for z, _, _ in self.g.positions]
        self.seen: set[int] = set()
        self.rng = Rng(seed) if seed else None
        self.path: list[tuple[int, int]] = []

    def run(self, present: int) -> bool:
        """Whether ``present`` can be cleared (``self.path``: how); OutOfBudget when the
        budget runs out first."""
        game = relaxed.RelaxedGame(self.g, present)
        return self._dfs(present, self.g.free_mask(present), -1, game)

    def _after(self, rem: int, free: int, removed: int) -> tuple[int, int]:
        rem &= ~removed
        touched = 0
        affects = self.g.affects
        for i in bits(removed):
            touched |= affects[i]
        return rem, (free & ~removed) | self.g.free_mask(rem, touched & ~free)

    def _dfs(self, rem: int, free: int, check: int, before: relaxed.RelaxedGame) -> bool:
        """``check``: the tiles of the group the last move took from (-1: all). The
        relaxed game is played here only if some of them are left once the safe
        removals are made: it cleared before the move, and only the pairing the move
        forces on their group can make it stick now (a move that takes a group's last
        tiles, and the safe removals, only take tiles away, which never hurts).
        ``before``: the relaxed game of the position before the move (its counts are
        reused)."""
        self.budget.tick()
        groups, gmask, path = self.groups, self.gmask, self.path
        depth = len(path)
        while True:  # safe removals
            take = seen = 0
            for i in bits(free):
                gid = groups[i]
                if seen >> gid & 1:
                    continue
                seen |= 1 << gid
                mine = gmask[gid] & rem
                if mine & free == mine:
                    idx = bits(mine)
                    path.extend(zip(idx[0::2], idx[1::2]))
                    take |= mine
            if not take:
                break
            rem, free = self._after(rem, free, take)
        if not rem:
            return True
        if rem in self.seen:
            del path[depth:]
            return False
        self.seen.add(rem)
        game = before.without(rem, free)
        if check & rem and not self.relaxed_clears(game):
            del path[depth:]
            return False
        base = len(path)
        for a, b, child, child_free in self.ordered_moves(rem, free):
            path.append((a, b))
            if self._dfs(child, child_free, gmask[groups[a]], game):
                return True
            del path[base:]
        del path[depth:]
        return False

    def relaxed_clears(self, game: relaxed.RelaxedGame) -> bool:
        """The relaxed ``game``, a group's last two tiles going together."""
        rem = game.rem
        partner = [relaxed.LOOSE] * self.g.size
        for mask in self.gmask.values():
            mine = mask & rem
            if mine.bit_count() == 2:
                a = (mine & -mine).bit_length() - 1
                b = mine.bit_length() - 1
                partner[a], partner[b] = b, a
        return game.clears(partner, self.groups)

    def ordered_moves(self, rem: int, free: int) -> list[tuple[int, int, int, int]]:
        """The free matching pairs with the positions they leave, best first."""
        groups, gmask, height, affects = self.groups, self.gmask, self.height, self.g.affects
        scored = []
        seen = 0
        for i in bits(free):
            gid = groups[i]
            if seen >> gid & 1:
                continue
            seen |= 1 << gid
            tiles = bits(gmask[gid] & free)
            for x, a in enumerate(tiles):
                for b in tiles[x + 1:]:
                    child, child_free = self._after(rem, free, (1 << a) | (1 << b))
                    freed = (child_free & ~free).bit_count()
                    blocked = ((affects[a] | affects[b]) & child).bit_count()
                    score: float = 10 * freed + height[a] + height[b] + blocked
                    if self.rng is not None:
                        score += self.rng.random() * 12
                    scored.append((score, a, b, child, child_free))
        scored.sort(key=lambda s: -s[0])
        return [(a, b, child, child_free) for _, a, b, child, child_free in scored]
