"""Computer players for the Card Free American table: ``choose(table, seat, rng) -> Action``.

A player is given only its seat's view of the table (``botview.BotView``: its own tiles,
every exposure and discard, the wall's length), so it cannot use another rack or the
wall's order. It asks the hand helper for the winning hands nearest to its tiles (cached
per hand state) and weighs each target by how close, how valuable and (strength 2+) how
likely it still is; a tile's *keep* score is the weight of the targets that would lose a
needed tile without it. Passes give up the tiles with the lowest keep score (never
jokers); a player exchanges every joker it can and refuses the second Charleston when
already close.

Strengths (``DESCRIPTIONS`` says each in a line for the options and help):
1 Beginner: chases its one nearest hand and now and then throws a tile it needs; never
  refuses the second Charleston, passes blind or asks for a courtesy pass.
2 Good: weighs its several nearest hands by closeness, value and the tiles still unseen;
  discards the tile least worth keeping and calls when the hand weighs much more after.
3 Expert: simulates the rounds to come from the tiles it cannot see (``simulate``: its
  draws and the discards it could call) to choose each discard and call, racing for the
  hand it can complete soonest (winning at all counts for more than the hand's value),
  and late in the wall holds back tiles that fit an opponent's exposures. While its own
  hand is far (three tiles or more short) it defends where that costs little: of its
  cheapest tiles it lets go one that every rival just let go by (none waits on it), and
  it holds back a tile most of the likely hands of a rival showing two exposures need.

The Hint plays a *careful* Expert (``careful=True``): it reads each opponent's likely
hands from its exposures all through the hand (``rivals``), never discards a tile most
of a close opponent's likely hands need while a safe one is left, and lets go a joker
its targets cannot use (a pairs hand). The computer players do not: measured on fresh
deals (9400+) it lost points against Good; their far-hand defence is cheaper and was
measured ahead of Good on the report deals (see the benchmark's docstring).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import exp

from mahjong.core.rng import Rng
from mahjong.games.american import engine_api as api
from mahjong.games.american.actions import (
    Action,
    Claim,
    Courtesy,
    Discard,
    Draw,
    Exchange,
    MahJongg,
    Pass,
    PassClaim,
    Vote,
)
from mahjong.games.american.pieces import JOKER
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import FLOWER, INDEX
from mahjong.i18n import N_

from . import rivals, simulate
from .botview import BotView, view_for

STRENGTHS = (1, 2, 3)
# Translators: a computer player's strength, chosen in the options.
NAMES = {1: N_("Beginner"), 2: N_("Good"), 3: N_("Expert")}
DESCRIPTIONS = {
    1: N_("Chases its one nearest hand and now and then throws away a tile it needs."),
    2: N_("Weighs its nearest hands by closeness, value and the tiles still unseen."),
    3: N_("Simulates the draws and callable discards to come and races for the hand it can finish soonest."),
}
_LIMIT = {1: 3, 2: 8, 3: 25}       # targets asked of the helper
_CARELESS = 0.2                    # how often a beginner discards any tile
_CLOSE = 4                         # missing tiles at which good players refuse the second Charleston
_LATE_WALL = 40                    # the expert turns defensive below this many wall tiles
_CLAIM_GAIN = 1.8                  # how much better the hand must weigh after a call (2)
_SAMPLES = 64                      # simulated runs of rounds per expert decision
_HORIZON = 12                      # most rounds an expert looks ahead
_CANDIDATES = 7                    # discards the expert simulates (the least worth keeping)
_DEFENCE = 1.5                     # points of prospect one unit of danger is worth
_READ = 8.0                        # danger units of a tile every likely hand of a close rival needs
_FAR = 3                           # missing tiles (at best) from which the expert's hand is "far" ...
_WENT_BY_RANK = 3                  # ... and it lets go a tile that just went by, if one of its this many cheapest
_FAR_EXPOSED = 6                   # ... and holds back a tile likely hands of a rival showing this many tiles ...
_FAR_SHARE = 0.4                   # ... need in this share


@dataclass(frozen=True)
class Target:
    """A suggestion reduced to what a decision needs."""

    need: Counter[str]     # natural tiles the target wants from the concealed hand
    missing: tuple[str, ...]
    fillable: tuple[str, ...]
    value: int
    sizes: dict[str, int]  # tile -> block size in the target

    def plan(self, lost: str | None = None) -> simulate.Plan:
        """The target as tiles lacking, one more ``lost`` if it is given."""
        loose = Counter(self.fillable)
        strict = Counter(self.missing) - loose
        if lost is not None:
            (loose if self.sizes.get(lost, 2) >= 3 and lost != "F" else strict)[lost] += 1
        return simulate.Plan(self.value, tuple((INDEX[c], n) for c, n in sorted(strict.items())),
                             tuple((INDEX[c], n) for c, n in sorted(loose.items())))


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
    """One seat's judgements, made from its view of the table only."""

    def __init__(self, view: BotView, strength: int, rng: Rng, careful: bool = False) -> None:
        if strength not in STRENGTHS:
            raise ValueError(f"strength {strength} is not one of {STRENGTHS}")
        self.v, self.seat, self.strength, self.rng = view, view.seat, strength, rng
        self.careful = careful and strength == 3
        self.hand = list(view.hand)
        self.exposures = view.own_exposures()
        self._unseen: list[int] | None = None

    # --- judgement ------------------------------------------------------------------
    def targets(self, hand: Sequence[str] | None = None,
                exposures: tuple[tuple[str, ...], ...] | None = None) -> tuple[Target, ...]:
        hand = self.hand if hand is None else hand
        exposures = self.exposures if exposures is None else exposures
        found = _targets(tuple(sorted(hand)), exposures, self.v.ctx, _LIMIT[self.strength])
        return found[:1] if self.strength == 1 else found[:_LIMIT[2]] if self.strength == 2 else found

    def unseen(self) -> list[int]:
        if self._unseen is None:
            self._unseen = self.v.unseen()
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
        """Expert defence: late in the wall, how near a discard lies to opponents'
        exposures; a careful Expert (the Hint) also reads, all through the hand, the hands
        those exposures still fit (``rivals``)."""
        v = self.v
        if self.strength < 3 or code == JOKER:
            return 0.0
        read = _READ * rivals.danger(v, code) if self.careful else 0.0
        if v.wall_count >= _LATE_WALL:
            return read
        risk = 0.0
        for other in range(4):
            if other == self.seat or v.dead[other]:
                continue
            for e in v.exposures[other]:
                risk += _related(code, e.tile) * len(v.exposures[other])
        if any(t == code for _, t in v.discards):
            risk *= 0.5  # it went by once without a call
        return read + risk * (1 - v.wall_count / _LATE_WALL)

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

    # --- the expert's look ahead ------------------------------------------------------
    def horizon(self) -> int:
        """Rounds to simulate: the seat's share of the wall, at most ``_HORIZON``."""
        live = sum(1 for d in self.v.dead if not d) or 1
        return max(1, min(_HORIZON, -(-self.v.wall_count // live)))

    def runs(self) -> list[simulate.Run]:
        others = sum(1 for s, d in enumerate(self.v.dead) if not d and s != self.seat)
        return simulate.runs(self.unseen(), self.horizon(), others, _SAMPLES, self.rng)

    def discard_prospects(self, hand: Sequence[str], targets: Sequence[Target], candidates: Sequence[str],
                          sampled: list[simulate.Run]) -> list[float]:
        """The prospect of the hand after each candidate discard, on the same runs."""
        held = Counter(hand)
        base = [t.plan() for t in targets]
        options = [[t.plan(c) if _loses(c, held, t) else base[i] for i, t in enumerate(targets)]
                   for c in candidates]
        return simulate.prospects(options, sampled)

    def expert_discard(self) -> str:
        hand, targets = self.hand, self.targets()
        keep = self.keep(hand, targets)
        far = not self.careful and bool(targets) and min(len(t.missing) for t in targets) >= _FAR
        if far:  # little to lose: never a tile most of a showing rival's likely hands need, if another is left
            safe = {c for c in keep if not rivals.feeds(self.v, c, _FAR_EXPOSED, _FAR_SHARE)}
            if safe and len(safe) < len(keep):
                keep = {c: k for c, k in keep.items() if c in safe}
        if self.careful:
            if JOKER in hand and targets:   # worth the targets that can use a joker (a pairs hand cannot)
                keep[JOKER] = sum(self.weight(t) for t in targets if _uses_jokers(t))
            safe = {c for c in keep if not rivals.hot(self.v, c)}
            if safe and len(safe) < len(keep):      # never hand a close rival its likely tile
                keep = {c: k for c, k in keep.items() if c in safe}
        tie = {c: self.rng.random() * 1e-6 for c in keep}
        ranked = sorted(keep, key=lambda c: keep[c] + tie[c])
        free = [c for c in ranked if not any(_loses(c, Counter(hand), t) for t in targets)]
        if far:  # a cheap tile every rival just let go by cannot be what one of them waits on
            went_by = rivals.went_by(self.v)
            passed = [c for c in ranked[:max(_WENT_BY_RANK, len(free))] if c in went_by]
            if passed:
                return passed[0]
        if free:  # no target needs it: losing it costs nothing; the least dangerous goes
            return min(free, key=lambda c: self.danger(c) + tie[c])
        # the least worth keeping; every tile when some are dangerous (a safe one may be dearer)
        if not any(self.danger(c) for c in ranked):
            candidates = ranked[:_CANDIDATES]
        elif self.careful:  # danger is read all through the hand: the cheapest and the safest
            candidates = ranked[:_CANDIDATES] + sorted(ranked[_CANDIDATES:], key=lambda c: self.danger(c) + tie[c])[:3]
        else:
            candidates = ranked
        worth = dict(zip(candidates, self.discard_prospects(hand, targets, candidates, self.runs())))
        # ties (no run completes a hand, far from any) go to the good player's keep scores
        return min(candidates, key=lambda c: (round(_DEFENCE * self.danger(c) - worth[c], 6), keep[c] + tie[c]))

    # --- decisions --------------------------------------------------------------------
    def choose(self) -> Action:
        v, seat = self.v, self.seat
        if v.phase in ("charleston", "courtesy-pass"):
            return self.pass_tiles()
        if v.phase == "vote":
            close = self.strength >= 2 and min((len(x.missing) for x in self.targets()), default=99) <= _CLOSE
            return Vote(seat, not close)
        if v.phase == "courtesy":
            return Courtesy(seat, self.courtesy_request())
        if v.phase == "draw":
            return Draw(seat)
        if v.phase == "discard":
            return self.turn()
        return self.claim()

    def pass_tiles(self) -> Pass:
        v, seat, hand = self.v, self.seat, self.hand
        n = v.pass_size
        if not v.blind_allowed or not v.arriving:
            return Pass(seat, tuple(self.worst_tiles(hand, n)))
        # A blind step: pass on tiles arriving unseen rather than break up a tight hand.
        worst = self.worst_tiles(hand, n)
        keep = self.keep(hand, self.targets(hand))
        needed = sum(1 for c in worst if keep.get(c, 0.0) > 0.05)
        blind = min(needed, v.arriving) if self.strength >= 2 else 0
        keep_order = sorted(worst, key=lambda c: keep.get(c, 0.0))
        return Pass(seat, tuple(keep_order[:n - blind]), blind)

    def courtesy_request(self) -> int:
        if self.strength == 1:
            return 0
        keep = self.keep(self.hand, self.targets())
        return min(3, sum(1 for v in keep.values() if v < 0.01))

    def turn(self) -> Action:
        legal = self.v.legal
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
        if self.strength == 3:
            return Discard(self.seat, self.expert_discard())
        return Discard(self.seat, self.worst_tiles(self.hand, 1)[0])

    def worth_exchanging(self, tile: str) -> bool:
        """A joker serves any pung or more; keep the tile only if the best target needs it
        for a pair, which no joker can fill."""
        best = self.targets()[:1]
        return not any(Counter(self.hand)[tile] <= x.need[tile] and x.sizes.get(tile, 2) == 2
                       for x in best)

    def claim(self) -> Action:
        legal = self.v.legal
        if any(isinstance(a, Claim) and a.kind == "mj" for a in legal):
            return Claim(self.seat, "mj")
        assert self.v.last_discard is not None, "claims are only asked for while a discard is open"
        tile = self.v.last_discard[1]
        before = self.targets()
        wanted = [x.sizes.get(tile) for x in before if tile in x.missing]
        options = sorted((a for a in legal if isinstance(a, Claim) and wanted and a.size == wanted[0]),
                         key=lambda a: a.jokers)
        if not options:
            return PassClaim(self.seat)
        claim = options[0]  # the fewest jokers for the size the best target wants
        hand = list(self.hand)
        for _ in range(claim.size - 1 - claim.jokers):
            hand.remove(tile)
        for _ in range(claim.jokers):
            hand.remove(JOKER)
        block = (tile,) * (claim.size - claim.jokers) + (JOKER,) * claim.jokers
        exposures = self.exposures + (block,)
        after = self.targets(hand, exposures)
        if not after:  # no winning hand fits the exposures: the call would leave the hand dead
            return PassClaim(self.seat)
        if self.strength == 1:
            gain = min(len(x.missing) for x in after) < min(len(x.missing) for x in before)
        elif self.strength == 2:
            gain = self.score(after) > _CLAIM_GAIN * self.score(before)
        else:
            gain = self.expert_claim_gain(before, hand, after)
        return claim if gain else PassClaim(self.seat)

    def expert_claim_gain(self, before: Sequence[Target], hand: list[str], after: Sequence[Target]) -> bool:
        """Whether the hand after the call and its best discard can expect more than
        the hand as it is, on the same simulated draws."""
        sampled = self.runs()
        stay = simulate.prospects([[t.plan() for t in before]], sampled)[0]
        candidates = sorted({c for c in hand if c != JOKER})
        if not candidates:
            return False
        called = max(self.discard_prospects(hand, after, candidates, sampled))
        if not called and not stay:  # too far for the runs to tell: judge as a good player
            return self.score(after[:_LIMIT[2]]) > _CLAIM_GAIN * self.score(before[:_LIMIT[2]])
        return called > stay


def _uses_jokers(target: Target) -> bool:
    """Whether a joker can stand in the target: it has a pung, kong or quint (not flowers)."""
    return any(size >= 3 and code != "F" for code, size in target.sizes.items())


def _loses(code: str, held: Counter[str], target: Target) -> bool:
    """Whether giving up one ``code`` costs ``target`` a tile it needs."""
    return _uses_jokers(target) if code == JOKER else held[code] <= target.need[code]


def _related(code: str, exposed: str) -> float:
    """How likely a hand showing ``exposed`` wants ``code`` (0-1), by the categories."""
    if code == exposed:
        return 0.3
    a, b = INDEX[code], INDEX[exposed]
    if a < 27 and b < 27:
        if a // 9 == b // 9:
            return 1.0 if abs(a - b) <= 2 else 0.4
        return 0.6 if a % 9 == b % 9 else 0.2
    if (a >= 27) == (b >= 27) and a < FLOWER and b < FLOWER:
        return 0.7 if (a < 31) == (b < 31) else 0.3
    return 0.1


def decide(view: BotView, rng: Rng, strength: int = 2, careful: bool = False) -> Action:
    """The action a player of ``strength`` (1-3) takes from this view; ``careful``: the
    Expert as the Hint plays it (``Player.careful``)."""
    return Player(view, strength, rng, careful).choose()


def choose(table: Table, seat: int, rng: Rng, strength: int = 2, careful: bool = False) -> Action:
    """The action seat ``seat`` takes now, playing at ``strength`` (1-3), from its view."""
    if seat not in table.awaiting():
        raise ValueError(f"seat {seat} has nothing to decide now")
    return decide(view_for(table, seat), rng, strength, careful)
