"""The deal of the day (core.daily): the deal is a stated function of the UTC date and
the game (pinned for a fixed date in every game), the streak and calendar arithmetic, the
stored days' cleaning, and storage's daily.json beside files of the old shape."""

import json
from datetime import date, datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong import games
from mahjong.core import daily
from mahjong.core.errors import BadRecord
from mahjong.core.rng import Rng, new_deal_number, stable_hash
from mahjong.core.storage import Storage

DAY = date(2026, 1, 1)
# The deal of 2026-01-01 in every game: a change to the function (or to core.rng) must
# show here, since players compare these deals with each other.
PINNED = {
    "solitaire": 780102686, "mahjongg-freecell": 728000562, "sea-winds": 990340351,
    "sea-breeze": 639537746, "sea-towers": 757217245, "sea-cell": 531400916, "sea-level": 138060176,
    "long-freecell": 676425925, "small-stones": 554659782, "tiny-pebbles": 70297389,
    "mahjongg-stones": 197575968, "free-stones": 356768765, "loose-stones": 547221289,
    "throwing-stones": 697776043, "card-free-american": 889897813,
}


@pytest.mark.parametrize("game_id", [info.id for info in games.GAMES])
def test_the_deal_of_a_fixed_date_is_pinned_in_every_game(game_id):
    assert game_id in PINNED, "a new game needs its pinned deal of the day"
    assert daily.deal_number(game_id, DAY) == PINNED[game_id]


def test_the_deal_is_the_stated_function_of_date_and_game():
    for game_id in ("solitaire", "small-stones"):
        for day in (DAY, date(2030, 12, 31)):
            expected = new_deal_number(Rng(stable_hash(f"{day.isoformat()}/{game_id}")))
            assert daily.deal_number(game_id, day) == expected


@settings(max_examples=100)
@given(st.dates(date(2000, 1, 1), date(2100, 1, 1)), st.sampled_from(sorted(PINNED)))
def test_deals_are_in_range_and_change_with_the_day_and_the_game(day, game_id):
    deal = daily.deal_number(game_id, day)
    assert 1 <= deal <= 999_999_999
    assert deal == daily.deal_number(game_id, day)
    others = {daily.deal_number(game_id, day + timedelta(days=k)) for k in range(1, 4)}
    assert deal not in others


def test_today_is_the_utc_date():
    late = datetime(2026, 3, 1, 23, 30, tzinfo=timezone(timedelta(hours=-5)))  # 04:30 UTC on the 2nd
    assert daily.today(late) == date(2026, 3, 2)
    assert daily.today(datetime(2026, 3, 1, 0, 10, tzinfo=timezone(timedelta(hours=2)))) == date(2026, 2, 28)


def test_table_key_and_day_parsing():
    assert daily.table_key("small-stones", DAY) == "small-stones@daily/2026-01-01"
    assert daily.parse_day("2026-01-01") == DAY
    for bad in ("2026-13-01", "2026-1-1", "yesterday", None, 20260101, "2026-01-01T00"):
        assert daily.parse_day(bad) is None


def test_a_record_names_its_day_only_with_that_days_deal():
    good = {"game": "small-stones", "deal": PINNED["small-stones"], "daily": "2026-01-01"}
    assert daily.day_of_record("small-stones", good) == DAY
    assert daily.day_of_record("small-stones", {"deal": 5}) is None
    with pytest.raises(BadRecord, match="not the deal of 2026-01-01"):
        daily.day_of_record("small-stones", {**good, "deal": 5})
    with pytest.raises(BadRecord, match="names no date"):
        daily.day_of_record("small-stones", {**good, "daily": "soon"})
    with pytest.raises(BadRecord):
        daily.day_of_record("tiny-pebbles", good)  # another game's deal of that day


def test_start_record_is_the_engines_deal_marked_daily():
    seen = []

    class Engine:
        def __init__(self, game_id, deal):
            seen.append((game_id, deal))

        def to_record(self):
            return {"game": "small-stones", "deal": seen[-1][1], "moves": ["1,1"]}

    record = daily.start_record(Engine, "small-stones", DAY)
    assert seen == [("small-stones", PINNED["small-stones"])]
    assert record == {"game": "small-stones", "deal": PINNED["small-stones"], "moves": [], "daily": "2026-01-01"}


def days_of(won, played=()):
    out = {}
    for k in won:
        out[(DAY - timedelta(days=k)).isoformat()] = {"played": 1, "won": 1}
    for k in played:
        out[(DAY - timedelta(days=k)).isoformat()] = {"played": 2, "won": 0}
    return out


def test_streak_counts_days_in_a_row_won_up_to_today():
    assert daily.streak({}, DAY) == 0
    assert daily.streak(days_of([0, 1, 2]), DAY) == 3
    assert daily.streak(days_of([1, 2]), DAY) == 2           # today still to play
    assert daily.streak(days_of([1, 2], played=[0]), DAY) == 2  # today lost so far: still open
    assert daily.streak(days_of([0, 2], played=[1]), DAY) == 1  # a day lost ends the run
    assert daily.streak(days_of([0, 1, 3, 4, 5]), DAY) == 2  # a day missed ends the run
    assert daily.streak(days_of([2, 3]), DAY) == 0
    assert daily.best_streak(days_of([0, 1, 3, 4, 5])) == 3
    assert daily.best_streak(days_of([0, 2, 4])) == 1
    assert daily.best_streak(days_of([0, 1, 2], played=[1])) == 1


def test_month_weeks_start_on_monday_and_hold_the_month():
    weeks = daily.month_weeks(2026, 2)
    days = [d for week in weeks for d in week if d is not None]
    assert days[0] == date(2026, 2, 1) and days[-1] == date(2026, 2, 28) and len(days) == 28
    assert all(len(w) == 7 for w in weeks) and weeks[0].index(date(2026, 2, 1)) == 6  # a Sunday
    assert daily.shift_month(2026, 1, -1) == (2025, 12) and daily.shift_month(2026, 12, 1) == (2027, 1)
    assert daily.shift_month(2026, 5, 14) == (2027, 7)


@settings(max_examples=200)
@given(st.dictionaries(st.one_of(st.text(max_size=12), st.dates().map(date.isoformat)),
                       st.one_of(st.none(), st.integers(), st.text(max_size=3),
                                 st.dictionaries(st.sampled_from(["played", "won", "x"]),
                                                 st.one_of(st.integers(-3, 5), st.booleans(), st.none())))))
def test_cleaning_keeps_only_sound_days(stored):
    clean = daily.clean_days(stored)
    for key, entry in clean.items():
        assert daily.parse_day(key) is not None
        assert set(entry) == {"played", "won"} and 0 <= entry["won"] <= entry["played"] and entry["played"] > 0
        assert stored[key]["played"] == entry["played"]
    assert daily.clean_days(clean) == clean


# --- storage ----------------------------------------------------------------------------
def test_daily_results_round_trip(tmp_path):
    store = Storage(tmp_path)
    assert store.daily_days("small-stones") == {}
    store.record_daily("small-stones", DAY, False)
    store.record_daily("small-stones", DAY, True)
    store.record_daily("small-stones", DAY + timedelta(days=1), True)
    again = Storage(tmp_path)
    assert again.daily_days("small-stones") == {"2026-01-01": {"played": 2, "won": 1},
                                                "2026-01-02": {"played": 1, "won": 1}}
    assert again.daily_days("tiny-pebbles") == {}
    assert json.loads((tmp_path / "daily.json").read_text())["schema"] == 1
    assert again.stats("small-stones")["played"] == 0  # the game's own statistics are the scene's to count


def test_old_files_load_unchanged_beside_the_daily_ones(tmp_path):
    stats = {"schema": 1, "games": {"small-stones": {"played": 3, "won": 2, "current_streak": 1,
                                                     "best_streak": 2, "best_score": 900, "best_time": 80.0,
                                                     "recent": []}}}
    scores = {"schema": 1, "games": {"small-stones": [{"name": "Ann", "score": 900, "seconds": 80.0,
                                                       "date": "2025-01-01T10:00:00"}]}}
    (tmp_path / "statistics.json").write_text(json.dumps(stats))
    (tmp_path / "highscores.json").write_text(json.dumps(scores))
    store = Storage(tmp_path)
    before = (store.stats("small-stones"), store.high_scores("small-stones"))
    store.record_daily("small-stones", DAY, True)
    store.add_high_score(daily.table_key("small-stones", DAY), {"name": "Bo", "score": 50, "seconds": 9.0})
    again = Storage(tmp_path)
    assert (again.stats("small-stones"), again.high_scores("small-stones")) == before
    assert [e["name"] for e in again.high_scores(daily.table_key("small-stones", DAY))] == ["Bo"]
    assert again.messages == []


def test_a_corrupt_daily_file_is_set_aside_and_play_goes_on(tmp_path):
    (tmp_path / "daily.json").write_text('{"schema": 1, "games": [')
    store = Storage(tmp_path)
    assert store.daily_days("small-stones") == {}
    assert any("daily.json" in m for m in store.messages)
    store.record_daily("small-stones", DAY, True)
    assert Storage(tmp_path).daily_days("small-stones") == {"2026-01-01": {"played": 1, "won": 1}}
