"""Bench modes (MAHJONG_PARLOR_BENCH): each runs the real start-up in a child process and
prints one JSON line. Speed is the benchmark's business; these check the figures exist
and make sense."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from mahjong.app import App
from mahjong.benchmode import TurtleScene, process_age
from mahjong.core.storage import Storage
from mahjong.core.tiles import classic_set

ROOT = Path(__file__).resolve().parent.parent


def bench(mode, arg="", home=None):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", MAHJONG_PARLOR_BENCH=mode,
               MAHJONG_PARLOR_BENCH_ARG=arg, PYTHONPATH=str(ROOT))
    if home is not None:
        env["MAHJONG_PARLOR_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "mahjong"], env=env, capture_output=True, text=True,
                          timeout=120, cwd=ROOT)


def result(out):
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1, out.stdout
    return json.loads(lines[0])


def test_first_frame_counts_from_process_start(parlor_home):
    r = result(bench("first-frame", home=parlor_home))
    assert set(r) == {"first_frame_seconds", "start_source"}
    assert r["start_source"] in ("proc", "import")
    assert 0 < r["first_frame_seconds"] < 60


def test_idle_menu_draws_nothing_and_reports_cpu(parlor_home):
    r = result(bench("idle", "0.6", home=parlor_home))
    assert set(r) == {"cpu_percent", "seconds", "frames", "peak_rss_mb"}
    assert r["seconds"] >= 0.55
    assert r["frames"] == 0          # nothing changed, so nothing was redrawn
    assert 0 <= r["cpu_percent"] <= 100 * (os.cpu_count() or 1)
    assert r["peak_rss_mb"] > 10


def test_frame144_draws_the_requested_frames(parlor_home):
    r = result(bench("frame144", "5", home=parlor_home))
    assert {"median_ms", "p99_ms", "peak_rss_mb", "frames", "source"} <= set(r)
    assert r["frames"] == 5 and r["source"] in ("tiles", "scene")
    assert 0 < r["median_ms"] <= r["p99_ms"]
    assert r["peak_rss_mb"] > 10


def test_unknown_mode_is_refused(parlor_home):
    out = bench("no-such-mode", home=parlor_home)
    assert out.returncode == 2 and "first-frame, idle or frame144" in out.stderr
    assert out.stdout == ""


def test_process_age_is_positive_and_grows():
    first, source = process_age()
    again, _ = process_age()
    assert source in ("proc", "import")
    assert 0 < first <= again


def test_turtle_stand_in_draws_144_tiles_inside_the_board(parlor_home):
    app = App(size=(1920, 1080), storage=Storage(parlor_home), headless=True, strict=True)
    scene = TurtleScene(app)
    app.push(scene)
    assert len(scene.tiles) == 144
    assert sorted(code for _, code in scene.tiles) == sorted(classic_set())
    app.draw()
    w, h, d = app.tiles.metrics(scene.width)
    x0, y0 = scene.origin
    xs = [x0 + x * w // 2 + (z - 1) * d for (z, x, y), _ in scene.tiles]
    ys = [y0 + y * h // 2 - z * d for (z, x, y), _ in scene.tiles]
    assert min(xs) >= 0 and max(xs) + w + d <= 1920
    assert min(ys) >= 54 and max(ys) + h + d <= 1080 - 38   # between the toolbar and the status line
    face = (x0 + 7 * w + w // 2, y0 + 7 * h + h // 2)  # the middle of a bottom-row tile (x=14, y=14)
    assert app.screen.get_at(face)[:3] != app.screen.get_at((2, 1078))[:3]  # a tile, not felt
    pygame.display.quit()
