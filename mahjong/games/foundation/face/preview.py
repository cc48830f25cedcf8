"""Menu previews: a miniature of each game's board (three foundation piles under way, the
cells, and the first columns of deal 1 hanging down), drawn with the real tile art."""

from __future__ import annotations

import pygame

from mahjong.games.foundation.rules import FoundationGame

COLUMNS, ROWS = 7, 5
FELT, SLOT, SLOT_EDGE = (36, 104, 70), (28, 84, 56), (92, 150, 116)


def draw_preview(game_id: str, surface: pygame.Surface, rect: pygame.Rect, tile_art) -> None:
    """Deal 1 of ``game_id`` in miniature inside ``rect``."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, FELT, rect, border_radius=max(4, rect.w // 24))
    rect = rect.inflate(-max(4, rect.w // 20), -max(4, rect.w // 20))
    game = FoundationGame(game_id, 1)
    config = game.config
    # tile width: COLUMNS columns across, a top row plus ROWS overlapping rows down
    width = max(8, int(rect.w / (COLUMNS * 1.22)))
    while width > 8:
        m = tile_art.metrics(width)
        step = round(m.h * 0.5)
        if (m.h + m.depth) * 1.15 + (ROWS - 1) * step + m.h + m.depth <= rect.h:
            break
        width -= 1
    m = tile_art.metrics(width)
    step = round(m.h * 0.5)
    pitch = (rect.w - (m.w + m.depth)) / (COLUMNS - 1)
    top_y = rect.y + round((m.h + m.depth) * 0.15)
    # foundations: a dragon, a 1 and a 2 already up; the cells show what the deal put there
    for i, pile in enumerate(("RD", "1C", "2B")):
        surface.blit(tile_art.tile(pile, width), (round(rect.x + i * pitch), rect.y))
    for i, code in enumerate(game.state.cells[:2]):
        x = round(rect.x + (COLUMNS - 2 + i) * pitch)
        if code is None:
            slot = pygame.Rect(x + m.depth, rect.y, m.w, m.h)
            pygame.draw.rect(surface, SLOT, slot, border_radius=max(2, m.w // 9))
            pygame.draw.rect(surface, SLOT_EDGE, slot, 1, border_radius=max(2, m.w // 9))
        else:
            surface.blit(tile_art.tile(code, width), (x, rect.y))
    y0 = top_y + m.h + m.depth
    for c in range(COLUMNS):
        level = game.state.columns[c][0]
        rows = level[:ROWS - (c % 3 == 1)]
        for r, code in enumerate(rows):
            surface.blit(tile_art.tile(code, width), (round(rect.x + c * pitch), y0 + r * step))
        if config.levels and c in (2, 5):  # a second level started on the top-row tile
            surface.blit(tile_art.tile(level[-1], width), (round(rect.x + c * pitch) + m.depth, y0 - m.depth))
