"""Draw the application icon: a Red Dragon tile in front of a face-down tile.

Usage: python scripts/build_icon.py
Writes assets/icons/mahjong-parlor.png (256x256) and assets/icons/mahjong-parlor.ico
(PNG images of 16, 32, 48 and 256 pixels in an ICO container, for the Windows build).
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from mahjong.ui.tiles import TileArt  # noqa: E402

OUT = ROOT / "assets" / "icons"
SIZES = (16, 32, 48, 256)


def icon(size: int, art: TileArt) -> pygame.Surface:
    """The icon drawn at `size` (not scaled from a bigger one, so small sizes stay crisp)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    if size <= 32:  # one tile filling the square
        width = int(size / 1.46)
        front = art.tile("RD", width)
        surf.blit(front, front.get_rect(center=(size // 2, size // 2)))
        return surf
    width = int(size * 0.54)
    m = art.metrics(width)
    back = pygame.transform.rotozoom(art.back(width), -12, 1.0)
    front = art.tile("RD", width)
    back_rect = back.get_rect(topleft=(round(m.w * 0.45), 0))
    front_rect = front.get_rect(topleft=(0, round(m.h * 0.14)))
    group = back_rect.union(front_rect)
    dx, dy = (size - group.w) // 2 - group.x, (size - group.h) // 2 - group.y
    surf.blit(back, back_rect.move(dx, dy))
    surf.blit(front, front_rect.move(dx, dy))
    return surf


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO file holding PNG images (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, data = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def main() -> int:
    pygame.display.init()
    art = TileArt()
    images = {size: png_bytes(icon(size, art)) for size in SIZES}
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "mahjong-parlor.png").write_bytes(images[256])
    (OUT / "mahjong-parlor.ico").write_bytes(ico_bytes(images))
    for name in ("mahjong-parlor.png", "mahjong-parlor.ico"):
        print(f"wrote {OUT / name} ({(OUT / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
