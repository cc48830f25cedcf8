"""The keyboard's part of the game chrome: the board cursor (ui.cursor) over the targets
a game lists, Escape that first lets go of a selection, and the keys overlay ("?").
``GameScene`` mixes it in; a game provides ``cursor_targets``, ``let_go`` and
``key_help`` (and ``on_cursor`` to follow the cursor, as a hover would)."""

from __future__ import annotations

from typing import Any

import pygame

from mahjong.games import keyhelp
from mahjong.ui.cursor import BoardCursor, Target


class KeyboardChrome:
    """Needs the GameScene's ``app``, ``toolbar``, ``status``, ``paused``, ``dirty``,
    ``scale`` and ``to_menu``."""

    app: Any
    info: Any
    toolbar: Any
    status: Any
    paused: bool
    dirty: bool
    scale: float

    def to_menu(self) -> None: ...

    # --- what a game provides -----------------------------------------------------------
    def cursor_targets(self) -> list[Target]:
        """What the cursor may stand on: the board's targets (region "board") and the
        side panel's ("panel"); the chrome adds the toolbar's buttons."""
        return []

    def let_go(self) -> bool:
        """Escape: drop the selection (or a tile picked up); True if there was one."""
        return False

    def key_help(self) -> list[tuple[str, str]]:
        """This game's own keys for the keys overlay: (keys, what they do), translated
        (by default its help module's ``keys``, as the rules page lists them)."""
        return keyhelp.game_keys(self.info)

    def on_cursor(self, target: Target | None) -> None:
        """The cursor moved to ``target`` (None: it was hidden)."""

    # --- the chrome's part ----------------------------------------------------------------
    @property
    def cursor(self) -> BoardCursor:
        cursor = self.__dict__.get("_cursor")
        if cursor is None:
            cursor = self.__dict__["_cursor"] = BoardCursor()
        return cursor

    def all_targets(self) -> list[Target]:
        """The game's targets (none while paused) and the toolbar's enabled buttons."""
        targets = [] if self.paused else list(self.cursor_targets())
        targets += [Target(("tool", i), tuple(b.rect), b.label, b.activate, "toolbar")
                    for i, b in enumerate(self.toolbar.buttons) if b.visible and b.enabled and b.rect.w > 0]
        return targets

    def keyboard_event(self, event) -> bool:
        """The cursor's keys, Escape and "?"; True when the event was used. Mouse motion
        hides the cursor (and is left for the board)."""
        if event.type == pygame.MOUSEMOTION:
            if self.cursor.hide():
                self.on_cursor(None)
                self.dirty = True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        mods = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
        if event.key == pygame.K_ESCAPE and not mods:
            if not self.let_go():
                self.to_menu()
            self.dirty = True
            return True
        if not mods and (getattr(event, "unicode", "") == "?" or (
                event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT)):
            self.open_keys()
            return True
        targets = self.all_targets()
        if not self.cursor.handle_key(event, targets):
            return False
        target = self.cursor.current(self.all_targets()) if self.cursor.visible else None
        self.on_cursor(target)
        if target is not None:
            self.app.speak(target.label)   # said as well as shown (App.speak, off by default)
        self.dirty = True
        return True

    def cursor_target(self) -> Target | None:
        """The target the cursor shows on (None while hidden)."""
        return self.cursor.current(self.all_targets()) if self.cursor.visible else None

    def draw_keyboard(self, surface: pygame.Surface) -> None:
        """The cursor's outline, and its target's words on the status line. (The cursor
        moves to the nearest target when its own has gone: view state only.)"""
        target = self.cursor_target()
        self.cursor.draw(surface, target, self.scale)
        self.status.note = target.label if target is not None else None

    def open_keys(self) -> None:
        from mahjong.scenes.keys_overlay import KeysOverlay

        self.app.push(KeysOverlay(self.app, self.key_help()))

