"""One position, one verdict: the search depends on the position and the node budget only
(never on the clock or on what the process searched before), and a line kept with a save
is trusted only when it replays to a win."""

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest

from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import checked_line, solve_deal, solve_record


def answer(record, budget):
    result = solve_record(record, budget)
    del result["seconds"]
    return result


@pytest.mark.parametrize("game_id, deal, budget", [("mahjongg-freecell", 4, 1500), ("sea-winds", 5, 3000),
                                                   ("sea-cell", 7, 2000)])
def test_same_position_same_verdict_and_line(game_id, deal, budget):
    game = FoundationGame(game_id, deal)
    game.apply(game.legal_moves()[-1])
    record = game.to_record()
    first = answer(record, budget)
    solve_deal(game_id, deal + 1, budget=budget)       # other searches in between warm the caches
    assert answer(record, budget) == first
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:   # a fresh process
        other = pool.submit(solve_record, record, budget).result()
    del other["seconds"]
    assert other == first


def test_a_line_is_trusted_only_if_it_wins():
    game = FoundationGame("sea-cell", 2)
    result = solve_record(game.to_record(), 20_000)
    assert result["winnable"] is True
    moves = result["moves"]
    assert [m.text() for m in checked_line(game, moves)] == moves
    assert game.moves == ()                             # checked on a copy
    for bad in (moves[:-1], moves[1:], moves + ["t1>c1"], [None] + moves, "t1>c1", None, ["zz"]):
        assert checked_line(game, bad) is None
