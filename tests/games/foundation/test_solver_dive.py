"""The depth-first dive: it wins and proves like the best-first search, keeps its budget,
follows one line of play deep, and its solutions replay through the engine."""

import dataclasses

import pytest

from mahjong.games.foundation.fastsearch import encode
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import Heuristic, replay, rules_for, search

from .tiny import COLUMNS, TINY, replay_to_win

WEIGHTS = {"MUST": 10, "FOCUS": 5}


def tiny(position, heights, config=TINY):
    return position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=config,
                    autoplay=True)


@pytest.mark.parametrize("noise, seed", [(0, 0), (30, 1)])
def test_dive_wins_and_its_path_replays_to_a_win(position, heights, noise, seed):
    game = tiny(position, heights)
    winnable, path, nodes = search(rules_for(TINY), encode(game.state), 10_000, None, WEIGHTS,
                                   noise, seed, dive=True)
    assert winnable is True and path and nodes >= 1
    moves = [move for move, _ in replay(TINY, game.state, path)]
    assert replay_to_win(tiny(position, heights), moves)


@pytest.mark.parametrize("noise, seed", [(0, 0), (30, 1)])
def test_dive_proves_a_lost_position(position, heights, noise, seed):
    """Two cells: the 8B stays buried (test_solver_restarts says why); the dive runs dry."""
    small = dataclasses.replace(TINY, cells=2)
    game = tiny(position, heights, small)
    winnable, path, nodes = search(rules_for(small), encode(game.state), 10_000, None, WEIGHTS,
                                   noise, seed, dive=True)
    assert winnable is False and path == [] and nodes >= 1


def test_dive_keeps_the_node_budget():
    game = FoundationGame("sea-winds", 3)
    assert search(rules_for(game.config), encode(game.state), 200, None, WEIGHTS,
                  dive=True) == (None, [], 200)


def test_dive_expands_the_best_child_of_the_newest_position_next():
    """Record the positions expanded: each after the first is the best-scored new child of
    the one before (while that one has new children), which a best-first search does not
    keep to."""
    game = FoundationGame("sea-winds", 3)
    rules = rules_for(game.config)
    score = Heuristic(rules, WEIGHTS)
    expanded = []
    generate = rules.moves
    rules.moves = lambda pos: (expanded.append(pos), generate(pos))[1]
    try:
        search(rules, encode(game.state), 40, None, score=score, dive=True)
    finally:
        del rules.moves
    seen = {rules.key(expanded[0])}
    for parent, nxt in zip(expanded, expanded[1:]):
        children = [rules.play(parent, move) for move in generate(parent)]
        new = [child for child in children if rules.key(child) not in seen]
        seen.update(rules.key(child) for child in children)
        if new:
            assert score(nxt) == min(score(child) for child in new)
            assert rules.key(nxt) in {rules.key(child) for child in new}
    assert len(expanded) == 40


def test_sea_winds_dive_wins_where_a_best_first_search_stalls():
    """Deal 56: the best-first search with the stall penalty stalls for 20 000 nodes; the
    dive with the same weights but for PATH and STALL (which it ignores) wins within 3 000,
    and the engine replays the moves to a win. Node budgets only, so the run is the same on
    every machine."""
    game = FoundationGame("sea-winds", 56)
    rules, root = rules_for(game.config), encode(game.state)
    assert search(rules, root, 20_000, None, {**WEIGHTS, "PATH": 2, "STALL": 1000})[0] is None
    winnable, path, nodes = search(rules, root, 20_000, None, WEIGHTS, dive=True)
    assert winnable is True and nodes < 3_000
    moves = [move for move, _ in replay(game.config, game.state, path)]
    assert replay_to_win(FoundationGame("sea-winds", 56), moves)
