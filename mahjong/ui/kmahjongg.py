"""KMahjongg's tile sets and backgrounds, read without pygame: the ``.desktop`` file,
the ``.svgz`` sheet, where each face sits on it, and the sheet rendered to PNG.

A tile set is a ``.desktop`` file (group ``[KMahjonggTileset]``: ``FileName``,
``TileFaceWidth``/``TileFaceHeight`` and more) beside an SVG sheet, gzipped, holding one
element per face (``BAMBOO_1``, ``CHARACTER_1``, ``ROD_1``, ``WIND_1``, ``DRAGON_1``,
``FLOWER_1``, ``SEASON_1``..., named as libkmahjongg's ``buildElementIdTable`` names
them). KMahjongg draws an element stretched from its bounding box, which every set marks
with a rectangle the size of the face (often an invisible ``facesize`` rectangle reached
through ``<use>``, or a clone whose original carries Inkscape's ``tile-w``/``tile-h``
box); ``face_boxes`` finds that rectangle through the transforms. A face
whose box cannot be found is left out, and the game draws its own face there.

Rendering (``render_png``) uses resvg through the resvg-py binding: the whole sheet is
rendered once per size and cut into faces (the binding renders whole documents, not one
element by id). It holds the interpreter lock while it works, and a hostile sheet may
crash it, hang it or make it take gigabytes, so the game runs it in the render process
(``core.jobs``, ``render=True``: its own process, with memory and time limits, restarted
after a failure, apart from the solvers' workers); everything here pickles.

Every file is read through ``core.files.read_limited`` (a pipe, a device or an oversize
file is refused before it is opened), and a sheet passes ``svg_guard`` before resvg gets
it: it may refer to nothing outside its own set's folder, no device, and no picture
too large to draw; it may not nest deep enough to crash resvg.

Bad input never raises anything but ``LookError`` (a ``ValueError``) with a reason a
player can read: a missing file, a ``.desktop`` without its group or with numbers out of
range, a sheet that is not gzip or not SVG, or one too large to be a tile set.
"""

from __future__ import annotations

import gzip
import io
import math
import re
import zlib
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from mahjong.core import names
from mahjong.core.files import TooLarge, read_limited
from mahjong.i18n import _
from mahjong.ui import svg_guard

TILESET_GROUP = "KMahjonggTileset"
BACKGROUND_GROUP = "KMahjonggBackground"
FORMAT_VERSION = 1          # the newest VersionFormat KMahjongg itself reads
MAX_DESKTOP_BYTES = 256 * 1024
MAX_SHEET_BYTES = 12 * 1024 * 1024      # a sheet's file, compressed (KDE's largest: 0.5 MB)
MAX_SVG_BYTES = 16 * 1024 * 1024        # and unpacked (KDE's largest: 2 MB)
MAX_RENDER_PIXELS = 40_000_000          # one rendered sheet (about 6300 x 6300)

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
INKSCAPE = "{http://www.inkscape.org/namespaces/inkscape}"

# our tile codes (mahjong/core/tiles.py) -> the element holding that face in a sheet
ELEMENTS: dict[str, str] = {
    **{f"{n}B": f"BAMBOO_{n}" for n in range(1, 10)},
    **{f"{n}C": f"CHARACTER_{n}" for n in range(1, 10)},
    **{f"{n}D": f"ROD_{n}" for n in range(1, 10)},
    # KMahjongg's sheets draw the winds North, South, East, West and the dragons
    # white, green, red (checked on the six sets Debian installs)
    "N": "WIND_1", "S": "WIND_2", "E": "WIND_3", "W": "WIND_4",
    "WD": "DRAGON_1", "GD": "DRAGON_2", "RD": "DRAGON_3",
    "F1": "FLOWER_1", "F2": "FLOWER_2", "F3": "FLOWER_3", "F4": "FLOWER_4",
    "SP": "SEASON_1", "SU": "SEASON_2", "AU": "SEASON_3", "WI": "SEASON_4",
}


class LookError(ValueError):
    """A tile set or background that cannot be used, with the reason in words."""


@dataclass(frozen=True)
class Desktop:
    """What a KMahjongg ``.desktop`` file says (the untranslated entries)."""

    path: str
    kind: str                 # "tileset" or "background"
    name: str
    description: str
    author: str
    file: str | None          # the SVG sheet's path, beside the .desktop file (None: plain)
    face_size: tuple[int, int] = (0, 0)   # TileFaceWidth, TileFaceHeight (tile sets)
    tiled: bool = False                   # backgrounds: repeat a Width x Height tile
    tile_size: tuple[int, int] = (0, 0)


# --- the .desktop file ----------------------------------------------------------------
def parse_ini(text: str, group: str) -> dict[str, str]:
    """The ``key=value`` entries of ``[group]`` (translated ``key[xx]`` entries and
    comments skipped). LookError if the group is missing."""
    entries: dict[str, str] = {}
    current = None
    found = False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1].strip()
            found = found or current == group
            continue
        if current != group or "=" not in line:
            continue
        key, value = line.split("=", 1)
        key = key.strip()
        if "[" not in key and key not in entries:
            entries[key] = value.strip()
    if not found:
        raise LookError(_("it has no [{group}] section").format(group=group))
    return entries


def _number(entries: dict[str, str], key: str, default: int | None, low: int = 1, high: int = 10_000) -> int:
    value = entries.get(key)
    if value is None:
        if default is None:
            raise LookError(_("it does not say its {key}").format(key=key))
        return default
    try:
        number = int(value)
    except ValueError:
        # Translators: {key} is an entry of the .desktop file (such as TileFaceWidth), as written there
        raise LookError(_("its {key} is not a whole number ({value})").format(
            key=key, value=repr(value[:20]))) from None
    if not low <= number <= high:
        raise LookError(_("its {key} is {number}, outside {low}..{high}").format(
            key=key, number=number, low=low, high=high))
    return number


def _sheet_path(path: Path, entries: dict[str, str]) -> str:
    name = entries.get("FileName", "")
    if not name:
        raise LookError(_("it names no picture file (FileName)"))
    if "/" in name or "\\" in name or name in (".", ".."):
        raise LookError(_("its picture file must lie beside it, not at {path}").format(path=repr(name[:40])))
    return str(path.with_name(name))


def read_desktop(path: str | Path, kind: str) -> Desktop:
    """Read a tile set's (``kind="tileset"``) or background's ``.desktop`` file."""
    path = Path(path)
    group = TILESET_GROUP if kind == "tileset" else BACKGROUND_GROUP
    try:
        text = read_limited(path, MAX_DESKTOP_BYTES).decode("utf-8")
    except TooLarge:
        raise LookError(_("its .desktop file is too large to be one")) from None
    except UnicodeDecodeError:
        raise LookError(_("its .desktop file is not UTF-8 text")) from None
    except OSError as exc:
        raise LookError(_("its .desktop file cannot be read ({problem})").format(problem=exc.strerror or exc)) from None
    entries = parse_ini(text, group)
    version = _number(entries, "VersionFormat", 0, 0, 1000)
    if version > FORMAT_VERSION:
        raise LookError(_("it is in a newer format (version {version}) than KMahjongg's {known}").format(
            version=version, known=FORMAT_VERSION))
    name = names.clean(entries.get("Name", ""), 120) or names.clean(path.stem, 120, _("Unnamed"))
    description, author = names.clean(entries.get("Description", ""), 400), names.clean(entries.get("Author", ""), 160)
    if kind == "tileset":
        face = (_number(entries, "TileFaceWidth", None), _number(entries, "TileFaceHeight", None))
        return Desktop(str(path), kind, name, description, author, _sheet_path(path, entries), face_size=face)
    if entries.get("Plain", "0").strip() == "1":
        return Desktop(str(path), kind, name, description, author, None)
    tiled = entries.get("Tiled", "0").strip() == "1"
    size = (_number(entries, "Width", 64), _number(entries, "Height", 64)) if tiled else (0, 0)
    return Desktop(str(path), kind, name, description, author, _sheet_path(path, entries), tiled=tiled,
                   tile_size=size)


# --- the sheet ------------------------------------------------------------------------
def read_svg(path: str | Path) -> str:
    """The SVG text of a ``.svgz`` (or plain ``.svg``) sheet, checked for size and form."""
    path = Path(path)
    try:
        data = read_limited(path, MAX_SHEET_BYTES)
    except TooLarge:
        raise LookError(_("its picture file is more than {megabytes} MB, more than a tile set needs").format(
            megabytes=MAX_SHEET_BYTES >> 20)) from None
    except OSError as exc:
        raise LookError(_("its picture file {file} cannot be read ({problem})").format(
            file=repr(path.name), problem=exc.strerror or exc)) from None
    if data[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as packed:
                data = packed.read(MAX_SVG_BYTES + 1)
        except (OSError, EOFError, zlib.error):
            raise LookError(_("its picture file {file} is damaged (not a whole gzip file)").format(
                file=repr(path.name))) from None
    if len(data) > MAX_SVG_BYTES:
        raise LookError(_("its picture file {file} unpacks to more than {megabytes} MB").format(
            file=repr(path.name), megabytes=MAX_SVG_BYTES >> 20))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise LookError(_("its picture file {file} is not SVG text").format(file=repr(path.name))) from None
    if "<svg" not in text[:4096]:
        raise LookError(_("its picture file {file} is not an SVG drawing").format(file=repr(path.name)))
    return text


def parse_svg(text: str) -> ElementTree.Element:
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise LookError(_("its picture is not well-formed SVG ({problem})").format(problem=exc)) from None
    if root.tag != f"{SVG}svg":
        raise LookError(_("its picture is not an SVG drawing"))
    return root


_LENGTH = re.compile(r"^\s*([0-9.eE+-]+)\s*(px)?\s*$")


def canvas_size(root: ElementTree.Element) -> tuple[float, float, tuple[float, float, float, float]]:
    """The drawing's size in user units and its viewBox (x, y, w, h)."""
    box = root.get("viewBox")
    if box:
        try:
            x, y, w, h = (float(v) for v in box.replace(",", " ").split())
        except ValueError:
            raise LookError(_("its picture has a viewBox that is not four numbers")) from None
    else:
        sizes = []
        for key in ("width", "height"):
            match = _LENGTH.match(root.get(key, ""))
            if not match:
                raise LookError(_("its picture's {key} is not a size in pixels ({value})").format(
                    key=key, value=repr(root.get(key, "")[:20])))
            sizes.append(float(match.group(1)))
        x, y, (w, h) = 0.0, 0.0, sizes
    if not (0 < w < 1e6 and 0 < h < 1e6):
        raise LookError(_("its picture has no usable size"))
    return w, h, (x, y, w, h)


# --- where each face sits ------------------------------------------------------------
Affine = tuple[float, float, float, float, float, float]  # a b c d e f, as SVG's matrix()
IDENTITY: Affine = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
_TRANSFORM = re.compile(r"(matrix|translate|scale|rotate)\s*\(([^)]*)\)")


def _times(p: Affine, q: Affine) -> Affine:
    """p then q applied inside it (p * q)."""
    a, b, c, d, e, f = p
    A, B, C, D, E, F = q
    return (a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f)


def transform(text: str | None) -> Affine:
    """An SVG ``transform`` attribute as one affine matrix (unknown parts ignored)."""
    result = IDENTITY
    for kind, raw in _TRANSFORM.findall(text or ""):
        try:
            v = [float(x) for x in raw.replace(",", " ").split()]
        except ValueError:
            continue
        if kind == "matrix" and len(v) == 6:
            step = tuple(v)
        elif kind == "translate" and v:
            step = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif kind == "scale" and v:
            step = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif kind == "rotate" and len(v) == 1:
            r = math.radians(v[0])
            step = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        else:
            continue
        result = _times(result, step)  # type: ignore[arg-type]
    return result


def _float(element: ElementTree.Element, key: str) -> float:
    try:
        return float(element.get(key, "0") or 0)
    except ValueError:
        return 0.0


def _rect_box(rect: ElementTree.Element, m: Affine) -> tuple[float, float, float, float] | None:
    x, y, w, h = (_float(rect, k) for k in ("x", "y", "width", "height"))
    if w <= 0 or h <= 0:
        return None
    a, b, c, d, e, f = m
    xs = [a * px + c * py + e for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
    ys = [b * px + d * py + f for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))]
    return (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def _rect_boxes(element, m: Affine, ids: dict, out: list, depth: int = 0) -> None:
    """Every rectangle ``element`` draws (through groups and ``<use>``), as boxes in the
    drawing's coordinates, added to ``out``."""
    if depth > 12 or len(out) > 400:
        return
    if element.get(f"{INKSCAPE}tile-w") and element.tag != f"{SVG}rect":
        # Inkscape's note of a clone original's box (a rectangle's own x, y are surer)
        cx, cy, w, h = (_float(element, f"{INKSCAPE}tile-{k}") for k in ("cx", "cy", "w", "h"))
        box = _rect_box(ElementTree.Element("rect", x=str(cx - w / 2), y=str(cy - h / 2),
                                            width=str(w), height=str(h)), m)
        if box is not None:
            out.append(box)
    m = _times(m, transform(element.get("transform")))
    if element.tag == f"{SVG}rect":
        box = _rect_box(element, m)
        if box is not None:
            out.append(box)
    elif element.tag == f"{SVG}use":
        target = ids.get((element.get(XLINK_HREF) or element.get("href") or "").lstrip("#"))
        if target is not None:
            _rect_boxes(target, _times(m, (1, 0, 0, 1, _float(element, "x"), _float(element, "y"))),
                        ids, out, depth + 1)
    else:
        for child in element:
            _rect_boxes(child, m, ids, out, depth + 1)


def face_boxes(root: ElementTree.Element, wanted=None) -> dict[str, tuple[float, float, float, float]]:
    """Each face element's box (x, y, w, h) in the drawing's user units, by element id."""
    wanted = set(ELEMENTS.values()) if wanted is None else set(wanted)
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    parents = {child: parent for parent in root.iter() for child in parent}
    boxes = {}
    for name in wanted:
        element = ids.get(name)
        if element is None:
            continue
        m, up = IDENTITY, parents.get(element)
        chain = []
        while up is not None:
            chain.append(up)
            up = parents.get(up)
        for ancestor in reversed(chain):
            m = _times(m, transform(ancestor.get("transform")))
        found: list = []
        _rect_boxes(element, m, ids, found)
        if found:  # the face's frame: the largest (what it draws lies inside it)
            boxes[name] = max(found, key=lambda b: b[2] * b[3])
    return boxes


@dataclass(frozen=True)
class Sheet:
    """A tile set's sheet, read and checked: its text, its size and its face boxes."""

    text: str
    size: tuple[float, float]
    view: tuple[float, float, float, float]
    boxes: dict[str, tuple[float, float, float, float]]


def load_tileset_sheet(desk: Desktop) -> Sheet:
    """Read a tile set's sheet and find its faces; LookError if it is unusable."""
    if desk.file is None:
        raise LookError(_("it names no picture file"))
    text = read_svg(desk.file)
    root = parse_svg(text)
    w, h, view = canvas_size(root)
    text = guarded(text, root, desk.file)
    boxes = face_boxes(root)
    if len(boxes) < len(ELEMENTS) // 2:
        raise LookError(_("its picture holds {found} of the {count} faces KMahjongg's sets have").format(
            found=len(boxes), count=len(ELEMENTS)))
    return Sheet(text, (w, h), view, boxes)


def load_background_sheet(desk: Desktop) -> Sheet:
    if desk.file is None:
        raise LookError(_("it is a plain colour, with no picture"))
    text = read_svg(desk.file)
    root = parse_svg(text)
    w, h, view = canvas_size(root)
    return Sheet(guarded(text, root, desk.file), (w, h), view, {})


def guarded(text: str, root: ElementTree.Element, sheet_path: str) -> str:
    """The sheet as resvg may draw it (``svg_guard``: references, nesting, size)."""
    try:
        return svg_guard.checked(text, root, Path(sheet_path).parent)
    except svg_guard.SheetRefused as exc:
        raise LookError(str(exc)) from None


def render_png(text: str, view: tuple[float, float, float, float], width: int, height: int) -> bytes:
    """The whole drawing (``view``: its viewBox, from ``Sheet.view``) rendered at
    ``width`` x ``height`` pixels, as PNG bytes."""
    if width < 1 or height < 1 or width * height > MAX_RENDER_PIXELS:
        raise LookError(_("a {width} x {height} picture is too large to render").format(width=width, height=height))
    import resvg_py

    try:
        return bytes(resvg_py.svg_to_bytes(svg_string=_sized(text, view, width, height)))
    except (ValueError, RuntimeError) as exc:
        raise LookError(_("its picture could not be drawn ({problem})").format(problem=str(exc)[:80])) from None


def _sized(text: str, view: tuple[float, float, float, float], width: int, height: int) -> str:
    """``text`` with its root element's width and height set to the render size and a
    viewBox keeping the drawing's own coordinates, so it scales instead of cropping."""
    x, y, vw, vh = view
    start = text.find("<svg")
    end = text.find(">", start)
    head = text[start:end]
    head = re.sub(r'\s(width|height|viewBox|preserveAspectRatio)\s*=\s*("[^"]*"|\'[^\']*\')', "", head)
    head += f' width="{width}" height="{height}" viewBox="{x} {y} {vw} {vh}" preserveAspectRatio="none"'
    return text[:start] + head + text[end:]
