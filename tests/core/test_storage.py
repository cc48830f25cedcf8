"""Storage: defaults, round trips, schema, atomic writes, corrupt and unwritable files,
and two processes writing at once."""

import json
import multiprocessing
import os

import pytest

from mahjong.core.storage import DEFAULT_SETTINGS, SCHEMA, Storage


def test_home_override_is_used_for_everything(parlor_home):
    store = Storage()
    assert store.config_dir == parlor_home and store.data_dir == parlor_home
    assert store.saves_dir.is_dir() and store.layouts_dir.is_dir()


def test_defaults_without_files(tmp_path):
    store = Storage(tmp_path)
    assert store.settings == DEFAULT_SETTINGS
    assert store.settings is not DEFAULT_SETTINGS
    assert store.messages == []
    assert store.stats("solitaire")["played"] == 0
    assert store.high_scores("solitaire") == []
    assert store.load_game("solitaire") is None


def test_settings_round_trip_and_schema(tmp_path):
    store = Storage(tmp_path)
    store.set_setting("sound", False)
    store.game_settings("solitaire")["layout"] = "turtle"
    store.save_settings()
    raw = json.loads((tmp_path / "settings.json").read_text())
    assert raw["schema"] == SCHEMA
    again = Storage(tmp_path)
    assert again.settings["sound"] is False
    assert again.settings["games"]["solitaire"]["layout"] == "turtle"


def test_wrongly_typed_setting_falls_back_to_default(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {"schema": SCHEMA, "settings": {"sound": "loud", "table_colour": "blue"}}))
    store = Storage(tmp_path)
    assert store.settings["sound"] is True
    assert store.settings["table_colour"] == "blue"


@pytest.mark.parametrize("content", ["{not json", "[]", json.dumps({"schema": 999, "settings": {}}),
                                     json.dumps({"settings": {}}), json.dumps({"schema": SCHEMA})])
def test_corrupt_settings_are_set_aside_with_a_message(tmp_path, content):
    (tmp_path / "settings.json").write_text(content)
    store = Storage(tmp_path)
    assert store.settings == DEFAULT_SETTINGS
    assert len(store.messages) == 1 and "settings.json" in store.messages[0]
    aside = list(tmp_path.glob("settings.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_text() == content
    assert not (tmp_path / "settings.json").exists()


def test_corrupt_high_scores_are_set_aside_and_new_ones_kept(tmp_path):
    (tmp_path / "highscores.json").write_text("\x00\x01garbage")
    store = Storage(tmp_path)
    assert store.high_scores("solitaire") == []
    assert store.add_high_score("solitaire", {"name": "Ann", "score": 10}) == 0
    assert list(tmp_path.glob("highscores.json.corrupt-*"))
    assert Storage(tmp_path).high_scores("solitaire")[0]["name"] == "Ann"


def test_saved_game_round_trip_and_corrupt_save(tmp_path):
    store = Storage(tmp_path)
    record = {"game": "solitaire", "deal": 7, "options": {}, "moves": ["a", "b"]}
    store.save_game("solitaire", record)
    assert store.has_game("solitaire")
    assert Storage(tmp_path).load_game("solitaire") == record
    (tmp_path / "saves" / "solitaire.json").write_text('{"schema": 1, "record": 5}')
    store = Storage(tmp_path)
    assert store.load_game("solitaire") is None
    assert store.messages and not store.has_game("solitaire")


def test_discard_bad_game_keeps_the_file_aside(tmp_path):
    store = Storage(tmp_path)
    store.save_game("sea-winds", {"game": "sea-winds", "deal": 1, "moves": ["zz"]})
    store.discard_bad_game("sea-winds", "move 1 is not legal")
    assert not store.has_game("sea-winds")
    assert list((tmp_path / "saves").glob("sea-winds.json.corrupt-*"))
    assert "move 1 is not legal" in store.messages[-1]


def test_atomic_write_leaves_old_file_when_writing_fails(tmp_path, monkeypatch):
    store = Storage(tmp_path)
    store.set_setting("table_colour", "blue")

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    from mahjong.core import files

    monkeypatch.setattr(files.os, "fsync", disk_full)  # the temporary file is half written
    store.set_setting("table_colour", "wood")
    monkeypatch.undo()
    assert Storage(tmp_path).settings["table_colour"] == "blue"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    assert len(store.messages) == 1 and "No space left" in store.messages[0]


def test_unwritable_folder_is_reported_once_and_play_continues(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    store = Storage(blocker / "home")
    store.set_setting("sound", False)
    store.record_result("solitaire", True, 100, 60.0)
    store.add_high_score("solitaire", {"name": "A", "score": 1})
    store.save_game("solitaire", {"moves": []})
    assert len(store.messages) == 1 and "cannot write" in store.messages[0]
    assert store.settings["sound"] is False


def test_statistics_streaks_and_bests(tmp_path):
    store = Storage(tmp_path)
    store.record_result("g", True, 100, 50.0)
    store.record_result("g", True, 80, 40.0)
    store.record_result("g", False, 30, 90.0)
    s = store.record_result("g", True, 20, 70.0)
    assert (s["played"], s["won"], s["current_streak"], s["best_streak"]) == (4, 3, 1, 2)
    assert s["best_score"] == 100 and s["best_time"] == 40.0
    assert [r["score"] for r in s["recent"]] == [100, 80, 30, 20]
    store.reset_stats("g")
    assert store.stats("g")["played"] == 0


def test_any_clock_a_save_may_hold_is_kept_as_the_time_of_the_result(tmp_path):
    """A save's clock may run to a year (check_clock); finishing such a game keeps its time."""
    from mahjong.scenes.game_base import check_clock

    store = Storage(tmp_path)
    longest = check_clock(365 * 24 * 3600)
    assert store.record_result("g", True, 10, longest)["best_time"] == longest


def test_high_score_table_orders_and_keeps_ten(tmp_path):
    store = Storage(tmp_path)
    ranks = [store.add_high_score("g", {"name": f"p{i}", "score": i}) for i in range(12)]
    assert ranks[-1] == 0
    table = store.high_scores("g")
    assert [e["score"] for e in table] == list(range(11, 1, -1))
    assert not store.qualifies("g", {"score": 1})
    assert store.qualifies("g", {"score": 5})
    assert store.add_high_score("g", {"name": "low", "score": 0}) is None


def test_time_ranking_puts_the_fastest_first(tmp_path):
    store = Storage(tmp_path)
    for seconds in (90.0, 30.0, 60.0):
        store.add_high_score("f", {"name": "x", "seconds": seconds}, ranking="time")
    assert [e["seconds"] for e in store.high_scores("f")] == [30.0, 60.0, 90.0]


def _record_many(home: str, tag: str, count: int) -> None:
    store = Storage(home)
    for i in range(count):
        store.record_result("race", True, i)
        store.add_high_score("race", {"name": f"{tag}{i}", "seconds": float(i)}, ranking="time")


def test_two_processes_lose_nothing(tmp_path):
    ctx = multiprocessing.get_context("spawn")
    workers = [ctx.Process(target=_record_many, args=(str(tmp_path), tag, 40)) for tag in "ab"]
    for w in workers:
        w.start()
    for w in workers:
        w.join(60)
    assert [w.exitcode for w in workers] == [0, 0]
    store = Storage(tmp_path)
    assert store.stats("race")["played"] == 80
    names = sorted(e["name"] for e in store.high_scores("race"))
    assert names == sorted(f"{tag}{i}" for tag in "ab" for i in range(5))


def test_no_temporary_files_are_left_behind(tmp_path):
    store = Storage(tmp_path)
    for i in range(5):
        store.set_setting("player_name", f"n{i}")
    leftovers = [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]
    assert leftovers == []
