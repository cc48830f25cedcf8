"""Why a 14-tile hand is not a winning hand, in words, for the rules it plainly breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong.games.american.targets import NUMBER_SETS
from mahjong.games.american.tiles import CODES, FLOWER, JOKER, WIND_KINDS, rank_of, suit_of, tile_word, tiles_words

if TYPE_CHECKING:
    from mahjong.games.american.hands import Hand

_GENERIC = "no reading fits a pattern, a category set and the fill rules together"


def explain(hand: Hand) -> str:
    n = hand.naturals()
    jokers = hand.concealed[JOKER] + sum(j for _, _, j in hand.exposures)
    numbers = [k for k in range(27) if n[k]]
    winds = [n[w] for w in WIND_KINDS]
    if numbers and any(winds) and winds != [1, 1, 1, 1]:
        return "a number hand holds no wind tiles except one NEWS block (one each of North, East, West and South)"
    if n[FLOWER] not in (0, 2, 6) or (n[FLOWER] == 6 and numbers):
        return f"flowers form only one block, a pair FF (this hand has {n[FLOWER]})"
    if numbers:
        why = _number_problem(numbers, jokers)
        if why:
            return why
    if not jokers:
        sizes = [c for k, c in enumerate(n[:FLOWER]) if c and k not in WIND_KINDS or numbers == [] and c]
        if winds == [1, 1, 1, 1] and numbers:
            sizes.append(4)
        singles = [CODES[k] for k, c in enumerate(n[:FLOWER + 1]) if c == 1 and (k not in WIND_KINDS or not numbers)]
        if singles:
            return f"{tiles_words(singles)} form{'s' * (len(singles) == 1)} no block (blocks are 2-5 identical tiles)"
        kinds = sorted(set(sizes) | ({2} if n[FLOWER] == 2 else set()))
        if len(kinds) > 2:
            names = ", ".join({2: "pair", 3: "pung", 4: "kong"}.get(s, "quint") for s in kinds)
            return "three block types (" + names + ")"
    elif any(c == 1 for k, c in enumerate(n[:FLOWER]) if k not in WIND_KINDS or not numbers):
        return "jokers stand only in pungs, kongs and quints, never in pairs"
    return _GENERIC


def _number_problem(numbers: list[int], jokers: int) -> str | None:
    ranks = sorted({rank_of(k) for k in numbers})
    if len(ranks) == 1:
        return None if len(numbers) == 3 or jokers >= 3 else "Any Like Numbers needs one block in each suit"
    for r in ranks:
        suits = [tile_word(CODES[k]) for k in numbers if rank_of(k) == r]
        if len(suits) > 1:
            return f"number {r} appears in two blocks ({', '.join(suits)}); only Any Like Numbers repeats a number"
    order = [suit_of(k) for k in sorted(numbers, key=rank_of)]
    runs = [s for i, s in enumerate(order) if i == 0 or order[i - 1] != s]
    if len(runs) != len(set(runs)):
        return "woven suits: blocks of each suit must sit together in number order"
    if not any(set(ranks) <= set(s) and len(s) - len(ranks) <= jokers // 3 for _, s in NUMBER_SETS):
        return f"numbers {'-'.join(map(str, ranks))} are no category's set (a gap or a stray number)"
    return None
