"""Render every tile face, back, state, stone and a 3-level stack into a PNG for review.

Usage: python scripts/tile_sheet.py [OUT.png] [--index] [--widths 28,40,56,80,120]
Runs headless (SDL dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from mahjong.core.tiles import ALL_CODES  # noqa: E402
from mahjong.ui.tiles import STATES, STONE_COLOURS, STONE_SYMBOLS, TileArt  # noqa: E402

BACKGROUND = (30, 70, 60)


def sheet(art: TileArt, widths: list[int]) -> pygame.Surface:
    """One row block per width: all faces and the back; then states, stones and a stack."""
    gap = 6
    blocks = []
    for width in widths:
        m = art.metrics(width)
        cell = (m.w + m.depth + gap, m.h + m.depth + gap)
        per_row = max(1, 1800 // cell[0])
        items = [art.tile(code, width) for code in ALL_CODES] + [art.back(width)]
        items += [art.tile("5D", width, state) for state in STATES[1:]] + [art.back(width, "selected")]
        items += [art.stone(c, s, width) for c in range(len(STONE_COLOURS)) for s in range(len(STONE_SYMBOLS))
                  if c == s or width >= 56]
        rows = (len(items) + per_row - 1) // per_row
        block = pygame.Surface((per_row * cell[0] + gap, rows * cell[1] + gap + 4 * m.depth + m.h + gap))
        block.fill(BACKGROUND)
        for i, surf in enumerate(items):
            block.blit(surf, (gap + (i % per_row) * cell[0], gap + (i // per_row) * cell[1]))
        base_y = rows * cell[1] + 3 * m.depth + gap
        for level, code in enumerate(("1B", "RD", "9C")):  # a 3-level stack beside a lone tile
            block.blit(art.tile(code, width, "blocked" if level < 2 else "normal"),
                       (gap + level * m.depth, base_y - level * m.depth))
        for level in range(2):
            block.blit(art.tile("E", width, "normal"), (gap + m.w * 2 + level * m.depth, base_y - level * m.depth))
        block.blit(art.tile("E", width, "hinted"), (gap + m.w * 2 + m.w + 2 * m.depth, base_y))
        blocks.append(block)
    out = pygame.Surface((max(b.get_width() for b in blocks), sum(b.get_height() for b in blocks)))
    out.fill(BACKGROUND)
    y = 0
    for block in blocks:
        out.blit(block, (0, y))
        y += block.get_height()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="tile_sheet.png")
    parser.add_argument("--index", action="store_true", help="draw the corner index")
    parser.add_argument("--widths", default="28,40,56,80,120")
    args = parser.parse_args()
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    image = sheet(TileArt(show_index=args.index), [int(w) for w in args.widths.split(",")])
    pygame.image.save(image, args.out)
    print(f"wrote {args.out} ({image.get_width()}x{image.get_height()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
