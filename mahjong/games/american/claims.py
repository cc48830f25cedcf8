"""Claims on a discard at the Card Free table: who may claim it and how (a pung, kong
or quint exposed with jokers, or Mah Jongg), the priority between claims, exposing, and
whether an exposure leaves a hand dead. ``Claims`` is a base class of ``table.Table``
(with the win checks both halves use). Pure Python, no pygame.
"""

from __future__ import annotations

from . import engine_api as api
from . import movelog
from .actions import Action, Claim
from .pieces import EXPOSURE_SIZES, FLOWER, JOKER, Exposure, TableOptions


class Claims:
    """The claiming half of a hand; ``Table`` sets up the state it reads and changes."""

    options: TableOptions
    rules: api.Rules
    phase: str
    concealed: list[list[str]]
    exposures: list[list[Exposure]]
    discards: list[tuple[int, str]]
    dead: list[bool]
    turn: int
    called: bool
    exchanged: bool
    _call_hand: list[str]
    last_discard: tuple[int, str] | None
    log: list[str]
    _claim_cache: dict[int, list[Action]]

    def _finish(self, winner: int | None, self_drawn: bool = False, discarder: int | None = None,
                winning_call: bool = False, wall_empty: bool = True) -> None:
        raise NotImplementedError

    def _next_turn(self, after: int) -> None:
        raise NotImplementedError

    @property
    def _discard_in_play(self) -> tuple[int, str]:
        """``last_discard`` where the rules need one: while claims are open on it, and on
        the turn of the seat that claimed it (until the next turn begins)."""
        assert self.last_discard is not None, "no discard in play"
        return self.last_discard

    def _ctx(self, seat: int, self_drawn: bool, winning_call: bool = False) -> api.Context:
        return api.Context(self.rules, self.options.skill[seat], self_drawn, winning_call)

    def _win(self, seat: int, concealed: list[str], self_drawn: bool, winning_call: bool = False) -> api.Win | None:
        return api.is_winning_hand(concealed, [e.tiles for e in self.exposures[seat]],
                                   self._ctx(seat, self_drawn, winning_call))

    def can_claim(self, seat: int) -> bool:
        """Whether ``seat`` has a legal claim (an exposure or Mah Jongg) on the discard
        open to claims now. A seat without one is never asked (``awaiting``), so an
        option that lets discards go by may only ever pass for a seat when this is
        False; a discard the seat can call is always offered."""
        return bool(self._claims_for(seat))

    def _claims_for(self, seat: int) -> list[Action]:
        """The claims ``seat`` could make on the live discard (cached per state)."""
        if self.phase != "claims" or seat == self._discard_in_play[0] or self.dead[seat]:
            return []
        if seat not in self._claim_cache:
            tile = self._discard_in_play[1]
            hand = self.concealed[seat]
            out: list[Action] = []
            if self._win(seat, hand + [tile], self_drawn=False) is not None:
                out.append(Claim(seat, "mj"))
            have, jokers = hand.count(tile), hand.count(JOKER)
            if tile == FLOWER:
                jokers = 0  # flower pungs (Dragon's Love) hold no jokers
            for kind, size in EXPOSURE_SIZES.items():
                for j in range(0, min(jokers, size - 1) + 1):
                    if have >= size - 1 - j:
                        out.append(Claim(seat, kind, j))
            self._claim_cache[seat] = out
        return self._claim_cache[seat]

    def _claim_rank(self, seat: int, action: Action) -> tuple[int, int]:
        discarder = self._discard_in_play[0]
        return (0 if isinstance(action, Claim) and action.kind == "mj" else 1, (seat - discarder) % 4)

    def _resolve_claims(self, pending: dict[int, Action]) -> None:
        claims = {s: a for s, a in pending.items() if isinstance(a, Claim)}
        discarder, tile = self._discard_in_play
        if not claims:
            self._next_turn(discarder)
            return
        seat = min(claims, key=lambda s: self._claim_rank(s, claims[s]))
        claim = claims[seat]
        self.discards.pop()
        if claim.kind == "mj":
            self.concealed[seat].append(tile)
            self._finish(seat, self_drawn=False, discarder=discarder)
            return
        self._expose(seat, claim, tile)
        self.log.append(movelog.called(seat, claim.kind, tile, claim.jokers))
        self.turn, self.called, self.exchanged = seat, True, False
        self._call_hand = list(self.concealed[seat])
        if self._dead_after(seat):
            self.dead[seat] = True
            self.log.append(movelog.dead(seat))
            self._next_turn(seat)
        else:
            self.phase = "discard"

    def _expose(self, seat: int, claim: Claim, tile: str) -> None:
        hand = self.concealed[seat]
        for _ in range(claim.size - 1 - claim.jokers):
            hand.remove(tile)
        for _ in range(claim.jokers):
            hand.remove(JOKER)
        self.exposures[seat].append(Exposure(tile, claim.size, claim.jokers, self._discard_in_play[0]))

    def _dead_after(self, seat: int) -> bool:
        return not api.can_still_win([e.tiles for e in self.exposures[seat]], self._ctx(seat, False))

    def would_be_dead(self, seat: int, claim: Claim) -> bool:
        """Whether making this exposure claim would leave ``seat`` no winning hand (the
        UI warns the human first). Mah Jongg claims never do."""
        if claim.kind == "mj" or self.phase != "claims":
            return False
        discarder, tile = self._discard_in_play
        exposure = Exposure(tile, claim.size, claim.jokers, discarder).tiles
        return not api.can_still_win([e.tiles for e in self.exposures[seat]] + [exposure],
                                     self._ctx(seat, False))

