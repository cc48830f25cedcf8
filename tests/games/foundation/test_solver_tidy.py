"""Tidy positions (Rules.tidy_cells): cell tiles go back below a free tile they may be
built below; the tidy moves; random tidy play keeps every tile and replays through
the engine; a tidy search proves nothing by itself, and wins Sea Winds deals the
plain search does not."""

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.foundation.bestfirst import rules_for, search
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.fastsearch import CODE, Rules, encode
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import _without_round_trips, replay, solve_game

from .tiny import COLUMNS, TINY, replay_to_win

SEA_WINDS = get_config("sea-winds")
TIDY = Rules(SEA_WINDS, tidy=True)
DRAGONS_UP = ((1, 1, 1, 1), (1, 1, 1, 1), (1, 1, 1, 1))
# best-first weights without the novelty penalty, which wins these deals either way
FOCUS_10 = {"MUST": 10, "FOCUS": 10, "PATH": 1}
STALL_300 = {"MUST": 10, "FOCUS": 5, "PATH": 2, "STALL": 300}


def codes(*tiles):
    return tuple(CODE[t] for t in tiles)


def test_cell_tiles_tidy_below_their_parents_one_after_another(position, heights):
    game = position("sea-winds", [("3D", "6B"), ("2C", "W")], cells=("9C", "5B", "4B"),
                    hs=heights(*DRAGONS_UP))
    steps = []
    tidy = TIDY.tidy_cells(encode(game.state), steps)
    assert tidy[1] == ()
    assert tidy[0][0] == (codes("3D", "6B", "5B", "4B"),)
    assert tidy[0][1] == (codes("2C", "W", "9C"),)
    assert steps == [(CODE["5B"], 0), (CODE["4B"], 0), (CODE["9C"], 1)]
    assert TIDY.tidy_cells(tidy) is tidy


def test_a_full_column_takes_no_cell_tile(position, heights):
    full = ("3D", "3D", "3C", "3C", "4D", "4D", "4C", "4C", "2D", "6B")
    game = position("sea-winds", [full], cells=("5B",), hs=heights(*DRAGONS_UP))
    pos = encode(game.state)
    assert len(full) == SEA_WINDS.rows and TIDY.tidy_cells(pos) is pos


def test_tidy_moves_send_only_whole_runs_to_the_cells(position, heights):
    """The 5B lies on the 6B: alone to a cell it would tidy straight back, so the tidy
    moves offer the whole run (it fits the two free cells) and not the 5B alone."""
    game = position("sea-winds", [("3D", "3C", "6B", "5B"), ("2D",)], cells=("8C", "8D", "7D", "7C"),
                    hs=heights(*DRAGONS_UP))
    pos = encode(game.state)
    moves = TIDY.moves(pos)
    assert ((0, 0), 2, (1, 0, 0)) in moves and ((0, 0), 1, (1, 0, 0)) not in moves
    assert ((0, 0), 1, (1, 0, 0)) in Rules(SEA_WINDS).moves(pos)
    after = TIDY.play(pos, ((0, 0), 2, (1, 0, 0)))
    assert after[0][0] == (codes("3D", "3C"),) and set(codes("6B", "5B")) <= set(after[1])
    steps = [move for move, _ in replay(SEA_WINDS, game.state, [(((0, 0), 2, (1, 0, 0)), TIDY.key(after))],
                                        tidy=True)]
    assert [(move.src.kind, move.dst.kind) for move in steps] == [("t", "c"), ("t", "c")]
    for move in steps:
        game.apply(move)
    assert TIDY.key(encode(game.state)) == TIDY.key(after)


def tile_count(pos):
    return sum(len(level) for col in pos[0] for level in col) + len(pos[1]) + sum(pos[2])


@settings(max_examples=12, deadline=None)
@given(deal=st.integers(1, 10**6), picks=st.lists(st.integers(0, 10**6), min_size=20, max_size=60))
def test_random_tidy_play_keeps_every_tile_and_replays_through_the_engine(deal, picks):
    game = FoundationGame("sea-winds", deal)
    start = encode(game.state)
    pos = TIDY.tidy_cells(start)
    for move, _ in replay(SEA_WINDS, game.state, [], tidy=True):
        game.apply(move)
    assert TIDY.key(encode(game.state)) == TIDY.key(pos)
    for pick in picks:
        moves = TIDY.moves(pos)
        if not moves:
            break
        move = moves[pick % len(moves)]
        child = TIDY.play(pos, move)
        assert tile_count(child) == 132 and TIDY.tidy_cells(child) is child
        for step, _ in replay(SEA_WINDS, game.state, [(move, TIDY.key(child))], tidy=True):
            game.apply(step)
        assert TIDY.key(encode(game.state)) == TIDY.key(child)
        pos = child


def test_a_tidy_search_that_runs_dry_leaves_the_proof_to_the_full_search(position, heights):
    """Two cells: the tiny board is lost. The tidy search runs out of positions, which
    proves nothing; the solver then searches every position and proves it."""
    small = dataclasses.replace(TINY, cells=2)
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=small)
    tidy = rules_for(small, True)
    root = tidy.tidy_cells(encode(game.state))
    assert search(tidy, root, 10_000, None, {"MUST": 10})[0] is False
    result = solve_game(game)
    assert result.winnable is False and result.moves == []


def test_tidy_search_wins_the_tiny_board_and_replays(position, heights):
    game = position("tiny", COLUMNS, cells=("9B",), hs=heights((9, 9, 9, 8)), config=TINY,
                    autoplay=True)
    tidy = rules_for(TINY, True)
    winnable, path, _ = search(tidy, tidy.tidy_cells(encode(game.state)), 10_000, None,
                               {"MUST": 10})
    assert winnable is True
    moves = [move for move, _ in replay(TINY, game.state, path, tidy=True)]
    assert replay_to_win(game, moves)


def test_tidy_search_wins_sea_winds_deal_3_where_the_full_search_stalls():
    """Deal 3 was undecided by every search of an earlier schedule (and by one best-first
    search after 3 million positions); tidy, the same best-first search wins it within
    20 000 nodes, and the engine replays the moves to a win. Node budgets only, so the run
    is the same on every machine."""
    game = FoundationGame("sea-winds", 3)
    root = encode(game.state)
    assert search(rules_for(SEA_WINDS), root, 20_000, None, FOCUS_10)[0] is None
    winnable, path, nodes = search(TIDY, TIDY.tidy_cells(root), 20_000, None, FOCUS_10)
    assert winnable is True and nodes < 20_000
    moves = [move for move, _ in replay(SEA_WINDS, game.state, path, tidy=True)]
    assert replay_to_win(FoundationGame("sea-winds", 3), moves)


def round_trips(moves):
    """Moves that take a tile from a cell below a column's bottom tile, where the next move
    touching that column sends a tile from it to a cell."""
    count = 0
    for i, move in enumerate(moves):
        if move.src.kind == "c" and move.dst.kind == "t":
            later = next((m for m in moves[i + 1:] if move.dst.index in
                          {s.index for s in (m.src, m.dst) if s.kind == "t"}), None)
            count += bool(later and later.src.kind == "t" and later.dst.kind == "c")
    return count


def test_a_tile_tidied_out_of_a_cell_and_sent_back_stays_in_its_cell():
    """Deal 774241186 (seen in the window): the tidy solution's first move puts a cell tile
    below a column and its third sends it back; the hint line leaves such pairs out where it
    can and still wins. Node budgets only."""
    game = FoundationGame("sea-winds", 774241186)
    winnable, path, _ = search(TIDY, TIDY.tidy_cells(encode(game.state)), 50_000, None, STALL_300)
    steps = replay(SEA_WINDS, game.state, path, tidy=True)
    short = _without_round_trips(SEA_WINDS, game.state, steps)
    before, after = [m for m, _ in steps], [m for m, _ in short]
    assert winnable and round_trips(after) < round_trips(before) and len(after) < len(before)
    assert before[0].src.kind == "c" and after[0] != before[0]
    assert replay_to_win(FoundationGame("sea-winds", 774241186), after)
