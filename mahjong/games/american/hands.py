"""The winning-hand check: is a 14-tile hand a winning hand, and its best reading.

    check(concealed, exposures=(), rules=RULES, skill=0, self_drawn=False) -> Reading

``concealed`` is a list of tile codes, ``exposures`` a list of exposed blocks (each a
list of codes: a pung, kong or quint of one kind, jokers allowed). Options, values and
payments live in scoring.py and are re-exported here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from mahjong.games.american.explain import explain
from mahjong.games.american.fit import HandFit, counts_of
from mahjong.games.american.scoring import (
    RULES,
    Payment,
    Rules,
    bonus_name,
    bonuses,
    payment,
    refusal,
    settle,
    value,
)
from mahjong.games.american.targets import (
    NEWS,
    PATTERN_NAMES,
    SEVEN_PAIRS,
    Fill,
    Group,
    hand_name,
    mask_of,
    pattern_words,
    table,
    target_blocks,
)
from mahjong.games.american.tiles import (
    CODES,
    FLOWER,
    INDEX,
    JOKER,
    NUM_KINDS,
    code_of,
    is_number,
    supply,
    tile_word,
    tiles_words,
)
from mahjong.i18n import _

__all__ = ["Block", "Hand", "Payment", "Reading", "Rules", "RULES", "check", "payment", "settle"]

_BLOCK_NAMES = {2: "pair", 3: "pung", 4: "kong", 5: "quint"}


@dataclass(frozen=True)
class Hand:
    """Validated tiles: concealed counts by kind (jokers at JOKER) and exposures
    as (kind, size, jokers)."""
    concealed: tuple[int, ...]
    exposures: tuple[tuple[int, int, int], ...]

    @classmethod
    def parse(cls, concealed: Sequence[str], exposures: Sequence[Sequence[str]] = (),
              rules: Rules = RULES) -> Hand:
        """Raise ValueError for unknown codes, malformed exposures or more copies than the set has."""
        counts = counts_of([code_of(c) for c in concealed])
        total = counts[:]
        blocks: list[tuple[int, int, int]] = []
        for block in exposures:
            codes = [code_of(c) for c in block]
            kinds = {c for c in codes if c != "J"}
            if not 3 <= len(codes) <= 5 or len(kinds) != 1:
                raise ValueError(_("the exposure {tiles} is not a pung, kong or quint "
                                   "of one tile (jokers allowed)").format(tiles=tiles_words(codes)))
            k = INDEX[kinds.pop()]
            jokers = codes.count("J")
            if k == FLOWER and (jokers or len(codes) != 3):
                raise ValueError(_("flowers are exposed only as FFF (Dragon's Love), without jokers"))
            if any(e[0] == k for e in blocks) and k != FLOWER:
                raise ValueError(_("two exposures of {tile}").format(tile=tile_word(CODES[k])))
            blocks.append((k, len(codes), jokers))
            total[k] += len(codes) - jokers
            total[JOKER] += jokers
        for k, (n, have) in enumerate(zip(total, supply(rules.small_set))):
            if n > have:
                raise ValueError(_("{count} copies of {tile}; the set has {have}").format(
                    count=n, tile=tile_word(CODES[k]), have=have))
        return cls(tuple(counts), tuple(blocks))

    @property
    def size(self) -> int:
        return sum(self.concealed) + sum(s for _, s, _ in self.exposures)

    @property
    def jokerless(self) -> bool:
        return not self.concealed[JOKER] and not any(j for _, _, j in self.exposures)

    @property
    def exposed(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for k, s, _jokers in self.exposures:
            out[k] = out.get(k, 0) + s
        return out

    def naturals(self) -> list[int]:
        """Natural tiles by kind, concealed and exposed."""
        out = list(self.concealed[:JOKER]) + [0]
        for k, s, j in self.exposures:
            out[k] += s - j
        return out

    def fit(self) -> HandFit:
        return HandFit(table(), list(self.concealed), self.exposed)


@dataclass(frozen=True)
class Block:
    tile: str        # the tile code the block is made of ("NEWS" for the NEWS block)
    size: int
    jokers: int = 0  # how many of its tiles are jokers standing for ``tile``
    exposed: bool = False

    @property
    def name(self) -> str:
        if self.tile == "NEWS":
            return "NEWS"
        return "flower pair" if self.tile == "F" and self.size == 2 else _BLOCK_NAMES[self.size]

    def text(self) -> str:
        if self.tile == "NEWS":
            return "[N E W S]"
        tiles = [self.tile] * (self.size - self.jokers) + ["J"] * self.jokers
        suffix = f"={self.tile}" if self.jokers == self.size else ""
        return f"[{' '.join(tiles)}]{suffix}" + ("*" if self.exposed else "")

    def to_json(self) -> dict[str, Any]:
        return {"tile": self.tile, "size": self.size, "jokers": self.jokers,
                "exposed": self.exposed, "type": self.name}


@dataclass(frozen=True)
class Reading:
    """The result of a check: the best reading of a winning hand, or why it is not one."""
    winning: bool
    value: int | None = None
    reason: str = ""
    name: str = ""                     # e.g. "Consecutive Run 4-5-6 (Bams)", "Dragon's Wing"
    category: str = ""                 # one of the six categories, or "Dragon Hand"
    set: tuple[str, ...] = ()          # the set's numbers or winds
    pattern: str = ""                  # e.g. "1 pair + 4 pungs"
    blocks: tuple[Block, ...] = ()
    bonuses: tuple[tuple[str, int], ...] = ()
    jokerless: bool = False
    concealed: bool = False
    seven_pairs: bool = False
    other_readings: int = field(default=0, compare=False)  # further winning readings found

    def _extras(self) -> str:
        if self.category == "Dragon Hand":
            return _("fixed value")
        # Translators: a bonus and its points, e.g. "SUIT +5".
        return _(", ").join(_("{bonus} +{points}").format(bonus=bonus_name(n), points=p)
                            for n, p in self.bonuses) or _("no bonuses")

    def text(self) -> str:
        """The reading with its blocks in tile codes (the command line's notation)."""
        if not self.winning:
            return _("not a winning hand: {reason}").format(reason=self.reason)
        # Translators: {blocks} are tile codes such as [1B 1B J]; {extras} the bonuses.
        return _("{name}, {pattern}: {blocks} = {value} points ({extras})").format(
            name=hand_name(self.name), pattern=pattern_words(self.pattern),
            blocks=" ".join(b.text() for b in self.blocks), value=self.value, extras=self._extras())

    def summary(self) -> str:
        """The reading in words, as players read it: name, pattern, value and bonuses."""
        if not self.winning:
            return _("not a winning hand: {reason}").format(reason=self.reason)
        return _("{name}, {pattern}, {value} points ({extras})").format(
            name=hand_name(self.name), pattern=pattern_words(self.pattern), value=self.value,
            extras=self._extras())

    def payment(self, self_drawn: bool, rules: Rules = RULES) -> Payment:
        if self.value is None:
            raise ValueError(_("a hand that does not win is not paid ({reason})").format(reason=self.reason))
        return payment(self.value, self_drawn=self_drawn, jokerless=self.jokerless,
                       seven_pairs=self.seven_pairs, rules=rules)

    def to_json(self) -> dict[str, Any]:
        return {"winning": self.winning, "value": self.value, "reading": self.text(),
                "reason": self.reason or None, "name": self.name or None,
                "category": self.category or None, "set": list(self.set), "pattern": self.pattern or None,
                "blocks": [b.to_json() for b in self.blocks],
                "bonuses": [{"name": n, "points": p} for n, p in self.bonuses],
                "jokerless": self.jokerless, "concealed": self.concealed, "seven_pairs": self.seven_pairs}


def _candidates(hand: Hand, jokers: int) -> list[int]:
    """Groups whose kinds cover the hand's number (or wind) tiles, allowing up to
    two all-joker blocks; dragon hands always."""
    t = table()
    naturals = hand.naturals()
    numbers = mask_of(k for k in range(NUM_KINDS) if naturals[k] and is_number(k))
    out = list(t.dragon_groups)
    if not numbers:
        return out + [i for i, g in enumerate(t.groups) if g.category == "Winds"]
    keys = [numbers]
    free = [1 << k for k in range(27) if not numbers >> k & 1]
    if jokers >= 3:
        keys += [numbers | a for a in free]
    if jokers >= 6:
        keys += [numbers | a | b for i, a in enumerate(free) for b in free[i + 1:]]
    for key in keys:
        out += t.by_mask.get(key, ())
    return out


def winning_readings(hand: Hand, fit: HandFit | None = None
                     ) -> Iterator[tuple[Group, tuple[int, ...], int, int]]:
    """Every winning reading of a 14-tile hand as (group, sizes, pattern, fill id)."""
    fit = fit or hand.fit()
    groups = fit.table.groups
    for gi in _candidates(hand, fit.jokers):
        g = groups[gi]
        if not fit.group_ok(g):
            continue
        fills = fit.fills(g)
        for sizes, options in g.cores:
            tn = fit.core(g, sizes)
            if tn is None or tn[1] or tn[0] > fit.jokers:
                continue
            for p, fids in options:
                for f in fids:
                    tf = fills[f]
                    if tf is not None and not tf[1] and tn[0] + tf[0] == fit.jokers:
                        yield g, sizes, p, f


def check(concealed: Sequence[str], exposures: Sequence[Sequence[str]] = (), *, rules: Rules = RULES,
          skill: int = 0, self_drawn: bool = False, winning_call: bool = False) -> Reading:
    """The best reading of the hand under these rules and skill level (0-5).
    ``winning_call``: the hand's one exposure was made by calling the winning tile just
    before declaring, so the hand still counts as concealed (CONCEALED, skill level 3)."""
    if not 0 <= skill <= 5:
        raise ValueError(_("skill level {skill} is not 0-5").format(skill=skill))
    hand = Hand.parse(concealed, exposures, rules)
    if hand.size != 14:
        return Reading(False, reason=_("a winning hand has 14 tiles; this one has {count}").format(count=hand.size))
    fit = hand.fit()
    concealed_hand = not hand.exposures or (winning_call and len(hand.exposures) == 1)
    best, refused, count = None, None, 0
    for g, sizes, p, f in winning_readings(hand, fit):
        fill = fit.table.fills[f]
        why = refusal(g, sizes, p, fill, concealed=concealed_hand, jokerless=hand.jokerless,
                      self_drawn=self_drawn, skill=skill, rules=rules)
        if why:
            refused = refused or _("{name} would win, but {why}").format(name=hand_name(g.name), why=why)
            continue
        count += 1
        v = value(g, p, fill, concealed_hand, rules)
        if best is None or v > best[0]:
            best = (v, g, sizes, p, fill)
    if best is None:
        return Reading(False, reason=refused or explain(hand), jokerless=hand.jokerless,
                       concealed=concealed_hand)
    v, g, sizes, p, fill = best
    return Reading(True, v, name=g.name, category=g.category, set=g.labels, pattern=PATTERN_NAMES[p],
                   blocks=tuple(_blocks(hand, fit, g, sizes, fill)),
                   bonuses=tuple(bonuses(g, p, fill, concealed_hand, rules)), jokerless=hand.jokerless,
                   concealed=concealed_hand, seven_pairs=p == SEVEN_PAIRS, other_readings=count - 1)


def _blocks(hand: Hand, fit: HandFit, g: Group, sizes: tuple[int, ...], fill: Fill) -> list[Block]:
    """The blocks of a winning reading, with the jokers each holds."""
    exposures = list(hand.exposures)
    out: list[Block] = []
    for k, s in target_blocks(g, sizes, fill):
        if k == NEWS:
            out.append(Block("NEWS", 4))
            continue
        for part in ((3, 3) if s == 6 else (s,)):  # FFF FFF of Dragon's Love
            shown = next((e for e in exposures if e[0] == k and e[1] == part), None)
            if shown:
                exposures.remove(shown)
                out.append(Block(CODES[k], part, shown[2], True))
            else:
                out.append(Block(CODES[k], part, max(0, part - fit.c[k])))
    return out
