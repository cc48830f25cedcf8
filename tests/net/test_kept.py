"""What this computer keeps of tables with friends (``net.kept``): a hosted table's
record is listed with who sat where and how far the hand got; a record or seat file
that cannot be read (any bytes, any JSON, a real record with a field spoiled) is set
aside with a message naming it, never an exception, and nothing else is touched; seat
tokens are kept privately per table code, found by the code as typed, and forgotten."""

from __future__ import annotations

import json
import stat
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.net import kept
from mahjong.net.kept import SeatKey
from mahjong.net.protocol import shown_code
from mahjong.net.room import new_room

CODE = "K7QMR2XH9P"
JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


def kept_record(data_dir: Path) -> dict:
    """A started table with Ann in seat 1, kept as the server keeps it."""
    room = new_room(CODE, deal=7, people=1)
    room.join("Ann", 0)
    room.started = True
    folder = kept.hosted_dir(data_dir)
    folder.mkdir(parents=True, exist_ok=True)
    record = room.record()
    (folder / f"{CODE}.json").write_text(json.dumps(record))
    return record


def test_a_hosted_table_is_listed_with_its_seats_and_how_far_the_hand_got(tmp_path):
    kept_record(tmp_path)
    tables, problems = kept.hosted_tables(tmp_path)
    assert problems == [] and len(tables) == 1
    t = tables[0]
    assert t.code == CODE and t.shown_code == shown_code(CODE)
    assert t.players[0] == ("Ann", True) and not any(person for _name, person in t.players[1:])
    assert t.seats_line() == "Ann, South bot, West bot, North bot"
    assert t.progress() == f"Hand 1: 0 moves made, {t.wall} tiles left in the wall."
    assert t.started and not t.over


def test_the_progress_says_how_far_the_game_got():
    def progress(hand, moves, wall, over, started):
        return kept.KeptTable(CODE, Path(), (), hand, moves, wall, over, started, 0.0).progress()

    assert progress(0, 0, 99, False, False) == "The game had not started."
    assert progress(1, 9, 0, True, True) == "Hand 2 was over."
    assert progress(0, 1, 80, False, True) == "Hand 1: 1 move made, 80 tiles left in the wall."


def _check_set_aside(folder: Path, name: str, problems: list[str], others: dict[str, bytes]) -> None:
    assert len(problems) == 1 and name in problems[0] and "set aside" in problems[0]
    assert not (folder / name).exists()
    assert [p.name for p in folder.glob(f"{name}.corrupt-*")]
    for other, content in others.items():          # nothing else is touched
        assert (folder / other).read_bytes() == content


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.binary(max_size=200), JSON.map(lambda v: json.dumps(v).encode())))
def test_a_damaged_record_is_set_aside_with_a_message(content):
    with tempfile.TemporaryDirectory() as home:
        data_dir = Path(home)
        kept_record(data_dir)
        good = (kept.hosted_dir(data_dir) / f"{CODE}.json").read_bytes()
        (kept.hosted_dir(data_dir) / "AAAAAAAAAA.json").write_bytes(content)
        tables, problems = kept.hosted_tables(data_dir)
        assert [t.code for t in tables] == [CODE]
        _check_set_aside(kept.hosted_dir(data_dir), "AAAAAAAAAA.json", problems, {f"{CODE}.json": good})


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["format", "code", "seats", "session", "turn_timer", "people"]), JSON)
def test_a_record_with_a_field_spoiled_is_set_aside(field, value):
    with tempfile.TemporaryDirectory() as home:
        data_dir = Path(home)
        record = kept_record(data_dir)
        if record.get(field) == value or (field == "people" and value in (1, 2, 3, 4)) or \
                (field == "turn_timer" and (value is None or type(value) is int and 1 <= value <= 3600)):
            return                                    # not spoiled: a value the record may hold
        record[field] = value
        path = kept.hosted_dir(data_dir) / f"{CODE}.json"
        path.write_text(json.dumps(record))
        tables, problems = kept.hosted_tables(data_dir)
        assert tables == []
        _check_set_aside(kept.hosted_dir(data_dir), f"{CODE}.json", problems, {})


def test_a_record_under_another_tables_name_is_set_aside(tmp_path):
    kept_record(tmp_path)
    folder = kept.hosted_dir(tmp_path)
    (folder / f"{CODE}.json").rename(folder / "BBBBBBBBBB.json")
    tables, problems = kept.hosted_tables(tmp_path)
    assert tables == [] and "another table" in problems[0]


def test_a_seat_is_kept_privately_found_by_its_code_as_typed_and_forgotten(tmp_path):
    key = SeatKey(CODE, "ws://192.168.1.20:8765", "secret-token", "Bea")
    assert kept.keep_seat(tmp_path, key) is None
    path = kept.seats_dir(tmp_path) / f"{CODE}.json"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert kept.seat_for(tmp_path, "k7qm r2xh 9p") == key
    assert key.port == 8765 and SeatKey(CODE, "somewhere", "t").port is None
    kept.forget_seat(tmp_path, CODE)
    assert kept.seat_for(tmp_path, CODE) is None and kept.kept_seats(tmp_path) == ([], [])


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.binary(max_size=200), JSON.map(lambda v: json.dumps(v).encode())))
def test_a_damaged_seat_file_is_set_aside_with_a_message(content):
    with tempfile.TemporaryDirectory() as home:
        data_dir = Path(home)
        kept.keep_seat(data_dir, SeatKey(CODE, "127.0.0.1:8765", "t", "Ann", hosted=True))
        good = (kept.seats_dir(data_dir) / f"{CODE}.json").read_bytes()
        (kept.seats_dir(data_dir) / "CCCCCCCCCC.json").write_bytes(content)
        seats, problems = kept.kept_seats(data_dir)
        assert [s.code for s in seats] == [CODE]
        _check_set_aside(kept.seats_dir(data_dir), "CCCCCCCCCC.json", problems, {f"{CODE}.json": good})


def test_forgetting_a_table_removes_its_record_and_our_seat(tmp_path):
    kept_record(tmp_path)
    kept.keep_seat(tmp_path, SeatKey(CODE, "127.0.0.1:8765", "t", "Ann", hosted=True))
    kept.forget_table(tmp_path, CODE)
    assert kept.hosted_tables(tmp_path) == ([], []) and kept.kept_seats(tmp_path) == ([], [])


def test_a_records_companion_files_are_set_aside_and_discarded_with_it(tmp_path):
    folder = kept.hosted_dir(tmp_path)
    kept_record(tmp_path)
    (folder / f"{CODE}.journal").write_text("{}\n")          # a journal of changes beside the record
    (folder / f"{CODE}.json").write_text("[]")
    tables, problems = kept.hosted_tables(tmp_path)
    assert tables == [] and len(problems) == 1
    assert sorted(p.name.split(".corrupt-")[0] for p in folder.iterdir()) == [f"{CODE}.journal", f"{CODE}.json"]
    kept_record(tmp_path)
    (folder / f"{CODE}.journal").write_text("{}\n")
    kept.forget_table(tmp_path, CODE)
    assert not (folder / f"{CODE}.json").exists() and not (folder / f"{CODE}.journal").exists()
    assert len(list(folder.glob("*.corrupt-*"))) == 2                 # what was set aside stays for a look
