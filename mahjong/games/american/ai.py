"""Computer players for the Card Free American table: ``choose(table, seat, rng) -> Action``.

A player looks only at what its seat can see (its own tiles, every exposure and
discard). It asks the hand helper for the winning hands nearest to its tiles (cached
per hand state) and weighs each target by how close, how valuable and (strength 2+)
how likely it still is; a tile's *keep* score is the weight of the targets that would
lose a needed tile without it. Then it passes and discards the tiles with the lowest
keep score (never jokers), claims a discard when the hand after the exposure weighs
more than before (the +10 CONCEALED it would lose is in the targets' values),
exchanges every joker it can, and refuses the second Charleston when already close.

Strengths: 1 beginner (one target, careless now and then, never refuses, no blind or
courtesy passes), 2 good (several targets, odds of the missing tiles), 3 expert (2 +
defence: late in the wall it avoids discards that fit an opponent's exposures).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import exp

from mahjong.core.rng import Rng

from . import engine_api as api
from .actions import Action, Claim, Courtesy, Discard, Draw, Exchange, MahJongg, Pass, PassClaim, Vote
from .pieces import JOKER
from .table import Table
from .tiles import INDEX, supply

STRENGTHS = (1, 2, 3)
_LIMIT = {1: 3, 2: 8, 3: 10}       # targets asked of the helper
_CARELESS = 0.2                    # how often a beginner discards any tile
_CLOSE = 4                         # missing tiles at which good players refuse the second Charleston
_LATE_WALL = 40                    # the expert turns defensive below this many wall tiles
_CLAIM_GAIN = 1.8                  # how much better the hand must weigh after a call (2+)


@dataclass(frozen=True)
class Target:
    """A suggestion reduced to what a decision needs."""

    need: Counter[str]     # natural tiles the target wants from the concealed hand
    missing: tuple[str, ...]
    fillable: tuple[str, ...]
    value: int
    sizes: dict[str, int]  # tile -> block size in the target


@lru_cache(maxsize=8192)
def _targets(concealed: tuple[str, ...], exposures: tuple[tuple[str, ...], ...], ctx: api.Context,
             limit: int) -> tuple[Target, ...]:
    """The nearest targets of a hand state (cached: a hand is re-examined often)."""
    exposed: Counter[str] = Counter()
    for e in exposures:
        kind = next(t for t in e if t != JOKER)
        exposed[kind] += len(e)
    out: list[Target] = []
    for s in api.nearest(concealed, exposures, (), ctx, limit=limit):
        need: Counter[str] = Counter()
        sizes: dict[str, int] = {}
        for block in s.blocks:
            need.update(block)
            if len(set(block)) == 1:
                sizes[block[0]] = max(sizes.get(block[0], 0), len(block))
        need.subtract(exposed)
        out.append(Target(+need, s.missing, s.jokers_can_fill, s.value, sizes))
    return tuple(out)


class Player:
    """One seat's view of the table and the judgements made from it."""

    def __init__(self, table: Table, seat: int, strength: int, rng: Rng) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"strength {strength} is not one of {STRENGTHS}")
        self.t, self.seat, self.strength, self.rng = table, seat, strength, rng
        self.ctx = api.Context(table.rules, table.options.skill[seat], False)
        self.hand = list(table.concealed[seat])
        self.exposures = tuple(tuple(e.tiles) for e in table.exposures[seat])
        self._unseen: list[int] | None = None

    # --- judgement ------------------------------------------------------------------
    def targets(self, hand: Sequence[str] | None = None,
                exposures: tuple[tuple[str, ...], ...] | None = None) -> tuple[Target, ...]:
        hand = self.hand if hand is None else hand
        exposures = self.exposures if exposures is None else exposures
        found = _targets(tuple(sorted(hand)), exposures, self.ctx, _LIMIT[self.strength])
        return found[:1] if self.strength == 1 else found

    def unseen(self) -> list[int]:
        """Copies of each kind this seat cannot see."""
        if self._unseen is None:
            left = supply(self.t.rules.small_set)
            for code, n in self.t.seen_tiles(self.seat).items():
                left[INDEX[code]] -= n
            self._unseen = left
        return self._unseen

    def weight(self, target: Target) -> float:
        """How much a target is worth pursuing: close, valuable and (2+) still possible."""
        w = target.value / 25 * exp(-1.3 * len(target.missing))
        if self.strength >= 2:
            unseen, jokers = self.unseen(), self.unseen()[INDEX[JOKER]]
            for code, n in Counter(target.missing).items():
                left = unseen[INDEX[code]] + (jokers if code in target.fillable else 0)
                w *= 0.05 if left < n else min(1.0, 0.45 + 0.15 * (left - n))
        return w

    def score(self, targets: Sequence[Target]) -> float:
        return sum(self.weight(t) for t in targets)

    def keep(self, hand: Sequence[str], targets: Sequence[Target]) -> dict[str, float]:
        """Each tile kind's keep score: the weight of the targets that need every copy held."""
        held = Counter(hand)
        out = {}
        for code in held:
            if code == JOKER:
                continue
            out[code] = sum(self.weight(t) for t in targets if held[code] <= t.need[code])
        return out

    def danger(self, code: str) -> float:
        """Expert defence late in the wall: how well a discard fits opponents' exposures."""
        if self.strength < 3 or self.t.wall_count >= _LATE_WALL or code == JOKER:
            return 0.0
        risk = 0.0
        for other in range(4):
            if other == self.seat or self.t.dead[other]:
                continue
            for e in self.t.exposures[other]:
                risk += _related(code, e.tile) * len(self.t.exposures[other])
        if any(t == code for _, t in self.t.discards):
            risk *= 0.5  # it went by once without a call
        return risk * (1 - self.t.wall_count / _LATE_WALL)

    def worst_tiles(self, hand: Sequence[str], n: int, pool: Sequence[str] | None = None) -> list[str]:
        """The ``n`` tiles of ``pool`` (default: the hand) least worth keeping, greedily."""
        hand, chosen = list(hand), []
        pool = list(hand if pool is None else pool)
        targets = self.targets(hand)
        for _ in range(n):
            keep = self.keep(hand, targets)
            options = sorted({c for c in pool if c != JOKER})
            tie = {c: self.rng.random() * 1e-6 for c in options}
            best = min(options, key=lambda c: keep.get(c, 0.0) + 2 * self.danger(c) + tie[c])
            chosen.append(best)
            hand.remove(best)
            pool.remove(best)
        return chosen

    # --- decisions --------------------------------------------------------------------
    def choose(self) -> Action:
        t, seat = self.t, self.seat
        phase = t.phase
        if phase in ("charleston", "courtesy-pass"):
            return self.pass_tiles()
        if phase == "vote":
            close = self.strength >= 2 and min((len(x.missing) for x in self.targets()), default=99) <= _CLOSE
            return Vote(seat, not close)
        if phase == "courtesy":
            return Courtesy(seat, self.courtesy_request())
        if phase == "draw":
            return Draw(seat)
        if phase == "discard":
            return self.turn()
        return self.claim()

    def pass_tiles(self) -> Pass:
        t, seat = self.t, self.seat
        n = t.pass_size(seat)
        if not t.blind_allowed():
            return Pass(seat, tuple(self.worst_tiles(self.hand, n)))
        # A blind step: the tiles just received stay unseen unless the hand is loose.
        hand = self.hand
        worst = self.worst_tiles(hand, n, pool=t.passable(seat, blind=1))
        keep = self.keep(hand, self.targets(hand))
        needed = sum(1 for c in worst if keep.get(c, 0.0) > 0.05)
        blind = min(needed, len(t.incoming[seat])) if self.strength >= 2 else 0
        if blind:
            keep_order = sorted(worst, key=lambda c: keep.get(c, 0.0))
            return Pass(seat, tuple(keep_order[:n - blind]), blind)
        merged = hand + list(t.incoming[seat])
        return Pass(seat, tuple(self.worst_tiles(merged, n)))

    def courtesy_request(self) -> int:
        if self.strength == 1:
            return 0
        keep = self.keep(self.hand, self.targets())
        return min(3, sum(1 for v in keep.values() if v < 0.01))

    def turn(self) -> Action:
        legal = self.t.legal_actions(self.seat)
        if any(isinstance(a, MahJongg) for a in legal):
            return MahJongg(self.seat)
        for a in legal:
            if isinstance(a, Exchange) and self.worth_exchanging(a.tile):
                return a
        if self.strength == 1 and self.rng.random() < _CARELESS:
            tiles = sorted({c for c in self.hand if c != JOKER})
            return Discard(self.seat, self.rng.choice(tiles))
        if all(c == JOKER for c in self.hand):
            return Discard(self.seat, JOKER)
        return Discard(self.seat, self.worst_tiles(self.hand, 1)[0])

    def worth_exchanging(self, tile: str) -> bool:
        """A joker serves any pung or more; keep the tile only if the best target needs it
        for a pair, which no joker can fill."""
        best = self.targets()[:1]
        return not any(Counter(self.hand)[tile] <= x.need[tile] and x.sizes.get(tile, 2) == 2
                       for x in best)

    def claim(self) -> Action:
        legal = self.t.legal_actions(self.seat)
        if any(isinstance(a, Claim) and a.kind == "mj" for a in legal):
            return Claim(self.seat, "mj")
        assert self.t.last_discard is not None, "claims are only asked for while a discard is open"
        tile = self.t.last_discard[1]
        before = self.targets()
        wanted = {x.sizes.get(tile) for x in before if tile in x.missing}
        options = [a for a in legal if isinstance(a, Claim) and a.size in wanted]
        if not options:
            return PassClaim(self.seat)
        # Fewest jokers for the size the best target wants.
        best_size = next(x.sizes.get(tile) for x in before if tile in x.missing)
        options = sorted((a for a in options if a.size == best_size), key=lambda a: a.jokers)
        if not options:
            return PassClaim(self.seat)
        claim = options[0]
        if self.t.would_be_dead(self.seat, claim):
            return PassClaim(self.seat)
        hand = list(self.hand)
        for _ in range(claim.size - 1 - claim.jokers):
            hand.remove(tile)
        for _ in range(claim.jokers):
            hand.remove(JOKER)
        block = (tile,) * (claim.size - claim.jokers) + (JOKER,) * claim.jokers
        after = self.targets(hand, self.exposures + (block,))
        if self.strength == 1:
            gain = min(len(x.missing) for x in after) < min(len(x.missing) for x in before)
        else:
            gain = self.score(after) > _CLAIM_GAIN * self.score(before)
        return claim if gain else PassClaim(self.seat)


def _related(code: str, exposed: str) -> float:
    """How likely a hand showing ``exposed`` wants ``code`` (0-1), by the categories."""
    if code == exposed:
        return 0.3
    a, b = INDEX[code], INDEX[exposed]
    if a < 27 and b < 27:
        if a // 9 == b // 9:
            return 1.0 if abs(a - b) <= 2 else 0.4
        return 0.6 if a % 9 == b % 9 else 0.2
    if (a >= 27) == (b >= 27) and a < 34 and b < 34:
        return 0.7 if (a < 31) == (b < 31) else 0.3
    return 0.1


def choose(table: Table, seat: int, rng: Rng, strength: int = 2) -> Action:
    """The action seat ``seat`` takes now, playing at ``strength`` (1-3)."""
    if seat not in table.awaiting():
        raise ValueError(f"seat {seat} has nothing to decide now")
    return Player(table, seat, strength, rng).choose()

