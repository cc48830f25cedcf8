"""Each game's row of the spec's table, and the deal."""

from collections import Counter

import pytest

from mahjong.games.foundation.config import CONFIGS, get_config
from mahjong.games.foundation.position import deal, tile_set
from mahjong.games.foundation.rules import FoundationGame

# id: (rows, dealt per column, cells, cells dealt, build, empty rule, rank lock, levels, labels)
TABLE = {
    "mahjongg-freecell": (8, (8,) * 16, 4, 4, "different", "wind", True, True, "NWES"),
    "sea-winds": (10, (8,) * 16, 6, 4, "same", "wind-group", True, False, "WNSE"),
    "sea-breeze": (10, (8,) * 16, 6, 4, "same", "wind-group", False, False, "WNSE"),
    "sea-towers": (10, (8,) * 16, 6, 4, "same", "any", False, False, "WNSE"),
    "sea-cell": (9, (9,) * 4 + (8,) * 12, 4, 0, "different", "any", False, False, "WNSE"),
    "long-freecell": (9, (9,) * 16, 4, 0, "different", "season", True, True, "NWES"),
    "sea-level": (10, (8,) * 16, 6, 4, "same", "any", True, False, "WNSE"),
}


def test_sea_level_help_says_its_rules_are_our_reading():
    from mahjong.games.foundation.help import page

    text = page("sea-level")
    assert "this reading is ours" in text and "Rank by rank" in text and "any tile or group" in text


@pytest.mark.parametrize("game_id", TABLE)
def test_table_row(game_id):
    c = get_config(game_id)
    assert (c.rows, c.dealt, c.cells, c.cells_dealt, c.build, c.empty, c.rank_lock, c.levels,
            "".join(c.wind_labels)) == TABLE[game_id]
    assert c.columns == 16
    assert c.seasons == (game_id == "long-freecell")


def test_unknown_game():
    with pytest.raises(ValueError, match="unknown"):
        get_config("free-cell")
    assert set(CONFIGS) == set(TABLE)


@pytest.mark.parametrize("game_id", TABLE)
def test_tile_set(game_id):
    c = get_config(game_id)
    counts = Counter(tile_set(c))
    assert sum(counts.values()) == (144 if c.seasons else 132)
    assert all(counts[d] == 4 for d in ("RD", "GD", "WD"))
    assert all(counts[w] == 3 for w in "NESW")
    assert all(counts[f"{r}{s}"] == 4 for r in range(1, 10) for s in "BCD")
    assert all(counts[s] == (3 if c.seasons else 0) for s in ("SP", "SU", "AU", "WI"))


@pytest.mark.parametrize("game_id", TABLE)
def test_deal_shape(game_id):
    c = get_config(game_id)
    state = deal(c, 7)
    assert tuple(sum(len(level) for level in col) for col in state.columns) == c.dealt
    assert all(len(col) == 1 for col in state.columns)          # one level at the start
    assert sum(t is not None for t in state.cells) == c.cells_dealt
    assert len(state.cells) == c.cells
    assert Counter(state.tiles()) == Counter(tile_set(c))
    assert deal(c, 7) == state and deal(c, 8) != state


def test_full_grid_in_level_games():
    for game_id in ("mahjongg-freecell", "long-freecell"):
        c = get_config(game_id)
        assert all(n == c.rows for n in c.dealt)


def test_deal_starts_with_auto_play():
    game = FoundationGame("sea-breeze", 3)
    raw = deal(get_config("sea-breeze"), 3)
    assert game.state.on_foundations == len(game.opening_auto)
    assert all(m.dst.kind == "f" for m in game.opening_auto)
    assert FoundationGame("sea-breeze", 3, autoplay=False).state == raw
