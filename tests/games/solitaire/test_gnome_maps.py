"""GNOME Mahjongg .map files read as GNOME's loader reads them (fixtures/ holds small maps
written for these tests): <layer> is optional, elements with their own z may stand
directly in <map>, and a file with several maps gives one layout per map."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong.games.solitaire.layout import LayoutError
from mahjong.games.solitaire.layout_files import (
    check_file,
    load_layout_file,
    load_layouts,
    parse_gnome_map,
    parse_gnome_maps,
    user_layouts,
)

FIXTURES = Path(__file__).parent / "fixtures"
REPO = Path(__file__).resolve().parents[3]

# flat.map and layered.map: the same 18 tiles (z, x, y) on the half-tile grid
STEPS = {(0, x, y) for x in (0, 2, 4, 6) for y in (0, 2, 4)} \
    | {(1, x, y) for x in (1, 5) for y in (1, 3)} | {(2, 3, 1), (2, 3, 3)}


def test_map_without_layers_reads_every_element_with_its_own_z():
    layout = load_layout_file(FIXTURES / "flat.map")
    assert (layout.name, layout.title) == ("flat", "Flat Steps")
    assert set(layout.positions) == STEPS and layout.size == 18
    assert layout.levels == (12, 4, 2)


def test_map_with_layers_reads_the_same_tiles():
    layout = load_layout_file(FIXTURES / "layered.map")
    assert (layout.name, layout.title) == ("layered", "Layered Steps")
    assert set(layout.positions) == STEPS


def test_several_maps_each_with_its_own_name_title_and_tiles():
    maps = load_layouts(FIXTURES / "several.map")
    assert [(m.name, m.title) for m in maps] == [
        ("several-steps", "Little Steps"), ("several-mixed", "Mixed"), ("several-odd_one", "Odd One"),
        ("several-4", "Several 4"), ("several-steps_2", "Steps Again")]
    steps, mixed, odd, nameless, again = maps
    assert set(steps.layout.positions) == {(0, 0, 0), (0, 2, 0), (0, 0, 2), (0, 2, 2),
                                           (1, 0, 1), (1, 2, 1), (2, 1, 0), (2, 1, 2)}
    assert set(mixed.layout.positions) == {
        (0, 0, 0), (0, 2, 0), (0, 4, 0),  # row outside any layer
        (1, 1, 0), (1, 3, 0),             # in the layer
        (0, 2, 2),                        # in the layer, its own z="0"
        (0, 6, 2),                        # after </layer>: level 0
        (0, 0, 2),                        # <BLOCK Left= RIGHT=...>
        (0, 10, 0), (0, 12, 0),           # y missing: 0
    }
    assert odd.layout is None and "3 tiles" in odd.error and "even" in odd.error
    assert nameless.layout.positions == ((0, 0, 0), (0, 2, 0))
    assert again.layout.positions == ((0, 0, 0), (0, 0, 2))
    assert all(m.layout.source.endswith("several.map") for m in maps if m.layout)
    # the tile outside every <map> belongs to none of them
    assert not any((0, 18, 18) in m.layout.positions for m in maps if m.layout)


def test_user_layouts_offers_each_map_and_refuses_the_invalid_one(tmp_path):
    for name in ("several.map", "flat.map", "layered.map"):
        shutil.copy(FIXTURES / name, tmp_path / name)
    good, refused = user_layouts(tmp_path)
    assert [(lay.name, lay.title, lay.size) for lay in good] == [
        ("flat", "Flat Steps", 18), ("layered", "Layered Steps", 18),
        ("several-steps", "Little Steps", 8), ("several-mixed", "Mixed", 10),
        ("several-4", "Several 4", 2), ("several-steps_2", "Steps Again", 2)]
    assert len(refused) == 1
    file_name, reason = refused[0]
    assert file_name == "several.map"
    assert reason.startswith("map 3 ('Odd One'): ") and "even number" in reason


def test_a_map_name_taken_by_another_file_is_refused_alone(tmp_path):
    shutil.copy(FIXTURES / "several.map", tmp_path / "several.map")
    shutil.copy(FIXTURES / "flat.map", tmp_path / "several-mixed.map")  # read first: "-" < "."
    good, refused = user_layouts(tmp_path)
    assert [lay.name for lay in good] == ["several-mixed", "several-steps", "several-4", "several-steps_2"]
    assert good[0].title == "Flat Steps"
    reasons = [reason for name, reason in refused if name == "several.map"]
    assert len(reasons) == 2 and any("map 2 ('Mixed'): another file" in r for r in reasons)


def test_check_file_lists_every_map_and_describes_the_first():
    result = check_file(FIXTURES / "several.map")
    maps = result.pop("maps")
    assert result == {"valid": True, "tiles": 8, "levels": [4, 2, 2], "error": None,
                      "name": "several-steps", "title": "Little Steps", "width": 4, "height": 4}
    assert [(m["name"], m["title"], m["tiles"], m["levels"], m["valid"]) for m in maps] == [
        ("several-steps", "Little Steps", 8, [4, 2, 2], True),
        ("several-mixed", "Mixed", 10, [8, 2], True),
        ("several-odd_one", "Odd One", 0, [], False),
        ("several-4", "Several 4", 2, [2], True),
        ("several-steps_2", "Steps Again", 2, [2], True)]
    assert [m["error"] is None for m in maps] == [True, True, False, True, True]
    assert "even number" in maps[2]["error"]
    assert set(maps[0]) == {"name", "title", "tiles", "levels", "valid", "error"}


def test_a_first_map_that_is_invalid_makes_the_file_invalid_but_lists_the_others(tmp_path):
    path = tmp_path / "first_bad.map"
    path.write_text("<mahjongg><map name='Bad'><tile x='0' y='0'/></map>"
                    "<map name='Good'><row y='0' left='0' right='1'/></map></mahjongg>")
    result = check_file(path)
    assert result["valid"] is False and result["tiles"] == 0 and "1 tiles" in result["error"]
    assert result["name"] == "first_bad-bad" and result["title"] == "Bad"
    assert [m["valid"] for m in result["maps"]] == [False, True]
    with pytest.raises(LayoutError, match="even number"):
        load_layout_file(path)
    assert [lay.title for lay in user_layouts(tmp_path)[0]] == ["Good"]


@pytest.mark.parametrize("text, reason", [
    ("<mahjongg><map><map/></map></mahjongg>", "inside another"),
    ("<mahjongg><tile x='0' y='0'/></mahjongg>", "no <map>"),
])
def test_file_level_problems(text, reason):
    with pytest.raises(LayoutError, match=reason):
        parse_gnome_maps(text, "bad")


def test_a_bad_attribute_spoils_only_its_own_map():
    maps = parse_gnome_maps("<mahjongg><map name='A'><tile x='0.3' y='0'/></map>"
                            "<map name='B'><tile x='0' y='0'/><tile x='1' y='0'/></map></mahjongg>", "two")
    assert maps[0].layout is None and "half" in maps[0].error
    assert maps[1].layout.size == 2


def test_maps_inside_other_xml_are_found():
    # GNOME's own header: maps may stand among other XML, and mahjongg.map need not be the root
    text = "<things><note/><mahjongg><map name='Pair'><tile x='0' y='0'/><tile x='2' y='0'/>" \
           "</map></mahjongg></things>"
    assert parse_gnome_map(text, "pair").positions == ((0, 0, 0), (0, 4, 0))


def test_a_single_map_file_keeps_the_file_stem_as_its_name():
    assert parse_gnome_maps((FIXTURES / "flat.map").read_text(), "flat")[0].name == "flat"


# --- layout check on the command line ------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mahjong", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=60)


def test_cli_json_lists_the_maps_and_the_exit_status_follows_the_first(tmp_path):
    ok = run_cli("layout", "check", str(FIXTURES / "several.map"), "--json")
    assert ok.returncode == 0, ok.stderr
    result = json.loads(ok.stdout)
    assert result["valid"] is True and result["title"] == "Little Steps"
    assert [m["title"] for m in result["maps"]] == ["Little Steps", "Mixed", "Odd One", "Several 4", "Steps Again"]
    assert [m["valid"] for m in result["maps"]] == [True, True, False, True, True]
    bad = tmp_path / "bad_first.map"
    bad.write_text("<mahjongg><map name='Odd'><tile x='0' y='0'/></map>"
                   "<map name='Pair'><row y='0' left='0' right='1'/></map></mahjongg>")
    invalid = run_cli("layout", "check", str(bad), "--json")
    assert invalid.returncode == 1 and json.loads(invalid.stdout)["maps"][1]["valid"] is True


def test_cli_text_has_a_line_per_map():
    out = run_cli("layout", "check", str(FIXTURES / "several.map"))
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 6 and "valid, 8 tiles, levels [4, 2, 2]" in lines[0] and "5 maps" in lines[0]
    assert lines[1].strip() == "map 1 several-steps 'Little Steps': valid, 8 tiles, levels [4, 2, 2]"
    assert lines[3].strip().startswith("map 3 several-odd_one 'Odd One': invalid: ")
    single = run_cli("layout", "check", str(FIXTURES / "flat.map"))
    assert single.returncode == 0 and len(single.stdout.splitlines()) == 1
