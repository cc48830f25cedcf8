"""Solitaire layout files: KMahjongg ``.layout``, GNOME Mahjongg ``.map``, Kyodai ``.lay``.

Readers for the three formats, the built-in layouts in assets/layouts/, the user's
layouts folder, and the check behind ``python -m mahjong layout check``. Pure Python:
every problem with a file becomes a LayoutError whose text says what is wrong.
"""

from __future__ import annotations

import math
import re
import stat
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

from mahjong.core.assets import asset_path
from mahjong.games.solitaire.layout import (
    MAX_TILES,
    Layout,
    LayoutError,
    Position,
    grid_positions,
    parse_kmahjongg,
    validate,
)

MAX_FILE_BYTES = 1 << 20  # 1 MB
EXTENSIONS = (".layout", ".map", ".lay")

_KYODAI_HEADERS = ("Kyodai 3.0", "Kyodai 6.0")
_KYODAI_DEPTH, _KYODAI_HEIGHT, _KYODAI_WIDTH = 5, 20, 34


# --- GNOME Mahjongg .map ------------------------------------------------------------

_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


def _shown(raw: str) -> str:
    """An attribute's text quoted for a message, cut if it is long."""
    return repr(raw) if len(raw) <= 40 else f"{raw[:40]!r}... ({len(raw):,} characters)"


def _number(element: ET.Element, attribute: str, raw: str, kind: str, top: int) -> float:
    """The decimal number ``raw``, from 0 to ``top``; LayoutError otherwise, saying it is
    not ``kind`` (infinite, or too large: 1e308 would overflow once doubled)."""
    text = raw.strip()
    if not _NUMBER.fullmatch(text):
        raise LayoutError(f"<{element.tag}> {attribute}={_shown(raw)} is not a number")
    value = float(text)  # inf for "1e309" or a 400-digit integer
    if not (math.isfinite(value) and 0 <= value <= top):
        raise LayoutError(f"<{element.tag}> {attribute}={_shown(raw)} is not {kind} from 0 to {top}")
    return value


def _half_units(element: ET.Element, attribute: str) -> int:
    """An attribute in tile units (halves allowed) as a whole number of half-tile cells."""
    raw = element.get(attribute)
    if raw is None:
        raise LayoutError(f"<{element.tag}> has no {attribute!r} attribute")
    kind = "a whole or half number"
    doubled = _number(element, attribute, raw, kind, 500) * 2
    if doubled != int(doubled):
        raise LayoutError(f"<{element.tag}> {attribute}={_shown(raw)} is not {kind} from 0 to 500")
    return int(doubled)


def _level(element: ET.Element, default: int) -> int:
    """The element's own ``z`` attribute, or ``default`` (its layer's) without one."""
    raw = element.get("z")
    if raw is None:
        return default
    z = _number(element, "z", raw, "a level number", 100)
    if z != int(z):
        raise LayoutError(f"<{element.tag}> z={_shown(raw)} is not a level number from 0 to 100")
    return int(z)


def _span(first: int, last: int) -> range:
    return range(first, last + 1, 2)


def parse_gnome_map(text: str, name: str, source: str = "") -> Layout:
    """Read the first ``<map>`` of a GNOME Mahjongg ``.map`` file."""
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LayoutError("the XML has a DOCTYPE or ENTITY declaration; these are not allowed")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise LayoutError(f"malformed XML: {exc}") from None
    if root.tag != "mahjongg":
        raise LayoutError(f"not a GNOME Mahjongg map: the root element is <{root.tag}>, "
                          "not <mahjongg>")
    board = root.find("map")
    if board is None:
        raise LayoutError("the file has no <map> element")
    positions: list[Position] = []
    for layer in board.iter("layer"):
        layer_z = _level(layer, 0)
        for item in layer:
            z = _level(item, layer_z)
            if item.tag == "row":
                y = _half_units(item, "y")
                positions += [(z, x, y) for x in _span(_half_units(item, "left"),
                                                       _half_units(item, "right"))]
            elif item.tag == "column":
                x = _half_units(item, "x")
                positions += [(z, x, y) for y in _span(_half_units(item, "top"),
                                                       _half_units(item, "bottom"))]
            elif item.tag == "block":
                xs = _span(_half_units(item, "left"), _half_units(item, "right"))
                ys = _span(_half_units(item, "top"), _half_units(item, "bottom"))
                positions += [(z, x, y) for x in xs for y in ys]
            elif item.tag == "tile":
                positions.append((z, _half_units(item, "x"), _half_units(item, "y")))
            if len(positions) > MAX_TILES:
                raise LayoutError(f"the map has more than {MAX_TILES} tiles")
    title = (board.get("name") or "").strip() or name.replace("_", " ").title()
    return validate(Layout(name, title, tuple(positions), source=source))


# --- Kyodai .lay --------------------------------------------------------------------

def parse_kyodai(text: str, name: str, source: str = "") -> Layout:
    """Read a Kyodai ``.lay`` file: header, name line, then 5 x 20 x 34 cells of 0/1."""
    lines = text.replace("\r", "").split("\n")
    if lines[0].strip() not in _KYODAI_HEADERS:
        raise LayoutError("not a Kyodai layout: the first line must be "
                          "'Kyodai 3.0' or 'Kyodai 6.0'")
    if len(lines) < 2:
        raise LayoutError("the Kyodai layout has no name line")
    title = lines[1].strip() or name.replace("_", " ").title()
    body = "".join("".join(lines[2:]).split())
    expected = _KYODAI_DEPTH * _KYODAI_HEIGHT * _KYODAI_WIDTH
    if len(body) != expected:
        raise LayoutError(f"the grid has {len(body)} cells; a Kyodai layout needs {expected}")
    positions = grid_positions(body, _KYODAI_WIDTH, _KYODAI_HEIGHT, "01")
    return validate(Layout(name, title, positions, source=source))


# --- KMahjongg .layout (read by layout.parse_kmahjongg) -------------------------------

def _check_size_lines(text: str) -> None:
    """LayoutError for a size line (``w``, ``h`` or ``d`` and digits) of more than four
    digits: no size is above 1000, and int() refuses over 4300 digits with a ValueError."""
    for line in text.split("\n"):
        line = line.strip()
        if line[:1] in ("w", "h", "d") and line[1:].isascii() and line[1:].isdigit() \
                and len(line[1:].lstrip("0")) > 4:
            raise LayoutError(f"bad size line {_shown(line)}: sizes run from 1 to 1000")


# --- files --------------------------------------------------------------------------

def read_desktop(path: Path) -> tuple[str | None, str]:
    """(Name, Description) from a KMahjongg ``.desktop`` file; (None, "") if absent or
    not a regular file of sane size (a pipe there must not hang the game)."""
    try:
        text = _read_bounded(path).decode("utf-8-sig", errors="replace")
    except (OSError, LayoutError):
        return None, ""
    title, description = None, ""
    for line in text.splitlines():
        key, sep, value = line.partition("=")
        if not sep:
            continue
        if key.strip() == "Name" and title is None:
            title = value.strip() or None
        elif key.strip() == "Description" and not description:
            description = value.strip()
    return title, description


def _read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_FILE_BYTES. A pipe, a device or a
    folder is refused before it is opened, and no more than the limit is ever read."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise LayoutError("it is not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise LayoutError(f"the file is {info.st_size:,} bytes; layout files may be at most 1 MB")
    with open(path, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise LayoutError("the file is larger than 1 MB; layout files may be at most 1 MB")
    return data


def _read_text(path: Path) -> str:
    try:
        data = _read_bounded(path)
    except OSError as exc:
        raise LayoutError(f"cannot read the file: {exc.strerror or exc}") from None
    if not data.strip():
        raise LayoutError("the file is empty")
    if b"\0" in data:
        raise LayoutError("the file is binary, not text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        if path.suffix.lower() == ".lay":  # Kyodai is a Windows program: names in cp1252
            return data.decode("cp1252", errors="replace")
        raise LayoutError("the file is not UTF-8 text") from None


def load_layout_file(path: str | Path) -> Layout:
    """Read a layout file of any supported format, chosen by its extension.

    A KMahjongg file takes its title and description from a ``.desktop`` file of the
    same stem when there is one. Raises LayoutError with the reason for any problem.
    """
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in EXTENSIONS:
        raise LayoutError(f"unknown extension {path.suffix or '(none)'!r}; layout files end in "
                          + ", ".join(EXTENSIONS))
    text = _read_text(path)
    name = path.stem
    if suffix == ".map":
        return parse_gnome_map(text, name, str(path))
    if suffix == ".lay":
        return parse_kyodai(text, name, str(path))
    _check_size_lines(text)
    title, description = read_desktop(path.with_suffix(".desktop"))
    return parse_kmahjongg(text, name, title, description, str(path))


def builtin_layouts() -> list[Layout]:
    """Every shipped layout (assets/layouts/*.layout): the Turtle first, then by title."""
    return list(_builtin_layouts())


@lru_cache(maxsize=1)
def _builtin_layouts() -> tuple[Layout, ...]:
    layouts = [load_layout_file(p) for p in asset_path("layouts").glob("*.layout")]
    return tuple(sorted(layouts, key=lambda lay: (lay.name != "turtle", lay.title.casefold())))


def user_layouts(folder: str | Path) -> tuple[list[Layout], list[tuple[str, str]]]:
    """The layouts in the user's folder, and (file name, reason) for each file refused.

    Never raises: a missing or unreadable folder simply has no layouts. ``.desktop``
    files (KMahjongg titles) and hidden files are not layouts and are skipped.
    """
    try:
        files = sorted((p for p in Path(folder).iterdir() if p.is_file()),
                       key=lambda p: p.name.casefold())
    except OSError:
        return [], []
    good: list[Layout] = []
    refused: list[tuple[str, str]] = []
    for path in files:
        if path.name.startswith(".") or path.suffix.lower() == ".desktop":
            continue
        try:
            layout = load_layout_file(path)
        except LayoutError as exc:
            refused.append((path.name, str(exc)))
            continue
        except Exception as exc:  # noqa: BLE001 - a user file must never stop the game
            refused.append((path.name, f"unexpected error: {exc!r}"))
            continue
        if any(other.name == layout.name for other in good):
            refused.append((path.name, f"another file already gives a layout named "
                                       f"{layout.name!r}"))
            continue
        good.append(layout)
    return good, refused


def check_file(path: str | Path) -> dict:
    """What ``layout check`` reports: valid, tiles, levels (bottom first), error, name,
    title, width and height (half-tile cells)."""
    try:
        layout = load_layout_file(path)
    except LayoutError as exc:
        return {"valid": False, "tiles": 0, "levels": [], "error": str(exc),
                "name": Path(path).stem, "title": "", "width": 0, "height": 0}
    return {"valid": True, "tiles": layout.size, "levels": list(layout.levels), "error": None,
            "name": layout.name, "title": layout.title, "width": layout.width,
            "height": layout.height}
