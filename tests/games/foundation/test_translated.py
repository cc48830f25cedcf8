"""Every refusal and rules-page block of the Foundation family comes whole from the
catalogue: under a pseudo-language that brackets each message, each text is one
bracketed message (names put into it may be bracketed messages of their own)."""

import pytest

from mahjong.core.errors import IllegalMove
from mahjong.games.foundation import help as foundation_help
from mahjong.games.foundation.config import CONFIGS
from mahjong.games.foundation.moves import Move
from mahjong.ui.text import parse_markdown
from tests.bracketed import whole

from .test_refusals import CASES, HELD, position

pytestmark = pytest.mark.usefixtures("bracketed")   # every message «bracketed»


@pytest.mark.parametrize("game_id, columns, cells, hs, binding, text, reason", CASES,
                         ids=[case[-1][:48] for case in CASES])
def test_every_refusal_is_one_message(game_id, columns, cells, hs, binding, text, reason):
    game = position(game_id, columns, cells=cells, hs=hs, **binding)
    with pytest.raises(IllegalMove) as raised:
        game.apply(Move.parse(text))
    assert whole(str(raised.value)), str(raised.value)


@pytest.mark.parametrize("game_id, columns, cells, where, reason", HELD, ids=[case[-1][:40] for case in HELD])
def test_every_held_reason_is_one_message(game_id, columns, cells, where, reason):
    from mahjong.games.foundation.refusals import held_reason
    game = position(game_id, columns, cells=cells)
    said = held_reason(game.config, game.state, *where)
    assert whole(said), said


@pytest.mark.parametrize("game_id", list(CONFIGS))
def test_every_block_of_a_rules_page_is_one_message(game_id):
    for kind, text in parse_markdown(foundation_help.page(game_id)):
        assert whole(text), (kind, text)
