"""Random legal play: tiles are conserved, undo restores, records replay."""

from collections import Counter

from hypothesis import given, settings, strategies as st

from mahjong.games.foundation.config import CONFIGS
from mahjong.games.foundation.rules import FoundationGame, tile_set


def all_tiles(game):
    s = game.state
    piles = [t for p in range(12) for t in s.pile_tiles(game.config, p)]
    return Counter(s.tiles() + piles)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(CONFIGS)), st.integers(0, 10**6), st.booleans(),
       st.lists(st.integers(0, 10**6), min_size=1, max_size=40))
def test_random_play(game_id, number, autoplay, picks):
    game = FoundationGame(game_id, number, autoplay=autoplay)
    expected = Counter(tile_set(game.config))
    states = [game.state]
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            assert game.is_lost or game.is_won
            break
        game.apply(moves[pick % len(moves)])
        assert all_tiles(game) == expected
        states.append(game.state)
    replayed = FoundationGame.from_record(game.to_record())
    assert replayed.state == game.state
    for state in reversed(states[:-1]):
        assert game.undo() and game.state == state
    assert not game.undo()
    while game.redo():
        pass
    assert game.state == states[-1]
