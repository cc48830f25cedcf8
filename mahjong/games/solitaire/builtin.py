"""Built-in solitaire layouts: KMahjongg files in assets/layouts/, loaded by name.

The Turtle is also built here in code, straight from the spec; the shipped
assets/layouts/turtle.layout was written from it with ``format_kmahjongg`` and a test
checks the two agree.
"""

from __future__ import annotations

from mahjong.core.assets import asset_path
from mahjong.games.solitaire.layout import Layout, LayoutError, Position
from mahjong.games.solitaire.layout_files import load_layout_file


def load_builtin(name: str) -> Layout:
    """The shipped layout ``name``; LayoutError if there is none."""
    known = bool(name) and len(name) <= 64 and name.replace("_", "").replace("-", "").isalnum()
    path = asset_path("layouts", f"{name}.layout") if known else None
    if path is None or not path.is_file():  # a name too long for a path is checked first
        raise LayoutError(f"no built-in layout named {name[:64]!r}")
    return load_layout_file(path)


def turtle_positions() -> tuple[Position, ...]:
    """The standard Turtle, 87 + 36 + 16 + 4 + 1 tiles, 30 x 16 half units."""
    row_lengths = (12, 8, 10, 12, 12, 10, 8, 12)
    positions: list[Position] = []
    for row, length in enumerate(row_lengths):
        first = 14 - length  # rows are centred on x = 14 (the main block spans 2..26)
        positions += [(0, first + 2 * i, 2 * row) for i in range(length)]
    positions += [(0, 0, 7), (0, 26, 7), (0, 28, 7)]  # the end tiles, at half-row height
    for z, side in ((1, 6), (2, 4), (3, 2)):
        start_x, start_y = 14 - side, 8 - side
        positions += [(z, start_x + 2 * i, start_y + 2 * j) for i in range(side) for j in range(side)]
    positions.append((4, 13, 7))
    return tuple(positions)


def turtle() -> Layout:
    """The Turtle built in code (the reference the shipped file is checked against)."""
    return Layout("turtle", "Turtle", turtle_positions(), "The classic layout.")
