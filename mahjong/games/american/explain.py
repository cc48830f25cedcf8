"""Why a 14-tile hand is not a winning hand, in words, for the rules it plainly breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong.games.american.targets import NUMBER_SETS
from mahjong.games.american.tiles import CODES, FLOWER, JOKER, WIND_KINDS, rank_of, suit_of, tile_word, tiles_words
from mahjong.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from mahjong.games.american.hands import Hand

_GENERIC = N_("no reading fits a pattern, a category set and the fill rules together")
_BLOCK_WORDS = {2: N_("pair"), 3: N_("pung"), 4: N_("kong"), 5: N_("quint")}


def explain(hand: Hand) -> str:
    n = hand.naturals()
    jokers = hand.concealed[JOKER] + sum(j for _, _, j in hand.exposures)
    numbers = [k for k in range(27) if n[k]]
    winds = [n[w] for w in WIND_KINDS]
    if numbers and any(winds) and winds != [1, 1, 1, 1]:
        return _("a number hand holds no wind tiles except one NEWS block "
                 "(one each of North, East, West and South)")
    if n[FLOWER] not in (0, 2, 6) or (n[FLOWER] == 6 and numbers):
        return _("flowers form only one block, a pair FF (this hand has {count})").format(count=n[FLOWER])
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
            return ngettext("{tiles} forms no block (blocks are 2-5 identical tiles)",
                            "{tiles} form no block (blocks are 2-5 identical tiles)",
                            len(singles)).format(tiles=tiles_words(singles))
        kinds = sorted(set(sizes) | ({2} if n[FLOWER] == 2 else set()))
        if len(kinds) > 2:
            names = _(", ").join(_(_BLOCK_WORDS.get(s, _BLOCK_WORDS[5])) for s in kinds)
            return _("three block types ({types})").format(types=names)
    elif any(c == 1 for k, c in enumerate(n[:FLOWER]) if k not in WIND_KINDS or not numbers):
        return _("jokers stand only in pungs, kongs and quints, never in pairs")
    return _(_GENERIC)


def _number_problem(numbers: list[int], jokers: int) -> str | None:
    ranks = sorted({rank_of(k) for k in numbers})
    if len(ranks) == 1:
        return None if len(numbers) == 3 or jokers >= 3 else _("Any Like Numbers needs one block in each suit")
    for r in ranks:
        suits = [tile_word(CODES[k]) for k in numbers if rank_of(k) == r]
        if len(suits) > 1:
            return _("number {number} appears in two blocks ({tiles}); only Any Like Numbers repeats a number"
                     ).format(number=r, tiles=_(", ").join(suits))
    order = [suit_of(k) for k in sorted(numbers, key=rank_of)]
    runs = [s for i, s in enumerate(order) if i == 0 or order[i - 1] != s]
    if len(runs) != len(set(runs)):
        return _("woven suits: blocks of each suit must sit together in number order")
    if not any(set(ranks) <= set(s) and len(s) - len(ranks) <= jokers // 3 for _, s in NUMBER_SETS):
        return _("numbers {numbers} are no category's set (a gap or a stray number)"
                 ).format(numbers="-".join(map(str, ranks)))
    return None
