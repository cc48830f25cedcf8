"""The application: the window, the scene stack, the main loop and its frame pacing.

The loop runs at up to 60 frames a second only while a visible scene is dirty or
animating; otherwise it sleeps until an event arrives (half a second at most, so a game
clock still ticks), which keeps an idle screen at almost no CPU. It does not use
``pygame.event.wait(timeout)``: pygame-ce implements that by polling SDL every
millisecond (about 900 wake-ups a second, 2-3 % of a core), so the idle loop looks for
events every IDLE_POLL_MS and sleeps in between.

In the real run an exception inside a scene is logged to ``log.txt`` in the data folder
and shown as a message; with ``strict=True`` (tests, self-test) it propagates.
"""

from __future__ import annotations

import os

import pygame

from mahjong.i18n import N_, _
from mahjong.speaking import Speaking
from mahjong.voice import Voice
from mahjong.window import WindowPlacement

TITLE = N_("Mahjong Parlor")
MIN_SIZE = (960, 640)
DEFAULT_SIZE = (1280, 800)
FPS = 60
IDLE_WAIT_MS = 500
IDLE_POLL_MS = 16  # idle: how often to look for input (at most one frame of delay for the first event)
TOAST_SECONDS = 3.0
SCENE_FATAL = ("draw", "enter", "resize", "update")  # a scene failing here leaves the stack


def _clamp_size(size) -> tuple[int, int]:
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


class App(WindowPlacement, Speaking, Voice):
    """Owns the window and the scene stack; see docs/architecture.md for the contract."""

    def __init__(self, size=DEFAULT_SIZE, storage=None, headless: bool = False, strict: bool = False,
                 language: str | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        if storage is None:
            from mahjong.core.storage import Storage

            storage = Storage()
        self.storage = storage
        self.headless, self.strict = headless, strict
        self.stack: list = []
        self.running = True
        self.minimised = self.maximised = self.fullscreen = False
        self.frames = 0               # frames drawn so far (the self-test checks it)
        self._window_size = _clamp_size(size)
        self._normal_sizes = (self._window_size, self._window_size)   # the last two normal sizes
        self._resized_now = False
        self._tiles = None
        self._sound = None
        self._toast: tuple[str, float] | None = None
        self._repaint = True          # the whole window needs drawing (resize, expose)
        # --lang (not saved) or the "language" setting ("system": the system's language)
        self.apply_language(language if language is not None else self.settings.get("language"))
        self._open_window()
        pygame.font.init()   # the rest waits until the window is up (it shows sooner)
        self.apply_text_size()
        from mahjong import games

        storage.declare_options(games.option_schema())   # the families' options, checked by their rows

    # --- the window --------------------------------------------------------------------
    def _open_window(self) -> None:
        self.set_title()
        from mahjong.core.assets import asset_path

        try:
            icon = asset_path("icons", "mahjong-parlor.png")
            if icon.is_file():
                pygame.display.set_icon(pygame.image.load(str(icon)))
        except (OSError, pygame.error, FileNotFoundError):
            pass  # no icon is no reason not to play
        self.screen = pygame.display.set_mode(self._window_size, pygame.RESIZABLE)
        self._last_size = self.size
        self._window().minimum_size = MIN_SIZE
        self.paint_table()

    def set_title(self) -> None:
        """The window's title in the language spoken (again after a change of language)."""
        pygame.display.set_caption(_(TITLE))

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between a desktop-sized fullscreen and the remembered window size."""
        if on == self.fullscreen:
            return
        if not on:
            self.screen = pygame.display.set_mode(self._window_size, pygame.RESIZABLE)
        elif not self.headless:  # a headless run keeps its size; only the setting changes
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        self.fullscreen = on
        self._after_resize()

    def toggle_fullscreen(self) -> None:
        self.set_setting("fullscreen", not self.fullscreen)

    def _window_event(self, event) -> None:
        if event.type == pygame.VIDEORESIZE:
            wanted = _clamp_size(event.size)
            surface = pygame.display.get_surface()
            if surface is None or surface.get_size() != wanted:  # posted, or below the minimum
                self.screen = pygame.display.set_mode(wanted, pygame.RESIZABLE)
        elif event.type == pygame.WINDOWMINIMIZED:
            self.minimised = True
            return
        elif event.type in (pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.WINDOWSHOWN):
            self.minimised = False
            if event.type != pygame.WINDOWSHOWN:
                self._maximise_changed(event.type == pygame.WINDOWMAXIMIZED)
        self.screen = pygame.display.get_surface() or self.screen
        if not self.fullscreen and _clamp_size(self.size) != self.size:
            # a window manager that ignores the minimum size (or a size change with no
            # VIDEORESIZE after it): back to the smallest size every scene can lay out
            self.screen = pygame.display.set_mode(_clamp_size(self.size), pygame.RESIZABLE)
        if self.size != self._last_size:
            self._after_resize()

    def _after_resize(self) -> None:
        size = self._last_size = self.size
        if not self.fullscreen and not self.maximised:
            self._normal_sizes = (self._window_size, size)
            self._resized_now = True
            self._window_size = size
            self.settings["window_size"] = list(size)
        for scene in list(self.stack):
            self._guard(scene, "resize", scene.resize, size)
        self._repaint = True

    # --- settings, tiles, sound -------------------------------------------------------
    @property
    def settings(self) -> dict:
        return self.storage.settings

    def set_setting(self, key: str, value) -> None:
        """Change a setting, save it, and apply it (fullscreen, tile indices, sound)."""
        self.storage.set_setting(key, value)
        if key == "fullscreen":
            self.set_fullscreen(bool(value))
        elif key in ("show_index", "tileset", "high_contrast") and self._tiles is not None:
            if self._tiles.faces is not None:
                self._tiles.faces.close()
            self._tiles = None  # rebuilt with the new setting and fresh caches
        elif key == "sound" and self._sound is not None:
            self._sound.enabled = bool(value)
        elif key == "text_size":   # (high contrast changes colours only: the tiles above)
            self.apply_text_size()
        elif key == "language":
            self.apply_language(value)
            self.relabel()
        self.voice_setting(key, value)
        for scene in self.stack:
            scene.dirty = True

    @property
    def tiles(self):
        """The shared ui.tiles.TileArt, built on first use."""
        if self._tiles is None:
            from mahjong.ui.looks import face_source
            from mahjong.ui.tiles import TileArt

            self._tiles = TileArt(show_index=bool(self.settings.get("show_index", False)),
                                  faces=face_source(self.settings.get("tileset")),
                                  high_contrast=bool(self.settings.get("high_contrast", False)))
        return self._tiles

    @property
    def sound(self):
        """The shared ui.sound.Sound, built on first use."""
        if self._sound is None:
            from mahjong.ui.sound import Sound

            self._sound = Sound(enabled=bool(self.settings.get("sound", True)), log=self.log)
        return self._sound

    # --- the scene stack -------------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        if self.stack:
            self._guard(self.top, "exit", self.top.exit)
        self.stack.append(scene)
        self._enter(scene, new=True)

    def pop(self):
        if not self.stack:
            return None
        scene = self.stack.pop()
        self._guard(scene, "exit", scene.exit)
        if self.stack:
            self._enter(self.top)
        return scene

    def replace(self, scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.stack:
            old = self.stack.pop()
            self._guard(old, "exit", old.exit)
        self.stack.append(scene)
        self._enter(scene, new=True)

    def reset(self, scene) -> None:
        """Clear the stack (each scene's exit called) and show ``scene``."""
        while self.stack:
            old = self.stack.pop()
            self._guard(old, "exit", old.exit)
        self.push(scene)

    def _enter(self, scene, new: bool = False) -> None:
        if new:  # lay it out for the current window before it is shown
            self._guard(scene, "resize", scene.resize, self.size)
        self._guard(scene, "enter", scene.enter)
        self._repaint = True

    def open_game(self, game_id: str, resume: bool = True):
        """Push a registered game's scene, resuming its save if asked and there is one (a
        save the engine rejects is set aside, a new game starts); offer its guided game."""
        from mahjong import games
        from mahjong.ui.dialogs import MessageDialog

        info = games.get(game_id)
        cls = games.load(info.scene)
        record = self.storage.load_game(game_id) if resume else None
        problem = None
        scene = None
        if record is not None:
            try:
                scene = cls(self, game_id, record)
            except Exception as exc:  # noqa: BLE001 - any save that will not restore is set aside
                problem = str(exc) or type(exc).__name__
                before = len(self.storage.messages)
                self.storage.discard_bad_game(game_id, problem)
                del self.storage.messages[before:]  # told below, in the player's words
        if scene is None:
            scene = cls(self, game_id, None)
        self.push(scene)
        scene.offer_guide()   # the guided first game (scenes.guided), once per game
        if problem is not None:
            self.push(MessageDialog(self, _("Saved game not loaded"),
                                    _("That saved game could not be loaded ({problem}): starting a new game.")
                                    .format(problem=problem)))
        return scene

    def show_storage_messages(self) -> None:
        """Show (and clear) what storage wants the player to know."""
        if not self.storage.messages:
            return  # nothing to say: the dialogs module is not needed for the first frame
        from mahjong.ui.dialogs import MessageDialog

        for text in reversed(self.storage.messages):
            self.push(MessageDialog(self, _("Please note"), text))
        self.storage.messages.clear()

    def notify(self, text: str) -> None:
        """A transient message line near the bottom of the window (and ``speak``)."""
        self._toast = (text, TOAST_SECONDS)
        self._repaint = True
        self.speak(text)

    def log(self, text: str) -> None:
        """One dated line in ``log.txt`` in the data folder (never raises)."""
        from datetime import datetime

        try:
            with open(self.storage.data_dir / "log.txt", "a", encoding="utf-8") as fh:
                fh.write(f"{datetime.now().isoformat(timespec='seconds')} {text}\n")
        except OSError:
            pass

    def dismiss(self, text: str) -> None:
        """Take the message line away if it still says ``text`` (an answer has come)."""
        if self._toast is not None and self._toast[0] == text:
            self._toast = None
            self._repaint = True

    def quit(self) -> None:
        """Save every scene's state and the settings, then stop the loop."""
        for scene in reversed(self.stack):
            self._guard(scene, "save_state", scene.save_state)
        if not self.headless:
            try:
                self._moved(self._window().position)   # where it is now, moved or not
            except (pygame.error, AttributeError):
                pass
        self.storage.save_settings()
        self.close_voice()
        self.running = False

    # --- errors ------------------------------------------------------------------------
    def _guard(self, scene, what: str, fn, *args):
        if self.strict:
            return fn(*args)
        try:
            return fn(*args)
        except Exception as exc:  # the player never sees a traceback
            self._scene_failed(scene, what, exc)
            return None

    def _scene_failed(self, scene, what: str, exc: Exception) -> None:
        import traceback  # here, not at the top: not needed before the first frame
        from datetime import datetime

        from mahjong.ui.dialogs import MessageDialog

        log = self.storage.data_dir / "log.txt"
        try:
            with open(log, "a", encoding="utf-8") as fh:
                fh.write(f"--- {datetime.now().isoformat(timespec='seconds')} "
                         f"{type(scene).__name__}.{what}\n{traceback.format_exc()}\n")
        except OSError:
            pass
        if what in SCENE_FATAL and scene in self.stack:  # it would fail again at once
            self._drop_failed(scene)
        if not self.stack:
            from mahjong.scenes.menu import MenuScene

            self.push(MenuScene(self))
        if not getattr(self.top, "is_error_report", False):
            dialog = MessageDialog(self, _("Something went wrong"),
                                   _("{error}: {detail}. The details were written to {log}.")
                                   .format(error=type(exc).__name__, detail=exc, log=log))
            dialog.is_error_report = True
            self.push(dialog)
        self._repaint = True

    def _drop_failed(self, scene) -> None:
        """Take a scene that cannot draw, enter, lay out or tick off the stack (showing it again
        would fail again, dialog after dialog), keeping what it can still save."""
        try:
            scene.save_state()
        except Exception:  # noqa: BLE001 - its state may be what broke it
            pass
        self.stack.remove(scene)

    # --- one frame ---------------------------------------------------------------------
    def _visible(self) -> list:
        """The scenes to draw: from the topmost opaque one up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    @property
    def busy(self) -> bool:
        """Whether the loop should run at frame rate (something to draw or animate)."""
        return (self._repaint or self._toast is not None
                or any(s.wants_frames for s in self._visible()))

    def dispatch(self, event) -> None:
        """Route one event: window and app-wide keys here, the rest to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWMINIMIZED,
                            pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED, pygame.WINDOWSHOWN):
            self._window_event(event)
        elif event.type == pygame.WINDOWMOVED:
            self._moved((event.x, event.y))
        elif event.type == pygame.WINDOWEXPOSED:
            self._repaint = True
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.stack:
            self._guard(self.top, "handle_event", self.top.handle_event, event)

    def step(self, events=(), dt: float = 1 / FPS) -> bool:
        """Handle ``events``, advance the top scene by ``dt`` seconds and draw a frame if anything
        changed; whether a frame was drawn. Tests, the self-test and the real loop call it."""
        self._resized_now = False   # a resize in this batch of events (see _maximise_changed)
        for event in events:
            if not self.running:
                return False
            self.dispatch(event)
        if not self.running or not self.stack:
            return False
        top = self.top
        self._guard(top, "update", top.update, dt)
        if self.storage.messages:  # a write that failed, a file set aside: said once, now
            self.show_storage_messages()
        self._collect_looks()
        if self._toast is not None:
            text, left = self._toast
            self._toast = (text, left - dt) if left - dt > 0 else None
            self._repaint = True
        if not self.busy:
            return False
        self.draw()
        return True

    def _collect_looks(self) -> None:
        """Tile faces and backgrounds rendered in the background: redraw when they come in."""
        from mahjong.ui import looks

        if looks.collect(self):
            self._repaint = True
            for scene in self.stack:
                scene.dirty = True

    def pump(self, dt: float = 1 / FPS) -> bool:
        """``step`` with the events waiting in pygame's queue (posted ones included)."""
        return self.step(pygame.event.get(), dt)

    def draw(self) -> None:
        surface = pygame.display.get_surface() or self.screen
        for scene in self._visible():
            self._guard(scene, "draw", scene.draw, surface)
            scene.dirty = False
        if self._toast is not None:
            self._draw_toast(surface, self._toast[0])
        self._repaint = False
        pygame.display.flip()
        self.frames += 1

    def _draw_toast(self, surface, text: str) -> None:
        from mahjong.ui.toast import draw_toast

        draw_toast(surface, text, self.top.toast_area() if self.stack else None)

    # --- the real loop -------------------------------------------------------------------
    def run_loop(self) -> None:
        clock = pygame.time.Clock()
        while self.running and self.stack:
            if self.busy:
                dt_ms = clock.tick(FPS)
                events = pygame.event.get()
            else:  # idle: sleep until an event or the timeout
                events = wait_for_events(IDLE_WAIT_MS)
                dt_ms = clock.tick()
            self.step(events, min(dt_ms / 1000, 1.0))


def wait_for_events(timeout_ms: int) -> list:
    """The events that arrive within ``timeout_ms`` ([] if none), asleep between looks every IDLE_POLL_MS."""
    deadline = pygame.time.get_ticks() + timeout_ms
    while True:
        events = pygame.event.get()
        if events or pygame.time.get_ticks() >= deadline:
            return events
        pygame.time.wait(IDLE_POLL_MS)


def run(windowed: bool = False, game: str | None = None, language: str | None = None) -> int:
    """Open the window with the player's storage and play until it closes."""
    from mahjong.core.placement import opening
    from mahjong.core.storage import Storage

    storage = Storage()
    pygame.display.init()
    placement = opening(storage.settings, pygame.display.get_desktop_sizes(), DEFAULT_SIZE, MIN_SIZE)
    app = App(size=placement.size, storage=storage, language=language)
    app.place(placement)
    from mahjong.scenes.menu import MenuScene  # after the window is up: it brings the games

    app.push(MenuScene(app))
    if game is not None:
        app.open_game(game, resume=True)
    if storage.settings.get("fullscreen") and not windowed:
        app.set_fullscreen(True)
    app.show_storage_messages()
    if os.environ.get("MAHJONG_PARLOR_BENCH"):  # scripts/bench.py: measure, print JSON, exit
        from mahjong.benchmode import run as bench
        return bench(app, os.environ["MAHJONG_PARLOR_BENCH"])
    app.run_loop()
    from mahjong.core.shutdown import run_hooks

    run_hooks()
    pygame.quit()
    return 0
