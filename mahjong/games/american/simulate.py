"""The Expert's look ahead: a hand's prospects judged by simulating the draws to come.

The draws are sampled from the tiles the seat cannot see (``BotView.unseen``), never
from the real wall. A *plan* is a target hand reduced to the tiles it still lacks:
``strict`` ones no joker may stand for (pairs, flowers, NEWS) and ``loose`` ones a joker
may. A sampled run of draws completes a plan when it holds every strict tile and its
jokers cover what the loose tiles lack. A plan's worth in one run is its value if
completed within the horizon, counted in full by the first ``early`` draws and at
``LATE`` after them (a later win is likelier to be beaten to it); a hand's prospect is
the mean over the runs of its best plan's worth. All candidates (the discards, or the
hands with and without a call) are judged on the same runs, so their differences are
not noise from the sampling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.core.rng import Rng

from .tiles import JOKER

LATE = 0.55   # what a win completed only in the second half of the horizon counts for


@dataclass(frozen=True)
class Plan:
    value: float
    strict: tuple[tuple[int, int], ...]   # (kind, copies lacking) no joker may fill
    loose: tuple[tuple[int, int], ...]    # (kind, copies lacking) a joker may fill

    @property
    def size(self) -> int:
        return sum(n for _, n in self.strict) + sum(n for _, n in self.loose)


def runs(unseen: Sequence[int], horizon: int, samples: int, rng: Rng) -> list[list[int]]:
    """``samples`` runs of ``horizon`` draws from the unseen tiles, each as the kinds in
    draw order (a partial Fisher-Yates shuffle of the unseen tiles)."""
    pool = [k for k, n in enumerate(unseen) for _ in range(max(0, n))]
    horizon = min(horizon, len(pool))
    out = []
    for _ in range(samples):
        tiles = pool[:]
        last = len(tiles) - 1
        for i in range(horizon):
            j = i + rng.below(last - i + 1)
            tiles[i], tiles[j] = tiles[j], tiles[i]
        out.append(tiles[:horizon])
    return out


def _counts(run: list[int], upto: int) -> dict[int, int]:
    c: dict[int, int] = {}
    for k in run[:upto]:
        c[k] = c.get(k, 0) + 1
    return c


def _complete(plan: Plan, c: dict[int, int]) -> bool:
    for k, n in plan.strict:
        if c.get(k, 0) < n:
            return False
    short = 0
    for k, n in plan.loose:
        have = c.get(k, 0)
        if have < n:
            short += n - have
    return short <= c.get(JOKER, 0)


def prospects(options: Sequence[Sequence[Plan]], sampled: list[list[int]], early: int) -> list[float]:
    """Each option's prospect (see the module docstring); an option is a list of plans."""
    if not sampled:
        return [0.0] * len(options)
    horizon = len(sampled[0])
    early = max(1, min(early, horizon))
    ordered = [sorted((p for p in plans if p.size <= horizon), key=lambda p: -p.value) for plans in options]
    totals = [0.0] * len(options)
    for run in sampled:
        full, first = _counts(run, horizon), _counts(run, early)
        seen_full: dict[Plan, bool] = {}
        seen_first: dict[Plan, bool] = {}
        for i, plans in enumerate(ordered):
            best = 0.0
            for p in plans:
                if p.value <= best:
                    break
                done = seen_full.get(p)
                if done is None:
                    done = seen_full[p] = _complete(p, full)
                if not done:
                    continue
                soon = seen_first.get(p)
                if soon is None:
                    soon = seen_first[p] = p.size <= early and _complete(p, first)
                best = max(best, p.value if soon else p.value * LATE)
            totals[i] += best
    return [t / len(sampled) for t in totals]
