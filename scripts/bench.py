"""Mahjong Parlor's benchmarks: whole-process figures and per-operation medians, as JSON.

    python scripts/bench.py [--quick] [--only NAME ...] [--out bench-results.json]

Sections: app (first frame, idle CPU, 144-tile frame, peak memory) and one per game
area (scripts/benchmarks/<name>.py, each with run(quick) -> dict). --quick uses small
samples for a fast look; the figures quoted in issues come from a full run.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

AREAS = ("solitaire", "solitaire_layouts", "solitaire_generator", "foundation", "stones", "american_hands",
         "american_table", "net", "net_stall", "i18n")


def _child_env(**extra: str) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


def _probe(mode: str, home: Path, extra: str = "") -> dict:
    """Run the app in a child process in a bench mode; it prints one JSON line."""
    env = _child_env(MAHJONG_PARLOR_HOME=str(home), MAHJONG_PARLOR_BENCH=mode,
                     MAHJONG_PARLOR_BENCH_ARG=extra)
    started = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "mahjong"], env=env, capture_output=True,
                         text=True, timeout=300, cwd=ROOT)
    wall = time.perf_counter() - started
    if out.returncode != 0:
        raise RuntimeError(f"bench mode {mode} failed: {out.stderr[-2000:]}")
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["wall_seconds"] = wall
    return result


def bench_app(quick: bool) -> dict:
    import tempfile

    home = Path(tempfile.mkdtemp(prefix="parlor-bench-"))
    _probe("first-frame", home)  # warm the OS file cache once, like any second start
    starts = [_probe("first-frame", home)["first_frame_seconds"] for _ in range(3 if quick else 9)]
    idle = _probe("idle", home, "3" if quick else "10")
    frame = _probe("frame144", home, "50" if quick else "300")
    return {
        "first_frame_seconds_median": statistics.median(starts),
        "first_frame_seconds_all": starts,
        "idle_cpu_percent_of_core": idle["cpu_percent"],
        "idle_seconds_measured": idle["seconds"],
        "frame_144_tiles_1920x1080_ms_median": frame["median_ms"],
        "frame_144_tiles_1920x1080_ms_p99": frame["p99_ms"],
        "frame_144_tiles_repainted_ms_median": frame.get("repaint_median_ms"),
        "frame_144_tiles_repainted_ms_p99": frame.get("repaint_p99_ms"),
        "peak_memory_mb": max(idle["peak_rss_mb"], frame["peak_rss_mb"]),
        "targets": {"first_frame_seconds": 0.35, "frame_ms": 4.0, "idle_cpu_percent": 3.0,
                    "peak_memory_mb": 150},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small samples, fast")
    parser.add_argument("--only", nargs="*", choices=("app",) + AREAS, help="run only these sections")
    parser.add_argument("--out", default=str(ROOT / "bench-results.json"), help="JSON output file")
    args = parser.parse_args()
    sections = args.only or ("app",) + AREAS
    results: dict = {"machine": {"python": platform.python_version(), "platform": platform.platform(),
                                 "cpus": os.cpu_count()},
                     "quick": args.quick, "date": time.strftime("%Y-%m-%d %H:%M:%S")}
    for name in sections:
        print(f"== {name}", file=sys.stderr, flush=True)
        started = time.perf_counter()
        try:
            if name == "app":
                results[name] = bench_app(args.quick)
            else:
                module = importlib.import_module(f"benchmarks.{name}")
                results[name] = module.run(quick=args.quick)
        except ModuleNotFoundError as exc:
            results[name] = {"skipped": f"not available: {exc}"}
        results[name]["bench_seconds"] = round(time.perf_counter() - started, 1)
        Path(args.out).write_text(json.dumps(results, indent=2, sort_keys=True))
    print(json.dumps(results, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
