"""core.replays: a high-score row's start is dealt only as dealt, on the layout it was
made on."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong.core import replays

START = {"game": "solitaire", "deal": 7, "options": {"layout": "mine", "kind": "wild"}, "moves": []}
POSITIONS = st.lists(st.tuples(st.integers(0, 5), st.integers(0, 60), st.integers(0, 40)), min_size=1,
                     max_size=40, unique=True)


@given(st.lists(st.text(max_size=8), min_size=1, max_size=80))
def test_a_start_with_moves_is_refused_whatever_they_are(moves):
    counted = "1 move;" if len(moves) == 1 else f"{len(moves)} moves;"   # a count's plural form (ngettext)
    with pytest.raises(replays.NotAsDealt, match=counted):
        replays.as_dealt(dict(START, moves=moves))


@given(st.sampled_from(["elapsed", "hints", "undos", "demo", "wall", "solver", "score"]), st.integers())
def test_a_start_holding_more_than_a_deal_is_refused(key, value):
    with pytest.raises(replays.NotAsDealt, match=key):
        replays.as_dealt(dict(START, **{key: value}))


@pytest.mark.parametrize("start", [None, [], "deal 7", 7, {"moves": "a"}])
def test_what_is_not_a_deal_is_refused(start):
    with pytest.raises(replays.NotAsDealt):
        replays.as_dealt(start)


@given(POSITIONS, st.randoms())
def test_a_fingerprint_names_the_positions_not_their_order(positions, rnd):
    shuffled = list(positions)
    rnd.shuffle(shuffled)
    assert replays.fingerprint(positions) == replays.fingerprint(shuffled)


@given(POSITIONS, POSITIONS)
def test_a_changed_layout_is_refused_and_the_same_one_dealt(before, after):
    start = dict(START, layouts={"mine": replays.fingerprint(before)})
    now = replays.fingerprint(after)
    if set(before) == set(after):
        assert replays.as_dealt(start, {"mine": now}) == START
    else:
        with pytest.raises(replays.NotAsDealt, match="changed"):
            replays.as_dealt(start, {"mine": now})
    with pytest.raises(replays.NotAsDealt, match="gone"):
        replays.as_dealt(start, {"mine": None})
