"""GameScene: the chrome every game shares (see docs/architecture.md, "Game chrome").

Toolbar (New, Restart, Undo, Redo, Hint, Demo, Pause, Menu), status line, game clock, keys
and the board cursor (keyboard.py), the hint and undo counts the high-score table shows, the
Demo (demo.py) and the end-of-game flow (ending.py: statistics, high-score name entry, win /
game-over dialog). A subclass draws and plays the board inside ``board_rect``. A game dealt
as the deal of the day (core.daily: its record carries ``"daily"``) keeps that mark through
saves and restarts, adds its result to the day's record and ranks in its own table.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import pygame

from mahjong import games
from mahjong.core import daily, replays, savefile
from mahjong.core.errors import BadRecord, need_int, shown
from mahjong.core.rng import MAX_DEAL
from mahjong.core.savefile import Chrome, check_clock
from mahjong.i18n import _, pgettext
from mahjong.scenes.demo import DemoChrome, takes_over
from mahjong.scenes.ending import GameEnd
from mahjong.scenes.guided import GuidedChrome
from mahjong.scenes.keyboard import KeyboardChrome
from mahjong.ui import backgrounds, theme
from mahjong.ui.dialogs import ConfirmDialog
from mahjong.ui.scene import Scene
from mahjong.ui.widgets import Button, StatusLine, Toolbar, is_click

__all__ = ["GameScene", "check_clock"]

E = TypeVar("E")   # the family's engine class (a core.engine.Engine)


class GameScene(GuidedChrome, KeyboardChrome, DemoChrome, GameEnd, Scene, Generic[E]):
    """Base class of every game scene: ``Class(app, game_id, record=None)``.

    The chrome drives the game: it holds the one ``engine`` (a core.engine.Engine), and
    ``begin(engine)`` is the one way a game starts: a new game, a restart, another
    layout or deal, a replayed high-score row, a resumed save and Card Free's next hand.
    Undo, redo, the save and the clock are the chrome's, forwarding to the engine; a
    family adds behaviour through hooks (``on_begin``, ``on_position_changed``) and
    never writes the chrome's fields (``finished``, ``elapsed``, ``hints_used``,
    ``undos_used``, ``demo_used``). ``in_progress`` is the chrome's one answer to "is a
    game in play": the clock runs, a new game asks first, and leaving counts a loss, exactly while it is true.

    A save is an envelope (core.savefile): the chrome's part (clock, counts, Demo flag),
    the engine's record and the scene's extras (``save_extras``); a family's constructor
    finds the engine's record of a save in ``saved.engine`` and its extras in
    ``saved.scene``, and passes ``saved.chrome`` to ``begin``.
    """

    show_clock = True       # a game without a meaningful clock sets False
    session_goes_on = False  # the engine plays on after a game ends (Card Free's hands)

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.info = games.get(game_id)
        self.saved: savefile.Saved | None = None
        if record is not None:
            self.saved = savefile.split(record)
            self.check_record(self.saved.engine)
        self._engine: E | None = None
        self.elapsed = 0.0
        self.hints_used = self.undos_used = 0
        self.demo_used = False
        mark = self.saved.chrome.daily if self.saved is not None else None
        self.daily = (daily.day_of_record(game_id, dict(self.saved.engine, daily=mark))  # the deal of this day
                      if self.saved is not None and mark is not None else None)
        self.demo_on = False          # the Demo is playing
        self._demo_wait = 0.0         # seconds to the Demo's next move
        self.finished = False         # the game ended or was left: nothing to save or count
        self.paused = False
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.tools = {
            "new": Button(pgettext("toolbar: a new game", "New"), self.ask_new),
            "restart": Button(_("Restart"), self.ask_restart),
            "undo": Button(_("Undo"), self._undo),
            "redo": Button(_("Redo"), self._redo),
            "hint": Button(_("Hint"), self._hint),
            "demo": Button(_("Demo"), self.toggle_demo),
            "pause": Button(_("Pause"), self.toggle_pause),
            "help": Button(_("Rules"), self.open_help),
            "menu": Button(_("Menu"), self.to_menu),
        }
        self.toolbar = Toolbar(list(self.tools.values()))
        self.status = StatusLine()
        self.status.title = _(self.info.name) if self.daily is None else (
            _("{game}: deal of {date}").format(game=_(self.info.name), date=daily.day_and_month(self.daily)))

    @property
    def saved_chrome(self) -> Chrome | None:
        """The chrome's part of the save this scene was built from (None: a new game)."""
        return self.saved.chrome if self.saved is not None else None

    def check_record(self, record: Any) -> None:
        """What every engine record of a save must get right, checked before the engine
        replays it: an object naming this game and a deal number a player could have had.
        BadRecord says what is wrong."""
        if not isinstance(record, dict):
            raise BadRecord(_("a saved game must be an object, not {value}").format(value=shown(record)))
        game, name = record.get("game"), _(self.info.name)
        if game != self.game_id:
            if game is None:
                raise BadRecord(_("this save does not name its game"))
            if isinstance(game, str) and any(g.id == game for g in games.GAMES):
                other = _(games.get(game).name)
                raise BadRecord(_("this save belongs to {other}, not {game}").format(other=other, game=name))
            raise BadRecord(_("this save does not belong to {game} (its game is {other})").format(
                game=name, other=shown(game)))
        need_int(record.get("deal"), _("the deal number"), 0, MAX_DEAL)

    # --- the one game in play -------------------------------------------------------------
    @property
    def engine(self) -> E | None:
        """The game's rules engine (core.engine.Engine); None before the first ``begin``
        (a deal made in the background)."""
        return self._engine

    def begin(self, engine: E | None, chrome: Chrome | None = None) -> None:
        """Play ``engine`` from now on: every way a game starts comes here. The clock and
        counts start from ``chrome`` (a resumed save's) or from zero; the scene's
        ``on_begin`` then drops what belonged to the game before. (None: a scene with no
        rules engine, a test's.)"""
        self.stop_demo()
        self._engine = engine
        chrome = chrome or Chrome()
        self.elapsed, self.hints_used, self.undos_used = chrome.elapsed, chrome.hints, chrome.undos
        self.demo_used = chrome.demo
        self.finished = False
        self._set_paused(False)
        self.on_begin()
        self.dirty = True

    # --- what a subclass provides ------------------------------------------------------
    def on_begin(self) -> None:
        """A game has begun (``self.engine`` is it): forget marks, animations and answers
        about the game before."""

    def on_position_changed(self, how: str) -> None:
        """The chrome changed the position (``how``: "undo" or "redo")."""

    def layout_board(self) -> None:
        """Recompute the view for ``self.board_rect``."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game inside ``self.board_rect``."""

    def board_event(self, event) -> None:
        """Input for the board (events the chrome did not use)."""

    def new_game(self) -> None:
        """Start a new deal: ``begin`` it (now, or once a deal made in the background is ready)."""

    def restart(self) -> None:
        """The deal under way from its start."""
        engine = self.engine
        if engine is not None:
            engine.restart()  # type: ignore[attr-defined]
            self.begin(engine)

    def undo(self) -> None:
        engine: Any = self.engine
        if engine is not None and engine.undo():
            self.on_position_changed("undo")

    def redo(self) -> None:
        engine: Any = self.engine
        if engine is not None and engine.redo():
            self.on_position_changed("redo")

    def hint(self) -> None: ...

    def status_items(self) -> list[tuple[str, str]]:
        return []

    def record(self) -> dict | None:
        """The engine's part of the save (None: nothing worth saving)."""
        engine: Any = self.engine
        return engine.to_record() if engine is not None else None

    def save_extras(self) -> dict:
        """The scene's part of the save (e.g. the solver's line), beside the engine's."""
        return {}

    def can_undo(self) -> bool:
        engine: Any = self.engine
        return engine is not None and engine.can_undo

    def can_redo(self) -> bool:
        engine: Any = self.engine
        return engine is not None and engine.can_redo

    def game_over(self) -> bool:
        """The engine's game has ended with no result due from the chrome (a Card Free
        session resumed at the end of a hand whose result is recorded)."""
        return False

    def prepare_screenshot(self) -> None:
        """Make the game look "in play" for --screenshots (e.g. play a few moves)."""

    # --- state -------------------------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """The one answer to "is a game in play": begun, a move made, not ended. The clock
        runs, New and Restart ask first, and leaving counts a loss while it is true."""
        return not self.finished and not self.game_over() and self.moves_made() > 0

    @property
    def clock_running(self) -> bool:
        """The clock runs from the first move to the end of the game, while the board is
        in play: not paused, the window not minimised. Under a dialog, Rules or Options it
        stops too, as only the top scene is updated."""
        return self.in_progress and not self.paused and not self.app.minimised

    def moves_made(self) -> int:
        """Moves made in the game under way (as the engine counts them)."""
        engine: Any = self.engine
        return len(engine.moves) if engine is not None else 0

    def start_record(self) -> dict | None:
        """The game under way as it was dealt (its record with no moves, with the
        fingerprints of the layouts it is played on), or None."""
        engine: Any = self.engine
        try:
            record = dict(engine.to_record(), moves=[]) if engine is not None else None
        except ValueError:
            return None  # a position with no record (set up by hand in a test or tool)
        marks = self.played_layouts() if record is not None else {}
        return dict(record, **{replays.LAYOUTS_KEY: marks}) if record is not None and marks else record

    def played_layouts(self) -> dict[str, str]:
        """{layout name: fingerprint} of the layouts this game is played on (Solitaire)."""
        return {}

    def layout_now(self, name: str) -> str | None:
        """The fingerprint of layout ``name`` as it is now; None when it is gone."""
        return None

    def replay(self, start: dict) -> None:
        """Play the deal ``start`` (a record with no moves, from a high-score row) in place
        of this game, which counts as abandoned. A record that is not the deal as dealt,
        made on a layout changed since, or that the rules refuse changes nothing and
        says why."""
        try:
            names = replays.layouts_named(start) if isinstance(start, dict) else []
            dealt = replays.as_dealt(start, {name: self.layout_now(name) for name in names})
            fresh = type(self)(self.app, self.game_id, dealt)
        except Exception as exc:  # noqa: BLE001 - a stored row the rules refuse is only refused
            self.app.notify(_("That deal cannot be dealt again ({problem}).").format(problem=exc or type(exc).__name__))
            return
        self.replace_with(fresh)

    def replace_with(self, fresh: GameScene) -> None:
        """Leave this game for ``fresh`` (a scene of the same game, built from a record):
        this one counts as abandoned and its save goes."""
        self.abandon()
        self.finished = True  # nothing left to save or count of the game replaced
        self.app.storage.delete_game(self.game_id)
        self.app.replace(fresh)

    def abandon(self) -> None:
        """A game left after moves (a new deal, a restart, another layout) counts as
        played and lost, as in PySolFC: the statistics never show only the games won."""
        if self.in_progress:
            self.app.storage.record_result(self.game_id, False, None, self.recorded_seconds())
            if self.daily is not None:
                self.app.storage.record_daily(self.game_id, self.daily, False)

    def start_fresh(self, action) -> None:
        """Leave the game under way (counted as lost, its save gone) and run ``action``,
        which ``begin``s the next one (now, or once a background deal is ready: until then
        no game is in play)."""
        self.abandon()
        self.stop_demo()
        self.finished = True
        self._set_paused(False)
        self.app.storage.delete_game(self.game_id)
        action()
        self.dirty = True

    def start_new(self) -> None:
        self.start_fresh(self._new_deal)

    def _new_deal(self) -> None:
        """A new deal is never the deal of the day."""
        self.daily = None
        self.status.title = _(self.info.name)
        self.new_game()

    @property
    def score_table(self) -> str:
        """The high-score table this game ranks in: the game's, or its day's."""
        return self.game_id if self.daily is None else daily.table_key(self.game_id, self.daily)

    def start_restart(self) -> None:
        self.start_fresh(self.restart)

    def ask_new(self) -> None:
        if self.in_progress:
            self.app.push(ConfirmDialog(self.app, _("Start a new game?"), _("The game in progress will be lost."),
                                        self.start_new, yes=_("New game"), no=_("Cancel")))
        else:
            self.start_new()

    def ask_restart(self) -> None:
        if self.in_progress:
            self.app.push(ConfirmDialog(self.app, _("Restart this deal?"), _("Your moves so far will be lost."),
                                        self.start_restart, yes=_("Restart"), no=_("Cancel")))
        else:
            self.start_restart()

    def take_back(self, steps: int) -> None:
        """Undo up to ``steps`` moves; each one taken back counts as an undo."""
        engine: Any = self.engine
        taken = 0
        while taken < steps and engine is not None and engine.undo():
            taken += 1
        self.undos_used += taken
        if taken:
            self.on_position_changed("undo")

    def _undo(self) -> None:
        self.stop_demo()
        if not self.finished and not self.paused and self.can_undo():
            self.undos_used += 1
            self.undo()
            self.dirty = True

    def _redo(self) -> None:
        self.stop_demo()
        if not self.finished and not self.paused and self.can_redo():
            self.redo()
            self.dirty = True

    def _hint(self) -> None:
        self.stop_demo()
        if not self.finished and not self.paused:
            self.hints_used += 1
            self.hint()
            self.dirty = True

    def toggle_pause(self) -> None:
        self.stop_demo()
        if not self.finished:
            self._set_paused(not self.paused)

    def _set_paused(self, paused: bool) -> None:
        self.paused = paused
        self.tools["pause"].label = _("Resume") if paused else _("Pause")
        self.dirty = True

    def open_help(self) -> None:
        from mahjong.scenes.help import HelpScene
        self.app.push(HelpScene(self.app, self.game_id))

    def to_menu(self) -> None:
        """Save and go back to the menu."""
        self.save_state()
        if len(self.app.stack) > 1:
            self.app.pop()
        else:
            from mahjong.scenes.menu import MenuScene
            self.app.replace(MenuScene(self.app))

    def save_state(self) -> None:
        """Save the game in play as an envelope (core.savefile): the chrome's part, the
        engine's record, the scene's extras. A game with no move is not saved; nor is
        one that ended, unless its engine plays on (``session_goes_on``)."""
        if not (self.in_progress or (self.session_goes_on and self.moves_made_in_session())):
            return
        rec = self.record()
        if rec is not None:
            chrome = Chrome(self.elapsed, self.hints_used, self.undos_used, self.demo_used,
                            self.daily.isoformat() if self.daily is not None else None)
            self.app.storage.save_game(self.game_id, savefile.envelope(chrome, rec, self.save_extras()))

    def moves_made_in_session(self) -> int:
        """Moves the engine holds in all (Card Free: every hand of the session)."""
        engine: Any = self.engine
        return len(engine.moves) if engine is not None else 0

    # --- scene plumbing ------------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        w, h = size
        bar_h = theme.px(54, s)
        self.toolbar.rect = pygame.Rect(0, 0, w, bar_h)
        self.layout_toolbar()
        status_h = theme.px(38, s)
        self.status.rect = pygame.Rect(0, h - status_h, w, status_h)
        self.status.size = theme.px(17, s)
        m = theme.px(10, s)
        self.board_rect = pygame.Rect(m, bar_h + m, w - 2 * m, h - bar_h - status_h - 2 * m)
        self.layout_board()

    def layout_toolbar(self) -> None:
        self.toolbar.layout(self.toolbar.rect, self.scale, right=(self.tools["help"], self.tools["menu"]))

    @property
    def wants_frames(self) -> bool:
        return self.dirty or self.animating or self.demo_on  # the Demo moves on its own

    def toast_area(self) -> pygame.Rect | None:
        """Where messages show: over the status line, so they never cover the board."""
        return self.status.rect

    def update(self, dt: float) -> None:
        """The guide's step, the Demo's next move when due; the clock (see ``clock_running``)."""
        self.watch_guide()
        if self.demo_on:
            self._run_demo(dt)
        if not self.clock_running:
            return
        before = int(self.elapsed)
        self.elapsed += dt
        if self.clock_shown and int(self.elapsed) != before:
            self.dirty = True

    def handle_event(self, event) -> None:
        if self.demo_on and takes_over(event) and not self.tools["demo"].rect.collidepoint(
                getattr(event, "pos", (-1, -1))):
            self.stop_demo()  # the player takes over: this click or key does nothing else
            return
        if self.guide_event(event) or self.keyboard_event(event) or self.toolbar.handle_event(event):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and self._shortcut(event):
            self.dirty = True
            return
        if self.paused:
            if is_click(event) and self.board_rect.collidepoint(event.pos):
                self.toggle_pause()
            return
        self.board_event(event)
        if event.type != pygame.MOUSEMOTION:  # motion redraws only if the board says so
            self.dirty = True

    def _shortcut(self, event) -> bool:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        shift = event.mod & pygame.KMOD_SHIFT
        key = event.key
        actions = {
            (True, False, pygame.K_n): self.ask_new,
            (True, False, pygame.K_r): self.ask_restart,
            (True, False, pygame.K_z): self._undo,
            (True, True, pygame.K_z): self._redo,
            (True, False, pygame.K_y): self._redo,
            (False, False, pygame.K_h): self._hint,
            (False, False, pygame.K_d): self.toggle_demo,
            (False, False, pygame.K_p): self.toggle_pause,
            (False, False, pygame.K_F1): self.open_help,
        }
        action = actions.get((bool(ctrl), bool(shift), key))
        if action is None:
            return False
        action()
        return True

    def _sync_toolbar(self) -> None:
        """Grey out what cannot be done now (a view of the state, not a change to it)."""
        live = not self.finished and not self.paused
        self.tools["undo"].enabled = live and self.can_undo()
        self.tools["redo"].enabled = live and self.can_redo()
        self.tools["hint"].enabled = live
        self.tools["demo"].enabled = live or self.demo_on
        self.tools["pause"].enabled = not self.finished

    def draw(self, surface: pygame.Surface) -> None:
        backgrounds.draw_table(surface, self.app.settings)
        clip = surface.get_clip()
        surface.set_clip(self.board_rect)
        self.draw_board(surface)
        surface.set_clip(clip)
        if self.paused:
            self._draw_pause_cover(surface)
        self._sync_toolbar()
        self.toolbar.draw(surface)
        self.draw_keyboard(surface)
        items = list(self.status_items())
        if self.clock_shown:
            items.append((_("Time"), theme.format_time(self.elapsed)))
        self.status.items = items
        self.status.draw(surface)
        self.draw_guide(surface)

    def _draw_pause_cover(self, surface: pygame.Surface) -> None:
        s = self.scale
        backgrounds.draw_table(surface, self.app.settings)
        title = theme.text(_("Paused"), theme.px(44, s), theme.TEXT, bold=True)
        hint = theme.text(_("Press P or click to continue"), theme.px(20, s), theme.TEXT_DIM)
        cx, cy = self.board_rect.center
        theme.blit_on_plate(surface, title, theme.px(12, s), center=(cx, cy - theme.px(18, s)))
        theme.blit_on_plate(surface, hint, theme.px(8, s), center=(cx, cy + theme.px(30, s)))

