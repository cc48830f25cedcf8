"""Drawing the MahJongg Solitaire board for ``SolitaireScene`` (reads the scene, never
changes the game): the felt, tile shadows and the stacked tiles with their selected,
hinted and hover looks, the pairs lifting away, and the "Round N cleared" banner.

The board is painted into a cached surface (felt included) that is rebuilt only when
what it shows changes (tiles, selection, hint, hover); a frame is then one blit plus
the chrome and any tiles being animated away. Geometry is ``view.BoardView``'s.
"""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.view import draw_order
from mahjong.ui import theme


class BoardPainter:
    """Draws one ``SolitaireScene``; keeps only the cached board picture."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._cache: pygame.Surface | None = None
        self._cache_key: tuple | None = None

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
        key = (sc.match.version, sc.selected, sc.hint_pair, sc.hover,
               bool(settings.get("highlight_matches")), settings.get("table_colour"),
               tuple(sc.board_rect), sc.app.tiles.show_index, id(sc.app.tiles))
        if self._cache is not None and key == self._cache_key:
            return self._cache
        surf = pygame.Surface(sc.board_rect.size).convert()
        table = theme.table_surface(sc.app.size, settings.get("table_colour", theme.DEFAULT_TABLE))
        surf.blit(table, (0, 0), sc.board_rect)
        self._paint_tiles(surf, (-sc.board_rect.x, -sc.board_rect.y))
        self._cache, self._cache_key = surf, key
        return surf

    def _paint_tiles(self, surf: pygame.Surface, offset: tuple[int, int]) -> None:
        sc = self.scene
        view, tiles, match = sc.view, sc.app.tiles, sc.match
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
            surf.blit(tiles.tile(match.code(pos), view.width, self.tile_state(pos)), (x + ox, y + oy))
            if pos == sc.hover and pos != sc.selected:
                surf.blit(hover_face, (x + ox + view.depth, y + oy))

    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
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
