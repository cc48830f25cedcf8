"""Bench modes: with MAHJONG_PARLOR_BENCH set, ``python -m mahjong`` measures instead of
playing and prints one JSON line (scripts/bench.py reads it). app.run() hands over its
App, already built with the player's storage and showing the menu.

- ``first-frame``: run the loop's first step (events, update, draw, flip) and print
  ``first_frame_seconds``, counted from process start. On Linux the start is the
  process's start time (/proc/self/stat field 22, clock ticks since boot) against
  CLOCK_BOOTTIME, the same clock, so the figure includes the interpreter's own start-up
  (resolution one clock tick, 10 ms, rounding the start down: never flattering).
  /proc/stat's ``btime`` is whole seconds, too coarse to use. Elsewhere it falls back to
  the moment mahjong.__main__ was imported (``start_source`` says which was used).
- ``idle``: let the menu settle (first frame, previews), then run the real main loop
  for MAHJONG_PARLOR_BENCH_ARG seconds with no input; print the CPU share of one core.
- ``frame144``: at 1920x1080, draw the whole frame of a 144-tile Turtle game
  MAHJONG_PARLOR_BENCH_ARG times; print the median and 99th percentile in ms, and the
  same for a fifth as many frames whose board picture is repainted from the tile art
  (``repaint_median_ms``: the frame after a click). Uses the
  solitaire scene when it is registered, else the Turtle's tiles drawn with app.tiles
  on the cached table (``source`` says which).
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time

import pygame

from mahjong.ui.scene import Scene

BENCH_SIZE = (1920, 1080)


def process_age() -> tuple[float, str]:
    """Seconds since this process started, and how that was found ("proc" or "import")."""
    try:
        with open("/proc/self/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()  # the name may hold spaces
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: start time
        return time.clock_gettime(time.CLOCK_BOOTTIME) - started, "proc"
    except (OSError, ValueError, IndexError, AttributeError):
        main = sys.modules.get("__main__")
        return time.perf_counter() - getattr(main, "STARTED", 0.0), "import"


def peak_rss_mb() -> float:
    """The process's peak resident memory (ru_maxrss: KiB on Linux, bytes on macOS)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def first_frame(app) -> dict:
    app.step(pygame.event.get())  # the loop's first iteration: draws and flips the menu
    age, source = process_age()
    if app.frames != 1:
        raise RuntimeError(f"expected one frame, {app.frames} were drawn")
    return {"first_frame_seconds": round(age, 4), "start_source": source}


def idle(app, seconds: float) -> dict:
    while app.busy:  # the first frame and the menu previews: start-up, not idle
        app.pump()
    pygame.time.set_timer(pygame.event.Event(pygame.QUIT), round(seconds * 1000), loops=1)
    frames, cpu, wall = app.frames, time.process_time(), time.perf_counter()
    app.run_loop()  # the real loop, until the timer's QUIT
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {"cpu_percent": round(cpu / wall * 100, 3), "seconds": round(wall, 3),
            "frames": app.frames - frames, "peak_rss_mb": peak_rss_mb()}


class TurtleScene(Scene):
    """The Turtle's 144 tiles drawn as a solitaire board would: every level shifted by
    the tile thickness, each level drawn right to left and top to bottom so the left
    and bottom sides overlap correctly; the stand-in until the solitaire scene exists."""

    def __init__(self, app) -> None:
        super().__init__(app)
        from mahjong.core.tiles import classic_set
        from mahjong.games.solitaire.builtin import load_builtin

        layout = load_builtin("turtle")
        self.tiles = list(zip(sorted(layout.positions, key=lambda p: (p[0], -p[1], p[2])), classic_set()))
        self.layout = layout
        self.width = 0
        self.origin = (0, 0)

    def resize(self, size) -> None:
        """Fit the board into the space the game chrome leaves (see GameScene.resize)."""
        super().resize(size)
        from mahjong.ui import theme

        s = theme.ui_scale(size)
        bar_h, status_h, m = theme.px(54, s), theme.px(38, s), theme.px(10, s)
        board = pygame.Rect(m, bar_h + m, size[0] - 2 * m, size[1] - bar_h - status_h - 2 * m)
        lifts = len(self.layout.levels) - 1
        cols, rows = self.layout.width / 2, self.layout.height / 2
        self.width = int(min(board.w / (cols + 0.12 * (lifts + 1)), board.h / (rows * 4 / 3 + 0.12 * (lifts + 1))))
        w, h, d = self.app.tiles.metrics(self.width)
        self.origin = (board.centerx - round(w * cols + d * lifts) // 2,
                       board.centery - round(h * rows - d * lifts) // 2)

    def draw(self, surface) -> None:
        from mahjong.ui import theme

        theme.draw_table(surface, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        w, h, d = self.app.tiles.metrics(self.width)
        x0, y0 = self.origin
        for (z, x, y), code in self.tiles:
            surface.blit(self.app.tiles.tile(code, self.width),
                         (x0 + x * w // 2 + (z - 1) * d, y0 + y * h // 2 - z * d))


def _turtle_frame(app):
    """Show a 144-tile Turtle game: the real solitaire scene if there is one."""
    from mahjong import games

    try:
        games.load(games.get("solitaire").scene)
    except (KeyError, ImportError, AttributeError):
        app.push(TurtleScene(app))
        return "tiles"
    app.open_game("solitaire", resume=False)
    return "scene"


def frame144(app, count: int) -> dict:
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=BENCH_SIZE, w=BENCH_SIZE[0], h=BENCH_SIZE[1]))
    if app.size != BENCH_SIZE:
        raise RuntimeError(f"could not open a {BENCH_SIZE} window (got {app.size})")
    source = _turtle_frame(app)
    app.draw()  # the first draw builds and caches the tile art: not a steady frame
    times = []
    for _ in range(max(1, count)):
        started = time.perf_counter()
        app.draw()  # every visible scene, in full, then the flip
        times.append((time.perf_counter() - started) * 1000)
    repaints = _repaints(app, max(1, count // 5))
    return {**_spread("", times), **_spread("repaint_", repaints),
            "frames": len(times), "source": source, "peak_rss_mb": peak_rss_mb()}


def _spread(prefix: str, times: list[float]) -> dict:
    if not times:
        return {}
    times = sorted(times)
    return {f"{prefix}median_ms": round(times[len(times) // 2], 3),
            f"{prefix}p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3)}


def _repaints(app, count: int) -> list[float]:
    """Frames whose board picture is painted afresh (after a click, a hint, a move): the
    solitaire painter's cache dropped before each one. Empty for the stand-in scene."""
    painter = getattr(app.top, "painter", None)
    if painter is None or not hasattr(painter, "forget"):
        return []
    times = []
    for _ in range(count):
        painter.forget()
        started = time.perf_counter()
        app.draw()
        times.append((time.perf_counter() - started) * 1000)
    return times


def run(app, mode: str) -> int:
    """Measure ``mode`` on ``app`` (just built, showing the menu) and print one JSON line."""
    arg = os.environ.get("MAHJONG_PARLOR_BENCH_ARG", "")
    if mode == "first-frame":
        result = first_frame(app)
    elif mode == "idle":
        result = idle(app, float(arg or 10))
    elif mode == "frame144":
        result = frame144(app, int(arg or 300))
    else:
        print(f"unknown MAHJONG_PARLOR_BENCH mode {mode!r}: first-frame, idle or frame144", file=sys.stderr)
        return 2
    print(json.dumps(result, sort_keys=True), flush=True)
    pygame.quit()
    return 0
