"""The solver against a plain brute-force search on tiny boards, its placements, the
hint and the finishable deals."""

import pytest

from mahjong.games.stones.config import COLOURS, SYMBOLS, StonesConfig
from mahjong.games.stones.deals import finishable_attempt, new_game
from mahjong.games.stones.rules import Stone, StonesGame
from mahjong.games.stones.solver import hint, solve

TINY = [  # boards tight enough that some deals cannot be finished
    StonesConfig("tiny-5x2", "5x2", COLOURS[:3], SYMBOLS[:3], 5, 2, ((0, 0), (4, 1), (2, 0)), copies=1),
    StonesConfig("tiny-3x3", "3x3 full", COLOURS[:3], SYMBOLS[:3], 3, 3, ((0, 0), (2, 2), (1, 1)), copies=1),
    StonesConfig("tiny-6x3", "6x3", COLOURS[:4], SYMBOLS[:4], 6, 3, ((0, 0), (5, 0), (0, 2), (5, 2)), copies=1),
    StonesConfig("tiny-free", "4x4 full, free", COLOURS[:4], SYMBOLS[:4], 4, 4, ((0, 0), (3, 1), (1, 2), (2, 3)),
                 copies=1, free_placement=True),
]
TWINS = StonesConfig("tiny-twins", "5x4 twins", COLOURS[:3], SYMBOLS[:3], 5, 4, ((0, 0), (4, 3), (2, 1)), copies=2)


def legal(board, cell, tile, free, width, height):
    """The spec's rule written out directly, independent of the engine and solver."""
    c, r = cell
    near = [board[n] for n in ((c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1)) if n in board]
    if not near:
        return free
    colour = [n.colour == tile.colour for n in near]
    symbol = [n.symbol == tile.symbol for n in near]
    if not all(a or b for a, b in zip(colour, symbol)):
        return False
    k = len(near)
    # count by colour can be anything from (colour only) to (colour only + both)
    low = sum(a and not b for a, b in zip(colour, symbol))
    high = sum(colour)
    need = {1: range(0, 2), 2: range(1, 2), 3: range(1, 3), 4: range(2, 3)}[k]
    return any(low <= x <= high for x in need)


def brute_force(board, stock, free, width, height):
    """Try every space for every tile in turn: True when some order of spaces places all."""
    if not stock:
        return True
    tile = stock[0]
    for r in range(height):
        for c in range(width):
            if (c, r) not in board and legal(board, (c, r), tile, free, width, height):
                board[(c, r)] = tile
                found = brute_force(board, stock[1:], free, width, height)
                del board[(c, r)]
                if found:
                    return True
    return False


@pytest.mark.parametrize("config,deals", [(c, 60) for c in TINY[:3]] + [(TINY[3], 30), (TWINS, 40)],
                         ids=lambda c: getattr(c, "id", ""))
def test_solver_agrees_with_brute_force(config, deals):
    verdicts = []
    for deal in range(deals):
        game = StonesGame(config, deal, finishable_only=False)
        expected = brute_force(dict(game.tiles()), list(game.remaining()), config.free_placement,
                               config.width, config.height)
        result = solve(game)
        assert result.finishable is expected, f"deal {deal}"
        if expected:
            for move in result.placements:
                game.apply(move)
            assert game.is_won
        verdicts.append(expected)
    if config in TINY:
        assert True in verdicts and False in verdicts  # both kinds of deal were checked


def test_budget_exceeded_answers_none():
    game = StonesGame("mahjongg-stones", 1, finishable_only=False)
    result = solve(game, max_nodes=3)
    assert result.finishable is None and result.placements is None and result.nodes == 4


def test_solving_a_lost_or_won_position():
    config = TINY[2]
    lost = StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [Stone(1, 1)])
    assert solve(lost).finishable is False
    assert hint(lost).move is None and hint(lost).finishable is False
    won = StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [])
    assert solve(won).finishable is True and solve(won).placements == []


def test_hint_keeps_the_game_finishable_to_the_end():
    game = new_game("small-stones", 5)
    while not game.is_over:
        advice = hint(game)
        assert advice.finishable is True
        game.apply(advice.move)
    assert game.is_won


def test_hint_says_when_the_game_can_no_longer_be_finished():
    config = TINY[0]
    for deal in range(100):
        game = StonesGame(config, deal, finishable_only=False)
        if solve(game).finishable is False and not game.is_lost:
            advice = hint(game)
            assert advice.move is None and advice.finishable is False
            return
    pytest.fail("no unfinishable deal found")


def test_undecided_hint_still_names_a_legal_move():
    game = StonesGame("mahjongg-stones", 1, finishable_only=False)
    advice = hint(game, max_nodes=2)
    assert advice.finishable is None and advice.move in game.legal_moves()


@pytest.mark.parametrize("game_id", ["small-stones", "mahjongg-stones"])
def test_finishable_only_deals_are_proven_finishable(game_id):
    for deal in (1, 2, 3):
        game = new_game(game_id, deal)
        assert solve(game).finishable is True


def test_finishable_redraw_skips_unfinishable_draws():
    config = TINY[0]
    raw = [d for d in range(100) if solve(StonesGame(config, d, finishable_only=False)).finishable is False]
    assert raw
    for deal in raw[:5]:
        attempt = finishable_attempt(config, deal)
        assert attempt > 0
        assert solve(StonesGame(config, deal, attempt=attempt)).finishable is True
