import pytest

from mahjong.core.errors import BadRecord, IllegalMove
from mahjong.games.solitaire import hints, rules
from mahjong.games.solitaire.builtin import load_builtin, turtle
from mahjong.games.solitaire.dealer import new_game
from mahjong.games.solitaire.rules import COVERED, SIDES, Remove, Shuffle, Solitaire, parse_move

from .helpers import make_layout

ROW4 = [(0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0)]
SMALL = ROW4 + [(0, 0, 2), (0, 2, 2), (0, 4, 2), (0, 6, 2), (1, 1, 0), (1, 3, 1), (1, 5, 2), (2, 3, 1)]


def game_with(positions, faces, **kw):
    game = Solitaire(make_layout(positions), 1, "wild", **kw)
    game.faces = list(faces)
    return game


def test_turtle_is_pinned():
    layout = load_builtin("turtle")
    assert layout.positions == turtle().positions
    assert layout.levels == (87, 36, 16, 4, 1)
    assert (layout.width, layout.height) == (30, 16)
    game = Solitaire(layout, 1, "wild")
    assert len(game.free_tiles()) == 35


def test_free_rule_cases():
    # Row of three, a tile covering the first two, a half-offset neighbour, one two rows down.
    positions = [(0, 0, 0), (0, 2, 0), (0, 4, 0), (1, 1, 0), (0, 6, 1), (0, 8, 4), (0, 10, 4), (0, 20, 0)]
    game = game_with(positions, ["1C"] * 8)
    assert game.blocked_reason((0, 0, 0)) == COVERED      # covered on a higher level
    assert game.blocked_reason((0, 2, 0)) == COVERED
    assert game.blocked_reason((0, 4, 0)) == SIDES        # x-2 and x+2 (|dy| = 1) occupied
    assert game.is_free((0, 6, 1))                         # right side open
    assert game.is_free((0, 8, 4)) and game.is_free((0, 10, 4))  # |dy| = 3 does not touch
    assert game.is_free((1, 1, 0))
    game.faces[game.index[(0, 6, 1)]] = None
    assert game.is_free((0, 4, 0))                         # right side now open
    game.faces[game.index[(1, 1, 0)]] = None
    assert game.is_free((0, 0, 0)) and not game.is_free((0, 2, 0))  # left open / both blocked


def test_matching_groups():
    game = game_with(ROW4, ["F1", "F4", "SP", "WI"])
    assert game.matches("F1", "F4") and game.matches("SP", "AU") and game.matches("3B", "3B")
    assert not game.matches("F1", "SP") and not game.matches("3B", "3C")
    assert game.matching_tiles((0, 0, 0)) == [(0, 2, 0)]


def test_multipliers():
    assert [rules.multiplier(f) for f in ("5C", "5D", "5B", "E", "RD", "F2", "SU")] == [1, 2, 3, 4, 5, 6, 7]


def turtle_game_with_free_faces(faces):
    game = Solitaire(load_builtin("turtle"), 3, "wild")
    free = game.free_tiles()[: len(faces)]
    for pos, face in zip(free, faces):
        game.faces[game.index[pos]] = face
    return game, free


def test_scoring_golden_values_and_undo():
    game, free = turtle_game_with_free_faces(["SP", "WI"])
    game.apply(Remove(free[0], free[1]))
    assert game.score == 504
    game, free = turtle_game_with_free_faces(["1C", "1C", "2C", "2C"])
    game.apply(Remove(free[0], free[1]))
    assert game.score == 72
    game.apply(Remove(free[2], free[3]))
    assert game.score == 72 + 71
    assert game.undo() and game.score == 72
    assert game.redo() and game.score == 143


def test_illegal_moves():
    game = game_with(ROW4, ["1C", "2C", "2C", "1B"])
    with pytest.raises(IllegalMove):
        game.apply(Remove((0, 0, 0), (0, 2, 0)))   # not free, no match
    with pytest.raises(IllegalMove):
        game.apply(Remove((0, 0, 0), (0, 6, 0)))   # free but no match
    with pytest.raises(IllegalMove):
        game.apply(Remove((0, 0, 0), (0, 9, 9)))   # no tile
    game.faces = ["1C", "2C", "2C", "1C"]
    with pytest.raises(IllegalMove):
        game.apply(Shuffle())


def test_shuffles_only_when_stuck_limit_three_winnable_redeal_and_game_over():
    game = game_with(ROW4, ["1C", "2C", "1C", "2C"])  # A B A B: no free pair, but winnable as A B B A
    for used in range(1, 4):
        assert game.legal_moves() == [Shuffle()] and not game.is_lost
        game.apply(Shuffle())
        assert game.shuffles_left == 3 - used
        assert sorted(game.faces) == ["1C", "1C", "2C", "2C"]
        assert hints.winnable(game) is True and game.moves_left == 1
        game.faces = ["1C", "2C", "1C", "2C"]
    assert game.legal_moves() == [] and game.is_lost and not game.is_won
    with pytest.raises(IllegalMove):
        game.apply(Shuffle())


def test_the_rules_never_import_the_solver():
    assert not hasattr(rules, "solver") and not hasattr(rules.Solitaire, "winnable")


def test_safe_pairs_keep_the_board_winnable():
    game = game_with(ROW4, ["1C", "2C", "2C", "1C"])  # the ends are the free pair
    assert hints.safe_pairs(game) == [Remove((0, 0, 0), (0, 6, 0))]
    assert hints.winnable(game) is True


def test_shuffle_replays_identically_and_undoes_exactly():
    faces = ["1C", "2C", "3C", "1C", "2C", "3C"]  # a closed row: no free pair
    row = [(0, 2 * i, 0) for i in range(6)]
    a, b = game_with(row, faces), game_with(row, faces)
    a.apply(Shuffle())
    b.apply(Shuffle())
    assert a.faces == b.faces != faces and hints.winnable(a) is True
    assert a.undo() and a.faces == faces and a.shuffles_left == 3
    assert a.redo() and a.faces == b.faces


def test_rounds_carry_score_and_end_in_a_win():
    second = make_layout([(0, 0, 0), (0, 2, 0)], "second")
    game = game_with([(0, 0, 0), (0, 4, 0)], ["RD", "RD"], next_layout=[second])
    game.apply(Remove((0, 0, 0), (0, 4, 0)))
    assert game.round == 1 and game.score == 5 and game.layout is second and not game.is_won
    (p, q) = game.layout.positions
    game.faces = ["N", "N"]
    game.apply(Remove(p, q))
    assert game.is_won and game.score == 5 + 4
    assert game.undo() and game.round == 1 and game.score == 5
    assert game.undo() and game.round == 0 and game.score == 0 and game.pairs_left == 1


def test_move_text_round_trip():
    for move in (Remove((0, 12, 4), (1, 6, 2)), Shuffle(), Shuffle(3), Shuffle(rules.GENTLE_PICK)):
        assert parse_move(move.text()) == move == Remove.parse(move.text())
    assert Remove((0, 12, 4), (1, 6, 2)).text() == "r 0.12.4 1.6.2"
    assert (Shuffle().text(), Shuffle(2).text(), Shuffle(rules.GENTLE_PICK).text()) == ("s", "s 2", "s g")
    for bad in ("", "x", "r 1.2 3.4.5", "r a.b.c 1.2.3", "s s", "s -1", "s 1 2"):
        with pytest.raises(ValueError):
            parse_move(bad)


def test_records_replay_without_the_solver(monkeypatch):
    """A record names each round's Winnable redraw and each shuffle's redeal, so a save
    replays to the same board even if the solver (or its budget) changes."""
    game = new_game(load_builtin("turtle"), 12)  # its first two uniform deals are refused
    while game.legal_moves() != [Shuffle()]:
        game.apply(game.legal_moves()[0])  # greedy play until stuck
    game.apply(Shuffle())
    record = game.to_record()
    assert record["options"]["attempts"] == game.attempts == [2]
    shuffles = [m for m in record["moves"] if m.startswith("s")]
    assert len(shuffles) == 1 and shuffles[0] != "s"  # it names its redeal

    def no_solver(*args, **kwargs):
        raise AssertionError("replay asked the solver")
    monkeypatch.setattr(rules.deals.solver, "solve", no_solver)  # the rules reach it only through deals
    again = Solitaire.from_record(record)
    assert again.faces == game.faces and again.score == game.score
    assert again.to_record() == record


def test_bad_records_are_refused():
    game = Solitaire(load_builtin("turtle"), 5, "gentle")
    good = game.to_record()
    assert good == {"game": "solitaire", "deal": 5, "options": {"layout": "turtle", "kind": "gentle"}, "moves": []}
    for bad in ({**good, "moves": ["r 0.0.0 0.2.0"]}, {**good, "moves": ["zz"]}, {"deal": 1},
                {**good, "options": {"layout": "no-such-layout"}}, {**good, "deal": "x"},
                {**good, "options": {"layout": "turtle", "kind": "winnable", "attempts": [99]}},
                {**good, "options": {"layout": "turtle", "kind": "winnable", "attempts": "x"}}):
        with pytest.raises(BadRecord):
            Solitaire.from_record(bad)


def snapshot(game):
    return (tuple(game.faces), game.score, game.shuffles_used, game.round, game.layout.name)


def test_rounds_keep_their_tiles_replay_undo_and_restart():
    """Play across rounds (random play within a round: tests/test_conformance.py)."""
    layout = make_layout(SMALL + [(0, 8, 0), (0, 8, 2), (0, 10, 1), (0, 12, 1)], "small")

    def rounds(n):
        return layout if n < 2 else None
    for deal in range(50):
        game = Solitaire(layout, deal, "wild", next_layout=rounds)
        dealt, states = game.tile_count(), [snapshot(game)]
        while game.legal_moves():
            game.apply(game.legal_moves()[-1])
            if game.round == states[-1][3]:
                assert game.tile_count() == dealt  # tiles leave the board in pairs; shuffles keep all
            else:
                dealt = game.tile_count()  # a new round deals afresh
            states.append(snapshot(game))
        if game.round:
            break
    assert game.round >= 1 and game.layouts_played == ["small"] * (game.round + 1)
    replay = Solitaire.from_record(game.to_record(), resolve=lambda name: layout, next_layout=rounds)
    assert snapshot(replay) == states[-1] and replay.to_record() == game.to_record()
    for state in reversed(states[:-1]):
        assert game.undo() and snapshot(game) == state
    for state in states[1:]:
        assert game.redo() and snapshot(game) == state
    game.restart()
    assert snapshot(game) == states[0] and not game.can_undo and not game.can_redo
    assert game.to_record() == Solitaire(layout, deal, "wild").to_record()


def test_building_the_rules_never_runs_the_solver(monkeypatch):
    """A Winnable game is built with its redraw (dealer.new_game asks the solver for it);
    without one, the rules refuse rather than search."""
    from mahjong.games.solitaire import deals

    attempts = new_game(load_builtin("turtle"), 12).attempts
    monkeypatch.setattr(deals.solver, "solve", lambda *a, **k: pytest.fail("the solver ran"))
    assert Solitaire(load_builtin("turtle"), 12, "winnable", attempts=attempts).attempts == attempts
    Solitaire(load_builtin("turtle"), 12, "wild")
    with pytest.raises(ValueError, match="first redraw"):
        Solitaire(load_builtin("turtle"), 12, "winnable")


def test_a_winnable_save_from_before_redraws_were_kept_still_loads():
    game = new_game(load_builtin("turtle"), 12)
    game.apply(game.legal_moves()[0])
    record = game.to_record()
    del record["options"]["attempts"]
    again = Solitaire.from_record(record)
    assert again.faces == game.faces and again.attempts == game.attempts
