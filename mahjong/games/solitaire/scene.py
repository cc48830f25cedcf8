"""The MahJongg Solitaire scene: the board drawn with stacked tiles, selection, hints,
shuffles, rounds and the layout chooser, on top of the shared game chrome.

The board is painted into a cached surface (felt included) that is rebuilt only when
what it shows changes (tiles, selection, hint, hover); a frame is then one blit plus
the chrome and any tiles being animated away. Hints and lost-position checks run the
solver as background jobs (core.jobs, keys hints.HINT and hints.CHECK) that ``update`` polls.
"""

from __future__ import annotations

import pygame

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire import hints
from mahjong.games.solitaire.match import Layouts, Match
from mahjong.games.solitaire.view import BoardView, draw_order
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.widgets import Button, Toolbar, is_click

REMOVE_SECONDS = 0.28    # a removed pair lifts and fades out
BANNER_SECONDS = 1.8     # "Round N cleared" (at normal speed)
SCREENSHOT_PAIRS = 10


class SolitaireScene(GameScene):
    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        prefs = app.storage.game_settings(game_id)
        self.layouts = Layouts(app.storage.layouts_dir)
        self.match = (Match.from_record(self.layouts, record) if record
                      else Match.new(self.layouts, prefs.get("layout"), prefs.get("kind")))
        self._round_shown = self.match.round
        self.tools["layout"] = Button("Layout", self.open_chooser)
        self.toolbar = Toolbar(list(self.tools.values()))
        self.jobs = Jobs()
        self.asked: dict[str, int] = {}    # purpose -> the board version its job is about
        self.view: BoardView | None = None
        self._reset_marks()
        self.fx: list[tuple[pygame.Surface, tuple[int, int], anim.Tween]] = []
        self.banner: anim.Tween | None = None
        self._cache: pygame.Surface | None = None
        self._cache_key = None
        self._stuck_shown = False

    def _reset_marks(self) -> None:
        self.selected = None
        self.hover = None
        self.hint_pair: tuple | None = None
        self.hint_cycle = 0
        self.hints: tuple[int, list, int | None] | None = None   # (board version, pairs, moves back)
        self.lost_notice = False

    # --- view -------------------------------------------------------------------------
    def layout_board(self) -> None:
        s = self.scale
        self.view = BoardView(self.match.positions, tuple(self.board_rect), self.app.tiles.metrics,
                              margin=theme.px(8, s))
        self._cache = None

    def _speed(self) -> str:
        return self.app.settings.get("animation_speed", "normal")

    def _tile_state(self, pos) -> str:
        if pos == self.selected:
            return "selected"
        if self.hint_pair and pos in self.hint_pair:
            return "hinted"
        if (self.selected is not None and self.app.settings.get("highlight_matches")
                and self.match.matches(pos, self.selected)):
            return "hinted"
        return "normal"

    def _board_surface(self) -> pygame.Surface:
        """The cached picture of the board area: felt, shadows and every tile."""
        key = (self.match.version, self.selected, self.hint_pair, self.hover,
               bool(self.app.settings.get("highlight_matches")), self.app.settings.get("table_colour"),
               tuple(self.board_rect), self.app.tiles.show_index, id(self.app.tiles))
        if self._cache is not None and key == self._cache_key:
            return self._cache
        surf = pygame.Surface(self.board_rect.size).convert()
        table = theme.table_surface(self.app.size, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        surf.blit(table, (0, 0), self.board_rect)
        self._paint_tiles(surf, (-self.board_rect.x, -self.board_rect.y))
        self._cache, self._cache_key = surf, key
        return surf

    def _paint_tiles(self, surf: pygame.Surface, offset: tuple[int, int]) -> None:
        view, tiles, match = self.view, self.app.tiles, self.match
        ox, oy = offset
        present = match.present
        shadow = _shadow(view.w, view.h, view.depth)
        for pos in present:
            if pos[0] == 0:
                x, y = view.sprite_pos(pos)
                surf.blit(shadow, (x + ox - view.depth, y + oy + view.depth))
        hover_face = _hover_overlay(view.w, view.h)
        for pos in draw_order(present):
            x, y = view.sprite_pos(pos)
            surf.blit(tiles.tile(match.code(pos), view.width, self._tile_state(pos)), (x + ox, y + oy))
            if pos == self.hover and pos != self.selected:
                surf.blit(hover_face, (x + ox + view.depth, y + oy))

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.blit(self._board_surface(), self.board_rect)
        for img, (x, y), tween in self.fx:
            p = tween.progress
            img.set_alpha(round(255 * (1 - p)))
            lift = round(tween.value)
            surface.blit(img, (x + lift // 2, y - lift))
        if self.banner is not None:
            self._draw_banner(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        s, p = self.scale, self.banner.progress
        fade = min(1.0, p / 0.15, (1 - p) / 0.15) if self.banner.seconds > 0 else 1.0
        r = pygame.Rect(0, 0, min(self.board_rect.w - 40, theme.px(560, s)), theme.px(132, s))
        r.center = (self.board_rect.centerx, self.board_rect.centery - round(theme.px(24, s) * (1 - fade)))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        theme.draw_panel(box, box.get_rect(), radius=theme.px(18, s), shadow=False, border=theme.GOLD)
        pygame.draw.rect(box, theme.GOLD, box.get_rect(), theme.px(3, s), border_radius=theme.px(18, s))
        title = theme.text(f"Round {self.match.round - 1} cleared", theme.px(36, s), theme.ACCENT_DARK, bold=True)
        theme.blit_centered(box, title, (r.w // 2, r.h // 2 - theme.px(16, s)))
        sub = theme.text(f"Score {self.match.score:,}  ·  next: {self.match.layout.title}", theme.px(19, s),
                         theme.INK_DIM)
        theme.blit_centered(box, sub, (r.w // 2, r.h // 2 + theme.px(28, s)))
        box.set_alpha(round(255 * fade))
        theme.draw_shadow(surface, r, theme.px(18, s), alpha=round(110 * fade))
        surface.blit(box, r)

    # --- input ----------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if self.view is None or self.banner is not None:
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
        self.app.notify(f"+{points}")
        self._after_change()

    def _animate_removal(self, pair) -> None:
        seconds = anim.duration(REMOVE_SECONDS, self._speed())
        if seconds <= 0:
            return
        for pos in pair:
            img = self.app.tiles.tile(self.match.code(pos), self.view.width, "selected").copy()
            self.fx.append((img, self.view.sprite_pos(pos),
                            anim.Tween(0, self.view.depth * 3, seconds, anim.ease_out)))

    def _after_change(self) -> None:
        """After any change to the board: clear marks, then win, stuck or lost checks."""
        self.hint_pair = None
        self.hint_cycle = 0
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
            self._ask_solver(hints.CHECK)

    def _round_cleared(self) -> None:
        self.banner = anim.Tween(0, 1, max(anim.duration(BANNER_SECONDS, self._speed()), 0.6), anim.linear)
        self.app.sound.play("win")

    def _offer_next_round(self) -> None:
        """After a cleared board: play on with the score carried, or bank the result."""
        cleared = self.match.round - 1
        text = (f"You have cleared {cleared} round{'s' if cleared != 1 else ''} and scored "
                f"{self.match.score:,}. The next round is {self.match.layout.title}; your score "
                "carries on. Or finish here and record the game as won.")
        finish = lambda: self.game_finished(True, self.match.score, self.match.result_extra())  # noqa: E731
        self.app.push(ChoiceDialog(self.app, f"Round {cleared} cleared", text,
                                   [("Next round", self._check_stuck), ("Finish here", finish)],
                                   default=0, cancel=self._check_stuck))

    def _check_stuck(self) -> None:
        if self.finished or self.banner is not None or self.match.free_pairs() or self._stuck_shown:
            return
        if self.match.shuffles_left == 0:
            self.game_finished(self.match.round > 1, self.match.score, self.match.result_extra())
            return
        self._stuck_shown = True
        buttons = []
        if self.match.shuffles_left:
            buttons.append((f"Shuffle ({self.match.shuffles_left} left)", self.shuffle))
        if self.can_undo():
            buttons.append(("Undo", self._undo))
        buttons += [("Restart", self.ask_restart), ("New game", self.ask_new)]
        self.app.push(ChoiceDialog(self.app, "No more moves",
                                   "No free pair is left on the table.", buttons, default=0, cancel=None))

    def shuffle(self) -> None:
        self.match.shuffle()
        self.app.notify(f"Shuffled. {self.match.shuffles_left} shuffle"
                        f"{'s' if self.match.shuffles_left != 1 else ''} left.")
        self._after_change()
        self.dirty = True

    # --- solver work ---------------------------------------------------------------------
    def _ask_solver(self, purpose: str) -> None:
        version = self.match.version
        if not (self.jobs.pending(purpose) and self.asked.get(purpose) == version):
            self.asked[purpose] = version   # replaces a question about an older position
            self.jobs.submit(purpose, hints.job, purpose, self.match.solver_boards())

    def _solver_answered(self, key, answer: hints.Answer) -> None:
        purpose, version = key
        if version != self.match.version or self.finished:
            return
        if purpose == hints.HINT:
            self.hints = (version, [self.match.pair_at(a, b) for a, b in answer.pairs], answer.back)
            if answer.pairs:
                self._show_hint()
            else:
                self._offer_rewind(answer.back)
        elif not answer.winnable and not self.lost_notice:
            self.lost_notice = True
            self.app.notify("This position can no longer be won. Hint offers to go back.")

    def _offer_rewind(self, back: int | None) -> None:
        if back:
            text = (f"This position can no longer be won. Undo {back} move{'s' if back != 1 else ''} "
                    "to go back to the last position that can?")
            buttons = [(f"Undo {back} move{'s' if back != 1 else ''}", lambda: self.rewind(back)),
                       ("Play on", None)]
        else:
            text = "This position can no longer be won, and no earlier position of this round could be either."
            buttons = [("Play on", None), ("Restart", self.ask_restart)]
        self.app.push(ChoiceDialog(self.app, "No way to win from here", text, buttons, default=0))

    def rewind(self, steps: int) -> None:
        for _ in range(steps):
            if self.match.can_undo:
                self.match.undo()
        self.lost_notice = False
        self._after_change()

    def _show_hint(self) -> None:
        pairs = self.hints[1] if self.hints else None
        if not pairs:
            return
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
        self.match.hints_used += 1
        if self.hints is not None and self.hints[0] == self.match.version:
            if self.hints[1]:
                self._show_hint()
            else:
                self._offer_rewind(self.hints[2])
        else:
            self.app.notify("Looking for a safe pair…")
            self._ask_solver(hints.HINT)

    def undo(self) -> None:
        self.match.undo()
        self.lost_notice = False
        self._after_change()

    def redo(self) -> None:
        self.match.redo()
        self._after_change()

    def can_undo(self) -> bool:
        return self.match.can_undo and self.banner is None

    def can_redo(self) -> bool:
        return self.match.can_redo and self.banner is None

    def new_game(self, deal: int | None = None) -> None:
        self.match = Match.new(self.layouts, self.match.first_layout, self.match.kind, deal)
        self._fresh_board()

    def restart(self) -> None:
        self.match = self.match.restarted()
        self._fresh_board()

    def _fresh_board(self) -> None:
        self._reset_marks()
        self.fx.clear()
        self.banner = None
        self._stuck_shown = False
        self.jobs.close()
        self._round_shown = self.match.round
        self.layout_board()

    @property
    def in_progress(self) -> bool:
        return not self.finished and (self.match.can_undo or self.match.round > 1)

    def status_items(self) -> list[tuple[str, str]]:
        m = self.match
        return [("Score", f"{m.score:,}"), ("Pairs", str(m.pairs_left)),
                ("Moves", str(len(m.free_pairs()))), ("Shuffles", str(m.shuffles_left)),
                ("Round", str(m.round)), ("Deal", f"{m.deal} {m.kind.title()}")]

    def record(self) -> dict | None:
        return self.match.to_record() if self.in_progress else None

    def prepare_screenshot(self) -> None:
        for _ in range(SCREENSHOT_PAIRS):
            pairs = self.match.free_pairs()
            if not pairs:
                break
            self.match.remove(*pairs[len(pairs) // 2])
        self._after_change()
        self.dirty = True

    # --- the layout chooser -------------------------------------------------------------
    def open_chooser(self) -> None:
        from mahjong.games.solitaire.chooser import LayoutChooser

        self.app.push(LayoutChooser(self.app, self.match.layout.name, self.match.kind, self._chosen))

    def _chosen(self, layout, kind: str, deal: int | None) -> None:
        prefs = self.app.storage.game_settings(self.game_id)
        prefs.update(layout=layout.name, kind=kind)
        self.app.storage.save_settings()

        def start() -> None:
            self.match = Match.new(self.layouts, layout, kind, deal)
            self.finished = False
            self.paused = False
            self.elapsed = 0.0
            self.app.storage.delete_game(self.game_id)
            self._fresh_board()
            self.dirty = True

        if self.in_progress:
            from mahjong.ui.dialogs import ConfirmDialog

            self.app.push(ConfirmDialog(self.app, "Start a new game?", "The game in progress will be lost.",
                                        start, yes="New game", no="Cancel"))
        else:
            start()

    # --- per frame ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for purpose in (hints.HINT, hints.CHECK):
            outcome = self.jobs.poll(purpose)
            if outcome is not None and outcome.done:
                if outcome.error is not None:
                    raise outcome.error
                self._solver_answered((purpose, self.asked[purpose]), outcome.result)
        if self.fx:
            for _, _, tween in self.fx:
                tween.update(dt)
            self.fx = [f for f in self.fx if not f[2].done]
            self.dirty = True
        if self.banner is not None:
            self.banner.update(dt)
            self.dirty = True
            if self.banner.done:
                self.banner = None
                self._offer_next_round()
        self.animating = bool(self.fx) or self.banner is not None or self.jobs.busy

    def exit(self) -> None:
        super().exit()
        self.hover = None


def _shadow(w: int, h: int, depth: int) -> pygame.Surface:
    return _cached(("shadow", w, h, depth), lambda: _rounded((w + depth, h + depth), (0, 0, 0, 46), max(2, w // 9)))


def _hover_overlay(w: int, h: int) -> pygame.Surface:
    return _cached(("hover", w, h), lambda: _rounded((w, h), (255, 255, 230, 70), max(2, round(w * 0.11))))


_SURFACES: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, build) -> pygame.Surface:
    if key not in _SURFACES:
        if len(_SURFACES) > 32:
            _SURFACES.clear()
        _SURFACES[key] = build()
    return _SURFACES[key]


def _rounded(size: tuple[int, int], rgba, radius: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
    return surf
