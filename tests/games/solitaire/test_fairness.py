"""Fairness verdicts: the sample's thresholds, the solver on layouts whose answer is
known, and the cache that keeps verdicts (which must shrug off any file)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.solitaire import fairness
from mahjong.games.solitaire.fairness_queue import FairnessQueue
from mahjong.games.solitaire.layout import Layout

TOWER = ((0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0))   # one stack: only its top is ever free
APART = ((0, 0, 0), (0, 4, 0))                         # two lone tiles: always a free pair


def test_more_than_15_percent_lost_is_too_stacked_counting_the_undecided():
    assert not fairness.Fairness(won=17, lost=3).too_stacked
    assert fairness.Fairness(won=16, lost=4).too_stacked
    assert fairness.Fairness(won=16, lost=3, unknown=1).too_stacked
    assert fairness.allowed_losses() == 3
    assert fairness.Fairness(won=11, lost=9).words() == "too stacked: 9 of 20 lost"
    assert fairness.Fairness(won=19, lost=1).words() == "fair: 1 of 20 lost"


def test_the_solver_sample_finds_a_tower_lost_and_lone_tiles_won():
    assert fairness.measure(TOWER, sample=5, give_up_above=None) == fairness.Fairness(won=0, lost=5)
    assert fairness.measure(APART, sample=5) == fairness.Fairness(won=5, lost=0)
    stopped = fairness.measure(TOWER)            # the fourth lost deal settles it
    assert stopped == fairness.Fairness(won=0, lost=4) and stopped.words() == "too stacked: 4+ of 20 lost"
    assert fairness.measure(APART) == fairness.Fairness(won=20, lost=0)


def test_the_key_is_the_positions_whatever_their_order_or_name():
    assert fairness.key(TOWER) == fairness.key(tuple(reversed(TOWER)))
    assert fairness.key(TOWER) != fairness.key(APART)
    assert fairness.key(Layout("a", "A", TOWER).positions) == fairness.key(Layout("b", "B", TOWER).positions)


def test_the_cache_keeps_verdicts_across_instances(tmp_path):
    path = tmp_path / "deep" / fairness.CACHE_NAME
    cache = fairness.Cache(path)
    assert cache.get(TOWER) is None
    cache.put(TOWER, fairness.Fairness(0, 20))
    cache.put(APART, fairness.Fairness(20, 0))
    again = fairness.Cache(path)
    assert again.get(TOWER) == fairness.Fairness(0, 20) and again.get(APART) == fairness.Fairness(20, 0)


def test_a_cache_that_cannot_be_written_still_answers(tmp_path):
    (tmp_path / "file").write_text("x")
    cache = fairness.Cache(tmp_path / "file" / "inside.json")   # its folder is a file
    cache.put(TOWER, fairness.Fairness(0, 20))
    assert cache.get(TOWER) == fairness.Fairness(0, 20)


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.binary(max_size=300),
                 st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                              lambda inner: st.lists(inner, max_size=4)
                              | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)
                 .map(lambda v: __import__("json").dumps({"schema": 1, "verdicts": v}).encode())))
def test_any_cache_file_loads_without_error_and_keeps_only_good_entries(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("cache") / "v.json"
    path.write_bytes(data)
    cache = fairness.Cache(path)
    assert all(isinstance(v, fairness.Fairness) and v.played <= 30_000 for v in cache.entries.values())


def test_the_queue_finds_each_missing_verdict_once_and_keeps_it(tmp_path):
    cache = fairness.Cache(tmp_path / "v.json")
    cache.put(APART, fairness.Fairness(20, 0))
    queue = FairnessQueue(cache, process=False)
    tower, apart = Layout("t", "T", TOWER), Layout("a", "A", APART)
    queue.want([apart, tower, tower])
    assert queue.waiting == [tower] and queue.pending(tower) and not queue.pending(apart)
    assert not queue.poll()                      # starts the job
    assert queue.jobs.wait("fairness", 60)
    assert queue.poll()
    assert queue.verdict(tower) == fairness.Fairness(0, 4) and not queue.pending(tower)
    assert fairness.Cache(tmp_path / "v.json").get(TOWER) == fairness.Fairness(0, 4)
