"""Importing a folder or a .zip of layout files: what is taken, what is refused and why,
and that no archive or folder can write outside the layouts folder or blow up memory."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.games.solitaire import layout_import
from mahjong.games.solitaire.layout import Layout, format_kmahjongg
from mahjong.games.solitaire.layout_files import user_layouts
from mahjong.games.solitaire.layout_import import clean_stem, import_layouts

from .test_layout_files import SMALL

DEBIAN_KMAHJONGG = Path("/usr/share/kmahjongg/layouts")
DEBIAN_GNOME = Path("/usr/share/gnome-mahjongg/maps/mahjongg.map")
GOOD = format_kmahjongg(Layout("small", "Small", SMALL))


def zip_of(path: Path, entries: dict[str, str | bytes], method=zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", method) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)
    return path


def encrypted_flag(data: bytes, name: bytes) -> bytes:
    """The zip with the entry ``name`` marked encrypted (zipfile never writes that flag)."""
    out = bytearray(data)
    for signature, flags, name_at in ((b"PK\x03\x04", 6, 30), (b"PK\x01\x02", 8, 46)):
        at = out.find(signature)
        while at >= 0:
            if out[at + name_at:at + name_at + len(name)] == name:
                out[at + flags] |= 0x1
            at = out.find(signature, at + 1)
    return bytes(out)


def files_in(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_the_debian_kmahjongg_folder_imports_all_but_the_built_in_names(tmp_path):
    if not DEBIAN_KMAHJONGG.is_dir():
        pytest.skip("KMahjongg's layouts are not installed")
    dest = tmp_path / "layouts"
    report = import_layouts(DEBIAN_KMAHJONGG, dest)
    count = len(list(DEBIAN_KMAHJONGG.glob("*.layout")))
    refused = {name: why for name, why in report.refused}
    assert set(refused) == {"arena.layout", "pyramid.layout", "spider.layout"}   # built-in names
    assert all("already there" in why for why in refused.values())
    assert len(report.taken) == count - 3
    good, bad = user_layouts(dest)
    assert bad == [] and len(good) == count - 3
    assert (dest / "4_winds.desktop").is_file()            # the title came along
    assert report.summary() == f"Imported {count - 3} layouts from {count - 3} files. 3 files were refused."
    again = import_layouts(DEBIAN_KMAHJONGG, dest)          # a second time: nothing overwritten
    assert again.taken == [] and len(again.refused) == count


def test_a_zip_of_the_debian_files_imports_like_the_folder(tmp_path):
    if not DEBIAN_KMAHJONGG.is_dir() or not DEBIAN_GNOME.is_file():
        pytest.skip("KMahjongg and GNOME Mahjongg are not installed")
    entries = {f"kmahjongg/{p.name}": p.read_bytes() for p in sorted(DEBIAN_KMAHJONGG.iterdir())[:10]}
    entries["gnome/mahjongg.map"] = DEBIAN_GNOME.read_bytes()
    report = import_layouts(zip_of(tmp_path / "all.zip", entries), tmp_path / "layouts")
    assert report.refused == [] or all("already there" in why for _, why in report.refused)
    gnome = next(titles for name, titles in report.taken if name == "gnome/mahjongg.map")
    assert "Four Bridges" in gnome and len(gnome) >= 9
    assert len(user_layouts(tmp_path / "layouts")[0]) == sum(len(t) for _, t in report.taken)


def test_zip_names_never_leave_the_layouts_folder_and_are_cleaned(tmp_path):
    dest = tmp_path / "out" / "layouts"
    source = zip_of(tmp_path / "x.zip", {
        "../../evil.layout": GOOD, "/abs/olute.layout": GOOD, "C:\\win\\..\\drive.layout": GOOD,
        "dir/My Layout!.layout": GOOD, "....layout": GOOD, "a/.hidden.layout": GOOD})
    report = import_layouts(source, dest)
    assert files_in(dest) == ["My_Layout.layout", "drive.layout", "evil.layout", "hidden.layout", "olute.layout"]
    assert files_in(tmp_path) == ["out", "x.zip"] and files_in(tmp_path / "out") == ["layouts"]
    assert [why for name, why in report.refused] == ["its name has no letter or digit to keep"]


def test_a_zip_bomb_a_huge_entry_and_an_encrypted_entry_are_refused_unread(tmp_path):
    bomb = "kmahjongg-layout-v1.1\n" + "." * 900_000
    path = zip_of(tmp_path / "b.zip", {"bomb.layout": bomb, "big.map": "x" * (1 << 20) + "x", "fine.layout": GOOD,
                                       "locked.layout": GOOD})
    path.write_bytes(encrypted_flag(path.read_bytes(), b"locked.layout"))
    report = import_layouts(path, tmp_path / "layouts")
    reasons = dict(report.refused)
    assert "zip bomb" in reasons["bomb.layout"]
    assert "larger than 1 MB" in reasons["big.map"]
    assert "encrypted" in reasons["locked.layout"]
    assert [name for name, _ in report.taken] == ["fine.layout"]


def test_bounds_on_the_number_of_files(tmp_path, monkeypatch):
    monkeypatch.setattr(layout_import, "MAX_FILES", 2)
    folder = tmp_path / "many"
    folder.mkdir()
    for i in range(4):
        (folder / f"l{i}.layout").write_text(GOOD)
    report = import_layouts(folder, tmp_path / "layouts")
    assert len(report.taken) == 2
    assert [why for _, why in report.refused] == ["more than 2 layout files: the rest were not read"] * 2


def test_bad_sources_say_what_is_wrong_and_write_nothing(tmp_path):
    dest = tmp_path / "layouts"
    (tmp_path / "empty").mkdir()
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "fake.zip").write_bytes(b"PK\x03\x04 not really")
    cases = {tmp_path / "missing": "cannot be read", tmp_path / "empty": "no .layout, .map or .lay file",
             tmp_path / "notes.txt": "choose a folder, a .zip", tmp_path / "fake.zip": "not a readable .zip"}
    for source, words in cases.items():
        report = import_layouts(source, dest)
        assert report.problem is not None and words in report.problem, (source, report.problem)
        assert report.summary().startswith("Nothing was imported")
    dest.mkdir()
    assert "your layouts folder itself" in import_layouts(dest, dest).problem
    assert files_in(dest) == []


def test_a_folder_import_skips_links_refuses_bad_files_and_takes_the_desktop_title(tmp_path):
    folder = tmp_path / "src"
    (folder / "deeper").mkdir(parents=True)
    (folder / "deeper" / "nice.layout").write_text(GOOD)
    (folder / "deeper" / "nice.desktop").write_text("[KMahjonggLayout]\nName=Nice One\n")
    (folder / "odd.layout").write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1.2.\n4.3.\n")
    (folder / "readme.txt").write_text("not a layout")
    os.symlink(tmp_path / "elsewhere.layout", folder / "link.layout")
    (tmp_path / "elsewhere.layout").write_text(GOOD)
    report = import_layouts(folder, tmp_path / "layouts")
    assert report.taken == [("deeper/nice.layout", ["Nice One"])]
    assert [name for name, _ in report.refused] == ["odd.layout"]
    assert "even number" in report.refused[0][1]
    assert files_in(tmp_path / "layouts") == ["nice.desktop", "nice.layout"]
    assert report.lines()[-1] == "Taken: deeper/nice.layout (Nice One)"
    assert report.lines()[0].startswith("Refused: odd.layout: ")


def test_the_same_name_twice_in_one_import_keeps_the_first(tmp_path):
    report = import_layouts(zip_of(tmp_path / "d.zip", {"a/twin.layout": GOOD, "b/TWIN.lay": "Kyodai 3.0\nx\n"}),
                            tmp_path / "layouts")
    assert [name for name, _ in report.taken] == ["a/twin.layout"]
    assert "already there" in report.refused[0][1]


@pytest.mark.parametrize("stem, clean", [("up&down", "up&down"), ("My Layout!", "My_Layout"), ("..", ""),
                                         (".hidden", "hidden"), ("a" * 80, "a" * 60), ("tür", "tür")])
def test_clean_stem(stem, clean):
    assert clean_stem(stem) == clean


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.text(min_size=1, max_size=30).map(lambda s: s + ".layout"), min_size=1, max_size=5))
def test_any_entry_names_stay_inside_the_layouts_folder(tmp_path_factory, names):
    root = tmp_path_factory.mktemp("imp")
    dest = root / "box" / "layouts"
    try:
        source = zip_of(root / "n.zip", {name: GOOD for name in names})
    except (ValueError, UnicodeEncodeError, IndexError):
        return   # a name zipfile itself will not write
    report = import_layouts(source, dest)
    assert len(report.taken) + len(report.refused) <= len(names)
    assert set(p.name for p in root.iterdir()) <= {"box", "n.zip"}
    written = list((root / "box").rglob("*")) if (root / "box").exists() else []
    assert all(p == dest or (p.parent == dest and not p.name.startswith(".")) for p in written)
    assert len([p for p in written if p != dest]) == len(report.taken)
