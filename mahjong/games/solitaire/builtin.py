"""Built-in solitaire layouts: KMahjongg files in assets/layouts/, loaded by name.

The Turtle is also built here in code, straight from the spec; the shipped
assets/layouts/turtle.layout was written from it with ``format_kmahjongg`` and a test
checks the two agree.
"""

from __future__ import annotations

from mahjong.core.assets import asset_path
from mahjong.games.solitaire import generator
from mahjong.games.solitaire.layout import Layout, LayoutError, Position
from mahjong.games.solitaire.layout_files import load_layout_file
from mahjong.i18n import N_, _

# The shipped layouts' titles and descriptions for the catalogue: the English of their
# .desktop files (a test checks the two agree), translated where shown (shown_title).
TEXTS = {
    "arena": (N_("Arena"),
              N_("An oval ring of stands split by aisles, rising to the back along the long sides, "
                 "round an open field.")),
    "bridge": (N_("Bridge"),
               N_("A humpbacked bridge of three spans climbing from bank to bank over a quiet river.")),
    "flower": (N_("Flower"),
               N_("Eight petals round a raised heart; the diagonal petals lean half a tile.")),
    "fortress": (N_("Fortress"),
                 N_("Thick walls, four corner towers, a gatehouse and a keep in the courtyard.")),
    "meadow": (N_("Meadow"),
               N_("Easy: low fields of short rows, barely two tiles deep.")),
    "pyramid": (N_("Pyramid"),
                N_("Square terraces stepping up from a broad base with cut corners; four levels.")),
    "serpent": (N_("Serpent"),
                N_("A thick snake winding across the table; its two steepest bends break its long rows.")),
    "spider": (N_("Spider"),
               N_("A stout spider on eight bent legs, its body piled high.")),
    "spire": (N_("Spire"),
              N_("A slender spire seven levels high on a cross-shaped base.")),
    "turtle": (N_("Turtle"),
               N_("The classic layout: a five-level shell with a single tile on top.")),
    "twin_towers": (N_("Twin Towers"),
                    N_("Two stepped towers, four levels high, rise from a plaza split by an avenue.")),
    "ziggurat": (N_("Ziggurat"),
                 N_("Three terraces stepping in from a broad base, split by a central stair and crowned by a shrine.")),
}


def load_builtin(name: str) -> Layout:
    """The shipped layout ``name``; LayoutError if there is none."""
    known = bool(name) and len(name) <= 64 and name.replace("_", "").replace("-", "").isalnum()
    path = asset_path("layouts", f"{name}.layout") if known else None
    if path is None or not path.is_file():  # a name too long for a path is checked first
        raise LayoutError(_("no built-in layout named {name}").format(name=repr(name[:64])))
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


def shown_title(layout: Layout) -> str:
    """``layout.title`` in the player's language: a built-in's, or one made from a number,
    is translated; any other (the name a file gives itself) is shown as written."""
    texts = TEXTS.get(layout.name)
    if texts is not None and layout.title == texts[0]:
        return _(texts[0])
    number = generator.number_of(layout.name)
    if number is not None and layout.title == generator.TITLE.format(number=number):
        return _(generator.TITLE).format(number=number)
    return layout.title


def shown_description(layout: Layout) -> str:
    """``layout.description`` in the player's language, as ``shown_title``."""
    texts = TEXTS.get(layout.name)
    if texts is not None and layout.description == texts[1]:
        return _(texts[1])
    number = generator.number_of(layout.name)
    if number is not None and layout.description == generator.DESCRIPTION.format(number=number):
        return _(generator.DESCRIPTION).format(number=number)
    return layout.description
