"""The scene of MahJongg FreeCell and the Sea family: ``FoundationScene(app, game_id, record)``:
input, moves, game flow and the toolbar's actions.

Input becomes engine moves through the board geometry (view.py, applied to a position by
placement.py): drag a tile or group, click it then its destination, double-click to send
it up (or to a cell), right-click to see where it can go. Moves and the auto-plays that
follow fly one after another. Drawing is draw.py's (``BoardPainter``), of the ``BoardSnapshot`` that
``snapshot()`` builds; the solver's
verdict, hints and the vetting of winnable deals are advice.py's (``Advice``).
"""

from __future__ import annotations

import pygame

from mahjong.core.demo import DemoLine
from mahjong.core.errors import IllegalMove
from mahjong.core.rng import new_deal_number
from mahjong.games.foundation import demo
from mahjong.games.foundation.advice import DEAL_TRIES, Advice
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.face import keys
from mahjong.games.foundation.face.draw import BoardPainter
from mahjong.games.foundation.face.motion import Flight, Press
from mahjong.games.foundation.face.placement import TilePlacement
from mahjong.games.foundation.face.snapshot import BoardSnapshot, DragShot, FlightShot
from mahjong.games.foundation.face.view import BoardGeometry
from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.position import State, play
from mahjong.games.foundation.refusals import held_reason
from mahjong.games.foundation.rules import FoundationGame
from mahjong.i18n import _
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.widgets import Button

MOVE_SECONDS, AUTO_SECONDS = 0.24, 0.15              # flight times at "normal" speed
DOUBLE_CLICK = 0.4
DRAG_START = 5                                       # pixels before a press becomes a drag
CELEBRATION_SECONDS = 1.8
SCREENSHOT_MOVES = 8


class FoundationScene(GameScene[FoundationGame]):
    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.config = get_config(game_id)
        saved = self.saved
        game = FoundationGame.from_record(saved.engine) if saved is not None else self.deal_game(new_deal_number())
        self.geo: BoardGeometry | None = None
        self.placement: TilePlacement | None = None
        self.painter = BoardPainter()
        self.clock = 0.0
        self.flights: list[Flight] = []
        self.press: Press | None = None
        self.pointer = (0, 0)
        self.selected: tuple[Spot, int] | None = None
        self.shown: list[Move] = []            # highlighted destinations (selection, drag, right-click)
        self.hint_move: Move | None = None
        self.last_click: tuple[Spot, float] | None = None
        self.last_refusal = ""
        self.advice = Advice(game_id, lambda: self.game, self.config.levels,
                             lambda: self.app.settings.get("autoplay", True))
        self.demo = DemoLine()
        self.celebration: anim.Tween | None = None
        self.prefs = app.storage.game_settings(game_id)
        self.tools["winnable"] = Button("", self.toggle_winnable)
        self._label_winnable()
        self.toolbar.buttons.append(self.tools["winnable"])
        if saved is not None:
            self.advice.restore(saved.scene.get("solver"), game)
        self.begin(game, self.saved_chrome)
        self._pending_lost = game.is_lost   # a resumed dead end: offer the way out once shown

    # --- the engine ----------------------------------------------------------------------
    @property
    def game(self) -> FoundationGame:
        """The engine, typed (the chrome's ``engine``: a game is begun as the scene is built)."""
        engine = self.engine
        assert engine is not None, "the scene begins a game as it is built"
        return engine

    def deal_game(self, number: int) -> FoundationGame:
        """A new game of deal ``number``, with the player's auto-play setting."""
        return FoundationGame(self.game_id, number, autoplay=bool(self.app.settings.get("autoplay", True)))

    @property
    def shown_state(self) -> State:
        """What the board shows: mid-flight, the position before the flying step."""
        return self.flights[0].before if self.flights else self.game.state

    @property
    def geometry(self) -> BoardGeometry:
        """The board geometry, for the input and drawing paths that run only once it is laid
        out (``board_event`` and ``BoardPainter.draw`` return early while ``geo`` is None)."""
        assert self.geo is not None, "layout_board has not run yet"
        return self.geo

    @property
    def place(self) -> TilePlacement:
        """Where the tiles of a position lie on the laid-out board (hit testing asks it)."""
        assert self.placement is not None, "layout_board has not run yet"
        return self.placement

    @property
    def winnable_only(self) -> bool:
        return bool(self.prefs.get("winnable_only", False))

    # --- GameScene hooks -----------------------------------------------------------------
    def layout_board(self) -> None:
        self.geo = BoardGeometry(self.board_rect, self.config, theme.px(20, self.scale))
        self.placement = TilePlacement(self.config, self.geo)

    def draw_board(self, surface: pygame.Surface) -> None:
        snap = self.snapshot()
        if snap is not None:
            self.painter.draw(surface, snap, self.app.tiles)

    def snapshot(self) -> BoardSnapshot | None:
        """What the painter draws this frame (None before the board is laid out)."""
        if self.geo is None:
            return None
        flight = drag = drop = None
        if self.flights:
            f = self.flights[0]
            flight = FlightShot(f.before, f.move, f.tween.value)
        elif self.press is not None and self.press.dragging:
            p = self.press
            drag = DragShot(p.src, p.count, (self.pointer[0] - p.grab[0], self.pointer[1] - p.grab[1]))
        if self.press is not None and self.press.dragging:
            drop = self.move_to(self.press.src, self.press.count, self.pointer)
        dealing = self.advice.dealing
        return BoardSnapshot(
            geometry=self.geo, config=self.config, state=self.game.state, scale=self.scale,
            selected=self.selected, hint=self.hint_move, shown=tuple(self.shown), drop=drop,
            flight=flight, drag=drag, dealing_tries=dealing["tries"] if dealing else None, deal_limit=DEAL_TRIES,
            celebration=self.celebration.progress if self.celebration is not None else None,
            moves=len(self.game.moves), elapsed=self.elapsed)

    def new_game(self) -> None:
        self._clear_marks()
        self.flights.clear()
        self.celebration = None
        self.advice.stop_dealing()
        if self.winnable_only:
            self.advice.deal_winnable()
        else:
            self.begin(self.deal_game(new_deal_number()))

    def on_begin(self) -> None:
        self._clear_marks()
        self.flights.clear()
        self.celebration = None
        self.advice.request_verdict()

    def on_position_changed(self, how: str) -> None:
        self.flights.clear()
        self._clear_marks()
        step = self.game.last_step
        if how == "redo" and step is not None:
            self._after_move(step.before, step)
        else:
            self.advice.request_verdict()

    def hint(self) -> None:
        if self.advice.dealing:
            return
        self._finish_flights()
        result = self.advice.hint()
        if result is None:
            self.app.notify(_("Thinking about a hint…"))
        else:
            self.show_hint(result)

    def show_hint(self, result: dict | None) -> None:
        """Mark the hinted move and say it in words (or why there is none)."""
        if not result or not result.get("hint"):
            self.app.notify(_("No hint: no useful move is left.") if result else _("The solver could not help here."))
            return
        self.hint_move = Move.parse(result["hint"])
        if result["winnable"]:
            why = _("the next move of a solution the solver found")
        else:
            note = result.get("note")   # English from the solver (solver.py marks its notes)
            why = _(note) if note else _("the most useful move the solver sees")
        self.app.notify(_("Hint: {move} ({why})").format(move=self.advice.describe(self.hint_move), why=why))
        self.dirty = True

    def can_undo(self) -> bool:
        return not self.advice.dealing and self.game.can_undo

    def can_redo(self) -> bool:
        return not self.advice.dealing and self.game.can_redo

    def save_extras(self) -> dict:
        solver = self.advice.saved()
        return {} if solver is None else {"solver": solver}

    def status_items(self) -> list[tuple[str, str]]:
        if self.advice.dealing:
            return [(_("Deal"), "…"), (_("Solver"), _("dealing…"))]
        verdict = _("solved") if self.game.is_won else self.advice.verdict()
        return [(_("Foundations"), f"{self.game.score}/{self.config.tiles}"), (_("Moves"), str(len(self.game.moves))),
                (_("Deal"), theme.format_number(self.game.deal)), (_("Solver"), verdict)]

    def prepare_screenshot(self) -> None:
        """Play a few moves (foundation moves first) and wait for the solver's verdict."""
        for _step in range(SCREENSHOT_MOVES):
            moves = self.game.legal_moves()
            if not moves:
                break
            ups = [m for m in moves if m.dst.kind == "f"]
            builds = [m for m in moves if m.dst.kind == "t" and m.src.kind == "t"]
            self.game.apply((ups or builds or moves)[0])
        self.flights.clear()
        self._take_news(self.advice.wait_for_verdict())

    # --- per frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self._pending_lost and self.app.top is self:
            self._pending_lost = False
            self._offer_lost()
        self._take_news(self.advice.poll())
        if self.flights:
            self._advance_flights(dt)
        elif self.celebration is not None:
            self.celebration.update(dt)
            self.dirty = True
            if self.celebration.done:
                self.celebration = None
                self.game_finished(True, self.game.score, {"moves": len(self.game.moves), "deal": self.game.deal})
        self.animating = bool(self.flights or self.celebration is not None)

    def _take_news(self, news) -> None:
        """Act on what the solver's jobs brought: a hint asked for, a vetted deal."""
        if news.changed:
            self.dirty = True
        if news.hint_due:
            self.show_hint(news.hint)
        if news.deal is not None:
            self.begin(self.deal_game(news.deal))
            self.app.notify(news.note)

    def _advance_flights(self, dt: float) -> None:
        self.dirty = True
        flight = self.flights[0]
        flight.tween.update(dt)
        if flight.tween.done:
            self.flights.pop(0)
            if not self.flights:
                self._settled()

    def _finish_flights(self) -> None:
        """Land everything in the air at once (the player acted during an animation)."""
        if self.flights:
            self.flights.clear()
            self._settled()

    # --- moves ---------------------------------------------------------------------------
    # --- the Demo (game_base's contract) ------------------------------------------------
    def demo_start(self) -> str | None:
        if self.game.is_won:
            return _("The game is already won.")
        known = self.advice.current()
        if known is not None and known.get("winnable") and known.get("moves"):
            self.demo.moves, self.demo.found = list(known["moves"]), True
        else:
            self.demo.start(demo.line, self.game.to_record(), process=True)
            self.app.notify(_("Demo: finding a winning line…"))
        return None

    def demo_step(self) -> bool | None:
        if self.flights or self.celebration is not None:
            return None  # the last move is still landing
        return self.demo.play_next(self._demo_move, lambda: self.app.notify(
            _("The Demo knows no winning line from here.")))

    def _demo_move(self, text: str) -> bool:
        try:
            move = self.game.parse_move(text)
        except ValueError:
            return False  # a line that does not fit the position: stop rather than guess
        return self._try_move(move)

    def demo_stop(self) -> None:
        self.demo.stop()

    def _try_move(self, move: Move) -> bool:
        """Play ``move``; if the engine refuses it, say why and change nothing."""
        before = self.game.state
        previous = self.advice.current()
        try:
            self.game.apply(move)
        except IllegalMove as exc:
            self._refuse(str(exc))
            return False
        self._clear_marks()
        self.advice.carry_solution(previous, move)
        self.app.sound.play("select")
        self._after_move(before, self.game.last_step)
        return True

    def _refuse(self, reason: str) -> None:
        self.last_refusal = reason[:1].upper() + reason[1:]
        self.app.notify(self.last_refusal)
        self.app.sound.play("refuse")
        self.dirty = True

    def _after_move(self, before: State, step) -> None:
        """Queue the flights of a step (the move, then each auto-play) and ask the solver."""
        speed = anim.speed_setting(self.app.settings)
        self.flights.clear()
        if anim.duration(1.0, speed) > 0:
            state = before
            for i, move in enumerate((step.move, *step.auto)):
                seconds = anim.duration(MOVE_SECONDS if i == 0 else AUTO_SECONDS, speed)
                self.flights.append(Flight(state, move, anim.Tween(0.0, 1.0, seconds, anim.ease_in_out)))
                state = play(state, move)
        if step.auto:
            self.app.sound.play("match")
        self.advice.request_verdict()
        if not self.flights:
            self._settled()

    def _settled(self) -> None:
        """Everything has landed: notice a win or a dead end."""
        self.dirty = True
        if self.game.is_won and not self.finished and self.celebration is None:
            self.app.sound.play("win")
            speed = anim.speed_setting(self.app.settings)
            self.celebration = anim.Tween(0.0, 1.0, max(0.4, anim.duration(CELEBRATION_SECONDS, speed)), anim.linear)
        elif self.game.is_lost:
            self._offer_lost()

    def _offer_lost(self) -> None:
        self.app.push(ChoiceDialog(self.app, _("No moves left"),
                                   _("No tile can move any more. Take back a move, try the deal again, "
                                     "or start a new one."),
                                   [(_("Undo"), self._undo), (_("Restart"), self.start_restart),
                                    (_("New game"), self.start_new)]))

    def _clear_marks(self) -> None:
        self.selected = None
        self.shown = []
        self.hint_move = None
        self.press = None

    # --- winnable deals only --------------------------------------------------------------
    def toggle_winnable(self) -> None:
        self.prefs["winnable_only"] = not self.winnable_only
        self._label_winnable()
        self.app.storage.save_settings()
        self.app.notify(_("New games: proven-winnable deals only") if self.winnable_only
                        else _("New games: any deal"))

    def _label_winnable(self) -> None:
        button = self.tools["winnable"]
        button.label = _("Winnable deals: on") if self.winnable_only else _("Winnable deals: off")
        button.selected = self.winnable_only
        if self.scale and self.toolbar.rect.w:
            self.resize(self.app.size)   # the label's width changed

    # --- input ---------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if self.advice.dealing or self.celebration is not None or self.geo is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._finish_flights()
            if not self.finished:
                self._left_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._left_up(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._finish_flights()
            self._right_click(event.pos)

    def _motion(self, pos) -> None:
        self.pointer = pos
        p = self.press
        if p is None:
            return
        if not p.dragging and (abs(pos[0] - p.pos[0]) + abs(pos[1] - p.pos[1])) >= DRAG_START:
            p.dragging = True
            self.selected = None
            self.shown = self.game.destinations(p.src, p.count)
        if p.dragging:
            self.dirty = True

    def _left_down(self, pos) -> None:
        self.hint_move = None
        hit = self._source_at(pos)
        if hit is not None:
            src, count, rect = hit
            if self.last_click and self.last_click[0] == src and self.clock - self.last_click[1] <= DOUBLE_CLICK:
                self.last_click = None
                self._double_click(src)
                return
            self.last_click = (src, self.clock)
            self.press = Press(src, count, pos, (pos[0] - rect.x, pos[1] - rect.y))
        else:
            self.last_click = None
            held = self._held_at(pos)
            if held is not None and self.selected is None:
                self._refuse(held)

    def _left_up(self, pos) -> None:
        p, self.press = self.press, None
        if p is not None and p.dragging:
            self.shown = []
            move = self.move_to(p.src, p.count, pos)
            if move is not None:
                self._try_move(move)
            return
        if self.selected is not None:
            src, count = self.selected
            if p is not None and p.src == src:
                self._clear_marks()            # clicking the selection again lets it go
                return
            move = self.move_to(src, count, pos)
            if move is not None and (p is None or self.game.is_legal(move)):
                self._try_move(move)
                return
        if p is not None:
            self.selected = (p.src, p.count)
            self.shown = self.game.destinations(p.src, p.count)
        else:
            self._clear_marks()

    def _double_click(self, src: Spot) -> None:
        self._clear_marks()
        move = self.game.auto_destination(src, 1)
        if move is None:
            self._refuse(_("that tile has nowhere to go: no foundation takes it and no cell is free"))
        else:
            self._try_move(move)

    def _right_click(self, pos) -> None:
        hit = self._source_at(pos)
        self._clear_marks()
        if hit is None:
            return
        src, count, _rect = hit
        self.shown = self.game.destinations(src, count) or self.game.destinations(src, 1)
        if not self.shown:
            self.app.notify(_("That tile cannot move now."))

    # --- the keyboard (face/keys.py; the chrome's board cursor) ---------------------------
    def cursor_targets(self) -> list:
        return keys.targets(self)

    def let_go(self) -> bool:
        held = self.selected is not None
        self._clear_marks()
        return held

    # --- hit testing ---------------------------------------------------------------------
    def _source_at(self, pos) -> tuple[Spot, int, pygame.Rect] | None:
        """The tile (or group) a press at ``pos`` picks up, with the rect of its first tile."""
        state = self.game.state
        for i, rect in enumerate(self.geometry.cells):
            if rect.collidepoint(pos) and state.cells[i] is not None:
                return Spot("c", i), 1, rect
        for tile, rect in reversed(self.place.tableau_tiles(state)):
            if rect.collidepoint(pos):
                if not tile.movable:
                    return None
                return Spot("t", tile.column, tile.level), tile.movable, rect
        return None

    def _held_at(self, pos) -> str | None:
        """Why the tableau tile under ``pos`` cannot be picked up (None: no such tile)."""
        state = self.game.state
        for tile, rect in reversed(self.place.tableau_tiles(state)):
            if rect.collidepoint(pos):
                if tile.movable:
                    return None
                return held_reason(self.game.config, state, tile.column, tile.level, tile.row)
        return None

    def move_to(self, src: Spot, count: int, pos) -> Move | None:
        """The move a drop (or second click) at ``pos`` means (``TilePlacement.aimed_move``)."""
        return self.place.aimed_move(self.game.state, self.game.destinations(src, count), src, count, pos)

    def _landing(self, move: Move) -> pygame.Rect:
        return self.place.landing(self.game.state, move)

