"""Novelty for the best-first search: does a new position bring something not met before?

A search on a plateau (no tile goes up for thousands of positions) keeps expanding near
copies of positions it has already seen: the same tiles shuffled between a few places. Width
based planners (Lipovetzky and Geffner's best-first width search) rank first the positions
that make some feature true for the first time. Here the features are what a position is
made of, small enough to be met again:

- for each column: its top tile, its bottom tile, and each pair of tiles one directly below
  the other (tile kinds, not copies);
- each tile kind in a cell.

A feature counts as met per group of positions with the same number of tiles up, cells in
use and empty columns, so that each step of progress (a tile up, a cell freed, a column
emptied) starts afresh. Only the columns a move changed, and the cells when they changed, are
measured (the parent's other features were met when it was made), which keeps it cheap.
"""

from __future__ import annotations

_TOP, _BOTTOM, _CELL = 64 * 64, 64 * 64 + 64, 64 * 64 + 128


def column_features(col: tuple) -> list[int]:
    """The features of a column (every level of it), as small ints."""
    out = []
    for level in col:
        out.append(_TOP + level[0])
        out.append(_BOTTOM + level[-1])
        out.extend(upper * 64 + lower for upper, lower in zip(level, level[1:]))
    return out


class Novelty:
    """The features met so far, per group of positions (see the module docstring)."""

    def __init__(self) -> None:
        self.met: set[tuple] = set()

    def is_new(self, parent: tuple, child: tuple, lifted: bool) -> bool:
        """Whether ``child`` (one move from ``parent``; ``lifted``: a tile went up) has a
        feature not met before in its group; its features are recorded."""
        cols = child[0]
        group = (sum(child[2]), len(child[1]), sum(1 for col in cols if not col))
        changed = cols if lifted else [col for old, col in zip(parent[0], cols) if col is not old]
        features = [f for col in changed for f in column_features(col)]
        if lifted or child[1] is not parent[1]:
            features.extend(_CELL + t for t in child[1])
        new, met = False, self.met
        for f in features:
            key = (group, f)
            if key not in met:
                met.add(key)
                new = True
        return new
