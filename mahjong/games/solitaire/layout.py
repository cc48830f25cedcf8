"""Solitaire layouts: tile positions on a half-tile grid, and the KMahjongg format.

A tile at (z, x, y) covers the cells [x, x+2) x [y, y+2) of level z. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mahjong.core import names
from mahjong.i18n import _

MAX_TILES = 288

Position = tuple[int, int, int]  # (z, x, y)


class LayoutError(ValueError):
    """A layout file or layout that cannot be played; the text says why."""


@dataclass(frozen=True)
class Layout:
    name: str                       # id: file stem, e.g. "turtle"
    title: str                      # shown to the player, e.g. "Turtle"
    positions: tuple[Position, ...]  # sorted by (z, y, x)
    description: str = ""
    source: str = ""                # file path it came from ("" for built-ins made in code)
    levels: tuple[int, ...] = field(init=False)

    def __post_init__(self) -> None:
        depth = 1 + max((z for z, _, _ in self.positions), default=-1)
        counts = [0] * depth
        for z, _x, _y in self.positions:
            counts[z] += 1
        object.__setattr__(self, "levels", tuple(counts))
        object.__setattr__(self, "positions", tuple(sorted(self.positions)))
        # a title and description from a file are shown: no control or zero-width characters
        object.__setattr__(self, "title", names.clean(self.title, names.NAME_BYTES, names.clean(self.name) or "Layout"))
        object.__setattr__(self, "description", names.clean(self.description, 4 * names.NAME_BYTES))

    @property
    def size(self) -> int:
        return len(self.positions)

    @property
    def width(self) -> int:
        """Width in half-tile cells."""
        return max((x for _, x, _ in self.positions), default=-2) + 2

    @property
    def height(self) -> int:
        """Height in half-tile cells."""
        return max((y for _, _, y in self.positions), default=-2) + 2


def validate(layout: Layout) -> Layout:
    """Raise LayoutError unless the layout is playable: an even number of tiles (2..288),
    no negative coordinates, and no two tiles of a level overlapping."""
    n = layout.size
    if n == 0:
        raise LayoutError(_("the layout has no tiles"))
    if n % 2:
        raise LayoutError(_("the layout has {count} tiles; it needs an even number").format(count=n))
    if n > MAX_TILES:
        raise LayoutError(_("the layout has {count} tiles; at most {most} are allowed").format(count=n, most=MAX_TILES))
    taken: dict[tuple[int, int, int], Position] = {}
    for pos in layout.positions:
        z, x, y = pos
        if min(pos) < 0:
            raise LayoutError(_("tile at level {z}, x {x}, y {y} has a negative coordinate").format(z=z, x=x, y=y))
        for cell in ((z, x, y), (z, x + 1, y), (z, x, y + 1), (z, x + 1, y + 1)):
            if cell in taken:
                other = taken[cell]
                raise LayoutError(_("tiles at level {z} overlap: ({x1}, {y1}) and ({x2}, {y2})").format(
                    z=z, x1=other[1], y1=other[2], x2=x, y2=y))
            taken[cell] = pos
    return layout


_HEADERS = ("kmahjongg-layout-v1.0", "kmahjongg-layout-v1.1", "mahjongg-layout-v1.1")


def parse_kmahjongg(text: str, name: str, title: str | None = None, description: str = "",
                    source: str = "") -> Layout:
    """Read a KMahjongg .layout file (v1.0 or v1.1); raise LayoutError on any problem."""
    lines = [line.replace("\r", "").strip() for line in text.split("\n")]
    lines = [line for line in lines if line]
    if not lines or lines[0] not in _HEADERS:
        raise LayoutError(_("not a KMahjongg layout: the first line must be "
                            "'kmahjongg-layout-v1.0' or 'kmahjongg-layout-v1.1'"))
    width, height, depth = 32, 16, 5
    rows: list[str] = []
    for line in lines[1:]:
        if line.startswith("#"):
            continue
        if lines[0] != "kmahjongg-layout-v1.0" and line[0] in "whd" and line[1:].isascii() \
                and line[1:].isdigit():
            value = int(line[1:])
            if not 0 < value <= 1000:
                raise LayoutError(_("bad size line {line}").format(line=repr(line)))
            if line[0] == "w":
                width = value
            elif line[0] == "h":
                height = value
            else:
                depth = value
            continue
        rows.append(line)
    body = "".join(rows)
    expected = width * height * depth
    if len(body) != expected:
        raise LayoutError(_("the grid has {cells} cells; w{width} x h{height} x d{depth} needs {expected}").format(
            cells=len(body), width=width, height=height, depth=depth, expected=expected))
    positions = grid_positions(body, width, height, ".1234")
    return validate(Layout(name, title or name.replace("_", " ").title(), positions,
                           description, source))


def grid_positions(body: str, width: int, height: int, alphabet: str) -> tuple[Position, ...]:
    """The tiles of a level-major grid of cells (levels of ``height`` rows of ``width``),
    where ``1`` marks a tile's top-left cell; LayoutError for any other character outside
    ``alphabet`` or a tile sticking out of the grid."""
    bad = set(body) - set(alphabet)
    if bad:
        raise LayoutError(_("unexpected character(s) {characters} in the grid").format(
            characters=repr("".join(sorted(bad)))))
    positions = []
    for i, ch in enumerate(body):
        if ch == "1":
            z, rest = divmod(i, width * height)
            y, x = divmod(rest, width)
            if x + 1 >= width or y + 1 >= height:
                raise LayoutError(_("tile at level {z}, x {x}, y {y} sticks out of the grid").format(z=z, x=x, y=y))
            positions.append((z, x, y))
    return tuple(positions)


def format_kmahjongg(layout: Layout) -> str:
    """Write a layout as a KMahjongg v1.1 file (the format of our built-in layouts)."""
    width, height, depth = max(layout.width, 2), max(layout.height, 2), max(len(layout.levels), 1)
    grid = [[["."] * width for _ in range(height)] for _ in range(depth)]
    for z, x, y in layout.positions:
        grid[z][y][x], grid[z][y][x + 1] = "1", "2"
        grid[z][y + 1][x], grid[z][y + 1][x + 1] = "4", "3"
    out = ["kmahjongg-layout-v1.1", f"# {layout.title}", f"w{width}", f"h{height}", f"d{depth}"]
    for level in grid:
        out.extend("".join(row) for row in level)
    return "\n".join(out) + "\n"
