"""Solitaire layout files: KMahjongg ``.layout``, GNOME Mahjongg ``.map``, Kyodai ``.lay``.

Readers for the three formats, the built-in layouts in assets/layouts/, the user's
layouts folder, and the check behind ``python -m mahjong layout check``. Pure Python:
every problem with a file becomes a LayoutError whose text says what is wrong.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from mahjong.core.assets import asset_path
from mahjong.core.errors import shown
from mahjong.core.files import TooLarge, read_limited
from mahjong.games.solitaire.layout import (
    MAX_TILES,
    Layout,
    LayoutError,
    Position,
    grid_positions,
    parse_kmahjongg,
    validate,
)
from mahjong.i18n import N_, _

MAX_FILE_BYTES = 1 << 20  # 1 MB
EXTENSIONS = (".layout", ".map", ".lay")
MAX_MAPS = 100  # layouts one GNOME file may offer (GNOME's own has nine)

_KYODAI_HEADERS = ("Kyodai 3.0", "Kyodai 6.0")
_KYODAI_DEPTH, _KYODAI_HEIGHT, _KYODAI_WIDTH = 5, 20, 34


# --- GNOME Mahjongg .map ------------------------------------------------------------

_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]+)?")


# Why an attribute is refused, by the kind of number it must be (whole sentences).
_OUT_OF_RANGE = {"half": N_("<{tag}> {attribute}={value} is not a whole or half number from 0 to {top}"),
                 "level": N_("<{tag}> {attribute}={value} is not a level number from 0 to {top}")}


def _out_of_range(element: ET.Element, attribute: str, raw: str, kind: str, top: int) -> LayoutError:
    return LayoutError(_(_OUT_OF_RANGE[kind]).format(tag=element.tag, attribute=attribute, value=shown(raw), top=top))


def _number(element: ET.Element, attribute: str, raw: str, kind: str, top: int) -> float:
    """The decimal number ``raw``, from 0 to ``top``; LayoutError otherwise, saying it is
    not the ``kind`` of number (``_OUT_OF_RANGE``: infinite, or too large: 1e308 would
    overflow once doubled)."""
    text = raw.strip()
    if not _NUMBER.fullmatch(text):
        raise LayoutError(_("<{tag}> {attribute}={value} is not a number").format(
            tag=element.tag, attribute=attribute, value=shown(raw)))
    value = float(text)  # inf for "1e309" or a 400-digit integer
    if not (math.isfinite(value) and 0 <= value <= top):
        raise _out_of_range(element, attribute, raw, kind, top)
    return value


def _attribute(element: ET.Element, name: str) -> str | None:
    """The value of the element's first attribute called ``name`` in any case (GNOME
    compares attribute names lower-cased), or None."""
    for key, value in element.attrib.items():
        if key.lower() == name:
            return value
    return None


def _half_units(element: ET.Element, attribute: str) -> int:
    """An attribute in tile units (halves allowed) as a whole number of half-tile cells.
    A missing attribute is 0, as in GNOME Mahjongg."""
    raw = _attribute(element, attribute)
    if raw is None:
        return 0
    doubled = _number(element, attribute, raw, "half", 500) * 2
    if doubled != int(doubled):
        raise _out_of_range(element, attribute, raw, "half", 500)
    return int(doubled)


def _level(element: ET.Element, default: int) -> int:
    """The element's own ``z`` attribute, or ``default`` (its layer's) without one."""
    raw = _attribute(element, "z")
    if raw is None:
        return default
    z = _number(element, "z", raw, "level", 100)
    if z != int(z):
        raise _out_of_range(element, "z", raw, "level", 100)
    return int(z)


def _span(first: int, last: int) -> range:
    """GNOME's ``for (; first <= last; first += 2)``: nothing when ``last < first``."""
    return range(first, last + 1, 2)


def _tiles(item: ET.Element, tag: str, layer_z: int) -> list[Position]:
    """The tiles one ``row``, ``column``, ``block`` or ``tile`` element places, on its own
    level or else ``layer_z``."""
    z = _level(item, layer_z)
    if tag == "row":
        y = _half_units(item, "y")
        return [(z, x, y) for x in _span(_half_units(item, "left"), _half_units(item, "right"))]
    if tag == "column":
        x = _half_units(item, "x")
        return [(z, x, y) for y in _span(_half_units(item, "top"), _half_units(item, "bottom"))]
    if tag == "block":
        xs = _span(_half_units(item, "left"), _half_units(item, "right"))
        ys = _span(_half_units(item, "top"), _half_units(item, "bottom"))
        if len(xs) * len(ys) > MAX_TILES:
            raise LayoutError(_("the map has more than {most} tiles").format(most=MAX_TILES))
        return [(z, x, y) for x in xs for y in ys]
    return [(z, _half_units(item, "x"), _half_units(item, "y"))]


class FileLayout(NamedTuple):
    """One layout a file offers (a GNOME file offers one per ``<map>``): the layout, or
    the reason it cannot be played."""
    name: str                 # layout id: the file stem, or stem-KEY for a map of several
    title: str
    layout: Layout | None
    error: str | None


class _Board:
    """A ``<map>`` being read: its element, tiles so far, and the first problem met."""

    def __init__(self, element: ET.Element) -> None:
        self.element = element
        self.positions: list[Position] = []
        self.error: str | None = None


_TILE_TAGS = ("row", "column", "block", "tile")


def _read_boards(root: ET.Element) -> list[_Board]:
    """Every ``<map>`` in the document, read the way GNOME Mahjongg's loader reads the
    stream of start and end tags: elements count wherever they stand inside a ``<map>``
    (in a ``<layer>`` or directly in the map); a ``<layer>`` sets the level for the
    elements after it until its end tag, which sets it back to 0; an element's own ``z``
    wins; names of elements and attributes are compared in lower case; anything outside a
    ``<map>`` is ignored. A problem in one map does not stop the others being read."""
    boards: list[_Board] = []
    board: _Board | None = None
    layer_z = 0
    stack: list[tuple[ET.Element, bool]] = [(root, True)]
    while stack:  # a loop, not recursion: nesting may be deep
        element, starting = stack.pop()
        tag = element.tag.lower() if isinstance(element.tag, str) else ""
        if not starting:
            if tag == "map" and board is not None:
                boards.append(board)
                board = None
            elif tag == "layer":
                layer_z = 0
            continue
        stack.append((element, False))
        stack.extend((child, True) for child in reversed(element))
        if tag == "map":
            if board is not None:
                raise LayoutError(_("a <map> stands inside another <map>"))
            if len(boards) == MAX_MAPS:
                raise LayoutError(_("the file has more than {most} maps").format(most=MAX_MAPS))
            board = _Board(element)
        elif board is None or board.error is not None:
            continue
        elif tag == "layer":
            try:
                layer_z = _level(element, 0)
            except LayoutError as exc:
                board.error = str(exc)
        elif tag in _TILE_TAGS:
            try:
                board.positions += _tiles(element, tag, layer_z)
                if len(board.positions) > MAX_TILES:
                    raise LayoutError(_("the map has more than {most} tiles").format(most=MAX_TILES))
            except LayoutError as exc:
                board.error = str(exc)
    return boards


_KEY_CHARS = re.compile(r"[^a-z0-9_]+")


def _key(text: str) -> str:
    """A map's name or scorename as part of a layout id: lower case, a-z 0-9 _."""
    return _KEY_CHARS.sub("_", text.casefold()).strip("_")[:40].strip("_")


def parse_gnome_maps(text: str, name: str, source: str = "") -> list[FileLayout]:
    """Every ``<map>`` of a GNOME Mahjongg ``.map`` file, in file order. A file with one
    map gives the layout ``name``; with several, each is ``name-KEY`` with KEY its
    ``scorename`` (else its name, else its number), made unique within the file.
    LayoutError for a file that cannot be read at all (bad XML, no map)."""
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LayoutError(_("the XML has a DOCTYPE or ENTITY declaration; these are not allowed"))
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise LayoutError(_("malformed XML: {error}").format(error=exc)) from None
    boards = _read_boards(root)
    if not boards:
        if not isinstance(root.tag, str) or root.tag.lower() != "mahjongg":
            raise LayoutError(_("not a GNOME Mahjongg map: the root element is <{tag}>, not <mahjongg>").format(
                tag=root.tag))
        raise LayoutError(_("the file has no <map> element"))
    maps: list[FileLayout] = []
    taken: set[str] = set()
    for number, board in enumerate(boards, 1):
        map_name = (_attribute(board.element, "name") or "").strip()
        if len(boards) == 1:
            layout_name = name
            title = map_name or name.replace("_", " ").title()
        else:
            key = (_key(_attribute(board.element, "scorename") or "") or _key(map_name)
                   or str(number))
            layout_name, suffix = f"{name}-{key}", 2
            while layout_name in taken:
                layout_name, suffix = f"{name}-{key}_{suffix}", suffix + 1
            title = map_name or f"{name.replace('_', ' ').title()} {number}"
        taken.add(layout_name)
        error = board.error
        layout = None
        if error is None:
            try:
                layout = validate(Layout(layout_name, title, tuple(board.positions), source=source))
            except LayoutError as exc:
                error = str(exc)
        maps.append(FileLayout(layout_name, title, layout, error))
    return maps


def parse_gnome_map(text: str, name: str, source: str = "") -> Layout:
    """The first ``<map>`` of a GNOME Mahjongg ``.map`` file (LayoutError if it is not
    playable); parse_gnome_maps gives them all."""
    first = parse_gnome_maps(text, name, source)[0]
    if first.layout is None:
        raise LayoutError(first.error or _("the map cannot be read"))
    return first.layout


# --- Kyodai .lay --------------------------------------------------------------------

def parse_kyodai(text: str, name: str, source: str = "") -> Layout:
    """Read a Kyodai ``.lay`` file: header, name line, then 5 x 20 x 34 cells of 0/1."""
    lines = text.replace("\r", "").split("\n")
    if lines[0].strip() not in _KYODAI_HEADERS:
        raise LayoutError(_("not a Kyodai layout: the first line must be 'Kyodai 3.0' or 'Kyodai 6.0'"))
    if len(lines) < 2:
        raise LayoutError(_("the Kyodai layout has no name line"))
    title = lines[1].strip() or name.replace("_", " ").title()
    body = "".join("".join(lines[2:]).split())
    expected = _KYODAI_DEPTH * _KYODAI_HEIGHT * _KYODAI_WIDTH
    if len(body) != expected:
        raise LayoutError(_("the grid has {cells} cells; a Kyodai layout needs {expected}").format(
            cells=len(body), expected=expected))
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
            raise LayoutError(_("bad size line {line}: sizes run from 1 to 1000").format(line=shown(line)))


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
    """The bytes of a regular file of at most MAX_FILE_BYTES (a pipe, a device or a
    folder is refused before it is opened)."""
    try:
        return read_limited(path, MAX_FILE_BYTES)
    except TooLarge:
        raise LayoutError(_("the file is larger than 1 MB; layout files may be at most 1 MB")) from None


def _read_text(path: Path) -> str:
    try:
        data = _read_bounded(path)
    except OSError as exc:
        raise LayoutError(_("cannot read the file: {error}").format(error=exc.strerror or exc)) from None
    if not data.strip():
        raise LayoutError(_("the file is empty"))
    if b"\0" in data:
        raise LayoutError(_("the file is binary, not text"))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        if path.suffix.lower() == ".lay":  # Kyodai is a Windows program: names in cp1252
            return data.decode("cp1252", errors="replace")
        raise LayoutError(_("the file is not UTF-8 text")) from None


def load_layouts(path: str | Path) -> list[FileLayout]:
    """Every layout a file of any supported format offers, chosen by its extension: one,
    or one per ``<map>`` of a GNOME file, each with its layout or the reason it cannot be
    played. A KMahjongg file takes its title and description from a ``.desktop`` file of
    the same stem when there is one. LayoutError when the file cannot be read at all."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in EXTENSIONS:
        raise LayoutError(_("unknown extension {extension}; layout files end in {extensions}").format(
            extension=repr(path.suffix or "(none)"), extensions=", ".join(EXTENSIONS)))
    text = _read_text(path)
    name = path.stem
    if suffix == ".map":
        return parse_gnome_maps(text, name, str(path))
    if suffix == ".lay":
        layout = parse_kyodai(text, name, str(path))
    else:
        _check_size_lines(text)
        title, description = read_desktop(path.with_suffix(".desktop"))
        layout = parse_kmahjongg(text, name, title, description, str(path))
    return [FileLayout(layout.name, layout.title, layout, None)]


def load_layout_file(path: str | Path) -> Layout:
    """The (first) layout of a file of any supported format; LayoutError with the reason
    for any problem, including a first GNOME map that cannot be played."""
    first = load_layouts(path)[0]
    if first.layout is None:
        raise LayoutError(first.error or _("the layout cannot be read"))
    return first.layout


def builtin_layouts() -> list[Layout]:
    """Every shipped layout (assets/layouts/*.layout): the Turtle first, then by title."""
    return list(_builtin_layouts())


@lru_cache(maxsize=1)
def _builtin_layouts() -> tuple[Layout, ...]:
    layouts = [load_layout_file(p) for p in asset_path("layouts").glob("*.layout")]
    return tuple(sorted(layouts, key=lambda lay: (lay.name != "turtle", lay.title.casefold())))


def user_layouts(folder: str | Path, only: list[Path] | None = None) -> tuple[list[Layout], list[tuple[str, str]]]:
    """The layouts in the user's folder, and (file name, reason) for each one refused
    (``only``: just these files of it, already listed).

    A GNOME file with several maps gives one layout per map (or one refusal, its reason
    naming the map). Never raises: a missing or unreadable folder simply has no layouts.
    ``.desktop`` files (KMahjongg titles) and hidden files are not layouts and are skipped.
    """
    try:
        files = sorted((p for p in (Path(folder).iterdir() if only is None else only) if p.is_file()),
                       key=lambda p: p.name.casefold())
    except OSError:
        return [], []
    good: list[Layout] = []
    refused: list[tuple[str, str]] = []
    for path in files:
        if path.name.startswith(".") or path.suffix.lower() == ".desktop":
            continue
        try:
            entries = load_layouts(path)
        except LayoutError as exc:
            refused.append((path.name, str(exc)))
            continue
        except Exception as exc:  # noqa: BLE001 - a user file must never stop the game
            refused.append((path.name, _("unexpected error: {error}").format(error=repr(exc))))
            continue
        for number, entry in enumerate(entries, 1):
            if entry.layout is None:
                reason = entry.error or _("it cannot be read")
            elif any(other.name == entry.name for other in good):
                reason = _("another file already gives a layout named {name}").format(name=repr(entry.name))
            else:
                good.append(entry.layout)
                continue
            if len(entries) > 1:
                # Translators: {reason} is why one map of a GNOME Mahjongg file cannot be played
                reason = _("map {number} ({title}): {reason}").format(
                    number=number, title=shown(entry.title), reason=reason)
            refused.append((path.name, reason))
    return good, refused


def _report(entry: FileLayout) -> dict:
    layout = entry.layout
    return {"name": entry.name, "title": entry.title, "valid": layout is not None,
            "tiles": layout.size if layout else 0, "levels": list(layout.levels) if layout else [],
            "error": None if layout else entry.error}


def check_file(path: str | Path) -> dict:
    """What ``layout check`` reports about the file's (first) layout: valid, tiles,
    levels (bottom first), error, name, title, width and height (half-tile cells); and
    ``maps``, each layout the file offers (one per ``<map>`` of a GNOME file) with its
    name, title, tiles, levels, valid and error ([] for a file that cannot be read)."""
    try:
        entries = load_layouts(path)
    except LayoutError as exc:
        return {"valid": False, "tiles": 0, "levels": [], "error": str(exc),
                "name": Path(path).stem, "title": "", "width": 0, "height": 0, "maps": []}
    maps = [_report(entry) for entry in entries]
    first = entries[0].layout
    return {**maps[0], "width": first.width if first else 0,
            "height": first.height if first else 0, "maps": maps}
