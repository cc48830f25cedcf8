"""A small drawn schematic of a solitaire layout: for the layout chooser and the menu."""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.layout_files import builtin_layouts

TILE_ASPECT = 1.3   # a tile is this many times taller than wide
LIFT = 0.35         # each level is drawn shifted up-right by this share of a half cell


def _lighter(colour: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    r, g, b = colour
    return round(r + (255 - r) * share), round(g + (255 - g) * share), round(b + (255 - b) * share)


def _darker(colour: tuple[int, int, int], share: float) -> tuple[int, int, int]:
    r, g, b = colour
    return round(r * (1 - share)), round(g * (1 - share)), round(b * (1 - share))


def draw_layout_preview(surface: pygame.Surface, rect: pygame.Rect, layout: Layout,
                        colour: tuple[int, int, int] = (196, 184, 150)) -> None:
    """Draw ``layout`` centred in ``rect``: each tile a small rectangle, each level
    lighter than the one below and shifted up and to the right so stacks show."""
    rect = pygame.Rect(rect)
    if not layout.positions or rect.w < 4 or rect.h < 4:
        return
    # each tile's top-left corner in half-cell widths, lifted by its level
    corners = [(x + z * LIFT, y * TILE_ASPECT - z * LIFT) for z, x, y in layout.positions]
    min_x, min_y = min(u for u, _ in corners), min(v for _, v in corners)
    span_x = max(u for u, _ in corners) + 2 - min_x
    span_y = max(v for _, v in corners) + 2 * TILE_ASPECT - min_y
    cell = min(rect.w / span_x, rect.h / span_y)
    left = rect.x + (rect.w - cell * span_x) / 2 - cell * min_x
    top = rect.y + (rect.h - cell * span_y) / 2 - cell * min_y
    lifts = len(layout.levels) - 1
    gap = 1 if cell >= 3 else 0
    for z, x, y in sorted(layout.positions, key=lambda p: (p[0], -p[1], p[2])):
        fill = _lighter(colour, 0.55 * z / max(lifts, 1))
        tile = pygame.Rect(round(left + cell * (x + z * LIFT)),
                           round(top + cell * (y * TILE_ASPECT - z * LIFT)),
                           max(1, round(2 * cell) - gap), max(1, round(2 * cell * TILE_ASPECT) - gap))
        surface.fill(fill, tile)
        if tile.w > 3 and tile.h > 3:
            pygame.draw.rect(surface, _darker(fill, 0.45), tile, 1)


def menu_preview(game_id: str, surface: pygame.Surface, rect: pygame.Rect, tile_art: object) -> None:
    """The solitaire entry's menu preview (registry signature): the first built-in
    layout, the Turtle. ``tile_art`` is not needed for a schematic."""
    draw_layout_preview(surface, rect, builtin_layouts()[0])
