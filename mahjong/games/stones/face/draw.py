"""Drawing the Stones board and side panel from a ``StonesSnapshot`` (snapshot.py; the
painter reads nothing else and changes nothing): the wooden board with its inset squares and gold-ringed openings, the
stones, the lit squares, the hint, the hover preview with clashing neighbours outlined,
the stone flying from the stock, and the panel (next stone, stock count, the Throw button
and throws left in Throwing Stones, score, four-ways and multiplier, the notice box, the
placement rule in brief and the finishable switch; the two buttons are the scene's
widgets, handed to ``draw`` only to be drawn in the panel's layer).

``panel_layout()`` places the panel's parts for a ``StonesView``; the painter paints the
board without stones once per view.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong.games.stones.config import StonesConfig
from mahjong.games.stones.face.snapshot import StonesSnapshot, Tally
from mahjong.games.stones.face.view import StonesView
from mahjong.games.stones.rules import Stone
from mahjong.i18n import _, format_number, ngettext
from mahjong.ui import anim, theme
from mahjong.ui.fitlines import draw_lines, fit_lines
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.tiles import TileArt
from mahjong.ui.widgets import Widget

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


def panel_layout(view: StonesView, scale: float, config: StonesConfig) -> tuple[dict[str, pygame.Rect], int]:
    """The panel's parts for ``view``, by name, and the stock stone's tile width."""
    s = scale
    panel = pygame.Rect(view.panel)
    pad = theme.px(16, s)
    inner = panel.inflate(-2 * pad, -2 * pad)
    y = inner.y
    label_h = theme.font(theme.px(15, s), True).get_linesize()
    heading = pygame.Rect(inner.x, y, inner.w, label_h)
    y = heading.bottom + theme.px(8, s)
    stock_w = max(view.tile_width, min(round(view.tile_width * 1.5), theme.px(84, s), inner.w // 2))
    m = TileArt.metrics(stock_w)
    stock = pygame.Rect(0, y, m.w + m.depth, m.h + m.depth)
    stock.centerx = inner.centerx
    y = stock.bottom + theme.px(6, s)
    count = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(16, s)).get_linesize())
    y = count.bottom + theme.px(12, s)
    throw = pygame.Rect(inner.x, y, inner.w, 0)
    if config.throws:
        throw = pygame.Rect(inner.x + inner.w // 6, y - theme.px(4, s), inner.w - inner.w // 3, theme.px(32, s))
        y = throw.bottom + theme.px(10, s)
    rule1 = y
    y += theme.px(12, s)
    score = pygame.Rect(inner.x, y, inner.w, theme.font(theme.px(30, s), True).get_linesize())
    y = score.bottom + theme.px(4, s)
    row_h = theme.font(theme.px(16, s)).get_linesize()
    rows = pygame.Rect(inner.x, y, inner.w, len(score_rows(config, None)) * row_h)
    y = rows.bottom + theme.px(12, s)
    toggle_lines = fit_lines(_("Finishable deals only"), theme.px(15, s), inner.w - switch_width(s))
    toggle_h = max(theme.px(30, s), len(toggle_lines) * theme.font(theme.px(15, s)).get_linesize() + theme.px(4, s))
    toggle = pygame.Rect(inner.x, inner.bottom - toggle_h, inner.w, toggle_h)
    glance_head, _num_w, glance_list = glance_rows(config, s, inner.w)
    glance_h = (len(glance_head) * label_h + theme.px(6, s)
                + sum(len(lines) for _n, lines in glance_list) * theme.font(theme.px(14, s)).get_linesize())
    room = toggle.y - theme.px(12, s) - y
    notice_min = 4 * theme.font(theme.px(16, s)).get_linesize() + theme.px(24, s)
    glance_box = pygame.Rect(inner.x, toggle.y - theme.px(14, s) - glance_h, inner.w, glance_h)
    if room - glance_h - theme.px(14, s) < notice_min:
        glance_box = pygame.Rect(inner.x, toggle.y, inner.w, 0)  # no room: the notice matters more
    notice = pygame.Rect(inner.x, y, inner.w, glance_box.y - theme.px(14, s) - y)
    return ({"panel": panel, "heading": heading, "stock": stock, "count": count, "throw": throw, "score": score,
             "rows": rows, "notice": notice, "glance": glance_box, "toggle": toggle,
             "rule": pygame.Rect(inner.x, rule1, inner.w, 1)}, stock_w)


def glance(config: StonesConfig) -> list[tuple[str, str]]:
    """The placement rule in brief: (neighbours, what they must share)."""
    if config.loose:
        return [("1-4", _("each: colour or symbol")), ("", _("any mix of the two"))]
    # Translators: the side panel's rule in brief, beside a number of neighbours (under "NEIGHBOURS MUST SHARE")
    lines = [("1", _("colour or symbol")), ("2", _("one colour, one symbol")),
             ("3", _("at least one of each")), ("4", _("two colours, two symbols"))]
    if config.free_placement:
        lines.insert(0, ("0", _("none: may stand alone, no points")))
    return lines


def switch_width(s: float) -> int:
    """The room the finishable switch takes at the right of its row (``PanelSwitch``)."""
    return round(theme.px(27, s) * 1.7) + theme.px(10, s)


def glance_rows(config: StonesConfig, s: float, width: int) -> tuple[list[str], int, list[tuple[str, list[str]]]]:
    """The glance's heading lines, the width of its number column and its rows (number,
    lines), each wrapped onto two lines where a language makes it long."""
    size = theme.px(14, s)
    head = fit_lines(_("NEIGHBOURS MUST SHARE"), theme.px(15, s), width, bold=True)
    lines = glance(config)
    num_w = max(theme.font(size, True).size(n)[0] for n, _t in lines) + theme.px(10, s)
    return head, num_w, [(count, fit_lines(text, size, width - num_w)) for count, text in lines]


def score_rows(config: StonesConfig, g: Tally | None) -> list[tuple[str, str]]:
    """The panel's rows under the score: (name, value)."""
    rows = [(_("Four-way placements"), "—" if g is None else str(g.four_ways)),
            (_("Points multiplier"), "—" if g is None else f"×{g.multiplier}")]
    if config.throws:
        # Translators: throws left out of the game's throws: "2 of 3"
        rows.append((_("Throws left"), "—" if g is None else _("{left} of {total}").format(
            left=g.throws_left, total=config.throws)))
    return rows


def flight_rect(snap: StonesSnapshot) -> pygame.Rect:
    """Where the flying stone is now: from the stock slot to its square, shrinking."""
    v, f = snap.view, snap.flight
    assert f is not None, "asked only while a stone flies"
    t = f.progress
    start = pygame.Rect(snap.layout["stock"])
    end = pygame.Rect(v.tile_pos(f.cell), (v.w + v.depth, v.h + v.depth))
    w = round(anim.lerp(start.w, end.w, t))
    h = round(anim.lerp(start.h, end.h, t))
    cx = round(anim.lerp(start.centerx, end.centerx, t))
    cy = round(anim.lerp(start.centery, end.centery, t) - 0.18 * v.h * (1 - (2 * t - 1) ** 2))
    return pygame.Rect(cx - w // 2, cy - h // 2, w, h)


class StonesPainter:
    """Draws a ``StonesSnapshot``; keeps only the empty board of the last view it drew."""

    def __init__(self) -> None:
        self._board_bg: tuple[StonesView, tuple, pygame.Surface] | None = None

    def _empty_board(self, snap: StonesSnapshot) -> pygame.Surface:
        """The empty board of ``snap``'s view, painted once per view."""
        openings = snap.config.openings
        cached = self._board_bg
        if cached is None or cached[0] is not snap.view or cached[1] != openings:
            cached = (snap.view, openings, self._draw_board_bg(snap.view, openings))
            self._board_bg = cached
        return cached[2]

    @staticmethod
    def _draw_board_bg(v: StonesView, openings_at: tuple) -> pygame.Surface:
        """The board without stones: a wooden frame of inset squares, openings ringed in gold."""
        fx, fy, fw, fh = v.frame
        surf = pygame.Surface((fw, fh), pygame.SRCALPHA)
        radius = max(4, v.border // 2)
        pygame.draw.rect(surf, WOOD, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, WOOD_EDGE, surf.get_rect(), max(1, v.border // 6), border_radius=radius)
        openings = set(openings_at)
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
    @staticmethod
    def _stone(art: TileArt, stone: Stone, width: int, state: str = "normal") -> pygame.Surface:
        return art.stone(stone.colour, stone.symbol, width, state)

    @staticmethod
    def _cell_overlay(surface, v: StonesView, cell, colour, alpha: int, outline: int) -> None:
        x, y, w, h = v.cell_rect(cell)
        sq = pygame.Rect(x, y, w, h).inflate(-max(2, v.gap // 2), -max(2, v.gap // 2))
        theme.draw_translucent(surface, sq, (*colour, alpha), max(2, v.w // 8))
        pygame.draw.rect(surface, colour, sq, outline, border_radius=max(2, v.w // 8))

    def draw(self, surface: pygame.Surface, snap: StonesSnapshot, art: TileArt,
             panel_widgets: Sequence[Widget] = ()) -> None:
        """Paint ``snap`` with the stone faces of ``art``; ``panel_widgets`` (the scene's
        buttons in the panel) are drawn with the panel, under a flying stone."""
        v = snap.view
        theme.draw_shadow(surface, pygame.Rect(v.frame), radius=max(4, v.border // 2), blur=10, offset=(0, 6))
        surface.blit(self._empty_board(snap), v.frame[:2])
        thick = max(2, v.gap)
        if not snap.dealing:
            landing = snap.flight.cell if snap.flight is not None else None
            for cell, stone in snap.stones:
                if cell != landing:
                    surface.blit(self._stone(art, stone, v.tile_width), v.tile_pos(cell))
            for cell in snap.legal:
                self._cell_overlay(surface, v, cell, LEGAL, 110, max(2, thick // 2))
            if snap.hint is not None:
                self._cell_overlay(surface, v, snap.hint, HINT, 90, thick)
            self._draw_hover(surface, snap, art)
        self._draw_panel(surface, snap, art)
        for widget in panel_widgets:
            widget.draw(surface)
        if snap.flight is not None:
            self._draw_flight(surface, snap, art)
        if snap.dealing:
            self._draw_pill(surface, snap, _("Dealing…"))

    def _draw_hover(self, surface: pygame.Surface, snap: StonesSnapshot, art: TileArt) -> None:
        v, hover = snap.view, snap.hover
        if hover is None or snap.shown is None:
            return
        ghost = self._stone(art, snap.shown, v.tile_width).copy()
        ghost.set_alpha(150)
        surface.blit(ghost, v.tile_pos(hover.cell))
        fx, fy, fw, fh = v.face_rect(hover.cell)
        r = max(2, v.w // 9)
        pygame.draw.rect(surface, GOOD if hover.legal else BAD, (fx - 2, fy - 2, fw + 4, fh + 4), max(2, v.gap), r)
        for c in hover.clashes:
            cx, cy, cw, ch = v.face_rect(c)
            pygame.draw.rect(surface, BAD, (cx - 2, cy - 2, cw + 4, ch + 4), max(2, v.gap), r)

    def _draw_flight(self, surface: pygame.Surface, snap: StonesSnapshot, art: TileArt) -> None:
        assert snap.flight is not None, "drawn only while a stone flies"
        rect = flight_rect(snap)
        img = pygame.transform.smoothscale(self._stone(art, snap.flight.stone, snap.stock_width), rect.size)
        theme.draw_shadow(surface, rect, radius=max(3, rect.w // 9), blur=6, offset=(4, 8), alpha=90)
        surface.blit(img, rect)

    @staticmethod
    def _draw_pill(surface: pygame.Surface, snap: StonesSnapshot, text: str) -> None:
        s = snap.scale
        img = theme.text(text, theme.px(24, s), theme.TEXT, bold=True)
        box = img.get_rect().inflate(theme.px(48, s), theme.px(22, s))
        box.center = pygame.Rect(snap.view.frame).center
        theme.draw_translucent(surface, box, (20, 22, 24, 200), box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    # --- the side panel ------------------------------------------------------------------
    def _draw_panel(self, surface: pygame.Surface, snap: StonesSnapshot, art: TileArt) -> None:
        s, lay, tally = snap.scale, snap.layout, snap.tally
        theme.draw_panel(surface, lay["panel"], radius=theme.px(14, s))
        head = theme.text(_("NEXT STONE"), theme.px(15, s), theme.INK_DIM, bold=True)
        surface.blit(head, head.get_rect(midtop=lay["heading"].midtop))
        stock = lay["stock"]
        m = TileArt.metrics(snap.stock_width)
        if snap.shown is not None:
            surface.blit(self._stone(art, snap.shown, snap.stock_width), stock)
            if snap.stuck:  # it fits nowhere: outlined, and the notice says so
                ring = pygame.Rect(stock.x + m.depth, stock.y, m.w, m.h).inflate(theme.px(8, s), theme.px(8, s))
                pygame.draw.rect(surface, BAD, ring, theme.px(4, s), border_radius=max(3, m.w // 8))
        else:
            slot = pygame.Rect(stock.x + m.depth, stock.y, m.w, m.h)
            pygame.draw.rect(surface, theme.PANEL_ALT, slot, border_radius=max(3, m.w // 9))
            pygame.draw.rect(surface, theme.PANEL_LINE, slot, 2, border_radius=max(3, m.w // 9))
        if tally is None:
            count = _("Dealing…")
        elif tally.tiles_left == 0:
            count = _("Every stone placed") if not tally.thrown else _("Every stone placed or thrown")
        elif snap.stuck:
            count = _("Fits on no square")
        else:
            behind = tally.tiles_left - 1
            # Translators: stones still hidden in the stock behind the one shown
            count = ngettext("{count} more in the stock", "{count} more in the stock", behind).format(count=behind)
        img = theme.fit_text(count, theme.px(16, s), lay["count"].w, theme.INK_DIM)
        surface.blit(img, img.get_rect(midtop=lay["count"].midtop))
        pygame.draw.line(surface, theme.PANEL_LINE, lay["rule"].topleft, lay["rule"].topright)
        self._draw_score(surface, snap, tally)
        self._draw_notice(surface, snap)
        self._draw_glance(surface, snap)

    @staticmethod
    def _draw_score(surface: pygame.Surface, snap: StonesSnapshot, g: Tally | None) -> None:
        s, lay = snap.scale, snap.layout
        r = lay["score"]
        label = theme.text(_("Score"), theme.px(16, s), theme.INK_DIM)
        surface.blit(label, label.get_rect(midleft=(r.x, r.centery)))
        value = theme.fit_text("—" if g is None else format_number(g.score), theme.px(30, s),
                               r.w - label.get_width() - theme.px(8, s), theme.ACCENT_DARK, bold=True)
        surface.blit(value, value.get_rect(midright=(r.right, r.centery)))
        rows = score_rows(snap.config, g)
        row_h = lay["rows"].h // len(rows)
        for i, (name, text) in enumerate(rows):
            y = lay["rows"].y + i * row_h + row_h // 2
            v = theme.text(text, theme.px(16, s), theme.INK, bold=True)
            surface.blit(v, v.get_rect(midright=(r.right, y)))
            n = theme.fit_text(name, theme.px(16, s), r.w - v.get_width() - theme.px(8, s), theme.INK_DIM)
            surface.blit(n, n.get_rect(midleft=(r.x, y)))

    @staticmethod
    def _draw_glance(surface: pygame.Surface, snap: StonesSnapshot) -> None:
        s, r = snap.scale, snap.layout["glance"]
        if r.h <= 0:
            return
        head, num_w, rows = glance_rows(snap.config, s, r.w)
        y = r.y + draw_lines(surface, head, r.topleft, theme.px(15, s), r.w, theme.INK_DIM, bold=True) + theme.px(6, s)
        size = theme.px(14, s)
        for count, lines in rows:
            n = theme.text(count, size, theme.ACCENT_DARK, bold=True)
            surface.blit(n, (r.x + theme.px(2, s), y))
            y += draw_lines(surface, lines, (r.x + num_w, y), size, r.w - num_w, theme.INK)

    @staticmethod
    def _draw_notice(surface: pygame.Surface, snap: StonesSnapshot) -> None:
        s, box = snap.scale, snap.layout["notice"]
        if box.h < theme.px(24, s):
            return
        kind, text = snap.notice
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
