"""Stones family benchmark: solve time per raw deal and the share that can be finished,
plus the time to set up a proven-finishable game (what New Game costs).

    python scripts/benchmarks/stones.py [--quick]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mahjong.games.stones.config import CONFIGS  # noqa: E402
from mahjong.games.stones.deals import new_game  # noqa: E402
from mahjong.games.stones.rules import StonesGame  # noqa: E402
from mahjong.games.stones.solver import DEFAULT_NODES, solve  # noqa: E402


def _bench_game(game_id: str, deals: int) -> dict:
    solve_times, setup_times, verdicts = [], [], []
    for deal in range(1, deals + 1):
        start = time.perf_counter()
        verdicts.append(solve(StonesGame(game_id, deal, finishable_only=False), DEFAULT_NODES).finishable)
        solve_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        new_game(game_id, deal)
        setup_times.append(time.perf_counter() - start)
    return {
        "deals": deals,
        "node_budget": DEFAULT_NODES,
        "solve_median_s": round(statistics.median(solve_times), 4),
        "solve_worst_s": round(max(solve_times), 4),
        "finishable_share": round(verdicts.count(True) / deals, 3),
        "unfinishable": verdicts.count(False),
        "undecided": verdicts.count(None),
        "new_game_median_s": round(statistics.median(setup_times), 4),
        "new_game_worst_s": round(max(setup_times), 4),
    }


def run(quick: bool = False) -> dict:
    """Per game: median and worst solve time of raw deals 1..N (N = 200, quick 20), the
    share proven finishable, and the time to build a finishable_only game."""
    deals = 20 if quick else 200
    return {game_id: _bench_game(game_id, deals) for game_id in CONFIGS}


if __name__ == "__main__":
    if {"-h", "--help"} & set(sys.argv[1:]):   # the usage, not the full run
        print(__doc__)
        sys.exit(0)
    print(json.dumps(run(quick="--quick" in sys.argv[1:]), indent=2))
