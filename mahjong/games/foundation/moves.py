"""The moves of MahJongg FreeCell and the Sea family, and their text (pure Python, no pygame).

Moves are ``Move(src, dst, count)`` between ``Spot`` s; their text is 1-based:

- ``t3`` column 3 (level 1), ``t3@2`` column 3 level 2; ``c1`` cell 1; ``f5`` foundation pile 5.
- ``t3>f5`` a tile to a pile, ``t3>c2`` to a cell, ``c1>t7`` from a cell to column 7,
  ``t3:2>t9`` the bottom 2 tiles of column 3 as a group below column 9's bottom tile, and in
  the level games ``t3@2>t9@3`` onto level 3 of column 9 (a new level on its top-row tile
  when column 9 has two levels). A tableau destination is a column and a level: the tile
  goes below that level's bottom tile, or starts the level in the top row. A move within
  one column (level games) is judged on the column with its tiles picked up, and its
  destination level is counted there (the same number except for no-moves).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mahjong.i18n import _


@dataclass(frozen=True, order=True)
class Spot:
    """A place on the board: kind ``t`` (column), ``c`` (cell) or ``f`` (foundation pile);
    ``index`` and ``level`` are 0-based (level only for columns)."""

    kind: str
    index: int
    level: int = 0

    def text(self) -> str:
        level = f"@{self.level + 1}" if self.kind == "t" and self.level else ""
        return f"{self.kind}{self.index + 1}{level}"


_MOVE_RE = re.compile(r"([tcf])(\d+)(?:@(\d+))?(?::(\d+))?>([tcf])(\d+)(?:@(\d+))?")


@dataclass(frozen=True, order=True)
class Move:
    """``count`` tiles from ``src`` to ``dst``; see the module docstring for the text."""

    src: Spot
    dst: Spot
    count: int = 1

    def text(self) -> str:
        count = f":{self.count}" if self.count > 1 else ""
        return f"{self.src.text()}{count}>{self.dst.text()}"

    __str__ = text

    @classmethod
    def parse(cls, text: str) -> Move:
        m = _MOVE_RE.fullmatch(text.strip())
        if not m:
            raise ValueError(_("not a move: {text} (expected e.g. {examples})").format(
                text=repr(text), examples="'t3>f5', 'c1>t7', 't3@2:2>t9@3'"))
        sk, si, sl, n, dk, di, dl = m.groups()
        nums = [int(x) for x in (si, sl or 1, n or 1, di, dl or 1)]
        if min(nums) < 1:
            raise ValueError(_("not a move: {text} (numbers start at 1)").format(text=repr(text)))
        if (sl and sk != "t") or (dl and dk != "t"):
            raise ValueError(_("not a move: {text} (only columns have levels)").format(text=repr(text)))
        return cls(Spot(sk, nums[0] - 1, nums[1] - 1), Spot(dk, nums[3] - 1, nums[4] - 1), nums[2])
