"""Every target hand of Card Free American Mah Jongg, enumerated once and shared.

A target is (group, core, pattern, fill):

- a **group** is a category set laid out in tiles: e.g. Consecutive Run 4-5-6 as
  4B 5B 6C (``kinds``), or Winds N E W S, or one of the dragon hands;
- a **core** gives each of the group's blocks its size (``sizes``, aligned with
  ``kinds``); the core lists the patterns it fits, each with the fills that complete it;
- a **fill** is the fill blocks (flower pair, dragons, NEWS) that make up the pattern.

Cores depend only on how many blocks the set has, and fills only on the sizes left,
so they are shared between groups; about 1,900 groups stand for ~180,000 targets.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations, permutations, product

from mahjong.games.american.tiles import (
    CODES,
    DRAGONS,
    FLOWER,
    INDEX,
    SUIT_NAMES,
    WIND_KINDS,
    kind,
)
from mahjong.i18n import N_, _, ngettext

PATTERNS: tuple[tuple[int, ...], ...] = (
    (2, 3, 3, 3, 3), (2, 2, 2, 2, 3, 3), (2, 4, 4, 4), (2, 2, 2, 4, 4), (2, 2, 2, 2, 2, 4),
    (2, 2, 5, 5), (3, 3, 4, 4), (3, 3, 3, 5), (4, 5, 5), (2,) * 7,
)
_TYPE = {2: "pair", 3: "pung", 4: "kong", 5: "quint"}


def _pattern_name(sizes: tuple[int, ...]) -> str:
    counts = Counter(sizes)
    return " + ".join(f"{n} {_TYPE[s]}{'s' if n > 1 else ''}" for s, n in sorted(counts.items()))


PATTERN_NAMES = tuple(_pattern_name(p) for p in PATTERNS)  # English, as data (JSON, comparisons)


def blocks_words(size: int, n: int) -> str:
    """``n`` blocks of ``size`` tiles in words, in the current language: '4 pungs'."""
    if size == 2:
        text = ngettext("{count} pair", "{count} pairs", n)
    elif size == 3:
        text = ngettext("{count} pung", "{count} pungs", n)
    elif size == 4:
        text = ngettext("{count} kong", "{count} kongs", n)
    else:
        text = ngettext("{count} quint", "{count} quints", n)
    return text.format(count=n)


def pattern_words(pattern: str) -> str:
    """A pattern name of PATTERN_NAMES ('1 pair + 4 pungs') in the current language, as shown."""
    if pattern not in PATTERN_NAMES:
        return pattern
    counts = Counter(PATTERNS[PATTERN_NAMES.index(pattern)])
    return " + ".join(blocks_words(size, n) for size, n in sorted(counts.items()))
SEVEN_PAIRS = PATTERNS.index((2,) * 7)
PUNGS_AND_KONGS = PATTERNS.index((3, 3, 4, 4))
NEWS = -1  # kind of the NEWS block in a fill

NUMBER_SETS: tuple[tuple[str, tuple[int, ...]], ...] = (
    tuple((N_("Consecutive Run"), tuple(range(a, a + k))) for k in range(3, 8) for a in range(1, 11 - k))
    + tuple((N_("Consecutive Odds"), s)
            for s in ((1, 3, 5), (3, 5, 7), (5, 7, 9), (1, 3, 5, 7), (3, 5, 7, 9), (1, 3, 5, 7, 9)))
    + tuple((N_("Consecutive Evens"), s) for s in ((2, 4, 6), (4, 6, 8), (2, 4, 6, 8)))
    + ((N_("Multiples of Three"), (3, 6, 9)),)
)  # runs stop at 7 numbers: no pattern has more than seven blocks
# Translators: the names of the card's categories and dragon hands (kept as data in English).
CATEGORY_NAMES = (N_("Any Like Numbers"), N_("Winds"), N_("Dragon Hand"),
                  N_("Dragon's Love"), N_("Dragon's Wing"), N_("Dragon's Breath"))
WIND_SETS = (("N", "E", "W", "S"), ("N", "S"), ("E", "W"))


@dataclass(frozen=True, slots=True)
class Fill:
    """Fill blocks: (kind, size) pairs; kind NEWS for the NEWS block."""
    blocks: tuple[tuple[int, int], ...]

    @property
    def flower(self) -> bool:
        return any(k == FLOWER for k, _ in self.blocks)

    @property
    def news(self) -> bool:
        return any(k == NEWS for k, _ in self.blocks)

    @property
    def dragons(self) -> tuple[int, ...]:
        return tuple(k for k, _ in self.blocks if k not in (FLOWER, NEWS))


Core = tuple[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]]  # sizes, ((pattern, fill ids), ...)


@dataclass(frozen=True, slots=True)
class Group:
    """A category set in given suits (or a dragon hand) and every way to build it."""
    category: str           # one of the six categories, or "Dragon Hand"
    name: str               # e.g. "Consecutive Run 4-5-6", "Winds N-S", "Dragon's Wing"
    labels: tuple[str, ...]  # the set as text: numbers or winds
    kinds: tuple[int, ...]  # one tile kind per core block
    suit: int | None        # the one suit of a number group, else None
    cores: tuple[Core, ...]
    value: int | None = None  # dragon hands' fixed value

    @property
    def numbers(self) -> bool:
        return self.category not in ("Winds", "Dragon Hand")

    @property
    def dragon_hand(self) -> bool:
        return self.category == "Dragon Hand"


@dataclass(frozen=True, slots=True)
class Table:
    groups: tuple[Group, ...]
    fills: tuple[Fill, ...]
    by_mask: dict[int, tuple[int, ...]]  # core-kind bitmask -> group indices (not dragon hands)
    dragon_groups: tuple[int, ...]


def mask_of(kinds) -> int:
    m = 0
    for k in kinds:
        m |= 1 << k
    return m


def _woven(suits: tuple[int, ...]) -> bool:
    runs = [s for i, s in enumerate(suits) if i == 0 or suits[i - 1] != s]
    return len(runs) != len(set(runs))


class _Builder:
    def __init__(self) -> None:
        self.fills: list[Fill] = [Fill(())]
        self._fill_ids: dict[Fill, int] = {Fill(()): 0}
        self._fills_for: dict[tuple, tuple[int, ...]] = {}
        self._cores: dict[tuple, tuple[Core, ...]] = {}

    def fills_for(self, sizes: tuple[int, ...], news: bool) -> tuple[int, ...]:
        """Ids of every fill made of exactly these block sizes."""
        key = (sizes, news)
        if key not in self._fills_for:
            pool = [FLOWER, *(INDEX[d] for d in DRAGONS)] + ([NEWS] if news else [])
            ids = []
            for kinds in combinations(pool, len(sizes)):
                for order in sorted(set(permutations(sizes))):
                    if all((k != FLOWER or s == 2) and (k != NEWS or s == 4) for k, s in zip(kinds, order)):
                        fill = Fill(tuple(zip(kinds, order)))
                        ids.append(self._fill_ids.setdefault(fill, len(self.fills)))
                        if ids[-1] == len(self.fills):
                            self.fills.append(fill)
            self._fills_for[key] = tuple(ids)
        return self._fills_for[key]

    def cores(self, k: int, news: bool) -> tuple[Core, ...]:
        """Every sizing of a k-block set, with the patterns and fills completing it."""
        key = (k, news)
        if key not in self._cores:
            options: dict[tuple[int, ...], list] = {}
            for p, pattern in enumerate(PATTERNS):
                if len(pattern) < k:
                    continue
                for sizes in sorted(set(permutations(pattern, k))):
                    rest = tuple(sorted((Counter(pattern) - Counter(sizes)).elements()))
                    fills = self.fills_for(rest, news)
                    if fills:
                        options.setdefault(sizes, []).append((p, fills))
            self._cores[key] = tuple((s, tuple(o)) for s, o in options.items())
        return self._cores[key]


def _suit_runs(numbers: tuple[int, ...], suits: tuple[int, ...]) -> str:
    """A mixed-suit hand's numbers by suit, in words: '1-2 Bams, 3-4 Craks, 5 Dots'."""
    runs: list[tuple[int, list[int]]] = []
    for n, suit in zip(numbers, suits):
        if runs and runs[-1][0] == suit:
            runs[-1][1].append(n)
        else:
            runs.append((suit, [n]))
    return ", ".join(f"{'-'.join(map(str, ns))} {SUIT_NAMES[suit]}" for suit, ns in runs)


def _number_groups(b: _Builder) -> list[Group]:
    groups = []
    for category, numbers in NUMBER_SETS:
        label = "-".join(map(str, numbers))
        cores = b.cores(len(numbers), True)
        for suits in product(range(3), repeat=len(numbers)):
            if _woven(suits):
                continue
            one = suits[0] if len(set(suits)) == 1 else None
            where = SUIT_NAMES[one] if one is not None else _suit_runs(numbers, suits)
            groups.append(Group(category, f"{category} {label} ({where})", tuple(map(str, numbers)),
                                tuple(kind(s, n) for n, s in zip(numbers, suits)), one, cores))
    cores = b.cores(3, True)
    for n in range(1, 10):
        groups.append(Group("Any Like Numbers", f"Any Like Numbers {n}", (str(n),) * 3,
                            tuple(kind(s, n) for s in range(3)), None, cores))
    return groups


def _wind_groups(b: _Builder) -> list[Group]:
    words = {"N": "North", "E": "East", "W": "West", "S": "South"}
    return [Group("Winds", "Winds " + "-".join(words[w] for w in ws), ws, tuple(INDEX[w] for w in ws), None,
                  b.cores(len(ws), False)) for ws in WIND_SETS]


def _dragon_groups() -> list[Group]:
    rd, gd, wd = (INDEX[d] for d in DRAGONS)
    def one(name, kinds, sizes, value):
        pattern = PATTERNS.index(tuple(sorted(s if s != 6 else 3 for s in sizes for _ in range(1 + (s == 6)))))
        return Group("Dragon Hand", name, (), kinds, None, ((sizes, ((pattern, (0,)),)),), value)
    groups = [one("Dragon's Love", (a, c, FLOWER), (4, 4, 6), 50) for a, c in combinations((rd, gd, wd), 2)]
    groups.append(one("Dragon's Wing", (rd, gd, wd, INDEX["1B"]), (4, 4, 4, 2), 50))
    groups.append(one("Dragon's Breath", (*WIND_KINDS, rd, gd, wd), (2,) * 7, 100))
    return groups


def _build() -> Table:
    b = _Builder()
    groups = _number_groups(b) + _wind_groups(b) + _dragon_groups()
    by_mask: dict[int, list[int]] = {}
    dragon = []
    for i, g in enumerate(groups):
        if g.dragon_hand:
            dragon.append(i)
        else:
            by_mask.setdefault(mask_of(g.kinds), []).append(i)
    return Table(tuple(groups), tuple(b.fills), {m: tuple(v) for m, v in by_mask.items()}, tuple(dragon))


@cache
def table() -> Table:
    """The target table, built on first use."""
    return _build()


def iter_targets():
    """Every target as (group index, core sizes, pattern index, fill id)."""
    t = table()
    for gi, g in enumerate(t.groups):
        for sizes, options in g.cores:
            for p, fills in options:
                for f in fills:
                    yield gi, sizes, p, f


def target_blocks(group: Group, sizes: tuple[int, ...], fill: Fill) -> list[tuple[int, int]]:
    """The target's blocks as (kind, size); FFF FFF and NEWS are kept whole (size 6 / kind NEWS)."""
    return list(zip(group.kinds, sizes)) + list(fill.blocks)


def block_codes(k: int, size: int) -> list[str]:
    """The tiles of one block as codes."""
    if k == NEWS:
        return [CODES[w] for w in WIND_KINDS]
    return [CODES[k]] * size


def _suit_runs_words(numbers: tuple[str, ...], suits: tuple[int, ...]) -> str:
    """_suit_runs in the current language."""
    runs: list[tuple[int, list[str]]] = []
    for n, suit in zip(numbers, suits):
        if runs and runs[-1][0] == suit:
            runs[-1][1].append(n)
        else:
            runs.append((suit, [n]))
    # Translators: numbers of one suit in a mixed-suit hand's name, e.g. "1-2 Bams".
    return _(", ").join(_("{numbers} {suit}").format(numbers="-".join(ns), suit=_(SUIT_NAMES[suit]))
                        for suit, ns in runs)


@cache
def _groups_by_name() -> dict[str, Group]:
    return {g.name: g for g in table().groups}


def hand_name(name: str) -> str:
    """A hand's name (Group.name, kept in English as data) in the current language, as shown."""
    g = _groups_by_name().get(name)
    if g is None:
        return name
    if g.dragon_hand:
        return _(g.name)
    if g.category == "Winds":
        words = {"N": N_("North"), "E": N_("East"), "W": N_("West"), "S": N_("South")}
        # Translators: a winds hand's name, e.g. "Winds North-South".
        return _("Winds {winds}").format(winds="-".join(_(words[w]) for w in g.labels))
    if g.category == "Any Like Numbers":
        # Translators: e.g. "Any Like Numbers 5".
        return _("Any Like Numbers {number}").format(number=g.labels[0])
    suits = tuple(k // 9 for k in g.kinds)
    where = _(SUIT_NAMES[g.suit]) if g.suit is not None else _suit_runs_words(g.labels, suits)
    # Translators: a number hand's name, e.g. "Consecutive Run 4-5-6 (Bams)".
    return _("{category} {numbers} ({suits})").format(category=_(g.category), numbers="-".join(g.labels),
                                                      suits=where)
