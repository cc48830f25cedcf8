"""Novelty (novelty.py): a position's features, what counts as new and in which group, and
the best-first search with the novelty penalty (STALE): it still proves a lost board, and
it wins Sea Winds deals the same search without it does not."""

import dataclasses

from mahjong.games.foundation.bestfirst import rules_for, search
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.fastsearch import CODE, Rules, encode
from mahjong.games.foundation.novelty import Novelty, column_features
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import replay, schedule_for

from .tiny import COLUMNS, TINY, replay_to_win

WEIGHTS = {"MUST": 10, "FOCUS": 10, "PATH": 1}
DEAL = 22
RULES = Rules(get_config("sea-winds"))
DRAGONS_UP = ((1, 1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1))
FIVE_BELOW_SIX = ((1, 0), 1, (0, 0, 0))


def column(*tiles):
    return (tuple(CODE[t] for t in tiles),)


def test_a_column_has_its_top_its_bottom_and_each_pair_of_neighbours():
    features = column_features(column("3D", "6B", "5B"))
    assert len(set(features)) == 4
    # another top tile over the same pair: only the pair and the bottom tile are shared
    assert len(set(features) & set(column_features(column("2C", "6B", "5B")))) == 2
    # the same tiles the other way up share nothing (top, bottom and pair all differ)
    assert not set(column_features(column("6B", "5B"))) & set(column_features(column("5B", "6B")))
    assert column_features(()) == []


def board(position, heights, cells=("W",)):
    """A compact Sea Winds position: the 5B may go below the 6B, the 1B up."""
    game = position("sea-winds", [("3D", "6B"), ("5B",), ("9C",), ("2C", "1B")], cells=cells,
                    hs=heights(*DRAGONS_UP))
    return encode(game.state)


def test_only_a_feature_not_met_in_the_group_is_new(position, heights):
    novelty = Novelty()
    parent = board(position, heights)
    child = RULES.play(parent, FIVE_BELOW_SIX)
    assert novelty.is_new(parent, child, False)
    assert not novelty.is_new(parent, child, False)         # met now
    # the same move with a tile more in a cell: another group, so new again
    other = board(position, heights, cells=("W", "2D"))
    assert novelty.is_new(other, RULES.play(other, FIVE_BELOW_SIX), False)
    lifted = RULES.play(child, ((3, 0), 1, (2, 0, 0)))     # the 1B up: a group of its own
    assert lifted[2] != child[2] and novelty.is_new(child, lifted, True)


def test_the_columns_a_move_left_alone_are_not_measured(position, heights):
    novelty = Novelty()
    parent = board(position, heights)
    child = RULES.play(parent, FIVE_BELOW_SIX)
    assert child[0][2] is parent[0][2]                      # Rules.play keeps the 9C column
    novelty.is_new(parent, child, False)
    # the 9C column made anew (an equal tuple) was never measured: its features are new
    again = (child[0][:2] + (tuple(list(child[0][2])),) + child[0][3:],) + child[1:]
    assert novelty.is_new(child, again, False)
    assert not novelty.is_new(child, again, False)


def test_the_novelty_penalty_only_reorders_so_a_lost_board_is_still_proven(position, heights):
    """Two cells: the tiny board is lost (test_solver_tidy); every position is still expanded."""
    small = dataclasses.replace(TINY, cells=2)
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small)
    rules = rules_for(small)
    assert search(rules, encode(game.state), 10_000, None, {**WEIGHTS, "STALE": 10_000})[0] is False


def test_every_sea_winds_search_ranks_new_positions_first():
    assert all(plan.weights.get("STALE") for plan in schedule_for(get_config("sea-winds")))


def test_novelty_wins_a_sea_winds_deal_where_the_same_search_stalls():
    """Deal 22 (never won by any search of the last schedule): the tidy best-first search
    stalls for 20 000 nodes; with the novelty penalty it wins within that, and the engine
    replays the moves to a win. Node budgets only, so the run is the same on every
    machine."""
    game = FoundationGame("sea-winds", DEAL)
    tidy = rules_for(game.config, True)
    root = tidy.tidy_cells(encode(game.state))
    assert search(tidy, root, 20_000, None, WEIGHTS)[0] is None
    winnable, path, nodes = search(tidy, root, 20_000, None, {**WEIGHTS, "STALE": 10_000})
    assert winnable is True and nodes < 20_000
    moves = [move for move, _ in replay(game.config, game.state, path, tidy=True)]
    assert replay_to_win(FoundationGame("sea-winds", DEAL), moves)
