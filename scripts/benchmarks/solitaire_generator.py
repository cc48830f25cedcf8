"""Layouts from a number, and the installed layouts' fairness tags.

    python scripts/benchmarks/solitaire_generator.py [--quick] [--numbers N] [--deals D] [--installed]

For each number 1..N: the seconds ``generator.generate`` takes (candidates built and the
solver's check: Wild deals 1-20 with a node budget, stopping at the fourth lost), which
candidate it kept, and that layout's share of lost uniform deals measured as the built-in
layouts' is (``solitaire_layouts.measure``: Wild deals of the benchmark's own stream,
not the sample the check saw). The target: every generated layout loses at most 15%.
``--installed`` adds the chooser's verdict on every installed KMahjongg and GNOME
Mahjongg layout (the seconds each takes, and which are too stacked).
One process, no pool (the machine's cores are shared).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from solitaire_layouts import TARGET, measure  # noqa: E402

from mahjong.games.solitaire import fairness, generator, installed  # noqa: E402

NUMBERS, QUICK_NUMBERS = 20, 4
DEALS, QUICK_DEALS = 200, 40
SECONDS = 5.0


def bench_generated(numbers: int, deals: int) -> dict:
    per_number = {}
    for number in range(1, numbers + 1):
        start = time.perf_counter()
        made = generator.generate(number)
        seconds = time.perf_counter() - start
        quality = measure(made.layout, deals, SECONDS)
        per_number[number] = {"generate_and_check_s": round(seconds, 2), "candidate": made.candidate,
                              "levels": list(made.layout.levels),
                              "check": made.verdict.words() if made.verdict else None,
                              "lost_share": quality["lost_share"], "wilson95": quality["wilson95"],
                              "undecided": quality["undecided"], "within_target": quality["within_target"]}
    times = [r["generate_and_check_s"] for r in per_number.values()]
    shares = [r["lost_share"] or 0.0 for r in per_number.values()]
    return {"numbers": numbers, "deals_per_layout": deals, "target_lost_share": TARGET,
            "generate_and_check_median_s": round(statistics.median(times), 2),
            "generate_and_check_max_s": max(times),
            "lost_share_mean": round(statistics.mean(shares), 4), "lost_share_worst": max(shares),
            "all_within_target": all(r["within_target"] for r in per_number.values()),
            "layouts": per_number}


def bench_installed() -> dict:
    found = installed.find()
    verdicts, times = {}, []
    for layout in found.layouts:
        start = time.perf_counter()
        verdict = fairness.measure(layout.positions)
        times.append(time.perf_counter() - start)
        verdicts[layout.name] = verdict.words()
    stacked = sorted(name for name, words in verdicts.items() if words.startswith("too stacked"))
    return {"layouts": len(verdicts), "too_stacked": len(stacked), "too_stacked_names": stacked,
            "verdict_median_s": round(statistics.median(times), 2) if times else None,
            "verdict_max_s": round(max(times), 2) if times else None,
            "verdict_total_s": round(sum(times), 1)}


def run(quick: bool = False, numbers: int | None = None, deals: int | None = None,
        with_installed: bool = False) -> dict:
    result = {"generated": bench_generated(numbers or (QUICK_NUMBERS if quick else NUMBERS),
                                           deals or (QUICK_DEALS if quick else DEALS))}
    if with_installed:
        result["installed"] = bench_installed()
    return result


def _arg(flag: str) -> int | None:
    return int(sys.argv[sys.argv.index(flag) + 1]) if flag in sys.argv else None


if __name__ == "__main__":
    print(json.dumps(run("--quick" in sys.argv, _arg("--numbers"), _arg("--deals"), "--installed" in sys.argv),
                     indent=2))
