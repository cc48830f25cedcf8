"""Per-game options are declared by the families (``GameInfo.options``, core.options) and
core names none of them: storage checks and defaults a game's options by the declarations
it is handed, and settings files written before load as they did."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mahjong
from mahjong import games
from mahjong.core import cleaning
from mahjong.core.options import Option
from mahjong.core.storage import SCHEMA, Storage

CORE = Path(mahjong.__file__).parent / "core"

# A game that exists only in this test: its option is declared in its row and nowhere else.
TEMPO = games.GameInfo("tempo-test", "Tempo", "A test row.", scene="x:y", help="x:y", preview="x:y",
                       options=(Option("tempo", str, "brisk", ("brisk", "calm")), Option("rounds", int, 3)))


def write_settings(home: Path, stored: dict) -> None:
    (home / "settings.json").write_text(json.dumps({"schema": SCHEMA, "settings": stored}))


def test_core_names_no_family_option():
    keys = {o.key for opts in games.option_schema().values() for o in opts}
    assert {"layout", "kind", "winnable_only", "finishable_only", "house_rules", "autoplay",
            "highlight_matches"} <= keys
    for path in CORE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        named = {k for k in keys if re.search(rf"[\"']{k}[\"']", text)}
        assert not named, f"{path.name} names {sorted(named)}"


def test_an_option_declared_only_in_its_row_is_checked_and_defaulted(tmp_path):
    write_settings(tmp_path, {"games": {"tempo-test": {"tempo": "frantic", "rounds": 4.0, "note": "kept"}}})
    store = Storage(tmp_path, {TEMPO.id: TEMPO.options})
    prefs = store.game_settings("tempo-test")
    assert prefs == {"tempo": "brisk", "rounds": 4, "note": "kept"}   # bad value out, default in
    write_settings(tmp_path, {"games": {"tempo-test": {"tempo": "calm"}}})
    assert Storage(tmp_path, {TEMPO.id: TEMPO.options}).game_settings("tempo-test") == {"tempo": "calm", "rounds": 3}
    undeclared = Storage(tmp_path)          # no declarations: kept as plain JSON, nothing filled in
    assert undeclared.game_settings("tempo-test") == {"tempo": "calm"}


def test_a_registered_familys_option_is_checked_by_its_row(tmp_path):
    write_settings(tmp_path, {"games": {"small-stones": {"finishable_only": "yes"},
                                        "sea-winds": {"winnable_only": True},
                                        "solitaire": {"kind": "gentle", "layout": 7}}})
    store = Storage(tmp_path, games.option_schema())
    assert store.game_settings("small-stones") == {"finishable_only": True}   # the row's default
    assert store.game_settings("sea-winds") == {"winnable_only": True}
    assert store.game_settings("solitaire") == {"kind": "gentle"}


def test_declaring_later_gives_what_declaring_at_load_gives(tmp_path):
    write_settings(tmp_path, {"games": {"solitaire": {"kind": "???", "layout": "turtle"}, "x": {"kind": 1}},
                              "autoplay": "yes", "highlight_matches": False})
    later = Storage(tmp_path)
    later.declare_options(games.option_schema())
    assert later.settings == Storage(tmp_path, games.option_schema()).settings
    assert later.settings["games"]["solitaire"] == {"layout": "turtle"}
    assert later.settings["autoplay"] is True and later.settings["highlight_matches"] is False


def test_a_shared_option_is_an_app_setting_with_its_rows_default(tmp_path):
    schema = games.option_schema()
    fresh = Storage(tmp_path, schema).settings
    assert fresh["autoplay"] is True and fresh["highlight_matches"] is True
    assert "autoplay" not in Storage(tmp_path).settings      # core alone knows no such setting
    assert "autoplay" not in Storage(tmp_path, schema).game_settings("sea-winds")
    clash = {"a": (Option("tempo", bool, True, shared=True),), "b": (Option("tempo", bool, False, shared=True),)}
    with pytest.raises(ValueError, match="differently"):
        Storage(tmp_path, clash)


def test_solitaire_row_allows_exactly_the_deal_kinds():
    from mahjong.games.solitaire.deals import KINDS

    kind = next(o for o in games.get("solitaire").options if o.key == "kind")
    assert set(kind.allowed) == set(KINDS)


@pytest.mark.parametrize("bad", [
    lambda: Option("x", float), lambda: Option("x", int, allowed=("a",)), lambda: Option("x", bool, "yes"),
    lambda: Option("x", str, "c", ("a", "b")), lambda: Option("x", bool, shared=True),
])
def test_a_malformed_declaration_is_refused(bad):
    with pytest.raises(ValueError):
        bad()


plain_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                            | st.text(max_size=200), lambda inner: st.lists(inner, max_size=3), max_leaves=5)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(["tempo", "rounds", "other"]), plain_values))
def test_cleaned_options_hold_only_what_their_declarations_allow(stored):
    kept = cleaning.game_options(stored, TEMPO.options)
    assert set(kept) <= set(stored)
    assert kept.get("tempo", "brisk") in ("brisk", "calm")
    assert type(kept.get("rounds", 0)) is int
    assert kept.get("other") == stored.get("other")
    for option in TEMPO.options:    # a good value survives untouched (3.0 is stored as 3)
        if option.key in stored and option.accepts(stored[option.key]):
            assert kept[option.key] == stored[option.key]
