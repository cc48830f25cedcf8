"""The layout editor's model: placement rules with their reasons, undo and redo, and the
layout it makes, read back with the game's own readers."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.solitaire.builtin import turtle
from mahjong.games.solitaire.editor.model import EditRefused, LayoutModel
from mahjong.games.solitaire.layout import MAX_TILES, format_kmahjongg, parse_kmahjongg, validate
from mahjong.games.solitaire.layout_files import builtin_layouts, load_layout_file

from .test_installed_layouts import KMAHJONGG_DIRS


def test_a_tile_goes_on_an_empty_spot_and_comes_off_again():
    model = LayoutModel()
    model.place((0, 4, 6))
    assert model.tiles == {(0, 4, 6)}
    assert model.tile_at((0, 5, 7)) == (0, 4, 6) and model.tile_at((0, 6, 6)) is None
    model.remove((0, 4, 6))
    assert model.tiles == set()


@pytest.mark.parametrize("pos, words", [
    ((0, 5, 6), "overlap the tile at (4, 6)"),     # half a tile to the right
    ((0, 3, 7), "overlap the tile at (4, 6)"),     # half a tile down and left
    ((0, 4, 6), "already there"),
    ((0, -1, 0), "stick out of the grid"),
    ((0, 35, 0), "stick out of the grid"),          # 36 cells wide: x 34 is the last
    ((0, 0, 19), "stick out of the grid"),
    ((8, 0, 0), "levels 1 to 8"),
    ((1, 10, 10), "nothing lies under it"),
    ((1, 5, 6), "only partly"),
])
def test_refused_placements_say_why(pos, words):
    model = LayoutModel([(0, 4, 6)])
    why = model.why_not_place(pos)
    assert why is not None and words in why
    with pytest.raises(EditRefused, match=words.replace("(", r"\(").replace(")", r"\)")):
        model.place(pos)
    assert model.tiles == {(0, 4, 6)} and not model.can_undo


def test_a_tile_above_rests_on_tiles_below_even_across_two():
    model = LayoutModel([(0, 0, 0), (0, 2, 0)])
    assert model.why_not_place((1, 1, 0)) is None      # on the seam of the two
    assert "only partly" in model.why_not_place((1, 1, 1))
    model.place((1, 1, 0))
    why = model.why_not_remove((0, 2, 0))
    assert why is not None and "(1, 0) on level 2 rests on it" in why
    with pytest.raises(EditRefused):
        model.remove((0, 2, 0))
    model.remove((1, 1, 0))
    model.remove((0, 2, 0))
    assert model.tiles == {(0, 0, 0)}


def test_no_more_than_the_most_tiles_a_layout_may_hold():
    # three full levels of 16 x 6 tiles = 288; the 289th is refused
    positions = [(z, 2 * i, 2 * j) for z in range(3) for i in range(16) for j in range(6)]
    model = LayoutModel(positions, width=34, height=14)
    assert len(model.tiles) == MAX_TILES
    assert "at most 288" in model.why_not_place((0, 0, 12))


def test_count_must_be_even_and_at_least_two():
    model = LayoutModel()
    assert model.problems() == ["Place at least two tiles."]
    model.place((0, 0, 0))
    assert "must be even" in model.problems()[0] and not model.playable
    model.place((0, 2, 0))
    assert model.problems() == [] and model.playable
    assert model.layout().size == 2


def test_undo_takes_back_a_whole_stroke_and_redo_replays_it():
    model = LayoutModel()
    model.place((0, 0, 0))
    model.begin()
    for x in (2, 4, 6):
        model.place((0, x, 0))
    model.end()
    assert len(model.tiles) == 4
    assert model.undo() and model.tiles == {(0, 0, 0)}
    assert model.redo() and len(model.tiles) == 4
    assert model.undo() and model.undo() and model.tiles == set()
    assert not model.undo() and model.can_redo
    model.place((0, 10, 10))   # a new edit forgets what could be redone
    assert not model.can_redo and not model.redo()


def test_clear_level_keeps_the_tiles_that_hold_up_others():
    model = LayoutModel([(0, 0, 0), (0, 2, 0), (0, 8, 0), (1, 0, 0)])
    assert model.clear_level(0) == 2
    assert model.tiles == {(0, 0, 0), (1, 0, 0)}
    assert model.undo() and len(model.tiles) == 4


def test_versions_track_changes_and_saves():
    model = LayoutModel()
    assert not model.modified
    model.place((0, 0, 0))
    assert model.modified
    model.mark_saved()
    assert not model.modified
    model.undo()
    assert model.modified


def test_opening_a_layout_grows_the_grid_to_hold_it():
    model = LayoutModel([(9, 50, 30)])
    assert (model.levels, model.width, model.height) == (10, 52, 32)
    with pytest.raises(EditRefused, match="overlap"):
        LayoutModel([(0, 0, 0), (0, 1, 1)])


# --- random edits ---------------------------------------------------------------------
SMALL_W, SMALL_H, SMALL_Z = 12, 8, 4
edit = st.one_of(
    st.tuples(st.just("place"), st.integers(-1, SMALL_Z), st.integers(-1, SMALL_W), st.integers(-1, SMALL_H)),
    st.tuples(st.just("remove"), st.integers(0, SMALL_Z), st.integers(0, SMALL_W), st.integers(0, SMALL_H)),
    st.tuples(st.sampled_from(["undo", "redo", "begin", "end", "clear"]), st.integers(0, SMALL_Z),
              st.just(0), st.just(0)),
)


def apply_edit(model: LayoutModel, op) -> None:
    kind, z, x, y = op
    if kind == "place":
        why = model.why_not_place((z, x, y))
        if why is None:
            model.place((z, x, y))
        else:
            with pytest.raises(EditRefused):
                model.place((z, x, y))
    elif kind == "remove":
        tile = model.tile_at((z, x, y))
        if tile is not None and model.why_not_remove(tile) is None:
            model.remove(tile)
        elif tile is not None:
            with pytest.raises(EditRefused):
                model.remove(tile)
    elif kind == "clear":
        model.clear_level(z)
    else:
        getattr(model, kind)()


@settings(max_examples=150, deadline=None)
@given(st.lists(edit, max_size=60))
def test_random_edits_keep_the_layout_valid(ops):
    model = LayoutModel(width=SMALL_W, height=SMALL_H, levels=SMALL_Z)
    for op in ops:
        before = set(model.tiles)
        apply_edit(model, op)
        model.check()
        if op[0] in ("place", "remove") and model.tiles != before:
            assert model.can_undo
    if model.playable:
        assert validate(model.layout()).size == len(model.tiles)


@settings(max_examples=120, deadline=None)
@given(st.lists(edit, max_size=50), st.lists(edit, max_size=30))
def test_undo_restores_exactly_and_redo_returns(first, second):
    model = LayoutModel(width=SMALL_W, height=SMALL_H, levels=SMALL_Z)
    for op in first:
        apply_edit(model, op)
    model.end()
    base = set(model.tiles)
    states = [set(model.tiles)]
    for op in second:
        if op[0] in ("undo", "redo", "begin", "end"):
            continue
        apply_edit(model, op)
        if model.tiles != states[-1]:
            states.append(set(model.tiles))
    final, edited = set(model.tiles), len(states) > 1
    while len(states) > 1:        # every single edit taken back, in order
        assert model.undo()
        states.pop()
        assert model.tiles == states[-1]
        model.check()
    assert model.tiles == base
    while model.undo():
        model.check()
    assert model.tiles == set()
    while model.redo():
        model.check()
    if edited:   # (with no edit, redo may go past it: the first ops' undone ones)
        assert model.tiles == final   # everything redone: back where it was


@settings(max_examples=80, deadline=None)
@given(st.lists(edit, min_size=1, max_size=60))
def test_saved_text_reads_back_as_the_same_tiles(ops):
    model = LayoutModel(width=SMALL_W, height=SMALL_H, levels=SMALL_Z)
    for op in ops:
        apply_edit(model, op)
    if not model.playable:
        return
    layout = model.layout("mine", "Mine")
    back = parse_kmahjongg(format_kmahjongg(layout), "mine")
    assert back.positions == model.positions()
    assert LayoutModel.from_layout(back).tiles == model.tiles


# --- real layouts ------------------------------------------------------------------------
def _installed() -> list[Path]:
    folder = next((p for p in KMAHJONGG_DIRS if p.is_dir() and any(p.glob("*.layout"))), None)
    if folder is None:
        pytest.skip("KMahjongg's layouts are not installed")
    return sorted(folder.glob("*.layout"))


def test_every_installed_kmahjongg_layout_opens_and_saves_back_identical(tmp_path):
    from mahjong.games.solitaire.editor import files as editor_files

    files = _installed()
    assert len(files) >= 70
    for path in files:
        original = load_layout_file(path)
        model = LayoutModel.from_layout(original)
        model.check()   # KMahjongg's own layouts keep the editor's rules
        folder = tmp_path / path.stem   # a folder each: a save reads the folder's other layouts
        saved = editor_files.save(folder, f"copy {path.stem.replace('&', ' and ')}", model.positions())
        again = load_layout_file(saved.source)
        assert again.positions == original.positions, path.name
        assert again.levels == original.levels
        assert again.title == saved.title


def test_every_builtin_layout_opens_in_the_editor_and_keeps_its_rules():
    for layout in builtin_layouts():
        model = LayoutModel.from_layout(layout)
        model.check()
        assert model.layout().positions == layout.positions
    assert LayoutModel.from_layout(turtle()).level_counts()[:5] == [87, 36, 16, 4, 1]


def test_the_turtle_can_be_taken_apart_from_the_top_only():
    model = LayoutModel.from_layout(turtle())
    assert "rests on it" in model.why_not_remove((3, 12, 6))
    model.remove((4, 13, 7))
    model.remove((3, 12, 6))
    model.check()
