"""High contrast, the hover and the marks (issue 32, item 3), measured on rendered pixels:
tile faces' ink at AA (4.5:1) on the high-contrast face, the marks at 3:1 against the face
and the table, text on the table at AA, the hover leaving a face's ink as readable as it
was, and selection, hint and match each with its own colour and shape."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from mahjong.core.tiles import ALL_CODES
from mahjong.ui import theme
from mahjong.ui.tiles import HIGH_FACE, MARKS, TileArt

from .test_contrast import luminance, open_game, text_contrast

AA, MARK = 4.5, 3.0
WIDTH = 72


def ratio(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def face_pixels(surface: pygame.Surface, art: TileArt, width: int, at=(0, 0)) -> list:
    """The pixels inside a tile's face, clear of its outline."""
    m = art.metrics(width)
    inset = max(4, m.w // 8)
    face = pygame.Rect(at[0] + m.depth + inset, at[1] + inset, m.w - 2 * inset, m.h - 2 * inset)
    return [surface.get_at((x, y))[:3] for x in range(face.x, face.right) for y in range(face.y, face.bottom)]


def ink_contrast(pixels: list) -> float:
    """The contrast of a face's ink against the face: the medians of its darkest and of its
    lightest tenth of pixels (the Joker's face is dark with light ink: the same measure)."""
    ordered = sorted(pixels, key=luminance)
    ink = ordered[: max(1, len(ordered) // 10)]
    light = ordered[-max(1, len(ordered) // 10):]
    return ratio(ink[len(ink) // 2], light[len(light) // 2])


@pytest.fixture(scope="module")
def high():
    pygame.display.init()
    return TileArt(high_contrast=True)


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_face_s_ink_reads_on_the_high_contrast_face(high, code):
    assert ink_contrast(face_pixels(high.tile(code, WIDTH), high, WIDTH)) >= AA


@pytest.mark.parametrize("state", ["selected", "hinted", "matching"])
def test_each_mark_stands_out_from_the_face_and_the_table(high, state):
    assert ratio(MARKS[state], HIGH_FACE) >= MARK and ratio(MARKS[state], theme.HIGH_TABLE) >= MARK
    plain = high.tile("5D", WIDTH)
    marked = high.tile("5D", WIDTH, state)
    changed = [marked.get_at((x, y))[:3] for x in range(marked.get_width()) for y in range(marked.get_height())
               if marked.get_at((x, y)) != plain.get_at((x, y))]
    strong = [c for c in changed if ratio(c, HIGH_FACE) >= MARK]
    assert len(strong) >= WIDTH // 2   # the mark is drawn in its strong colour, not faded


def test_the_marks_differ_in_colour_and_shape(high):
    plain = high.tile("E", WIDTH)
    shapes = {}
    for state in ("selected", "hinted", "matching"):
        img = high.tile("E", WIDTH, state)
        shapes[state] = frozenset((x, y) for x in range(img.get_width()) for y in range(img.get_height())
                                  if ratio(img.get_at((x, y))[:3], plain.get_at((x, y))[:3]) >= 1.5)
    a, b, c = shapes.values()
    for one, other in ((a, b), (a, c), (b, c)):
        assert len(one ^ other) > len(one & other)   # mostly different pixels: different shapes
    colours = list(MARKS.values())
    assert len(set(colours)) == len(colours)


@pytest.mark.parametrize("game_id", ["solitaire", "mahjongg-freecell", "small-stones", "card-free-american"])
def test_a_high_contrast_game_has_the_dark_table_and_status_text_at_aa(app, game_id):
    app.settings["high_contrast"] = True
    scene = open_game(app, game_id)
    assert app.tiles.high_contrast
    corner = app.screen.get_at((scene.board_rect.x + 2, scene.board_rect.bottom - 3))[:3]
    assert ratio(corner, theme.HIGH_TABLE) < 1.2
    if scene.status.rect.h:
        assert text_contrast(app.screen, scene.status.rect) >= AA


def test_the_hover_lights_a_tile_without_washing_its_face_out(art_scene):
    painter, snap, art, view, pos = art_scene
    plain = pygame.Surface((1280, 800))
    painter.draw(plain, snap, art)
    lit = pygame.Surface((1280, 800))
    painter.draw(lit, dataclasses.replace(snap, hover=pos), art)
    x, y = view.sprite_pos(pos)
    before = ink_contrast(face_pixels(plain, art, view.width, (x, y)))
    after = ink_contrast(face_pixels(lit, art, view.width, (x, y)))
    assert after >= before - 0.1
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(lit, "RGB")   # the hover shows


@pytest.fixture
def art_scene():
    from mahjong.games.solitaire.face.draw import BoardPainter
    from mahjong.games.solitaire.face.snapshot import BoardSnapshot
    from mahjong.games.solitaire.face.view import BoardView

    pygame.display.init()
    art = TileArt()
    positions = [(0, x, 0) for x in (0, 2, 4)]
    view = BoardView(positions, (0, 0, 1280, 760), TileArt.metrics)
    table = pygame.Surface((1280, 800))
    table.fill((0, 90, 60))
    tiles = tuple((pos, code) for pos, code in zip(positions, ("7C", "E", "3B")))
    snap = BoardSnapshot(view=view, board_rect=(0, 0, 1280, 760), table=table, scale=1.0, tiles=tiles)
    return BoardPainter(), snap, art, view, positions[0]
