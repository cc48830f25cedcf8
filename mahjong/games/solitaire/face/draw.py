"""Drawing the MahJongg Solitaire board from a ``BoardSnapshot`` (snapshot.py; the painter
reads nothing else and changes nothing): the felt, tile shadows and the stacked tiles with their selected,
hinted and hover looks, the pairs lifting away, and the "Round N cleared" banner.

Depth: each level first casts its tiles' soft shadows (on the table or on the level
below), then draws its tiles, every level under the layout's top a step darker, so a
stack reads at a glance. The board is painted into a cached surface (felt included)
that is rebuilt only when what it shows changes (tiles, selection, hint, hover); a frame is then one blit plus
the chrome and any tiles being animated away. Geometry is ``view.BoardView``'s.
"""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.face.snapshot import BoardSnapshot
from mahjong.games.solitaire.face.view import Position, draw_order
from mahjong.i18n import _, format_number
from mahjong.ui import theme
from mahjong.ui.tiles import MARKS, TileArt, for_display


def tile_state(snap: BoardSnapshot, pos: Position) -> str:
    """The look of the tile at ``pos``: TileArt's "selected", "hinted" or "normal"."""
    if pos == snap.selected:
        return "selected"
    if snap.hint_pair and pos in snap.hint_pair:
        return "hinted"
    if pos in snap.matching:
        return "matching"  # only a match that can be taken now: a blocked one would only refuse
    return "normal"


class BoardPainter:
    """Draws a ``BoardSnapshot``; keeps only the cached board picture, keyed on what it shows."""

    def __init__(self) -> None:
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self._canvas: pygame.Surface | None = None  # reused while the board's size holds

    def forget(self) -> None:
        """The view changed (new layout, size or round): paint the board afresh."""
        self._cache = None

    def _board_surface(self, snap: BoardSnapshot, art: TileArt) -> pygame.Surface:
        """The cached picture of the board area: felt, shadows and every tile."""
        key = (snap.tiles, snap.selected, snap.hint_pair, snap.hover, snap.matching, id(snap.view),
               id(snap.table), snap.board_rect, art.show_index, id(art), art.generation)
        if self._cache is not None and key == self._cache_key:
            return self._cache
        board = pygame.Rect(snap.board_rect)
        surf = self._canvas
        if surf is None or surf.get_size() != board.size:
            # allocating a board-sized surface costs more than painting it: keep one
            surf = pygame.Surface(board.size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
            self._canvas = surf
        surf.blit(snap.table, (0, 0), board)
        self._paint_tiles(surf, snap, art, (-board.x, -board.y))
        self._cache, self._cache_key = surf, key
        return surf

    @staticmethod
    def _paint_tiles(surf: pygame.Surface, snap: BoardSnapshot, art: TileArt, offset: tuple[int, int]) -> None:
        """Level by level: first the shadows this level casts (on the table, or on the
        level below, already painted), then its tiles, each level below the layout's top
        a shade darker (``TileArt.tile``'s ``dusk``)."""
        view = snap.view
        codes = dict(snap.tiles)
        ox, oy = offset
        top = max((p[0] for p in view.positions), default=0)
        shadow = _shadow(view.w, view.h, view.depth)
        sx, sy = -view.depth - shadow_margin(view.depth), -shadow_margin(view.depth) + view.depth
        hover_face = _hover_overlay(view.w, view.h)
        order = draw_order(list(codes))
        start = 0
        while start < len(order):
            z = order[start][0]
            end = start
            while end < len(order) and order[end][0] == z:
                end += 1
            level = order[start:end]
            here = set(level)
            for pos in level:
                if _shadow_hidden(pos, here):
                    continue
                x, y = view.sprite_pos(pos)
                surf.blit(shadow, (x + ox + sx, y + oy + sy))
            for pos in level:
                x, y = view.sprite_pos(pos)
                state = tile_state(snap, pos)
                dusk = top - z if state == "normal" else 0
                surf.blit(art.tile(codes[pos], view.width, state, dusk), (x + ox, y + oy))
                if pos == snap.hover and pos != snap.selected:
                    surf.blit(hover_face, (x + ox + view.depth, y + oy))
            start = end

    def draw(self, surface: pygame.Surface, snap: BoardSnapshot, art: TileArt) -> None:
        """Paint ``snap`` with the tile faces of ``art``."""
        if not snap.cleared:  # a cleared round shows an empty table, not the next deal
            surface.blit(self._board_surface(snap, art), snap.board_rect[:2])
        for lift in snap.lifts:
            img = art.tile(lift.code, lift.width, "selected").copy()
            img.set_alpha(round(255 * (1 - lift.progress)))
            x, y = lift.at
            surface.blit(img, (x + lift.lift // 2, y - lift.lift))
        if snap.banner is not None:
            self._draw_banner(surface, snap)

    @staticmethod
    def _draw_banner(surface: pygame.Surface, snap: BoardSnapshot) -> None:
        banner, board = snap.banner, pygame.Rect(snap.board_rect)
        assert banner is not None, "drawn only while the banner shows"
        s, p = snap.scale, banner.progress
        fade = min(1.0, p / 0.15, (1 - p) / 0.15) if banner.timed else 1.0
        r = pygame.Rect(0, 0, min(board.w - 40, theme.px(560, s)), theme.px(132, s))
        r.center = (board.centerx, board.centery - round(theme.px(24, s) * (1 - fade)))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        theme.draw_panel(box, box.get_rect(), radius=theme.px(18, s), shadow=False, border=theme.GOLD)
        pygame.draw.rect(box, theme.GOLD, box.get_rect(), theme.px(3, s), border_radius=theme.px(18, s))
        title = theme.text(_("Round {number} cleared").format(number=banner.cleared_round), theme.px(36, s),
                           theme.ACCENT_DARK, bold=True)
        theme.blit_centered(box, title, (r.w // 2, r.h // 2 - theme.px(16, s)))
        next_round = _("Score {score}  ·  next: {layout}").format(score=format_number(banner.score),
                                                                   layout=banner.next_title)
        sub = theme.text(next_round, theme.px(19, s), theme.INK_DIM)
        theme.blit_centered(box, sub, (r.w // 2, r.h // 2 + theme.px(28, s)))
        box.set_alpha(round(255 * fade))
        theme.draw_shadow(surface, r, theme.px(18, s), alpha=round(110 * fade))
        surface.blit(box, r)


def _shadow_hidden(pos, level: set) -> bool:
    """Whether the tiles beside ``pos`` on its level (left, below, lower left; drawn
    after its shadow) cover that shadow wholly: then it is not worth a blit."""
    z, x, y = pos
    return (z, x - 2, y) in level and (z, x, y + 2) in level and (z, x - 2, y + 2) in level


def shadow_margin(depth: int) -> int:
    """How far a tile's soft shadow spreads past its hard edge."""
    return max(1, depth // 2)


def _shadow(w: int, h: int, depth: int) -> pygame.Surface:
    """A tile's shadow: its whole shape (face and thickness), soft-edged, to be laid one
    thickness further down and left than the tile, on whatever lies below it."""
    def build() -> pygame.Surface:
        m = shadow_margin(depth)
        surf = pygame.Surface((w + depth + 2 * m, h + depth + 2 * m), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 150), (m, m, w + depth, h + depth), border_radius=max(2, w // 9))
        if m > 1:
            surf = pygame.transform.gaussian_blur(surf, m)
        return for_display(surf)  # mostly clear: run-length blits skip the clear runs
    return _cached(("shadow", w, h, depth), build)


def _hover_overlay(w: int, h: int) -> pygame.Surface:
    """The hover lights the tile: a light rim around its face, the face itself untouched
    (a veil over it washed the picture out)."""
    def build() -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (*MARKS["lit"], 235), surf.get_rect(), max(2, round(w * 0.06)),
                         max(2, round(w * 0.11)))
        return surf
    return _cached(("hover", w, h), build)


_SURFACES: dict[tuple, pygame.Surface] = {}


def _cached(key: tuple, build) -> pygame.Surface:
    if key not in _SURFACES:
        if len(_SURFACES) > 32:
            _SURFACES.clear()
        _SURFACES[key] = build()
    return _SURFACES[key]
