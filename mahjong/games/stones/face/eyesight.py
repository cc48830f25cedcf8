"""How the stones look to other eyes: greyscale and simulated colour-vision deficiencies,
and how far apart two stones stay under each (the check behind "stones for every eye").

The simulations are Machado, Oliveira and Fernandes (2009) at severity 1.0, applied to
linear RGB; greyscale is the Rec. 709 luminance, encoded back to sRGB. Plain Python on
the surfaces' bytes (numpy is not a dependency).

Run ``python -m mahjong.games.stones.face.eyesight [OUT_DIR] [--width N]`` to save a sheet of
every stone as each eye sees it (greyscale.png, protan.png, deutan.png, tritan.png).
"""

from __future__ import annotations

import argparse
import os
import sys
from itertools import combinations
from pathlib import Path

import pygame

Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}
VIEWS = ("greyscale", "protan", "deutan", "tritan")
BACKDROP = (247, 241, 224)  # the stones' ivory, under any transparent edge

_TO_LINEAR = [((c / 255) / 12.92) if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in range(256)]


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def seen(rgb: tuple[int, int, int], view: str) -> tuple[int, int, int]:
    """The sRGB colour `rgb` as `view` (one of VIEWS) sees it."""
    r, g, b = (_TO_LINEAR[c] for c in rgb)
    if view == "greyscale":
        y = _encode(0.2126 * r + 0.7152 * g + 0.0722 * b)
        return y, y, y
    m = MACHADO[view]
    return tuple(_encode(row[0] * r + row[1] * g + row[2] * b) for row in m)  # type: ignore[return-value]


def lightness(surface: pygame.Surface, view: str) -> list[int]:
    """The grey level of every pixel of `surface` (over the ivory backdrop) as `view` sees it."""
    flat = pygame.Surface(surface.get_size())
    flat.fill(BACKDROP)
    flat.blit(surface, (0, 0))
    data = pygame.image.tobytes(flat, "RGB")
    cache: dict[bytes, int] = {}
    out = []
    for i in range(0, len(data), 3):
        px = data[i:i + 3]
        y = cache.get(px)
        if y is None:
            r, g, b = seen((px[0], px[1], px[2]), view)
            rl, gl, bl = _TO_LINEAR[r], _TO_LINEAR[g], _TO_LINEAR[b]
            y = cache[px] = _encode(0.2126 * rl + 0.7152 * gl + 0.0722 * bl)
        out.append(y)
    return out


def stone_pixels(images: list[list[int]]) -> list[int]:
    """The pixels where the stones differ at all: the stones' shapes, without the tile
    body and face every stone shares (which would water every difference down)."""
    return [i for i, column in enumerate(zip(*images)) if min(column) != max(column)]


def difference(a: list[int], b: list[int], where: list[int]) -> float:
    """Mean absolute grey-level difference (0-255) over the pixels `where`."""
    return sum(abs(a[i] - b[i]) for i in where) / len(where)


def pattern_difference(a: list[int], b: list[int], where: list[int]) -> float:
    """The difference over `where` once each image's overall shade is taken out (each
    scaled to mean 0, spread 1): what is left is marking and shape, not brightness."""
    def norm(v: list[int]) -> list[float]:
        part = [v[i] for i in where]
        mean = sum(part) / len(part)
        spread = (sum((x - mean) ** 2 for x in part) / len(part)) ** 0.5 or 1.0
        return [(x - mean) / spread for x in part]
    return sum(abs(x - y) for x, y in zip(norm(a), norm(b))) / len(where)


def closest_pairs(images: dict, measure=difference) -> list[tuple[float, object, object]]:
    """Every pair of `images` (key -> grey levels) with its difference over the pixels
    where any of them differ, closest first."""
    where = stone_pixels(list(images.values()))
    return sorted((measure(images[a], images[b], where), a, b) for a, b in combinations(images, 2))


def view_surface(surface: pygame.Surface, view: str) -> pygame.Surface:
    """A copy of `surface` recoloured as `view` sees it (for looking at)."""
    out = surface.copy()
    w, h = out.get_size()
    cache: dict[tuple[int, int, int], tuple[int, int, int]] = {}
    for yy in range(h):
        for xx in range(w):
            r, g, b, a = out.get_at((xx, yy))
            key = (r, g, b)
            if key not in cache:
                cache[key] = seen(key, view)
            out.set_at((xx, yy), (*cache[key], a))
    return out


def stone_sheet(art, colours: int, symbols: int, width: int) -> pygame.Surface:
    """Every stone, one colour a row, on the board's wood."""
    m = art.metrics(width)
    gap = max(4, width // 8)
    sheet = pygame.Surface((gap + symbols * (m.w + m.depth + gap), gap + colours * (m.h + m.depth + gap)))
    sheet.fill((74, 52, 36))
    for c in range(colours):
        for s in range(symbols):
            sheet.blit(art.stone(c, s, width), (gap + s * (m.w + m.depth + gap), gap + c * (m.h + m.depth + gap)))
    return sheet


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    parser = argparse.ArgumentParser(description="Save every stone as greyscale and colour-blind eyes see it.")
    parser.add_argument("out", nargs="?", default="/tmp/stones-shots")
    parser.add_argument("--width", type=int, default=64)
    args = parser.parse_args(argv)
    from mahjong.ui.tiles import STONE_COLOURS, STONE_SYMBOLS, TileArt
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    sheet = stone_sheet(TileArt(), len(STONE_COLOURS), len(STONE_SYMBOLS), args.width)
    pygame.image.save(sheet, str(out / "stones-colour.png"))
    for view in VIEWS:
        path = out / f"stones-{view}.png"
        pygame.image.save(view_surface(sheet, view), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
