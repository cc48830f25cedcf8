"""The layout editor's model: tiles on a half-tile grid, the placement rules, undo and redo,
and the layout it makes. Pure Python (no pygame): the scene (editor.py) only asks it.

The rules are those of a layout the game can read and play (layout.validate) plus the
rule KMahjongg's own editor keeps and every shipped and installed layout obeys: a tile
above level 0 rests fully on tiles of the level below (all four of its half cells).
So every state the model can reach is a layout that ``validate`` accepts once its tile
count is even, and removing a tile that holds up another is refused too.

An edit is a list of steps (a tile placed or removed); the scene groups a drag into one
edit (``begin``/``end``), so one undo takes back a whole stroke.
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong.games.solitaire.layout import MAX_TILES, Layout, Position, validate
from mahjong.i18n import _, ngettext

GRID_WIDTH = 36     # half-tile cells: the widest installed KMahjongg layout
GRID_HEIGHT = 20    # 18 for the tallest, and a row to spare
GRID_LEVELS = 8     # 7 for the deepest

Cell = tuple[int, int, int]  # (z, x, y): one half cell of one level
Step = tuple[bool, Position]  # (placed, tile): True for a tile placed, False for one removed


class EditRefused(ValueError):
    """A placement or removal the rules refuse; the text says why, for the player."""


def cells_of(pos: Position) -> tuple[Cell, Cell, Cell, Cell]:
    z, x, y = pos
    return (z, x, y), (z, x + 1, y), (z, x, y + 1), (z, x + 1, y + 1)


class LayoutModel:
    """A layout being edited. ``tiles`` is the set of positions (z, x, y), each the
    top-left half cell of a tile covering 2 x 2 cells of level z."""

    def __init__(self, positions: Iterable[Position] = (), width: int = GRID_WIDTH,
                 height: int = GRID_HEIGHT, levels: int = GRID_LEVELS) -> None:
        positions = tuple(positions)
        self.width = max(width, 2, *(x + 2 for _, x, _ in positions))
        self.height = max(height, 2, *(y + 2 for _, _, y in positions))
        self.levels = max(levels, 1, *(z + 1 for z, _, _ in positions))
        self.tiles: set[Position] = set()
        self._owner: dict[Cell, Position] = {}
        for pos in positions:
            if min(pos) < 0:
                raise EditRefused(_("tile at level {level}, ({x}, {y}) has a negative coordinate").format(
                    level=pos[0] + 1, x=pos[1], y=pos[2]))
            if any(cell in self._owner for cell in cells_of(pos)):
                raise EditRefused(_("tiles overlap at level {level}, ({x}, {y})").format(
                    level=pos[0] + 1, x=pos[1], y=pos[2]))
            self._add(pos)
        self.done: list[list[Step]] = []
        self.undone: list[list[Step]] = []
        self._open: list[Step] | None = None
        self.version = 0          # bumped by every change (drawing caches, the estimate)
        self.saved_version = 0    # the version last saved or opened

    @classmethod
    def from_layout(cls, layout: Layout) -> LayoutModel:
        """Open an existing layout (any file the game reads) as a starting point."""
        return cls(layout.positions)

    # --- reading -------------------------------------------------------------------
    def tile_at(self, cell: Cell) -> Position | None:
        """The tile covering ``cell`` (z, x, y), or None."""
        return self._owner.get(cell)

    def level_counts(self) -> list[int]:
        counts = [0] * self.levels
        for z, _x, _y in self.tiles:
            counts[z] += 1
        return counts

    @property
    def modified(self) -> bool:
        return self.version != self.saved_version

    def why_not_place(self, pos: Position) -> str | None:
        """Why a tile may not go at ``pos``, in words; None when it may."""
        z, x, y = pos
        if pos in self.tiles:
            return _("a tile is already there")
        if not (0 <= z < self.levels):
            return _("there are levels 1 to {levels} only").format(levels=self.levels)
        if x < 0 or y < 0 or x + 2 > self.width or y + 2 > self.height:
            return _("the tile would stick out of the grid")
        for cell in cells_of(pos):
            other = self._owner.get(cell)
            if other is not None:
                return _("it would overlap the tile at ({x}, {y}) on this level").format(x=other[1], y=other[2])
        if z > 0:
            missing = [c for c in cells_of((z - 1, x, y)) if c not in self._owner]
            if len(missing) == 4:
                return _("nothing lies under it on level {level}: a tile must rest on tiles below").format(level=z)
            if missing:
                return _("it would rest only partly on level {level}: a tile must lie fully on tiles below").format(
                    level=z)
        if len(self.tiles) >= MAX_TILES:
            return _("a layout holds at most {most} tiles").format(most=MAX_TILES)
        return None

    def why_not_remove(self, pos: Position) -> str | None:
        """Why the tile at ``pos`` may not be taken away; None when it may."""
        if pos not in self.tiles:
            return _("there is no tile there")
        z = pos[0]
        above = sorted({self._owner[c] for c in cells_of((z + 1, pos[1], pos[2])) if c in self._owner})
        if above:
            return _("the tile at ({x}, {y}) on level {level} rests on it: remove that one first").format(
                x=above[0][1], y=above[0][2], level=z + 2)
        return None

    def problems(self) -> list[str]:
        """Why the layout cannot be played yet (empty when it can): the game needs an
        even number of tiles, at least two."""
        n = len(self.tiles)
        if n == 0:
            return [_("Place at least two tiles.")]
        if n % 2:
            return [ngettext("{count} tile: the count must be even (tiles go in pairs).",
                             "{count} tiles: the count must be even (tiles go in pairs).", n).format(count=n)]
        return []

    @property
    def playable(self) -> bool:
        return not self.problems()

    def positions(self) -> tuple[Position, ...]:
        return tuple(sorted(self.tiles))

    def layout(self, name: str = "edited", title: str = "Edited layout") -> Layout:
        """The layout as the game reads it; LayoutError while it cannot be played."""
        return validate(Layout(name, title, self.positions()))

    # --- editing -------------------------------------------------------------------
    def place(self, pos: Position) -> None:
        """Put a tile at ``pos``; EditRefused (with the reason) if the rules forbid it."""
        why = self.why_not_place(pos)
        if why is not None:
            raise EditRefused(why)
        self._add(pos)
        self._record((True, pos))

    def remove(self, pos: Position) -> None:
        """Take the tile at ``pos`` away; EditRefused (with the reason) if it may not be."""
        why = self.why_not_remove(pos)
        if why is not None:
            raise EditRefused(why)
        self._drop(pos)
        self._record((False, pos))

    def clear_level(self, z: int) -> int:
        """Take away every tile of level ``z`` that nothing rests on, as one edit; how
        many went (tiles holding up others stay)."""
        self.begin()
        gone = 0
        for pos in sorted(p for p in self.tiles if p[0] == z):
            if self.why_not_remove(pos) is None:
                self.remove(pos)
                gone += 1
        self.end()
        return gone

    def begin(self) -> None:
        """Group the edits until ``end`` into one undo step (a drag of the mouse)."""
        self.end()
        self._open = []

    def end(self) -> None:
        if self._open is not None:
            if self._open:
                self.done.append(self._open)
            self._open = None

    def _record(self, step: Step) -> None:
        self.undone.clear()
        self.version += 1
        if self._open is not None:
            self._open.append(step)
        else:
            self.done.append([step])

    @property
    def can_undo(self) -> bool:
        return bool(self.done) or bool(self._open)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone) and not self._open

    def undo(self) -> bool:
        """Take back the last edit (a whole stroke); whether there was one."""
        self.end()
        if not self.done:
            return False
        edit = self.done.pop()
        for placed, pos in reversed(edit):
            if placed:
                self._drop(pos)
            else:
                self._add(pos)
        self.undone.append(edit)
        self.version += 1
        return True

    def redo(self) -> bool:
        self.end()
        if not self.undone:
            return False
        edit = self.undone.pop()
        for placed, pos in edit:
            if placed:
                self._add(pos)
            else:
                self._drop(pos)
        self.done.append(edit)
        self.version += 1
        return True

    def mark_saved(self) -> None:
        self.saved_version = self.version

    def _add(self, pos: Position) -> None:
        self.tiles.add(pos)
        for cell in cells_of(pos):
            self._owner[cell] = pos

    def _drop(self, pos: Position) -> None:
        self.tiles.discard(pos)
        for cell in cells_of(pos):
            del self._owner[cell]

    # --- checks (tests) --------------------------------------------------------------
    def check(self) -> None:
        """AssertionError unless the rules hold for every tile and the cell index agrees."""
        cells: dict[Cell, Position] = {}
        for pos in self.tiles:
            z, x, y = pos
            assert 0 <= z < self.levels and 0 <= x <= self.width - 2 and 0 <= y <= self.height - 2, pos
            for cell in cells_of(pos):
                assert cell not in cells, f"{pos} overlaps {cells[cell]}"
                cells[cell] = pos
        assert cells == self._owner
        for z, x, y in self.tiles:
            if z:
                assert all(c in cells for c in cells_of((z - 1, x, y))), f"{(z, x, y)} is not supported"
        assert len(self.tiles) <= MAX_TILES
