"""Rule by rule, on hand-built positions."""

import pytest

from mahjong.core.errors import BadRecord, IllegalMove
from mahjong.games.foundation.legality import is_safe, piles_for
from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.rules import FoundationGame

EMPTY_SETS = ((0,) * 4, (0,) * 4, (0,) * 4)
NO_BINDING = dict(dragons=(None,) * 3, suits=(None,) * 3)


def texts(game):
    return {m.text() for m in game.legal_moves()}


# --- building -------------------------------------------------------------------------------

def test_different_suit_build(position):
    g = position("sea-cell", [("9C", "4D"), ("9C", "3B"), ("9C", "3D")], cells=("RD",) * 4)
    assert "t2>t1" in texts(g)          # 3B below 4D
    assert "t3>t1" not in texts(g)      # 3D below 4D: same suit
    with pytest.raises(IllegalMove, match="only a 3 of another suit goes below 4 Circles"):
        g.apply(Move.parse("t3>t1"))


def test_same_suit_build(position):
    g = position("sea-winds", [("9C", "4D"), ("9C", "3B"), ("9C", "3D")], cells=("RD",) * 6)
    assert "t3>t1" in texts(g) and "t2>t1" not in texts(g)


def test_nine_of_any_suit_below_a_wind(position):
    for game_id in ("sea-winds", "sea-cell"):
        g = position(game_id, [("N",), ("2C", "9B"), ("2C", "9D")], cells=("RD",) * 6)
        assert {"t2>t1", "t3>t1"} <= texts(g)


def test_wind_below_season_in_long_freecell(position):
    g = position("long-freecell", [("SP",), ("2C", "N"), ("2C", "SU")], cells=("RD",) * 4)
    assert "t2>t1" in texts(g)          # a wind below a season
    assert "t3>t1" not in texts(g)      # not a season below a season


def test_grid_height_limits_a_column(position):
    full = ("9B", "8B", "7B", "6B", "5B", "4B", "3B", "2B", "9C", "8C")  # 10 rows: Sea grid
    g = position("sea-winds", [full, ("5C", "7C")], cells=("RD",) * 6)
    assert "t2>t1" not in texts(g)
    g = position("sea-winds", [full[:-1], ("5C", "8C")], cells=("RD",) * 6)
    assert "t2>t1" in texts(g)


# --- cells and groups ---------------------------------------------------------------------------

def test_any_available_tile_to_an_empty_cell(position):
    g = position("sea-winds", [("3B", "7C")], cells=("RD",) * 5)
    assert "t1>c6" in texts(g) and "t1@1>c1" not in texts(g)
    g.apply(Move.parse("t1>c6"))
    assert g.state.cells[5] == "7C" and texts(g) == set()   # cells full, 3B has no home


def test_group_size_is_free_cells_plus_one(position):
    g = position("sea-winds", [("2D", "N"), ("3D", "9B", "8B", "7B")], cells=("RD",) * 5)  # 1 free
    assert {m.count for m in g.legal_moves() if m.dst == Spot("t", 0)} == set()  # 7B/8B: no fit
    assert "t2:3>t1" not in texts(g)    # the whole run 9B-7B would need 2 free cells
    g = position("sea-winds", [("2D", "N"), ("3D", "9B", "8B")], cells=("RD",) * 5)
    assert "t2:2>t1" in texts(g)


def test_group_moves_by_the_suit_rule(position):
    g = position("sea-winds", [("2D", "N"), ("3D", "9B", "8B", "7B")], cells=("RD",) * 4)  # 2 free
    assert "t2:3>t1" in texts(g)
    with pytest.raises(IllegalMove, match="needs 3 free cells"):
        position("sea-winds", [("2D", "N"), ("3D", "9B", "8B", "7B", "6B")],
                 cells=("RD",) * 4).apply(Move.parse("t2:4>t1"))
    g.apply(Move.parse("t2:3>t1"))
    assert g.state.columns[0] == (("2D", "N", "9B", "8B", "7B"),)


# --- empty top-row space --------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, lone_wind, wind_group, other", [
    ("mahjongg-freecell", True, False, False),
    ("sea-winds", True, True, False),
    ("sea-breeze", True, True, False),
    ("sea-towers", True, True, True),
    ("sea-cell", True, True, True),
    ("long-freecell", False, False, False),
])
def test_empty_top_row_space(position, game_id, lone_wind, wind_group, other):
    cells = ("RD",) * (6 if game_id.startswith("sea") and game_id != "sea-cell" else 4)
    g = position(game_id, [("2D", "E"), ("2D", "W", "9D") if "sea" in game_id and "cell" not in game_id
                           else ("2D", "W", "9B"), ("2D", "5C"), ()], cells=cells[:-2])
    moves = texts(g)
    assert ("t1>t4" in moves) == lone_wind
    assert ("t2:2>t4" in moves) == wind_group
    assert ("t3>t4" in moves) == other


def test_season_only_in_long_freecell(position):
    g = position("long-freecell", [("2D", "SP"), ("2D", "N"), ()], cells=("RD",) * 2)
    assert "t1>t3" in texts(g) and "t2>t3" not in texts(g)
    with pytest.raises(IllegalMove, match="a season starts an empty column"):
        g.apply(Move.parse("t2>t3"))


# --- foundations ----------------------------------------------------------------------------------

def test_first_dragon_binds_a_set(position, heights):
    g = position("sea-breeze", [("3B", "RD"), ("3B", "GD"), ("3B", "RD")], cells=("N",) * 6,
                 hs=heights(*EMPTY_SETS), **NO_BINDING)
    assert {m.dst.index for m in g.legal_moves() if m.src.index == 0 and m.dst.kind == "f"} == set(range(12))
    g.apply(Move.parse("t1>f1"))
    assert g.state.dragons == ("RD", None, None)
    assert set(piles_for(g.config, g.state, "GD")) == set(range(4, 12))   # not on the red set
    assert set(piles_for(g.config, g.state, "RD")) == {1, 2, 3}            # red only on its set


def test_first_one_binds_the_suit(position, heights):
    g = position("sea-breeze", [("3B", "1B"), ("3B", "1C")], cells=("N",) * 6,
                 hs=heights((1, 1, 1, 1), (1, 0, 0, 0), (0,) * 4), suits=(None,) * 3)
    assert set(piles_for(g.config, g.state, "1B")) == {0, 1, 2, 3, 4}
    g.apply(Move.parse("t1>f5"))
    assert g.state.suits == (None, "B", None)
    assert set(piles_for(g.config, g.state, "1C")) == {0, 1, 2, 3}         # B is bound to set 2
    assert piles_for(g.config, g.state, "1B") == []                        # set 2 has no other pile at 1


def test_rank_lock(position, heights):
    hs = heights((2, 2, 1, 1))
    for game_id, locked in (("sea-winds", True), ("sea-breeze", False), ("mahjongg-freecell", True),
                            ("sea-towers", False), ("sea-cell", False), ("long-freecell", True)):
        g = position(game_id, [("2B",), ("1B",)], hs=hs)
        assert bool(piles_for(g.config, g.state, "2B")) is not locked, game_id
        assert piles_for(g.config, g.state, "1B") == [2, 3]


@pytest.mark.parametrize("game_id, labels", [("mahjongg-freecell", "NWES"), ("sea-winds", "WNSE")])
def test_wind_labels(position, heights, game_id, labels):
    g = position(game_id, [], hs=heights((10,) * 4))
    for j, wind in enumerate(labels):
        assert piles_for(g.config, g.state, wind) == [j]
    assert [p.wind for p in g.view().piles[:4]] == list(labels)


def test_seasons_on_their_own_pile(position, heights):
    g = position("long-freecell", [], hs=heights((11,) * 4, (12,) * 4, (12,) * 4))
    assert [piles_for(g.config, g.state, s) for s in ("SP", "SU", "AU", "WI")] == [[0], [1], [2], [3]]


def test_tiles_never_leave_the_foundations(position):
    g = position("sea-winds", [("2D",)])
    with pytest.raises(IllegalMove, match="never come back"):
        g.apply(Move.parse("f1>t2"))


# --- safe auto-play -------------------------------------------------------------------------------

def test_safety_rule(position, heights):
    g = position("sea-winds", [], hs=heights((3, 3, 3, 3), (2, 2, 2, 1)))
    c, s = g.config, g.state
    assert is_safe(c, s, "RD")
    assert is_safe(c, s, "3B")              # same suit: all four 2B are up
    assert not is_safe(c, s, "3C")          # a 2C is still out
    assert not is_safe(c, s, "N")           # 9s are still out
    d = position("sea-cell", [], hs=heights((3, 3, 3, 3), (3, 3, 3, 2)))
    assert not is_safe(d.config, d.state, "3D")  # different suit: a 2C may still need a home
    assert is_safe(d.config, d.state, "3C")
    w = position("sea-winds", [], hs=heights((10, 10, 10, 10), (10,) * 4, (10,) * 4))
    assert is_safe(w.config, w.state, "S")


def test_auto_play_follows_a_move_and_undoes_with_it(position, heights):
    g = position("sea-winds", [("5C", "3B"), ("4C", "2B", "9D")], hs=heights((3, 3, 3, 2)),
                 cells=("RD",), autoplay=True)
    before = g.state
    g.apply(Move.parse("t2>c2"))                      # uncovers 2B: up it goes, then 3B (now safe)
    assert [m.text() for m in g.last_step.auto] == ["t2>f4", "t1>f1"]
    assert g.state.heights[:4] == (4, 3, 3, 3) and len(g.moves) == 1
    assert g.undo() and g.state == before and g.can_redo
    assert g.redo() and g.state.heights[:4] == (4, 3, 3, 3)


def test_auto_play_option_off(position, heights):
    g = position("sea-winds", [("4C", "2B", "9D")], hs=heights((3, 3, 3, 2)))
    g.apply(Move.parse("t1>c1"))
    assert g.last_step.auto == ()
    assert g.state.heights[3] == 2 and "t1>f4" in texts(g)


# --- levels ---------------------------------------------------------------------------------------

def test_levels_first_move_on_top_of_the_top_row(position):
    g = position("mahjongg-freecell", [("5D", "7C", "2B"), ("9C", "4C")], cells=("RD",) * 4)
    assert "t2>t1@2" in texts(g)                  # 4C on top of 5D: lower, different suit
    g.apply(Move.parse("t2>t1@2"))
    col = g.view().columns[0]
    assert [(t.code, t.level, t.row, t.available) for t in col] == [
        ("5D", 0, 0, False), ("7C", 0, 1, False), ("2B", 0, 2, True), ("4C", 1, 0, True)]


def test_level_grows_only_over_the_level_below(position):
    lower = ("9B", "8D", "7B")
    g = position("mahjongg-freecell", [[lower, ("8C", "7D", "6C")], ("5C", "5D")], cells=("RD",) * 4)
    assert "t2>t1@2" not in texts(g)              # level 2 already as long as level 1
    g = position("mahjongg-freecell", [[lower, ("8C", "7D")], ("5C", "6B")], cells=("RD",) * 4)
    assert "t2>t1@2" in texts(g)                  # 6B below 7D on level 2, over 7B
    assert "t2>t1" not in texts(g)                # level 1's bottom tile 7B is covered


def test_levels_connect_only_in_the_top_row(position):
    # 6D below 7B on level 1 is fine; the level-2 tile above it plays no part
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C",)], ("5C", "6D")], cells=("RD",) * 4)
    assert {"t2>t1", "t2>t1@3"} - texts(g) == {"t2>t1@3"}
    assert "t2>t1" in texts(g)
    view = g.view().columns[0]
    assert [t.available for t in view] == [False, False, True, True]
    assert g.pick(0, 0, 2) == (Spot("t", 0, 0), 1) and g.pick(0, 0, 1) is None


def test_a_tile_goes_on_top_of_its_own_columns_top_row_tile(position):
    # 4C is available at the bottom of column 1 and one rank below 5D, its own top-row tile
    g = position("mahjongg-freecell", [("5D", "7C", "4C")], cells=("RD",) * 4)
    assert "t1>t1@2" in texts(g)
    g.apply(Move.parse("t1>t1@2"))
    assert g.state.columns[0] == (("5D", "7C"), ("4C",))
    assert [(t.code, t.available) for t in g.view().columns[0]] == [("5D", False), ("7C", True), ("4C", True)]


def test_a_tile_of_a_level_goes_on_top_of_its_own_levels_top_row_tile(position):
    # the bottom of level 2 may start level 3 on level 2's own top-row tile
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C", "4D")]], cells=("RD",) * 4)
    assert "t1@2>t1@3" not in texts(g)            # 4D is not one rank below 8C
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C", "7D")]], cells=("RD",) * 4)
    assert "t1@2>t1@3" in texts(g)
    g.apply(Move.parse("t1@2>t1@3"))
    assert g.state.columns[0] == (("9B", "8D", "7B"), ("8C",), ("7D",))


def test_a_tile_moves_from_one_level_of_a_column_below_another(position):
    # level 1's bottom 7B goes below 8C, the top-row tile of level 2 on the same column
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C",)]], cells=("RD",) * 4)
    assert "t1>t1@2" in texts(g)
    g.apply(Move.parse("t1>t1@2"))
    assert g.state.columns[0] == (("9B", "8D"), ("8C", "7B"))
    assert [t.available for t in g.view().columns[0]] == [False, False, False, True]
    # not when it is not one rank lower, or when level 2 would reach past level 1
    g = position("mahjongg-freecell", [[("9B", "8D", "6B"), ("8C",)]], cells=("RD",) * 4)
    assert "t1>t1@2" not in texts(g)
    g = position("mahjongg-freecell", [[("9B", "7B"), ("8C",)]], cells=("RD",) * 4)
    assert "t1>t1@2" not in texts(g)              # picked up, 7B leaves level 1 one tile long


def test_moving_a_tile_uncovers_the_tile_it_goes_below(position):
    # 6C lies on level 2 over 7B; picked up, it uncovers 7B and may go below it on level 1
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C", "6D", "6C")]], cells=("RD",) * 4)
    assert "t1@2>t1" in texts(g)
    g.apply(Move.parse("t1@2>t1"))
    assert g.state.columns[0] == (("9B", "8D", "7B", "6C"), ("8C", "6D"))
    assert [t.available for t in g.view().columns[0]] == [False, False, False, True, False, True]
    # and a lone top-row tile of level 2 may go below the level-1 tile it lay on
    g = position("mahjongg-freecell", [[("9B",), ("8C",)]], cells=("RD",) * 4)
    assert "t1@2>t1" in texts(g)
    g.apply(Move.parse("t1@2>t1"))
    assert g.state.columns[0] == (("9B", "8C"),)


def test_no_building_below_a_top_row_tile_under_a_level(position):
    # 8C is level 1's only tile and level 2 lies on it: nothing goes below 8C on level 1,
    # not even from its own column
    g = position("mahjongg-freecell", [[("8C",), ("9D",)], ("6B", "7B")], cells=("RD",) * 4)
    assert not any(m.dst == Spot("t", 0, 0) for m in g.legal_moves())
    g = position("mahjongg-freecell", [[("8C", "7C"), ("9D", "7D")]], cells=("RD",) * 4)
    assert not any(m.dst == Spot("t", 0, 0) for m in g.legal_moves())


def test_putting_tiles_back_where_they_were_is_no_move(position):
    g = position("mahjongg-freecell", [[("9B", "8D", "7B"), ("8C",)]], cells=("RD",) * 4)
    assert not [m for m in g.legal_moves() if m.src == m.dst]
    g = position("mahjongg-freecell", [[("9B",), ("8C",)]], cells=("RD",) * 4)
    assert "t1@2>t1@2" not in texts(g)


def test_empty_column_in_level_game_takes_a_wind(position):
    g = position("mahjongg-freecell", [("2D", "N"), ("2D", "9C"), ()], cells=("RD",) * 4)
    assert "t1>t3" in texts(g) and "t2>t3" not in texts(g)


# --- win, loss, records ---------------------------------------------------------------------------

def test_win_and_loss(position, heights):
    g = position("sea-winds", [("E",)], hs=heights((11, 11, 11, 10)), autoplay=True)
    assert g.is_won and g.score == 132
    stuck = position("sea-winds", [("8B", "9B", "9B"), ("W", "N", "S", "E", "9B")],
                     cells=("9B", "RD", "RD", "RD", "RD", "RD"), hs=heights((9, 9, 9, 8)))
    assert not stuck.is_won and stuck.is_lost and stuck.legal_moves() == []


def test_move_text_round_trip():
    for text in ("t3>f5", "t3>c2", "c1>t7", "t3:2>t9", "t3@2:2>t9@3", "c4>f12"):
        assert Move.parse(text).text() == text
    assert Move.parse("t3@1>t9") == Move(Spot("t", 2), Spot("t", 8))
    for bad in ("x1>t2", "t0>t1", "c1@2>t1", "t1>"):
        with pytest.raises(ValueError):
            Move.parse(bad)


def test_record_replays_and_rejects_tampering():
    g = FoundationGame("sea-breeze", 5)
    for _ in range(6):
        g.apply(g.legal_moves()[0])
    again = FoundationGame.from_record(g.to_record())
    assert again.state == g.state and again.to_record() == g.to_record()
    bad = g.to_record()
    bad["moves"][2] = "c9>t1"
    with pytest.raises(BadRecord, match="move 3"):
        FoundationGame.from_record(bad)
    with pytest.raises(BadRecord):
        FoundationGame.from_record({"game": "nope", "deal": 1, "moves": []})


def test_auto_destination(position):
    g = position("sea-winds", [("5C", "3B"), ("5C", "RD")], cells=("RD",) * 3, hs=None)
    assert g.auto_destination(Spot("t", 0)).dst == Spot("c", 3)
    g2 = position("sea-winds", [("5C", "RD")], hs=((0,) * 4 + (11,) * 8), dragons=(None, "GD", "WD"))
    assert g2.auto_destination(Spot("t", 0)).dst.kind == "f"


def test_auto_play_off_keeps_the_tiles_and_records_the_option():
    # random play with auto-play on (the registry's game): tests/test_conformance.py
    for game_id in ("sea-winds", "mahjongg-freecell"):
        g = FoundationGame(game_id, 7, autoplay=False)
        full = g.tile_count()
        for _ in range(30):
            moves = g.legal_moves()
            if not moves:
                break
            g.apply(moves[-1])
            assert g.last_step.auto == () and g.tile_count() == full
        again = FoundationGame.from_record(g.to_record())
        assert not again.autoplay and again.state == g.state and again.moves == g.moves
