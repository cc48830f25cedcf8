"""The layout editor's saves under attack (issue 29, items 5 and 7): any typed name is
saved under a file name that fits, or refused in words; a layout the game's own reader
would refuse is never said to be saved; a failed write never leaves half a pair."""

from __future__ import annotations

import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core import names
from mahjong.games.solitaire.editor import files as editor_files
from mahjong.games.solitaire.layout_files import user_layouts

ROW = ((0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0))
NAMES = st.text(st.one_of(st.characters(), st.sampled_from(["\x00", "\u200b", "\ufeff", "ΐ", "ﷺ", "a", " "])),
                max_size=60)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(NAMES)
def test_any_typed_name_is_saved_and_listed_or_refused_in_words(tmp_path, name):
    folder = tmp_path / "layouts"
    try:
        layout = editor_files.save(folder, name, ROW, overwrite=True)
    except editor_files.SaveRefused as exc:
        assert str(exc) and "Cannot write" not in str(exc)
        return
    files = sorted(p.name for p in folder.iterdir() if p.stem == layout.name)
    assert files == [f"{layout.name}.desktop", f"{layout.name}.layout"]
    assert all(len(f.encode()) <= names.MAX_FILE_NAME_BYTES for f in files)
    assert layout.title == names.clean(layout.title) and "\x00" not in layout.title
    listed = [lay for lay in user_layouts(folder)[0] if lay.name == layout.name]
    assert len(listed) == 1 and listed[0].positions == ROW


@pytest.mark.parametrize("name", ["ΐ" * 40, "ﷺ" * 40, "ﷺ" * 39 + "a", "\u200bMy\x00Layout"])
def test_long_or_hostile_names_are_shortened_on_disk_not_blamed_on_the_folder(tmp_path, name):
    layout = editor_files.save(tmp_path, name, ROW)
    assert len(f"{layout.name}.desktop".encode()) <= 255
    assert [lay.title for lay in user_layouts(tmp_path)[0]] == [names.clean(name, 4 * names.NAME_BYTES)]


@pytest.mark.parametrize("far", [(0, 1998, 1998), (0, 4000, 0), (30, 1200, 900)])
def test_a_layout_too_wide_for_the_reader_is_refused_quickly_and_nothing_is_written(tmp_path, far):
    started = time.process_time()
    with pytest.raises(editor_files.SaveRefused, match="MB"):
        editor_files.save(tmp_path, "Far apart", ((0, 0, 0), far))
    assert time.process_time() - started < 2.0
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("fail_at", [1, 2, 3, 4])
@pytest.mark.parametrize("replacing", [False, True])
def test_a_failed_write_leaves_no_half_pair(tmp_path, monkeypatch, fail_at, replacing):
    if replacing:
        editor_files.save(tmp_path, "Mine", ROW[:2])
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    real, calls = os.replace, []

    def flaky(src, dst):
        calls.append(dst)
        if len(calls) == fail_at:
            raise OSError(28, "No space left on device")
        return real(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    try:
        editor_files.save(tmp_path, "Mine", ROW, overwrite=True)
    except editor_files.SaveRefused as exc:
        assert "full" in str(exc)
        after = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
        assert after == before     # as it was: no orphan, no temporary, the old pair whole
    else:
        assert fail_at > len(calls)  # every move done before the failure point
