"""Loose Stones and Throwing Stones, rule by rule as our help reads them (the sheet names
both games without their rules), with property tests on random positions and the solver
checked against a plain brute-force search that knows the looser rule and the throws."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.errors import BadRecord, IllegalMove
from mahjong.games.stones import cli
from mahjong.games.stones.config import COLOURS, CONFIGS, SYMBOLS, StonesConfig
from mahjong.games.stones.deals import new_game
from mahjong.games.stones.help import page
from mahjong.games.stones.moves import parse_move
from mahjong.games.stones.rules import END_BONUS, Place, Stone, StonesGame, Throw
from mahjong.games.stones.solver import hint, solve

LOOSE = StonesConfig("test-loose", "Loose", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)),
                     copies=1, loose=True)
STRICT = StonesConfig("test-strict", "Strict", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)),
                      copies=1)
THROWING = StonesConfig("test-throw", "Throwing", COLOURS[:2], SYMBOLS[:2], 3, 3, ((0, 0), (2, 2)),
                        copies=2, throws=2)
AROUND = ((2, 1), (1, 2), (3, 2), (2, 3))  # the neighbours of the centre (2, 2)
TILE = Stone(0, 0)
KIND = {"C": Stone(0, 1), "S": Stone(1, 0), "B": Stone(0, 0), "N": Stone(1, 1)}  # colour, symbol, both, neither


def centre(kinds, config):
    return StonesGame.from_position(config, {cell: KIND[k] for cell, k in zip(AROUND, kinds)}, [TILE])


# --- the rows ----------------------------------------------------------------------------
def test_the_two_rows_are_mahjongg_stones_board_and_stones():
    base = CONFIGS["mahjongg-stones"]
    for game_id in ("loose-stones", "throwing-stones"):
        c = CONFIGS[game_id]
        assert (c.colours, c.symbols, c.width, c.height, c.openings, c.copies, c.free_placement) == (
            base.colours, base.symbols, base.width, base.height, base.openings, base.copies, False)
    assert CONFIGS["loose-stones"].loose and CONFIGS["loose-stones"].throws == 0
    assert CONFIGS["throwing-stones"].throws == 3 and not CONFIGS["throwing-stones"].loose
    assert not any(c.loose or c.throws for gid, c in CONFIGS.items() if gid not in ("loose-stones", "throwing-stones"))


def test_help_states_our_reading():
    for game_id in ("loose-stones", "throwing-stones"):
        assert "sheet names this game without its rules; this is our reading" in page(game_id)
    assert "three times a game" in page("throwing-stones") and "Throw" in page("throwing-stones")
    assert "no rule on the mix" in page("loose-stones")
    assert "two by colour and two by symbol" not in page("loose-stones")


# --- Loose Stones ------------------------------------------------------------------------
@pytest.mark.parametrize("kinds", ["CC", "SS", "CCC", "SSS", "CCCC", "SSSS", "CCCS", "BBBB", "C", "S"])
def test_loose_takes_any_mix_the_count_rule_may_refuse(kinds):
    game = centre(kinds, LOOSE)
    verdict = game.explain((2, 2))
    assert verdict.legal and verdict.neighbours == len(kinds)
    game.apply(Place(2, 2))
    assert game.tile_at((2, 2)) == TILE


def test_the_same_mixes_break_mahjongg_stones_count_rule():
    for kinds in ("CC", "SS", "CCC", "SSS", "CCCC", "SSSS", "CCCS"):
        assert not centre(kinds, STRICT).explain((2, 2)).legal, kinds


@pytest.mark.parametrize("kinds", ["N", "CN", "CCCN", "SSN"])
def test_loose_still_needs_every_neighbour_to_share_something(kinds):
    game = centre(kinds, LOOSE)
    reason = game.why_illegal(Place(2, 2))
    assert reason is not None and "shares neither colour nor symbol" in reason
    with pytest.raises(IllegalMove, match="neither"):
        game.apply(Place(2, 2))


def test_loose_stone_must_touch_a_stone():
    game = StonesGame.from_position(LOOSE, {(0, 0): TILE}, [TILE])
    assert game.why_illegal(Place(2, 2)) == "the stone must touch at least one stone"
    assert {m.cell for m in game.legal_moves()} == {(1, 0), (0, 1)}


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from("CSBN-"), min_size=4, max_size=4), st.booleans())
def test_loose_rule_is_every_neighbour_shares_something(kinds, loose):
    tiles = {cell: KIND[k] for cell, k in zip(AROUND, kinds) if k != "-"}
    game = StonesGame.from_position(LOOSE if loose else STRICT, tiles, [TILE])
    near = list(tiles.values())
    verdict = game.explain((2, 2))
    shares = bool(near) and all(s.colour == TILE.colour or s.symbol == TILE.symbol for s in near)
    if loose:
        assert verdict.legal == shares
    else:
        assert not verdict.legal or shares  # the count rule only ever refuses more
    if verdict.legal:
        assert verdict.points == (1, 2, 4, 8)[len(near) - 1] + (25 if len(near) == 4 else 0)


# --- Throwing Stones ---------------------------------------------------------------------
STUCK_STOCK = (Stone(1, 1), Stone(0, 0), Stone(1, 1))


def stuck(config=THROWING, stock=STUCK_STOCK):
    """A position whose shown stone (the first of ``stock``) fits nowhere."""
    return StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, list(stock))


def test_a_stone_that_fits_nowhere_may_be_thrown_and_only_then():
    game = stuck()
    assert game.legal_moves() == [Throw()] and not game.is_lost and game.throws_left == 2
    game.apply(Throw())
    assert game.thrown == 1 and game.throws_left == 1 and game.shown == Stone(0, 0)
    assert game.score == 0
    reason = game.why_illegal(Throw())
    assert reason == "the stone fits on a square: only a stone that fits nowhere may be thrown away"
    with pytest.raises(IllegalMove, match="fits on a square"):
        game.apply(Throw())
    assert Throw() not in game.legal_moves()


def test_throws_run_out_and_then_the_game_is_lost():
    game = stuck(stock=(Stone(1, 1), Stone(1, 1), Stone(0, 1), Stone(1, 0)))
    game.apply(Throw())
    game.apply(Throw())
    # the third stone fits next to the black circle; place it, the fourth fits beside it
    assert game.throws_left == 0 and game.why_illegal(Throw()) is not None
    game2 = stuck(stock=(Stone(1, 1), Stone(1, 1), Stone(1, 1)))
    game2.apply(Throw())
    game2.apply(Throw())
    assert game2.why_illegal(Throw()) == "all 2 throws are used"
    assert game2.legal_moves() == [] and game2.is_lost and game2.is_over
    assert game2.end_bonus == 0  # three not placed: two thrown and one left


def test_games_without_throws_refuse_them():
    game = stuck(config=STRICT)
    assert game.why_illegal(Throw()) == "this game has no throws: every stone must be placed"
    assert game.legal_moves() == [] and game.is_lost


def test_a_throw_undoes_and_redoes_exactly():
    game = stuck()
    before = (game.shown, game.remaining(), game.tile_count(), game.score, game.thrown)
    game.apply(Throw())
    after = (game.shown, game.remaining(), game.tile_count(), game.score, game.thrown)
    assert game.tile_count() == before[2]  # the thrown stone is still counted
    assert game.undo() and (game.shown, game.remaining(), game.tile_count(), game.score, game.thrown) == before
    assert game.redo() and (game.shown, game.remaining(), game.tile_count(), game.score, game.thrown) == after


@pytest.mark.parametrize("thrown", [0, 1, 2])
def test_the_end_bonus_counts_thrown_stones_as_not_placed(thrown):
    stock = [Stone(1, 1)] * thrown + [Stone(0, 1)]
    game = StonesGame.from_position(THROWING, {(0, 0): Stone(0, 0)}, stock)
    for _ in range(thrown):
        game.apply(Throw())
    game.apply(Place(1, 0))
    assert game.is_won and game.end_bonus == END_BONUS[thrown] and game.score == 1 + END_BONUS[thrown]


def test_the_throw_text_round_trips_and_a_record_replays_it():
    assert parse_move("throw") == Throw() and parse_move(" Throw ") == Throw() and Throw().text() == "throw"
    with pytest.raises(ValueError):
        parse_move("throws")
    game = StonesGame("throwing-stones", 1, finishable_only=False, attempt=0)
    while game.legal_moves() != [Throw()]:
        game.apply(game.legal_moves()[0])
    game.apply(Throw())
    record = game.to_record()
    assert record["moves"][-1] == "throw"
    again = StonesGame.from_record(record)
    assert again.thrown == 1 and again.remaining() == game.remaining() and again.score == game.score
    with pytest.raises(BadRecord, match="does not replay"):
        StonesGame.from_record({**record, "moves": ["throw"]})  # the first stone fits somewhere


@settings(max_examples=40, deadline=None)
@given(deal=st.integers(0, 10_000), picks=st.lists(st.integers(0, 10_000), max_size=72))
def test_random_play_keeps_the_throw_rules(deal, picks):
    game = StonesGame("throwing-stones", deal, finishable_only=False, attempt=0)
    full = game.tile_count()
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        places = game.placements()
        assert (moves == [Throw()]) == (not places and game.throws_left > 0)
        game.apply(moves[pick % len(moves)])
        assert game.tile_count() == full and 0 <= game.thrown <= 3
        assert game.placed == game.thrown + sum(1 for _ in game.tiles()) - len(game.config.openings)
    assert game.is_lost == (game.shown is not None and not game.placements() and game.throws_left == 0)


# --- the solver, finishable deals, the hint ------------------------------------------
TINY_LOOSE = StonesConfig("tiny-loose", "3x3 loose", COLOURS[:3], SYMBOLS[:3], 3, 3, ((0, 0), (2, 2), (1, 1)),
                          copies=1, loose=True)
TINY_THROW = StonesConfig("tiny-throw", "5x2 throws", COLOURS[:3], SYMBOLS[:3], 5, 2, ((0, 0), (4, 1), (2, 0)),
                          copies=1, throws=1)


def brute_force(game):
    """Every legal move in turn, through the engine: True when some line wins."""
    if game.is_won:
        return True
    for move in game.legal_moves():
        game.apply(move)
        found = brute_force(game)
        game.undo()
        if found:
            return True
    return False


@pytest.mark.parametrize("config", [TINY_LOOSE, TINY_THROW], ids=lambda c: c.id)
def test_solver_agrees_with_brute_force(config):
    verdicts = []
    for deal in range(40):
        game = StonesGame(config, deal, finishable_only=False)
        expected = brute_force(game)
        result = solve(game)
        assert result.finishable is expected, f"deal {deal}"
        if expected:
            for move in result.placements:
                game.apply(move)
            assert game.is_won
        verdicts.append(expected)
    assert True in verdicts and False in verdicts


def test_throws_make_deals_finishable_that_otherwise_are_not():
    plain = StonesConfig("tiny-nothrow", "5x2", COLOURS[:3], SYMBOLS[:3], 5, 2, ((0, 0), (4, 1), (2, 0)), copies=1)
    rescued = [d for d in range(60) if solve(StonesGame(TINY_THROW, d, finishable_only=False)).finishable
               and not solve(StonesGame(plain, d, finishable_only=False)).finishable]
    assert rescued


def test_the_hint_names_the_throw_when_the_stone_fits_nowhere():
    game = stuck()
    assert hint(game).move == Throw()


@pytest.mark.parametrize("game_id", ["loose-stones", "throwing-stones"])
def test_new_deals_are_finishable_and_the_cli_answers(game_id):
    game = new_game(game_id, 5)
    result = solve(game, 2_000_000)
    assert result.finishable is True
    for move in result.placements:
        game.apply(move)
    assert game.is_won
    answer = cli.solve(game_id, 5)
    assert answer["game"] == game_id and answer["deal"] == 5 and answer["winnable"] in (True, False, None)
    assert set(answer) >= {"game", "deal", "winnable", "seconds"}
