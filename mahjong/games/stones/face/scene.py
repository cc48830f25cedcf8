"""The Stones family's scene (Small Stones, Tiny Pebbles, MahJongg Stones, Free Stones,
Loose Stones, Throwing Stones).

The board on the left, a side panel on the right: the next stone and the stock count,
the score, four-ways and multiplier, a notice box (what hovering a square would do,
hints, refusals) and the "finishable deals only" switch.

Controls. A left click places the shown stone; hovering a square previews it there.
A right click toggles the light on every square where the stone fits; holding H lights
them too while it is held. The Hint button (and H) asks the solver for a square that
keeps the game finishable and marks it in gold, or says the game cannot be finished.
In Throwing Stones a stone that fits nowhere is thrown away with the panel's Throw
button (or T) while throws are left.

Split by job: this module handles the player (input, placements, the toolbar's actions,
what the notice box says) and the game's flow; ``draw.StonesPainter`` lays out and paints
the board and panel from the scene's state and never changes it; ``advice.Advice`` runs
the slow work off the frame path as background jobs (core.jobs): dealing a new game
(deals.new_game searches for a finishable draw, up to a few seconds) and the hint.
``update`` collects them; a hint about a game or position that has since changed is dropped.
"""

from __future__ import annotations

import pygame

from mahjong.core.demo import DemoLine
from mahjong.core.errors import BadRecord
from mahjong.games.stones import demo
from mahjong.games.stones.advice import Advice
from mahjong.games.stones.config import get_config, stone_name, stone_words
from mahjong.games.stones.face import keys
from mahjong.games.stones.face.draw import StonesPainter, panel_layout
from mahjong.games.stones.face.snapshot import HoverShot, StoneFlight, StonesSnapshot, Tally
from mahjong.games.stones.face.switch import PanelSwitch
from mahjong.games.stones.face.view import Cell, StonesView
from mahjong.games.stones.rules import Move, Place, Stone, StonesGame, Throw
from mahjong.games.stones.solver import Hint
from mahjong.i18n import _, ngettext, pgettext
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.widgets import Button

FLIGHT_SECONDS = 0.3


class Flight:
    """The placed stone on its way from the stock to its square."""

    def __init__(self, stone: Stone, cell: Cell, seconds: float) -> None:
        self.stone, self.cell = stone, cell
        self.tween = anim.Tween(0.0, 1.0, seconds, anim.ease_in_out)


class StonesScene(GameScene[StonesGame]):
    """``StonesScene(app, game_id, record=None)``; a record resumes a saved game."""

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.config = get_config(game_id)
        self.advice = Advice()                      # "deal" and "hint", run in the background
        self.demo = DemoLine()                      # the Demo's placements
        self.painter = StonesPainter()
        self.hint_cell: Cell | None = None
        self.hover: Cell | None = None              # the cell under the pointer
        self.show_legal = False                     # toggled by a right click
        self.h_held = False
        self.flight: Flight | None = None
        self.notice: tuple[str, str] | None = None  # (kind, text): the last thing to tell
        self.stuck_shown = False                    # the "fits nowhere" dialog is up or was answered
        self.view: StonesView | None = None
        self.layout: dict[str, pygame.Rect] = {}
        self.stock_width = 0
        settings = app.storage.game_settings(game_id)
        self.finishable = PanelSwitch(_("Finishable deals only"), bool(settings.get("finishable_only", True)),
                                 self._set_finishable)
        self.throw_button = Button(_("Throw away"), self._throw_clicked)
        self.throw_button.visible = self.config.throws > 0
        if self.saved is not None:
            if self.saved.engine.get("attempt") is None:  # every save names it: replaying needs no solver
                raise BadRecord(_("the save does not say which draw of the deal it used"))
            self.begin(StonesGame.from_record(self.saved.engine), self.saved_chrome)
        else:
            self.new_game()

    @property
    def game(self) -> StonesGame | None:
        """The game on the board: None while a new one is being dealt (the chrome's
        ``engine`` is still the game left, which no longer counts)."""
        return None if self.dealing else self.engine

    # --- the game's life ---------------------------------------------------------------
    def _set_finishable(self, value: bool) -> None:
        self.app.storage.game_settings(self.game_id)["finishable_only"] = value
        self.app.storage.save_settings()
        self.notice = ("info", _("New deals will be proved finishable first.") if value
                       else _("New deals will be dealt as they come, finishable or not."))

    def _calm(self) -> None:
        """Drop what belongs to the position just left: flight, hint, highlights, notice."""
        self.flight = None
        self.advice.drop_hint()
        self.hint_cell = None
        self.notice = None
        self.stuck_shown = False

    @property
    def dealing(self) -> bool:
        """A new game is being dealt in the background."""
        return self.advice.dealing

    def _take_deal(self, game: StonesGame | None) -> None:
        """The dealt game, once the deal is done (None: not yet)."""
        if game is None:
            return
        self.begin(game)

    def on_begin(self) -> None:
        self._calm()

    def new_game(self) -> None:
        self._calm()
        finishable = self.finishable.value
        self.advice.deal(self.game_id, finishable)
        self.notice = ("info", _("Dealing a game the solver can finish…") if finishable else _("Dealing…"))
        self.animating = True

    def restart(self) -> None:
        if self.game is not None:  # still dealing: the new deal is fresh already
            super().restart()

    @property
    def live_game(self) -> StonesGame:
        """The game, for callers that run only once one is dealt (``can_undo`` and the like)."""
        assert self.game is not None, "no game yet: it is still being dealt"
        return self.game

    def on_position_changed(self, how: str) -> None:
        self._calm()

    def can_undo(self) -> bool:
        return self.game is not None and self.game.can_undo

    def can_redo(self) -> bool:
        return self.game is not None and self.game.can_redo

    # --- the Demo (game_base's contract) ------------------------------------------------
    def demo_start(self) -> str | None:
        g = self.game
        if g is None:
            return _("The game is still being dealt.")
        if g.is_over:
            return _("The game is over.")
        self.demo.start(demo.line, StonesGame.from_record(g.to_record()))
        self.notice = ("info", _("Demo: looking for a way to place every stone…"))
        return None

    def demo_step(self) -> bool | None:
        if self.flight is not None:
            return None  # the last stone is still landing
        return self.demo.play_next(self.play_move, self._no_demo_line)

    def play_move(self, move: Move) -> bool:
        """Play one of the engine's moves as the player would (the Demo's line)."""
        return self.throw() if isinstance(move, Throw) else self.place(move.cell)

    def _no_demo_line(self) -> None:
        self.notice = ("bad", _("The Demo knows no way to place every stone from here."))

    def demo_stop(self) -> None:
        self.demo.stop()

    def record(self) -> dict | None:
        g = self.game
        return None if g is None or g.deal is None else g.to_record()

    def hint(self) -> None:
        g = self.game
        if g is None or g.is_over or self.advice.hinting:
            return
        self.hint_cell = None
        self.hover = None  # the old "Not here" preview gives way to the hint
        self.advice.ask_hint(g)
        self.notice = ("hint", _("Looking for a square that keeps the game finishable…"))
        self.animating = True

    def _take_hint(self, result: Hint) -> None:
        self.hover = None
        if isinstance(result.move, Throw):
            self.notice = ("hint", _("This stone fits on no square: throw it away (the Throw button, or T)."))
        elif result.move is not None:
            self.hint_cell = result.move.cell
            text = (_("The square marked in gold keeps the game finishable.") if result.finishable
                    else _("Try the square marked in gold (the solver ran out of time to be sure)."))
            self.notice = ("hint", text)
        else:
            self.notice = ("bad", _("This game can no longer be finished: undo a few moves, or play on "
                                    "for the best score."))

    def place(self, cell) -> bool:
        """Put the shown stone on ``cell``; a refusal is told in the notice box."""
        g = self.game
        if g is None or self.finished or g.is_over:
            return False
        verdict = g.explain(cell)
        if not verdict.legal:
            if g.tile_at(cell) is None:
                self.notice = ("bad", _("Not there: {reason}.").format(reason=self._reason(cell, verdict.reason)))
                self.app.sound.play("refuse")
            return False
        stone, four_ways = g.shown, g.four_ways
        assert stone is not None, "explain() calls no square legal once the stock is empty"
        self._calm()
        g.apply(Place(*cell))
        seconds = anim.duration(FLIGHT_SECONDS, anim.speed_setting(self.app.settings))
        if seconds > 0:
            self.flight = Flight(stone, cell, seconds)
            self.animating = True
        if g.four_ways > four_ways:
            self.notice = ("good", _("A four-way for {points} points! From now on every placement scores "
                                     "×{multiplier}.").format(points=verdict.points, multiplier=g.multiplier))
        self.app.sound.play("match")
        return True

    @property
    def can_throw(self) -> bool:
        """The shown stone fits nowhere and a throw is left (Throwing Stones)."""
        g = self.game
        return (g is not None and not self.finished and self.flight is None
                and g.why_throw_illegal() is None)

    def throw(self) -> bool:
        """Throw the shown stone away; a throw the rules refuse is told in the notice box."""
        g = self.game
        if g is None or self.finished or g.is_over or self.config.throws == 0:
            return False
        reason = g.why_throw_illegal()
        stone = g.shown
        if reason is not None or stone is None:
            self.notice = ("bad", _("No throw: {reason}.").format(reason=reason))
            self.app.sound.play("refuse")
            return False
        self._calm()
        g.apply(Throw())
        words = stone_words(self.config.colours[stone.colour], self.config.symbols[stone.symbol])
        left = g.throws_left
        self.notice = ("info", _("The {colour} {symbol} is thrown away.").format(**words) + " "
                       + ngettext("{count} throw left.", "{count} throws left.", left).format(count=left))
        self.app.sound.play("select")
        return True

    def _throw_clicked(self) -> None:
        self.throw()

    def _reason(self, cell, reason: str) -> str:
        """The engine's reason, with a mismatching neighbour pointed at on the board."""
        if self.clashes(cell):
            return _("it shares neither colour nor symbol with the stone outlined in red")
        return reason

    def clashes(self, cell) -> list:
        """Neighbours of ``cell`` sharing nothing with the shown stone."""
        g = self.game
        shown = g.shown if g is not None else None
        if g is None or shown is None or g.tile_at(cell) is not None:
            return []
        return [c for c, s in g.neighbours(cell) if s.colour != shown.colour and s.symbol != shown.symbol]

    def update(self, dt: float) -> None:
        super().update(dt)
        self._take_deal(self.advice.dealt())
        done, answer = self.advice.hint_answer(self.game)
        if done:
            if answer is not None:
                self._take_hint(answer)
            self.dirty = True
        if self.flight is not None:
            self.flight.tween.update(dt)
            if self.flight.tween.done:
                self.flight = None
            self.dirty = True
        self.animating = self.flight is not None or self.advice.busy
        self.throw_button.enabled = self.can_throw
        g = self.game
        if g is not None and not self.finished and self.flight is None and g.is_over:
            if g.is_won:
                self.app.sound.play("win")
                self._finish()
            elif not self.stuck_shown:
                self._offer_undo()

    def _finish(self) -> None:
        g = self.live_game
        extra = {"four_ways": g.four_ways, "stones_left": g.tiles_left}
        if self.config.throws:
            extra["thrown"] = g.thrown
        self.game_finished(g.is_won, g.score, extra)

    def stuck_stone(self) -> str | None:
        """The shown stone named in words ("the red star") when it fits nowhere; else None."""
        g = self.game
        if g is None or g.shown is None or not g.is_over or self.flight is not None:
            return None
        return stone_name(self.config.colours[g.shown.colour], self.config.symbols[g.shown.symbol])

    def _offer_undo(self) -> None:
        """The game is lost: say which stone fits nowhere, and offer Undo before the
        result is recorded (as Solitaire does when no pair is left)."""
        self.stuck_shown = True
        self.stop_demo()
        self.hover = None
        stone = self.stuck_stone()
        left = self.live_game.tiles_left
        text = ngettext("The next stone, {stone}, fits on no empty square, so the game is lost with "
                        "{count} stone left.",
                        "The next stone, {stone}, fits on no empty square, so the game is lost with "
                        "{count} stones left.", left).format(stone=stone, count=left)
        buttons: list = []
        if self.can_undo():
            text += " " + _("Undo to try another way, or end the game.")
            buttons.append((_("Undo"), self._undo))
        buttons.append((_("End the game"), self._finish))
        self.app.push(ChoiceDialog(self.app, _("No square for this stone"), text, buttons, default=0, cancel=None))

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        plain = not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_h and plain:
            self.h_held = event.type == pygame.KEYDOWN and not self.paused
            self.dirty = True
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.h_held = False
        elif (event.type == pygame.KEYDOWN and event.key == pygame.K_t and plain and self.config.throws
              and not self.paused and not self.demo_on):
            self.throw()
            self.dirty = True
            return
        super().handle_event(event)

    def board_event(self, event) -> None:
        if self.finishable.handle_event(event) or (
                self.throw_button.visible and self.throw_button.handle_event(event)):
            self.dirty = True
            return
        pos = getattr(event, "pos", None)
        if pos is None or self.view is None:
            return
        cell = self.view.cell_at(pos)
        if event.type == pygame.MOUSEMOTION:
            if cell != self.hover:
                self.hover = cell
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.show_legal = not self.show_legal
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and cell is not None:
            self.hover = cell
            self.place(cell)

    # --- the keyboard (face/keys.py; the chrome's board cursor) ----------------------------
    def cursor_targets(self) -> list:
        return keys.targets(self)

    def on_cursor(self, target) -> None:
        """A square under the cursor is previewed as the pointer's hover would be."""
        square = target is not None and target.key[0] == "square"
        self.hover = target.key[1] if square else None

    def toggle_lights(self) -> None:
        """Light every square where the stone fits, or stop (a right click's job)."""
        self.show_legal = not self.show_legal

    def legal_cells(self) -> set:
        """The squares lit by the right click or a held H (empty when neither is on)."""
        g = self.game
        if g is None or not (self.show_legal or self.h_held) or self.finished:
            return set()
        return {m.cell for m in g.placements()}

    def notice_text(self) -> tuple[str, str]:
        """(kind, text) for the notice box: a stone that fits nowhere first, then the
        hovered square, then the last news."""
        g = self.game
        stuck = self.stuck_stone()
        if stuck is not None:
            return "bad", _("Game over: {stone} (outlined in red) fits on no empty square.").format(stone=stuck)
        if self.can_throw and g is not None:
            left = g.throws_left
            return "bad", (_("This stone fits on no square: throw it away (the Throw button, or T).") + " "
                           + ngettext("{count} throw left.", "{count} throws left.", left).format(count=left))
        if g is not None and self.hover is not None and g.shown is not None and self.flight is None \
                and g.tile_at(self.hover) is None and not self.finished and not self.dealing:
            v = g.explain(self.hover)
            if not v.legal:
                return "bad", _("Not here: {reason}.").format(reason=self._reason(self.hover, v.reason))
            if v.neighbours == 0:
                return "good", _("Fits here as a lone stone: no neighbours, no points.")
            if v.neighbours == 4:
                return "good", _("A four-way! {points} points, and every placement after it scores double.").format(
                    points=v.points)
            # Translators: {points} is "1 point" or "{count} points" (its own message)
            points = ngettext("{count} point", "{count} points", v.points).format(count=v.points)
            return "good", ngettext("Fits here: {count} neighbour, {points}.",
                                    "Fits here: {count} neighbours, {points}.",
                                    v.neighbours).format(count=v.neighbours, points=points)
        if self.notice is not None:
            return self.notice
        if g is not None and self.show_legal:
            n = len(g.placements())
            return "info", ngettext("{count} square lit where the stone fits. Right-click to hide.",
                                    "{count} squares lit where the stone fits. Right-click to hide.", n).format(count=n)
        if self.config.loose:
            return "info", _("Place the stone next to stones that share its colour or symbol, any mix. "
                             "Right-click lights every square where it fits.")
        if self.config.free_placement:
            return "info", _("Place the stone next to stones it matches, or alone where it touches no stone "
                             "(no points). Right-click lights every square where it fits.")
        return "info", _("Place the stone next to stones it matches. Right-click lights every square where it fits.")

    def status_items(self) -> list[tuple[str, str]]:
        g = self.game
        if g is None:
            return [(_("Deal"), "…")]
        items = [(_("Deal"), theme.format_number(g.deal)), (_("Score"), theme.format_number(g.score)),
                 (_("Four-ways"), str(g.four_ways)), (_("Multiplier"), f"×{g.multiplier}"),
                 # Translators: stones left to place (the status line)
                 (pgettext("stones", "Left"), str(g.tiles_left))]
        if self.config.throws:
            items.append((_("Throws"), str(g.throws_left)))
        return items

    def prepare_screenshot(self) -> None:
        """A game in play: ten placements, each the one that scores most (first in row order)."""
        if self.dealing:
            self.advice.wait_for_deal()
            self._take_deal(self.advice.dealt())
        g = self.live_game   # the deal was waited for just above
        for _step in range(10):
            moves = g.placements()
            if not moves or g.tiles_left <= 1:
                break
            g.apply(max(moves, key=lambda m: g.explain(m.cell).points))
        self._calm()
        self.show_legal = True
        self.hover = None
        self.animating, self.dirty = False, True

    # --- layout and drawing (draw.StonesPainter) -----------------------------------------
    def layout_board(self) -> None:
        s, area = self.scale, self.board_rect
        panel_w = min(theme.px(264, s), area.w // 3)
        self.view = StonesView(self.config.width, self.config.height, (area.x, area.y, area.w, area.h),
                               self.app.tiles.metrics, panel_w, theme.px(24, s))
        self.layout, self.stock_width = panel_layout(self.view, s, self.config)
        self.finishable.rect, self.finishable.size = self.layout["toggle"], theme.px(15, s)
        self.finishable.switch_h, self.finishable.gap = theme.px(27, s), theme.px(10, s)
        self.throw_button.rect, self.throw_button.size = self.layout["throw"], theme.px(16, s)

    def draw_board(self, surface: pygame.Surface) -> None:
        widgets = [self.throw_button, self.finishable] if self.throw_button.visible else [self.finishable]
        self.painter.draw(surface, self.snapshot(), self.app.tiles, widgets)

    def snapshot(self) -> StonesSnapshot:
        """What the painter draws this frame (the board is laid out before any drawing)."""
        assert self.view is not None, "layout_board runs before the first frame"
        g = self.game
        tally = stones = None
        if g is not None:
            tally = Tally(g.score, g.four_ways, g.multiplier, g.tiles_left, g.throws_left, bool(g.thrown))
            stones = tuple(g.tiles())
        return StonesSnapshot(
            view=self.view, layout=self.layout, config=self.config, scale=self.scale,
            stock_width=self.stock_width, stones=stones or (), shown=g.shown if g is not None else None,
            tally=tally, legal=frozenset(self.legal_cells()), hint=self.hint_cell if g is not None else None,
            hover=self._hover_shot(), dealing=g is None, stuck=self.stuck_stone() is not None,
            flight=StoneFlight(self.flight.stone, self.flight.cell, self.flight.tween.value) if self.flight else None,
            notice=self.notice_text())

    def _hover_shot(self) -> HoverShot | None:
        """The preview of the shown stone on the hovered square, when there is one to draw."""
        g, cell = self.game, self.hover
        if (g is None or cell is None or g.shown is None or self.finished or self.flight is not None
                or g.tile_at(cell) is not None):
            return None
        return HoverShot(cell, g.explain(cell).legal, tuple(self.clashes(cell)))
