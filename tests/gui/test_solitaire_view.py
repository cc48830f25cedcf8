"""Board geometry of the solitaire view: fitting, painter's order and hit-testing."""

import pytest

from mahjong.games.solitaire.builtin import turtle
from mahjong.games.solitaire.face.view import BoardView, draw_order
from mahjong.games.solitaire.layout_files import builtin_layouts
from mahjong.ui.tiles import TileArt

BOARDS = {  # board_rect of the game chrome at three window sizes
    (1280, 800): (10, 64, 1260, 688),
    (960, 640): (8, 51, 944, 550),
    (1920, 1080): (14, 87, 1892, 928),
}


def inside(rect, outer):
    x, y, w, h = rect
    ox, oy, ow, oh = outer
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("size", list(BOARDS))
def test_every_tile_of_every_layout_fits_the_board(size):
    board = BOARDS[size]
    for layout in builtin_layouts():
        view = BoardView(layout.positions, board, TileArt.metrics, margin=8)
        assert view.width >= 40, (layout.name, size)       # readable at the smallest window
        for pos in layout.positions:
            assert inside(view.sprite_rect(pos), board), (layout.name, pos, size)
        assert inside(view.bounds(), board)


def test_the_tile_is_as_large_as_fits():
    board = BOARDS[(1280, 800)]
    view = BoardView(turtle().positions, board, TileArt.metrics, margin=8)
    bigger = BoardView(turtle().positions, board, lambda w: TileArt.metrics(w + 1), margin=8)
    assert bigger.width < view.width + 1 or not inside(bigger.bounds(), board)
    x, y, w, h = view.bounds()
    assert w > board[2] - 40 or h > board[3] - 40   # one side nearly fills the board


def test_levels_are_lifted_up_and_right_by_the_tile_depth():
    view = BoardView(turtle().positions, BOARDS[(1280, 800)], TileArt.metrics)
    below, above = view.face((0, 12, 6)), view.face((1, 12, 6))
    assert (above[0] - below[0], above[1] - below[1]) == (view.depth, -view.depth)
    right = view.face((0, 14, 6))
    assert right[0] - below[0] == view.w


def test_draw_order_puts_upper_levels_after_the_tiles_below():
    order = draw_order(turtle().positions)
    index = {pos: i for i, pos in enumerate(order)}
    top = (4, 13, 7)
    for pos in turtle().positions:
        z, x, y = pos
        if z < 4 and abs(x - 13) < 2 and abs(y - 7) < 2:
            assert index[pos] < index[top]
    assert index[(1, 8, 2)] > max(index[p] for p in turtle().positions if p[0] == 0)


def test_draw_order_on_a_level_paints_lower_left_neighbours_last():
    """A tile's thickness (left and bottom) hides under the face of its left and lower
    neighbours, so those are drawn after it."""
    a, right, below, half_up_right = (0, 4, 4), (0, 6, 4), (0, 4, 6), (0, 6, 3)
    order = draw_order([below, a, right, half_up_right])
    assert order.index(right) < order.index(a) < order.index(below)
    assert order.index(half_up_right) < order.index(a)


def test_hit_finds_the_topmost_tile_and_the_visible_thickness():
    positions = turtle().positions
    view = BoardView(positions, BOARDS[(1280, 800)], TileArt.metrics)
    fx, fy, w, h = view.face((4, 13, 7))
    assert view.hit((fx + w // 2, fy + h // 2), positions) == (4, 13, 7)
    without_top = [p for p in positions if p != (4, 13, 7)]
    assert view.hit((fx + w // 2, fy + h // 2), without_top)[0] == 3
    # the thickness below the face of a bottom-row tile belongs to that tile
    fx, fy, w, h = view.face((0, 2, 14))
    assert view.hit((fx + w // 2, fy + h + view.depth // 2), positions) == (0, 2, 14)
    # the cut corner at the top left of the thickness is empty felt
    fx, fy, w, h = view.face((0, 0, 7))
    assert view.hit((fx - view.depth + 1, fy + 1), positions) is None
    bx, by, bw, bh = view.bounds()
    assert view.hit((bx - 5, by - 5), positions) is None


def test_every_tile_can_be_hit_somewhere():
    positions = turtle().positions
    view = BoardView(positions, BOARDS[(960, 640)], TileArt.metrics)
    for pos in positions:
        fx, fy, w, h = view.face(pos)
        assert view.hit((fx + w - 3, fy + 3), positions) in {pos} | {p for p in positions if p[0] > pos[0]}
