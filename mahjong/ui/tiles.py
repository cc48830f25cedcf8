"""Tile art: ivory tiles with thickness, their faces, backs, stones and highlight states.

A KMahjongg tile set chosen by the player lends its faces (``faces``, a
ui.looks.FaceSource, rendered in the background); what it lacks is drawn here.

A tile surface is (w + depth, h + depth): the face sits at (depth, 0) and the tile's
thickness shows on the left and bottom. A tile one level higher is drawn shifted by
(+depth, -depth). Every surface is built on first use and cached per (what, width, state).
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from mahjong.core import tiles as codes
from mahjong.ui import glyphs
from mahjong.ui.glyphs import GLYPHS_USED, STONE_COLOURS, STONE_SYMBOLS, Face

__all__ = ["TileArt", "TileMetrics", "STATES", "STONE_COLOURS", "STONE_SYMBOLS", "GLYPHS_USED"]

STATES = ("normal", "selected", "hinted", "matching", "lit", "blocked", "dim")
# Each mark has its own colour and shape: selected, a thick solid frame; hinted, corner
# brackets; matching (a tile that pairs with the selected one), a row of dots along the
# foot of the face; lit (the hover), a light rim that leaves the face as it is. The colours
# sit at 3:1 or more against the light face and against the high-contrast table.
MARKS = {"selected": (184, 98, 0), "hinted": (0, 104, 214), "matching": (166, 36, 190), "lit": (255, 246, 196)}
HIGH_FACE = (255, 255, 252)      # the high-contrast face: one flat light tone
HIGH_EDGE = (20, 20, 24)         # and a dark outline

FACE_TOP, FACE_BOTTOM = (253, 250, 240), (234, 224, 198)
DARK_TOP, DARK_BOTTOM = (46, 112, 92), (22, 70, 58)   # for a set with light figures
BACK_TOP, BACK_BOTTOM = (34, 142, 124), (16, 96, 88)
SIDE_IVORY, SIDE_GREEN = (222, 208, 172), (24, 104, 84)
EDGE = (128, 112, 84)
_CACHE_SIZE = 2000
THICKNESS = 0.17  # a tile's visible side (and a level's offset) per face width; KMahjongg's default set: ~0.2
MAX_DUSK = 4     # levels below the top that get darker still
DUSK_STEP = 15   # each a veil of black at 15/255 (about 6%)


class TileMetrics(NamedTuple):
    w: int
    h: int
    depth: int


def _metrics(width: int) -> TileMetrics:
    w = max(8, int(width))
    return TileMetrics(w, round(w * 4 / 3), max(2, round(w * THICKNESS)))


def _supersample(w: int) -> int:
    return 3 if w < 64 else 2


def _gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    column = pygame.Surface((1, size[1]), pygame.SRCALPHA)
    last = max(1, size[1] - 1)
    for y in range(size[1]):
        t = y / last
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom)] + [255])
    return pygame.transform.scale(column, size)


def _rounded(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` with its corners cut round (outside turns fully transparent)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface


def _body(m: TileMetrics, back: bool, dark: bool = False, high: bool = False) -> pygame.Surface:
    """A blank tile: thickness on the left and bottom, ivory (or, for a back, green) face.

    The thickness is two layers, as on a real tile (ivory under the face, then the green
    backing; the other way round for a back), lit from the upper right: the left side in
    half light, the bottom side in shade, the edge nearest the face brighter (a bevel),
    and a dark outline around the whole so neighbouring tiles and levels part cleanly."""
    s = _supersample(m.w)
    w, h, d = m.w * s, m.h * s, m.depth * s
    radius = max(2, round(m.w * 0.11)) * s
    surf = pygame.Surface((w + d, h + d), pygame.SRCALPHA)
    near, far = (SIDE_GREEN, SIDE_IVORY) if back else (SIDE_IVORY, SIDE_GREEN)
    pygame.draw.rect(surf, glyphs.shade(far, 0.35), (0, d, w, h), border_radius=radius)  # the outline
    edge = max(1, round(s * 0.8))
    for k in range(edge, d + 1):
        t = k / d
        colour = glyphs.shade(near if t > 0.45 else far, 0.74 + 0.22 * t)
        pygame.draw.rect(surf, colour, (k, d - k, w, h), border_radius=radius)
    # the bottom side faces away from the light: darken what lies below the face's
    # lower-left corner diagonal (the left side keeps its half light)
    dusk = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    dusk.fill((255, 255, 255, 255))
    pygame.draw.polygon(dusk, (168, 168, 176, 255), [(0, h + d), (d, h), (w + d, h), (w + d, h + d)])
    surf.blit(dusk, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    top, bottom = (BACK_TOP, BACK_BOTTOM) if back else (DARK_TOP, DARK_BOTTOM) if dark else (FACE_TOP, FACE_BOTTOM)
    if high and not back and not dark:
        top = bottom = HIGH_FACE
    face = _rounded(_gradient((w, h), top, bottom), radius)
    if back:
        _back_pattern(face, m.w, s)
    line = max(1, round(s * 0.9))
    pygame.draw.rect(face, (255, 255, 255, 140), (line, line, w - 2 * line, h - 2 * line), line, radius - line)
    if high:
        line = max(2, round(m.w * 0.045)) * s
    pygame.draw.rect(face, HIGH_EDGE if high else EDGE, face.get_rect(), line, radius)
    surf.blit(face, (d, 0))
    return pygame.transform.smoothscale(surf, (m.w + m.depth, m.h + m.depth))


def _back_pattern(face: pygame.Surface, w: int, s: int) -> None:
    """A lattice of diamonds inside a light border, with a gold ring in the middle."""
    fw, fh = face.get_size()
    inset, light = round(fw * 0.1), (120, 206, 184)
    inner = pygame.Rect(inset, inset, fw - 2 * inset, fh - 2 * inset)
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    step, width = max(4 * s, round(fw * 0.16)), max(1, round(s * w / 60))
    for k in range(-inner.h, inner.w + inner.h, step):
        pygame.draw.line(lattice, (*light, 90), (k, 0), (k + inner.h, inner.h), width)
        pygame.draw.line(lattice, (*light, 90), (k, inner.h), (k + inner.h, 0), width)
    face.blit(lattice, inner)
    pygame.draw.rect(face, light, inner, max(1, round(fw * 0.025)), round(fw * 0.06))
    r = round(fw * 0.2)
    pygame.draw.circle(face, BACK_BOTTOM, face.get_rect().center, r)
    pygame.draw.circle(face, (232, 184, 60), face.get_rect().center, r, max(1, round(fw * 0.035)))
    pygame.draw.circle(face, (232, 184, 60), face.get_rect().center, round(r * 0.35))


def _index_label(code: str) -> str | None:
    if codes.is_suited(code):
        return code[0]
    return {"N": "N", "E": "E", "S": "S", "W": "W", "RD": "R", "GD": "G", "WD": "P"}.get(code)


def _paint(face: Face, code: str, show_index: bool) -> None:
    """Paint the face of tile `code`."""
    label = _index_label(code) if show_index else None
    top = 0.11 if label else 0.0  # room for the index above the picture
    if codes.is_suited(code):
        rank, suit = int(code[0]), code[1]
        {"B": glyphs.paint_bamboos, "C": glyphs.paint_characters, "D": glyphs.paint_circles}[suit](face, rank, top)
    elif code in glyphs.WIND_GLYPHS:
        glyphs.paint_big_glyph(face, glyphs.WIND_GLYPHS[code], glyphs.INK, top)
    elif code == "RD":
        glyphs.paint_big_glyph(face, glyphs.DRAGON_GLYPHS[code], glyphs.RED, top)
    elif code == "GD":
        glyphs.paint_big_glyph(face, glyphs.DRAGON_GLYPHS[code], glyphs.GREEN, top)
    elif code == "WD":
        glyphs.paint_white_dragon(face, top)
    elif code in glyphs.FLOWER_COLOURS:
        glyphs.paint_bonus(face, code)
    elif code == codes.AMERICAN_FLOWER:
        glyphs.paint_american_flower(face)
    elif code == codes.JOKER:
        glyphs.paint_joker(face)
    else:
        raise ValueError(f"unknown tile code {code!r}")
    if label:
        glyphs.paint_index(face, label)


def for_display(surface: pygame.Surface) -> pygame.Surface:
    """Once a display mode is set: the display's pixel format, run-length encoded (mostly
    opaque tiles blit about a third faster that way)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
        surface.set_alpha(255, pygame.RLEACCEL)
    return surface


class TileArt:
    """Draws and caches every tile surface. Cheap to build; nothing is drawn up front."""

    def __init__(self, show_index: bool = False, faces=None, high_contrast: bool = False) -> None:
        self._show_index = bool(show_index)
        self.high_contrast = bool(high_contrast)   # flat light faces, dark outlines
        self._cache: dict[tuple, pygame.Surface] = {}
        self.faces = faces          # a ui.looks.FaceSource (a KMahjongg set), or None: ours
        self.generation = 0         # goes up whenever drawn tiles change look
        self._faces_seen = 0

    def poll(self) -> bool:
        """Collect faces rendered in the background; True when tiles must be redrawn."""
        if self.faces is None:
            return False
        self.faces.poll()
        if self.faces.generation == self._faces_seen:
            return False
        self._faces_seen = self.faces.generation
        self._cache.clear()
        self.generation += 1
        return True

    @property
    def show_index(self) -> bool:
        """Whether faces carry a small corner index ('1'..'9', 'N', 'E', ...)."""
        return self._show_index

    @show_index.setter
    def show_index(self, value: bool) -> None:
        if bool(value) != self._show_index:
            self._show_index = bool(value)
            self._cache.clear()

    @staticmethod
    def metrics(width: int) -> TileMetrics:
        """Face width, face height (about 4:3 of the width) and thickness for a tile `width` wide."""
        return _metrics(width)

    def tile(self, code: str, width: int, state: str = "normal", dusk: int = 0) -> pygame.Surface:
        """Tile ``code``; ``dusk`` (0..MAX_DUSK) darkens it a step per level below the top
        of a stack, so levels part at a glance (the steps are cached like the rest)."""
        if dusk:
            return self._dusk(("tile", code), width, state, dusk)
        return self._get(("tile", code), width, state)

    def back(self, width: int, state: str = "normal") -> pygame.Surface:
        return self._get(("back",), width, state)

    def stone(self, colour: int, symbol: int, width: int, state: str = "normal") -> pygame.Surface:
        if not (0 <= colour < len(STONE_COLOURS) and 0 <= symbol < len(STONE_SYMBOLS)):
            raise ValueError(f"no stone with colour {colour} and symbol {symbol}")
        return self._get(("stone", colour, symbol), width, state)

    def _get(self, what: tuple, width: int, state: str) -> pygame.Surface:
        key = (what, width, state)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        if state not in STATES:
            raise ValueError(f"unknown tile state {state!r}")
        m = _metrics(width)
        if state == "normal":
            surf = self._draw(what, m)
        else:
            surf = self._get(what, width, "normal").copy()
            surf.blit(self._overlay(m, state), (0, 0))
        surf = for_display(surf)
        self._store(key, surf)
        return surf

    def _dusk(self, what: tuple, width: int, state: str, dusk: int) -> pygame.Surface:
        dusk = max(0, min(MAX_DUSK, int(dusk)))
        key = (what, width, state, dusk)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._get(what, width, state).copy()
            veil = surf.copy()
            veil.fill((0, 0, 0, DUSK_STEP * dusk), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(veil, (0, 0))
            surf = for_display(surf)
            self._store(key, surf)
        return surf

    def _store(self, key: tuple, surf: pygame.Surface) -> None:
        """Keep `surf`; past the limit, forget the oldest entry (a resize leaves old sizes behind)."""
        self._cache[key] = surf
        if len(self._cache) > _CACHE_SIZE:
            del self._cache[next(iter(self._cache))]

    def _cached(self, key: tuple, build) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = build()
            self._store(key, surf)
        return surf

    def _draw(self, what: tuple, m: TileMetrics) -> pygame.Surface:
        back = what[0] == "back"
        theirs = None
        if what[0] == "tile" and self.faces is not None:
            inset = max(1, round(m.w * 0.04))
            theirs = self.faces.face(what[1], m.w - 2 * inset, m.h - 2 * inset)
        dark = theirs is not None and self.faces.dark
        high = self.high_contrast
        surf = self._cached((("body", back, dark, high), m.w, ""), lambda: _body(m, back, dark, high)).copy()
        if back:
            return surf
        if theirs is not None:
            surf.blit(theirs, (m.depth + inset, inset))
            return surf
        face = Face(m.w, m.h)
        if what[0] == "tile":
            _paint(face, what[1], self._show_index)
        else:
            glyphs.paint_stone(face, what[1], what[2])
        face.render(surf, (m.depth, 0))
        return surf

    def _overlay(self, m: TileMetrics, state: str) -> pygame.Surface:
        return self._cached((("overlay", state), m.w, ""), lambda: _state_overlay(m, state))


def _corners(surf: pygame.Surface, rect: pygame.Rect, colour, width: int, arm: int) -> None:
    """L-shaped brackets of ``arm`` length in the four corners of ``rect``."""
    for (x, y), (dx, dy) in (((rect.x, rect.y), (1, 1)), ((rect.right - 1, rect.y), (-1, 1)),
                             ((rect.x, rect.bottom - 1), (1, -1)), ((rect.right - 1, rect.bottom - 1), (-1, -1))):
        pygame.draw.line(surf, colour, (x, y + dy * width // 2), (x + dx * arm, y + dy * width // 2), width)
        pygame.draw.line(surf, colour, (x + dx * width // 2, y), (x + dx * width // 2, y + dy * arm), width)


def _state_overlay(m: TileMetrics, state: str) -> pygame.Surface:
    """What a state lays over a normal tile: a tint or veil, and for some an outline."""
    s = _supersample(m.w)
    w, h, d = m.w * s, m.h * s, m.depth * s
    radius = max(2, round(m.w * 0.11)) * s
    surf = pygame.Surface((w + d, h + d), pygame.SRCALPHA)
    face = pygame.Rect(d, 0, w, h)
    whole = [pygame.Rect(k, d - k, w, h) for k in range(0, d + 1)]
    if state == "blocked":
        for rect in whole:
            pygame.draw.rect(surf, (70, 70, 78, 120), rect, border_radius=radius)
    elif state == "dim":
        for rect in whole:
            pygame.draw.rect(surf, (250, 248, 242, 120), rect, border_radius=radius)
    elif state == "selected":   # a thick solid frame on a warm tint
        pygame.draw.rect(surf, (255, 206, 40, 60), face, border_radius=radius)
        pygame.draw.rect(surf, MARKS[state], face, max(2, round(m.w * 0.07)) * s, radius)
    elif state == "hinted":     # brackets at the four corners
        _corners(surf, face, MARKS[state], max(2, round(m.w * 0.08)) * s, round(min(w, h) * 0.32))
    elif state == "matching":   # a row of dots along the foot of the face
        r = max(2, round(m.w * 0.055)) * s
        for k in (-1, 0, 1):
            centre = (face.centerx + k * 3 * r, face.bottom - 2 * r)
            pygame.draw.circle(surf, (255, 255, 255), centre, r + max(1, s))
            pygame.draw.circle(surf, MARKS[state], centre, r)
    else:                       # lit (the hover): a light rim on the face's edge
        pygame.draw.rect(surf, (*MARKS["lit"], 235), face, max(2, round(m.w * 0.05)) * s, radius)
    return pygame.transform.smoothscale(surf, (m.w + m.depth, m.h + m.depth))
