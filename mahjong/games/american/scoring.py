"""Options, hand values, skill-level restrictions and payments (spec: Hand value, Options)."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.games.american.targets import PATTERNS, PUNGS_AND_KONGS, SEVEN_PAIRS, Fill, Group
from mahjong.games.american.tiles import SUIT_DRAGON
from mahjong.i18n import N_, _

# Translators: the card's bonus names, shown as e.g. "SUIT +5"; capitals as on the card.
BONUS_NAMES = {"PAIRS": N_("PAIRS"), "QUINTS": N_("QUINTS"), "SET": N_("SET"), "SUIT": N_("SUIT"),
               "CONCEALED": N_("CONCEALED")}


def bonus_name(name: str) -> str:
    """A bonus's name (kept in English as data) in the current language, as shown."""
    return _(BONUS_NAMES[name]) if name in BONUS_NAMES else name


@dataclass(frozen=True)
class Rules:
    """Table options. House rules are off by default; the (flag) decisions of the spec
    default as written there."""
    skip_second_charleston: bool = False   # house rule 1 (the table's business)
    small_set: bool = False                # house rule 2: 144 tiles, 4 flowers, 4 jokers
    bonus_required: bool = False           # house rule 3: base 20, and a bonus or excuse needed
    suit_ignores_flowers_and_news: bool = True     # (flag) SUIT bonus survives FF and NEWS
    jokerless_doubles_seven_pairs: bool = False    # (flag) seven-pairs hands never double

    @property
    def base(self) -> int:
        return 20 if self.bonus_required else 25


RULES = Rules()
MAX_SKILL = 5


def suit_bonus(g: Group, fill: Fill, rules: Rules) -> bool:
    """All number tiles in one suit; any dragon is that suit's dragon."""
    if g.suit is None or any(d != SUIT_DRAGON[g.suit] for d in fill.dragons):
        return False
    return rules.suit_ignores_flowers_and_news or not (fill.flower or fill.news)


def bonuses(g: Group, pattern: int, fill: Fill, concealed: bool, rules: Rules) -> list[tuple[str, int]]:
    """The bonuses the target earns, as (name, points); none for dragon hands."""
    if g.dragon_hand:
        return []
    sizes = PATTERNS[pattern]
    out = []
    if pattern == SEVEN_PAIRS:
        out.append(("PAIRS", 10))
    elif sizes.count(2) >= 3:
        out.append(("PAIRS", 5))
    if 5 in sizes:
        out.append(("QUINTS", 5 * sizes.count(5)))
    if g.numbers and not fill.blocks:
        out.append(("SET", 5))
    if suit_bonus(g, fill, rules):
        out.append(("SUIT", 5))
    if concealed:
        out.append(("CONCEALED", 10))
    return out


def value(g: Group, pattern: int, fill: Fill, concealed: bool, rules: Rules) -> int:
    if g.dragon_hand:
        assert g.value is not None, "every dragon hand has a fixed value"
        return g.value
    return rules.base + sum(points for _, points in bonuses(g, pattern, fill, concealed, rules))


def refusal(g: Group, sizes: tuple[int, ...], pattern: int, fill: Fill, *, concealed: bool,
            jokerless: bool | None, self_drawn: bool | None, skill: int, rules: Rules) -> str | None:
    """Why house rules or the skill level forbid this reading, or None if they allow it.
    ``jokerless``/``self_drawn`` None means not known yet (the hand helper): not tested."""
    if rules.small_set and 6 in sizes:
        return _("Dragon's Love needs six flowers; the small set has four")
    excused = g.dragon_hand or jokerless or self_drawn
    unknown = jokerless is None or self_drawn is None
    if skill >= 1 and g.category == "Winds" and pattern != PUNGS_AND_KONGS:
        return _("skill level 1: Winds hands only as 2 pungs + 2 kongs")
    if skill >= 2 and g.category == "Consecutive Run" and fill.blocks:
        return _("skill level 2: Consecutive Run hands hold no flowers, dragons or winds")
    if skill >= 3 and not concealed and (g.dragon_hand or fill.dragons):
        return _("skill level 3: a hand with a dragon block must be concealed")
    if skill >= 4 and g.numbers and not suit_bonus(g, fill, rules):
        return _("skill level 4: number hands must earn the SUIT bonus")
    if skill >= 5 and not excused and not unknown:
        return _("skill level 5: the hand must be jokerless, self-drawn or a dragon hand")
    if rules.bonus_required and not excused and not unknown and not bonuses(g, pattern, fill, concealed, rules):
        return _("house rule 3: the hand must earn a bonus, be jokerless, self-drawn or a dragon hand")
    return None


@dataclass(frozen=True)
class Payment:
    """What each loser pays the winner: the discarder (on a discard) and each other player."""
    discarder: int
    other: int


def payment(value: int, *, self_drawn: bool, jokerless: bool, seven_pairs: bool,
            rules: Rules = RULES) -> Payment:
    """On a discard the discarder pays 2V, the others V; self-drawn, all pay 2V.
    A jokerless hand doubles again, except seven-pairs hands (flag)."""
    factor = 2 if jokerless and (not seven_pairs or rules.jokerless_doubles_seven_pairs) else 1
    other = value * factor * (2 if self_drawn else 1)
    return Payment(discarder=value * factor * 2, other=other)


def why_paid(value: int, *, self_drawn: bool, jokerless: bool, seven_pairs: bool, discarder: str | None,
             rules: Rules = RULES) -> str:
    """Each loser's payment as a sum, in words: "On Ruth's discard: Ruth pays 40 x 2 = 80,
    the others 40 each". ``discarder`` names the discarder ("You" for you)."""
    double = jokerless and (not seven_pairs or rules.jokerless_doubles_seven_pairs)
    pay = payment(value, self_drawn=self_drawn, jokerless=jokerless, seven_pairs=seven_pairs, rules=rules)
    you = discarder == "You"
    if self_drawn or discarder is None:
        if double:
            text = _("Self-drawn: everyone pays {value} x 2 x 2 jokerless = {total}")
        else:
            text = _("Self-drawn: everyone pays {value} x 2 = {total}")
    elif double and you:
        text = _("On your discard: you pay {value} x 2 x 2 jokerless = {total}, "
                 "the others {value} x 2 jokerless = {other} each")
    elif double:
        text = _("On {player}'s discard: {player} pays {value} x 2 x 2 jokerless = {total}, "
                 "the others {value} x 2 jokerless = {other} each")
    elif you:
        text = _("On your discard: you pay {value} x 2 = {total}, the others {value} each")
    else:
        text = _("On {player}'s discard: {player} pays {value} x 2 = {total}, the others {value} each")
    total = pay.other if self_drawn or discarder is None else pay.discarder
    text = text.format(value=value, total=total, other=pay.other, player=_(discarder) if discarder else "")
    if jokerless and not double:
        text = _("{payment} (seven pairs do not double for jokerless)").format(payment=text)
    return text


def settle(pay: Payment, winner: int, discarder: int | None, players: int = 4) -> list[int]:
    """Score changes per seat (zero-sum); ``discarder`` None for a self-drawn win."""
    deltas = [-(pay.discarder if seat == discarder else pay.other) for seat in range(players)]
    deltas[winner] = 0
    deltas[winner] = -sum(deltas)
    return deltas
