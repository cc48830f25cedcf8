"""How fairly each built-in Solitaire layout deals: the share of uniform (Wild) deals the
exact solver proves lost, with its 95% Wilson interval, the undecided deals counted apart.

    python scripts/benchmarks/solitaire_layouts.py [--quick] [--deals N] [--seconds S] [NAME ...]

One process, no pool (the machine's cores are shared): every deal gets at most ``S``
seconds of solver time and counts as undecided past it. The target (issue 19, item 3):
every built-in layout loses at most 15% of uniform deals.
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mahjong.games.solitaire import deals, solver  # noqa: E402
from mahjong.games.solitaire.layout import Layout  # noqa: E402
from mahjong.games.solitaire.layout_files import builtin_layouts  # noqa: E402

TARGET = 0.15            # the most a built-in layout may lose
DEALS, QUICK_DEALS = 200, 40
SECONDS = 5.0            # per deal; beyond it the deal counts as undecided
STREAM = "bench"         # the deals' random stream (Wild deal d of this stream)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of k successes in n trials."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def measure(layout: Layout, n: int, seconds: float = SECONDS) -> dict:
    """Solve Wild deals 0..n-1 of ``layout``; the lost share and how long it took."""
    geom = solver.geometry(layout.positions)
    verdicts: list[bool | None] = []
    times: list[float] = []
    for deal in range(n):
        groups = deals.group_ids(deals.wild(layout, deal, stream=STREAM).faces)
        start = time.perf_counter()
        result = solver.solve(solver.Board(geom, groups, geom.full),
                              max_nodes=10**9, time_limit=seconds)
        times.append(time.perf_counter() - start)
        verdicts.append(result.winnable)
    lost, won = verdicts.count(False), verdicts.count(True)
    decided = lost + won
    low, high = wilson(lost, decided)
    return {
        "deals": n,
        "lost": lost,
        "undecided": n - decided,
        "lost_share": round(lost / decided, 4) if decided else None,
        "wilson95": [round(low, 4), round(high, 4)],
        # the worst case: every undecided deal lost
        "lost_share_if_undecided_lost": round((n - won) / n, 4) if n else None,
        "within_target": decided > 0 and lost / decided <= TARGET,
        "levels": list(layout.levels),
        "solve_median_s": round(statistics.median(times), 4) if times else None,
        "solve_max_s": round(max(times), 3) if times else None,
    }


def run(quick: bool = False, n: int | None = None, seconds: float = SECONDS,
        names: tuple[str, ...] = ()) -> dict:
    n = n or (QUICK_DEALS if quick else DEALS)
    layouts = [lay for lay in builtin_layouts() if not names or lay.name in names]
    per_layout = {lay.name: measure(lay, n, seconds) for lay in layouts}
    return {
        "deals_per_layout": n,
        "seconds_per_deal": seconds,
        "target_lost_share": TARGET,
        "all_within_target": all(r["within_target"] for r in per_layout.values()),
        "worst_lost_share": max((r["lost_share"] or 0.0 for r in per_layout.values()), default=None),
        "layouts": per_layout,
    }


def _arg(flag: str) -> str | None:
    return sys.argv[sys.argv.index(flag) + 1] if flag in sys.argv else None


if __name__ == "__main__":
    if {"-h", "--help"} & set(sys.argv[1:]):   # the usage, not the full run
        print(__doc__)
        sys.exit(0)
    flags = {"--deals", "--seconds"}
    rest = [a for i, a in enumerate(sys.argv[1:], 1)
            if not a.startswith("--") and sys.argv[i - 1] not in flags]
    deals_arg, seconds_arg = _arg("--deals"), _arg("--seconds")
    print(json.dumps(run("--quick" in sys.argv, int(deals_arg) if deals_arg else None,
                         float(seconds_arg) if seconds_arg else SECONDS, tuple(rest)), indent=2))
