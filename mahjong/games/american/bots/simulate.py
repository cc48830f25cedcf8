"""The Expert's look ahead: a hand's prospects judged by simulating the rounds to come.

The tiles are sampled from those the seat cannot see (``BotView.unseen``), never from
the real wall. A simulated *round* is the seat's own draw and one discard by each other
live seat. A *plan* is a target hand reduced to the tiles it still lacks: ``strict`` ones
no joker may stand for (pairs, flowers, NEWS) and ``loose`` ones a joker may (pungs,
kongs, quints). A run completes a plan when its own draws and jokers cover the lack,
where a discard may also be called: one per loose block (a pung, kong or quint exposed
on a called tile) and one for the last tile of all (Mah Jongg on a discard).

A plan's worth in one run is its value plus ``WIN`` (winning at all is worth much: it
also stops a rival's win, which costs once or twice the rival's value), times ``PACE``
for the quarter of the horizon it is completed in (a later win is likelier to be beaten
to it); a hand's prospect is the mean over the runs of its best plan's worth. So the
Expert races: a hand it can complete soon beats a dearer one it would complete later.
All candidates (the discards, or the hands with and without a call) are judged on the
same runs, so their differences are not noise from the sampling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.core.rng import Rng
from mahjong.games.american.tiles import JOKER

PACE = (1.0, 0.6, 0.35, 0.15)  # what a win counts for by the quarter of the horizon it comes in
WIN = 40.0                     # worth of winning at all, added to a plan's value


@dataclass(frozen=True)
class Plan:
    value: float
    strict: tuple[tuple[int, int], ...]   # (kind, copies lacking) no joker may fill
    loose: tuple[tuple[int, int], ...]    # (kind, copies lacking) a joker may fill

    @property
    def size(self) -> int:
        return sum(n for _, n in self.strict) + sum(n for _, n in self.loose)


@dataclass(frozen=True)
class Run:
    """One sampled future: the seat's draws, and the others' discards round by round."""
    draws: tuple[int, ...]
    discards: tuple[int, ...]   # ``others`` a round
    others: int


def runs(unseen: Sequence[int], rounds: int, others: int, samples: int, rng: Rng) -> list[Run]:
    """``samples`` runs of ``rounds`` rounds from the unseen tiles (a partial Fisher-Yates
    shuffle of them): each round the seat's draw, then ``others`` discards."""
    pool = [k for k, n in enumerate(unseen) for _ in range(max(0, n))]
    per = others + 1
    rounds = min(rounds, len(pool) // per)
    length = rounds * per
    out = []
    for _ in range(samples):
        tiles = pool[:]
        last = len(tiles) - 1
        for i in range(length):
            j = i + rng.below(last - i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        out.append(Run(tuple(tiles[0:length:per]),
                       tuple(t for i, t in enumerate(tiles[:length]) if i % per), others))
    return out


def _counts(tiles: Sequence[int]) -> dict[int, int]:
    c: dict[int, int] = {}
    for k in tiles:
        c[k] = c.get(k, 0) + 1
    return c


def _complete(plan: Plan, own: dict[int, int], seen: dict[int, int]) -> bool:
    """Whether the draws ``own`` and the callable discards ``seen`` complete the plan."""
    short = 0
    last = -1   # a kind still lacking that a discard could bring as the winning tile
    for k, n in plan.strict:
        lack = n - own.get(k, 0)
        if lack > 0:
            short += lack
            if seen.get(k, 0):
                last = k
    loose = 0
    for k, n in plan.loose:
        lack = n - own.get(k, 0)
        if lack > 0:
            called = 1 if seen.get(k, 0) else 0  # one call exposes the block
            loose += lack - called
            if seen.get(k, 0) > called:
                last = k
    over = short + max(0, loose - own.get(JOKER, 0))
    return over == 0 or over == 1 and last >= 0


def _checkpoints(run: Run) -> list[tuple[dict[int, int], dict[int, int]]]:
    """The run's (draws, discards) counts by the end of each quarter of its rounds."""
    rounds = len(run.draws)
    ends = [max(1, rounds * q // 4) for q in (1, 2, 3, 4)]
    return [(_counts(run.draws[:e]), _counts(run.discards[:e * run.others])) for e in ends]


def _worth(plan: Plan, marks: list[tuple[dict[int, int], dict[int, int]]]) -> float:
    """The plan's worth in one run: by the quarter of the horizon it is completed in."""
    if not _complete(plan, *marks[3]):
        return 0.0
    if _complete(plan, *marks[1]):
        quarter = 0 if _complete(plan, *marks[0]) else 1
    else:
        quarter = 2 if _complete(plan, *marks[2]) else 3
    return (plan.value + WIN) * PACE[quarter]


def prospects(options: Sequence[Sequence[Plan]], sampled: list[Run]) -> list[float]:
    """Each option's prospect (see the module docstring); an option is a list of plans."""
    if not sampled:
        return [0.0] * len(options)
    reach = len(sampled[0].draws) * (1 + sampled[0].others)
    ordered = [sorted((p for p in plans if p.size <= reach), key=lambda p: -p.value) for plans in options]
    totals = [0.0] * len(options)
    for run in sampled:
        marks = _checkpoints(run)
        worth: dict[Plan, float] = {}
        for i, plans in enumerate(ordered):
            best = 0.0
            for p in plans:
                if p.value + WIN <= best:
                    break
                w = worth.get(p)
                if w is None:
                    w = worth[p] = _worth(p, marks)
                best = max(best, w)
            totals[i] += best
    return [t / len(sampled) for t in totals]
