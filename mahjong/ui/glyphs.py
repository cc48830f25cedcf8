"""The marks on a tile face: text from the glyph font subset, and shapes drawn by code.

A `Face` collects shapes on a supersampled layer (smoothscaled down once, for clean
antialiasing at small sizes) and text, which is rendered by FreeType at the target size so
it stays crisp. Painters take a Face and draw in face pixels (floats).
"""

from __future__ import annotations

import io
import math
from functools import lru_cache

import pygame

from mahjong.core.assets import asset_path

FONT_FILE = ("fonts", "NotoSerifTC-Tiles.otf")

NUMERALS = "一二三四五六七八九"
WAN = "萬"
WIND_GLYPHS = {"E": "東", "S": "南", "W": "西", "N": "北"}
DRAGON_GLYPHS = {"RD": "中", "GD": "發"}
FLOWER_GLYPHS = {"F1": "梅", "F2": "蘭", "F3": "菊", "F4": "竹"}
SEASON_GLYPHS = {"SP": "春", "SU": "夏", "AU": "秋", "WI": "冬"}
LATIN = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
# Every character drawn with the subset font (scripts/build_font.py keeps exactly these).
GLYPHS_USED = (NUMERALS + WAN + "".join(WIND_GLYPHS.values()) + "".join(DRAGON_GLYPHS.values())
               + "".join(FLOWER_GLYPHS.values()) + "".join(SEASON_GLYPHS.values()) + LATIN)

Colour = tuple[int, int, int]


@lru_cache(maxsize=1)
def _font_bytes() -> bytes:
    """The subset font file, read once, on first use."""
    return asset_path(*FONT_FILE).read_bytes()


@lru_cache(maxsize=128)
def _font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(_font_bytes()), size)


@lru_cache(maxsize=1024)
def text_surface(text: str, width: int, height: int, colour: Colour) -> pygame.Surface:
    """`text` rendered as large as fits a width x height box, cropped to its ink."""
    size = max(4, round(height / 0.9))
    for _ in range(3):
        surf = _font(size).render(text, True, colour)
        ink = surf.subsurface(surf.get_bounding_rect()).copy()
        scale = min(width / max(1, ink.get_width()), height / max(1, ink.get_height()))
        if scale >= 0.97:
            return ink
        size = max(4, int(size * scale))
    return ink


class Face:
    """A tile face being painted: shapes at `ss` times the size, text at the real size."""

    def __init__(self, w: int, h: int) -> None:
        self.w, self.h = w, h
        self.ss = 3 if w < 64 else 2
        self._shapes: pygame.Surface | None = None
        self._texts: list[tuple[str, float, float, float, float, Colour]] = []

    @property
    def layer(self) -> pygame.Surface:
        if self._shapes is None:
            self._shapes = pygame.Surface((self.w * self.ss, self.h * self.ss), pygame.SRCALPHA)
            self._shapes.fill((236, 228, 206, 0))  # ivory at zero alpha: no dark fringes
        return self._shapes

    def _p(self, x: float, y: float) -> tuple[float, float]:
        return x * self.ss, y * self.ss

    def circle(self, x: float, y: float, r: float, colour: Colour, width: float = 0) -> None:
        w = 0 if not width else max(1, round(width * self.ss))
        pygame.draw.circle(self.layer, colour, self._p(x, y), r * self.ss, w)

    def polygon(self, points, colour: Colour, width: float = 0) -> None:
        w = 0 if not width else max(1, round(width * self.ss))
        pygame.draw.polygon(self.layer, colour, [self._p(x, y) for x, y in points], w)

    def ellipse(self, x: float, y: float, rx: float, ry: float, angle: float, colour: Colour) -> None:
        """A filled ellipse centred on (x, y), turned by `angle` degrees."""
        a = math.radians(angle)
        ca, sa = math.cos(a), math.sin(a)
        pts = []
        for i in range(28):
            t = 2 * math.pi * i / 28
            ex, ey = rx * math.cos(t), ry * math.sin(t)
            pts.append((x + ex * ca - ey * sa, y + ex * sa + ey * ca))
        self.polygon(pts, colour)

    def segment(self, a, b, width: float, colour: Colour) -> None:
        """A thick line with round ends."""
        (x0, y0), (x1, y1) = a, b
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        ox, oy = -dy / n * width / 2, dx / n * width / 2
        self.polygon([(x0 + ox, y0 + oy), (x1 + ox, y1 + oy), (x1 - ox, y1 - oy), (x0 - ox, y0 - oy)], colour)
        self.circle(x0, y0, width / 2, colour)
        self.circle(x1, y1, width / 2, colour)

    def rect(self, x: float, y: float, w: float, h: float, colour: Colour, width: float = 0,
             radius: float = 0) -> None:
        s = self.ss
        pygame.draw.rect(self.layer, colour, pygame.Rect(round(x * s), round(y * s), round(w * s), round(h * s)),
                         0 if not width else max(1, round(width * s)), round(radius * s))

    def text(self, text: str, cx: float, cy: float, bw: float, bh: float, colour: Colour) -> None:
        """Queue `text` centred on (cx, cy), fitted into a bw x bh box."""
        self._texts.append((text, cx, cy, bw, bh, colour))

    def render(self, onto: pygame.Surface, at: tuple[int, int]) -> None:
        """Draw everything painted so far onto `onto`, the face's top left at `at`."""
        if self._shapes is not None:
            onto.blit(pygame.transform.smoothscale(self._shapes, (self.w, self.h)), at)
        for text, cx, cy, bw, bh, colour in self._texts:
            surf = text_surface(text, max(1, round(bw)), max(1, round(bh)), colour)
            onto.blit(surf, surf.get_rect(center=(at[0] + round(cx), at[1] + round(cy))))


# --- Painters --------------------------------------------------------------------------------

IVORY = (247, 241, 224)
INK = (26, 32, 58)
RED = (192, 32, 38)
GREEN = (22, 122, 64)
BLUE = (28, 78, 162)
GOLD = (236, 176, 30)

FLOWER_COLOURS = {"F1": (196, 38, 110), "F2": (112, 62, 170), "F3": (176, 88, 0), "F4": (40, 130, 50),
                  "SP": (0, 128, 118), "SU": (206, 40, 40), "AU": (140, 80, 30), "WI": (30, 90, 176)}

# Stones: luminance rises from first to last, so the colours differ in greyscale too.
STONE_COLOURS: tuple[Colour, ...] = ((32, 32, 40), (25, 60, 170), (210, 35, 35), (40, 160, 75),
                                     (235, 120, 205), (250, 190, 20))
STONE_SYMBOLS = ("circle", "triangle", "square", "star", "cross", "diamond")


def shade(colour: Colour, factor: float) -> Colour:
    """Darker (factor < 1) or lighter (factor > 1, towards white) version of a colour."""
    r, g, b = colour
    if factor <= 1:
        return round(r * factor), round(g * factor), round(b * factor)
    up = factor - 1
    return round(r + (255 - r) * up), round(g + (255 - g) * up), round(b + (255 - b) * up)


def _box(f: Face, top: float = 0.0):
    """The content box (x, y, w, h) inside the face margins; `top` reserves a band."""
    mx, my = f.w * 0.12, f.h * 0.075
    y = my + top * f.h
    return mx, y, f.w - 2 * mx, f.h - my - y


def ring(f: Face, x: float, y: float, r: float, colour: Colour) -> None:
    """One circle-suit pip: a coloured ring round a coloured core, with a little ornament."""
    f.circle(x, y, r, shade(colour, 0.7))
    f.circle(x, y, r * 0.86, colour)
    f.circle(x, y, r * 0.64, IVORY)
    f.circle(x, y, r * 0.46, colour)
    f.circle(x, y, r * 0.16, IVORY)
    if r * f.ss >= 18:
        for i in range(8):
            a = math.pi * i / 4
            f.circle(x + math.cos(a) * r * 0.75, y + math.sin(a) * r * 0.75, r * 0.055, IVORY)


_CIRCLES = {  # rank: radius (content-box widths) and (u, v, colour) per pip
    2: (0.27, [(0.5, 0.24, GREEN), (0.5, 0.76, BLUE)]),
    3: (0.2, [(0.2, 0.16, BLUE), (0.5, 0.5, RED), (0.8, 0.84, GREEN)]),
    4: (0.21, [(0.26, 0.25, BLUE), (0.74, 0.25, GREEN), (0.26, 0.75, GREEN), (0.74, 0.75, BLUE)]),
    5: (0.19, [(0.22, 0.18, BLUE), (0.78, 0.18, GREEN), (0.5, 0.5, RED), (0.22, 0.82, GREEN),
               (0.78, 0.82, BLUE)]),
    6: (0.185, [(0.28, 0.16, GREEN), (0.72, 0.16, GREEN)] + [(x, y, RED) for y in (0.5, 0.84) for x in (0.28, 0.72)]),
    7: (0.15, [(0.18, 0.1, GREEN), (0.5, 0.22, GREEN), (0.82, 0.34, GREEN)]
        + [(x, y, RED) for y in (0.6, 0.87) for x in (0.3, 0.7)]),
    8: (0.16, [(x, y, BLUE) for y in (0.12, 0.375, 0.625, 0.88) for x in (0.29, 0.71)]),
    9: (0.155, [(x, y, c) for y, c in ((0.15, BLUE), (0.5, RED), (0.85, GREEN)) for x in (0.17, 0.5, 0.83)]),
}


def paint_circles(f: Face, rank: int, top: float) -> None:
    x, y, bw, bh = _box(f, top)
    if rank == 1:
        cx, cy, r = x + bw / 2, y + bh / 2, min(bw, bh) * 0.5
        f.circle(cx, cy, r, shade(GREEN, 0.7))
        f.circle(cx, cy, r * 0.93, GREEN)
        f.circle(cx, cy, r * 0.8, IVORY)
        for i in range(12):
            a = math.pi * i / 6
            f.circle(cx + math.cos(a) * r * 0.66, cy + math.sin(a) * r * 0.66, r * 0.1, BLUE)
        f.circle(cx, cy, r * 0.5, RED)
        f.circle(cx, cy, r * 0.38, IVORY)
        f.circle(cx, cy, r * 0.28, BLUE)
        f.circle(cx, cy, r * 0.1, IVORY)
        return
    radius, pips = _CIRCLES[rank]
    for u, v, colour in pips:
        ring(f, x + u * bw, y + v * bh, radius * bw, colour)


def stick(f: Face, a, b, width: float, colour: Colour) -> None:
    """One bamboo stick from a to b: a tube with knots at both ends and the middle."""
    (x0, y0), (x1, y1) = a, b
    f.segment(a, b, width, shade(colour, 0.62))
    f.segment(a, b, width * 0.56, colour)
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy) or 1.0
    px, py = -dy / n * width * 0.62, dx / n * width * 0.62
    for t in (0.0, 0.5, 1.0):
        kx, ky = x0 + dx * t, y0 + dy * t
        f.segment((kx - px, ky - py), (kx + px, ky + py), width * 0.34, shade(colour, 0.55))


_BAMBOOS = {  # rank: stick length (content-box heights) and (u, v, colour) per upright stick
    2: (0.4, [(0.5, 0.25, BLUE), (0.5, 0.75, GREEN)]),
    3: (0.4, [(0.5, 0.25, BLUE), (0.27, 0.75, GREEN), (0.73, 0.75, GREEN)]),
    4: (0.4, [(0.27, 0.25, BLUE), (0.73, 0.25, GREEN), (0.27, 0.75, GREEN), (0.73, 0.75, BLUE)]),
    5: (0.4, [(0.18, 0.25, GREEN), (0.82, 0.25, BLUE), (0.5, 0.5, RED), (0.18, 0.75, BLUE), (0.82, 0.75, GREEN)]),
    6: (0.4, [(x, 0.25, GREEN) for x in (0.17, 0.5, 0.83)] + [(x, 0.75, BLUE) for x in (0.17, 0.5, 0.83)]),
    7: (0.27, [(0.5, 0.16, RED)] + [(x, y, GREEN) for y in (0.5, 0.84) for x in (0.17, 0.5, 0.83)]),
    9: (0.27, [(x, y, RED if x == 0.5 else GREEN) for y in (0.16, 0.5, 0.84) for x in (0.17, 0.5, 0.83)]),
}


def paint_bamboos(f: Face, rank: int, top: float) -> None:
    x, y, bw, bh = _box(f, top)
    width = bw * (0.2 if rank < 6 else 0.17)
    if rank == 1:
        paint_bird(f, x, y, bw, bh)
        return
    if rank == 8:  # "M" over "W": upright outer sticks, inner ones leaning together
        width *= 0.85
        for v0, v1, lean in ((0.05, 0.45, 1), (0.55, 0.95, -1)):
            for u in (0.08, 0.92):
                stick(f, (x + u * bw, y + v0 * bh), (x + u * bw, y + v1 * bh), width, GREEN)
            for sign in (-1, 1):
                near, far = 0.5 + sign * 0.075, 0.5 + sign * 0.25
                top, bottom = (near, far) if lean > 0 else (far, near)
                stick(f, (x + top * bw, y + v0 * bh), (x + bottom * bw, y + v1 * bh), width,
                      BLUE if lean > 0 else GREEN)
        return
    length, sticks = _BAMBOOS[rank]
    half = length * bh / 2 - width / 2
    for u, v, colour in sticks:
        cx, cy = x + u * bw, y + v * bh
        stick(f, (cx, cy - half), (cx, cy + half), width, colour)


def paint_bird(f: Face, x: float, y: float, bw: float, bh: float) -> None:
    """1 bamboo: a stylised peacock facing left, its tail fanned out behind."""
    def p(u, v):
        return x + u * bw, y + v * bh

    px, py = p(0.6, 0.62)
    for angle in (-95, -68, -41, -14, 13):
        a = math.radians(angle)
        dx, dy = math.cos(a), math.sin(a)
        f.ellipse(px + dx * bw * 0.27, py + dy * bw * 0.27, bw * 0.25, bw * 0.085, angle, shade(GREEN, 0.75))
        f.ellipse(px + dx * bw * 0.27, py + dy * bw * 0.27, bw * 0.21, bw * 0.055, angle, GREEN)
        f.circle(px + dx * bw * 0.43, py + dy * bw * 0.43, bw * 0.06, BLUE)
        f.circle(px + dx * bw * 0.43, py + dy * bw * 0.43, bw * 0.028, GOLD)
    legs = shade(RED, 0.8)
    for u in (0.4, 0.52):
        f.segment(p(u, 0.7), p(u - 0.03, 0.93), bw * 0.035, legs)
        f.segment(p(u - 0.03, 0.93), p(u - 0.12, 0.95), bw * 0.03, legs)
    f.segment(p(0.42, 0.56), p(0.27, 0.34), bw * 0.13, shade(BLUE, 0.8))
    bx, by = p(0.47, 0.6)
    f.ellipse(bx, by, bw * 0.24, bw * 0.15, -18, shade(BLUE, 0.8))
    f.ellipse(bx + bw * 0.03, by - bw * 0.01, bw * 0.15, bw * 0.07, -25, RED)
    hx, hy = p(0.26, 0.32)
    f.circle(hx, hy, bw * 0.095, shade(BLUE, 0.8))
    f.polygon([(hx - bw * 0.06, hy - bw * 0.04), (hx - bw * 0.06, hy + bw * 0.04), (hx - bw * 0.21, hy + bw * 0.01)],
              GOLD)
    f.circle(hx - bw * 0.02, hy - bw * 0.02, bw * 0.03, IVORY)
    f.circle(hx - bw * 0.025, hy - bw * 0.02, bw * 0.014, INK)
    for du in (-0.07, 0.0, 0.07):
        tip = (hx + du * bw, hy - bw * 0.24)
        f.segment((hx, hy - bw * 0.08), tip, bw * 0.022, shade(BLUE, 0.8))
        f.circle(*tip, bw * 0.035, RED)


def paint_characters(f: Face, rank: int, top: float) -> None:
    x, y, bw, bh = _box(f, top)
    small = f.w < 48  # the numeral is what tells the tiles apart: favour it when small
    numeral_h = bh * (0.44 if small else 0.38)
    f.text(NUMERALS[rank - 1], f.w / 2, y + numeral_h / 2, bw * 0.9, numeral_h, INK)
    f.text(WAN, f.w / 2, y + bh * 0.73, bw * 0.98, bh * (0.46 if small else 0.5), RED)


def paint_big_glyph(f: Face, glyph: str, colour: Colour, top: float) -> None:
    x, y, bw, bh = _box(f, top)
    f.text(glyph, x + bw / 2, y + bh / 2, bw * 1.02, bh * 0.8, colour)


def paint_white_dragon(f: Face, top: float = 0.0) -> None:
    x, y, bw, bh = _box(f, top)
    t = bw * 0.1
    f.rect(x + bw * 0.04, y + bh * 0.05, bw * 0.92, bh * 0.9, BLUE, width=t, radius=t * 0.6)
    f.rect(x + bw * 0.04 + t * 1.6, y + bh * 0.05 + t * 1.6, bw * 0.92 - t * 3.2, bh * 0.9 - t * 3.2,
           BLUE, width=t * 0.35)


def blossom(f: Face, x: float, y: float, r: float, colour: Colour, petals: int = 5) -> None:
    for i in range(petals):
        a = 2 * math.pi * i / petals - math.pi / 2
        f.circle(x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55, r * 0.48, shade(colour, 0.75))
        f.circle(x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55, r * 0.38, colour)
    f.circle(x, y, r * 0.3, GOLD)


def _emblem(f: Face, code: str, x: float, y: float, r: float, colour: Colour) -> None:
    """The small picture in a season tile's corner: sprout, sun, leaf or snowflake."""
    if code == "SP":
        f.segment((x, y + r), (x, y - r * 0.1), r * 0.22, shade(colour, 0.7))
        f.ellipse(x - r * 0.45, y - r * 0.25, r * 0.5, r * 0.25, 35, colour)
        f.ellipse(x + r * 0.45, y - r * 0.25, r * 0.5, r * 0.25, -35, colour)
    elif code == "SU":
        for i in range(8):
            a = math.pi * i / 4
            f.segment((x + math.cos(a) * r * 0.6, y + math.sin(a) * r * 0.6),
                      (x + math.cos(a) * r, y + math.sin(a) * r), r * 0.18, colour)
        f.circle(x, y, r * 0.5, colour)
    elif code == "AU":
        f.ellipse(x, y, r, r * 0.5, -45, colour)
        f.segment((x - r * 0.8, y + r * 0.8), (x + r * 0.5, y - r * 0.5), r * 0.14, shade(colour, 0.6))
    else:
        for i in range(3):
            a = math.pi * i / 3 + math.pi / 2
            f.segment((x - math.cos(a) * r, y - math.sin(a) * r), (x + math.cos(a) * r, y + math.sin(a) * r),
                      r * 0.2, colour)
        f.circle(x, y, r * 0.28, colour)


def paint_bonus(f: Face, code: str) -> None:
    """Flowers F1..F4 and seasons: the character, a small picture and the number 1-4."""
    colour = FLOWER_COLOURS[code]
    flower = code in FLOWER_GLYPHS
    glyph = FLOWER_GLYPHS[code] if flower else SEASON_GLYPHS[code]
    number = (tuple(FLOWER_GLYPHS) if flower else tuple(SEASON_GLYPHS)).index(code) + 1
    r = f.w * 0.13
    cx, cy = f.w * 0.27, f.h * 0.15
    if flower:
        blossom(f, cx, cy, r, colour)
        f.text(str(number), f.w * 0.74, cy, f.w * 0.3, f.h * 0.15, colour)
    else:
        _emblem(f, code, cx, cy, r * 0.9, colour)
        f.circle(f.w * 0.74, cy, r * 0.95, colour)
        f.text(str(number), f.w * 0.74, cy, r * 1.2, r * 1.15, IVORY)
    f.text(glyph, f.w / 2, f.h * 0.62, f.w * 0.8, f.h * 0.56, shade(colour, 0.85))


def paint_american_flower(f: Face) -> None:
    pink, cx, cy = (206, 60, 130), f.w / 2, f.h * 0.38
    f.segment((cx, cy), (cx, f.h * 0.8), f.w * 0.06, GREEN)
    f.ellipse(cx - f.w * 0.15, f.h * 0.66, f.w * 0.15, f.w * 0.06, 30, GREEN)
    f.ellipse(cx + f.w * 0.15, f.h * 0.6, f.w * 0.15, f.w * 0.06, -30, GREEN)
    blossom(f, cx, cy, f.w * 0.33, pink, petals=6)
    label = "FLOWER" if f.w >= 48 else "F"
    f.text(label, cx, f.h * 0.88, f.w * 0.8, f.h * (0.1 if f.w >= 48 else 0.14), shade(pink, 0.7))


def star_points(x: float, y: float, r: float, inner: float = 0.45, points: int = 5):
    return [(x + math.cos(a) * rr, y + math.sin(a) * rr)
            for i in range(points * 2)
            for a, rr in [(math.pi * i / points - math.pi / 2, r if i % 2 == 0 else r * inner)]]


def paint_joker(f: Face) -> None:
    purple = (78, 30, 118)
    f.rect(f.w * 0.09, f.h * 0.06, f.w * 0.82, f.h * 0.88, purple, radius=f.w * 0.08)
    f.rect(f.w * 0.13, f.h * 0.09, f.w * 0.74, f.h * 0.82, GOLD, width=max(0.6, f.w * 0.015), radius=f.w * 0.06)
    f.polygon(star_points(f.w / 2, f.h * 0.4, f.w * 0.34), GOLD)
    f.text("J", f.w / 2, f.h * 0.42, f.w * 0.3, f.h * 0.3, purple)
    f.text("JOKER", f.w / 2, f.h * 0.8, f.w * 0.66, f.h * 0.12, GOLD)


def paint_index(f: Face, label: str) -> None:
    """The small corner index (for players who do not read the characters)."""
    f.text(label, f.w * 0.17, f.h * 0.1, f.w * 0.22, f.h * 0.13, (96, 80, 62))


# Each stone colour has its own marking, so the colours differ by pattern as well as by hue
# and shade (for greyscale and colour-blind eyes): solid, a core of the same shape,
# bands, dots, diagonal hatching, and a dark eye at the centre (index = colour).
STONE_PATTERNS = ("solid", "core", "bands", "dots", "hatch", "eye")


def _stone_outline(kind: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    if kind == "triangle":
        return [(x, y - r * 1.05), (x + r * 1.05, y + r * 0.8), (x - r * 1.05, y + r * 0.8)]
    if kind == "square":
        return [(x - r * 0.8, y - r * 0.8), (x + r * 0.8, y - r * 0.8), (x + r * 0.8, y + r * 0.8),
                (x - r * 0.8, y + r * 0.8)]
    if kind == "star":
        return star_points(x, y + r * 0.08, r * 1.12, inner=0.42)
    if kind == "cross":
        a, b = r * 0.32, r * 0.95
        return [(x - a, y - b), (x + a, y - b), (x + a, y - a), (x + b, y - a), (x + b, y + a), (x + a, y + a),
                (x + a, y + b), (x - a, y + b), (x - a, y + a), (x - b, y + a), (x - b, y - a), (x - a, y - a)]
    if kind == "diamond":
        return [(x, y - r * 1.15), (x + r * 0.8, y), (x, y + r * 1.15), (x - r * 0.8, y)]
    n = 40  # the circle as a polygon, so one mask serves every shape
    return [(x + math.cos(2 * math.pi * i / n) * r * 0.9, y + math.sin(2 * math.pi * i / n) * r * 0.9)
            for i in range(n)]


def _stone_marking(f: Face, pattern: str, pts, ink: Colour) -> None:
    """Paint `pattern` in `ink` inside the polygon `pts` (clipped to it)."""
    x, y, s = f.w / 2, f.h / 2, f.ss
    if pattern == "core":
        k = 0.42
        core = [(x + (px - x) * k, y + (py - y) * k) for px, py in pts]
        f.polygon(core, ink)
        return
    if pattern == "eye":
        f.circle(x, y, f.w * 0.12, ink)
        return
    marks = pygame.Surface(f.layer.get_size(), pygame.SRCALPHA)
    w, h = marks.get_size()
    step = f.w * 0.19 * s
    if pattern == "bands":
        band = step * 0.5
        yy = h / 2 - band / 2 - step * 3
        while yy < h:
            pygame.draw.rect(marks, ink, pygame.Rect(0, round(yy), w, max(1, round(band))))
            yy += step
    elif pattern == "dots":
        dot = step * 0.3
        for i in range(-4, 5):
            for j in range(-5, 6):
                cx = w / 2 + i * step + (step / 2 if j % 2 else 0)
                pygame.draw.circle(marks, ink, (cx, h / 2 + j * step * 0.87), dot)
    else:  # hatch: diagonals
        line = max(1, round(step * 0.32))
        for d in (1,):
            for i in range(-12, 13):
                x0 = w / 2 + i * step * 1.1 - d * h
                pygame.draw.line(marks, ink, (x0, -h / 2), (x0 + d * 2 * h, h * 1.5), line)
    clip = pygame.Surface((w, h), pygame.SRCALPHA)
    clip.fill((255, 255, 255, 0))
    pygame.draw.polygon(clip, (255, 255, 255, 255), [f._p(px, py) for px, py in pts])
    marks.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    f.layer.blit(marks, (0, 0))


def paint_stone(f: Face, colour: int, symbol: int) -> None:
    """A stone: its symbol's shape in its colour, marked with its colour's pattern
    (STONE_PATTERNS): light marks on dark colours, dark marks on light ones."""
    fill = STONE_COLOURS[colour]
    edge = shade(fill, 0.5) if colour else (0, 0, 0)
    x, y, r = f.w / 2, f.h / 2, f.w * 0.36
    pts = _stone_outline(STONE_SYMBOLS[symbol], x, y, r)
    f.polygon(pts, fill)
    pattern = STONE_PATTERNS[colour]
    if pattern != "solid":
        light = sum(fill) / 3 > 140
        _stone_marking(f, pattern, pts, shade(fill, 0.35) if light else IVORY)
    f.polygon(pts, edge, width=f.w * 0.035)
