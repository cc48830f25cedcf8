"""Tile art: sizes, states, distinct faces, stones readable without colour, font coverage."""

import itertools
import struct

import pygame
import pytest
from fontTools.ttLib import TTFont

from mahjong.core.assets import asset_path
from mahjong.core.tiles import ALL_CODES
from mahjong.ui import glyphs
from mahjong.ui.tiles import GLYPHS_USED, STATES, STONE_COLOURS, STONE_SYMBOLS, THICKNESS, TileArt


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    return TileArt()


def pixels(surface):
    return bytes(pygame.image.tobytes(surface, "RGBA"))


def grey(surface):
    """Greyscale pixels (luminance), as someone who sees no colour would."""
    data = pygame.image.tobytes(surface, "RGB")
    return [round(0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2]) for i in range(0, len(data), 3)]


def difference(a, b):
    """Mean absolute difference of two equal-length pixel sequences."""
    return sum(abs(x - y) for x, y in zip(a, b)) / len(a)


@pytest.mark.parametrize("width", [28, 56, 120])
def test_every_code_renders_at_the_documented_size(art, width):
    m = art.metrics(width)
    assert m.w == width and abs(m.h - width * 4 / 3) < 1 and m.depth == max(2, round(width * THICKNESS))
    for code in ALL_CODES:
        assert art.tile(code, width).get_size() == (m.w + m.depth, m.h + m.depth)
    assert art.back(width).get_size() == (m.w + m.depth, m.h + m.depth)


def test_corners_are_transparent_and_face_is_opaque(art):
    m = art.metrics(56)
    surf = art.tile("5D", 56)
    assert surf.get_at((m.depth, 0)).a == 0 and surf.get_at((m.w + m.depth - 1, m.h + m.depth - 1)).a == 0
    assert surf.get_at((m.depth + m.w // 2, m.h // 2)).a == 255


def test_states_change_pixels(art):
    for code in ("1B", "E", "WD"):
        normal = pixels(art.tile(code, 56))
        seen = {normal}
        for state in STATES[1:]:
            surf = pixels(art.tile(code, 56, state))
            assert surf not in seen, f"{code} {state} looks like another state"
            seen.add(surf)
    assert pixels(art.back(56, "selected")) != pixels(art.back(56))
    with pytest.raises(ValueError):
        art.tile("1B", 56, "glowing")


def test_no_two_faces_alike(art):
    faces = {code: pixels(art.tile(code, 56)) for code in ALL_CODES}
    faces["back"] = pixels(art.back(56))
    for (a, pa), (b, pb) in itertools.combinations(faces.items(), 2):
        assert pa != pb, f"{a} and {b} look the same"


def test_unknown_code_is_refused(art):
    with pytest.raises(ValueError):
        art.tile("10B", 56)


def test_cache_returns_the_same_surface_and_show_index_clears_it(art):
    first = art.tile("3C", 40)
    assert art.tile("3C", 40) is first
    indexed = TileArt(show_index=True)
    assert pixels(indexed.tile("3C", 40)) != pixels(first)
    indexed.show_index = False
    assert pixels(indexed.tile("3C", 40)) == pixels(first)


def test_every_glyph_is_in_the_shipped_font():
    cmap = TTFont(asset_path(*glyphs.FONT_FILE)).getBestCmap()
    missing = [ch for ch in GLYPHS_USED if ord(ch) not in cmap]
    assert not missing
    assert asset_path(*glyphs.FONT_FILE).stat().st_size < 100_000
    licence = asset_path("fonts", "LICENSE-NotoSerifTC-Tiles.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "TERMINATION" in licence


def test_glyphs_cover_every_drawn_character():
    drawn = set(glyphs.NUMERALS + glyphs.WAN) | set(glyphs.WIND_GLYPHS.values()) \
        | set(glyphs.DRAGON_GLYPHS.values()) | set(glyphs.FLOWER_GLYPHS.values()) \
        | set(glyphs.SEASON_GLYPHS.values()) | set("FLOWERJOKER1234")
    assert drawn <= set(GLYPHS_USED)


def test_stones_all_distinct_in_colour(art):
    assert len(STONE_COLOURS) == 6 and len(STONE_SYMBOLS) == 6
    faces = [pixels(art.stone(c, s, 40)) for c in range(6) for s in range(6)]
    assert len(set(faces)) == 36
    with pytest.raises(ValueError):
        art.stone(6, 0, 40)


@pytest.mark.parametrize("width", [28, 56])
def test_stone_symbols_differ_in_greyscale(art, width):
    for colour in range(6):
        shapes = [grey(art.stone(colour, s, width)) for s in range(6)]
        for a, b in itertools.combinations(range(6), 2):
            assert difference(shapes[a], shapes[b]) > 2.0, (colour, STONE_SYMBOLS[a], STONE_SYMBOLS[b])


def test_stone_colours_differ_in_luminance():
    def lum(c):
        lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 116 * (0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]) ** (1 / 3) - 16  # CIE L*
    values = sorted(lum(c) for c in STONE_COLOURS)
    assert min(b - a for a, b in zip(values, values[1:])) >= 8


def test_icon_files_are_valid():
    png = asset_path("icons", "mahjong-parlor.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert struct.unpack(">II", png[16:24]) == (256, 256)
    ico = asset_path("icons", "mahjong-parlor.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count == 4
    sizes = set()
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
        sizes.add(w or 256)
    assert sizes == {16, 32, 48, 256}


def test_with_index_numbers_on_every_suit_honour_and_dragon_tile_has_a_corner_label():
    """The White dragon had none (its frame filled the corner); it is marked P."""
    plain, indexed = TileArt(), TileArt(show_index=True)
    suited = [f"{rank}{suit}" for suit in "BCD" for rank in range(1, 10)]
    for code in suited + ["N", "E", "S", "W", "RD", "GD", "WD"]:
        assert pixels(indexed.tile(code, 48)) != pixels(plain.tile(code, 48)), code


def test_one_number_format_for_scores_deals_and_counts():
    from mahjong.ui.theme import format_number

    assert [format_number(v) for v in (907493108, 6845, 12.0, -30, None, 0)] == [
        "907,493,108", "6,845", "12", "-30", "—", "0"]
