"""Card Free American table: computer players against each other (selfplay).

Two seats of strength 3 (expert) against two of strength 1 (beginner), the strengths
rotating one seat every four hands (the deal every hand); win shares and points per strength, wall-game share,
mean winning value and the time per decision. Full runs split the hands over two
processes.
"""

from __future__ import annotations

import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mahjong.games.american import selfplay  # noqa: E402

STRENGTHS = (3, 1, 3, 1)


def _chunk(args: tuple[int, int]) -> dict:
    first, hands = args
    return selfplay.play(STRENGTHS, hands, seed=2024, first_hand=first)


def run(quick: bool = False) -> dict:
    hands = 12 if quick else 192
    if quick:
        parts = [_chunk((0, hands))]
    else:
        half = hands // 2  # a multiple of 16: every strength in every seat and deal position
        with ProcessPoolExecutor(2) as pool:
            parts = list(pool.map(_chunk, [(0, half), (half, hands - half)]))
    result = selfplay.merge(parts)
    result.pop("raw")
    result["strengths_at_table"] = list(STRENGTHS)
    result["targets"] = {"decision_ms_median": 30.0}
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(run("--quick" in sys.argv), indent=2))
