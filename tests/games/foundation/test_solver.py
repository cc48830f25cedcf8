"""The solver on hand-built positions with known answers, and its solutions replayed."""

import dataclasses
import pickle
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from mahjong.games.foundation.bestfirst import Heuristic, must_move, rules_for, state_key
from mahjong.games.foundation.cli import solve
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.fastsearch import CODE
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import solve_deal, solve_game, solve_record

from .tiny import COLUMNS, TINY, replay_to_win


def test_winnable_with_three_cells(position, heights):
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY, autoplay=True)
    result = solve_game(game)
    assert result.winnable is True and result.hint == result.moves[0]
    assert replay_to_win(game, result.moves)


def test_not_winnable_with_two_cells(position, heights):
    small = dataclasses.replace(TINY, cells=2)
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small)
    result = solve_game(game)
    assert result.winnable is False and result.moves == []
    assert result.nodes >= 1


def test_solution_without_auto_play_lists_every_move(position, heights):
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY)
    result = solve_game(game)
    assert any(m.dst.kind == "f" for m in result.moves)
    assert replay_to_win(game, result.moves)


def test_budget_gives_undecided():
    result = solve_deal("mahjongg-freecell", 1, budget=3)
    assert result.winnable is None and result.hint is not None and "budget" in result.note


@pytest.mark.parametrize("game_id, deal", [("sea-breeze", 3), ("sea-towers", 1), ("sea-cell", 2)])
def test_deal_solution_replays(game_id, deal):
    result = solve_deal(game_id, deal, seconds=30)
    assert result.winnable is True and result.hint == result.moves[0]
    assert replay_to_win(FoundationGame(game_id, deal), result.moves)


@pytest.mark.parametrize("game_id, deal", [("mahjongg-freecell", 2), ("long-freecell", 1),
                                           ("sea-winds", 8), ("sea-level", 2)])
def test_rank_lock_deal_solution_replays(game_id, deal):
    result = solve_deal(game_id, deal, seconds=30)
    assert result.winnable is True and result.hint == result.moves[0]
    assert replay_to_win(FoundationGame(game_id, deal), result.moves)


def column(*levels):
    return tuple(tuple(CODE[t] for t in level.split()) for level in levels)


def test_must_move_counts_tiles_lying_on_earlier_ones():
    assert must_move(column("9B 8B 7C")) == 0            # each tile lies on a later one
    assert must_move(column("8B 9B 9C")) == 1            # 9B lies on 8B
    assert must_move(column("RD 5C N")) == 2             # the 5C and the wind lie on a dragon
    assert must_move(column("N 9B")) == 0
    # level 2 row 1 (6B) lies on level 1 row 1 (5B); the 9C lies on the 5B of another suit
    assert must_move(column("5B 9C", "6B")) == 1


def _must_move_by_definition(col):
    """A tile must move when it lies on (level <= k, row <= i, not itself) a tile that goes up
    before it: a dragon before anything else, a suited tile before higher ones of its suit,
    any tile before a higher honour."""
    def before(lower, upper):
        rl, ru = lower >> 2, upper >> 2
        if rl == 0:
            return ru > 0
        if 1 <= ru <= 9:
            return 1 <= rl < ru and (lower & 3) == (upper & 3)
        return rl < ru
    return sum(any(before(col[j][m], t) for j in range(k + 1) for m in range(min(i + 1, len(col[j])))
                   if (j, m) != (k, i))
               for k, level in enumerate(col) for i, t in enumerate(level))


def test_must_move_matches_its_definition_on_random_columns():
    rng = random.Random(5)
    tiles = [CODE[t] for t in ("RD", "GD", "WD", "N", "E", "S", "W", "SP", "WI")]
    tiles += [CODE[f"{r}{s}"] for r in range(1, 10) for s in "BCD"]
    for _ in range(1500):
        col, n = [], rng.randint(1, 9)
        while n and len(col) < 4:
            col.append(tuple(rng.choice(tiles) for _ in range(n)))
            n = rng.randint(0, n)
        assert must_move(tuple(col)) == _must_move_by_definition(col), col


def test_heuristic_weights_are_checked():
    rules = rules_for(get_config("sea-winds"))
    assert Heuristic(rules, {"MUST": 7}).MUST == 7 and Heuristic(rules).MUST == 0
    with pytest.raises(ValueError):
        Heuristic(rules, {"NOPE": 1})


def test_deal_solution_without_auto_play_replays():
    game = FoundationGame("sea-towers", 2, autoplay=False)
    result = solve_game(game, seconds=30)
    assert result.winnable is True
    assert replay_to_win(game, result.moves)


def test_level_game_solution_replays(position, heights):
    """MahJongg FreeCell near its end, cells full: each 8B is freed by moving the 9C on it
    below a wind or onto a wind in the top row; the engine replays the solution."""
    columns = [("8B", "9C")] * 4 + [(w,) for w in "NESWNESW"]
    game = position("mahjongg-freecell", columns, cells=("9B",) * 4,
                    hs=heights((8,) * 4, (9,) * 4), autoplay=True)
    result = solve_game(game)
    assert result.winnable is True
    assert replay_to_win(game, result.moves)


def test_a_win_that_needs_a_move_within_a_column_is_found_and_hinted(position, heights):
    """MahJongg FreeCell, cells full, the last tiles of the bamboo set out: the one move is
    9B on top of the wind in its own column's top row, which frees 2B and everything
    follows. The solver, its hint and the engine's replay all take that move."""
    game = position("mahjongg-freecell", [("S", "2B", "9B"), ("4B",), ("3B",)],
                    cells=("8B", "7B", "6B", "5B"), hs=heights((11, 11, 11, 2)), autoplay=True)
    assert [m.text() for m in game.legal_moves()] == ["t1>t1@2"]
    result = solve_game(game)
    assert result.winnable is True and result.hint is not None and result.hint.text() == "t1>t1@2"
    assert replay_to_win(game, result.moves)


def test_solve_record_in_a_worker_process():
    game = FoundationGame("sea-breeze", 3)
    game.apply(game.legal_moves()[0])
    record = game.to_record()
    pickle.dumps(record)
    with ProcessPoolExecutor(max_workers=1) as pool:
        out = pool.submit(solve_record, record, 200_000, 30.0).result()
    assert set(out) >= {"winnable", "moves", "hint", "note", "nodes", "seconds"}
    if out["winnable"]:
        assert out["hint"] == out["moves"][0]
        assert replay_to_win(game, [game.parse_move(text) for text in out["moves"]])  # texts from the worker


def test_state_key_ignores_column_and_cell_order(position):
    a = position("sea-towers", [("5C",), ("7D", "6D")], cells=("N", "RD"))
    b = position("sea-towers", [(), ("7D", "6D"), (), ("5C",)], cells=(None, "RD", "N"))
    assert state_key(a.config, a.state) == state_key(b.config, b.state)
    c = position("sea-towers", [("5C",), ("6D", "7D")], cells=("N", "RD"))
    assert state_key(a.config, a.state) != state_key(c.config, c.state)


def test_cli_solve():
    out = solve("sea-breeze", 3)
    assert out["game"] == "sea-breeze" and out["deal"] == 3 and out["winnable"] is True
    assert out["moves"] > 0 and out["seconds"] >= 0 and out["nodes"] > 0
    with pytest.raises(ValueError):
        solve("nope", 1)
