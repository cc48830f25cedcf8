"""Benchmark of the Card Free hand engine: check, hand helper and target-table build.

    python scripts/benchmarks/american_hands.py [--quick]
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mahjong.games.american.hands import check  # noqa: E402
from mahjong.games.american.suggest import suggest  # noqa: E402
from mahjong.games.american.targets import block_codes, iter_targets, table, target_blocks  # noqa: E402
from mahjong.games.american.tiles import full_set  # noqa: E402

_BUILD = ("import time; t = time.perf_counter(); "
          "from mahjong.games.american.targets import table; table(); print(time.perf_counter() - t)")


def _median_ms(fn, cases) -> float:
    times = []
    for case in cases:
        start = time.perf_counter()
        fn(case)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _near_winning(rng: random.Random, targets: list, n: int) -> list[list[str]]:
    """Tiles of random targets (quints with a joker), half of them with one tile swapped."""
    t = table()
    hands = []
    for gi, sizes, _p, f in rng.sample(targets, n):
        tiles = []
        for k, s in target_blocks(t.groups[gi], sizes, t.fills[f]):
            block = block_codes(k, s)
            tiles += block[:4] + ["J"] * (s - 4) if s == 5 else block
        if rng.random() < 0.5:
            pool = full_set()
            for tile in tiles:
                pool.remove(tile)
            tiles[rng.randrange(14)] = rng.choice(pool)
        hands.append(tiles)
    return hands


def run(quick: bool = False) -> dict:
    """Median ms to check a 14-tile hand, median ms of the helper for 13 tiles, and
    seconds to build the target table in a fresh interpreter."""
    build = float(subprocess.run([sys.executable, "-c", _BUILD], cwd=ROOT, capture_output=True, text=True,
                                 check=True).stdout)
    rng = random.Random(1)
    targets = list(iter_targets())
    n = 60 if quick else 400
    deck = full_set()
    checks = [rng.sample(deck, 14) for _ in range(n // 2)] + _near_winning(rng, targets, n // 2)
    helpers = [rng.sample(deck, 13) for _ in range(n // 8)] + [h[:13] for h in _near_winning(rng, targets, n // 8)]
    return {
        "american_check_ms_median": round(_median_ms(check, checks), 3),
        "american_suggest_ms_median": round(_median_ms(suggest, helpers), 2),
        "american_table_build_s": round(build, 3),
        "american_targets": len(targets),
    }


if __name__ == "__main__":
    if {"-h", "--help"} & set(sys.argv[1:]):   # the usage, not the full run
        print(__doc__)
        sys.exit(0)
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
