"""Every explanation, throw refusal, stone name and rules-page block of the Stones family
comes whole from the catalogue: under a pseudo-language that brackets each message, each
text is one bracketed message (words put into it may be bracketed messages of their own)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong.games.stones import help as stones_help
from mahjong.games.stones.config import COLOURS, CONFIGS, SYMBOLS, StonesConfig, stone_name
from mahjong.games.stones.rules import Stone, StonesGame
from mahjong.ui.text import parse_markdown
from tests.bracketed import whole

pytestmark = pytest.mark.usefixtures("bracketed")   # every message «bracketed»

BOARD = StonesConfig("test-5x5", "Test", COLOURS[:4], SYMBOLS[:4], 5, 5, ((0, 0), (4, 0), (0, 4), (4, 4)), copies=1)
THROWING = StonesConfig("test-throw", "Throwing", COLOURS[:2], SYMBOLS[:2], 3, 3, ((0, 0), (2, 2)),
                        copies=2, throws=1)


stones = st.builds(Stone, st.integers(0, 3), st.integers(0, 3))


@given(st.dictionaries(st.sampled_from([(2, 1), (1, 2), (3, 2), (2, 3), (0, 0)]), stones), stones,
       st.sampled_from([(2, 2), (2, 1), (9, 9), (0, 1)]))
def test_every_explanation_is_one_message(tiles, shown, cell):
    game = StonesGame.from_position(BOARD, tiles, [shown])
    reason = game.explain(cell).reason
    assert whole(reason), reason


def test_every_throw_refusal_is_one_message():
    game = StonesGame.from_position(THROWING, {(0, 0): Stone(0, 0)}, [Stone(0, 1)])
    reasons = [game.why_throw_illegal(), StonesGame.from_position(BOARD, {(0, 0): Stone(0, 0)},
                                                                  [Stone(0, 1)]).why_throw_illegal()]
    assert all(r is not None and whole(r) for r in reasons), reasons


@pytest.mark.parametrize("colour", COLOURS)
def test_every_stone_name_is_one_message_of_two_words(colour):
    for symbol in SYMBOLS:
        name = stone_name(colour, symbol)
        assert whole(name) and f"«{colour}»" in name and f"«{symbol}»" in name, name


@pytest.mark.parametrize("game_id", list(CONFIGS))
def test_every_block_of_a_rules_page_is_one_message(game_id):
    for kind, text in parse_markdown(stones_help.page(game_id)):
        assert whole(text), (kind, text)
