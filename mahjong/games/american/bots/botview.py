"""What one seat may see, and all a computer player is given: ``view_for(table, seat)``.

A ``BotView`` holds the seat's own concealed tiles, every seat's exposures and the
discards (all face up at a real table), the wall's length, who is dead, the step of the
hand and the seat's legal actions. Other seats' concealed tiles, the wall's order and
the faces of tiles arriving in a blind step are not in it, so a player deciding from a
view cannot use them. Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.games.american import engine_api as api
from mahjong.games.american.actions import Action
from mahjong.games.american.pieces import JOKER, Exposure
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import INDEX, supply


@dataclass(frozen=True)
class BotView:
    seat: int
    ctx: api.Context                           # the seat's rules and skill level
    small_set: bool
    phase: str
    hand: tuple[str, ...]                      # the seat's concealed tiles, sorted
    exposures: tuple[tuple[Exposure, ...], ...]  # every seat's, by seat
    discards: tuple[tuple[int, str], ...]      # (seat, tile) in order
    last_discard: tuple[int, str] | None       # the discard open to claims
    wall_count: int
    dead: tuple[bool, bool, bool, bool]
    pass_size: int                             # tiles to pass in a Charleston or courtesy step
    blind_allowed: bool
    arriving: int                              # tiles received but not yet seen (a blind step)
    legal: tuple[Action, ...]                  # every legal action but passes

    def own_exposures(self) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(e.tiles) for e in self.exposures[self.seat])

    def unseen(self) -> list[int]:
        """Copies of each kind this seat cannot see (in the wall or another rack)."""
        left = supply(self.small_set)
        for code in self.hand:
            left[INDEX[code]] -= 1
        for seat_exposures in self.exposures:
            for e in seat_exposures:
                left[INDEX[e.tile]] -= e.size - e.jokers
                left[INDEX[JOKER]] -= e.jokers
        for _, code in self.discards:
            left[INDEX[code]] -= 1
        return left


def view_for(table: Table, seat: int) -> BotView:
    """Seat ``seat``'s view of ``table`` now, read from the engine's own seat view
    (``Table.view(seat)``, which blanks the other racks) and the seat's legal actions."""
    seen = table.view(seat)
    passing = seen.phase in ("charleston", "courtesy-pass")
    mine = seen.seats[seat]
    return BotView(
        seat, api.Context(table.rules, mine.skill, False), table.rules.small_set, seen.phase,
        tuple(sorted(mine.concealed)), tuple(s.exposures for s in seen.seats), seen.discards, seen.last_discard,
        seen.wall_count, (seen.seats[0].dead, seen.seats[1].dead, seen.seats[2].dead, seen.seats[3].dead),
        table.pass_size(seat) if passing else 0, table.blind_allowed(), mine.arriving,
        () if passing else tuple(table.legal_actions(seat)))
