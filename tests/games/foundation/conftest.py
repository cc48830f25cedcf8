"""Hand-built positions for the foundation-game tests: the ``position`` and ``heights`` fixtures."""

import pytest

from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.position import State
from mahjong.games.foundation.rules import FoundationGame

FULL = 11  # a pile with dragon, 1-9 and its wind


def heights(*sets):
    """Foundation heights from up to three 4-tuples (missing sets are full)."""
    out = [h for s in sets for h in s]
    return tuple(out + [FULL] * (12 - len(out)))


def position(game_id, columns, cells=(), hs=None, dragons=("RD", "GD", "WD"), suits=("B", "C", "D"),
             autoplay=False, config=None):
    """A game in a hand-built position. ``columns``: up to 16 columns, each a list of levels
    (tuples of codes) or a plain tuple of codes for one level."""
    config = config or get_config(game_id)
    cols = []
    for col in columns:
        col = tuple(col)
        if col and isinstance(col[0], str):
            col = (col,)
        cols.append(tuple(tuple(level) for level in col))
    cols += [()] * (config.columns - len(cols))
    cells = tuple(cells) + (None,) * (config.cells - len(cells))
    state = State(tuple(cols), cells, hs or heights(), tuple(dragons), tuple(suits))
    return FoundationGame(config, 1, autoplay=autoplay, state=state)


@pytest.fixture(name="position")
def position_fixture():
    return position


@pytest.fixture(name="heights")
def heights_fixture():
    return heights
