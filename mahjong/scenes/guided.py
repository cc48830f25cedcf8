"""The guided first game on a game scene: the step panel over the board, its Next and
Skip buttons, the offer on a game's first start, and starting the tutorial's deal.

GameScene mixes this in; ``watch_guide`` runs in its ``update`` (the step moves on once
the engine holds the move the step asks for), ``guide_event`` sees input before the
board, ``draw_guide`` draws last. The tutorials themselves are ``games.guided`` (pure).
"""

from __future__ import annotations

from typing import Any

import pygame

from mahjong import games
from mahjong.core.guide import Guide
from mahjong.games.guided import tutorial
from mahjong.i18n import _
from mahjong.ui import theme
from mahjong.ui.cursor import Target
from mahjong.ui.text import draw_wrapped
from mahjong.ui.widgets import Button

OFFERED = "guided_offered"   # settings: the games whose guided game has been offered


class GuidedChrome:
    """The guided game's part of the chrome (see the module docstring)."""

    app: Any
    game_id: str
    board_rect: pygame.Rect
    scale: float
    dirty: bool
    engine: Any
    guide: Guide | None = None
    _guided_engine: Any = None   # the engine the guide was started on: another game ends it
    _guide_buttons: tuple[Button, Button] | None = None

    # --- starting it -------------------------------------------------------------------
    def offer_guide(self) -> None:
        """On a game's first start, once ever: ask whether to play the guided game."""
        if not getattr(self.app, "offer_guides", not self.app.headless):
            return   # headless runs (tests, screenshots) ask for it by setting app.offer_guides
        offered = self.app.settings.get(OFFERED)
        offered = list(offered) if isinstance(offered, list) else []
        if tutorial(self.game_id) is None or self.game_id in offered:
            return
        self.app.set_setting(OFFERED, [*offered, self.game_id])
        from mahjong.ui.dialogs import ConfirmDialog

        name = _(games.get(self.game_id).name)
        self.app.push(ConfirmDialog(
            self.app, _("A guided first game?"),
            _("A few short steps on a fixed deal show how {game} is played. You can skip it at any time, "
              "and play it later from the rules page.").format(game=name),
            self.start_guided, yes=_("Play the guided game"), no=_("Just play")))

    def ask_guided(self) -> None:
        """The guided game, asking first when a game is in progress (as New does)."""
        if getattr(self, "in_progress", False):
            from mahjong.ui.dialogs import ConfirmDialog

            self.app.push(ConfirmDialog(self.app, _("Play the guided game?"), _("The game in progress will be lost."),
                                        self.start_guided, yes=_("Play the guided game"), no=_("Cancel")))
        else:
            self.start_guided()

    def start_guided(self) -> None:
        """Leave the game in play (as New does) for the tutorial's deal, guided."""
        lesson = tutorial(self.game_id)
        if lesson is None:
            return
        engine = (lesson.setup() if lesson.setup is not None
                  else games.load(games.get(self.game_id).engine)(self.game_id, lesson.deal))
        scene_class: Any = type(self)
        fresh = scene_class(self.app, self.game_id, engine.to_record())
        self.replace_with(fresh)  # type: ignore[attr-defined]
        fresh.guide = Guide(lesson, fresh.engine)
        fresh._guided_engine = fresh.engine
        fresh.dirty = True

    # --- while it runs -------------------------------------------------------------------
    def watch_guide(self) -> None:
        """The step moves on when its move is on the engine; the panel's buttons laid out."""
        guide = self.guide
        if guide is None:
            return
        if self.engine is not self._guided_engine:   # New, another layout, a replayed deal
            self._end_guide()
            return
        self._layout_guide()
        gap = theme.px(6, self.scale)
        if self.board_rect.bottom > self.guide_rect().top - gap:   # the board stands above the panel
            self.board_rect.height = max(0, self.guide_rect().top - gap - self.board_rect.top)
            self.layout_board()  # type: ignore[attr-defined]
        if not guide.watch(self.guide_subject()):
            return
        self.dirty = True
        self._guide_moved()

    def guide_subject(self) -> Any:
        """What the steps' checks look at: the engine (a game may add what its scene holds)."""
        return self.engine

    def _guide_moved(self) -> None:
        guide = self.guide
        if guide is None:
            return
        if guide.finished:
            self._end_guide()
            self.app.notify(_("The guided game is over: play on as you like."))
        else:
            self.app.notify(_(guide.step.text) if guide.step else "")

    def guide_next(self) -> None:
        if self.guide is not None:
            self.guide.next(self.engine)
            self._guide_moved()

    def guide_skip(self) -> None:
        if self.guide is not None:
            self.guide.skip()
            self._end_guide()
            self.app.notify(_("Guide closed. The rules page (F1) can start it again."))

    def _end_guide(self) -> None:
        self.guide = None
        self.resize(self.app.size)  # type: ignore[attr-defined]  # the board takes its room back
        self.dirty = True

    def all_targets(self) -> list[Target]:
        """The keyboard chrome's targets and, while the guide runs, its Next and Skip
        (region "panel": Tab reaches them, Enter presses them)."""
        targets: list[Target] = super().all_targets()  # type: ignore[misc]
        if self.guide is not None and self._guide_buttons is not None:
            targets += [Target(("guide", i), tuple(b.rect), b.label, b.activate, "panel")
                        for i, b in enumerate(self._guide_buttons) if b.rect.w > 0]
        return targets

    def guide_event(self, event) -> bool:
        """A click on the panel's buttons (or on the panel itself, which it keeps)."""
        if self.guide is None or self._guide_buttons is None:
            return False
        for button in self._guide_buttons:
            if button.handle_event(event):
                self.dirty = True
                return True
        pos = getattr(event, "pos", None)
        return event.type == pygame.MOUSEBUTTONDOWN and pos is not None and self.guide_rect().collidepoint(pos)

    # --- the panel ------------------------------------------------------------------------
    def guide_rect(self) -> pygame.Rect:
        """The panel: between the board and the status line."""
        s, board, below = self.scale, self.board_rect, self.status.rect  # type: ignore[attr-defined]
        w = min(board.w - theme.px(20, s), theme.px(760, s))
        # three lines of the step under its heading, at the text size in use
        h = max(theme.px(104, s), theme.font(theme.px(15, s), True).get_linesize() + theme.px(18, s)
                + 3 * theme.font(theme.px(17, s)).get_linesize())
        return pygame.Rect(board.centerx - w // 2, below.top - h - theme.px(6, s), w, h)

    def _layout_guide(self) -> None:
        s, r = self.scale, self.guide_rect()
        if self._guide_buttons is None:
            # Translators: the buttons of the guided game's panel: the next step, end the guide
            self._guide_buttons = (Button(_("Next"), self.guide_next, "primary"), Button(_("Skip"), self.guide_skip))
        bw, bh, pad = self._guide_button_width(), theme.px(34, s), theme.px(14, s)
        for i, button in enumerate(self._guide_buttons):
            button.size = theme.px(16, s)
            button.rect = pygame.Rect(r.right - pad - bw, r.y + theme.px(12, s) + i * (bh + theme.px(8, s)), bw, bh)

    def _guide_button_width(self) -> int:
        """Next and Skip as wide as the longer label needs (German's "Überspringen"),
        at most a third of the panel."""
        s = self.scale
        need = max((theme.font(theme.px(16, s), True).size(b.label)[0] for b in self._guide_buttons or ()), default=0)
        return min(self.guide_rect().w // 3, max(theme.px(96, s), need + theme.px(24, s)))

    def draw_guide(self, surface: pygame.Surface) -> None:
        guide = self.guide
        if guide is None or guide.step is None:
            return
        s, r = self.scale, self.guide_rect()
        theme.draw_panel(surface, r, radius=theme.px(12, s))
        pad = theme.px(14, s)
        head = theme.text(_("Guided game: step {number} of {count}").format(number=guide.index + 1,
                                                                             count=guide.count),
                          theme.px(15, s), theme.ACCENT_DARK, bold=True)
        surface.blit(head, (r.x + pad, r.y + theme.px(8, s)))
        bw = self._guide_button_width()
        for button in self._guide_buttons or ():
            button.draw(surface)
        body = pygame.Rect(r.x + pad, r.y + theme.px(10, s) + head.get_height(),
                           r.w - 3 * pad - bw, r.h - head.get_height() - theme.px(16, s))
        draw_wrapped(surface, _(guide.step.text), body, theme.px(17, s), theme.INK, max_lines=3)
