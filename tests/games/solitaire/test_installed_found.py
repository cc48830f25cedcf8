"""Finding the layouts KMahjongg and GNOME Mahjongg installed, in their XDG folders, and
playing them (and generated layouts) by name. Debian's own files are used where they are
installed (apt-get install kmahjongg gnome-mahjongg); those tests skip without them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from mahjong.games.solitaire import generator, installed
from mahjong.games.solitaire.layout import Layout, format_kmahjongg
from mahjong.games.solitaire.match import Layouts, Match

from .test_layout_files import SMALL

DEBIAN_KMAHJONGG = Path("/usr/share/kmahjongg/layouts")
DEBIAN_GNOME = Path("/usr/share/gnome-mahjongg/maps/mahjongg.map")
GNOME_MAP = """<mahjongg><map name="Lone" scorename="lone"><tile x="0" y="0"/><tile x="2" y="0"/></map>
<map name="Pair" scorename="pair"><row left="0" right="1" y="0"/></map></mahjongg>"""


def test_search_dirs_follow_xdg_home_then_data_dirs():
    env = {"XDG_DATA_HOME": "/h", "XDG_DATA_DIRS": "/a:/b::/a"}
    assert installed.search_dirs(installed.KMAHJONGG, env) == [
        Path("/h/kmahjongg/layouts"), Path("/a/kmahjongg/layouts"), Path("/b/kmahjongg/layouts"),
        Path("/usr/share/games/kmahjongg/layouts")]
    assert installed.search_dirs(installed.GNOME, {"HOME": "/x"})[-2:] == [
        Path("/usr/share/gnome-mahjongg/maps"), Path("/usr/share/games/gnome-mahjongg/maps")]


def fake_install(tmp_path: Path) -> dict:
    home, shared = tmp_path / "home", tmp_path / "shared"
    (home / "kmahjongg" / "layouts").mkdir(parents=True)
    (shared / "kmahjongg" / "layouts").mkdir(parents=True)
    (shared / "gnome-mahjongg" / "maps").mkdir(parents=True)
    small = format_kmahjongg(Layout("small", "Small", SMALL))
    (home / "kmahjongg" / "layouts" / "small.layout").write_text(small)
    (home / "kmahjongg" / "layouts" / "small.desktop").write_text("[KMahjonggLayout]\nName=Mine First\n")
    (shared / "kmahjongg" / "layouts" / "small.layout").write_text(small)   # hidden by the home one
    (shared / "kmahjongg" / "layouts" / "odd.layout").write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1.2.\n4.3.\n")
    (shared / "gnome-mahjongg" / "maps" / "two.map").write_text(GNOME_MAP)
    return {"XDG_DATA_HOME": str(home), "XDG_DATA_DIRS": str(shared)}


def test_found_in_fake_xdg_folders_with_game_prefixes_home_first_and_refusals(tmp_path):
    found = installed.find(fake_install(tmp_path))
    assert [lay.name for lay in found.layouts] == ["kmahjongg-small", "gnome-two-lone", "gnome-two-pair"]
    assert found.layouts[0].title == "Mine First"
    assert found.games == (installed.KMAHJONGG, installed.GNOME, installed.GNOME)
    assert [Path(name).name for name, _ in found.refused] == ["odd.layout"]
    assert "odd number" in found.refused[0][1] or "even" in found.refused[0][1]


def test_found_again_at_once_and_afresh_when_a_folder_changes(tmp_path):
    env = fake_install(tmp_path)
    first = installed.find(env)
    assert installed.find(env) is first
    folder = Path(env["XDG_DATA_DIRS"]) / "kmahjongg" / "layouts"
    (folder / "odd.layout").unlink()
    assert installed.find(env).refused == ()


def test_nothing_installed_is_nothing_found(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path / "none"), "XDG_DATA_DIRS": str(tmp_path / "none2")}
    found = installed.find(env)
    assert all(not lay.source.startswith(str(tmp_path)) for lay in found.layouts)
    assert installed.get("kmahjongg-nothing", env) is None and installed.get("turtle", env) is None


def test_debian_layouts_are_all_found_and_played_by_name():
    if not DEBIAN_KMAHJONGG.is_dir() or not DEBIAN_GNOME.is_file():
        pytest.skip("KMahjongg and GNOME Mahjongg are not installed")
    found = installed.find({"XDG_DATA_HOME": "/nonexistent", "XDG_DATA_DIRS": "/usr/share"})
    kmahjongg = [lay for lay, game in zip(found.layouts, found.games, strict=True) if game == installed.KMAHJONGG]
    gnome = [lay for lay, game in zip(found.layouts, found.games, strict=True) if game == installed.GNOME]
    assert len(kmahjongg) == len(list(DEBIAN_KMAHJONGG.glob("*.layout"))) >= 72
    assert len(gnome) >= 9 and found.refused == ()
    assert len({lay.name for lay in found.layouts}) == len(found.layouts)
    titles = [lay.title.casefold() for lay in kmahjongg]
    assert titles == sorted(titles)
    default = installed.get("kmahjongg-default", {"XDG_DATA_HOME": "/nonexistent", "XDG_DATA_DIRS": "/usr/share"})
    assert default is not None and default.size == 144
    bridges = next(lay for lay in gnome if lay.title == "Four Bridges")
    assert bridges.name == "gnome-mahjongg-bridges"


def test_a_saved_game_on_an_installed_or_generated_layout_resumes(tmp_path, monkeypatch):
    env = fake_install(tmp_path)
    monkeypatch.setattr(installed, "find", lambda environ=None, _find=installed.find: _find(env))
    layouts = Layouts(tmp_path / "data" / "layouts")
    small = layouts.get("kmahjongg-small")
    assert small.title == "Mine First" and small.size == 6
    monkeypatch.setattr(generator, "solver_check", lambda layout: generator.fairness.Fairness(20, 0))
    made = layouts.get("generated-31")
    assert made == generator.generate(31, check=None).layout
    match = Match.new(layouts, made, "wild", 5)
    record = match.to_record()
    assert record["options"]["layout"] == "generated-31"
    assert Match.from_record(layouts, record).layout == made
    with pytest.raises(Exception, match="no layout named"):
        layouts.get("kmahjongg-missing")


def test_the_debian_folder_copied_whole_reads_like_the_installed_one(tmp_path):
    if not DEBIAN_KMAHJONGG.is_dir():
        pytest.skip("KMahjongg's layouts are not installed")
    target = tmp_path / "kmahjongg" / "layouts"
    shutil.copytree(DEBIAN_KMAHJONGG, target)
    found = installed.find({"XDG_DATA_HOME": str(tmp_path), "XDG_DATA_DIRS": str(tmp_path / "none")})
    mine = [lay for lay in found.layouts if lay.source.startswith(str(tmp_path))]
    assert len(mine) == len(list(DEBIAN_KMAHJONGG.glob("*.layout")))
