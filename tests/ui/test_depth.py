"""Depth: tile sides shaded by the light, levels a step darker below the top, shadows
cast on the level below (mahjong/ui/tiles.py, mahjong/games/solitaire/face/draw.py)."""

import pygame
import pytest

from mahjong.games.solitaire.face import draw
from mahjong.games.solitaire.face.snapshot import BoardSnapshot
from mahjong.games.solitaire.face.view import BoardView
from mahjong.ui.tiles import MAX_DUSK, TileArt


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    return TileArt()


def luma(colour) -> float:
    return 0.2126 * colour[0] + 0.7152 * colour[1] + 0.0722 * colour[2]


def mean_luma(surface: pygame.Surface) -> float:
    data = pygame.image.tobytes(surface, "RGBA")
    seen = [luma(data[i:i + 3]) for i in range(0, len(data), 4) if data[i + 3] >= 240]
    return sum(seen) / len(seen)


@pytest.mark.parametrize("width", [40, 84])
def test_bottom_side_is_in_shade_and_left_side_in_half_light(art, width):
    m = art.metrics(width)
    surf = art.tile("5D", width)
    left = surf.get_at((m.depth // 2, m.h // 2))          # the left side, halfway down
    bottom = surf.get_at((m.w // 2, m.h + m.depth // 2))  # the bottom side, halfway along
    assert left.a >= 240 and bottom.a >= 240
    assert luma(bottom) < luma(left) - 10
    face = surf.get_at((m.depth + m.w // 2, m.h // 2))
    assert luma(left) < luma(face)


def test_each_level_below_the_top_is_a_step_darker_with_the_same_shape(art):
    steps = [art.tile("E", 56, dusk=k) for k in range(MAX_DUSK + 1)]
    lumas = [mean_luma(s) for s in steps]
    assert all(a > b for a, b in zip(lumas, lumas[1:])), lumas
    assert lumas[0] - lumas[-1] < 0.25 * lumas[0]  # subtle: faces stay legible
    shape = pygame.mask.from_surface(steps[0])
    assert all(pygame.mask.from_surface(s).overlap_area(shape, (0, 0)) == shape.count() for s in steps)
    assert art.tile("E", 56, dusk=MAX_DUSK + 3) is art.tile("E", 56, dusk=MAX_DUSK)


def _snapshot(positions, present, art):
    view = BoardView(positions, (0, 0, 400, 300), art.metrics)
    return BoardSnapshot(view=view, board_rect=(0, 0, 400, 300), table=pygame.Surface((400, 300)),
                         scale=1.0, tiles=tuple((pos, "5D") for pos in present))


def test_an_upper_tile_casts_its_shadow_on_the_level_below(art):
    below = [(0, x, y) for x in (0, 2, 4) for y in (0, 2, 4)]
    every = below + [(1, 2, 2)]
    lone = _snapshot(every, below, art)       # the same geometry and level shades, no upper tile
    stacked = _snapshot(every, every, art)
    pictures = []
    for snap in (lone, stacked):
        surf = pygame.Surface((400, 300))
        surf.fill((0, 90, 60))
        draw.BoardPainter._paint_tiles(surf, snap, art, (0, 0))
        pictures.append(surf)
    view = stacked.view
    fx, fy, w, h = view.face((1, 2, 2))
    # just below and left of the upper tile's thickness: the lower level, now in shadow
    spot = (fx - view.depth - 2, fy + h + view.depth + 1)
    assert luma(pictures[1].get_at(spot)) < luma(pictures[0].get_at(spot)) - 8


def test_a_shadow_is_skipped_only_where_neighbours_on_its_level_cover_it():
    level = {(0, x, y) for x in (0, 2) for y in (0, 2)}
    assert draw._shadow_hidden((0, 2, 0), level)
    assert not draw._shadow_hidden((0, 0, 0), level)   # nothing to its left
    assert not draw._shadow_hidden((0, 2, 2), level)   # nothing below it


@pytest.mark.parametrize("width", [40, 56, 84])
def test_a_level_reads_at_a_glance_as_in_kmahjongg(art, width):
    """Side by side with KMahjongg (its default set shows about a fifth of a face width
    of side wall, in two tones, and a dark shadow on the level below), levels 2 and 3
    blended: the wall is at least 15% of the face width, the level's offset with it, and
    the lower level beside an upper tile falls into a clear shadow."""
    m = art.metrics(width)
    assert m.depth >= 0.15 * m.w
    below = [(0, x, y) for x in (0, 2, 4) for y in (0, 2, 4)]
    every = below + [(1, 2, 2)]
    pictures = []
    for present in (below, every):
        surf = pygame.Surface((400, 300))
        surf.fill((0, 90, 60))
        draw.BoardPainter._paint_tiles(surf, _snapshot(every, present, art), art, (0, 0))
        pictures.append(surf)
    view = _snapshot(every, every, art).view
    fx, fy, w, h = view.face((1, 2, 2))
    assert view.face((0, 2, 2))[0] - fx <= -0.15 * w or fx - view.face((0, 2, 2))[0] >= 0.15 * w
    spot = (fx - view.depth - 2, fy + h + view.depth + 1)
    assert luma(pictures[1].get_at(spot)) < 0.8 * luma(pictures[0].get_at(spot))
