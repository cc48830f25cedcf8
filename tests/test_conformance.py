"""Every registered game keeps the engine contract (core.engine.Engine), checked by
random legal play from random deals: tiles are conserved, every move and undo changes
the position's key() and equal positions have equal keys, illegal moves are refused with
the why_illegal text, undo/redo and restart restore exact positions, records replay, and
move texts round-trip. A game is covered by its registry entry alone.

Per game: MAX_EXAMPLES deals of up to MAX_STEPS random legal moves each (12 games).
"""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong import games
from mahjong.core.engine import Engine
from mahjong.core.errors import IllegalMove
from mahjong.core.rng import MAX_DEAL

MAX_EXAMPLES = 4
MAX_STEPS = 30
ILLEGAL_TRIES = 4  # illegal moves tried per example

# The position itself where a family shows it; a family not named here is compared
# through the contract alone (record, legal moves, score, outcome, tile count).
BOARDS = {
    "Solitaire": lambda g: (tuple(g.faces), g.shuffles_used, g.round, g.layout.name),
    "FoundationGame": lambda g: g.state,
    "StonesGame": lambda g: (tuple(g.tiles()), g.remaining(), g.four_ways),
    "Session": lambda g: (g.table.view(), tuple(g.results)),
}


def new_engine(game_id: str, deal: int) -> Engine:
    return games.load(games.get(game_id).engine)(game_id, deal)


def snapshot(engine) -> tuple:
    """Everything about the position (not the redo list)."""
    board = BOARDS.get(type(engine).__name__, lambda g: None)(engine)
    return (engine.to_record(), [engine.format_move(m) for m in engine.legal_moves()],
            engine.score, engine.is_won, engine.is_lost, engine.tile_count(), engine.moves, board)


def test_every_game_names_an_engine():
    assert all(info.engine for info in games.GAMES)


@pytest.mark.parametrize("game_id", [info.id for info in games.GAMES])
@settings(max_examples=MAX_EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(0, MAX_DEAL), data=st.data())
def test_engine_contract(game_id, deal, data):
    engine = new_engine(game_id, deal)
    assert isinstance(engine, Engine) and engine.game_id == game_id and engine.deal == deal
    assert not engine.moves and not engine.can_undo and not engine.can_redo
    full = engine.tile_count()
    positions = [snapshot(engine)]
    keys = [engine.key()]
    hash(keys[0])
    seen = {}  # text -> move, every legal move met
    for _ in range(data.draw(st.integers(0, MAX_STEPS), label="steps")):
        legal = engine.legal_moves()
        if not legal:
            assert engine.is_won or engine.is_lost
            break
        for m in legal:
            text = engine.format_move(m)
            assert engine.parse_move(text) == m and engine.why_illegal(m) is None
            seen[text] = m
        move = data.draw(st.sampled_from(legal), label="move")
        engine.apply(move)
        assert engine.tile_count() == full
        assert len(engine.moves) == len(positions) and engine.can_undo and not engine.can_redo
        played = engine.moves[-1]  # a solitaire shuffle names the redeal it gave
        assert engine.parse_move(engine.format_move(played)) == played
        after, key = snapshot(engine), engine.key()
        assert key != keys[-1] and key not in keys  # every move names a new position
        assert engine.undo() and snapshot(engine) == positions[-1] and engine.can_redo
        assert engine.key() == keys[-1] != key
        assert engine.redo() and snapshot(engine) == after and not engine.can_redo
        assert engine.key() == key
        positions.append(after)
        keys.append(key)

    here = snapshot(engine)
    replayed = type(engine).from_record(engine.to_record())
    assert snapshot(replayed) == here and replayed.key() == engine.key()  # equal positions, equal keys

    with pytest.raises(ValueError):
        engine.parse_move("no such move ~")
    illegal = [m for m in seen.values() if engine.why_illegal(m) is not None]
    assert illegal or not engine.moves  # a move just played is (almost always) illegal after it
    for move in [object()] + illegal[:ILLEGAL_TRIES]:
        reason = engine.why_illegal(move)
        assert isinstance(reason, str) and reason
        with pytest.raises(IllegalMove) as refused:
            engine.apply(move)
        assert str(refused.value) == reason and snapshot(engine) == here

    for position, key in zip(reversed(positions[:-1]), reversed(keys[:-1]), strict=True):
        assert engine.undo() and snapshot(engine) == position and engine.key() == key
    assert not engine.undo() and not engine.can_undo
    for position in positions[1:]:
        assert engine.redo() and snapshot(engine) == position
    assert not engine.redo()

    engine.restart()
    assert snapshot(engine) == positions[0] and not engine.can_undo and not engine.can_redo
    assert engine.key() == keys[0] == new_engine(game_id, deal).key()
