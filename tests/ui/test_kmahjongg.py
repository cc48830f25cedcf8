"""Reading KMahjongg tile sets and backgrounds (mahjong/ui/kmahjongg.py): the .desktop
reader refuses bad input with a reason (never another error), sheets are checked, and
each face's frame is found through groups, transforms and <use>."""

import gzip
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core.tiles import AMERICAN_FLOWER, CLASSIC_KINDS, JOKER
from mahjong.ui import kmahjongg
from mahjong.ui.kmahjongg import ELEMENTS, LookError

from .looks_helpers import FACE_H, FACE_W, tileset_desktop, tileset_svg

KEYS = ["Name", "Description", "Author", "VersionFormat", "FileName", "TileFaceWidth", "TileFaceHeight",
        "Plain", "Tiled", "Width", "Height", "Name[de]", "FileName[fr]"]
line = st.one_of(
    st.tuples(st.sampled_from(KEYS), st.text(max_size=30)).map(lambda kv: f"{kv[0]}={kv[1]}"),
    st.sampled_from(["[KMahjonggTileset]", "[KMahjonggBackground]", "[Other]", "# a comment", "", "junk"]),
    st.text(alphabet=string.printable, max_size=40),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(line, max_size=14), kind=st.sampled_from(["tileset", "background"]),
       raw=st.binary(max_size=60), use_raw=st.booleans())
def test_any_desktop_file_is_read_or_refused_with_a_reason(tmp_path, lines, kind, raw, use_raw):
    path = tmp_path / "any.desktop"
    path.write_bytes(raw if use_raw else "\n".join(lines).encode("utf-8", "surrogatepass"))
    try:
        desk = kmahjongg.read_desktop(path, kind)
    except LookError as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return
    assert desk.kind == kind and desk.name
    if desk.file is not None:  # the picture always lies beside the .desktop file
        assert str(path.parent) == str(type(path)(desk.file).parent)
    if kind == "tileset":
        assert all(1 <= v <= 10_000 for v in desk.face_size)


@given(name=st.text(alphabet=string.ascii_letters + " ", min_size=1, max_size=20).filter(str.strip),
       w=st.integers(1, 10_000), h=st.integers(1, 10_000))
def test_a_valid_desktop_file_says_what_it_holds(name, w, h):
    text = f"[KMahjonggTileset]\nName={name}\nName[fr]=autre\nFileName=x.svgz\nTileFaceWidth={w}\nTileFaceHeight={h}\n"
    entries = kmahjongg.parse_ini(text, "KMahjonggTileset")
    assert entries["Name"] == name.strip() and entries["TileFaceWidth"] == str(w)
    assert "Name[fr]" not in entries


@pytest.mark.parametrize("text, reason", [
    ("Name=x\n", r"no \[KMahjonggTileset\] section"),
    ("[KMahjonggTileset]\nFileName=x.svgz\nTileFaceWidth=10\n", "TileFaceHeight"),
    ("[KMahjonggTileset]\nFileName=x.svgz\nTileFaceWidth=ten\nTileFaceHeight=10\n", "not a whole number"),
    ("[KMahjonggTileset]\nFileName=x.svgz\nTileFaceWidth=0\nTileFaceHeight=10\n", "outside"),
    ("[KMahjonggTileset]\nTileFaceWidth=10\nTileFaceHeight=10\n", "names no picture file"),
    ("[KMahjonggTileset]\nFileName=../../etc/x.svgz\nTileFaceWidth=1\nTileFaceHeight=1\n", "beside it"),
    ("[KMahjonggTileset]\nVersionFormat=2\nFileName=x.svgz\nTileFaceWidth=1\nTileFaceHeight=1\n", "newer format"),
])
def test_bad_desktop_files_are_refused_with_the_reason(tmp_path, text, reason):
    path = tmp_path / "bad.desktop"
    path.write_text(text)
    with pytest.raises(LookError, match=reason):
        kmahjongg.read_desktop(path, "tileset")


def test_missing_binary_and_huge_desktop_files_are_refused(tmp_path):
    with pytest.raises(LookError, match="cannot be read"):
        kmahjongg.read_desktop(tmp_path / "none.desktop", "tileset")
    (tmp_path / "bin.desktop").write_bytes(b"\xff\xfe\x00[")
    with pytest.raises(LookError, match="not UTF-8"):
        kmahjongg.read_desktop(tmp_path / "bin.desktop", "tileset")
    (tmp_path / "big.desktop").write_text("#" * (kmahjongg.MAX_DESKTOP_BYTES + 1))
    with pytest.raises(LookError, match="too large"):
        kmahjongg.read_desktop(tmp_path / "big.desktop", "tileset")


def test_backgrounds_plain_tiled_and_scaled(tmp_path):
    plain = tmp_path / "plain.desktop"
    plain.write_text("[KMahjonggBackground]\nName=Plain\nPlain=1\n")
    assert kmahjongg.read_desktop(plain, "background").file is None
    tiled = tmp_path / "tiled.desktop"
    tiled.write_text("[KMahjonggBackground]\nName=Wood\nFileName=w.svgz\nTiled=1\nWidth=20\nHeight=30\n")
    desk = kmahjongg.read_desktop(tiled, "background")
    assert desk.tiled and desk.tile_size == (20, 30) and desk.file == str(tmp_path / "w.svgz")


def test_every_classic_face_has_an_element_and_the_extras_are_ours():
    assert set(ELEMENTS) == set(CLASSIC_KINDS)
    assert len(set(ELEMENTS.values())) == len(ELEMENTS)
    assert AMERICAN_FLOWER not in ELEMENTS and JOKER not in ELEMENTS


def test_face_frames_are_found_through_transforms_and_use():
    root = kmahjongg.parse_svg(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">'
        '<defs><rect id="frame" x="1" y="2" width="30" height="40"/></defs>'
        '<g transform="translate(10,5)"><g id="ROD_1" transform="matrix(2,0,0,1,3,4)">'
        '<rect x="0" y="0" width="2" height="2"/><use xlink:href="#frame" x="5" y="0"/></g></g></svg>')
    box = kmahjongg.face_boxes(root)["ROD_1"]
    # frame (1,2,30,40) moved by use (5,0), scaled x2 and moved (3,4), then moved (10,5)
    assert box == pytest.approx((10 + 3 + 2 * 6, 5 + 4 + 2, 60, 40))


def test_a_generated_sheet_has_every_face(tmp_path):
    svgz = tmp_path / "t.svgz"
    svgz.write_bytes(gzip.compress(tileset_svg().encode()))
    (tmp_path / "t.desktop").write_text(tileset_desktop(file="t.svgz"))
    sheet = kmahjongg.load_tileset_sheet(kmahjongg.read_desktop(tmp_path / "t.desktop", "tileset"))
    assert set(sheet.boxes) == set(ELEMENTS.values())
    assert {b[2:] for b in sheet.boxes.values()} == {(FACE_W, FACE_H)}


@pytest.mark.parametrize("content, reason", [
    (b"\x1f\x8b\x08\x00garbage", "damaged"),
    (gzip.compress(b"<html>no</html>"), "not an SVG"),
    (gzip.compress(b"<svg xmlns='http://www.w3.org/2000/svg'><g></svg>"), "not well-formed"),
    (b"\x89PNG\r\n", "not SVG text"),
    (gzip.compress(b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), "0 of the 42 faces"),
], ids=["bad-gzip", "html", "malformed", "png", "no-faces"])  # gzip's bytes hold the time: no ids from them
def test_broken_sheets_are_refused_with_the_reason(tmp_path, content, reason):
    (tmp_path / "t.svgz").write_bytes(content)
    (tmp_path / "t.desktop").write_text(tileset_desktop(file="t.svgz"))
    desk = kmahjongg.read_desktop(tmp_path / "t.desktop", "tileset")
    with pytest.raises(LookError, match=reason):
        kmahjongg.load_tileset_sheet(desk)


def test_huge_sheets_are_refused_before_they_are_read(tmp_path, monkeypatch):
    monkeypatch.setattr(kmahjongg, "MAX_SHEET_BYTES", 1000)
    (tmp_path / "t.svgz").write_bytes(b"\0" * 1001)
    with pytest.raises(LookError, match="more than a tile set needs"):
        kmahjongg.read_svg(tmp_path / "t.svgz")
    monkeypatch.setattr(kmahjongg, "MAX_SVG_BYTES", 1000)
    (tmp_path / "bomb.svgz").write_bytes(gzip.compress(b" " * 5000))
    with pytest.raises(LookError, match="unpacks to more than"):
        kmahjongg.read_svg(tmp_path / "bomb.svgz")
    with pytest.raises(LookError, match="too large to render"):
        kmahjongg.render_png("<svg/>", (0, 0, 1, 1), 100_000, 100_000)
