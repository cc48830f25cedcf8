"""Hostile KMahjongg tile sets and backgrounds, as an attacker would make them: each case
writes a ``.desktop`` (and what it names) into a folder and says a word the refusal's
reason must hold (None: the set is usable, only its name is hostile)."""

import base64
import gzip
import os
import struct
import zlib
from pathlib import Path

from .looks_helpers import tileset_desktop, tileset_svg

SVG_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'width="320" height="350">')


def png(width: int, height: int, body: bytes = b"") -> bytes:
    """A PNG whose header says ``width`` x ``height`` (its pixels need not be there)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(body)) + chunk(b"IEND", b"")


def data_uri(data: bytes, mime: str = "image/png") -> str:
    return f"data:{mime};base64," + base64.b64encode(data).decode()


def with_extra(extra: str) -> str:
    """Our good test sheet with ``extra`` markup added inside it."""
    good = tileset_svg()
    return good.replace("</svg>", extra + "</svg>")


def nested_groups(depth: int) -> str:
    return "<g>" * depth + '<rect width="1" height="1"/>' + "</g>" * depth


def fan_out(levels: int, copies: int) -> str:
    parts = ['<defs><rect id="u0" width="1" height="1"/>']
    for level in range(1, levels + 1):
        uses = "".join(f'<use xlink:href="#u{level - 1}"/>' for _ in range(copies))
        parts.append(f'<g id="u{level}">{uses}</g>')
    parts.append(f'</defs><use xlink:href="#u{levels}"/>')
    return "".join(parts)


def _sheet(folder: Path, name: str, svg: str) -> Path:
    (folder / f"{name}.svgz").write_bytes(gzip.compress(svg.encode()))
    path = folder / f"{name}.desktop"
    path.write_text(tileset_desktop(name.title(), f"{name}.svgz"))
    return path


def _fifo_desktop(folder: Path, name: str) -> Path:
    os.mkfifo(folder / f"{name}.desktop")
    return folder / f"{name}.desktop"


def _device_desktop(folder: Path, name: str) -> Path:
    os.symlink("/dev/zero", folder / f"{name}.desktop")
    return folder / f"{name}.desktop"


def _device_sheet(folder: Path, name: str) -> Path:
    os.symlink("/dev/urandom", folder / f"{name}.svgz")
    (folder / f"{name}.desktop").write_text(tileset_desktop(name.title(), f"{name}.svgz"))
    return folder / f"{name}.desktop"


def _fifo_sheet(folder: Path, name: str) -> Path:
    os.mkfifo(folder / f"{name}.svgz")
    (folder / f"{name}.desktop").write_text(tileset_desktop(name.title(), f"{name}.svgz"))
    return folder / f"{name}.desktop"


def _fifo_picture(folder: Path, name: str) -> Path:
    os.mkfifo(folder / f"{name}-picture.png")
    return _sheet(folder, name, with_extra(f'<image xlink:href="{name}-picture.png" width="9" height="9"/>'))


def _linked_picture(folder: Path, name: str) -> Path:
    os.symlink("/dev/zero", folder / f"{name}-picture.png")
    return _sheet(folder, name, with_extra(f'<image xlink:href="{name}-picture.png" width="9" height="9"/>'))


def _named(text: str):
    def make(folder: Path, name: str) -> Path:
        path = _sheet(folder, name, tileset_svg())
        path.write_text(tileset_desktop(text, f"{name}.svgz"))
        return path
    return make


def _svg(extra: str):
    return lambda folder, name: _sheet(folder, name, with_extra(extra))


# name -> (maker(folder, name) -> .desktop path, a word of the reason or None: usable)
CASES = {
    "fifo-desktop": (_fifo_desktop, "regular file"),
    "zero-desktop": (_device_desktop, "regular file"),
    "urandom-sheet": (_device_sheet, "regular file"),
    "fifo-sheet": (_fifo_sheet, "regular file"),
    "fifo-picture": (_fifo_picture, "regular file"),
    "zero-linked-picture": (_linked_picture, "outside its own folder"),
    "image-dev-zero": (_svg('<image xlink:href="/dev/zero" width="9" height="9"/>'), "outside its own folder"),
    "image-file-uri": (_svg('<image href="file:///dev/zero" width="9" height="9"/>'), "outside its own folder"),
    "image-up-a-folder": (_svg('<image xlink:href="../secret.png" width="9" height="9"/>'), "outside its own folder"),
    "image-on-the-net": (_svg('<image xlink:href="http://example.com/x.png" width="9" height="9"/>'), "network"),
    "png-bomb": (_svg(f'<image xlink:href="{data_uri(png(60000, 60000))}" width="9" height="9"/>'), "too large"),
    "svg-in-svg": (_svg(f'<image xlink:href="{data_uri(b"<svg/>", "image/svg+xml")}" width="9" height="9"/>'),
                   "not PNG"),
    "css-url": (_svg('<rect width="9" height="9" style="fill:url(/dev/zero)"/>'), "outside it"),
    "css-import": (_svg('<style>@import url("/dev/zero");</style>'), "imports"),
    "use-fan-out": (_svg(fan_out(8, 10)), "<use>"),
    "filter-bomb": (_svg('<filter id="f">' + '<feGaussianBlur stdDeviation="50"/>' * 3000 + "</filter>"), "filter"),
    "deep-nesting": (_svg(nested_groups(250)), "deep"),
    "huge-path": (_svg('<path d="M0 0' + " L1 1" * 900_000 + '"/>'), "MB"),
    "nul-name": (_named("Evil\x00Set"), None),
    "zero-width-name": (_named("\u200b"), None),
    "combining-joiner-name": (_named("\u034f\u200d"), None),
}


def make_all(folder: Path) -> dict[str, Path]:
    """Every case in ``folder``; {case: its .desktop path}."""
    folder.mkdir(parents=True, exist_ok=True)
    return {case: maker(folder, case) for case, (maker, _) in CASES.items()}
