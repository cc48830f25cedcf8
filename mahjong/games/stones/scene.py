"""The Stones family's scene (Small Stones, Tiny Pebbles, MahJongg Stones, Free Stones).

The board on the left, a side panel on the right: the next stone and the stock count,
the score, four-ways and multiplier, a notice box (what hovering a square would do,
hints, refusals) and the "finishable deals only" switch.

Controls. A left click places the shown stone; hovering a square previews it there.
A right click toggles the light on every square where the stone fits; holding H lights
them too while it is held. The Hint button (and H) asks the solver for a square that
keeps the game finishable and marks it in gold, or says the game cannot be finished.

Slow work runs off the frame path as background jobs (core.jobs): dealing a new game
(deals.new_game searches for a finishable draw, up to a few seconds) and the hint.
``update`` polls them; a result for a game or position that has since changed is dropped.
"""

from __future__ import annotations

import copy

import pygame

from mahjong.core.errors import BadRecord
from mahjong.core.jobs import Jobs
from mahjong.core.rng import new_deal_number
from mahjong.games.stones.config import get_config
from mahjong.games.stones.deals import new_game as deal_game
from mahjong.games.stones.rules import Place, Stone, StonesGame
from mahjong.games.stones.solver import hint as solver_hint
from mahjong.games.stones.view import StonesView
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, theme
from mahjong.ui.widgets import Toggle, draw_wrapped, wrap

FLIGHT_SECONDS = 0.3
WOOD = (74, 52, 36)
WOOD_EDGE = (44, 30, 20)
SQUARE = (112, 84, 60)
SQUARE_RIM = (96, 70, 50)        # the outer ring of squares, as on Ishido's board
OPENING = (226, 186, 96)
LEGAL = (92, 206, 255)
HINT = (255, 204, 64)
GOOD = (96, 214, 128)
BAD = (236, 84, 72)
NOTICE_BAR = {"info": (150, 146, 138), "good": theme.GOOD, "bad": theme.ACCENT, "hint": (214, 150, 0)}

class Flight:
    """The placed stone on its way from the stock to its square."""

    def __init__(self, stone: Stone, cell, seconds: float) -> None:
        self.stone, self.cell = stone, cell
        self.tween = anim.Tween(0.0, 1.0, seconds, anim.ease_in_out)


class StonesScene(GameScene):
    """``StonesScene(app, game_id, record=None)``; a record resumes a saved game."""

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.config = get_config(game_id)
        self.game: StonesGame | None = None
        self.jobs = Jobs()                          # "deal" and "hint", run in the background
        self._hint_for: tuple | None = None        # (game, moves) the hint was asked for
        self.hint_cell = None
        self.hover = None                           # the cell under the pointer
        self.show_legal = False                     # toggled by a right click
        self.h_held = False
        self.flight: Flight | None = None
        self.notice: tuple[str, str] | None = None  # (kind, text): the last thing to tell
        self.view: StonesView | None = None
        self._board_bg: pygame.Surface | None = None
        self.layout: dict[str, pygame.Rect] = {}
        settings = app.storage.game_settings(game_id)
        self.finishable = Toggle("Finishable deals only", bool(settings.get("finishable_only", True)),
                                 self._set_finishable)
        if record is not None:
            if record.get("attempt") is None:  # every save names it: replaying needs no solver
                raise BadRecord("the save does not say which draw of the deal it used")
            self.game = StonesGame.from_record(record)
        else:
            self.new_game()

    # --- the game's life ---------------------------------------------------------------
    def _set_finishable(self, value: bool) -> None:
        self.app.storage.game_settings(self.game_id)["finishable_only"] = value
        self.app.storage.save_settings()
        self.notice = ("info", "New deals will be proved finishable first." if value
                       else "New deals will be dealt as they come, finishable or not.")

    def _calm(self) -> None:
        """Drop what belongs to the position just left: flight, hint, highlights, notice."""
        self.flight = None
        self.jobs.cancel("hint")
        self._hint_for = self.hint_cell = None
        self.notice = None

    @property
    def dealing(self) -> bool:
        """A new game is being dealt in the background."""
        return self.jobs.pending("deal")

    def _take_deal(self, outcome) -> None:
        """The dealt game, once the "deal" job is done (an error is raised here)."""
        if outcome is None or not outcome.done:
            return
        if outcome.error is not None:
            raise outcome.error
        self.game = outcome.result
        self.notice, self.elapsed, self.dirty = None, 0.0, True

    def new_game(self) -> None:
        self._calm()
        self.game = None
        finishable = self.finishable.value
        self.jobs.submit("deal", deal_game, self.game_id, new_deal_number(), finishable)
        self.notice = ("info", "Dealing a game the solver can finish…" if finishable else "Dealing…")
        self.animating = True

    def restart(self) -> None:
        if self.game is None:
            return  # still dealing: the new deal is fresh already
        self._calm()
        self.game.restart()

    def undo(self) -> None:
        self._calm()
        self.game.undo()

    def redo(self) -> None:
        self._calm()
        self.game.redo()

    def can_undo(self) -> bool:
        return self.game is not None and self.game.can_undo

    def can_redo(self) -> bool:
        return self.game is not None and self.game.can_redo

    def record(self) -> dict | None:
        g = self.game
        if g is None or g.deal is None or not g.moves:
            return None
        return g.to_record()

    def hint(self) -> None:
        g = self.game
        if g is None or g.is_over or self.jobs.pending("hint"):
            return
        self.hint_cell = None
        self._hint_for = (g, g.moves)
        self.jobs.submit("hint", solver_hint, copy.deepcopy(g))
        self.notice = ("hint", "Looking for a square that keeps the game finishable…")
        self.animating = True

    def _take_hint(self, result) -> None:
        if result.move is not None:
            self.hint_cell = result.move.cell
            text = ("The square marked in gold keeps the game finishable." if result.finishable
                    else "Try the square marked in gold (the solver ran out of time to be sure).")
            self.notice = ("hint", text)
        else:
            self.notice = ("bad", "This game can no longer be finished: undo a few moves, or play on "
                                  "for the best score.")

    def place(self, cell) -> bool:
        """Put the shown stone on ``cell``; a refusal is told in the notice box."""
        g = self.game
        if g is None or self.finished or g.is_over:
            return False
        verdict = g.explain(cell)
        if not verdict.legal:
            if g.tile_at(cell) is None:
                self.notice = ("bad", "Not there: " + self._reason(cell, verdict.reason) + ".")
                self.app.sound.play("refuse")
            return False
        stone, four_ways = g.shown, g.four_ways
        self._calm()
        g.apply(Place(*cell))
        seconds = anim.duration(FLIGHT_SECONDS, self.app.settings.get("animation_speed", "normal"))
        if seconds > 0:
            self.flight = Flight(stone, cell, seconds)
            self.animating = True
        if g.four_ways > four_ways:
            self.notice = ("good", f"A four-way for {verdict.points} points! From now on every "
                                   f"placement scores ×{g.multiplier}.")
        self.app.sound.play("match")
        return True

    def _reason(self, cell, reason: str) -> str:
        """The engine's reason, with a mismatching neighbour pointed at on the board."""
        if self._clashes(cell):
            return "it shares neither colour nor symbol with the stone outlined in red"
        return reason

    def _clashes(self, cell) -> list:
        """Neighbours of ``cell`` sharing nothing with the shown stone."""
        g = self.game
        shown = g.shown if g is not None else None
        if shown is None or g.tile_at(cell) is not None:
            return []
        return [c for c, s in g.neighbours(cell) if s.colour != shown.colour and s.symbol != shown.symbol]

    def update(self, dt: float) -> None:
        super().update(dt)
        self._take_deal(self.jobs.poll("deal"))
        hint = self.jobs.poll("hint")
        if hint is not None and hint.done:
            (game, moves), self._hint_for = self._hint_for, None
            if hint.error is not None:
                raise hint.error
            if game is self.game and moves == game.moves:
                self._take_hint(hint.result)
            self.dirty = True
        if self.flight is not None:
            self.flight.tween.update(dt)
            if self.flight.tween.done:
                self.flight = None
            self.dirty = True
        self.animating = self.flight is not None or self.jobs.busy
        g = self.game
        if g is not None and not self.finished and self.flight is None and g.is_over:
            if g.is_won:
                self.app.sound.play("win")
            self.game_finished(g.is_won, g.score, {"four_ways": g.four_ways, "tiles_left": g.tiles_left})

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        plain = not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_h and plain:
            self.h_held = event.type == pygame.KEYDOWN and not self.paused
            self.dirty = True
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.h_held = False
        super().handle_event(event)

    def board_event(self, event) -> None:
        if self.finishable.handle_event(event):
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

    def legal_cells(self) -> set:
        """The squares lit by the right click or a held H (empty when neither is on)."""
        g = self.game
        if g is None or not (self.show_legal or self.h_held) or self.finished:
            return set()
        return {m.cell for m in g.legal_moves()}

    def notice_text(self) -> tuple[str, str]:
        """(kind, text) for the notice box: the hovered square first, then the last news."""
        g = self.game
        if g is not None and self.hover is not None and g.shown is not None and self.flight is None \
                and g.tile_at(self.hover) is None and not self.finished and not self.dealing:
            v = g.explain(self.hover)
            if not v.legal:
                return "bad", "Not here: " + self._reason(self.hover, v.reason) + "."
            if v.neighbours == 0:
                return "good", "Fits here as a lone stone: no neighbours, no points."
            if v.neighbours == 4:
                return "good", f"A four-way! {v.points} points, and every placement after it scores double."
            plural = "s" if v.neighbours > 1 else ""
            return "good", f"Fits here: {v.neighbours} neighbour{plural}, {v.points} point{'s' if v.points != 1 else ''}."
        if self.notice is not None:
            return self.notice
        if g is not None and self.show_legal:
            n = len(g.legal_moves())
            return "info", f"{n} square{'s' if n != 1 else ''} lit where the stone fits. Right-click to hide."
        return "info", "Place the stone next to stones it matches. Right-click lights every square where it fits."

    def status_items(self) -> list[tuple[str, str]]:
        g = self.game
        if g is None:
            return [("Deal", "…")]
        deal = "—" if g.deal is None else f"{g.deal:,}"
        return [("Deal", deal), ("Score", f"{g.score:,}"), ("Four-ways", str(g.four_ways)),
                ("Multiplier", f"×{g.multiplier}"), ("Left", str(g.tiles_left))]

    def prepare_screenshot(self) -> None:
        """A game in play: ten placements, each the one that scores most (first in row order)."""
        if self.dealing:
            self.jobs.wait("deal")
            self._take_deal(self.jobs.poll("deal"))
        g = self.game
        for _ in range(10):
            moves = g.legal_moves()
            if not moves or g.tiles_left <= 1:
                break
            g.apply(max(moves, key=lambda m: g.explain(m.cell).points))
        self._calm()
        self.show_legal = True
        self.hover = None
        self.animating, self.dirty = False, True

    # --- layout ------------------------------------------------------------------------
    def layout_board(self) -> None:
        s, area = self.scale, self.board_rect
        panel_w = min(theme.px(264, s), area.w // 3)
        self.view = StonesView(self.config.width, self.config.height, tuple(area),
                               self.app.tiles.metrics, panel_w, theme.px(24, s))
        panel = pygame.Rect(self.view.panel)
        pad = theme.px(16, s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        y = inner.y
        label_h = theme.font(theme.px(15, s), True).get_linesize()
        heading = pygame.Rect(inner.x, y, inner.w, label_h)
        y = heading.bottom + theme.px(8, s)
        stock_w = max(self.view.tile_width, min(round(self.view.tile_width * 1.5), theme.px(84, s), inner.w // 2))
        m = self.app.tiles.metrics(stock_w)
        stock = pygame.Rect(0, y, m.w + m.depth, m.h + m.depth)
        stock.centerx = inner.centerx
        y = stock.bottom + theme.px(6, s)
        count = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(16, s)).get_linesize())
        y = count.bottom + theme.px(12, s)
        rule1 = y
        y += theme.px(12, s)
        score = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(30, s), True).get_linesize())
        y = score.bottom + theme.px(4, s)
        row_h = theme.font(theme.px(16, s)).get_linesize()
        rows = pygame.Rect(inner.x, y, inner.w, 2 * row_h)
        y = rows.bottom + theme.px(12, s)
        toggle = pygame.Rect(inner.x, inner.bottom - theme.px(30, s), inner.w, theme.px(30, s))
        glance_lines = self._glance()
        glance_h = label_h + theme.px(6, s) + len(glance_lines) * theme.font(theme.px(14, s)).get_linesize()
        room = toggle.y - theme.px(12, s) - y
        notice_min = 4 * theme.font(theme.px(16, s)).get_linesize() + theme.px(24, s)
        glance = pygame.Rect(inner.x, toggle.y - theme.px(14, s) - glance_h, inner.w, glance_h)
        if room - glance_h - theme.px(14, s) < notice_min:
            glance = pygame.Rect(inner.x, toggle.y, inner.w, 0)  # no room: the notice matters more
        notice = pygame.Rect(inner.x, y, inner.w, glance.y - theme.px(14, s) - y)
        self.finishable.rect, self.finishable.size = toggle, theme.px(15, s)
        self.layout = {"panel": panel, "heading": heading, "stock": stock, "count": count, "score": score,
                       "rows": rows, "notice": notice, "glance": glance, "toggle": toggle,
                       "rule": pygame.Rect(inner.x, rule1, inner.w, 1)}
        self.stock_width = stock_w
        self._board_bg = self._draw_board_bg()

    def _glance(self) -> list[tuple[str, str]]:
        """The placement rule in brief: (neighbours, what they must share)."""
        lines = [("1", "colour or symbol"), ("2", "one colour, one symbol"),
                 ("3", "at least one of each"), ("4", "two colours, two symbols")]
        if self.config.free_placement:
            lines.insert(0, ("0", "anywhere, no points"))
        return lines

    def _draw_board_bg(self) -> pygame.Surface:
        """The board without stones: a wooden frame of inset squares, openings ringed in gold."""
        v = self.view
        fx, fy, fw, fh = v.frame
        surf = pygame.Surface((fw, fh), pygame.SRCALPHA)
        radius = max(4, v.border // 2)
        pygame.draw.rect(surf, WOOD, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, WOOD_EDGE, surf.get_rect(), max(1, v.border // 6), border_radius=radius)
        openings = set(self.config.openings)
        inset = max(1, v.gap // 2)
        for cell in v.cells():
            x, y, w, h = v.cell_rect(cell)
            sq = pygame.Rect(x - fx + inset, y - fy + inset, w - 2 * inset, h - 2 * inset)
            col, row = cell
            rim = col in (0, v.cols - 1) or row in (0, v.rows - 1)
            r = max(2, v.w // 10)
            pygame.draw.rect(surf, SQUARE_RIM if rim else SQUARE, sq, border_radius=r)
            # the inset: a shadow along the top and left, a light edge along the bottom and right
            pygame.draw.line(surf, theme.shade(WOOD_EDGE, 0.8), (sq.x + r, sq.y), (sq.right - r, sq.y), 2)
            pygame.draw.line(surf, theme.shade(WOOD_EDGE, 0.8), (sq.x, sq.y + r), (sq.x, sq.bottom - r), 2)
            pygame.draw.line(surf, theme.shade(SQUARE, 1.25), (sq.x + r, sq.bottom - 1), (sq.right - r, sq.bottom - 1))
            pygame.draw.line(surf, theme.shade(SQUARE, 1.25), (sq.right - 1, sq.y + r), (sq.right - 1, sq.bottom - r))
            if cell in openings:
                pygame.draw.rect(surf, OPENING, sq, max(2, v.gap // 2), border_radius=r)
        return surf

    # --- drawing -----------------------------------------------------------------------
    def _stone(self, stone: Stone, width: int, state: str = "normal") -> pygame.Surface:
        return self.app.tiles.stone(stone.colour, stone.symbol, width, state)

    def _cell_overlay(self, surface, cell, colour, alpha: int, outline: int) -> None:
        v = self.view
        x, y, w, h = v.cell_rect(cell)
        sq = pygame.Rect(x, y, w, h).inflate(-max(2, v.gap // 2), -max(2, v.gap // 2))
        theme.draw_translucent(surface, sq, (*colour, alpha), max(2, v.w // 8))
        pygame.draw.rect(surface, colour, sq, outline, border_radius=max(2, v.w // 8))

    def draw_board(self, surface: pygame.Surface) -> None:
        v, g = self.view, self.game
        theme.draw_shadow(surface, pygame.Rect(v.frame), radius=max(4, v.border // 2), blur=10, offset=(0, 6))
        surface.blit(self._board_bg, v.frame[:2])
        thick = max(2, v.gap)
        if g is not None:
            landing = self.flight.cell if self.flight is not None else None
            for cell, stone in g.tiles():
                if cell != landing:
                    surface.blit(self._stone(stone, v.tile_width), v.tile_pos(cell))
            for cell in self.legal_cells():
                self._cell_overlay(surface, cell, LEGAL, 110, max(2, thick // 2))
            if self.hint_cell is not None:
                self._cell_overlay(surface, self.hint_cell, HINT, 90, thick)
            self._draw_hover(surface)
        self._draw_panel(surface)
        if self.flight is not None:
            self._draw_flight(surface)
        if self.dealing:
            self._draw_pill(surface, "Dealing…")

    def _draw_hover(self, surface: pygame.Surface) -> None:
        g, v, cell = self.game, self.view, self.hover
        if (cell is None or g.shown is None or self.finished or self.flight is not None
                or g.tile_at(cell) is not None):
            return
        legal = g.explain(cell).legal
        ghost = self._stone(g.shown, v.tile_width).copy()
        ghost.set_alpha(150)
        surface.blit(ghost, v.tile_pos(cell))
        fx, fy, fw, fh = v.face_rect(cell)
        r = max(2, v.w // 9)
        pygame.draw.rect(surface, GOOD if legal else BAD, (fx - 2, fy - 2, fw + 4, fh + 4), max(2, v.gap), r)
        for c in self._clashes(cell):
            cx, cy, cw, ch = v.face_rect(c)
            pygame.draw.rect(surface, BAD, (cx - 2, cy - 2, cw + 4, ch + 4), max(2, v.gap), r)

    def _flight_rect(self) -> pygame.Rect:
        """Where the flying stone is now: from the stock slot to its square, shrinking."""
        v, f = self.view, self.flight
        t = f.tween.value
        start = pygame.Rect(self.layout["stock"])
        end = pygame.Rect(v.tile_pos(f.cell), (v.w + v.depth, v.h + v.depth))
        w = round(anim.lerp(start.w, end.w, t))
        h = round(anim.lerp(start.h, end.h, t))
        cx = round(anim.lerp(start.centerx, end.centerx, t))
        cy = round(anim.lerp(start.centery, end.centery, t) - 0.18 * v.h * (1 - (2 * t - 1) ** 2))
        return pygame.Rect(cx - w // 2, cy - h // 2, w, h)

    def _draw_flight(self, surface: pygame.Surface) -> None:
        rect = self._flight_rect()
        img = pygame.transform.smoothscale(self._stone(self.flight.stone, self.stock_width), rect.size)
        theme.draw_shadow(surface, rect, radius=max(3, rect.w // 9), blur=6, offset=(4, 8), alpha=90)
        surface.blit(img, rect)

    def _draw_pill(self, surface: pygame.Surface, text: str) -> None:
        s = self.scale
        img = theme.text(text, theme.px(24, s), theme.TEXT, bold=True)
        box = img.get_rect().inflate(theme.px(48, s), theme.px(22, s))
        box.center = pygame.Rect(self.view.frame).center
        theme.draw_translucent(surface, box, (20, 22, 24, 200), box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_panel(self, surface: pygame.Surface) -> None:
        s, lay, g = self.scale, self.layout, self.game
        theme.draw_panel(surface, lay["panel"], radius=theme.px(14, s))
        head = theme.text("NEXT STONE", theme.px(15, s), theme.INK_DIM, bold=True)
        surface.blit(head, head.get_rect(midtop=lay["heading"].midtop))
        stock = lay["stock"]
        shown = g.shown if g is not None else None
        if shown is not None:
            surface.blit(self._stone(shown, self.stock_width), stock)
        else:
            m = self.app.tiles.metrics(self.stock_width)
            slot = pygame.Rect(stock.x + m.depth, stock.y, m.w, m.h)
            pygame.draw.rect(surface, theme.PANEL_ALT, slot, border_radius=max(3, m.w // 9))
            pygame.draw.rect(surface, theme.PANEL_LINE, slot, 2, border_radius=max(3, m.w // 9))
        if g is None:
            count = "Dealing…"
        elif g.tiles_left == 0:
            count = "Every stone placed"
        else:
            behind = g.tiles_left - 1
            count = f"{behind} more in the stock" if behind != 1 else "1 more in the stock"
        img = theme.fit_text(count, theme.px(16, s), lay["count"].w, theme.INK_DIM)
        surface.blit(img, img.get_rect(midtop=lay["count"].midtop))
        pygame.draw.line(surface, theme.PANEL_LINE, lay["rule"].topleft, lay["rule"].topright)
        self._draw_score(surface, g)
        self._draw_notice(surface)
        self._draw_glance(surface)
        self.finishable.draw(surface)

    def _draw_score(self, surface: pygame.Surface, g: StonesGame | None) -> None:
        s, lay = self.scale, self.layout
        r = lay["score"]
        label = theme.text("Score", theme.px(16, s), theme.INK_DIM)
        surface.blit(label, label.get_rect(midleft=(r.x, r.centery)))
        value = theme.fit_text("—" if g is None else f"{g.score:,}", theme.px(30, s),
                               r.w - label.get_width() - theme.px(8, s), theme.ACCENT_DARK, bold=True)
        surface.blit(value, value.get_rect(midright=(r.right, r.centery)))
        row_h = lay["rows"].h // 2
        for i, (name, text) in enumerate((("Four-way placements", "—" if g is None else str(g.four_ways)),
                                          ("Points multiplier", "—" if g is None else f"×{g.multiplier}"))):
            y = lay["rows"].y + i * row_h + row_h // 2
            v = theme.text(text, theme.px(16, s), theme.INK, bold=True)
            surface.blit(v, v.get_rect(midright=(r.right, y)))
            n = theme.fit_text(name, theme.px(16, s), r.w - v.get_width() - theme.px(8, s), theme.INK_DIM)
            surface.blit(n, n.get_rect(midleft=(r.x, y)))

    def _draw_glance(self, surface: pygame.Surface) -> None:
        s, r = self.scale, self.layout["glance"]
        if r.h <= 0:
            return
        head = theme.text("NEIGHBOURS MUST SHARE", theme.px(15, s), theme.INK_DIM, bold=True)
        surface.blit(head, r.topleft)
        size = theme.px(14, s)
        y = r.y + head.get_height() + theme.px(6, s)
        num_w = theme.font(size, True).size("0")[0] + theme.px(10, s)
        for count, text in self._glance():
            n = theme.text(count, size, theme.ACCENT_DARK, bold=True)
            surface.blit(n, (r.x + theme.px(2, s), y))
            t = theme.fit_text(text, size, r.w - num_w, theme.INK)
            surface.blit(t, (r.x + num_w, y))
            y += theme.font(size).get_linesize()

    def _draw_notice(self, surface: pygame.Surface) -> None:
        s, box = self.scale, self.layout["notice"]
        if box.h < theme.px(24, s):
            return
        kind, text = self.notice_text()
        radius = theme.px(10, s)
        pygame.draw.rect(surface, theme.PANEL_ALT, box, border_radius=radius)
        bar = pygame.Rect(box.x, box.y, theme.px(5, s), box.h)
        pygame.draw.rect(surface, NOTICE_BAR[kind], bar, border_top_left_radius=radius,
                         border_bottom_left_radius=radius)
        pad = theme.px(12, s)
        inner = pygame.Rect(box.x + pad + bar.w // 2, box.y + pad, box.w - 2 * pad - bar.w // 2, box.h - 2 * pad)
        size = theme.px(16, s)
        line_h = theme.font(size).get_linesize()
        lines = max(1, inner.h // line_h)
        if len(wrap(text, theme.font(size), inner.w)) > lines:  # too long: a smaller size first
            size = theme.px(14, s)
            lines = max(1, inner.h // theme.font(size).get_linesize())
        draw_wrapped(surface, text, inner, size, theme.INK, max_lines=lines)
