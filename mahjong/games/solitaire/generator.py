"""New Solitaire layouts from a number: the same number gives everyone the same layout.
Pure Python (no pygame); every choice comes from ``core.rng``.

A layout is built in three steps, each mirror-symmetric left to right and top to bottom:

1. level 0: tile columns with half-tile joints between some of them (a joint leaves half
   a tile of space, so the tiles on either side have an open side: rows stay short, which
   keeps uniform deals winnable), and rows whose width follows a profile (oval, diamond,
   cross, hourglass, steps) chosen by the number;
2. the levels above: on each run of tiles touching side by side, the next level is the
   run again (a straight stack), inset by a tile at each end, or half a tile in (resting
   on two tiles each), as the number says, up to a height that falls off from the middle
   rows. Every tile above level 0 so lies fully on tiles below (docs/architecture.md,
   "Layout editor rules");
3. symmetric groups of top tiles are taken away or put on (the highest levels lose
   first, the lowest gain first) until there are exactly 144 tiles.

A candidate that cannot be brought to 144, is too small or too flat, is refused, and so is
one the solver finds losing more than MAX_LOST of its sample (``fairness.measure`` with
a node budget, stopping at the second lost deal): then the next candidate is tried.
Because the solver runs with a node budget and no clock, the check answers alike on
every machine, and ``generate(n)`` is a pure function of ``n``. A generated layout is
named ``generated-N``, so a saved game or a friend regenerates it from the name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from mahjong.core.rng import MAX_DEAL, Rng, deal_rng
from mahjong.games.solitaire import fairness
from mahjong.games.solitaire.layout import Layout, Position, validate
from mahjong.i18n import N_, _, format_number

TILES = 144
MAX_WIDTH, MAX_HEIGHT = 36, 18   # half-tile cells, as the built-in layouts (tiles stay large)
MIN_LEVELS, MAX_LEVELS = 3, 5
LEVEL_TILES = 8                  # a level counts towards MIN_LEVELS with this many tiles
CANDIDATES = 40                  # candidates of one number tried before giving up
MAX_LOST = 1                     # sample deals (of fairness.SAMPLE) a made layout may lose
PREFIX = "generated-"
PROFILES = ("oval", "diamond", "cross", "hourglass", "steps", "band")
# A made layout's title and description, in English in the Layout (a saved file keeps
# them); builtin.shown_title translates them where they are shown.
TITLE = N_("Generated {number}")
DESCRIPTION = N_("Made from the number {number}: type it in New layout to get it again.")
STREAM = "solitaire-layout"      # the core.rng stream: deal_rng(STREAM, number, f"candidate-{k}")

_NAME = re.compile(r"generated-([0-9]{1,10})")


class NoLayout(ValueError):
    """No candidate of the number makes a fair layout (the text says so)."""


@dataclass(frozen=True)
class Generated:
    """A generated layout and the candidate of its number it came from (0 = the first)."""

    layout: Layout
    number: int
    candidate: int
    verdict: fairness.Fairness | None


def name_of(number: int) -> str:
    return f"{PREFIX}{number}"


def number_of(name: str) -> int | None:
    """The number in a name like ``generated-12345``, or None."""
    match = _NAME.fullmatch(name)
    if match is None:
        return None
    number = int(match.group(1))
    return number if 1 <= number <= MAX_DEAL else None


# --- one candidate ---------------------------------------------------------------------

def _profile(kind: str, r: int, rows: int, half: int, rng_bits: list[int]) -> int:
    """The half width (in tile columns from the middle) of row ``r`` of ``rows``."""
    mid = (rows - 1) / 2
    d = abs(r - mid) / max(mid, 1)          # 0 in the middle row, 1 at the edges
    if kind == "oval":
        w = half * (1 - d * d) ** 0.5 + 0.6
    elif kind == "diamond":
        w = half * (1 - 0.75 * d) + 0.4
    elif kind == "cross":
        w = half if d < 0.3 else half * 0.45
    elif kind == "hourglass":
        w = half * (0.55 + 0.45 * d)
    elif kind == "steps":
        w = half * (1 - 0.5 * round(d * 2) / 2)
    else:  # band: full width, notched by the number's bits
        w = half - rng_bits[min(r, rows - 1 - r) % len(rng_bits)]
    return max(1, min(half, round(w)))


def _columns(rng: Rng, count: int) -> list[int]:
    """The x (half cells) of ``count`` tile columns, with symmetric half-tile joints."""
    pairs = (count - 1) // 2                 # gaps on one side of the middle
    joints: set[int] = set()                 # joint after column c (between c and c + 1)
    run = 0
    for c in range(pairs):
        run += 1
        if run >= 2 and (run >= 4 or rng.below(3) == 0):
            joints.add(c)
            run = 0
    joints |= {count - 2 - c for c in joints}
    xs, x = [], 0
    for c in range(count):
        xs.append(x)
        x += 3 if c in joints else 2
    return xs


def _upper(level: set[tuple[int, int]], style: str) -> set[tuple[int, int]]:
    """The tiles ``(x, y)`` of the next level over ``level``'s runs, by ``style``."""
    out: set[tuple[int, int]] = set()
    for x, y in level:
        if (x - 2, y) in level:
            continue                          # not the start of a run
        run = [x]
        while (run[-1] + 2, y) in level:
            run.append(run[-1] + 2)
        if style == "stack":
            out |= {(rx, y) for rx in run}
        elif style == "inset":
            out |= {(rx, y) for rx in run[1:-1]}
        else:  # half: between each two tiles of the run
            out |= {(rx + 1, y) for rx in run[:-1]}
    return out


class _Build:
    """A candidate under construction: tiles by level and the mirror sizes."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.tiles: set[Position] = set()

    def orbit(self, pos: Position) -> frozenset[Position] | None:
        """The tile and its mirror images; None when two of them would overlap."""
        z, x, y = pos
        mx, my = self.width - 2 - x, self.height - 2 - y
        group = frozenset({(z, x, y), (z, mx, y), (z, x, my), (z, mx, my)})
        for a in group:
            for b in group:
                if a != b and abs(a[1] - b[1]) < 2 and abs(a[2] - b[2]) < 2:
                    return None
        return group

    def spread(self, group: frozenset[Position]) -> float:
        """How far a group lies from the middle (half cells, the sides weighing more)."""
        _, x, y = next(iter(group))
        return abs(x + 1 - self.width / 2) + 1.5 * abs(y + 1 - self.height / 2)

    def cells(self) -> set[tuple[int, int, int]]:
        return {(z, x + i, y + j) for z, x, y in self.tiles for i in (0, 1) for j in (0, 1)}

    def free_on_top(self) -> list[Position]:
        cells = self.cells()
        return [t for t in self.tiles
                if not any((t[0] + 1, t[1] + i, t[2] + j) in cells for i in (0, 1) for j in (0, 1))]

    def places_on_top(self) -> list[Position]:
        """Empty places above level 0 resting fully on the level below."""
        cells = self.cells()
        found = set()
        for z, x, y in cells:
            if z + 1 >= MAX_LEVELS:
                continue
            pos = (z + 1, x, y)
            if all((z, x + i, y + j) in cells for i in (0, 1) for j in (0, 1)) \
                    and not any((z + 1, x + i, y + j) in cells for i in (0, 1) for j in (0, 1)):
                found.add(pos)
        return sorted(found)


def _fit(build: _Build) -> bool:
    """Take away or put on symmetric groups of top tiles until there are TILES: the
    highest and outermost go first, the lowest and innermost places fill first (a pass
    over the groups found, then a new look: taking tiles away frees those below, putting
    them on opens places above)."""
    for _step in range(40):
        diff = TILES - len(build.tiles)
        if diff == 0:
            return True
        if diff < 0:
            free = set(build.free_on_top())
            groups = sorted({g for t in free if (g := build.orbit(t)) and g <= free},
                            key=lambda g: (-next(iter(g))[0], -build.spread(g), sorted(g)))
            taken = False
            for g in groups:
                if len(g) <= len(build.tiles) - TILES:
                    build.tiles -= g
                    taken = True
            if not taken:
                return False
        else:
            places = set(build.places_on_top())
            groups = sorted({g for p in places if (g := build.orbit(p)) and g <= places},
                            key=lambda g: (next(iter(g))[0], build.spread(g), sorted(g)))
            used: set[tuple[int, int, int]] = set()
            for g in groups:
                cells = {(z, x + i, y + j) for z, x, y in g for i in (0, 1) for j in (0, 1)}
                if len(g) <= TILES - len(build.tiles) and not cells & used:
                    build.tiles |= g
                    used |= cells
            if not used:
                return False
    return False


def candidate(number: int, k: int) -> Layout | None:
    """Candidate ``k`` of ``number``, not yet checked by the solver; None when it does not
    come to a good layout (144 tiles, at least MIN_LEVELS levels of LEVEL_TILES tiles or
    more, within the size)."""
    rng = deal_rng(STREAM, number, f"candidate-{k}")
    rows = 6 + rng.below(4)                           # 6..9 rows of tiles
    count = 11 + rng.below(6)                         # 11..16 tile columns
    xs = _columns(rng, count)
    while xs[-1] + 2 > MAX_WIDTH:
        count -= 2
        xs = _columns(rng, count)
    width, height = xs[-1] + 2, 2 * rows
    kind = PROFILES[rng.below(len(PROFILES))]
    bits = [rng.below(3) for _ in range(5)]
    half = (count + 1) // 2
    mid = (count - 1) / 2
    build = _Build(width, height)
    base: set[tuple[int, int]] = set()
    for r in range(rows):
        w = _profile(kind, min(r, rows - 1 - r), rows, half, bits)
        base |= {(xs[c], 2 * r) for c in range(count) if abs(c - mid) < w}
    build.tiles = {(0, x, y) for x, y in base}
    tops = 2 + rng.below(3)                           # height in the middle rows: 2..4 more levels
    level = base
    for z in range(1, tops + 1):
        style = ("stack", "inset", "half")[rng.below(3)]
        level = {(x, y) for x, y in _upper(level, style)
                 if z <= tops - abs(y // 2 - (rows - 1) / 2) * (1.2 if kind != "band" else 0.8)}
        level = {(x, y) for x, y in level if (width - 2 - x, y) in level and (x, height - 2 - y) in level}
        build.tiles |= {(z, x, y) for x, y in level}
    if not _fit(build):
        return None
    left = min(x for _, x, _ in build.tiles)
    top = min(y for _, _, y in build.tiles)
    layout = Layout(name_of(number), TITLE.format(number=number),
                    tuple((z, x - left, y - top) for z, x, y in build.tiles), DESCRIPTION.format(number=number))
    if sum(n >= LEVEL_TILES for n in layout.levels) < MIN_LEVELS or layout.width > MAX_WIDTH \
            or layout.height > MAX_HEIGHT:
        return None
    return validate(layout)


# --- the checked layout ------------------------------------------------------------------

Check = Callable[[Layout], fairness.Fairness]


def solver_check(layout: Layout) -> fairness.Fairness:
    """The fairness check: the sample, stopping once more than MAX_LOST of it is lost."""
    return fairness.measure(layout.positions, give_up_above=MAX_LOST)


def too_stacked(verdict: fairness.Fairness) -> bool:
    """Stricter than the chooser's tag: a layout losing 3 of 20 sample deals lost 20% of
    40 other deals (number 5, benchmark), so a made layout may lose at most MAX_LOST."""
    return verdict.lost + verdict.unknown > MAX_LOST


def generate(number: int, check: Check | Literal["solver"] | None = "solver",
             cancelled: Callable[[], bool] | None = None) -> Generated:
    """The layout of ``number``: its first candidate that is good and fair. NoLayout when
    none of CANDIDATES is, ValueError for a number out of range. ``check``: "solver" for
    ``solver_check``, None to skip the solver (tests of shape only)."""
    if not 1 <= number <= MAX_DEAL:
        raise ValueError(_("layout numbers run from 1 to {largest}").format(largest=format_number(MAX_DEAL)))
    if check == "solver":
        check = solver_check
    for k in range(CANDIDATES):
        if cancelled is not None and cancelled():
            break
        layout = candidate(number, k)
        if layout is None:
            continue
        verdict = check(layout) if callable(check) else None
        if verdict is None or not too_stacked(verdict):
            return Generated(layout, number, k, verdict)
    raise NoLayout(_("no fair layout came from the number {number}: try another number").format(number=number))


def cached_check(cache: fairness.Cache) -> Check:
    """The solver check, answered from ``cache`` when it holds the candidate's verdict
    (a layout made once is made again at once: a save, a high-score row), else computed
    and kept there."""
    def check(layout: Layout) -> fairness.Fairness:
        verdict = cache.get(layout.positions)
        if verdict is None:
            verdict = solver_check(layout)
            cache.put(layout.positions, verdict)
        return verdict
    return check


_made: dict[int, Layout] = {}


def generated(number: int, cache: fairness.Cache | None = None) -> Layout:
    """``generate(number).layout``, kept for the session and checked through ``cache``:
    a saved game or a high-score row names it."""
    if number not in _made:
        check = cached_check(cache) if cache is not None else solver_check
        if len(_made) >= 64:
            _made.clear()
        _made[number] = generate(number, check).layout
    return _made[number]


def remember(made: Generated) -> None:
    """Keep a layout made elsewhere (in a worker process) for this session."""
    _made[made.number] = made.layout


def known(name: str) -> Layout | None:
    """The layout of a ``generated-N`` name if it was made this session, else None
    (never runs the solver)."""
    number = number_of(name)
    return _made.get(number) if number is not None else None
