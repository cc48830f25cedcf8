"""Ishido scoring: the 1-2-4-8 schedule, four-way doubling and bonuses, end bonuses."""

from mahjong.games.stones.config import COLOURS, SYMBOLS, StonesConfig
from mahjong.games.stones.rules import FOUR_WAY_BONUS, Place, Stone, StonesGame, placement_points

BOARD = StonesConfig("test-5x5", "Test", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)), copies=1)
LINE = StonesConfig("test-4x1", "Line", COLOURS[:2], SYMBOLS[:2], 4, 1, ((0, 0), (2, 0)), copies=1)

X = Stone(0, 0)
COLOUR = Stone(0, 1)
SYMBOL = Stone(1, 0)


def test_schedule_and_bonus_sequence():
    assert [placement_points(k, 0) for k in (1, 2, 3)] == [1, 2, 4]
    assert [placement_points(k, 1) for k in (1, 2, 3)] == [2, 4, 8]
    assert [placement_points(k, 3) for k in (1, 2, 3)] == [8, 16, 32]
    assert FOUR_WAY_BONUS == (25, 50, 100, 200, 400, 600, 800, 1000, 5000, 10000, 25000, 50000)
    # the n-th four-way scores 8 under the schedule before it, plus the n-th bonus
    assert [placement_points(4, n) for n in range(12)] == [(8 << n) + b for n, b in enumerate(FOUR_WAY_BONUS)]
    assert placement_points(4, 12) == (8 << 12) + 50000  # the last bonus repeats
    assert placement_points(0, 5) == 0  # a lone placement (Free Stones)


def two_holes():
    """Two spaces, (1, 1) and (3, 3), each surrounded by two colour and two symbol matches
    of X; the corner (0, 0) touches one colour and one symbol match."""
    tiles = {}
    for cx, cy in ((1, 1), (3, 3)):
        tiles[(cx, cy - 1)] = COLOUR
        tiles[(cx - 1, cy)] = SYMBOL
        tiles[(cx + 1, cy)] = COLOUR
        tiles[(cx, cy + 1)] = SYMBOL
    return tiles


def test_four_ways_double_the_schedule_and_earn_bonuses_then_the_end_bonus():
    game = StonesGame.from_position(BOARD, two_holes(), [X, X, X])
    assert game.explain((1, 1)).points == 33
    game.apply(Place(1, 1))
    assert (game.score, game.four_ways, game.multiplier) == (8 + 25, 1, 2)
    game.apply(Place(3, 3))
    assert (game.score, game.four_ways, game.multiplier) == (33 + 16 + 50, 2, 4)
    assert game.explain((0, 0)).points == 8  # two neighbours: 2, schedule x4
    game.apply(Place(0, 0))
    assert game.is_won and game.end_bonus == 1000
    assert game.score == 99 + 8 + 1000
    game.undo()
    assert (game.score, game.four_ways) == (99, 2) and not game.is_over
    game.undo()
    assert (game.score, game.four_ways) == (33, 1)
    game.redo()
    assert (game.score, game.four_ways) == (99, 2)


def test_end_bonus_by_tiles_left():
    fits = Stone(0, 1)   # colour of (0, 0), symbol of (2, 0): a legal two-way on (1, 0)
    stuck = Stone(0, 0)  # shares nothing with (2, 0), the only neighbour of (1, 0) and (3, 0)
    opening = {(0, 0): Stone(0, 0), (2, 0): Stone(1, 1)}
    won = StonesGame.from_position(LINE, opening, [fits])
    won.apply(Place(1, 0))
    assert won.is_won and won.score == 2 + 1000
    for stock, bonus in (([stuck], 500), ([stuck, fits], 100), ([stuck, fits, fits], 0)):
        lost = StonesGame.from_position(LINE, opening, stock)
        assert lost.is_lost and lost.tiles_left == len(stock)
        assert lost.end_bonus == bonus and lost.score == bonus


def test_no_end_bonus_while_the_game_goes_on():
    game = StonesGame.from_position(BOARD, two_holes(), [X, X])
    assert not game.is_over and game.end_bonus == 0 and game.score == 0
