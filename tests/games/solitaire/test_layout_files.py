"""Layout files: the built-in layouts, the three readers, the user folder, `layout check`."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mahjong.core.assets import asset_path
from mahjong.games.solitaire.layout import Layout, LayoutError, format_kmahjongg
from mahjong.games.solitaire.layout_files import (
    builtin_layouts,
    check_file,
    load_layout_file,
    parse_gnome_map,
    parse_kyodai,
    user_layouts,
)

REPO = Path(__file__).resolve().parents[3]

# Three tiles in a row on level 0, one centred on the seam of the first two above them,
# and one more on level 0 below: 6 tiles, two levels.
SMALL = ((0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 0, 2), (0, 2, 3), (1, 1, 0))


def grid_text(positions, width, height, depth) -> str:
    """The grid lines of a KMahjongg file (one line per row, level by level)."""
    grid = [[["."] * width for _ in range(height)] for _ in range(depth)]
    for z, x, y in positions:
        grid[z][y][x], grid[z][y][x + 1] = "1", "2"
        grid[z][y + 1][x], grid[z][y + 1][x + 1] = "4", "3"
    return "\n".join("".join(row) for level in grid for row in level)


def kyodai_text(positions, header="Kyodai 3.0", name="Little One") -> str:
    cells = ["0"] * (5 * 20 * 34)
    for z, x, y in positions:
        cells[z * 680 + y * 34 + x] = "1"
    body = "".join(cells)
    # wrap at an odd width and add stray spaces: whitespace between digits is allowed
    lines = [" ".join(body[i:i + 50]) for i in range(0, len(body), 50)]
    return "\r\n".join([header, name, *lines]) + "\r\n"


def unsupported(layout: Layout) -> list:
    cells = {(z, x + i, y + j) for z, x, y in layout.positions for i in (0, 1) for j in (0, 1)}
    return [p for p in layout.positions if p[0] > 0 and any(
        (p[0] - 1, p[1] + i, p[2] + j) not in cells for i in (0, 1) for j in (0, 1))]


# --- built-in layouts ----------------------------------------------------------------

def test_builtin_layouts_are_valid_full_supported_and_titled():
    layouts = builtin_layouts()
    assert len(layouts) >= 12
    assert layouts[0].name == "turtle"
    assert len({lay.name for lay in layouts}) == len(layouts)
    for lay in layouts:
        assert lay.size == 144, lay.name
        assert unsupported(lay) == [], lay.name
        assert sum(lay.levels) == 144 and all(lay.levels), lay.name
        assert lay.width <= 36 and lay.height <= 18, lay.name
        assert lay.source.endswith(f"{lay.name}.layout")
    ours = [lay for lay in layouts if lay.name != "turtle"]
    assert len(ours) >= 11
    assert all(lay.description for lay in ours)
    assert {lay.title for lay in ours} >= {"Pyramid", "Fortress", "Twin Towers", "Meadow"}
    assert max(len(lay.levels) for lay in ours) >= 7 and min(len(lay.levels) for lay in ours) == 2
    # at least some designs use half-tile offsets (odd coordinates)
    assert sum(any(x % 2 or y % 2 for _, x, y in lay.positions) for lay in ours) >= 8


def test_make_layouts_reproduces_the_committed_files(tmp_path):
    spec = importlib.util.spec_from_file_location("make_layouts", REPO / "scripts" / "make_layouts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(tmp_path) == 0
    made = sorted(tmp_path.iterdir())
    assert len(made) == 2 * len(module.DESIGNS) >= 22
    for path in made:
        assert path.read_bytes() == asset_path("layouts", path.name).read_bytes(), path.name


def test_builtin_layouts_returns_a_fresh_list():
    first = builtin_layouts()
    first.clear()
    assert builtin_layouts()


# --- KMahjongg ----------------------------------------------------------------------

def test_kmahjongg_v11_with_crlf_comments_and_desktop(tmp_path):
    text = format_kmahjongg(Layout("x", "X", SMALL)).replace("\n", "\r\n")
    text = text.replace("w6", "# a comment\r\n\r\nw6")
    (tmp_path / "small.layout").write_text(text, newline="")
    (tmp_path / "small.desktop").write_text(
        "[KDE Desktop Entry]\nName=Small One\nName[de]=Kleines\nDescription=Six tiles.\n")
    lay = load_layout_file(tmp_path / "small.layout")
    assert (lay.name, lay.title, lay.description) == ("small", "Small One", "Six tiles.")
    assert lay.positions == tuple(sorted(SMALL))
    assert lay.levels == (5, 1)


def test_kmahjongg_v10_is_32_by_16_by_5_and_title_defaults_to_the_stem(tmp_path):
    path = tmp_path / "old_style.layout"
    path.write_text("kmahjongg-layout-v1.0\n" + grid_text(SMALL, 32, 16, 5) + "\n")
    lay = load_layout_file(path)
    assert lay.title == "Old Style" and lay.positions == tuple(sorted(SMALL))


def test_kmahjongg_size_line_with_non_ascii_digit_is_a_layout_error(tmp_path):
    path = tmp_path / "odd.layout"
    path.write_text("kmahjongg-layout-v1.1\nw\u00b2\nh2\nd1\n12\n43\n", encoding="utf-8")
    with pytest.raises(LayoutError):
        load_layout_file(path)


# --- GNOME Mahjongg -------------------------------------------------------------------

GNOME_MAP = """<?xml version="1.0"?>
<mahjongg>
  <map name="Little Hill" scorename="hill">
    <layer z="0">
      <row left="0" right="3" y="0"/>
      <column x="0" top="1" bottom="2"/>
      <block left="1" right="2" top="1" bottom="2"/>
      <tile x="3.5" y="1.5"/>
      <tile x="4" y="0" z="0"/>
      <tile x="1.5" y="1.5" z="1"/>
    </layer>
    <layer z="1">
      <tile x="0.5" y="0"/>
    </layer>
  </map>
  <map name="Second" scorename="second"><layer z="0"><tile x="0" y="0"/></layer></map>
</mahjongg>
"""


def test_gnome_map_rows_columns_blocks_half_units_and_z_override():
    lay = parse_gnome_map(GNOME_MAP, "hill")
    assert lay.title == "Little Hill"
    assert set(lay.positions) == {
        (0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0),   # row
        (0, 0, 2), (0, 0, 4),                         # column
        (0, 2, 2), (0, 4, 2), (0, 2, 4), (0, 4, 4),   # block
        (0, 7, 3), (0, 8, 0),                         # tiles, one at half units
        (1, 3, 3),                                    # z="1" overrides layer 0
        (1, 1, 0),                                    # layer 1
    }


@pytest.mark.parametrize("text, reason", [
    ("<mahjongg><map name='a'><layer z='0'><row left='0' right='1'", "malformed XML"),
    ("<notmahjongg/>", "root element"),
    ("<mahjongg></mahjongg>", "no <map>"),
    ("<mahjongg><map><layer><tile x='0.25' y='0'/></layer></map></mahjongg>", "half"),
    ("<mahjongg><map><layer><tile x='nan' y='0'/></layer></map></mahjongg>", "not a number"),
    ("<mahjongg><map><layer><tile y='0'/></layer></map></mahjongg>", "1 tiles"),  # x missing: 0
    ("<mahjongg><map><layer><tile x='1' y='0' z='1.5'/></layer></map></mahjongg>", "level number"),
    ("<mahjongg><map><layer z='-1'><tile x='0' y='0'/></layer></map></mahjongg>", "level"),
    ("<mahjongg><map><layer><block left='0' right='400' top='0' bottom='400'/>"
     "</layer></map></mahjongg>", "more than 288"),
    ("<!DOCTYPE x [<!ENTITY a 'b'>]><mahjongg/>", "DOCTYPE"),
])
def test_gnome_map_problems_are_layout_errors(text, reason):
    with pytest.raises(LayoutError, match=reason):
        parse_gnome_map(text, "bad")


# --- Kyodai -------------------------------------------------------------------------

@pytest.mark.parametrize("header", ["Kyodai 3.0", "Kyodai 6.0"])
def test_kyodai_both_versions_with_whitespace_between_digits(tmp_path, header):
    path = tmp_path / "little.lay"
    path.write_text(kyodai_text(SMALL, header), newline="")
    lay = load_layout_file(path)
    assert lay.title == "Little One" and lay.positions == tuple(sorted(SMALL))


def test_kyodai_name_in_windows_code_page_is_read():
    lay_bytes = kyodai_text(SMALL, name="Caf\u00e9").encode("cp1252")
    assert parse_kyodai(lay_bytes.decode("cp1252"), "cafe").title == "Caf\u00e9"


# --- broken files and the user folder --------------------------------------------------

def broken_files() -> dict[str, tuple[bytes, str]]:
    """file name -> (content, a phrase the refusal reason must contain)."""
    ok_grid = grid_text(SMALL, 6, 6, 2)
    odd = SMALL[:5]
    too_many = tuple((0, 2 * (i % 17), 2 * (i // 17)) for i in range(290))
    return {
        "bad_header.layout": (b"kmahjongg-layout-v9\nw6\nh6\nd2\n" + ok_grid.encode(), "first line"),
        "short.layout": (b"kmahjongg-layout-v1.1\nw6\nh6\nd2\n" + ok_grid[:-5].encode(), "cells"),
        "odd.layout": (format_kmahjongg(Layout("o", "O", odd)).encode(), "even number"),
        "overlap.layout": (b"kmahjongg-layout-v1.1\nw4\nh2\nd1\n11..\n....\n", "overlap"),
        "many.layout": (format_kmahjongg(Layout("m", "M", too_many)).encode(), "at most 288"),
        "empty.layout": (b"", "empty"),
        "junk.layout": (bytes(range(256)) * 4, "binary"),
        "latin.layout": ("kmahjongg-layout-v1.1\n# caf\u00e9\n".encode("latin-1"), "UTF-8"),
        "broken.map": (b"<mahjongg><map name='a'><layer z='0'>", "malformed XML"),
        "short.lay": (b"Kyodai 3.0\nname\n" + b"01" * 100, "cells"),
        "bad_header.lay": (b"Kyodai 9.0\nname\n" + b"0" * 3400, "Kyodai 3.0"),
        "stray.lay": (b"Kyodai 6.0\nname\n" + b"2" * 3400, "unexpected"),
        "notes.txt": (b"hello", "unknown extension"),
        "huge.layout": (b"kmahjongg-layout-v1.1\n" + b"." * (1 << 20), "1 MB"),
    }


def test_user_layouts_lists_good_files_and_refuses_bad_ones_with_reasons(tmp_path):
    for name, (content, _) in broken_files().items():
        (tmp_path / name).write_bytes(content)
    (tmp_path / "good.layout").write_text(format_kmahjongg(Layout("g", "G", SMALL)))
    (tmp_path / "good.desktop").write_text("Name=Good One\n")
    (tmp_path / "hill.map").write_text(GNOME_MAP)
    (tmp_path / "little.lay").write_text(kyodai_text(SMALL))
    (tmp_path / "hill.layout").write_text(format_kmahjongg(Layout("h", "H", SMALL)))
    (tmp_path / "subfolder").mkdir()
    good, refused = user_layouts(tmp_path)
    assert [(lay.name, lay.title) for lay in good] == [
        ("good", "Good One"), ("hill", "Hill"), ("hill-hill", "Little Hill"), ("little", "Little One")]
    reasons = dict(refused)
    # hill.map has two maps (each its own layout, named stem-scorename); the second, of one
    # tile, is refused with a reason naming it
    assert reasons.pop("hill.map").startswith("map 2 ('Second'): the layout has 1 tiles")
    assert set(reasons) == set(broken_files())
    for name, (_, phrase) in broken_files().items():
        assert phrase in reasons[name], (name, reasons[name])


def test_user_layouts_never_raises_for_a_missing_folder_or_a_file(tmp_path):
    assert user_layouts(tmp_path / "missing") == ([], [])
    (tmp_path / "plain").write_text("x")
    assert user_layouts(tmp_path / "plain") == ([], [])


def test_check_file_reports_valid_and_invalid(tmp_path):
    good = check_file(asset_path("layouts", "pyramid.layout"))
    first = {"valid": True, "tiles": 144, "levels": [88, 36, 16, 4], "error": None,
             "name": "pyramid", "title": "Pyramid"}
    assert good == {**first, "width": 28, "height": 16, "maps": [first]}
    bad = check_file(tmp_path / "nowhere.layout")
    assert bad["valid"] is False and bad["tiles"] == 0 and "cannot read" in bad["error"]
    assert bad["maps"] == []


# --- the command line -----------------------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mahjong", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=60)


def test_cli_layout_check(tmp_path):
    ok = run_cli("layout", "check", str(asset_path("layouts", "spire.layout")), "--json")
    assert ok.returncode == 0, ok.stderr
    result = json.loads(ok.stdout)
    assert result["valid"] is True and result["tiles"] == 144 and len(result["levels"]) == 7
    bad_path = tmp_path / "odd.layout"
    bad_path.write_text(format_kmahjongg(Layout("o", "O", SMALL[:5])))
    bad = run_cli("layout", "check", str(bad_path), "--json")
    assert bad.returncode == 1
    assert json.loads(bad.stdout)["valid"] is False and "even" in json.loads(bad.stdout)["error"]
    text = run_cli("layout", "check", str(bad_path))
    assert text.returncode == 1 and "invalid" in text.stdout
    missing = run_cli("layout", "check")
    assert missing.returncode == 2 and missing.stderr


# --- the drawn preview ----------------------------------------------------------------

def test_preview_draws_inside_its_rect_and_lighter_on_top():
    import pygame

    from mahjong.games.solitaire.face.preview import draw_layout_preview

    surface = pygame.Surface((300, 200))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(50, 40, 200, 120)
    spire = next(lay for lay in builtin_layouts() if lay.name == "spire")
    draw_layout_preview(surface, rect, spire, colour=(100, 100, 100))
    drawn = [(x, y) for x in range(300) for y in range(200) if surface.get_at((x, y))[:3] != (0, 0, 0)]
    assert drawn and all(rect.collidepoint(p) for p in drawn)
    xs, ys = [p[0] for p in drawn], [p[1] for p in drawn]
    # centred: equal margins (within a pixel or two) on the side that does not fill
    assert abs((min(xs) - rect.left) - (rect.right - 1 - max(xs))) <= 2
    assert min(ys) - rect.top <= 2 and rect.bottom - 1 - max(ys) <= 2
    # the top of the spire, near the centre, is drawn much lighter than the base colour
    near_centre = [surface.get_at((rect.centerx + dx, rect.centery + dy))[0]
                   for dx in range(-8, 9) for dy in range(-8, 9)]
    assert max(near_centre) > 170 and surface.get_at((min(xs) + 3, max(ys) - 3))[0] < 110
