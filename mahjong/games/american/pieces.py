"""The Card Free table's plain data: its constants, the options (house rules and each
seat's skill level), an exposure, how a hand ended, and the views the scene draws.
Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from mahjong.core.errors import BadRecord, need_int, need_keys, need_type
from mahjong.i18n import N_, _

from . import engine_api as api
from .tiles import INDEX

GAME_ID = "card-free-american"
MAX_HANDS = 100_000  # a hand number beyond this was never dealt at one table
SEAT_WINDS = ("E", "S", "W", "N")  # by distance from the dealer
# Seat 0 is the human; the move log and the scene show these (translated where shown: movelog.seat_name).
# Translators: "You" is the human player; the others are the computer players' names (adapt if you like).
SEAT_NAMES = (N_("You"), N_("Ruth"), N_("Mei"), N_("Sam"))
JOKER, FLOWER = "J", "F"
EXPOSURE_SIZES = {"pung": 3, "kong": 4, "quint": 5}


def sort_tiles(tiles: Iterable[str]) -> list[str]:
    return sorted(tiles, key=INDEX.__getitem__)


@dataclass(frozen=True)
class TableOptions:
    """House rules 1-3 (``house_rules``, a subset of {1, 2, 3}) and each seat's skill
    level (0-5)."""

    house_rules: frozenset[int] = frozenset()
    skill: tuple[int, int, int, int] = (0, 0, 0, 0)

    def __post_init__(self) -> None:
        if not set(self.house_rules) <= {1, 2, 3}:
            raise ValueError("house rules are 1, 2 and 3")
        if len(self.skill) != 4 or not all(isinstance(s, int) and 0 <= s <= 5 for s in self.skill):
            raise ValueError("each of the four seats needs a skill level 0-5")
        object.__setattr__(self, "house_rules", frozenset(self.house_rules))
        object.__setattr__(self, "skill", tuple(self.skill))

    @property
    def rules(self) -> api.Rules:
        return api.rules_for(self.house_rules)

    def to_dict(self) -> dict[str, Any]:
        return {"house_rules": sorted(self.house_rules), "skill": list(self.skill)}

    @classmethod
    def from_dict(cls, data: Any) -> TableOptions:
        """The options a record holds; BadRecord for anything to_dict would not write."""
        need_keys(data, {"house_rules", "skill"}, "the options")
        rules = need_type(data.get("house_rules", []), list, "the house rules")
        for rule in rules:
            need_int(rule, "a house rule", 1, 3)
        if len(set(rules)) != len(rules):
            raise BadRecord(_("a house rule is named twice"))
        skill = need_type(data.get("skill", [0, 0, 0, 0]), list, "the skill levels")
        if len(skill) != 4:
            raise BadRecord(_("the skill levels must name four seats"))
        for level in skill:
            need_int(level, "a skill level", 0, 5)
        return cls(frozenset(rules), tuple(skill))


@dataclass(frozen=True)
class Exposure:
    """An exposed block: ``size`` tiles of ``tile``, ``jokers`` of them jokers, made by
    calling ``tile`` from ``source``'s discard."""

    tile: str
    size: int
    jokers: int
    source: int

    @property
    def tiles(self) -> list[str]:
        return [self.tile] * (self.size - self.jokers) + [JOKER] * self.jokers


@dataclass(frozen=True)
class HandResult:
    """How a hand ended. ``winner`` None: a wall game (``payments`` all 0)."""

    winner: int | None
    reading: str = ""
    value: int = 0
    payments: tuple[int, int, int, int] = (0, 0, 0, 0)
    self_drawn: bool = False
    discarder: int | None = None
    jokerless: bool = False
    hand: tuple[str, ...] = ()

    @property
    def wall_game(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class SeatView:
    seat: int
    wind: str
    concealed: tuple[str, ...]      # sorted; () in another seat's view (see ``held``)
    arriving: int                   # tiles coming in the current blind step, faces unknown
    exposures: tuple[Exposure, ...]
    dead: bool
    skill: int
    held: int                       # how many concealed tiles: seen from across the table


@dataclass(frozen=True)
class TableView:
    """The table as plain data: everything (``viewer`` None, for tests and the end of a
    hand), or only what seat ``viewer`` may see (``Table.view(seat)``): other seats'
    concealed tiles are left out, and while claims are open ``awaiting`` says only
    whether the viewer is asked (who else could claim is not shown)."""

    seats: tuple[SeatView, ...]
    discards: tuple[tuple[int, str], ...]   # (seat, tile) in order; the last is the live one
    last_discard: tuple[int, str] | None     # the discard open to claims (None: none)
    wall_count: int
    wall_stacks: int                         # stacks per side at the start (19 or 18)
    dealer: int
    turn: int
    phase: str
    step: str                                # e.g. "first left", "courtesy", "" in play
    awaiting: tuple[int, ...]
    result: HandResult | None
    viewer: int | None = None
    received: tuple[str, ...] = ()           # what the viewer received in the latest pass
    refused: tuple[int, ...] = ()            # who said no to the second Charleston
