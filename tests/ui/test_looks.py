"""Choosing a look (mahjong/ui/looks.py, backgrounds.py, the Options pickers): sets are
found in the player's and KMahjongg's folders, a chosen set's faces replace ours once
rendered in the background (ours meanwhile, and for what it lacks), and a broken set or
background is refused with its reason while the built-in look is used."""

import gzip

import pygame
import pytest

from mahjong.app import App
from mahjong.core.storage import Storage
from mahjong.ui import backgrounds, looks
from mahjong.ui.kmahjongg import ELEMENTS
from mahjong.ui.tiles import TileArt

from .looks_helpers import element_colour


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((200, 200))
    yield
    backgrounds.backdrop({})  # forget a chosen background between tests


def face_pixel(art: TileArt, code: str, width: int = 60):
    m = art.metrics(width)
    return tuple(art.tile(code, width).get_at((m.depth + m.w // 2, m.h // 2)))[:3]


def near(a, b, tolerance=12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def test_sets_are_found_in_the_players_folder_and_kmahjonggs(make_tileset, no_system_looks, tmp_path):
    data = tmp_path / "data"
    mine = make_tileset(data / "tilesets", "mine")
    system = make_tileset(tmp_path / "xdg-system" / "kmahjongglib" / "tilesets", "system")
    make_tileset(tmp_path / "xdg-system" / "kmahjongglib" / "tilesets", "mine")  # shadowed by the player's
    broken = tmp_path / "xdg-home" / "kmahjongglib" / "tilesets" / "broken.desktop"
    broken.parent.mkdir(parents=True)
    broken.write_text("[KMahjonggTileset]\nName=Broken\n")
    found = looks.find("tilesets", data)
    assert [f.path for f in found] == [str(mine), str(system), str(broken)]
    assert found[-1].desktop is None and "TileFaceWidth" in found[-1].error


def test_a_chosen_set_lends_its_faces_once_rendered(make_tileset):
    source = looks.FaceSource(str(make_tileset()))
    art, ours = TileArt(faces=source), TileArt()
    assert face_pixel(art, "5D") == face_pixel(ours, "5D")   # not rendered yet: ours, no waiting
    assert source.loading
    source.wait()
    assert art.poll() and not source.error
    for code in ("5D", "1B", "9C", "N", "RD", "F2", "WI"):
        assert near(face_pixel(art, code), element_colour(ELEMENTS[code])), code
    assert face_pixel(art, "J") == face_pixel(ours, "J")     # no joker in KMahjongg's sets: ours
    assert pygame.image.tobytes(art.back(60), "RGBA") == pygame.image.tobytes(ours.back(60), "RGBA")
    assert not art.poll()  # nothing new


def test_a_face_missing_from_the_sheet_is_ours(make_tileset):
    from .looks_helpers import tileset_svg

    source = looks.FaceSource(str(make_tileset(svg=tileset_svg(missing={"WIND_3"}))))
    art, ours = TileArt(faces=source), TileArt()
    art.tile("E", 60)
    source.wait()
    art.poll()
    assert face_pixel(art, "E") == face_pixel(ours, "E")
    assert near(face_pixel(art, "S"), element_colour("WIND_2"))


@pytest.mark.parametrize("damage, reason", [
    (lambda p: p.with_suffix(".svgz").unlink(), "cannot be read"),
    (lambda p: p.with_suffix(".svgz").write_bytes(gzip.compress(b"<svg")[:12]), "damaged"),
    (lambda p: p.write_text("[KMahjonggTileset]\nName=x\nFileName=tiny.svgz\n"), "TileFaceWidth"),
])
def test_a_broken_set_is_refused_with_its_reason_and_ours_are_drawn(make_tileset, damage, reason):
    path = make_tileset()
    damage(path)
    source = looks.FaceSource(str(path))
    art, ours = TileArt(faces=source), TileArt()
    art.tile("5D", 60)
    source.wait()
    art.poll()
    assert source.error and reason in source.error
    assert face_pixel(art, "5D") == face_pixel(ours, "5D")


def test_the_app_says_why_a_set_was_refused_and_plays_on(make_tileset, parlor_home, no_system_looks):
    path = make_tileset()
    path.with_suffix(".svgz").write_bytes(b"\x1f\x8bbroken")
    from mahjong.scenes.options import OptionsScene

    app = App(size=(960, 640), storage=Storage(parlor_home), headless=True, strict=True)
    app.push(OptionsScene(app))
    app.set_setting("tileset", str(path))
    app.tiles.tile("5D", 50)
    app.tiles.faces.wait()
    app.step([])
    assert app._toast is not None and "refused" in app._toast[0] and "damaged" in app._toast[0]
    assert app.tiles.faces.error_told


def test_a_tiled_background_covers_the_table_once_rendered(tmp_path):
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
           '<rect width="10" height="10" fill="rgb(200,30,40)"/></svg>')
    (tmp_path / "red.svgz").write_bytes(gzip.compress(svg.encode()))
    (tmp_path / "red.desktop").write_text("[KMahjonggBackground]\nName=Red\nFileName=red.svgz\n"
                                          "Tiled=1\nWidth=16\nHeight=16\n")
    settings = {"background": str(tmp_path / "red.desktop"), "table_colour": "green"}
    felt = backgrounds.table_surface(settings, (64, 48))
    assert felt.get_size() == (64, 48) and not near(tuple(felt.get_at((30, 20)))[:3], (200, 30, 40))
    chosen = backgrounds.backdrop(settings)
    chosen.wait()
    table = backgrounds.table_surface(settings, (64, 48))
    assert table.get_size() == (64, 48)
    assert all(near(tuple(table.get_at(p))[:3], (200, 30, 40)) for p in ((0, 0), (63, 47), (33, 17)))


def test_a_broken_background_is_refused_and_the_felt_stays(tmp_path):
    (tmp_path / "bad.desktop").write_text("[KMahjonggBackground]\nName=Bad\nFileName=none.svgz\n")
    settings = {"background": str(tmp_path / "bad.desktop"), "table_colour": "green"}
    backgrounds.table_surface(settings, (40, 30))
    chosen = backgrounds.backdrop(settings)
    chosen.wait()
    assert chosen.error and "cannot be read" in chosen.error
    assert backgrounds.table_surface(settings, (40, 30)) is backgrounds.theme.table_surface((40, 30), "green")


def test_options_lists_the_sets_and_choosing_one_changes_the_tiles(make_tileset, parlor_home, no_system_looks):
    from mahjong.scenes.options import OptionsScene

    storage = Storage(parlor_home)
    path = make_tileset(storage.data_dir / "tilesets", "mine")
    app = App(size=(960, 640), storage=storage, headless=True, strict=True)
    scene = OptionsScene(app)
    app.push(scene)
    assert [v for v, _ in scene.tilesets.options] == ["", str(path)]
    before = app.tiles
    scene.tilesets.select(1)
    assert app.settings["tileset"] == str(path)
    assert app.tiles is not before and app.tiles.faces.path == str(path)
    app.draw()  # the preview asks for the faces, drawn with ours meanwhile
    assert app.tiles.faces.loading
    lines = [text for text, _ in scene._preview_lines()]
    assert "drawing Mine" in lines[0]
    app.tiles.faces.wait()
    assert "Mine (KMahjongg set" in scene._preview_lines()[0][0]
