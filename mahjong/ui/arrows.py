"""Where an arrow key takes the board cursor: pure geometry over the targets' centres
(no pygame, so it is tested alone).

From a target, an arrow goes to the nearest centre (straight-line distance) within the
90-degree cone around that direction (both edges of the cone included); when the cone is
empty, to the nearest centre in the half-plane ahead; when that is empty too, the
cursor stays put. Equal distances go to the candidate on the clockwise side (Right
prefers lower, Down prefers left, Left prefers higher, Up prefers right), so four
targets around one centre each get their own arrow.

That rule alone can strand a target that is never the nearest from anywhere (a corner
tile behind two closer neighbours). ``arrow_map`` therefore checks that every target is
reachable from every other and, where one is not, re-aims the arrow of the nearest
reachable target that points its way, keeping a change only when it strands nothing
else. Screen coordinates: y grows downwards.
"""

from __future__ import annotations

from collections.abc import Sequence

Point = tuple[float, float]
Direction = tuple[int, int]
DIRECTIONS: tuple[Direction, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))   # right, down, left, up


def nearest(centres: Sequence[Point], index: int, direction: Direction) -> int | None:
    """The index of the target the arrow ``direction`` goes to from ``centres[index]``
    (None: nothing lies that way)."""
    px, py = centres[index]
    dx, dy = direction
    cone: tuple | None = None
    half: tuple | None = None
    for j, (x, y) in enumerate(centres):
        ox, oy = x - px, y - py
        along = ox * dx + oy * dy
        if j == index or along <= 0:
            continue
        side = oy * dx - ox * dy          # > 0: on the clockwise side of the direction
        cost = (ox * ox + oy * oy, -side, j)
        if abs(side) <= along and (cone is None or cost < cone):
            cone = cost
        if half is None or cost < half:
            half = cost
    best = cone or half
    return None if best is None else best[2]


def _reachable(moves: list[list[int | None]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        for j in moves[todo.pop()]:
            if j is not None and j not in seen:
                seen.add(j)
                todo.append(j)
    return seen


def _strongly_connected(moves: list[list[int | None]]) -> bool:
    n = len(moves)
    if n <= 1:
        return True
    if len(_reachable(moves, 0)) < n:
        return False
    backwards: list[list[int | None]] = [[] for _ in range(n)]
    for i, row in enumerate(moves):
        for j in row:
            if j is not None:
                backwards[j].append(i)
    return len(_reachable(backwards, 0)) == n


def arrow_map(centres: Sequence[Point]) -> list[list[int | None]]:
    """For each target, where each of ``DIRECTIONS`` goes (an index, or None: it stays
    put): ``nearest``, re-aimed where needed so that every target can be reached from
    every other."""
    n = len(centres)
    moves = [[nearest(centres, i, d) for d in DIRECTIONS] for i in range(n)]
    if _strongly_connected(moves):
        return moves
    for _ in range(4 * n):
        if not _repair_one(centres, moves):
            break
    return moves


def _repair_one(centres: Sequence[Point], moves: list[list[int | None]]) -> bool:
    """Re-aim one arrow so that more (start, target) pairs are connected; False when
    none helps. The count only grows, so the repairs end."""
    n = len(centres)
    before = _connected_pairs(moves)
    for start in range(n):
        reach = _reachable(moves, start)
        if len(reach) == n:
            continue
        for stranded in sorted(set(range(n)) - reach, key=lambda j: _gap(centres, j, reach)):
            for _, i, k in sorted(_aims(centres, reach, stranded)):
                old = moves[i][k]
                moves[i][k] = stranded
                if _connected_pairs(moves) > before:
                    return True
                moves[i][k] = old
    return False


def _connected_pairs(moves: list[list[int | None]]) -> int:
    return sum(len(_reachable(moves, s)) for s in range(len(moves)))


def _gap(centres: Sequence[Point], j: int, group: set[int]) -> float:
    x, y = centres[j]
    return min((centres[i][0] - x) ** 2 + (centres[i][1] - y) ** 2 for i in group)


def _aims(centres: Sequence[Point], group: set[int], target: int) -> list[tuple[float, int, int]]:
    """(distance, target index, direction index) of every arrow from ``group`` whose
    half-plane holds ``target``."""
    tx, ty = centres[target]
    out = []
    for i in group:
        ox, oy = tx - centres[i][0], ty - centres[i][1]
        for k, (dx, dy) in enumerate(DIRECTIONS):
            if ox * dx + oy * dy > 0:
                out.append((ox * ox + oy * oy, i, k))
    return out
