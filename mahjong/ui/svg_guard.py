"""What an SVG sheet from another program may hold before resvg draws it. Pure Python:
no pygame.

``checked(text, root, folder)`` refuses (``LookError``, with the reason in words) a sheet

- nested deeper than MAX_DEPTH (resvg overflows its stack on a few hundred nested groups:
  a crash, not an error), with more than MAX_ELEMENTS elements, or whose ``<use>``
  references would expand it past MAX_EXPANDED elements (a fan-out of uses of uses);
- with a path or attribute longer than MAX_ATTRIBUTE characters, or more than
  MAX_FILTER_STEPS filter primitives;
- referring to anything but its own elements (``#id``), a bounded ``data:`` picture, or
  a picture file in its own set's folder: no file elsewhere, no device, no pipe, no URL,
  no CSS ``url()`` or ``@import`` of another file;
- holding a picture (inline or in a file) that is not PNG, JPEG, GIF or WebP, larger
  than MAX_PICTURE_BYTES, or that would unpack to more than MAX_PICTURE_PIXELS (a PNG
  bomb is small on disk and gigabytes drawn).

A picture file that passes is read (through ``core.files.read_limited``) and put inline
as a ``data:`` URI, so resvg itself never opens a file; the text returned is what resvg
gets. What a check cannot see (a slow filter, say) is left to the render process's time
and memory limits (``core.jobs``).
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import struct
import urllib.parse
from pathlib import Path
from xml.etree import ElementTree

from mahjong.core.files import TooLarge, read_limited
from mahjong.i18n import _, format_number

MAX_DEPTH = 64
MAX_ELEMENTS = 200_000
MAX_EXPANDED = 1_000_000
MAX_ATTRIBUTE = 4 << 20          # characters in one attribute (a path's data)
MAX_FILTER_STEPS = 2_000
MAX_PICTURE_BYTES = 8 << 20
MAX_PICTURE_PIXELS = 16_000_000  # 4000 x 4000
MAX_PICTURES = 256

SVG = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
_URL = re.compile(r"url\(\s*(['\"]?)(.*?)\1\s*\)", re.IGNORECASE | re.DOTALL)
_FILTER_PRIMITIVE = re.compile(r"^\{http://www\.w3\.org/2000/svg\}fe[A-Z]")


class SheetRefused(ValueError):
    """Raised by the checks; ``kmahjongg`` turns it into its LookError."""


def checked(text: str, root: ElementTree.Element, folder: str | Path) -> str:
    """``text`` (whose parsed tree is ``root``) as resvg may draw it: the checks above
    passed and picture files put inline. SheetRefused says why not."""
    _check_shape(root)
    inlined = _check_references(root, Path(folder))
    if not inlined:
        return text
    return ElementTree.tostring(root, encoding="unicode")


# --- size and shape ------------------------------------------------------------------
def _check_shape(root: ElementTree.Element) -> None:
    count, filters = 0, 0
    todo = [(root, 1)]
    while todo:
        element, depth = todo.pop()
        count += 1
        if depth > MAX_DEPTH:
            raise SheetRefused(_("its picture nests elements more than {count} deep").format(count=MAX_DEPTH))
        if count > MAX_ELEMENTS:
            raise SheetRefused(_("its picture has more than {count} elements").format(
                count=format_number(MAX_ELEMENTS)))
        if _FILTER_PRIMITIVE.match(str(element.tag)):
            filters += 1
            if filters > MAX_FILTER_STEPS:
                raise SheetRefused(_("its picture has more than {count} filter steps").format(
                    count=format_number(MAX_FILTER_STEPS)))
        for value in element.attrib.values():
            if len(value) > MAX_ATTRIBUTE:
                raise SheetRefused(_("its picture has a path or value of more than {megabytes} MB").format(
                    megabytes=MAX_ATTRIBUTE >> 20))
        todo.extend((child, depth + 1) for child in element)
    try:
        _check_expansion(root)
    except RecursionError:
        raise SheetRefused(_("its picture's <use> references chain too deep")) from None


def _href(element: ElementTree.Element) -> str | None:
    return element.get(XLINK_HREF) or element.get("href")


def _check_expansion(root: ElementTree.Element) -> None:
    """How many elements drawing the sheet visits, each ``<use>`` counted as a copy of
    what it names (uses of uses multiply): at most MAX_EXPANDED. A use that names itself
    through others draws nothing (resvg skips it) and counts once."""
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    sizes: dict[int, int] = {}
    visiting: set[int] = set()

    def size(element: ElementTree.Element) -> int:
        key = id(element)
        if key in sizes:
            return sizes[key]
        if key in visiting:
            return 1
        visiting.add(key)
        total = 1
        stack = [element]
        while stack:   # the subtree, without recursion; uses recurse into what they name
            item = stack.pop()
            if item is not element:
                total += 1
            if item.tag == f"{SVG}use":
                target = ids.get((_href(item) or "").lstrip("#"))
                if target is not None:
                    total += size(target)
            stack.extend(item)
            if total > MAX_EXPANDED:
                raise SheetRefused(_("its picture's <use> copies come to more than {count} elements").format(
                    count=format_number(MAX_EXPANDED)))
        visiting.discard(key)
        sizes[key] = total
        return total

    size(root)


# --- references ----------------------------------------------------------------------
def _check_references(root: ElementTree.Element, folder: Path) -> bool:
    """Check every reference; put picture files inline. Whether anything was put inline."""
    inlined, pictures = False, 0
    for element in root.iter():
        for value in element.attrib.values():
            for match in _URL.finditer(value):
                _check_css_url(match.group(2))
        if element.tag == f"{SVG}style" and element.text:
            if "@import" in element.text.lower():
                raise SheetRefused(_("its picture imports another style sheet"))
            for match in _URL.finditer(element.text):
                _check_css_url(match.group(2))
        href = _href(element)
        if href is None:
            continue
        href = href.strip()
        if href.startswith("#"):
            continue
        pictures += 1
        if pictures > MAX_PICTURES:
            raise SheetRefused(_("its picture holds more than {count} pictures").format(count=MAX_PICTURES))
        is_picture = element.tag in (f"{SVG}image", f"{SVG}feImage")
        if href[:5].lower() == "data:":
            if not is_picture:
                raise SheetRefused(_("its picture draws a data: reference that is not a picture"))
            picture_kind(data_uri_bytes(href))
            continue
        if not is_picture:
            raise SheetRefused(_("its picture refers to another file ({reference})").format(reference=repr(href[:40])))
        data = picture_file(folder, href)
        mime = picture_kind(data)
        uri = f"data:{mime};base64," + base64.b64encode(data).decode("ascii")
        for key in (XLINK_HREF, "href"):
            if key in element.attrib:
                element.set(key, uri)
        inlined = True
    return inlined


def _check_css_url(target: str) -> None:
    if not target.strip().startswith("#"):
        raise SheetRefused(_("its picture's style refers to something outside it ({reference})").format(
            reference=repr(target[:40])))


def data_uri_bytes(uri: str) -> bytes:
    """The bytes a ``data:`` URI holds, bounded before and after decoding."""
    if len(uri) > MAX_PICTURE_BYTES * 4 // 3 + 4096:
        raise SheetRefused(_("its picture holds an inline picture larger than {megabytes} MB").format(
            megabytes=MAX_PICTURE_BYTES >> 20))
    head, comma, body = uri.partition(",")
    if not comma:
        raise SheetRefused(_("its picture holds a damaged data: picture"))
    try:
        if head.lower().endswith(";base64"):
            data = base64.b64decode("".join(body.split()), validate=True)
        else:
            data = urllib.parse.unquote_to_bytes(body)
    except (binascii.Error, ValueError):
        raise SheetRefused(_("its picture holds a damaged data: picture")) from None
    if len(data) > MAX_PICTURE_BYTES:
        raise SheetRefused(_("its picture holds an inline picture larger than {megabytes} MB").format(
            megabytes=MAX_PICTURE_BYTES >> 20))
    return data


def picture_file(folder: Path, href: str) -> bytes:
    """The bytes of a picture file a sheet names: a plain relative name (or a ``file:``
    URI) that resolves, links followed, inside ``folder``, to a regular file of bounded size."""
    if "://" in href and not href.lower().startswith("file:"):
        raise SheetRefused(_("its picture refers to a picture on the network ({reference})").format(
            reference=repr(href[:40])))
    name = urllib.parse.unquote(href[5:] if href.lower().startswith("file:") else href)
    home = os.path.realpath(folder)
    try:
        where = os.path.realpath(os.path.join(home, name))
    except ValueError:
        raise SheetRefused(_("its picture names a picture file that cannot exist")) from None
    if os.path.commonpath([home, where]) != home or where == home:
        raise SheetRefused(_("its picture refers to a file outside its own folder ({reference})").format(
            reference=repr(href[:40])))
    try:
        return read_limited(Path(where), MAX_PICTURE_BYTES)
    except TooLarge:
        raise SheetRefused(_("its picture file {file} is larger than {megabytes} MB").format(
            file=repr(Path(where).name), megabytes=MAX_PICTURE_BYTES >> 20)) from None
    except OSError as exc:
        raise SheetRefused(_("the picture file {file} it names cannot be read ({problem})").format(
            file=repr(Path(where).name), problem=exc.strerror or exc)) from None


# --- pictures --------------------------------------------------------------------------
def picture_kind(data: bytes) -> str:
    """The MIME type of a PNG, JPEG, GIF or WebP picture whose pixel count is within
    MAX_PICTURE_PIXELS; SheetRefused for anything else."""
    kind, size = _sniff(data)
    if kind is None:
        raise SheetRefused(_("its picture holds a picture that is not PNG, JPEG, GIF or WebP"))
    if size is None:
        raise SheetRefused(_("its picture holds a damaged picture"))
    w, h = size
    if w * h > MAX_PICTURE_PIXELS:
        raise SheetRefused(_("its picture holds a {width} x {height} picture, too large to draw").format(
            width=format_number(w), height=format_number(h)))
    return kind


def _sniff(data: bytes) -> tuple[str | None, tuple[int, int] | None]:
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        if len(data) < 24 or data[12:16] != b"IHDR":
            return "image/png", None
        return "image/png", struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return ("image/gif", struct.unpack("<HH", data[6:10])) if len(data) >= 10 else ("image/gif", None)
    if data[:2] == b"\xff\xd8":
        return "image/jpeg", _jpeg_size(data)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp", _webp_size(data)
    return None, None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    i = 2
    while i + 4 <= len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker == 0xFF:
            i += 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        length = struct.unpack(">H", data[i + 2:i + 4])[0]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            if i + 9 > len(data):
                return None
            h, w = struct.unpack(">HH", data[i + 5:i + 9])
            return w, h
        i += 2 + length
    return None


def _webp_size(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8 " and len(data) >= 30:
        w, h = struct.unpack("<HH", data[26:30])
        return w & 0x3FFF, h & 0x3FFF
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8X" and len(data) >= 30:
        return int.from_bytes(data[24:27], "little") + 1, int.from_bytes(data[27:30], "little") + 1
    return None
