"""The solver's schedule of searches: noisy restarts in the level games, budgets respected,
noise that reorders the search without breaking its proofs, and solutions that replay."""

import dataclasses

import pytest

from mahjong.games.foundation.bestfirst import Heuristic, rules_for, search
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.fastsearch import encode
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import SCHEDULE_LEVELS, schedule_for, solve_deal, solve_game

from .tiny import COLUMNS, TINY, replay_to_win


def root_of(game):
    return encode(game.state)


@pytest.mark.parametrize("noise, seed", [(0, 0), (30, 1), (80, 7)])
def test_noise_keeps_the_answer_on_a_winnable_position(position, heights, noise, seed):
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY, autoplay=True)
    winnable, path, nodes = search(rules_for(TINY), root_of(game), 10_000, None, {"MUST": 10, "FOCUS": 5},
                                   noise=noise, seed=seed)
    assert winnable is True and path and nodes >= 1


@pytest.mark.parametrize("noise, seed", [(0, 0), (30, 1), (80, 7)])
def test_noise_keeps_the_proof_on_a_lost_position(position, heights, noise, seed):
    """With two cells (one free) the 8B stays buried: the free cell must take the 9B on the
    E before a 9B can go below the E, so only one of the two 9Bs on the 8B finds a place;
    the search runs dry."""
    small = dataclasses.replace(TINY, cells=2)
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small, autoplay=True)
    winnable, path, nodes = search(rules_for(small), root_of(game), 10_000, None, {"MUST": 10},
                                   noise=noise, seed=seed)
    assert winnable is False and path == [] and nodes >= 1


def test_noisy_search_is_repeatable():
    game = FoundationGame("mahjongg-freecell", 1)
    rules = rules_for(game.config)
    runs = [search(rules, root_of(game), 300, None, {"MUST": 10, "FOCUS": 5}, noise=30, seed=3)
            for _ in range(2)]
    assert runs[0][2] == runs[1][2] == 300 and runs[0][0] is None


def test_level_games_restart_with_noise():
    for game_id in ("mahjongg-freecell", "long-freecell"):
        schedule = schedule_for(get_config(game_id))
        assert schedule is SCHEDULE_LEVELS and len(schedule) > 3
        assert schedule[0].noise == 0 and all(plan.noise > 0 for plan in schedule[1:])
    assert all(plan.noise == 0 for plan in schedule_for(get_config("sea-winds")))


def test_a_restart_wins_where_the_first_search_stalls():
    """MahJongg FreeCell deal 1: the first search gets 2/13 of a 6000-node budget and stalls;
    a noisy restart then wins, and the engine replays the moves to a win. Node budgets only
    (no time limit), so the run is the same on every machine."""
    game = FoundationGame("mahjongg-freecell", 1)
    first = search(rules_for(game.config), root_of(game), 6000 * 2 // 13, None, SCHEDULE_LEVELS[0].weights)
    assert first[0] is None
    result = solve_game(game, budget=6000)
    assert result.winnable is True and result.nodes > 6000 * 2 // 13
    assert result.hint == result.moves[0]
    assert replay_to_win(FoundationGame("mahjongg-freecell", 1), result.moves)


@pytest.mark.parametrize("game_id", ["long-freecell", "sea-winds"])
def test_the_node_budget_holds_across_the_schedule(game_id):
    result = solve_deal(game_id, 2, budget=40)
    assert result.winnable is None and 1 <= result.nodes <= 40
    assert result.hint is not None


def test_path_weight_orders_the_search_but_keeps_answers_and_proofs(position, heights):
    rules = rules_for(TINY)
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY, autoplay=True)
    root = root_of(game)
    plain, weighted = Heuristic(rules, {"MUST": 10}), Heuristic(rules, {"MUST": 10, "PATH": 2})
    assert weighted.PATH == 2 and plain(root) == weighted(root)      # not part of the score
    assert search(rules, root, 10_000, None, {"MUST": 10, "PATH": 2})[0] is True
    small = dataclasses.replace(TINY, cells=2)
    lost = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small, autoplay=True)
    assert search(rules_for(small), root_of(lost), 10_000, None, {"MUST": 10, "PATH": 2})[0] is False


def test_sea_winds_solution_replays():
    result = solve_deal("sea-winds", 7, seconds=30)
    assert result.winnable is True and result.hint == result.moves[0]
    assert replay_to_win(FoundationGame("sea-winds", 7), result.moves)
