"""Every kind of refused move says why in words: the set, pile or cell as the board labels
it, and the rule (refusals.py)."""

import re

import pytest

from mahjong.core.errors import IllegalMove
from mahjong.games.foundation.moves import Move

from .conftest import heights, position

EMPTY = ((0,) * 4, (0,) * 4, (0,) * 4)
UNBOUND = dict(dragons=(None,) * 3, suits=(None,) * 3)
MJF, SEA, LONG = "mahjongg-freecell", "sea-winds", "long-freecell"

CASES = [
    # (game, columns, cells, heights, binding, move, the reason)
    # --- where the tiles come from
    (SEA, [("4B",)], (), None, {}, "f1>t1", "Tiles never come back from the foundations"),
    (SEA, [("4B",)], (), None, {}, "c1>t1", "That free cell is empty"),
    (SEA, [("5B",)], ("4B",), None, {}, "c1:2>t1", "Only one tile at a time leaves a free cell"),
    (SEA, [("5B",)], (), None, {}, "t2>t1", "There is no tile there to move"),
    (MJF, [[("9B", "8C"), ("9D", "8D")], ("9C",)], (), None, {}, "t1>t2",
     "That tile is covered: a level lies on top of it"),
    (SEA, [("5B", "4C"), ("6B",)], (), None, {}, "t1:2>t2",
     "Those 2 tiles are no group: each must be one rank below the tile above it, of the same suit"),
    (SEA, [("6B", "5B", "4B"), ("7B",)], ("N",) * 5, None, {}, "t1:3>t2",
     "A group of 3 tiles needs 2 free cells to move (1 free)"),
    # --- cells
    (SEA, [("5B", "4B")], (), None, {}, "t1:2>c1", "A free cell holds one tile, not a group"),
    (SEA, [("5B",)], ("N",), None, {}, "t1>c1", "That free cell is taken: a free cell holds one tile"),
    (SEA, [("5B",)], (), None, {}, "t1>c9", "There is no such free cell"),
    # --- foundations
    (SEA, [("5B", "4B")], (), None, {}, "t1:2>f1", "Tiles go up to the foundations one at a time"),
    (SEA, [("5B",)], (), None, {}, "t1>f13", "There is no such foundation pile"),
    (SEA, [("RD",)], (), heights((1, 1, 1, 1)), dict(dragons=("GD", None, None), suits=(None,) * 3),
     "t1>f1", "The Green set takes only Green dragons"),
    (SEA, [("GD",)], (), heights((1, 1, 1, 1), (0,) * 4),
     dict(dragons=("GD", None, None), suits=(None,) * 3), "t1>f5", "The Green dragons have their own set"),
    (SEA, [("1B",)], (), heights(*EMPTY), UNBOUND, "t1>f5", "Set 2 starts with a dragon"),
    (MJF, [("6B",)], (), heights((1, 0, 0, 0)), dict(dragons=("RD", None, None), suits=(None,) * 3),
     "t1>f2", "The Red set's West pile starts with a Red dragon (the Red set still needs 3 Red dragons)"),
    (MJF, [("6B",)], (), heights((1, 1, 1, 0)), dict(dragons=("RD", None, None), suits=(None,) * 3),
     "t1>f4", "The Red set's South pile starts with a Red dragon (the Red set still needs a dragon)"),
    (SEA, [("2B",)], (), heights((1, 1, 1, 1)), dict(dragons=("GD", None, None), suits=(None,) * 3),
     "t1>f1", "The Green set has no suit yet: a 1 comes first"),
    (SEA, [("3B",)], (), heights((3, 3, 3, 3)), dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")),
     "t1>f1", "The Green set builds Circles, not Bamboos"),
    (SEA, [("1C",)], (), heights((2, 2, 2, 2), (1, 1, 1, 1)),
     dict(dragons=("GD", "RD", None), suits=("C", None, None)), "t1>f5",
     "Characters are built on the Green set"),
    (SEA, [("2D",)], (), heights((2, 2, 2, 1)), dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")),
     "t1>f1", "The Green set's 2s wait until all four 1s are up"),
    (SEA, [("N",)], (), heights((10, 10, 10, 9)), dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")),
     "t1>f2", "The Green set's winds wait until all four 9s are up"),
    ("sea-breeze", [("4D",)], (), heights((2, 5, 5, 5)),
     dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")), "t1>f1",
     "The Green set's West pile takes a 2 next"),
    ("sea-breeze", [("4D",)], (), heights((11, 5, 5, 5)),
     dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")), "t1>f1",
     "The Green set's West pile is complete"),
    (SEA, [("N",)], (), heights((10, 10, 10, 10)), dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")),
     "t1>f1", "The Green set's West pile takes only the West wind"),
    (LONG, [("SU",)], (), heights((11, 11, 11, 11)), dict(dragons=("GD", "RD", "WD"), suits=("D", "C", "B")),
     "t1>f1", "The Green set's North pile takes only Spring"),
    # --- the tableau
    (SEA, [("5B",)], (), None, {}, "t1>t17", "There is no such column"),
    (SEA, [("4B",), ("3C", "2C", "1C")], (), None, {}, "t1>t2", "Only a dragon goes below 1 Characters"),
    (SEA, [("9B",) * 9 + ("5B",), ("4B",)], (), None, {}, "t2>t1",
     "No room: nothing goes below the grid's last row (row 10)"),
    (MJF, [[("9B", "8C"), ("9D", "8D")], ("7C",)], (), None, {}, "t2>t1@2",
     "A level never reaches further down than the level under it"),
    (MJF, [("5C",), ()], (), None, {}, "t1>t2", "A wind starts an empty column"),
    (SEA, [("5C",), ()], (), None, {}, "t1>t2", "A wind, or a group headed by a wind, starts an empty column"),
    (LONG, [("5C",), ()], (), None, {}, "t1>t2", "A season starts an empty column"),
    (SEA, [("4B",), ("RD",)], (), None, {}, "t1>t2", "Nothing goes below Red Dragon: dragons are the lowest rank"),
    (SEA, [("8B",), ("N",)], (), None, {}, "t1>t2", "Only a 9 goes below North Wind"),
    (LONG, [("9B",), ("SP",)], (), None, {}, "t1>t2", "Only a wind goes below Spring"),
    (SEA, [("4C",), ("5B",)], (), None, {}, "t1>t2", "Only a 4 of the same suit goes below 5 Bamboo"),
    (MJF, [("4B",), ("5B", "9C")], (), None, {}, "t1>t2@2",
     "Only a 4 of another suit goes on top of 5 Bamboo"),
    (SEA, [("4B",), ("5B",)], (), None, {}, "t1>t2@2",
     "This game has no levels: tiles go below a column's bottom tile"),
    (MJF, [("7C",), [("8B",), ("9D",)]], (), None, {}, "t1>t2",
     "Nothing goes below a top-row tile that has a level on top of it"),
    (MJF, [("7C",), [("9B", "8B"), ("9D", "8D")]], (), None, {}, "t1>t2",
     "That tile is covered by the level on top of it"),
    (MJF, [("7C",), [("9B", "8B")]], (), None, {}, "t1>t2@3",
     "A new level starts on top of the top-row tile of a column's top level"),
    (MJF, [("7C",), ()], (), None, {}, "t1>t2@2", "An empty column starts in its top row"),
]


@pytest.mark.parametrize("game_id, columns, cells, hs, binding, text, reason", CASES,
                         ids=[case[-1][:48] for case in CASES])
def test_every_refusal_says_why_in_words(game_id, columns, cells, hs, binding, text, reason):
    game = position(game_id, columns, cells=cells, hs=hs, **binding)
    move = Move.parse(text)
    assert game.why_illegal(move) is not None
    with pytest.raises(IllegalMove) as raised:
        game.apply(move)
    said = str(raised.value)
    assert said[:1].upper() + said[1:] == reason


def test_no_refusal_names_a_pile_or_column_by_number():
    """The board numbers neither the columns nor the piles (sets are numbered only until
    bound, as their label reads)."""
    for case in CASES:
        assert not re.search(r"(column|pile|level|cell) \d", case[-1]), case[-1]


HELD = [
    # (game, columns, cells, (column, level, row), the reason)
    (MJF, [[("9B", "8C"), ("9D", "8D")]], (), (0, 0, 0), "That tile is covered: a level lies on top of it"),
    (SEA, [("5B", "4C", "3C")], (), (0, 0, 0),
     "That tile is buried: the 2 tiles below it must move first, unless they build down from it "
     "one rank at a time, of the same suit"),
    (SEA, [("5B", "9C")], (), (0, 0, 0),
     "That tile is buried: the tile below it must move first, unless they build down from it "
     "one rank at a time, of the same suit"),
    (SEA, [("6B", "5B", "4B")], ("N",) * 5, (0, 0, 0), "A group of 3 tiles needs 2 free cells to move (1 free)"),
]


@pytest.mark.parametrize("game_id, columns, cells, where, reason", HELD, ids=[case[-1][:40] for case in HELD])
def test_a_tile_that_cannot_be_picked_up_says_why(game_id, columns, cells, where, reason):
    from mahjong.games.foundation.refusals import held_reason
    game = position(game_id, columns, cells=cells)
    column, level, row = where
    assert game.pick(column, level, row) is None
    said = held_reason(game.config, game.state, column, level, row)
    assert said[:1].upper() + said[1:] == reason
