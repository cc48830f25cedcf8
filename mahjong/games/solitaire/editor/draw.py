"""Drawing the layout editor (reads the scene, never changes it): the half-tile grid seen
from above, the levels below the current one faded, the current level's tiles, the tile
the pointer would place or remove, and the side panel's figures.

The grid and its tiles are painted into a cached surface rebuilt only when the layout,
the level or the window changes; a frame is that blit, the pointer's tile and the panel.
"""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.layout import Position
from mahjong.ui import theme

TILE_ASPECT = 4 / 3          # a tile's face is this many times taller than wide (ui/tiles.py)
FACE = (247, 240, 222)
EDGE = (150, 128, 96)
REFUSED = (214, 72, 60)
ALLOWED = (90, 200, 120)
REMOVE = (232, 160, 40)      # the tile a click would take away


class EditorGrid:
    """Where the half cells of a ``width`` x ``height`` grid sit in ``rect``: cells
    ``cw`` wide and ``ch`` high (two cells make a tile), centred."""

    def __init__(self, rect: pygame.Rect, width: int, height: int) -> None:
        cw = max(2.0, min(rect.w / width, rect.h / (height * TILE_ASPECT)))
        self.cw, self.ch = cw, cw * TILE_ASPECT
        self.width, self.height = width, height
        gw, gh = round(cw * width), round(self.ch * height)
        self.rect = pygame.Rect(rect.x + (rect.w - gw) // 2, rect.y + (rect.h - gh) // 2, gw, gh)

    def tile_rect(self, x: int, y: int) -> pygame.Rect:
        left = self.rect.x + round(x * self.cw)
        top = self.rect.y + round(y * self.ch)
        return pygame.Rect(left, top, self.rect.x + round((x + 2) * self.cw) - left,
                           self.rect.y + round((y + 2) * self.ch) - top)

    def cell(self, point: tuple[int, int]) -> tuple[int, int]:
        """The half cell under ``point`` (may lie outside the grid)."""
        return (int((point[0] - self.rect.x) // self.cw), int((point[1] - self.rect.y) // self.ch))

    def spot(self, point: tuple[int, int]) -> tuple[int, int]:
        """The top-left cell of the tile centred nearest ``point``."""
        return (round((point[0] - self.rect.x) / self.cw - 1), round((point[1] - self.rect.y) / self.ch - 1))


def paint_grid(scene, size: tuple[int, int]) -> pygame.Surface:
    """The board area: felt, grid lines, lower levels faded, the current level on top,
    and outlines where higher levels lie."""
    grid, model, level = scene.grid, scene.model, scene.level
    surf = pygame.Surface(size).convert()
    surf.blit(theme.table_surface(scene.app.size, scene.app.settings.get("table_colour", theme.DEFAULT_TABLE)),
              (0, 0), scene.board)
    ox, oy = -scene.board.x, -scene.board.y
    area = grid.rect.move(ox, oy)
    theme.draw_translucent(surf, area.inflate(8, 8), (0, 0, 0, 40), 6)
    line = (255, 255, 255, 22)
    strong = (255, 255, 255, 48)
    lines = pygame.Surface(area.size, pygame.SRCALPHA)
    for i in range(grid.width + 1):
        x = round(i * grid.cw)
        pygame.draw.line(lines, strong if i % 2 == 0 else line, (x, 0), (x, area.h))
    for j in range(grid.height + 1):
        y = round(j * grid.ch)
        pygame.draw.line(lines, strong if j % 2 == 0 else line, (0, y), (area.w, y))
    surf.blit(lines, area)
    radius = max(2, round(grid.cw * 0.22))
    for z in range(level):                      # the levels below, fainter the deeper
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        fade = 70 + round(70 * (z + 1) / max(1, level))
        for pos in sorted(p for p in model.tiles if p[0] == z):
            r = grid.tile_rect(pos[1], pos[2]).move(-grid.rect.x, -grid.rect.y).inflate(-2, -2)
            pygame.draw.rect(veil, (*FACE, fade), r, border_radius=radius)
            pygame.draw.rect(veil, (*EDGE, fade), r, 1, border_radius=radius)
        surf.blit(veil, area)
    for pos in sorted(p for p in model.tiles if p[0] == level):
        _tile(surf, grid.tile_rect(pos[1], pos[2]).move(ox, oy), radius, level)
    above = pygame.Surface(area.size, pygame.SRCALPHA)
    for pos in model.tiles:
        if pos[0] > level:
            r = grid.tile_rect(pos[1], pos[2]).move(-grid.rect.x, -grid.rect.y).inflate(-4, -4)
            pygame.draw.rect(above, (255, 255, 255, 110), r, 2, border_radius=radius)
    surf.blit(above, area)
    return surf


def _tile(surf: pygame.Surface, r: pygame.Rect, radius: int, level: int) -> None:
    """One tile of the current level: a face with a thickness below and to the left."""
    depth = max(2, r.w // 9)
    face = pygame.Rect(r.x + depth // 2, r.y, r.w - depth // 2 - 1, r.h - depth // 2 - 1)
    pygame.draw.rect(surf, theme.shade(EDGE, 0.8), face.move(-depth // 2, depth // 2), border_radius=radius)
    pygame.draw.rect(surf, FACE, face, border_radius=radius)
    pygame.draw.rect(surf, EDGE, face, 1, border_radius=radius)
    if face.w >= 16:
        mark = theme.text(str(level + 1), max(9, face.h // 3), theme.shade(EDGE, 0.9), bold=True)
        surf.blit(mark, mark.get_rect(center=face.center))


def draw_pointer(surface: pygame.Surface, scene) -> None:
    """The tile the pointer would take away (amber) or place (green, or red when refused)."""
    grid = scene.grid
    radius = max(2, round(grid.cw * 0.22))
    target: Position | None = scene.pointer_tile
    if target is not None:
        r = grid.tile_rect(target[1], target[2])
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*REMOVE, 80), veil.get_rect(), border_radius=radius)
        surface.blit(veil, r)
        pygame.draw.rect(surface, REMOVE, r, 3, border_radius=radius)
        return
    spot = scene.pointer_spot
    if spot is None:
        return
    r = grid.tile_rect(spot[1], spot[2]).clip(grid.rect.inflate(4, 4))
    if r.w <= 0 or r.h <= 0:
        return
    colour = ALLOWED if scene.pointer_why is None else REFUSED
    veil = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*colour, 90), veil.get_rect(), border_radius=radius)
    surface.blit(veil, r)
    pygame.draw.rect(surface, colour, r, 2, border_radius=radius)


def progress_bar(surface: pygame.Surface, rect: pygame.Rect, shares: list[tuple[float, tuple]]) -> None:
    """A rounded bar filled from the left with ``(share, colour)`` segments."""
    pygame.draw.rect(surface, theme.PANEL_ALT, rect, border_radius=rect.h // 2)
    x = float(rect.x)
    for share, colour in shares:
        w = rect.w * max(0.0, min(1.0, share))
        if w >= 1:
            seg = pygame.Rect(round(x), rect.y, max(1, round(x + w) - round(x)), rect.h)
            pygame.draw.rect(surface, colour, seg, border_radius=rect.h // 2)
        x += w
    pygame.draw.rect(surface, theme.PANEL_LINE, rect, 1, border_radius=rect.h // 2)
