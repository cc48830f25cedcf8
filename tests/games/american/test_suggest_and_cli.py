"""The hand helper, the tile codes and the command-line tools."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong.games.american.suggest import suggest
from mahjong.games.american.tiles import full_set, parse_tiles

ROOT = Path(__file__).resolve().parents[3]


def test_the_sets_have_152_and_144_tiles():
    assert len(full_set()) == 152 and len(full_set(small_set=True)) == 144


def test_one_tile_short_lists_what_is_missing():
    hands = suggest(parse_tiles("F F 4B 4B 4B 5B 5B 5B 6B 6B 6B GD GD"), seen=parse_tiles("GD"))
    best = hands[0]
    assert best.missing == ("GD",) and best.value == 40 and best.jokers_can_fill == ("GD",)
    assert best.unseen == {"GD": 1, "J": 8}
    assert all(len(h.missing) >= 1 for h in hands) and len(hands) == 10


def test_helper_keeps_exposures_and_skill():
    hands = suggest(parse_tiles("1B 1B 2B 2B 2B 3B 3B J RD"), [parse_tiles("GD GD GD")], limit=20)
    assert all(any(b == ("GD", "GD", "GD") for b in h.blocks) for h in hands)
    assert all(h.category != "Winds" for h in hands)
    for h in suggest(parse_tiles("1B 1B 2B 2B 2B 3B 3B 3B F F RD RD RD"), skill=2, limit=5):
        assert h.category != "Consecutive Run" or not any(b[0] in ("F", "RD", "GD", "WD", "N") for b in h.blocks)


def test_helper_drops_hands_whose_tiles_are_gone():
    seen = parse_tiles("F F F F F F")   # with the two held: all eight flowers are out
    for h in suggest(parse_tiles("1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B F F"), seen=seen, limit=30):
        assert "F" not in h.missing


def test_helper_rejects_too_many_tiles():
    with pytest.raises(ValueError):
        suggest(["1B"] * 4 + ["2B"] * 4 + ["3B"] * 4 + ["4B"] * 3)


def _run(*args):
    return subprocess.run([sys.executable, "-m", "mahjong", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)


def test_cli_hand_winning_json():
    out = _run("hand", "F F 4B 4B 4B 5B 5B 5B 6B 6B 6B GD GD GD", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["winning"] is True and data["value"] == 40 and "Consecutive Run" in data["reading"]
    assert {b["name"] for b in data["bonuses"]} == {"SUIT", "CONCEALED"}


def test_cli_hand_with_exposures_text():
    out = _run("hand", "1b 1b 2b 2b 2b 3b 3b j", "--exposed", "GD GD GD", "--exposed", "4B 4B J")
    assert out.returncode == 0 and "30 points" in out.stdout


def test_cli_hand_not_winning_and_bad_input():
    out = _run("hand", "3B 3B 3B 4C 4C 4C 5B 5B 5B F F GD GD GD", "--json")
    assert out.returncode == 1 and json.loads(out.stdout)["winning"] is False
    assert "woven" in json.loads(out.stdout)["reason"]
    bad = _run("hand", "1B 10B")
    assert bad.returncode == 2 and "unknown tile code '10B'" in bad.stderr


def test_cli_suggest_json():
    out = _run("suggest", "F F 4B 4B 4B 5B 5B 5B 6B 6B 6B GD GD", "--limit", "3", "--json")
    assert out.returncode == 0, out.stderr
    hands = json.loads(out.stdout)["hands"]
    assert len(hands) == 3 and hands[0]["missing"] == ["GD"] and hands[0]["value"] == 40
