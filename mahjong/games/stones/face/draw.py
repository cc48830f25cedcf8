"""Drawing the Stones board and side panel for ``StonesScene`` (reads the scene, never
changes the game): the wooden board with its inset squares and gold-ringed openings, the
stones, the lit squares, the hint, the hover preview with clashing neighbours outlined,
the stone flying from the stock, and the panel (next stone, stock count, the Throw button
and throws left in Throwing Stones, score, four-ways and multiplier, the notice box, the
placement rule in brief and the finishable switch).

``layout()`` places the panel's parts for the scene's ``StonesView``; the board without
stones is painted once per layout.
"""

from __future__ import annotations

import pygame

from mahjong.games.stones.rules import Stone, StonesGame
from mahjong.ui import anim, theme
from mahjong.ui.text import draw_wrapped, wrap

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


class StonesPainter:
    """Draws one ``StonesScene``; keeps only the stock's tile width and the empty board."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.stock_width = 0
        self._board_bg: pygame.Surface | None = None

    # --- layout --------------------------------------------------------------------------
    def layout(self) -> dict[str, pygame.Rect]:
        """The panel's parts for the scene's view (``scene.view``), by name; paints the
        empty board for it."""
        sc = self.scene
        s = sc.scale
        panel = pygame.Rect(sc.view.panel)
        pad = theme.px(16, s)
        inner = panel.inflate(-2 * pad, -2 * pad)
        y = inner.y
        label_h = theme.font(theme.px(15, s), True).get_linesize()
        heading = pygame.Rect(inner.x, y, inner.w, label_h)
        y = heading.bottom + theme.px(8, s)
        stock_w = max(sc.view.tile_width, min(round(sc.view.tile_width * 1.5), theme.px(84, s), inner.w // 2))
        m = sc.app.tiles.metrics(stock_w)
        stock = pygame.Rect(0, y, m.w + m.depth, m.h + m.depth)
        stock.centerx = inner.centerx
        y = stock.bottom + theme.px(6, s)
        count = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(16, s)).get_linesize())
        y = count.bottom + theme.px(12, s)
        throw = pygame.Rect(inner.x, y, inner.w, 0)
        if sc.config.throws:
            throw = pygame.Rect(inner.x + inner.w // 6, y - theme.px(4, s), inner.w - inner.w // 3, theme.px(32, s))
            y = throw.bottom + theme.px(10, s)
        rule1 = y
        y += theme.px(12, s)
        score = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(30, s), True).get_linesize())
        y = score.bottom + theme.px(4, s)
        row_h = theme.font(theme.px(16, s)).get_linesize()
        rows = pygame.Rect(inner.x, y, inner.w, len(self.score_rows(None)) * row_h)
        y = rows.bottom + theme.px(12, s)
        toggle = pygame.Rect(inner.x, inner.bottom - theme.px(30, s), inner.w, theme.px(30, s))
        glance_lines = self.glance()
        glance_h = label_h + theme.px(6, s) + len(glance_lines) * theme.font(theme.px(14, s)).get_linesize()
        room = toggle.y - theme.px(12, s) - y
        notice_min = 4 * theme.font(theme.px(16, s)).get_linesize() + theme.px(24, s)
        glance = pygame.Rect(inner.x, toggle.y - theme.px(14, s) - glance_h, inner.w, glance_h)
        if room - glance_h - theme.px(14, s) < notice_min:
            glance = pygame.Rect(inner.x, toggle.y, inner.w, 0)  # no room: the notice matters more
        notice = pygame.Rect(inner.x, y, inner.w, glance.y - theme.px(14, s) - y)
        self.stock_width = stock_w
        self._board_bg = self._draw_board_bg()
        return {"panel": panel, "heading": heading, "stock": stock, "count": count, "throw": throw, "score": score,
                "rows": rows, "notice": notice, "glance": glance, "toggle": toggle,
                "rule": pygame.Rect(inner.x, rule1, inner.w, 1)}

    def glance(self) -> list[tuple[str, str]]:
        """The placement rule in brief: (neighbours, what they must share)."""
        if self.scene.config.loose:
            return [("1-4", "each: colour or symbol"), ("", "any mix of the two")]
        lines = [("1", "colour or symbol"), ("2", "one colour, one symbol"),
                 ("3", "at least one of each"), ("4", "two colours, two symbols")]
        if self.scene.config.free_placement:
            lines.insert(0, ("0", "none: may stand alone, no points"))
        return lines

    def _draw_board_bg(self) -> pygame.Surface:
        """The board without stones: a wooden frame of inset squares, openings ringed in gold."""
        v = self.scene.view
        fx, fy, fw, fh = v.frame
        surf = pygame.Surface((fw, fh), pygame.SRCALPHA)
        radius = max(4, v.border // 2)
        pygame.draw.rect(surf, WOOD, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, WOOD_EDGE, surf.get_rect(), max(1, v.border // 6), border_radius=radius)
        openings = set(self.scene.config.openings)
        inset = max(1, v.gap // 2)
        for cell in v.cells():
            x, y, w, h = v.cell_rect(cell)
            sq = pygame.Rect(x - fx + inset, y - fy + inset, w - 2 * inset, h - 2 * inset)
            col, row = cell
            rim = col in (0, v.cols - 1) or row in (0, v.rows - 1)
            r = max(2, v.w // 10)
            pygame.draw.rect(surf, SQUARE_RIM if rim else SQUARE, sq, border_radius=r)
            # the inset: a shadow along the top and left, a light edge along the bottom and right
            dark, light = theme.shade(WOOD_EDGE, 0.8), theme.shade(SQUARE, 1.25)
            pygame.draw.line(surf, dark, (sq.x + r, sq.y), (sq.right - r, sq.y), 2)
            pygame.draw.line(surf, dark, (sq.x, sq.y + r), (sq.x, sq.bottom - r), 2)
            pygame.draw.line(surf, light, (sq.x + r, sq.bottom - 1), (sq.right - r, sq.bottom - 1))
            pygame.draw.line(surf, light, (sq.right - 1, sq.y + r), (sq.right - 1, sq.bottom - r))
            if cell in openings:
                pygame.draw.rect(surf, OPENING, sq, max(2, v.gap // 2), border_radius=r)
        return surf

    # --- the board -----------------------------------------------------------------------
    def _stone(self, stone: Stone, width: int, state: str = "normal") -> pygame.Surface:
        return self.scene.app.tiles.stone(stone.colour, stone.symbol, width, state)

    def _cell_overlay(self, surface, cell, colour, alpha: int, outline: int) -> None:
        v = self.scene.view
        x, y, w, h = v.cell_rect(cell)
        sq = pygame.Rect(x, y, w, h).inflate(-max(2, v.gap // 2), -max(2, v.gap // 2))
        theme.draw_translucent(surface, sq, (*colour, alpha), max(2, v.w // 8))
        pygame.draw.rect(surface, colour, sq, outline, border_radius=max(2, v.w // 8))

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        v, g = sc.view, sc.game
        theme.draw_shadow(surface, pygame.Rect(v.frame), radius=max(4, v.border // 2), blur=10, offset=(0, 6))
        assert self._board_bg is not None, "layout() paints the empty board first"
        surface.blit(self._board_bg, v.frame[:2])
        thick = max(2, v.gap)
        if g is not None:
            landing = sc.flight.cell if sc.flight is not None else None
            for cell, stone in g.tiles():
                if cell != landing:
                    surface.blit(self._stone(stone, v.tile_width), v.tile_pos(cell))
            for cell in sc.legal_cells():
                self._cell_overlay(surface, cell, LEGAL, 110, max(2, thick // 2))
            if sc.hint_cell is not None:
                self._cell_overlay(surface, sc.hint_cell, HINT, 90, thick)
            self._draw_hover(surface)
        self._draw_panel(surface)
        if sc.flight is not None:
            self._draw_flight(surface)
        if sc.dealing:
            self._draw_pill(surface, "Dealing…")

    def _draw_hover(self, surface: pygame.Surface) -> None:
        sc = self.scene
        g, v, cell = sc.game, sc.view, sc.hover
        if (cell is None or g.shown is None or sc.finished or sc.flight is not None
                or g.tile_at(cell) is not None):
            return
        legal = g.explain(cell).legal
        ghost = self._stone(g.shown, v.tile_width).copy()
        ghost.set_alpha(150)
        surface.blit(ghost, v.tile_pos(cell))
        fx, fy, fw, fh = v.face_rect(cell)
        r = max(2, v.w // 9)
        pygame.draw.rect(surface, GOOD if legal else BAD, (fx - 2, fy - 2, fw + 4, fh + 4), max(2, v.gap), r)
        for c in sc.clashes(cell):
            cx, cy, cw, ch = v.face_rect(c)
            pygame.draw.rect(surface, BAD, (cx - 2, cy - 2, cw + 4, ch + 4), max(2, v.gap), r)

    def flight_rect(self) -> pygame.Rect:
        """Where the flying stone is now: from the stock slot to its square, shrinking."""
        sc = self.scene
        v, f = sc.view, sc.flight
        t = f.tween.value
        start = pygame.Rect(sc.layout["stock"])
        end = pygame.Rect(v.tile_pos(f.cell), (v.w + v.depth, v.h + v.depth))
        w = round(anim.lerp(start.w, end.w, t))
        h = round(anim.lerp(start.h, end.h, t))
        cx = round(anim.lerp(start.centerx, end.centerx, t))
        cy = round(anim.lerp(start.centery, end.centery, t) - 0.18 * v.h * (1 - (2 * t - 1) ** 2))
        return pygame.Rect(cx - w // 2, cy - h // 2, w, h)

    def _draw_flight(self, surface: pygame.Surface) -> None:
        rect = self.flight_rect()
        img = pygame.transform.smoothscale(self._stone(self.scene.flight.stone, self.stock_width), rect.size)
        theme.draw_shadow(surface, rect, radius=max(3, rect.w // 9), blur=6, offset=(4, 8), alpha=90)
        surface.blit(img, rect)

    def _draw_pill(self, surface: pygame.Surface, text: str) -> None:
        s = self.scene.scale
        img = theme.text(text, theme.px(24, s), theme.TEXT, bold=True)
        box = img.get_rect().inflate(theme.px(48, s), theme.px(22, s))
        box.center = pygame.Rect(self.scene.view.frame).center
        theme.draw_translucent(surface, box, (20, 22, 24, 200), box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    # --- the side panel ------------------------------------------------------------------
    def _draw_panel(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s, lay, g = sc.scale, sc.layout, sc.game
        theme.draw_panel(surface, lay["panel"], radius=theme.px(14, s))
        head = theme.text("NEXT STONE", theme.px(15, s), theme.INK_DIM, bold=True)
        surface.blit(head, head.get_rect(midtop=lay["heading"].midtop))
        stock = lay["stock"]
        shown = g.shown if g is not None else None
        if shown is not None:
            surface.blit(self._stone(shown, self.stock_width), stock)
            if sc.stuck_stone() is not None:  # it fits nowhere: outlined, and the notice says so
                m = sc.app.tiles.metrics(self.stock_width)
                ring = pygame.Rect(stock.x + m.depth, stock.y, m.w, m.h).inflate(theme.px(8, s), theme.px(8, s))
                pygame.draw.rect(surface, BAD, ring, theme.px(4, s), border_radius=max(3, m.w // 8))
        else:
            m = sc.app.tiles.metrics(self.stock_width)
            slot = pygame.Rect(stock.x + m.depth, stock.y, m.w, m.h)
            pygame.draw.rect(surface, theme.PANEL_ALT, slot, border_radius=max(3, m.w // 9))
            pygame.draw.rect(surface, theme.PANEL_LINE, slot, 2, border_radius=max(3, m.w // 9))
        if g is None:
            count = "Dealing…"
        elif g.tiles_left == 0:
            count = "Every stone placed" if not g.thrown else "Every stone placed or thrown"
        elif sc.stuck_stone() is not None:
            count = "Fits on no square"
        else:
            behind = g.tiles_left - 1
            count = f"{behind} more in the stock" if behind != 1 else "1 more in the stock"
        img = theme.fit_text(count, theme.px(16, s), lay["count"].w, theme.INK_DIM)
        surface.blit(img, img.get_rect(midtop=lay["count"].midtop))
        pygame.draw.line(surface, theme.PANEL_LINE, lay["rule"].topleft, lay["rule"].topright)
        if sc.throw_button.visible:
            sc.throw_button.draw(surface)
        self._draw_score(surface, g)
        self._draw_notice(surface)
        self._draw_glance(surface)
        sc.finishable.draw(surface)

    def _draw_score(self, surface: pygame.Surface, g: StonesGame | None) -> None:
        s, lay = self.scene.scale, self.scene.layout
        r = lay["score"]
        label = theme.text("Score", theme.px(16, s), theme.INK_DIM)
        surface.blit(label, label.get_rect(midleft=(r.x, r.centery)))
        value = theme.fit_text("—" if g is None else f"{g.score:,}", theme.px(30, s),
                               r.w - label.get_width() - theme.px(8, s), theme.ACCENT_DARK, bold=True)
        surface.blit(value, value.get_rect(midright=(r.right, r.centery)))
        rows = self.score_rows(g)
        row_h = lay["rows"].h // len(rows)
        for i, (name, text) in enumerate(rows):
            y = lay["rows"].y + i * row_h + row_h // 2
            v = theme.text(text, theme.px(16, s), theme.INK, bold=True)
            surface.blit(v, v.get_rect(midright=(r.right, y)))
            n = theme.fit_text(name, theme.px(16, s), r.w - v.get_width() - theme.px(8, s), theme.INK_DIM)
            surface.blit(n, n.get_rect(midleft=(r.x, y)))

    def score_rows(self, g: StonesGame | None) -> list[tuple[str, str]]:
        """The panel's rows under the score: (name, value)."""
        rows = [("Four-way placements", "—" if g is None else str(g.four_ways)),
                ("Points multiplier", "—" if g is None else f"×{g.multiplier}")]
        if self.scene.config.throws:
            rows.append(("Throws left", "—" if g is None else f"{g.throws_left} of {self.scene.config.throws}"))
        return rows

    def _draw_glance(self, surface: pygame.Surface) -> None:
        s, r = self.scene.scale, self.scene.layout["glance"]
        if r.h <= 0:
            return
        head = theme.text("NEIGHBOURS MUST SHARE", theme.px(15, s), theme.INK_DIM, bold=True)
        surface.blit(head, r.topleft)
        size = theme.px(14, s)
        y = r.y + head.get_height() + theme.px(6, s)
        num_w = max(theme.font(size, True).size(n)[0] for n, _ in self.glance()) + theme.px(10, s)
        for count, text in self.glance():
            n = theme.text(count, size, theme.ACCENT_DARK, bold=True)
            surface.blit(n, (r.x + theme.px(2, s), y))
            t = theme.fit_text(text, size, r.w - num_w, theme.INK)
            surface.blit(t, (r.x + num_w, y))
            y += theme.font(size).get_linesize()

    def _draw_notice(self, surface: pygame.Surface) -> None:
        s, box = self.scene.scale, self.scene.layout["notice"]
        if box.h < theme.px(24, s):
            return
        kind, text = self.scene.notice_text()
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
