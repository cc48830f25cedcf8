"""The hand helper: the winning hands nearest to a player's tiles.

    suggest(concealed, exposures=(), seen=(), limit=10, rules=RULES, skill=0) -> list[Suggestion]

Targets come from the shared table. Each group first gets a lower bound, the tiles the
hand holds that none of its targets can use (plus the tiles still to be drawn for a
13-tile hand); groups are visited best bound first and skipped once the bound passes
the ``limit``-th best distance found, so only a few hundred of the ~1,800 groups are
measured target by target.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.games.american.hands import Hand
from mahjong.games.american.scoring import RULES, Rules, refusal, value
from mahjong.games.american.targets import PATTERN_NAMES, Group, block_codes, hand_name, pattern_words, target_blocks
from mahjong.games.american.tiles import CODES, FLOWER, JOKER, WIND_KINDS, code_of, supply, tile_word
from mahjong.i18n import _


@dataclass(frozen=True)
class Suggestion:
    name: str                       # e.g. "Consecutive Run 4-5-6 (Bams)"
    category: str
    pattern: str
    value: int                      # if won as things stand (concealed now: CONCEALED counted)
    blocks: tuple[tuple[str, ...], ...]  # the target's tiles, block by block
    missing: tuple[str, ...]        # tiles still needed after the hand's jokers
    jokers_can_fill: tuple[str, ...]  # those of ``missing`` a joker could stand for
    unseen: dict[str, int]          # copies of each missing tile (and J) neither held nor seen

    @property
    def reading(self) -> str:
        # Translators: a hand's name and pattern, then its tiles as codes such as [1B 1B 1B].
        return _("{name}, {pattern}: {blocks}").format(name=hand_name(self.name), pattern=pattern_words(self.pattern),
                                                       blocks=" ".join(f"[{' '.join(b)}]" for b in self.blocks))

    def to_json(self) -> dict:
        return {"name": self.name, "category": self.category, "pattern": self.pattern, "value": self.value,
                "reading": self.reading, "blocks": [list(b) for b in self.blocks],
                "missing": list(self.missing), "jokers_can_fill": list(self.jokers_can_fill),
                "unseen": self.unseen}


def suggest(concealed: Sequence[str], exposures: Sequence[Sequence[str]] = (), *, seen: Sequence[str] = (),
            limit: int = 10, rules: Rules = RULES, skill: int = 0) -> list[Suggestion]:
    """The ``limit`` winning hands needing the fewest tiles, then the most valuable, then
    the likeliest to come. Skill levels 1-4 and house rules that do not depend on how the
    hand ends are respected; level 5 and house rule 3 are judged by the check."""
    if limit < 1:
        raise ValueError(_("limit must be at least 1"))
    hand = Hand.parse(concealed, exposures, rules)
    if hand.size > 14:
        raise ValueError(_("{count} tiles; a hand has at most 14").format(count=hand.size))
    unseen = _unseen(hand, [code_of(c) for c in seen], rules)
    fit = hand.fit()
    groups = fit.table.groups
    fills = fit.table.fills
    concealed_now = not hand.exposures
    found: list[tuple] = []   # (missing, -value, group index, sizes, pattern, fill id)
    worst: list[int] = []     # max-heap (negated) of the ``limit`` smallest distances
    bound = 99
    for lb, gi in _bounds(hand, groups):
        if lb > bound:
            break
        g = groups[gi]
        if not fit.group_ok(g):
            continue
        for miss, sizes, p, f in fit.ranked(g):
            if miss > bound:
                break
            if refusal(g, sizes, p, fills[f], concealed=concealed_now, jokerless=None, self_drawn=None,
                       skill=skill, rules=rules):
                continue
            found.append((miss, -value(g, p, fills[f], concealed_now, rules), gi, sizes, p, f))
            heapq.heappush(worst, -miss)
            if len(worst) > limit:
                heapq.heappop(worst)
            if len(worst) == limit:
                bound = -worst[0]
    found = sorted(c for c in found if c[0] <= bound)
    return _rank(found, hand, fit, unseen, limit)


def _bounds(hand: Hand, groups: tuple[Group, ...]) -> list[tuple[int, int]]:
    """(lower bound on tiles missing, group index) for every group, best first."""
    c = hand.concealed
    need = 14 - hand.size
    numbers = sum(c[:27])
    extra_flowers = max(0, c[FLOWER] - 2)
    winds = [c[w] for w in WIND_KINDS]
    number_fixed = need + extra_flowers + sum(max(0, w - 1) for w in winds)
    wind_fixed = need + extra_flowers + numbers
    out = []
    for gi, g in enumerate(groups):
        held = sum(map(c.__getitem__, g.kinds))
        if g.numbers:
            out.append((number_fixed + numbers - held, gi))
        elif g.dragon_hand:
            out.append((need, gi))
        else:
            out.append((wind_fixed + sum(winds) - held, gi))
    out.sort()
    return out


def _unseen(hand: Hand, seen: list[str], rules: Rules) -> list[int]:
    left = supply(rules.small_set)
    held = hand.naturals()
    held[JOKER] = hand.concealed[JOKER] + sum(j for _, _, j in hand.exposures)
    for k, n in enumerate(held):
        left[k] -= n
    for code in seen:
        k = CODES.index(code)
        left[k] -= 1
        if left[k] < 0:
            raise ValueError(_("too many {tile} held and seen; the set has {count}").format(
                tile=tile_word(code), count=supply(rules.small_set)[k]))
    return left


def _rank(found: list[tuple], hand: Hand, fit, unseen: list[int], limit: int) -> list[Suggestion]:
    """Turn the best candidates into suggestions, ties on (missing, value) broken by
    availability; targets whose missing tiles can no longer come are dropped."""
    scored: list[tuple[tuple[int, int, int], Suggestion]] = []
    for miss, neg_value, gi, sizes, p, f in found:
        if len(scored) >= limit and (miss, neg_value) > scored[limit - 1][0][:2]:
            break
        g, fill = fit.table.groups[gi], fit.table.fills[f]
        blocks = target_blocks(g, sizes, fill)
        s = _suggestion(g, p, blocks, -neg_value, fit, unseen)
        if s is not None:
            outs = sum(s.unseen.values())
            scored.append(((miss, neg_value, -outs), s))
    scored.sort(key=lambda item: item[0])
    return [s for _, s in scored[:limit]]


def _suggestion(g: Group, p: int, blocks, v: int, fit, unseen: list[int]) -> Suggestion | None:
    gaps = sorted(fit.deficits(blocks), key=lambda d: unseen[d[0]])
    jokers = fit.jokers
    missing, fillable = [], []
    for k, n, joker_ok in gaps:
        if joker_ok:
            used = min(jokers, n)
            jokers -= used
            n -= used
            fillable += [CODES[k]] * n
        if n > unseen[k] + (unseen[JOKER] if joker_ok else 0):
            return None
        missing += [CODES[k]] * n
    counts = {code: unseen[CODES.index(code)] for code in missing}
    if fillable:
        counts["J"] = unseen[JOKER]
    shown = tuple(tuple(block_codes(k, 3)) * 2 if k == FLOWER and s == 6 else tuple(block_codes(k, s))
                  for k, s in blocks)
    return Suggestion(g.name, g.category, PATTERN_NAMES[p], v, shown, tuple(missing), tuple(fillable), counts)


def key_of(s: Suggestion) -> tuple:
    """A hand's identity, kept while the tiles change: its name, pattern and blocks."""
    return s.name, s.pattern, s.blocks


def follow(target: Suggestion, concealed: Sequence[str], exposures: Sequence[Sequence[str]] = (), *,
           seen: Sequence[str] = (), rules: Rules = RULES, skill: int = 0) -> Suggestion | None:
    """The hand ``target`` measured again for these tiles (what it still needs now), or
    None when it can no longer be made: an exposure contradicts it, the card's rules
    refuse it, or a tile it needs has no copy left."""
    hand = Hand.parse(concealed, exposures, rules)
    if hand.size > 14:
        raise ValueError(_("{count} tiles; a hand has at most 14").format(count=hand.size))
    unseen = _unseen(hand, [code_of(c) for c in seen], rules)
    fit = hand.fit()
    fills = fit.table.fills
    for g in fit.table.groups:
        if g.name != target.name or not fit.group_ok(g):
            continue
        for _rank, sizes, p, f in fit.ranked(g):
            if PATTERN_NAMES[p] != target.pattern:
                continue
            if refusal(g, sizes, p, fills[f], concealed=not hand.exposures, jokerless=None, self_drawn=None,
                       skill=skill, rules=rules):
                continue
            s = _suggestion(g, p, target_blocks(g, sizes, fills[f]), value(g, p, fills[f], not hand.exposures,
                                                                         rules), fit, unseen)
            if s is not None and s.blocks == target.blocks:
                return s
    return None
