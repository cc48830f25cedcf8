"""The table's one door into the hand engine (hands.py, scoring.py, suggest.py).

The table and the computer players ask only these functions, so a change in the hand
engine's API is a change here. Tiles are codes; an exposure is a list of codes (the
called tile's copies and any jokers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from . import hands
from . import suggest as _suggest
from .scoring import Rules, payment, settle

Suggestion = _suggest.Suggestion


@dataclass(frozen=True)
class Context:
    """What a win check needs besides the tiles: the table's rules, the seat's skill
    level, whether the hand would be self-drawn (house rule 3, skill level 5), and
    whether its one exposure was made by calling the winning tile (it stays CONCEALED)."""

    rules: Rules
    skill: int = 0
    self_drawn: bool = False
    winning_call: bool = False


@dataclass(frozen=True)
class Win:
    """A winning hand's best reading (``reading`` in words: name, pattern, value, bonuses)."""

    reading: str
    value: int
    jokerless: bool
    seven_pairs: bool


def rules_for(house_rules: frozenset[int]) -> Rules:
    """The hand engine's options for the table's house rules 1-3."""
    return Rules(skip_second_charleston=1 in house_rules, small_set=2 in house_rules,
                 bonus_required=3 in house_rules)


def _key(concealed: Sequence[str], exposures: Sequence[Sequence[str]]) -> tuple:
    return tuple(sorted(concealed)), tuple(tuple(e) for e in exposures)


@lru_cache(maxsize=65536)
def _check(concealed: tuple, exposures: tuple, ctx: Context) -> Win | None:
    try:
        r = hands.check(list(concealed), [list(e) for e in exposures], rules=ctx.rules,
                        skill=ctx.skill, self_drawn=ctx.self_drawn, winning_call=ctx.winning_call)
    except ValueError:  # e.g. two exposures of one tile: never a winning hand
        return None
    if not r.winning:
        return None
    assert r.value is not None, "a winning reading has its value"
    return Win(r.summary(), r.value, r.jokerless, r.seven_pairs)


def is_winning_hand(concealed: Sequence[str], exposures: Sequence[Sequence[str]], ctx: Context) -> Win | None:
    """The best reading of these 14 tiles if they win under ``ctx``, else None."""
    if len(concealed) + sum(len(e) for e in exposures) != 14:
        return None
    return _check(*_key(concealed, exposures), ctx)


@lru_cache(maxsize=4096)
def _can_win(exposures: tuple, rules: Rules, skill: int) -> bool:
    try:
        return bool(_suggest.suggest([], [list(e) for e in exposures], limit=1, rules=rules, skill=skill))
    except ValueError:
        return False


def can_still_win(exposures: Sequence[Sequence[str]], ctx: Context) -> bool:
    """Whether some winning hand still fits these exposures (otherwise the hand is dead)."""
    return not exposures or _can_win(tuple(sorted(tuple(e) for e in exposures)), ctx.rules, ctx.skill)


def nearest(concealed: Sequence[str], exposures: Sequence[Sequence[str]], seen: Sequence[str],
            ctx: Context, limit: int = 8) -> list[Suggestion]:
    """The winning hands closest to these tiles (fewest missing, then most valuable)."""
    return _suggest.suggest(list(concealed), [list(e) for e in exposures], seen=list(seen),
                            limit=limit, rules=ctx.rules, skill=ctx.skill)


def payments(win: Win, winner: int, discarder: int | None, self_drawn: bool, rules: Rules) -> list[int]:
    """Each seat's score change for this win (sums to zero)."""
    pay = payment(win.value, self_drawn=self_drawn, jokerless=win.jokerless,
                  seven_pairs=win.seven_pairs, rules=rules)
    return settle(pay, winner, None if self_drawn else discarder)
