"""Saving an edited layout: names, clashes, overwriting, and files the readers (ours and
KMahjongg's format) take back; and the estimate of winnable deals."""

from __future__ import annotations

import pytest

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire.builtin import turtle
from mahjong.games.solitaire.editor import estimate as editor_estimate
from mahjong.games.solitaire.editor import files as editor_files
from mahjong.games.solitaire.editor.estimate import Estimate
from mahjong.games.solitaire.layout_files import load_layout_file, read_desktop, user_layouts

PAIR = ((0, 0, 0), (0, 2, 0))
ROW = ((0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0))
STACK = ((0, 0, 0), (1, 0, 0))


@pytest.mark.parametrize("name, words", [
    ("", "Type a name"),
    ("   ", "Type a name"),
    ("x" * 41, "41 characters"),
    ("a/b", "/ cannot be part"),
    ("dots.and.more", ". cannot be part"),
    ("semi;colon", "; cannot be part"),
    ("- _ -", "at least one letter"),
    ("Turtle", "Turtle is a built-in layout"),
    ("  TURTLE ", "built-in layout"),
    ("con", "keeps for itself"),
])
def test_bad_names_are_refused_in_words(name, words):
    problem = editor_files.name_problem(name)
    assert problem is not None and words in problem


@pytest.mark.parametrize("name, stem", [
    ("Little Bridge", "little_bridge"),
    ("  Two   spaces  ", "two_spaces"),
    ("Été 2024", "été_2024"),
    ("my-layout_1", "my-layout_1"),
])
def test_good_names_and_their_files(name, stem):
    assert editor_files.name_problem(name) is None
    assert editor_files.file_stem(name) == stem


def test_save_writes_a_kmahjongg_layout_and_its_title(tmp_path):
    layout = editor_files.save(tmp_path, "  Little   Bridge ", ROW)
    path = tmp_path / "little_bridge.layout"
    assert layout.source == str(path) and layout.title == "Little Bridge"
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[0] == "kmahjongg-layout-v1.1"
    assert {"w8", "h2", "d1"} <= set(text.splitlines())
    assert read_desktop(path.with_suffix(".desktop")) == ("Little Bridge", layout.description)
    back = load_layout_file(path)
    assert back.positions == ROW and back.title == "Little Bridge"
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]   # no temporary left


def test_save_asks_before_replacing_and_replaces_when_told(tmp_path):
    editor_files.save(tmp_path, "Pair", PAIR)
    assert editor_files.exists(tmp_path, "PAIR")
    with pytest.raises(editor_files.SaveRefused, match="already saved"):
        editor_files.save(tmp_path, "pair", ROW)
    editor_files.save(tmp_path, "pair", ROW, overwrite=True)
    assert load_layout_file(tmp_path / "pair.layout").positions == ROW


def test_a_name_another_file_gives_is_refused(tmp_path):
    (tmp_path / "castle.map").write_text("<mahjongg><map><tile x='0' y='0'/><tile x='1' y='0'/></map></mahjongg>")
    problem = editor_files.clash(tmp_path, "Castle")
    assert problem is not None and "castle.map" in problem
    with pytest.raises(editor_files.SaveRefused, match="castle.map"):
        editor_files.save(tmp_path, "Castle", PAIR)
    assert editor_files.clash(tmp_path, "Keep") is None


def test_an_unplayable_layout_or_a_folder_that_cannot_be_written_is_not_saved(tmp_path):
    with pytest.raises(editor_files.SaveRefused, match="needs an even number"):
        editor_files.save(tmp_path, "Odd", ((0, 0, 0),))
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(editor_files.SaveRefused, match="Cannot write"):
        editor_files.save(blocker / "layouts", "Pair", PAIR)


def test_a_saved_layout_is_offered_with_the_others(tmp_path):
    editor_files.save(tmp_path, "Pair", PAIR)
    editor_files.save(tmp_path, "Row", ROW)
    good, refused = user_layouts(tmp_path)
    assert [(lay.name, lay.title, lay.positions) for lay in good] == [("pair", "Pair", PAIR), ("row", "Row", ROW)]
    assert refused == []


# --- the estimate --------------------------------------------------------------------------
def finish(estimate: Estimate) -> None:
    for _ in range(estimate.size + 1):
        if not estimate.running:
            return
        estimate.jobs.wait("deal", 30)
        estimate.poll()


def test_verdicts_are_the_solvers_on_the_games_own_wild_deals():
    assert editor_estimate.verdict(ROW, 1) is True
    assert editor_estimate.verdict(STACK, 1) is False
    assert editor_estimate.verdict(turtle().positions, 1, max_nodes=1) is None   # out of budget


def test_the_estimate_counts_won_lost_and_unknown_apart():
    est = Estimate(size=5)
    assert est.headline() == "" and est.progress == 0
    est.start(ROW)
    assert est.running and est.headline() == "0 of 5 sample deals winnable so far"
    finish(est)
    assert (est.won, est.lost, est.unknown, est.finished) == (5, 0, 0, True)
    assert est.headline() == "5 of 5 sample deals winnable (100%)" and est.progress == 1
    est.start(STACK)
    finish(est)
    assert (est.won, est.lost) == (0, 5) and est.details() == "5 lost"
    est = Estimate(size=3, max_nodes=1)
    est.start(turtle().positions)
    finish(est)
    assert est.unknown == 3 and "3 unknown" in est.details()
    assert est.headline() == "0 of 3 sample deals winnable"


def test_cancelling_drops_the_deals_not_started():
    jobs = Jobs()
    est = Estimate(size=20, jobs=jobs)
    est.start(ROW)
    est.cancel()
    assert not est.active and not est.running and not jobs.busy
    assert not est.poll() and est.headline() == ""


def test_a_failing_solver_is_reported_not_raised(monkeypatch):
    def broken(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(editor_estimate, "verdict", broken)
    est = Estimate(size=2)
    est.start(ROW)
    est.jobs.wait("deal", 30)
    assert est.poll()
    assert not est.running and "boom" in est.headline()
