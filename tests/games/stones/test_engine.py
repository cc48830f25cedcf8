"""Deals, configurations, undo/redo, records and the command-line solve for the Stones
family (random play through the engine contract: tests/test_conformance.py)."""

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from mahjong.core.errors import BadRecord
from mahjong.games.stones import cli
from mahjong.games.stones.config import CONFIGS
from mahjong.games.stones.deals import new_game
from mahjong.games.stones.rules import Place, Stone, StonesGame


def full_set(config):
    n = len(config.colours)
    return Counter(Stone(c, s) for c in range(n) for s in range(n) for _ in range(config.copies))


def snapshot(game):
    return (list(game.tiles()), game.shown, game.tiles_left, game.score, game.four_ways,
            game.legal_moves(), game.is_won, game.is_lost, game.moves)


def test_configs_match_the_spec_table():
    table = {  # id: (colours, symbols, tiles, width, height, openings, free)
        "small-stones": (5, 5, 50, 10, 7, 5, False),
        "tiny-pebbles": (4, 4, 32, 8, 6, 4, False),
        "mahjongg-stones": (6, 6, 72, 12, 8, 6, False),
        "free-stones": (6, 6, 72, 12, 8, 6, True),
        "loose-stones": (6, 6, 72, 12, 8, 6, False),
        "throwing-stones": (6, 6, 72, 12, 8, 6, False),
    }
    for game_id, expected in table.items():
        c = CONFIGS[game_id]
        assert (len(c.colours), len(c.symbols), c.tile_count, c.width, c.height, len(c.openings),
                c.free_placement) == expected
        w, h = c.width, c.height
        assert set(c.openings[:4]) == {(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)}
    assert CONFIGS["small-stones"].openings[4] == (4, 3)
    (a, b), (c2, d) = CONFIGS["mahjongg-stones"].openings[4:]
    assert abs(a - c2) == 1 and abs(b - d) == 1  # diagonally adjacent, in the middle
    assert CONFIGS["free-stones"].openings == CONFIGS["mahjongg-stones"].openings
    assert len(set(CONFIGS["mahjongg-stones"].colours)) == 6


@pytest.mark.parametrize("game_id", list(CONFIGS))
def test_deal_openings_show_every_colour_and_symbol(game_id):
    config = CONFIGS[game_id]
    for deal in range(5):
        game = StonesGame(game_id, deal, finishable_only=False)
        opening = dict(game.tiles())
        assert set(opening) == set(config.openings)
        assert sorted(s.colour for s in opening.values()) == list(range(len(config.colours)))
        assert sorted(s.symbol for s in opening.values()) == list(range(len(config.symbols)))
        assert Counter(opening.values()) + Counter(game.remaining()) == full_set(config)
        assert game.shown == game.remaining()[0] and game.tiles_left == config.stock_count
    a, b = StonesGame(game_id, 7, finishable_only=False), StonesGame(game_id, 7, finishable_only=False)
    assert snapshot(a) == snapshot(b) and a.remaining() == b.remaining()
    assert StonesGame(game_id, 8, finishable_only=False).remaining() != a.remaining()


def test_finishable_only_is_the_default_and_can_be_turned_off():
    game = new_game("small-stones", 3)
    assert game.finishable_only and game.options == {"finishable_only": True}
    raw = StonesGame("small-stones", 3, finishable_only=False)
    assert raw.attempt == 0 and raw.options == {"finishable_only": False}
    again = StonesGame("small-stones", 3, attempt=game.attempt)
    assert again.remaining() == game.remaining()


def test_building_a_finishable_game_needs_its_draw_and_never_runs_the_solver():
    with pytest.raises(ValueError, match="attempt"):
        StonesGame("small-stones", 3)


def test_unknown_game_and_bad_deal():
    with pytest.raises(ValueError, match="unknown stones game"):
        StonesGame("big-rocks", 1)
    with pytest.raises(ValueError):
        StonesGame("small-stones", -1)


def test_a_placement_puts_the_shown_tile_down_and_shows_the_next():
    # random play, undo, redo, restart and records: tests/test_conformance.py
    game = StonesGame("free-stones", 5, finishable_only=False)
    for _ in range(10):
        shown, behind = game.shown, game.remaining()[1:]
        move = game.legal_moves()[-1]
        game.apply(move)
        assert game.tile_at(move.cell) == shown and game.remaining() == behind
    assert game.to_record()["moves"] == [m.text() for m in game.moves]


def test_undo_and_redo_at_the_ends():
    game = StonesGame("tiny-pebbles", 1, finishable_only=False)
    assert not game.can_undo and not game.undo() and not game.redo()
    game.apply(game.legal_moves()[0])
    game.undo()
    assert game.can_redo
    game.apply(game.legal_moves()[-1])
    assert not game.can_redo  # a new move forgets the redo list


def test_records_that_do_not_replay_are_rejected():
    game = StonesGame("tiny-pebbles", 2, finishable_only=False)
    good = game.to_record()
    assert good == {"game": "tiny-pebbles", "deal": 2, "options": {"finishable_only": False},
                    "attempt": 0, "moves": []}
    taken = game.config.openings[0]
    bad = [
        "not a dict",
        {**good, "game": "chess"},
        {**good, "deal": -3},
        {**good, "deal": "2"},
        {**good, "options": {"cheat": True}},
        {**good, "options": {"finishable_only": "yes"}},
        {**good, "attempt": -1},
        {**good, "moves": "0,1"},
        {**good, "moves": ["0;1"]},
        {**good, "moves": [f"{taken[0]},{taken[1]}"]},
        {**good, "moves": ["99,99"]},
    ]
    for record in bad:
        with pytest.raises(BadRecord):
            StonesGame.from_record(record)
    with pytest.raises(BadRecord, match="move 1"):
        StonesGame.from_record({**good, "moves": [f"{taken[0]},{taken[1]}"]})


def test_record_without_attempt_is_refused_unless_dealt_as_it_comes():
    record = new_game("small-stones", 11).to_record()
    del record["attempt"]
    with pytest.raises(BadRecord, match="which draw"):
        StonesGame.from_record(record)
    raw = StonesGame("small-stones", 11, finishable_only=False)
    record = raw.to_record()
    del record["attempt"]
    assert StonesGame.from_record(record).remaining() == raw.remaining()


def test_hand_set_positions_have_no_record():
    game = StonesGame.from_position(CONFIGS["tiny-pebbles"], {(0, 0): Stone(0, 0)}, [Stone(0, 1)])
    game.apply(Place(1, 0))
    with pytest.raises(ValueError, match="no record"):
        game.to_record()


def test_cli_solve():
    result = cli.solve("tiny-pebbles", 4)
    assert set(result) >= {"game", "deal", "winnable", "seconds", "nodes"}
    assert result["game"] == "tiny-pebbles" and result["deal"] == 4 and result["winnable"] is True
    assert result["attempt"] == 0
    assert cli.solve("tiny-pebbles", 4, layout="turtle", kind="winnable")["winnable"] is True
    with pytest.raises(ValueError, match="unknown stones game"):
        cli.solve("pebbles", 1)
    with pytest.raises(ValueError):
        cli.solve("tiny-pebbles", 1, kind="gentle")


def test_engine_modules_do_not_import_pygame():
    code = ("import sys; import mahjong.games.stones.rules, mahjong.games.stones.solver, "
            "mahjong.games.stones.cli; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parents[3])
    assert out.stdout.strip() == "False"


def test_config_names_follow_the_tile_art_order():
    from mahjong.games.stones.config import COLOURS, SYMBOLS
    from mahjong.ui.glyphs import STONE_COLOURS, STONE_SYMBOLS

    assert SYMBOLS == STONE_SYMBOLS
    assert len(COLOURS) == len(STONE_COLOURS)
