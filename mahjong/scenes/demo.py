"""The Demo's part of the game chrome: the toolbar's Demo button and D key start it,
the game plays one move at a time (``demo_step``, every DEMO_SECONDS at the normal
animation speed), and a click or key stops it. ``GameScene`` mixes it in; a game
provides the three hooks."""

from __future__ import annotations

from typing import Any

import pygame

from mahjong.i18n import _
from mahjong.ui import anim

DEMO_SECONDS = 0.7   # between two Demo moves at the normal animation speed


class DemoChrome:
    """Needs the GameScene's ``app``, ``tools``, ``finished``, ``paused``, ``dirty``,
    ``demo_on``, ``demo_used``, ``_demo_wait`` and ``layout_toolbar``."""

    app: Any
    tools: dict[str, Any]
    finished: bool
    paused: bool
    dirty: bool
    demo_on: bool
    demo_used: bool
    _demo_wait: float

    def layout_toolbar(self) -> None: ...

    def demo_start(self) -> str | None:
        """Get ready to play the game for the player (e.g. ask the solver for its line
        from here). Returns why the Demo cannot play, in words, or None to start."""
        return _("This game has no Demo.")

    def demo_step(self) -> bool | None:
        """Play the Demo's next move (animated like a player's). True: one was played;
        None: not ready yet (still thinking); False: nothing more to play (the game is
        over, or no line is known: the subclass says which)."""
        return False

    def demo_stop(self) -> None:
        """The Demo stopped (a click, a key, the end of its line): drop what it holds."""

    def toggle_demo(self) -> None:
        """Start the Demo, or stop it. A game the Demo has played in never counts as won."""
        if self.demo_on:
            self.stop_demo()
            return
        if self.finished or self.paused:
            return
        problem = self.demo_start()
        if problem:
            self.app.notify(problem)
            return
        self.demo_on = self.demo_used = True
        self._demo_wait = 0.0
        self.tools["demo"].label = _("Stop demo")
        self.layout_toolbar()
        self.app.notify(_("Demo: click or press a key to take over."))
        self.dirty = True

    def stop_demo(self) -> None:
        if not self.demo_on:
            return
        self.demo_on = False
        self.tools["demo"].label = _("Demo")
        self.layout_toolbar()
        self.demo_stop()
        self.dirty = True

    def _run_demo(self, dt: float) -> None:
        self._demo_wait -= dt
        if self._demo_wait > 0 or self.finished or self.paused:
            return
        played = self.demo_step()
        if played is False:
            self.stop_demo()
        elif played:
            self.dirty = True
            speed = anim.speed_setting(self.app.settings)
            self._demo_wait = max(0.15, anim.duration(DEMO_SECONDS, speed))


def takes_over(event) -> bool:
    """A click or a key press stops the Demo."""
    return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)
