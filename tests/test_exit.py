"""Quitting mid-job is silent (issue 28, item 15): the real exit path (the App's quit,
core.shutdown's hooks, pygame.quit, the interpreter's exit) with Hint and Demo solves
started, replaced and cancelled in the worker processes and threads, and a render
running, prints nothing and does not wait for the solves."""

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SESSION = """
import os, random, sys, time
if __name__ == "__main__":
    from mahjong.lean_pygame import import_pygame
    pygame = import_pygame()
    from mahjong.app import App
    from mahjong.core import jobs
    from mahjong.core.shutdown import run_hooks
    from mahjong.core.storage import Storage
    from mahjong.scenes.menu import MenuScene

    game, seed = sys.argv[1], int(sys.argv[2])
    rng = random.Random(seed)
    app = App(size=(1280, 800), storage=Storage())
    app.push(MenuScene(app))
    app.open_game(game, resume=False)
    for _ in range(12):
        key = rng.choice([pygame.K_h, pygame.K_d])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        for _ in range(rng.randint(0, 3)):
            app.pump(1 / 60)
    jobs.Jobs().submit("render", time.sleep, 600, render=True)   # a render still running
    busy = jobs.workers()[1]
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run_loop()
    run_hooks()
    pygame.quit()
    print("left", game, "with", len(busy), "solver workers up")
"""


@pytest.mark.parametrize(("game", "seed"), [("sea-winds", 1), ("mahjongg-freecell", 2), ("solitaire", 3)])
def test_quitting_while_jobs_run_is_silent_and_quick(tmp_path, game, seed):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               MAHJONG_PARLOR_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    script = tmp_path / "session.py"
    script.write_text(SESSION)
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(script), game, str(seed)], capture_output=True, text=True,
                          env=env, timeout=240, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"left {game}")
    assert done.stderr == ""   # no traceback, no "Exception ignored", no warning
    assert time.monotonic() - started < 150   # the 600 s render and the solves were not waited for
