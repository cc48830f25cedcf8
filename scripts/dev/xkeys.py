"""Key presses into the real window under X (xdotool, no mouse event), for scripts/dev/kbplay.py.

``Driver`` runs beside the App's own loop (the loop keeps the main thread, as pygame
wants): it sends keys with ``xdotool key --window``, waits until the App has handled
them, and reads the App's state under a lock the loop holds while it steps, so what it
reads is never half a frame."""

from __future__ import annotations

import re
import subprocess
import threading
import time
from pathlib import Path

import pygame

from mahjong.ui import arrows
from mahjong.ui.cursor import KEY_DIRECTIONS

ARROW_NAMES = {index: {pygame.K_RIGHT: "Right", pygame.K_DOWN: "Down", pygame.K_LEFT: "Left",
                       pygame.K_UP: "Up"}[code] for code, index in KEY_DIRECTIONS.items()}
MODIFIERS = {pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
             pygame.K_RALT, pygame.K_LMETA, pygame.K_RMETA, pygame.K_LGUI, pygame.K_RGUI}


def find_window(wm_class: str = "mahjong-parlor", timeout: float = 20.0) -> str:
    """The id of the App's window, from ``xwininfo -root -tree`` (its class, since the
    title is UTF-8 and ``xdotool search --name`` misses it)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True).stdout
        found = []
        for line in tree.splitlines():
            if f'"{wm_class}"' in line:
                m = re.match(r"\s*(0x[0-9a-f]+).*?(\d+)x(\d+)\+", line)
                if m:
                    found.append((int(m.group(2)) * int(m.group(3)), m.group(1)))
        if found:
            return max(found)[1]
        time.sleep(0.2)
    raise RuntimeError("the App's window did not appear")


class Driver:
    """Keys into the window and the App's state read between frames."""

    def __init__(self, app, shots: Path) -> None:
        self.app = app
        self.shots = shots
        self.lock = threading.RLock()
        self.keys_handled = 0
        self.steps = 0
        self.window = ""
        self.log: list[str] = []
        step, dispatch = app.step, app.dispatch

        def locked_step(events=(), dt=1 / 60):
            with self.lock:
                done = step(events, dt)
                self.steps += 1
                return done

        def counting_dispatch(event):
            if event.type == pygame.KEYDOWN and event.key not in MODIFIERS:
                self.keys_handled += 1
            return dispatch(event)

        app.step, app.dispatch = locked_step, counting_dispatch

    # --- keys ---------------------------------------------------------------------------
    def press(self, *names: str, wait: float = 15.0) -> None:
        """Send the keys (xdotool names: Tab, shift+Tab, Return, Right, question, ...) and
        wait until the App has handled each and drawn a frame after."""
        if not names:
            return
        expected = self.keys_handled + len(names)
        subprocess.run(["xdotool", "key", "--window", self.window, "--delay", "15", *names], check=True)
        deadline = time.monotonic() + wait
        while self.keys_handled < expected:
            if time.monotonic() > deadline:
                raise RuntimeError(f"keys {names} not handled ({self.keys_handled}/{expected})")
            time.sleep(0.01)
        self.frames(2)
        self.log.append(" ".join(names))

    def frames(self, n: int) -> None:
        """Wait until the loop has stepped ``n`` more times."""
        target = self.steps + n
        while self.steps < target:
            time.sleep(0.005)

    def wait(self, predicate, timeout: float = 60.0, what: str = "") -> None:
        """Wait (the loop running) until ``predicate()`` holds, read under the lock."""
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                if predicate():
                    return
            if time.monotonic() > deadline:
                raise RuntimeError(f"timed out waiting for {what or predicate}")
            time.sleep(0.05)

    def shot(self, name: str) -> Path:
        """The whole X screen as a PNG (imagemagick's import)."""
        self.frames(2)
        path = self.shots / f"{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        print("shot", path, flush=True)
        return path

    # --- focus groups (menus, dialogs, screens) -----------------------------------------
    def tab_to(self, focus, wanted, limit: int = 80) -> None:
        """Tab until ``focus`` (a FocusGroup) is on ``wanted``: a widget, or the label of one."""
        for _ in range(limit):
            with self.lock:
                current = focus.current
                if current is not None and (current is wanted or getattr(current, "label", None) == wanted):
                    return
            self.press("Tab")
        raise RuntimeError(f"no widget {wanted!r} by Tab")

    def activate(self, focus, wanted) -> None:
        self.tab_to(focus, wanted)
        self.press("Return")

    def top(self):
        with self.lock:
            return self.app.top

    # --- the board cursor ---------------------------------------------------------------
    def walk_to(self, scene, wanted) -> None:
        """Tab to ``wanted``'s region and arrow onto it, by the cursor's own arrow map."""
        with self.lock:
            shown = scene.cursor.visible
            nothing = scene.cursor_target() is None
        if not shown:
            self.press("Tab" if nothing else "Right")
        for _ in range(4):
            with self.lock:
                targets = scene.all_targets()
                region = next(t.region for t in targets if t.key == wanted)
                if scene.cursor.region == region:
                    break
            self.press("Tab")
        with self.lock:
            here = [t for t in scene.all_targets() if t.region == region]
            centres = [(t.rect[0] + t.rect[2] / 2, t.rect[1] + t.rect[3] / 2) for t in here]
            start = next(i for i, t in enumerate(here) if t.key == scene.cursor_target().key)
            goal = next(i for i, t in enumerate(here) if t.key == wanted)
            presses = arrows.path(arrows.arrow_map(centres), start, goal)
        if presses is None:
            raise RuntimeError(f"{wanted} cannot be reached by arrows")
        self.press(*[ARROW_NAMES[d] for d in presses])
        with self.lock:
            at = scene.cursor_target()
        if at is None or at.key != wanted:
            raise RuntimeError(f"the cursor is on {at and at.key}, not {wanted}")

    def choose(self, scene, wanted) -> None:
        self.walk_to(scene, wanted)
        self.press("Return")
