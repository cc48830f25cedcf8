"""Solitaire solver benchmark: the unwinnable share of uniform Turtle deals (with its 95%
Wilson interval; de Bondt measured 2.96%), solve times per deal (median, p90, p95, p99,
max, total), the time to make a Winnable and a Gentle deal, hint latency on Turtle
positions after 0-3 shuffles at random points of the game (every built-in layout's share:
solitaire_layouts.py). ``python scripts/benchmarks/solitaire.py [--quick] [--deals N]
[--hints N] [--workers W]``.

Hint latency: ``first`` is when the player first sees a pair (a proven one, or the
safest one known while the search goes on), ``final`` when the job's answer is in;
``first_proven`` is the share of first pairs that were proven."""

from __future__ import annotations

import json
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.solitaire_layouts import wilson  # noqa: E402
from mahjong.core.rng import Rng  # noqa: E402
from mahjong.games.solitaire import deals, hints, rules, solver  # noqa: E402
from mahjong.games.solitaire.builtin import load_builtin  # noqa: E402
from mahjong.games.solitaire.match import Match  # noqa: E402

REFERENCE = 0.0296
MAX_NODES = 100_000  # per deal (about 10 s); deals beyond it count as undecided


def _solve_one(deal: int, name: str = "turtle") -> tuple[bool | None, float, int]:
    layout = load_builtin(name)
    geom = solver.geometry(layout.positions)
    groups = deals.group_ids(deals.wild(layout, deal, stream="bench").faces)
    start = time.perf_counter()
    result = solver.solve(solver.Board(geom, groups, geom.full), max_nodes=MAX_NODES)
    return result.winnable, time.perf_counter() - start, result.nodes


def _make_one(args: tuple[str, int]) -> float:
    kind, deal = args
    start = time.perf_counter()
    deals.make_deal(load_builtin("turtle"), deal, kind)
    return time.perf_counter() - start


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def hint_position(k: int) -> Match:
    """Position ``k`` for the hint figures: uniform Turtle deal ``k`` played at random,
    shuffled whenever no free pair is left (up to the game's 3 shuffles), stopped after a
    random number of pairs (or where it got stuck)."""
    rng = Rng(k)
    match = Match(rules.Solitaire(load_builtin("turtle"), k, "wild"))
    stop = rng.below(match.pairs_left)
    while True:
        pairs = match.free_pairs()
        if not pairs:
            if not match.shuffles_left or not match.pairs_left:
                return match
            match.shuffle()
            continue
        if 72 - match.pairs_left >= stop:
            return match
        match.remove(*rng.choice(pairs))


def _hint_one(k: int) -> tuple[float, float, bool, bool | None] | None:
    """(first answer seen, final answer, whether the first was a verdict, the verdict)
    for hint position k; None when it has no free pair (no hint to give)."""
    match = hint_position(k)
    if not match.free_pairs():
        return None
    progress = hints.Progress()
    answer = hints.job(hints.HINT, match.solver_boards(), progress)
    final = time.perf_counter() - progress.started
    news = [(offer.at, offer.grade == hints.PROVEN) for offer in progress.offers[:1]]
    if progress.lost_at is not None:
        news.append((progress.lost_at, True))
    first, proven = min(news, default=(final, answer.winnable is not None))
    return first, final, proven, answer.winnable


def hint_latency(n: int) -> dict:
    """Hint figures over positions 0..n-1 (``hint_position``) that have a free pair, one
    at a time."""
    timed = [t for t in map(_hint_one, range(n)) if t is not None]
    first = [f for f, _, _, _ in timed]
    final = [f for _, f, _, _ in timed]
    verdicts = [v for _, _, _, v in timed]
    return {"positions": len(timed), "first_p50_s": _quantile(first, 0.5),
            "first_p99_s": _quantile(first, 0.99), "first_max_s": max(first),
            "first_proven": sum(p for _, _, p, _ in timed) / len(timed),
            "final_p50_s": _quantile(final, 0.5), "final_p99_s": _quantile(final, 0.99),
            "final_max_s": max(final), "winnable": verdicts.count(True),
            "lost": verdicts.count(False), "undecided": verdicts.count(None)}


def run(quick: bool = False, n: int | None = None, workers: int = 2, hint_n: int | None = None) -> dict:
    n = n or (200 if quick else 2_000)
    made = 10 if quick else 50
    with Pool(workers) as pool:
        solved = pool.map(_solve_one, range(n), chunksize=8)
        winnable_times = pool.map(_make_one, [("winnable", d) for d in range(made)])
        gentle_times = pool.map(_make_one, [("gentle", d) for d in range(made)])
    hint = hint_latency(hint_n or (40 if quick else 200))
    verdicts = [v for v, _, _ in solved]
    times = [t for _, t, _ in solved]
    lost = verdicts.count(False)
    decided = lost + verdicts.count(True)
    low, high = wilson(lost, decided)
    return {
        "deals": n,
        "undecided": verdicts.count(None),
        "unwinnable": lost,
        "unwinnable_share": lost / decided if decided else None,
        "wilson95": [low, high],
        "contains_reference": low <= REFERENCE <= high,
        "solve_median_s": statistics.median(times),
        "solve_p90_s": _quantile(times, 0.90),
        "solve_p95_s": _quantile(times, 0.95),
        "solve_p99_s": _quantile(times, 0.99),
        "solve_max_s": max(times),
        "solve_total_s": sum(times),
        "nodes_median": statistics.median(nodes for _, _, nodes in solved),
        "winnable_deal_median_s": statistics.median(winnable_times),
        "winnable_deal_max_s": max(winnable_times),
        "gentle_deal_median_s": statistics.median(gentle_times),
        "hints": hint,
    }


def _arg(flag: str) -> int | None:
    return int(sys.argv[sys.argv.index(flag) + 1]) if flag in sys.argv else None


if __name__ == "__main__":
    if {"-h", "--help"} & set(sys.argv[1:]):   # the usage, not the full run
        print(__doc__)
        sys.exit(0)
    print(json.dumps(run("--quick" in sys.argv, _arg("--deals"), _arg("--workers") or 2,
                         _arg("--hints")), indent=2))
