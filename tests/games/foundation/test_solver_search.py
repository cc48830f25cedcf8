"""The search's speed-ups change nothing it finds: the flat move generator against the
general one, the incremental score against the full one; and the stall penalty keeps the
answers and the proofs."""

import dataclasses
import gc
import random

import pytest

from mahjong.games.foundation.bestfirst import Heuristic, rules_for, search
from mahjong.games.foundation.config import CONFIGS
from mahjong.games.foundation.fastsearch import Rules, encode
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import schedule_for

from .test_solver_fast import late_position, random_positions
from .tiny import COLUMNS, TINY

FLAT = sorted(g for g, c in CONFIGS.items() if not c.levels)


@pytest.mark.parametrize("game_id", FLAT)
def test_flat_moves_are_the_general_moves(game_id):
    config = CONFIGS[game_id]
    rules = Rules(config)
    rng = random.Random(game_id)
    states = [late_position(config, rng) for _ in range(60)]
    states += list(random_positions(game_id, range(1, 3), rng))
    for state in states:
        pos = encode(state)
        assert sorted(rules.moves(pos)) == sorted(rules._moves_levels(pos)), state


@pytest.mark.parametrize("game_id, weights, tidy", [
    ("sea-winds", {"MUST": 10, "FOCUS": 5}, False), ("sea-winds", {"MUST": 10, "FOCUS": 5}, True),
    ("long-freecell", {"MUST": 10, "FOCUS": 15}, False), ("sea-cell", {}, False),
    ("mahjongg-freecell", {"MUST": 10, "FOCUS": 5}, False)])
def test_incremental_score_is_the_full_score(game_id, weights, tidy):
    game = FoundationGame(game_id, 2)
    rules = rules_for(game.config, tidy)
    score, fresh = Heuristic(rules, weights), Heuristic(rules, weights)
    rng = random.Random(1)
    pos, checked = encode(game.state), 0
    for _ in range(150):
        moves = rules.moves(pos)
        if not moves:
            break
        parts = score.parts(pos)
        for move in moves:
            child = rules.play(pos, move)
            assert score.child(parts, pos, child) == fresh(child)
            checked += 1
        pos = rules.play(pos, rng.choice(moves))
    assert checked > 300


def test_stall_penalty_keeps_answers_and_proofs(position, heights):
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY,
                    autoplay=True)
    weights = {"MUST": 10, "PATH": 2, "STALL": 1}
    root = encode(game.state)
    assert search(rules_for(TINY), root, 10_000, None, weights)[0] is True
    small = dataclasses.replace(TINY, cells=2)
    lost = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small,
                    autoplay=True)
    assert search(rules_for(small), encode(lost.state), 10_000, None, weights)[0] is False


def test_stall_penalty_reorders_but_still_wins_a_deal():
    game = FoundationGame("sea-winds", 7)
    rules = rules_for(game.config)
    weights = {"MUST": 10, "FOCUS": 5, "PATH": 2}
    plain = search(rules, encode(game.state), 20_000, None, weights)
    stalled = search(rules, encode(game.state), 20_000, None, {**weights, "STALL": 100})
    assert plain[0] is True and stalled[0] is True and plain[2] != stalled[2]


def test_stall_penalty_keeps_the_node_budget():
    """Re-queued positions (a penalty grown since they were queued) are not expansions."""
    game = FoundationGame("sea-winds", 3)
    result = search(rules_for(game.config), encode(game.state), 200, None, {"MUST": 10, "STALL": 1})
    assert result[0] is None and result[2] == 200


def test_default_schedules_all_carry_a_stall_penalty():
    for config in CONFIGS.values():
        assert any(plan.weights.get("STALL") for plan in schedule_for(config)), config.id


@pytest.mark.parametrize("enabled", [True, False])
def test_search_pauses_the_cycle_collector_and_restores_it(enabled):
    config = CONFIGS["sea-winds"]
    rules, seen = Rules(config), []
    generate = rules.moves
    rules.moves = lambda pos: (seen.append(gc.isenabled()), generate(pos))[1]
    root = encode(FoundationGame("sea-winds", 3).state)
    if not enabled:
        gc.disable()
    try:
        assert search(rules, root, 30, None, {"MUST": 10})[2] == 30
        assert gc.isenabled() is enabled
    finally:
        gc.enable()
    assert len(seen) == 30 and not any(seen)
