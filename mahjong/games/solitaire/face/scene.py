"""The MahJongg Solitaire scene: selection, moves, shuffles, rounds, the layout chooser
and the end-of-game flow, on top of the shared game chrome.

Split by job: this module handles the player (clicks, the toolbar's actions, dialogs)
and the game's flow; ``draw.BoardPainter`` paints the board from the scene's state and
never changes it; ``advice.Advice`` asks the solver for hints and lost-position checks
as background jobs (core.jobs) that ``update`` collects, dropping answers about
positions that have changed. The game is ``match.Match``, the geometry ``view.BoardView``.
"""

from __future__ import annotations

import pygame

from mahjong.core import replays
from mahjong.core.demo import DemoLine
from mahjong.games.solitaire import demo, guess, hints
from mahjong.games.solitaire.advice import Advice
from mahjong.games.solitaire.builtin import shown_title
from mahjong.games.solitaire.face import keys
from mahjong.games.solitaire.face.draw import BoardPainter
from mahjong.games.solitaire.face.snapshot import Banner, BoardSnapshot, Lift
from mahjong.games.solitaire.face.view import BoardView, Position
from mahjong.games.solitaire.layout import Layout, LayoutError
from mahjong.games.solitaire.match import Layouts, Match
from mahjong.games.solitaire.rules import Solitaire
from mahjong.i18n import N_, _, format_number, ngettext
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, backgrounds, theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.widgets import Button, Toolbar, is_click

REMOVE_SECONDS = 0.28    # a removed pair lifts and fades out
BANNER_SECONDS = 1.8     # "Round N cleared" (at normal speed)
SCREENSHOT_PAIRS = 10
LOOKING = N_("Looking for a safe pair…")   # said while a hint is worked on
OFFER_NOTES = {  # what a hint's pair is worth while the solver is still at work
    guess.HARMLESS: N_("This pair cannot spoil the game: every tile of its kind is free. Still checking…"),
    guess.GUESS: N_("Not proven yet: this pair looks best so far. Still checking…"),
}
KIND_NAMES = {"winnable": N_("Winnable"), "gentle": N_("Gentle"), "wild": N_("Wild")}  # the deal kinds


class SolitaireScene(GameScene[Solitaire]):
    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        prefs = app.storage.game_settings(game_id)
        self.layouts = Layouts(app.storage.layouts_dir)
        match = (Match.from_record(self.layouts, self.saved.engine) if self.saved is not None
                 else Match.new(self.layouts, prefs.get("layout"), prefs.get("kind")))
        self.match = match
        self._round_shown = match.round
        self.tools["layout"] = Button(_("Layout"), self.open_chooser)
        self.toolbar = Toolbar(list(self.tools.values()))
        self.advice = Advice()
        self.demo = DemoLine()
        self.painter = BoardPainter()
        self.view: BoardView | None = None
        self._reset_marks()
        self.fx: list[tuple[str, int, tuple[int, int], anim.Tween]] = []   # (code, width, at, tween)
        self.banner: anim.Tween | None = None
        self.cleared_table = False  # a round was just cleared: the table shows no tiles
        self._stuck_shown = False
        self.begin(match.game, self.saved_chrome)

    def _reset_marks(self) -> None:
        self.selected: Position | None = None
        self.hover: Position | None = None
        self.hint_pair: tuple | None = None
        self.hint_cycle = 0
        self.hint_grade: str | None = None   # hints.PROVEN, guess.HARMLESS or guess.GUESS
        self.hint_asked = False              # the player waits for a hint on this position
        self.lost_notice = False

    # --- view -------------------------------------------------------------------------
    def layout_board(self) -> None:
        s = self.scale
        r = self.board_rect
        self.view = BoardView(self.match.positions, (r.x, r.y, r.w, r.h), self.app.tiles.metrics,
                              margin=theme.px(8, s))
        self.painter.forget()

    def draw_board(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface, self.snapshot(), self.app.tiles)

    def snapshot(self) -> BoardSnapshot:
        """What the painter draws this frame (the board is laid out before any drawing)."""
        assert self.view is not None, "layout_board runs before the first frame"
        match, r = self.match, self.board_rect
        present = match.present
        matching: frozenset = frozenset()
        if self.selected is not None and self.app.settings.get("highlight_matches"):
            matching = frozenset(p for p in present if p != self.selected
                                 and match.matches(p, self.selected) and match.is_free(p))
        banner = None
        if self.banner is not None:
            banner = Banner(self.banner.progress, self.banner.seconds > 0, match.round - 1, match.score,
                            shown_title(match.layout))
        return BoardSnapshot(
            view=self.view, board_rect=(r.x, r.y, r.w, r.h),
            table=backgrounds.table_surface(self.app.settings, self.app.size), scale=self.scale,
            tiles=tuple((p, match.code(p)) for p in present), selected=self.selected, hover=self.hover,
            hint_pair=self.hint_pair, matching=matching, cleared=self.cleared_table, banner=banner,
            lifts=tuple(Lift(code, width, at, tween.progress, round(tween.value))
                        for code, width, at, tween in self.fx))

    def _speed(self) -> str:
        return anim.speed_setting(self.app.settings)

    # --- input ----------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if self.view is None or self.banner is not None or self.cleared_table:
            return
        if event.type == pygame.MOUSEMOTION:
            pos = self.view.hit(event.pos, self.match.present)
            hover = pos if pos is not None and self.match.is_free(pos) else None
            if hover != self.hover:
                self.hover, self.dirty = hover, True
        elif is_click(event):
            pos = self.view.hit(event.pos, self.match.present)
            if pos is not None:
                self.click_tile(pos)
        elif is_click(event, 3) and self.selected is not None:
            self.selected = None

    # --- the keyboard (face/keys.py; the chrome's board cursor) ----------------------------
    def cursor_targets(self) -> list:
        return keys.targets(self)

    def let_go(self) -> bool:
        held, self.selected = self.selected, None
        return held is not None

    def click_tile(self, pos) -> None:
        """What a left click on the tile at ``pos`` does."""
        match = self.match
        if not match.is_free(pos):
            self.app.notify(match.blocked_reason(pos))
            self.app.sound.play("refuse")
            return
        if self.selected is None or self.selected == pos:
            self.selected = None if self.selected == pos else pos
            if self.selected is not None:
                self.app.sound.play("select")
            return
        if not match.matches(pos, self.selected):
            self.selected = pos
            self.app.sound.play("select")
            return
        first, self.selected = self.selected, None
        self._animate_removal((first, pos))
        points = match.remove(first, pos)
        self.app.sound.play("match")
        # Translators: the points a pair just scored
        self.app.notify(_("+{points}").format(points=points))
        self._after_change()

    def _animate_removal(self, pair) -> None:
        seconds = anim.duration(REMOVE_SECONDS, self._speed())
        if seconds <= 0:
            return
        view = self.view
        assert view is not None, "a pair is removed by clicks on the view's tiles, so the view exists"
        for pos in pair:
            self.fx.append((self.match.code(pos), view.width, view.sprite_pos(pos),
                            anim.Tween(0, view.depth * 3, seconds, anim.ease_out)))

    def _after_change(self) -> None:
        """After any change to the board: clear marks, then win, stuck or lost checks."""
        self.hint_pair = None
        self.hint_cycle = 0
        self.hint_grade = None
        self.hint_asked = False
        self.hover = None
        if self.selected is not None and self.selected not in self.match.present:
            self.selected = None
        if self.match.round != self._round_shown:
            cleared = self.match.round > self._round_shown
            self._round_shown = self.match.round
            self.layout_board()
            if cleared:
                self._round_cleared()
                return
        self._stuck_shown = False
        self._check_stuck()
        if self.match.kind == "wild" and not self.finished:
            self.advice.ask(hints.CHECK, self.match)

    def _round_cleared(self) -> None:
        self.cleared_table = True   # the next round's tiles stay hidden until it is chosen
        self.banner = anim.Tween(0, 1, max(anim.duration(BANNER_SECONDS, self._speed()), 0.6), anim.linear)
        self.app.sound.play("win")

    def _offer_next_round(self) -> None:
        """After a cleared board: play on with the score carried, or bank the result."""
        cleared = self.match.round - 1
        text = ngettext("You have cleared {count} round and scored {score}. The next round is {layout}; "
                        "your score carries on.",
                        "You have cleared {count} rounds and scored {score}. The next round is {layout}; "
                        "your score carries on.", cleared).format(
            count=cleared, score=format_number(self.match.score), layout=shown_title(self.match.layout))
        text += " " + (_("Or finish here: the Demo played in this game, so it counts as played, not won.")
                       if self.demo_used else _("Or finish here and record the game as won."))
        finish = lambda: self.game_finished(True, self.match.score, self.match.result_extra())  # noqa: E731
        self.app.push(ChoiceDialog(self.app, _("Round {number} cleared").format(number=cleared), text,
                                   [(_("Next round"), self._next_round), (_("Finish here"), finish)],
                                   default=0, cancel=self._next_round))

    def _next_round(self) -> None:
        """Show the next round's board (dealt already, hidden while the last one was cheered)."""
        self.cleared_table = False
        self.dirty = True
        self._check_stuck()

    def _check_stuck(self) -> None:
        if self.finished or self.banner is not None or self.match.free_pairs() or self._stuck_shown:
            return
        if self.match.shuffles_left == 0:
            self.game_finished(self.match.round > 1, self.match.score, self.match.result_extra())
            return
        self._stuck_shown = True
        self.selected = None  # nothing stays picked under the dialog
        buttons = []
        if self.match.shuffles_left:
            buttons.append((_("Shuffle ({count} left)").format(count=self.match.shuffles_left), self.shuffle))
        if self.can_undo():
            buttons.append((_("Undo"), self._undo))
        buttons += [(_("Restart"), self.ask_restart), (_("New game"), self.ask_new)]
        self.app.push(ChoiceDialog(self.app, _("No more moves"),
                                   _("No free pair is left on the table."), buttons, default=0, cancel=None))

    # --- the Demo (game_base's contract) ------------------------------------------------
    def demo_start(self) -> str | None:
        if not self.match.free_pairs():
            return _("No free pair is left: the Demo cannot play from here.")
        self.selected = None
        self.demo.start(demo.line, self.match.solver_boards()[0])
        self.app.notify(_("Demo: finding a winning line…"))
        return None

    def demo_step(self) -> bool | None:
        if self.fx or self.banner is not None:
            return None  # the last pair is still lifting off
        return self.demo.play_next(self._demo_pair, lambda: self.app.notify(
            _("The Demo knows no way to clear the board from here.")))

    def _demo_pair(self, pair: tuple[int, int]) -> bool:
        first, second = self.match.pair_at(*pair)
        self._animate_removal((first, second))
        points = self.match.remove(first, second)
        self.app.sound.play("match")
        self.app.notify(_("Demo: +{points}").format(points=points))
        self._after_change()
        return True

    def demo_stop(self) -> None:
        self.demo.stop()

    def shuffle(self) -> None:
        self.match.shuffle()
        left = self.match.shuffles_left
        self.app.notify(ngettext("Shuffled. {count} shuffle left.", "Shuffled. {count} shuffles left.", left).format(
            count=left))
        self._after_change()
        self.dirty = True

    # --- the solver's answers ------------------------------------------------------------
    def _take_advice(self) -> None:
        """Act on the answers ``advice`` collected (only those about the position on the table)."""
        for purpose, answer in self.advice.answers(self.match):
            if self.finished:
                continue
            if purpose == hints.HINT:
                self._advise(*self.advice.keep(self.match, answer))
            elif answer.winnable is False and not self.lost_notice:
                self.lost_notice = True
                self.app.notify(_("This position can no longer be won. Hint offers to go back."))

    def _advise(self, pairs: list, back: int | None, winnable: bool | None) -> None:
        """Show a hint answer: the next pair proven safe, or the offer to go back when the
        position is lost; when the solver gave up, the pair offered meanwhile stays."""
        if pairs:
            if self.hint_grade not in (None, hints.PROVEN):
                self.app.notify(_("Checked: this pair keeps the game winnable."))
            if self.hint_pair in pairs and self.hint_grade != hints.PROVEN:  # the offer was right
                self.hint_cycle = pairs.index(self.hint_pair)
            self.hint_grade = hints.PROVEN
            self._show_hint(pairs)
        elif winnable is None:
            self.app.notify(_("The solver could not decide this position: the pair shown is a best guess."))
        else:
            self.hint_grade = None
            self._offer_rewind(back)

    def _offer_rewind(self, back: int | None) -> None:
        if back:
            text = ngettext("This position can no longer be won. Undo {count} move to go back to the last position "
                            "that can?", "This position can no longer be won. Undo {count} moves to go back to the "
                            "last position that can?", back).format(count=back)
            buttons = [(ngettext("Undo {count} move", "Undo {count} moves", back).format(count=back),
                        lambda: self.rewind(back)), (_("Play on"), None)]
        else:
            text = _("This position can no longer be won, and no earlier position of this round could be either.")
            buttons = [(_("Play on"), None), (_("Restart"), self.ask_restart)]
        self.app.push(ChoiceDialog(self.app, _("No way to win from here"), text, buttons, default=0))

    def rewind(self, steps: int) -> None:
        """Take back ``steps`` moves (each counts as an undo)."""
        self.take_back(steps)

    def _show_offer(self) -> None:
        """Show the pair the running hint question suggests, if it has one yet."""
        offer = self.advice.offer(self.match)
        if offer is None or (offer[0] == self.hint_pair and offer[1] == self.hint_grade):
            return
        self.hint_pair, self.hint_grade = offer
        if self.hint_grade in OFFER_NOTES:
            self.app.notify(_(OFFER_NOTES[self.hint_grade]))
        self.selected = None
        self.dirty = True

    def _show_hint(self, pairs: list) -> None:
        self.app.dismiss(_(LOOKING))   # the answer is on the board: the wait is over
        self.hint_pair = pairs[self.hint_cycle % len(pairs)]
        self.hint_cycle += 1
        self.selected = None
        self.dirty = True

    # --- the chrome's calls -------------------------------------------------------------
    def hint(self) -> None:
        if self.banner is not None:
            return
        if not self.match.free_pairs():
            self._stuck_shown = False
            self._check_stuck()
            return
        known = self.advice.known(self.match)
        if known is not None:
            self._advise(*known)
        elif self.advice.thinking(self.match) is None:
            self.app.notify(_(LOOKING))
            self.advice.ask(hints.HINT, self.match)
        self.hint_asked = True

    def on_position_changed(self, how: str) -> None:
        if how == "undo":
            self.lost_notice = False
        self._after_change()

    def can_undo(self) -> bool:
        return self.match.can_undo and self.banner is None

    def can_redo(self) -> bool:
        return self.match.can_redo and self.banner is None

    def new_game(self, deal: int | None = None, layout: Layout | None = None, kind: str | None = None) -> None:
        """A new deal (``deal``: a given one), of ``layout`` and ``kind`` (default: this game's)."""
        match = Match.new(self.layouts, layout or self.match.first_layout, kind or self.match.kind, deal)
        self.begin(match.game)

    def on_begin(self) -> None:
        self.match = Match(self.live_engine)
        self._fresh_board()

    @property
    def live_engine(self) -> Solitaire:
        engine = self.engine
        assert engine is not None, "the scene begins a game as it is built"
        return engine

    def _fresh_board(self) -> None:
        self._reset_marks()
        self.fx.clear()
        self.banner = None
        self.cleared_table = False
        self._stuck_shown = False
        self.advice.reset()
        self._round_shown = self.match.round
        if self.board_rect.w:
            self.layout_board()

    def hint_status(self) -> str | None:
        """The status bar's word on a hint still being worked on (None: nothing to say)."""
        thinking = self.advice.thinking(self.match) if self.hint_asked else None
        if thinking is None or self.hint_grade == hints.PROVEN:
            return None
        seconds = f"{thinking:.0f}"
        if self.advice.lost(self.match):
            return _("lost, looking back… {seconds} s").format(seconds=seconds)
        if self.hint_grade is None:
            return _("thinking… {seconds} s").format(seconds=seconds)
        if self.hint_grade == guess.HARMLESS:
            return _("safe, checking… {seconds} s").format(seconds=seconds)
        return _("not proven, checking… {seconds} s").format(seconds=seconds)

    def status_items(self) -> list[tuple[str, str]]:
        m = self.match
        hint = self.hint_status()
        kind = _(KIND_NAMES[m.kind]) if m.kind in KIND_NAMES else m.kind.title()
        # Translators: the deal's number, then its kind (Winnable, Gentle or Wild)
        deal = _("{number} {kind}").format(number=theme.format_number(m.deal), kind=kind)
        return ([(_("Hint"), hint)] if hint else []) + [
            (_("Score"), format_number(m.score)), (_("Pairs"), str(m.pairs_left)),
            (_("Free pairs"), str(len(m.free_pairs()))), (_("Shuffles"), str(m.shuffles_left)),
            (_("Round"), str(m.round)), (_("Deal"), deal)]

    def played_layouts(self) -> dict[str, str]:
        game = self.match.game
        marks = {name: self.layout_now(name) for name in game.layouts_played[1:]}
        marks[game.first_layout.name] = replays.fingerprint(game.first_layout.positions)
        return {name: mark for name, mark in marks.items() if mark}

    def layout_now(self, name: str) -> str | None:
        try:
            return replays.fingerprint(self.layouts.get(name).positions)
        except LayoutError:
            return None

    def prepare_screenshot(self) -> None:
        for _pair in range(SCREENSHOT_PAIRS):
            pairs = self.match.free_pairs()
            if not pairs:
                break
            self.match.remove(*pairs[len(pairs) // 2])
        self._after_change()
        self.dirty = True

    def prepare_won_screenshot(self) -> None:
        """Clear the board along the solver's line (for the "You won!" screenshot)."""
        pairs = demo.line(self.match.solver_boards()[0]) or []
        for pair in pairs:
            self.match.remove(*self.match.pair_at(*pair))
        self._reset_marks()
        if self.match.round != self._round_shown:   # cleared: the next round stays hidden
            self._round_shown = self.match.round
            self.cleared_table = True
            self.layout_board()
        self.dirty = True

    # --- the layout chooser -------------------------------------------------------------
    def open_chooser(self) -> None:
        from mahjong.games.solitaire.face.chooser import LayoutChooser

        self.app.push(LayoutChooser(self.app, self.match.layout.name, self.match.kind, self._chosen))

    def _chosen(self, layout, kind: str, deal: int | None) -> None:
        prefs = self.app.storage.game_settings(self.game_id)
        prefs.update(layout=layout.name, kind=kind)
        self.app.storage.save_settings()

        def start() -> None:
            self.start_fresh(lambda: self.new_game(deal, layout, kind))

        if self.in_progress:
            from mahjong.ui.dialogs import ConfirmDialog

            self.app.push(ConfirmDialog(self.app, _("Start a new game?"), _("The game in progress will be lost."),
                                        start, yes=_("New game"), no=_("Cancel")))
        else:
            start()

    # --- per frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.hint_asked and self.hint_grade != hints.PROVEN:
            self._show_offer()
        self._take_advice()
        if self.fx:
            for *_sprite, tween in self.fx:
                tween.update(dt)
            self.fx = [f for f in self.fx if not f[3].done]
            self.dirty = True
        if self.banner is not None:
            self.banner.update(dt)
            self.dirty = True
            if self.banner.done:
                self.banner = None
                self._offer_next_round()
        self.animating = bool(self.fx) or self.banner is not None or self.advice.busy

    def exit(self) -> None:
        super().exit()
        self.hover = None
