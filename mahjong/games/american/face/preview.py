"""The menu preview: a rack holding a winning hand in the making, three tiles raised
for the Charleston, and the players across as a row of backs."""

from __future__ import annotations

import pygame

RACK = ("1B", "2B", "2B", "3B", "3B", "3B", "RD", "RD", "J", "F", "F", "N", "E")
RAISED = (9, 11, 12)
FELT = (36, 104, 70)
MAT = (0, 0, 0, 50)


def draw_preview(game_id: str, surface: pygame.Surface, rect: pygame.Rect, tile_art) -> None:
    rect = pygame.Rect(rect)
    felt = pygame.Rect(0, 0, min(rect.w, rect.h * 3 // 2), rect.h)
    felt.center = rect.center
    pygame.draw.rect(surface, FELT, felt, border_radius=6)
    rect = felt.inflate(-6, -6)
    width = max(8, int((rect.w - 4) / (len(RACK) + 0.5)))
    m = tile_art.metrics(width)
    back_w = max(8, width * 2 // 3)
    bm = tile_art.metrics(back_w)
    backs = 13
    x = rect.centerx - (backs * (bm.w + 1)) // 2
    y = rect.y + max(4, rect.h // 10)
    for i in range(backs):
        surface.blit(tile_art.back(back_w), (x + i * (bm.w + 1), y))
    pool = pygame.Rect(rect.x + rect.w // 6, y + bm.h + bm.depth + 6, rect.w * 2 // 3, 0)
    pool.h = max(0, rect.bottom - m.h - m.depth - 10 - pool.y)
    mat = pygame.Surface(pool.size, pygame.SRCALPHA)
    pygame.draw.rect(mat, MAT, mat.get_rect(), border_radius=8)
    surface.blit(mat, pool)
    small = max(8, width * 3 // 5)
    for i, code in enumerate(("5D", "WD", "9C", "S")):
        sm = tile_art.metrics(small)
        surface.blit(tile_art.tile(code, small), (pool.x + 6 + i * (sm.w + 1), pool.centery - sm.h // 2))
    x = rect.centerx - (len(RACK) * (m.w + 1)) // 2
    base = rect.bottom - m.h - m.depth - 4
    for i, code in enumerate(RACK):
        lift = m.h // 5 if i in RAISED else 0
        surface.blit(tile_art.tile(code, width, "selected" if i in RAISED else "normal"),
                     (x + i * (m.w + 1), base - lift))
