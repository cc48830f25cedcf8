"""Write our built-in solitaire layouts to assets/layouts/ from the designs below.

Run ``python scripts/make_layouts.py [OUT_DIR]``; it rewrites each design's ``.layout``
(KMahjongg v1.1) and ``.desktop`` (title and description) file and checks every design:
144 tiles, no overlaps, every tile above level 0 resting fully on the level below, and
a size that keeps tiles large on screen. The Turtle is not made here (see builtin.py).

A design is a list of levels, bottom first. A level is a piece ``(dx, dy, picture)`` or
a tuple of pieces: each character of a picture is one tile-sized spot, so column c, row r
is the half-tile cell (dx + 2c, dy + 2r). ``#`` puts a tile there; ``>`` a tile half a
tile to the right, ``v`` half a tile lower, ``%`` both; ``.`` or a space leaves it empty.

Rows of tiles touching side by side are freed only from their ends, so long rows under
other tiles make many uniform deals impossible to clear; half-tile gaps between pieces
cut them short (scripts/benchmarks/solitaire_layouts.py measures each layout's share of
lost deals).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.games.solitaire.layout import Layout, Position, format_kmahjongg, validate  # noqa: E402

MAX_WIDTH, MAX_HEIGHT = 36, 18  # half-tile cells
OFFSETS = {"#": (0, 0), ">": (1, 0), "v": (0, 1), "%": (1, 1)}


Piece = tuple[int, int, str]


class Design(NamedTuple):
    name: str
    title: str
    description: str
    levels: tuple[Piece | tuple[Piece, ...], ...]


def positions(design: Design) -> list[Position]:
    out = []
    for z, level in enumerate(design.levels):
        pieces = level if isinstance(level[0], tuple) else (level,)
        for dx, dy, picture in pieces:
            for r, row in enumerate(picture.strip("\n").split("\n")):
                for c, ch in enumerate(row):
                    if ch in OFFSETS:
                        ox, oy = OFFSETS[ch]
                        out.append((z, dx + 2 * c + ox, dy + 2 * r + oy))
                    elif ch not in ". ":
                        raise ValueError(f"{design.name}: unknown character {ch!r} on level {z}")
    min_x = min(x for _, x, _ in out)
    min_y = min(y for _, _, y in out)
    return [(z, x - min_x, y - min_y) for z, x, y in out]


def unsupported(layout: Layout) -> list[Position]:
    """Tiles above level 0 with a cell that no tile of the level below covers."""
    cells = {(z, x + i, y + j) for z, x, y in layout.positions for i in (0, 1) for j in (0, 1)}
    return [(z, x, y) for z, x, y in layout.positions if z > 0
            and any((z - 1, x + i, y + j) not in cells for i in (0, 1) for j in (0, 1))]


def build(design: Design) -> Layout:
    """The design as a checked Layout; ValueError says what is wrong with it."""
    layout = validate(Layout(design.name, design.title, tuple(positions(design)),
                             design.description))
    problems = []
    if layout.size != 144:
        problems.append(f"{layout.size} tiles, not 144")
    if layout.width > MAX_WIDTH or layout.height > MAX_HEIGHT:
        problems.append(f"{layout.width} x {layout.height} half cells is too big")
    if unsupported(layout):
        problems.append(f"unsupported tiles {unsupported(layout)}")
    if problems:
        raise ValueError(f"{design.name}: " + "; ".join(problems))
    return layout


def desktop(design: Design) -> str:
    return (f"[KDE Desktop Entry]\nName={design.title}\nDescription={design.description}\n"
            f"FileName={design.name}.layout\n")


def block(width: int, height: int, ch: str = "#") -> str:
    """A picture of ``height`` rows of ``width`` tiles."""
    return "\n".join([ch * width] * height)


def wave(centres: tuple[int, ...], counts: tuple[int, ...],
         gaps: tuple[int, ...] = ()) -> tuple[tuple[int, int, str], ...]:
    """Levels of a band one tile wide per column, its middle at the given half-cell
    heights: ``counts[z]`` tiles (an odd number) stacked straight up in each column on
    level z, centred, so every level leaves the ends of the one below open. A half-tile
    gap opens before each column listed in ``gaps``, cutting the band's rows short."""
    shifts = [2 * c + sum(g <= c for g in gaps) for c in range(len(centres))]
    levels = []
    for count in counts:
        rows: dict[int, dict[int, str]] = {}
        for c, middle in enumerate(centres):
            for k in range(count):
                y = middle - count + 1 + 2 * k
                rows.setdefault(y // 2, {})[shifts[c] // 2] = "#v>%"[y % 2 + 2 * (shifts[c] % 2)]
        width = shifts[-1] // 2 + 1
        picture = ["".join(rows.get(r, {}).get(c, ".") for c in range(width))
                   for r in range(max(rows) + 1)]
        levels.append((0, 0, "\n".join(picture)))
    return tuple(levels)


DESIGNS = (
    Design("pyramid", "Pyramid",
           "Square terraces stepping up from a broad base with cut corners; four levels.", (
               (0, 0, """
...########...
..##########..
.############.
##############
##############
.############.
..##########..
...########...
"""),
               (8, 2, block(6, 6)),
               (10, 4, block(4, 4)),
               (12, 6, block(2, 2)),
           )),
    Design("fortress", "Fortress",
           "Thick walls, four corner towers, a gatehouse and a keep in the courtyard.", (
               (0, 0, """
#####>>>>>.#####
#####>>>>>.#####
##............##
##...######...##
##...######...##
##...######...##
##............##
######....######
######....######
"""),  # the gatehouse stands between half-tile joints in the front wall
               (0, 0, """
##....####....##
##....####....##
................
.....%%%%%......
.....%%%%%......
................
................
##..##....##..##
##..##....##..##
"""),
               ((0, 0, """
%.............%
...............
...............
...............
...............
...............
...............
%.............%
"""), (13, 7, block(3, 2))),
           )),
    Design("bridge", "Bridge",
           "A humpbacked bridge of three spans climbing from bank to bank over a quiet "
           "river.", (
               # banks, then the spans: half-tile joints between them keep the rows short
               ((0, 0, block(3, 9)), (7, 6, block(3, 3)), (14, 6, block(4, 3)),
                (23, 6, block(3, 3)), (30, 0, block(3, 9))),
               ((7, 6, block(3, 3)), (14, 6, block(4, 3)), (23, 6, block(3, 3))),
               ((8, 6, block(2, 3)), (15, 6, block(3, 3)), (24, 6, block(2, 3))),
               (16, 6, block(2, 3)),
               (17, 6, block(1, 3)),
           )),
    Design("flower", "Flower",
           "Eight petals round a raised heart; the diagonal petals lean half a tile.", (
               ((0, 0, """
..##....##....##..
.####..####..####.
..####.####.####..
....##########....
....##########....
....##########....
..####.####.####..
.####..####..####.
..##....##....##..
"""), (1, 8, "###"), (29, 8, "###")),  # the side petals half a tile off the heart
               ((0, 0, """
..................
..%%....%....%%...
..................
..................
..................
..................
..%%....%....%%...
"""), (3, 8, "#"), (31, 8, "#"), (10, 7, block(8, 2))),
               (12, 7, block(6, 2)),
               (14, 7, block(4, 2)),
           )),
    Design("serpent", "Serpent",
           "A thick snake winding across the table; its two steepest bends break its "
           "long rows.",
           wave((6, 5, 4, 4, 5, 7, 9, 11, 12, 12, 11, 9, 7, 6, 5, 5), (5, 3, 1), (6, 11))),
    Design("spider", "Spider",
           "A stout spider on eight bent legs, its body piled high.", (
               (0, 0, """
##......##......##
.##....####....##.
..##..######..##..
##.##.######.##.##
#####.######.#####
##.##.######.##.##
..##..######..##..
.##....####....##.
##......##......##
"""),
               (0, 0, """
........%.........
..................
.......####.......
%..%...####..%..%.
%..%...####..%..%.
.......####.......
.......####.......
........%.........
"""),
               (0, 0, """
..................
..................
........##........
%.......##......%.
........##........
........##........
........##........
"""),
               (0, 0, """
..................
..................
..................
........##........
........##........
........##........
"""),
               (0, 0, """
..................
..................
..................
........%.........
........%.........
"""),
               (0, 0, """
..................
..................
..................
........%.........
........%.........
"""),
           )),
    Design("twin_towers", "Twin Towers",
           "Two stepped towers, four levels high, rise from a plaza split by an avenue.", (
               (0, 0, """
.######...######.
########.########
########.########
########.########
########.########
.######...######.
"""),
               (4, 2, "####.....####\n" * 4),
               (6, 2, "##.......##\n" * 4),
               (6, 4, "##.......##\n" * 2),
           )),
    Design("ziggurat", "Ziggurat",
           "Three terraces stepping in from a broad base, split by a central stair and "
           "crowned by a shrine.", (
               (0, 0, "#######>>>>>>>\n" * 6),
               (0, 2, "..#####>>>>>..\n" * 4),
               (0, 4, "....###>>>....\n" * 2),
               (0, 4, ".....##>>.....\n" * 2),
           )),
    Design("meadow", "Meadow",
           "Easy: low fields of short rows, barely two tiles deep.", (
               (0, 0, """
#####.#####.#####.
#####.#####.#####.
#####.#####.#####.
#####.#####.#####.
..................
.#####.#####.#####
.#####.#####.#####
.#####.#####.#####
.#####.#####.#####
"""),
               (0, 0, """
..................
%%%%..%%%%..%%%%..
..................
..................
..................
..................
.%%%%..%%%%..%%%%.
"""),
           )),
    Design("spire", "Spire",
           "A slender spire seven levels high on a cross-shaped base.", (
               (0, 0, """
.....>>>>>>......
.....>>>>>>......
##>>>>>>>>>>>>.##
##>>>>>>>>>>>>.##
##>>>>>>>>>>>>.##
##>>>>>>>>>>>>.##
.....>>>>>>......
.....>>>>>>......
"""),
               (11, 4, block(6, 4)),
               (13, 4, block(4, 4)),
               (15, 4, block(2, 4)),
               (15, 6, block(2, 2)),
               (15, 7, block(2, 1)),
               (15, 7, block(2, 1)),
           )),
    Design("arena", "Arena",
           "An oval ring of stands split by aisles, rising to the back along the long sides, "
           "round an open field.", (
               (0, 0, """
...###.####.###...
.#####.####.#####.
.#####.####.#####.
###............###
###.....##.....###
###............###
.#####.####.#####.
.#####.####.#####.
...###.####.###...
"""),
               (0, 0, """
...###.####.###...
...###.####.###...
..................
..................
..................
..................
..................
...###.####.###...
...###.####.###...
"""),
               (0, 0, """
.......####.......
..................
..................
..................
..................
..................
..................
..................
.......####.......
"""),
           )),
)


def main(out_dir: Path) -> int:
    out_dir.mkdir(parents=True, exist_ok=True)
    for design in DESIGNS:
        layout = build(design)
        (out_dir / f"{design.name}.layout").write_text(format_kmahjongg(layout), encoding="utf-8")
        (out_dir / f"{design.name}.desktop").write_text(desktop(design), encoding="utf-8")
        print(f"{design.name:12} {design.title:16} levels {list(layout.levels)} "
              f"{layout.width} x {layout.height}")
    return 0


if __name__ == "__main__":
    default = Path(__file__).resolve().parents[1] / "assets" / "layouts"
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else default))
