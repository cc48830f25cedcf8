"""Menu previews for the Stones family: a small drawn board with a game under way.

The position is real: deal 1 of the game, with its first placements played by the
first legal move each time, so every preview is the same on every machine.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from mahjong.games.stones.rules import Stone, StonesGame
from mahjong.ui.tiles import STONE_COLOURS, STONE_SYMBOLS

PLACED = 12          # tiles played from the stock for the picture
BOARD = (70, 50, 34)
SQUARE = (98, 72, 50)
IVORY = (246, 240, 224)


@cache
def _position(game_id: str) -> tuple[int, int, tuple[tuple[tuple[int, int], Stone], ...]]:
    game = StonesGame(game_id, 1, finishable_only=False, attempt=0)
    for _ in range(PLACED):
        moves = game.legal_moves()
        if not moves:
            break
        game.apply(moves[0])
    return game.width, game.height, tuple(game.tiles())


def _shape(surface: pygame.Surface, symbol: int, colour, box: pygame.Rect) -> None:
    """A symbol drawn plainly, small enough for a preview."""
    kind = STONE_SYMBOLS[symbol]
    cx, cy, r = box.centerx, box.centery, max(2, box.w * 0.34)
    if kind == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r)
        return
    shapes = {
        "triangle": [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)],
        "square": [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy + r * 0.8),
                   (cx - r * 0.8, cy + r * 0.8)],
        "diamond": [(cx, cy - r * 1.1), (cx + r * 0.8, cy), (cx, cy + r * 1.1), (cx - r * 0.8, cy)],
    }
    if kind in shapes:
        pygame.draw.polygon(surface, colour, shapes[kind])
    elif kind == "cross":
        a = max(1, round(r * 0.35))
        pygame.draw.rect(surface, colour, (cx - a, cy - r, 2 * a, 2 * r))
        pygame.draw.rect(surface, colour, (cx - r, cy - a, 2 * r, 2 * a))
    else:  # star
        pts = [(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(math.pi * i / 5),
                cy - (r if i % 2 == 0 else r * 0.45) * math.cos(math.pi * i / 5)) for i in range(10)]
        pygame.draw.polygon(surface, colour, pts)


def draw_preview(game_id: str, surface: pygame.Surface, rect: pygame.Rect, tile_art: object = None) -> None:
    """The board of ``game_id`` with a game under way, centred in ``rect`` (drawn with
    shapes, not the tile art)."""
    rect = pygame.Rect(rect)
    cols, rows, tiles = _position(game_id)
    cell = max(3, min((rect.w - 8) // cols, (rect.h - 8) // rows))
    frame = pygame.Rect(0, 0, cols * cell + 8, rows * cell + 8)
    frame.center = rect.center
    pygame.draw.rect(surface, BOARD, frame, border_radius=max(2, cell // 3))
    for r in range(rows):
        for c in range(cols):
            sq = pygame.Rect(frame.x + 4 + c * cell, frame.y + 4 + r * cell, cell, cell).inflate(-1, -1)
            pygame.draw.rect(surface, SQUARE, sq, border_radius=max(1, cell // 6))
    for (c, r), stone in tiles:
        sq = pygame.Rect(frame.x + 4 + c * cell, frame.y + 4 + r * cell, cell, cell).inflate(-1, -1)
        pygame.draw.rect(surface, IVORY, sq, border_radius=max(1, cell // 6))
        _shape(surface, stone.symbol, STONE_COLOURS[stone.colour], sq)
