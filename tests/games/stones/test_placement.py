"""The placement rule, case by case (shared/spec/stones.md, Placement), and the engine's
rule checked against a literal reading of the spec's assignment wording."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.errors import IllegalMove
from mahjong.games.stones.config import COLOURS, SYMBOLS, StonesConfig
from mahjong.games.stones.rules import Place, Stone, StonesGame

BOARD = StonesConfig("test-5x5", "Test", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)), copies=1)
FREE = StonesConfig("test-free", "Test free", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)),
                    free_placement=True, copies=1)

TILE = Stone(0, 0)
KIND = {
    "C": Stone(0, 1),  # shares the colour only
    "S": Stone(1, 0),  # shares the symbol only
    "B": Stone(0, 0),  # the twin: shares both
    "N": Stone(1, 1),  # shares nothing
}
AROUND = ((2, 1), (1, 2), (3, 2), (2, 3))  # the neighbours of the centre (2, 2)


def centre_game(kinds, config=BOARD, tile=TILE):
    tiles = {cell: KIND[k] for cell, k in zip(AROUND, kinds)}
    return StonesGame.from_position(config, tiles, [tile])


CASES = [
    # one neighbour: colour, symbol or both; nothing shared fails
    ("C", True, None), ("S", True, None), ("B", True, None),
    ("N", False, "shares neither colour nor symbol"),
    # two: one by colour and one by symbol; a twin counts either way
    ("CS", True, None), ("SC", True, None), ("BC", True, None), ("BS", True, None), ("BB", True, None),
    ("CC", False, "one by colour and one by symbol"), ("SS", False, "one by colour and one by symbol"),
    ("CN", False, "shares neither"),
    # three: all match, at least one by colour and one by symbol
    ("CCS", True, None), ("SSC", True, None), ("CSB", True, None), ("BCC", True, None), ("BSS", True, None),
    ("BBB", True, None),
    ("CCC", False, "at least one by colour and at least one by symbol"),
    ("SSS", False, "at least one by colour and at least one by symbol"),
    ("CSN", False, "shares neither"),
    # four: two by colour and two by symbol
    ("CCSS", True, None), ("CSCS", True, None), ("BCSS", True, None), ("BCCS", True, None), ("BBCC", True, None),
    ("BBSS", True, None), ("BBBB", True, None), ("BBBC", True, None),
    ("CCCS", False, "two by colour and two by symbol"), ("SSSC", False, "two by colour and two by symbol"),
    ("BCCC", False, "two by colour and two by symbol"), ("BSSS", False, "two by colour and two by symbol"),
    ("CCCC", False, "two by colour and two by symbol"), ("CCSN", False, "shares neither"),
]


@pytest.mark.parametrize("kinds,legal,reason", CASES)
def test_placement_cases(kinds, legal, reason):
    game = centre_game(kinds)
    verdict = game.explain((2, 2))
    assert verdict.legal is legal
    assert verdict.neighbours == len(kinds)
    assert (Place(2, 2) in game.legal_moves()) is legal
    if legal:
        game.apply(Place(2, 2))
        assert game.tile_at((2, 2)) == TILE
    else:
        assert reason in verdict.reason
        with pytest.raises(IllegalMove, match=reason):
            game.apply(Place(2, 2))
        assert game.tile_at((2, 2)) is None and game.shown == TILE


def test_a_stone_must_touch_a_stone():
    game = centre_game("C")
    verdict = game.explain((4, 2))
    assert not verdict.legal and "touch at least one stone" in verdict.reason
    with pytest.raises(IllegalMove, match="touch at least one stone"):
        game.apply(Place(4, 2))
    # only the four spaces around the lone C at (2, 1)
    assert game.legal_moves() == [Place(2, 0), Place(1, 1), Place(3, 1), Place(2, 2)]


def test_free_stones_allows_lone_placements_for_no_points():
    game = centre_game("C", config=FREE)
    verdict = game.explain((4, 2))
    assert verdict.legal and verdict.neighbours == 0 and verdict.points == 0
    game.apply(Place(4, 2))
    assert game.score == 1000  # 0 for the placement, then the won-game bonus
    assert game.four_ways == 0


def test_free_stones_tiles_touching_tiles_follow_the_normal_rule():
    game = centre_game("CC", config=FREE)
    verdict = game.explain((2, 2))
    assert not verdict.legal and "one by colour and one by symbol" in verdict.reason
    assert centre_game("CS", config=FREE).explain((2, 2)).legal


def test_edges_and_corners_count_only_the_neighbours_on_the_board():
    # corner (0, 0) with both its neighbours: one colour + one symbol needed
    corner = StonesGame.from_position(BOARD, {(1, 0): KIND["C"], (0, 1): KIND["S"]}, [TILE])
    assert corner.explain((0, 0)).legal and corner.explain((0, 0)).neighbours == 2
    corner = StonesGame.from_position(BOARD, {(1, 0): KIND["C"], (0, 1): KIND["C"]}, [TILE])
    assert not corner.explain((0, 0)).legal
    # edge (0, 2) with its three neighbours
    edge = {(0, 1): KIND["C"], (1, 2): KIND["C"], (0, 3): KIND["S"]}
    assert StonesGame.from_position(BOARD, edge, [TILE]).explain((0, 2)).neighbours == 3
    assert StonesGame.from_position(BOARD, edge, [TILE]).explain((0, 2)).legal
    edge[(0, 3)] = KIND["C"]
    assert not StonesGame.from_position(BOARD, edge, [TILE]).explain((0, 2)).legal
    # an edge space next to one corner tile
    one = StonesGame.from_position(BOARD, {(0, 0): KIND["S"]}, [TILE])
    assert one.legal_moves() == [Place(1, 0), Place(0, 1)]


def test_taken_and_off_board_spaces_are_refused():
    game = centre_game("CS")
    assert "taken" in game.explain((2, 1)).reason
    with pytest.raises(IllegalMove, match="taken"):
        game.apply(Place(2, 1))
    assert "off the board" in game.explain((5, 0)).reason
    with pytest.raises(IllegalMove, match="off the board"):
        game.apply(Place(5, 0))


def test_move_text_round_trips():
    assert Place(4, 3).text() == "4,3"
    assert Place.parse("4,3") == Place(4, 3) and Place.parse(" 11 , 7 ") == Place(11, 7)
    for bad in ("", "4", "4,3,1", "a,b", "-1,2", "4;3"):
        with pytest.raises(ValueError):
            Place.parse(bad)


def spec_allows(tile, neighbours):
    """The spec's words, literally: pick one shared attribute per neighbour."""
    if not neighbours:
        return False
    options = []
    for n in neighbours:
        shared = [a for a, same in (("colour", n.colour == tile.colour), ("symbol", n.symbol == tile.symbol)) if same]
        if not shared:
            return False
        options.append(shared)
    k = len(neighbours)
    for choice in itertools.product(*options):
        colours, symbols = choice.count("colour"), choice.count("symbol")
        if (k == 1 or (k == 2 and colours == symbols == 1) or (k == 3 and colours >= 1 and symbols >= 1)
                or (k == 4 and colours == symbols == 2)):
            return True
    return False


stones = st.builds(Stone, st.integers(0, 2), st.integers(0, 2))


@settings(deadline=None, max_examples=200)
@given(tile=stones, around=st.lists(st.one_of(st.none(), stones), min_size=4, max_size=4))
def test_engine_rule_equals_the_spec_assignment(tile, around):
    tiles = {cell: s for cell, s in zip(AROUND, around) if s is not None}
    game = StonesGame.from_position(BOARD, tiles, [tile])
    assert game.explain((2, 2)).legal == spec_allows(tile, list(tiles.values()))
