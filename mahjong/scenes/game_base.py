"""GameScene: the chrome every game shares (see docs/architecture.md, "Game chrome").

Toolbar (New, Restart, Undo, Redo, Hint, Demo, Pause, Menu), status line, game clock,
keyboard shortcuts, the hint and undo counts the high-score table shows, the Demo (the
game plays itself, one move at a time, until a click or key) and the end-of-game flow
(statistics, high-score name entry, win / game-over dialog). A subclass draws and plays
the board inside ``board_rect``. A game dealt as the deal of the day (core.daily: its
record carries ``"daily"``) keeps that mark through saves and restarts, adds its result to
the day's record and ranks in the day's own high-score table; New leaves it.
"""

from __future__ import annotations

import math
from datetime import datetime

import pygame

from mahjong import games
from mahjong.core import daily, replays
from mahjong.core.cleaning import MAX_SECONDS
from mahjong.core.errors import MAX_COUNT, BadRecord, need_int, shown
from mahjong.core.rng import MAX_DEAL
from mahjong.scenes.demo import DemoChrome, takes_over
from mahjong.ui import backgrounds, theme
from mahjong.ui.dialogs import ConfirmDialog, GameOverDialog, NameEntryDialog, WinDialog
from mahjong.ui.scene import Scene
from mahjong.ui.widgets import Button, StatusLine, Toolbar, is_click


def check_clock(value) -> float:
    """A saved game clock as seconds: a finite number from 0 to a year; BadRecord
    otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadRecord(f"the clock is not a number ({shown(value)})")
    if isinstance(value, float) and not math.isfinite(value):
        raise BadRecord(f"the clock is not a finite number ({value})")
    if value < 0:
        raise BadRecord(f"the clock is negative ({shown(value)} s)")
    if value > MAX_SECONDS:
        raise BadRecord(f"the clock shows more than a year ({shown(value)} s)")
    return float(value)


class GameScene(DemoChrome, Scene):
    """Base class of every game scene: ``Class(app, game_id, record=None)``.

    The saved record carries the clock as an extra ``"elapsed"`` key, the hint and undo
    counts (every game's, counted here) as ``"hints"`` and ``"undos"``, and ``"demo": true``
    once the Demo has played in it (engines ignore keys they do not know).
    """

    show_clock = True   # a game without a meaningful clock sets False

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.info = games.get(game_id)
        self.elapsed = self.check_record(record) if record is not None else 0.0
        self.hints_used = need_int(record.get("hints", 0), "the hint count", 0, MAX_COUNT) if record else 0
        self.undos_used = need_int(record.get("undos", 0), "the undo count", 0, MAX_COUNT) if record else 0
        self.demo_used = record.get("demo") is True if record else False
        self.daily = daily.day_of_record(game_id, record) if record else None  # the deal of this day
        self.demo_on = False          # the Demo is playing
        self._demo_wait = 0.0         # seconds to the Demo's next move
        self.finished = False
        self.paused = False
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.tools = {
            "new": Button("New", self.ask_new),
            "restart": Button("Restart", self.ask_restart),
            "undo": Button("Undo", self._undo),
            "redo": Button("Redo", self._redo),
            "hint": Button("Hint", self._hint),
            "demo": Button("Demo", self.toggle_demo),
            "pause": Button("Pause", self.toggle_pause),
            "help": Button("Rules", self.open_help),
            "menu": Button("Menu", self.to_menu),
        }
        self.toolbar = Toolbar(list(self.tools.values()))
        self.status = StatusLine()
        self.status.title = self.info.name if self.daily is None else (
            f"{self.info.name}: deal of {self.daily.day} {self.daily:%B}")

    def check_record(self, record) -> float:
        """What every save must get right, checked before the engine replays it: an
        object naming this game, a deal number a player could have had, and a clock
        the game could have run. Returns the clock; BadRecord says what is wrong."""
        if not isinstance(record, dict):
            raise BadRecord(f"a saved game must be an object, not {shown(record)}")
        game = record.get("game")
        if game != self.game_id:
            if game is None:
                raise BadRecord("this save does not name its game")
            if isinstance(game, str) and any(g.id == game for g in games.GAMES):
                raise BadRecord(f"this save belongs to {games.get(game).name}, not {self.info.name}")
            raise BadRecord(f"this save does not belong to {self.info.name} (its game is {shown(game)})")
        need_int(record.get("deal"), "the deal number", 0, MAX_DEAL)
        return check_clock(record.get("elapsed", 0.0))

    # --- what a subclass provides ------------------------------------------------------
    def layout_board(self) -> None:
        """Recompute the view for ``self.board_rect``."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game inside ``self.board_rect``."""

    def board_event(self, event) -> None:
        """Input for the board (events the chrome did not use)."""

    def new_game(self) -> None: ...
    def restart(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def hint(self) -> None: ...

    def status_items(self) -> list[tuple[str, str]]:
        return []

    def record(self) -> dict | None:
        return None

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    @property
    def engine(self):
        """The game's rules engine (core.engine.Engine), for what the chrome reads from
        it (the number of moves made); None in a scene without one."""
        return None

    def prepare_screenshot(self) -> None:
        """Make the game look "in play" for --screenshots (e.g. play a few moves)."""

    # --- state -------------------------------------------------------------------------
    @property
    def in_progress(self) -> bool:
        """A game worth confirming before throwing it away."""
        return not self.finished and self.can_undo()

    @property
    def game_under_way(self) -> bool:
        """Whether leaving the game now abandons one with moves in it (a game with
        several parts, like the Card Free session, asks about the part in play)."""
        return self.in_progress

    @property
    def clock_running(self) -> bool:
        """The clock starts with the first move (or a resumed clock) and runs only while
        the board is in play: not paused, not finished, the window not minimised. Under a
        dialog, Rules or Options it stops too, as only the top scene is updated."""
        if self.finished or self.paused or self.app.minimised:
            return False
        return self.elapsed > 0 or self.can_undo()

    def moves_made(self) -> int:
        """Moves made in the game under way (as the engine counts them)."""
        engine = self.engine
        return len(engine.moves) if engine is not None else 0

    def start_record(self) -> dict | None:
        """The game under way as it was dealt (its record with no moves, with the
        fingerprints of the layouts it is played on), or None."""
        engine = self.engine
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
            self.app.notify(f"That deal cannot be dealt again ({exc or type(exc).__name__}).")
            return
        self.abandon()
        self.finished = True  # nothing left to save or count of the game replaced
        self.app.storage.delete_game(self.game_id)
        self.app.replace(fresh)

    def abandon(self) -> None:
        """A game left after moves (a new deal, a restart, another layout) counts as
        played and lost, as in PySolFC: the statistics never show only the games won."""
        if self.game_under_way:
            self.app.storage.record_result(self.game_id, False, None, round(self.elapsed, 2))
            if self.daily is not None:
                self.app.storage.record_daily(self.game_id, self.daily, False)

    def _fresh(self, action) -> None:
        """Start over (new game or restart): the game under way counted as lost, clock
        to zero, old save gone."""
        self.abandon()
        self.stop_demo()
        self.finished = False
        self.paused = False
        self.elapsed = 0.0
        self.hints_used = self.undos_used = 0
        self.demo_used = False
        self.app.storage.delete_game(self.game_id)
        action()
        self.dirty = True

    def start_new(self) -> None:
        self._fresh(self._new_deal)

    def _new_deal(self) -> None:
        """A new deal is never the deal of the day."""
        self.daily = None
        self.status.title = self.info.name
        self.new_game()

    @property
    def score_table(self) -> str:
        """The high-score table this game ranks in: the game's, or its day's."""
        return self.game_id if self.daily is None else daily.table_key(self.game_id, self.daily)

    def start_restart(self) -> None:
        self._fresh(self.restart)

    def ask_new(self) -> None:
        if self.in_progress:
            self.app.push(ConfirmDialog(self.app, "Start a new game?", "The game in progress will be lost.",
                                        self.start_new, yes="New game", no="Cancel"))
        else:
            self.start_new()

    def ask_restart(self) -> None:
        if self.in_progress:
            self.app.push(ConfirmDialog(self.app, "Restart this deal?", "Your moves so far will be lost.",
                                        self.start_restart, yes="Restart", no="Cancel"))
        else:
            self.start_restart()

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
            self.paused = not self.paused
            self.tools["pause"].label = "Resume" if self.paused else "Pause"
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
        if self.finished:
            return
        rec = self.record()
        if rec is not None:
            rec = {"hints": self.hints_used, "undos": self.undos_used, **rec, "elapsed": round(self.elapsed, 2)}
            if self.demo_used:
                rec["demo"] = True
            if self.daily is not None:
                rec["daily"] = self.daily.isoformat()
            self.app.storage.save_game(self.game_id, rec)

    # --- the end of a game ---------------------------------------------------------------
    def game_finished(self, won: bool, score: int | None = None, extra: dict | None = None) -> None:
        """Record the result, offer the high-score table, then the end-of-game dialog.
        A game the Demo played in counts as played and lost, with no high score."""
        if self.finished:
            return
        demo = self.demo_used
        self.stop_demo()
        if demo:
            won, score = False, None
        self.finished = True
        self.paused = False
        self.dirty = True
        storage = self.app.storage
        seconds = round(self.elapsed, 2)
        storage.record_result(self.game_id, won, score, seconds)
        if self.daily is not None:
            storage.record_daily(self.game_id, self.daily, won)
        storage.delete_game(self.game_id)
        ranking = self.info.ranking
        entry = {"score": score, "seconds": seconds, "date": datetime.now().isoformat(timespec="seconds"),
                 "hints": self.hints_used, "undos": self.undos_used, **(extra or {})}
        start = self.start_record()
        if start is not None:
            entry["start"] = start  # the high-score table can deal it again
        if entry["hints"] and 2 * entry["hints"] >= max(1, self.moves_made()):
            entry["assisted"] = True  # hints did most of the work: the table says so
        eligible = (won if ranking == "time" else score is not None) and not demo
        if eligible and storage.qualifies(self.score_table, entry, ranking):
            def done(name: str | None) -> None:
                rank = None
                if name is not None:
                    self.app.set_setting("player_name", name)
                    rank = storage.add_high_score(self.score_table, dict(entry, name=name), ranking)
                self._show_end(won, score, rank)

            # a lost game says so before the high score is announced
            title, prompt = (("A new high score!", "Your result makes the top ten.") if won else
                             ("Game over", "The game is lost, but your score makes the top ten."))
            self.app.push(NameEntryDialog(self.app, prompt + " Enter your name:",
                                          self.app.settings.get("player_name") or "", done, title=title))
        else:
            self._show_end(won, score, None)

    def _show_end(self, won: bool, score: int | None, rank: int | None) -> None:
        parts = ["The Demo played in this game, so it counts as played, not won."] if self.demo_used else []
        if score is not None:
            parts.append(f"Score {theme.format_number(score)}.")
        if self.show_clock:
            parts.append(f"Time {theme.format_time(self.elapsed)}.")
        if rank is not None:
            parts.append(f"Number {rank + 1} in the high scores!")
        stats = self.app.storage.stats(self.game_id)
        if won and stats.get("current_streak", 0) > 1:
            parts.append(f"{stats['current_streak']} wins in a row.")
        if won and self.daily is not None:
            days = daily.streak(self.app.storage.daily_days(self.game_id), daily.today())
            parts.append(f"Deal of the day won: {days} day{'s' if days != 1 else ''} in a row.")
        text = " ".join(parts) or ("Well played." if won else "No more moves.")
        cls = WinDialog if won else GameOverDialog
        self.app.push(cls(self.app, text, self.start_new, self.start_restart, self.to_menu))

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
        """The Demo's next move when due; the clock (see ``clock_running``)."""
        if self.demo_on:
            self._run_demo(dt)
        if not self.clock_running:
            return
        before = int(self.elapsed)
        self.elapsed += dt
        if self.show_clock and int(self.elapsed) != before:
            self.dirty = True

    def handle_event(self, event) -> None:
        if self.demo_on and takes_over(event) and not self.tools["demo"].rect.collidepoint(
                getattr(event, "pos", (-1, -1))):
            self.stop_demo()  # the player takes over: this click or key does nothing else
            return
        if self.toolbar.handle_event(event):
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
            (False, False, pygame.K_ESCAPE): self.to_menu,
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
        items = list(self.status_items())
        if self.show_clock:
            items.append(("Time", theme.format_time(self.elapsed)))
        self.status.items = items
        self.status.draw(surface)

    def _draw_pause_cover(self, surface: pygame.Surface) -> None:
        s = self.scale
        backgrounds.draw_table(surface, self.app.settings)
        title = theme.text("Paused", theme.px(44, s), theme.TEXT, bold=True)
        theme.blit_centered(surface, title, (self.board_rect.centerx, self.board_rect.centery - theme.px(18, s)))
        hint = theme.text("Press P or click to continue", theme.px(20, s), theme.TEXT_DIM)
        theme.blit_centered(surface, hint, (self.board_rect.centerx, self.board_rect.centery + theme.px(26, s)))

