"""Where the App's window stands: its saved position and maximised state, put back at
start and remembered as the player moves, maximises and restores it (the size it opens
at is chosen by core.placement)."""

from __future__ import annotations

import warnings
from typing import Any

import pygame


class WindowPlacement:
    """A mixin of the App: it reads and writes ``settings``, ``headless``, ``fullscreen``,
    ``maximised``, ``size`` and the remembered normal sizes."""

    headless: bool
    fullscreen: bool
    maximised: bool
    _window_size: tuple[int, int]
    _normal_sizes: tuple[tuple[int, int], tuple[int, int]]
    _resized_now: bool

    @property
    def size(self) -> tuple[int, int]:
        raise NotImplementedError

    @property
    def settings(self) -> dict:
        raise NotImplementedError

    def place(self, placement) -> None:
        """Put the window where ``placement`` (core.placement.Placement) says: its saved
        position, then maximised if it was."""
        if self.headless:
            return
        window = self._window()
        if placement.position is not None:
            window.position = placement.position
        if placement.maximised:
            window.maximize()

    def paint_table(self) -> None:
        """Fill the new window with the table's colour at once (not in a headless run), so
        it is not left blank while the first scene is built."""
        surface = pygame.display.get_surface()
        if self.headless or surface is None:
            return
        from mahjong.ui.theme import table_colour

        surface.fill(table_colour(str(self.settings.get("table_colour"))))
        pygame.display.flip()

    def _window(self):
        with warnings.catch_warnings():  # the display-module Window is the one we want here
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def _moved(self, position) -> None:
        """Remember where the window is (not while maximised or fullscreen)."""
        if not self.maximised and not self.fullscreen:
            self.settings["window_position"] = [int(position[0]), int(position[1])]

    def _maximise_changed(self, maximised: bool) -> None:
        """Remember the maximised state; the size to restore stays the one before (a
        window manager may report the new size before it says "maximised")."""
        if maximised and not self.maximised and self._resized_now and self._normal_sizes[1] == self.size:
            self._window_size = self._normal_sizes[0]
            self.settings["window_size"] = list(self._window_size)
        self.maximised = maximised
        if not self.fullscreen:
            self.settings["window_maximised"] = maximised

    def apply_text_size(self: Any) -> None:
        """The text size setting in force: fonts scaled, every scene laid out again."""
        from mahjong.ui import theme

        theme.set_text_size(self.settings.get("text_size"))
        for scene in list(self.stack):
            self._guard(scene, "resize", scene.resize, self.size)
        self._repaint = True
