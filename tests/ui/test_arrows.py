"""The board cursor's arrow geometry (ui/arrows.py): rule by rule, then properties over
generated sets of targets (hypothesis)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.ui.arrows import DIRECTIONS, arrow_map, nearest

RIGHT, DOWN, LEFT, UP = DIRECTIONS


def test_the_nearest_centre_in_the_cone_wins_over_a_nearer_one_outside_it():
    centres = [(0, 0), (10, 0), (3, 6)]     # (3, 6) is nearer, but 63 degrees off to the right
    assert nearest(centres, 0, RIGHT) == 1
    assert nearest(centres, 0, DOWN) == 2


def test_an_empty_cone_falls_back_to_the_nearest_in_the_half_plane():
    centres = [(0, 0), (2, 9), (5, 30)]
    assert nearest(centres, 0, RIGHT) == 1


def test_nothing_that_way_stays_put():
    assert nearest([(0, 0), (5, 5)], 1, RIGHT) is None
    assert nearest([(0, 0)], 0, UP) is None


def test_ties_go_to_the_clockwise_side_so_four_diagonal_neighbours_each_get_an_arrow():
    centres = [(0, 0), (1, -1), (1, 1), (-1, 1), (-1, -1)]
    assert [nearest(centres, 0, d) for d in DIRECTIONS] == [2, 3, 4, 1]


def test_a_corner_behind_two_nearer_neighbours_is_not_stranded():
    centres = [(1, 2), (2, 1), (0, 0), (3, 1), (0, 3), (3, 0)]
    assert all(nearest(centres, i, d) != 2 for i in range(6) for d in DIRECTIONS)   # the plain rule strands it
    moves = arrow_map(centres)
    assert any(2 in row for row in moves)


points = st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12)), min_size=1, max_size=14, unique=True)
scaled = st.lists(st.tuples(st.floats(0, 2000, allow_nan=False), st.floats(0, 1200, allow_nan=False)),
                  min_size=1, max_size=30, unique=True)


def reachable(moves, start):
    seen, todo = {start}, [start]
    while todo:
        for j in moves[todo.pop()]:
            if j is not None and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


@settings(max_examples=300, deadline=None)
@given(st.one_of(points, scaled))
def test_every_arrow_goes_that_way_or_stays_put(centres):
    for i, row in enumerate(arrow_map(centres)):
        for (dx, dy), j in zip(DIRECTIONS, row, strict=True):
            if j is None:    # stays put only when nothing at all lies that way
                assert all((x - centres[i][0]) * dx + (y - centres[i][1]) * dy <= 0 for x, y in centres)
            else:
                assert j != i and (centres[j][0] - centres[i][0]) * dx + (centres[j][1] - centres[i][1]) * dy > 0


@settings(max_examples=300, deadline=None)
@given(st.one_of(points, scaled))
def test_every_target_is_reachable_from_every_other(centres):
    moves = arrow_map(centres)
    for start in range(len(centres)):
        assert reachable(moves, start) == set(range(len(centres)))
