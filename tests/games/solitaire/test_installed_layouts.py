"""The layouts players already have: every KMahjongg layout and every map of GNOME
Mahjongg's mahjongg.map, where those games are installed, read with the tiles and levels
their own formats give (installed_layouts.py says how the expected numbers were found).
Skipped where the files are absent, as on a CI machine without the two games."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mahjong.games.solitaire.layout_files import check_file, load_layout_file, load_layouts, user_layouts

from .installed_layouts import GNOME, GNOME_3_38_ORDER, KMAHJONGG

KMAHJONGG_DIRS = [Path(p) for p in ("/usr/share/kmahjongg/layouts", "/usr/share/kmahjongglib/layouts",
                                    "/usr/share/games/kmahjongg/layouts")]
GNOME_MAP_FILES = [Path(p) for p in ("/usr/share/gnome-mahjongg/maps/mahjongg.map",
                                     "/usr/share/games/gnome-mahjongg/maps/mahjongg.map")]


def _kmahjongg_dir() -> Path:
    folder = next((p for p in KMAHJONGG_DIRS if p.is_dir() and any(p.glob("*.layout"))), None)
    if folder is None:
        pytest.skip("KMahjongg's layouts are not installed")
    return folder


def _gnome_file() -> Path:
    path = next((p for p in GNOME_MAP_FILES if p.is_file()), None)
    if path is None:
        pytest.skip("GNOME Mahjongg's mahjongg.map is not installed")
    return path


@pytest.mark.parametrize("stem", sorted(KMAHJONGG))
def test_kmahjongg_layout_reads_with_its_tiles_and_levels(stem):
    path = _kmahjongg_dir() / f"{stem}.layout"
    if not path.is_file():
        pytest.skip(f"{path.name} is not in this KMahjongg")
    layout = load_layout_file(path)
    assert (layout.size, layout.levels) == KMAHJONGG[stem]
    assert layout.name == stem and layout.title  # the title from the .desktop file beside it


def test_every_installed_kmahjongg_layout_is_read():
    folder = _kmahjongg_dir()
    files = sorted(folder.glob("*.layout"))
    results = {path.stem: check_file(path) for path in files}
    refused = {stem: found["error"] for stem, found in results.items() if not found["valid"]}
    assert refused == {}
    known = [stem for stem in results if stem in KMAHJONGG]
    assert len(known) >= min(len(files), len(KMAHJONGG))  # this version's files are the table's
    good, problems = user_layouts(folder)
    assert problems == [] and len(good) == len(files)


def test_every_map_of_gnome_mahjongg_reads_with_its_tiles_and_levels():
    path = _gnome_file()
    entries = load_layouts(path)
    assert len(entries) >= len(GNOME_3_38_ORDER)
    assert all(entry.error is None for entry in entries), [e.error for e in entries]
    assert {entry.title for entry in entries} <= set(GNOME)
    for entry in entries:
        assert (entry.layout.size, entry.layout.levels) == GNOME[entry.title], entry.title
        assert entry.layout.size == 144
    if [entry.title for entry in entries] != list(GNOME_3_38_ORDER):
        assert {"Turtle", "Four Bridges"} <= {entry.title for entry in entries}  # a later file
    assert len({entry.name for entry in entries}) == len(entries)
    assert all(entry.name.startswith(f"{path.stem}-") for entry in entries)


def test_gnome_mahjongg_file_in_the_users_folder_gives_every_map(tmp_path):
    path = _gnome_file()
    shutil.copy(path, tmp_path / path.name)
    good, refused = user_layouts(tmp_path)
    assert refused == []
    assert [lay.title for lay in good] == [entry.title for entry in load_layouts(path)]
    assert all(lay.size == 144 for lay in good)
    ziggurat = next(lay for lay in good if lay.title == "The Ziggurat")
    assert ziggurat.levels == GNOME["The Ziggurat"][1]  # its last three levels stand outside <layer>
    result = check_file(tmp_path / path.name)
    assert result["valid"] and [m["title"] for m in result["maps"]] == [lay.title for lay in good]
    assert [(m["tiles"], tuple(m["levels"])) for m in result["maps"]] == [GNOME[lay.title] for lay in good]
