"""Whole games played by the keyboard alone in the real window (issue 32's check).

Run under an X server (Xvfb) with throwaway settings, e.g.::

    Xvfb :47 -screen 0 1280x800x24 &
    DISPLAY=:47 SDL_AUDIODRIVER=dummy XDG_CONFIG_HOME=$(mktemp -d) XDG_DATA_HOME=$(mktemp -d) \\
        .venv/bin/python scripts/dev/kbplay.py solitaire sea freecell stones cardfree screens

The App runs its own loop in the main thread; a second thread chooses keys from the App's
state (the solver's line, the cursor's arrow map) and sends them with ``xdotool key
--window`` into the window, as a player's keyboard would; no mouse event is ever sent.
Screenshots of the whole X screen go to --shots (default /tmp/kbplay-shots).
"""

from __future__ import annotations

import argparse
import sys
import threading
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "scripts" / "dev")]

from mahjong.__main__ import prepare_environment  # noqa: E402

prepare_environment()

import plays  # noqa: E402
import pygame  # noqa: E402
from xkeys import Driver, find_window  # noqa: E402

from mahjong.app import App  # noqa: E402
from mahjong.core.storage import Storage  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("plays", nargs="+", choices=sorted(plays.PLAYS))
    parser.add_argument("--shots", type=Path, default=Path("/tmp/kbplay-shots"))
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    args.shots.mkdir(parents=True, exist_ok=True)
    width, height = (int(n) for n in args.size.split("x"))
    pygame.display.init()
    app = App(size=(width, height), storage=Storage())
    from mahjong.scenes.menu import MenuScene

    app.push(MenuScene(app))
    driver = Driver(app, args.shots)
    failures: list[str] = []

    def drive() -> None:
        try:
            driver.window = find_window()
            driver.frames(3)
            for name in args.plays:
                print("== play", name, flush=True)
                try:
                    plays.PLAYS[name](driver)
                    print("== done", name, flush=True)
                except Exception:
                    failures.append(name)
                    traceback.print_exc()
                    driver.shot(f"{name}-FAILED")
                    plays.back_to_menu(driver)
            plays.quit_app(driver)
        except Exception:
            traceback.print_exc()
            failures.append("driver")
            app.running = False

    threading.Thread(target=drive, daemon=True).start()
    app.run_loop()
    pygame.quit()
    print("failures:", failures or "none", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
