"""Benchmark of the foundation-game solver: per game, the share of deals it decides.

    python scripts/benchmarks/foundation.py [--quick] [--deals N] [--start S] [--workers W]
                                            [--games ID,ID]

For each game, deals S..S+N-1 (S = 1; N = 200, 20 with --quick) are solved across W
processes (default: the CPU cores) with a time limit of 10 s each; reported: share won,
proven lost, undecided, median time. Each deal's verdict is also written to stderr as it
comes (a long run that has to be stopped still leaves its figures so far).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from mahjong.games.foundation.config import CONFIGS  # noqa: E402
from mahjong.games.foundation.solver import DEFAULT_BUDGET, solve_deal  # noqa: E402

TIME_LIMIT = 10.0


def _one(job: tuple[str, int]) -> tuple[str, bool | None, float]:
    game_id, deal = job
    result = solve_deal(game_id, deal, budget=DEFAULT_BUDGET, seconds=TIME_LIMIT)
    return game_id, result.winnable, result.seconds


def run(quick: bool = False, games: list[str] | None = None, deals: int | None = None,
        workers: int | None = None, start: int = 1) -> dict:
    """Solve the deals of every game; returns {game id: figures}."""
    games = games or list(CONFIGS)
    deals = deals or (20 if quick else 200)
    jobs = [(g, d) for g in games for d in range(start, start + deals)]
    results: dict[str, list[tuple[bool | None, float]]] = {g: [] for g in games}
    with ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 2) as pool:
        for (game_id, deal), (_, winnable, seconds) in zip(jobs, pool.map(_one, jobs, chunksize=1)):
            results[game_id].append((winnable, seconds))
            print(f"{game_id} {deal} {winnable} {seconds:.2f}", file=sys.stderr, flush=True)
    report = {}
    for game_id, rows in results.items():
        n = len(rows)
        won = sum(1 for w, _ in rows if w is True)
        lost = sum(1 for w, _ in rows if w is False)
        report[game_id] = {
            "deals": n,
            "won": won / n,
            "proven_lost": lost / n,
            "undecided": (n - won - lost) / n,
            "median_seconds": round(statistics.median(s for _, s in rows), 3),
            "time_limit": TIME_LIMIT,
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="20 deals per game instead of 200")
    parser.add_argument("--deals", type=int, help="deals per game (default 200)")
    parser.add_argument("--start", type=int, default=1, help="first deal number (default 1)")
    parser.add_argument("--workers", type=int, help="processes (default: the CPU cores)")
    parser.add_argument("--games", help="comma-separated game ids (default: all)")
    args = parser.parse_args()
    games = args.games.split(",") if args.games else None
    print(json.dumps(run(args.quick, games, args.deals, args.workers, args.start), indent=2))


if __name__ == "__main__":
    main()
