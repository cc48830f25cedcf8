"""Drawing the MahJongg Solitaire board for ``SolitaireScene`` (reads the scene, never
changes the game): the felt, tile shadows and the stacked tiles with their selected,
hinted and hover looks, the pairs lifting away, and the "Round N cleared" banner.

Depth: each level first casts its tiles' soft shadows (on the table or on the level
below), then draws its tiles, every level under the layout's top a step darker, so a
stack reads at a glance. The board is painted into a cached surface (felt included)
that is rebuilt only when what it shows changes (tiles, selection, hint, hover); a frame is then one blit plus
the chrome and any tiles being animated away. Geometry is ``view.BoardView``'s.
"""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.face.view import draw_order
from mahjong.ui import backgrounds, theme
from mahjong.ui.tiles import for_display


class BoardPainter:
    """Draws one ``SolitaireScene``; keeps only the cached board picture."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None
        self._canvas: pygame.Surface | None = None  # reused while the board's size holds

    def forget(self) -> None:
        """The view changed (new layout, size or round): paint the board afresh."""
        self._cache = None

    def tile_state(self, pos) -> str:
        """The look of the tile at ``pos``: TileArt's "selected", "hinted" or "normal"."""
        sc = self.scene
        if pos == sc.selected:
            return "selected"
        if sc.hint_pair and pos in sc.hint_pair:
            return "hinted"
        if (sc.selected is not None and sc.app.settings.get("highlight_matches")
                and sc.match.matches(pos, sc.selected) and sc.match.is_free(pos)):
            return "hinted"  # only a match that can be taken now: a blocked one would only refuse
        return "normal"

    def lifted(self, pos) -> tuple[pygame.Surface, tuple[int, int]]:
        """A removed tile's picture and where it sat, for the lift-and-fade animation."""
        sc = self.scene
        img = sc.app.tiles.tile(sc.match.code(pos), sc.view.width, "selected").copy()
        return img, sc.view.sprite_pos(pos)

    def _board_surface(self) -> pygame.Surface:
        """The cached picture of the board area: felt, shadows and every tile."""
        sc = self.scene
        settings = sc.app.settings
        table = backgrounds.table_surface(settings, sc.app.size)
        key = (sc.match.game.key(), sc.selected, sc.hint_pair, sc.hover,
               bool(settings.get("highlight_matches")), id(table),
               tuple(sc.board_rect), sc.app.tiles.show_index, id(sc.app.tiles), sc.app.tiles.generation)
        if self._cache is not None and key == self._cache_key:
            return self._cache
        surf = self._canvas
        if surf is None or surf.get_size() != sc.board_rect.size:
            # allocating a board-sized surface costs more than painting it: keep one
            surf = self._canvas = pygame.Surface(sc.board_rect.size).convert()
        surf.blit(table, (0, 0), sc.board_rect)
        self._paint_tiles(surf, (-sc.board_rect.x, -sc.board_rect.y))
        self._cache, self._cache_key = surf, key
        return surf

    def _paint_tiles(self, surf: pygame.Surface, offset: tuple[int, int]) -> None:
        """Level by level: first the shadows this level casts (on the table, or on the
        level below, already painted), then its tiles, each level below the layout's top
        a shade darker (``TileArt.tile``'s ``dusk``)."""
        sc = self.scene
        view, tiles, match = sc.view, sc.app.tiles, sc.match
        ox, oy = offset
        top = max((p[0] for p in view.positions), default=0)
        shadow = _shadow(view.w, view.h, view.depth)
        sx, sy = -view.depth - shadow_margin(view.depth), -shadow_margin(view.depth) + view.depth
        hover_face = _hover_overlay(view.w, view.h)
        order = draw_order(match.present)
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
                state = self.tile_state(pos)
                dusk = top - z if state == "normal" else 0
                surf.blit(tiles.tile(match.code(pos), view.width, state, dusk), (x + ox, y + oy))
                if pos == sc.hover and pos != sc.selected:
                    surf.blit(hover_face, (x + ox + view.depth, y + oy))
            start = end

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        if not sc.cleared_table:  # a cleared round shows an empty table, not the next deal
            surface.blit(self._board_surface(), sc.board_rect)
        for img, (x, y), tween in sc.fx:
            p = tween.progress
            img.set_alpha(round(255 * (1 - p)))
            lift = round(tween.value)
            surface.blit(img, (x + lift // 2, y - lift))
        if sc.banner is not None:
            self._draw_banner(surface)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s, p = sc.scale, sc.banner.progress
        fade = min(1.0, p / 0.15, (1 - p) / 0.15) if sc.banner.seconds > 0 else 1.0
        r = pygame.Rect(0, 0, min(sc.board_rect.w - 40, theme.px(560, s)), theme.px(132, s))
        r.center = (sc.board_rect.centerx, sc.board_rect.centery - round(theme.px(24, s) * (1 - fade)))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        theme.draw_panel(box, box.get_rect(), radius=theme.px(18, s), shadow=False, border=theme.GOLD)
        pygame.draw.rect(box, theme.GOLD, box.get_rect(), theme.px(3, s), border_radius=theme.px(18, s))
        title = theme.text(f"Round {sc.match.round - 1} cleared", theme.px(36, s), theme.ACCENT_DARK, bold=True)
        theme.blit_centered(box, title, (r.w // 2, r.h // 2 - theme.px(16, s)))
        sub = theme.text(f"Score {sc.match.score:,}  ·  next: {sc.match.layout.title}", theme.px(19, s),
                         theme.INK_DIM)
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
        pygame.draw.rect(surf, (0, 0, 0, 112), (m, m, w + depth, h + depth), border_radius=max(2, w // 9))
        if m > 1:
            surf = pygame.transform.gaussian_blur(surf, m)
        return for_display(surf)  # mostly clear: run-length blits skip the clear runs
    return _cached(("shadow", w, h, depth), build)


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
