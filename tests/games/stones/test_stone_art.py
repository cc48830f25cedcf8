"""Stones for every eye: each colour carries its own marking, so every pair of stones
differs clearly in greyscale and under simulated protanopia, deuteranopia and tritanopia
(Machado et al. 2009, severity 1.0), even with each stone's overall shade taken out."""

import pygame
import pytest

from mahjong.games.stones.face import eyesight
from mahjong.ui.glyphs import STONE_PATTERNS
from mahjong.ui.tiles import STONE_COLOURS, STONE_SYMBOLS, TileArt

STONES = [(c, s) for c in range(len(STONE_COLOURS)) for s in range(len(STONE_SYMBOLS))]


@pytest.fixture(scope="module")
def art():
    pygame.display.init()
    return TileArt()


def test_every_colour_has_its_own_pattern():
    assert len(STONE_PATTERNS) == len(STONE_COLOURS) == len(set(STONE_PATTERNS))


def test_greyscale_of_grey_is_grey_and_simulations_keep_white():
    assert eyesight.seen((128, 128, 128), "greyscale") == (128, 128, 128)
    for view in ("protan", "deutan", "tritan"):
        assert all(abs(v - 255) <= 1 for v in eyesight.seen((255, 255, 255), view))
    # protanopia and deuteranopia pull red and green together; the markings must carry them
    red, green = STONE_COLOURS[2], STONE_COLOURS[3]
    seen_red, seen_green = eyesight.seen(red, "deutan"), eyesight.seen(green, "deutan")
    assert abs(seen_red[0] - seen_green[0]) < abs(red[0] - green[0])


@pytest.mark.parametrize("view", eyesight.VIEWS)
@pytest.mark.parametrize("width", [36, 56])
def test_every_pair_of_stones_differs_for_every_eye(art, view, width):
    images = {stone: eyesight.lightness(art.stone(*stone, width), view) for stone in STONES}
    gap, a, b = eyesight.closest_pairs(images)[0]
    assert gap > 12, f"{view} at {width}px: stones {a} and {b} differ by only {gap:.1f} grey levels"


@pytest.mark.parametrize("view", eyesight.VIEWS)
def test_same_symbol_stones_differ_by_pattern_not_only_by_shade(art, view):
    """With brightness and contrast normalised away, two colours of one symbol still differ:
    what tells them apart is the marking, not a shade a colour-blind eye may not judge."""
    for symbol in range(len(STONE_SYMBOLS)):
        images = {c: eyesight.lightness(art.stone(c, symbol, 48), view) for c in range(len(STONE_COLOURS))}
        gap, a, b = eyesight.closest_pairs(images, eyesight.pattern_difference)[0]
        assert gap > 0.35, f"{view}: {STONE_SYMBOLS[symbol]} in colours {a} and {b} differ only by shade ({gap:.2f})"
