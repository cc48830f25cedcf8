"""Hostile tile sets and backgrounds (issue 29): each is refused with its reason, in
bounded time, without reaching the window or the solvers' workers; hostile names are
cleaned; the SVG checks hold for generated sheets."""

import gzip
import threading
import unicodedata

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core import jobs
from mahjong.ui import backgrounds, kmahjongg, looks, svg_guard
from mahjong.ui.kmahjongg import LookError

from .hostile_sets import CASES, data_uri, fan_out, make_all, nested_groups, png, with_extra
from .looks_helpers import tileset_svg

quick = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                        HealthCheck.function_scoped_fixture])
WAIT = 120


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    yield
    jobs.stop()


def within(seconds: float, fn, *args):
    """``fn(*args)`` in a thread: its result, or a failure if it blocks (a FIFO read on the
    window's thread would hang the test, not fail it)."""
    box: dict = {}

    def run():
        try:
            box["result"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            box["error"] = exc
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{getattr(fn, '__name__', fn)} blocked for {seconds} s"
    if "error" in box:
        raise box["error"]
    return box["result"]


def clean(text: str) -> bool:
    return "\x00" not in text and all(unicodedata.category(ch) not in ("Cc", "Cf") for ch in text)


def test_finding_sets_never_blocks_on_a_hostile_folder(tmp_path, no_system_looks):
    make_all(tmp_path / "data" / "tilesets")
    found = within(20, looks.find, "tilesets", tmp_path / "data")
    assert {f.path.rsplit("/", 1)[1][:-8] for f in found} == set(CASES)
    for item in found:
        assert clean(item.name) and item.name
        if item.error is None:
            assert clean(item.desktop.description) and clean(item.desktop.author)


@pytest.mark.parametrize("case", sorted(CASES))
def test_each_hostile_set_is_refused_with_its_reason_or_drawn_with_a_clean_name(case, tmp_path):
    path = make_all(tmp_path)[case]
    word = CASES[case][1]
    source = within(20, looks.FaceSource, str(path))
    assert clean(source.name) and source.name
    if source.error is None:
        assert source.face("5D", 30, 40) is None       # the render is started...
        source.wait(WAIT)                             # ...in the render process
    if word is None:
        assert source.error is None and source.face("5D", 30, 40) is not None
    else:
        assert source.error is not None and word in source.error, source.error


@pytest.mark.parametrize("case", ["fifo-desktop", "zero-desktop", "urandom-sheet", "fifo-sheet",
                                  "image-dev-zero", "png-bomb", "deep-nesting"])
def test_a_hostile_background_is_refused_and_the_felt_stays(case, tmp_path):
    path = make_all(tmp_path)[case]
    text = path.read_text() if path.is_file() and not path.is_symlink() else None
    if text is not None:
        path.write_text(text.replace("[KMahjonggTileset]", "[KMahjonggBackground]"))
    chosen = within(20, backgrounds.Backdrop, str(path))
    if chosen.error is None:
        assert chosen.surface((64, 48)) is None
        chosen.wait(WAIT)
    assert chosen.error is not None and CASES[case][1] in chosen.error, chosen.error
    assert chosen.surface((64, 48)) is None


def _hold(started, release):
    started.set()
    release.wait(WAIT)


def test_sets_render_while_every_solver_worker_is_busy(make_tileset):
    owner = jobs.Jobs()
    manager = __import__("multiprocessing").get_context("spawn").Manager()
    try:
        started, release = manager.Event(), manager.Event()
        for n in range(jobs.PROCESSES):
            owner.submit(("solve", n), _hold, started, release, process=True)
        source = looks.FaceSource(str(make_tileset()))
        assert source.face("5D", 30, 40) is None
        source.wait(WAIT)
        assert source.error is None and source.face("5D", 30, 40) is not None
        assert all(owner.pending(("solve", n)) and not owner.poll(("solve", n)).done
                   for n in range(jobs.PROCESSES))
        release.set()
    finally:
        owner.close()
        manager.shutdown()


# --- the SVG checks, on generated sheets -----------------------------------------------
def _guard(svg: str, folder):
    root = kmahjongg.parse_svg(svg)
    return svg_guard.checked(svg, root, folder)


@quick
@given(st.integers(1, 300))
def test_nesting_is_refused_exactly_past_the_limit(tmp_path, depth):
    svg = with_extra(nested_groups(depth))
    deepest = depth + 2   # the <svg>, the groups, the rectangle
    if deepest > svg_guard.MAX_DEPTH:
        with pytest.raises(svg_guard.SheetRefused, match="deep"):
            _guard(svg, tmp_path)
    else:
        assert _guard(svg, tmp_path) == svg


@quick
@given(st.integers(1, 9), st.integers(1, 12))
def test_use_fan_out_is_refused_when_its_copies_pass_the_limit(tmp_path, levels, copies):
    svg = with_extra(fan_out(levels, copies))
    if copies ** levels > svg_guard.MAX_EXPANDED:
        with pytest.raises(svg_guard.SheetRefused, match="<use>"):
            _guard(svg, tmp_path)
    elif 3 * copies ** levels < svg_guard.MAX_EXPANDED // 2:
        _guard(svg, tmp_path)


@quick
@given(st.integers(1, 70_000), st.integers(1, 70_000), st.sampled_from(["png", "gif"]))
def test_inline_pictures_are_refused_by_their_pixel_count(tmp_path, width, height, kind):
    data = png(width, height) if kind == "png" else b"GIF89a" + width.to_bytes(2, "little") \
        + height.to_bytes(2, "little") + b"\0" * 8
    mime = "image/png" if kind == "png" else "image/gif"
    svg = with_extra(f'<image xlink:href="{data_uri(data, mime)}" width="9" height="9"/>')
    if width * height > svg_guard.MAX_PICTURE_PIXELS:
        with pytest.raises(svg_guard.SheetRefused, match="too large"):
            _guard(svg, tmp_path)
    else:
        _guard(svg, tmp_path)


@quick
@given(st.sampled_from(["../", "/", "//", "./../", "sub/../../", "file:///", "file:../", "%2e%2e/"]),
       st.sampled_from(["secret.png", "etc/passwd", "dev/zero"]))
def test_no_picture_outside_the_sets_folder_is_read(tmp_path, prefix, name):
    folder = tmp_path / "set"
    folder.mkdir(exist_ok=True)
    (tmp_path / "secret.png").write_bytes(png(2, 2))
    (folder / "sub").mkdir(exist_ok=True)
    href = prefix + name
    svg = with_extra(f'<image xlink:href="{href}" width="9" height="9"/>')
    with pytest.raises(svg_guard.SheetRefused):
        _guard(svg, folder)


def test_a_picture_beside_the_sheet_is_put_inline(tmp_path):
    (tmp_path / "wood.png").write_bytes(png(4, 4))
    svg = with_extra('<image xlink:href="wood.png" width="9" height="9"/>')
    out = _guard(svg, tmp_path)
    assert "wood.png" not in out and "data:image/png;base64," in out
    assert kmahjongg.face_boxes(kmahjongg.parse_svg(out))   # still a sheet the faces are found in


def test_a_sheet_over_the_unpacked_limit_is_refused_before_it_is_parsed(tmp_path):
    sheet = tmp_path / "big.svgz"
    sheet.write_bytes(gzip.compress(b"<svg>" + b" " * (kmahjongg.MAX_SVG_BYTES + 10)))
    with pytest.raises(LookError, match="unpacks to more than"):
        kmahjongg.read_svg(sheet)


def test_the_good_test_sheet_passes_unchanged(tmp_path):
    svg = tileset_svg()
    assert _guard(svg, tmp_path) == svg


SYSTEM = sorted(p for kind in ("tilesets", "backgrounds")
                for p in __import__("pathlib").Path("/usr/share/kmahjongglib", kind).glob("*.desktop"))


@pytest.mark.skipif(not SYSTEM, reason="KMahjongg's sets are not installed (apt-get install kmahjongg)")
@pytest.mark.parametrize("path", SYSTEM, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_kmahjonggs_own_sets_pass_the_checks_unchanged(path):
    kind = "tileset" if path.parent.name == "tilesets" else "background"
    desk = kmahjongg.read_desktop(path, kind)
    if desk.file is None:
        return
    text = kmahjongg.read_svg(desk.file)
    root = kmahjongg.parse_svg(text)
    assert svg_guard.checked(text, root, path.parent) == text
