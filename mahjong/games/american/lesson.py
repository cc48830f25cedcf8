"""The Card Free guided first game: a set-up wall, the computer players' script and the
steps (core.guide). Pure Python, no pygame.

You are East and are dealt most of a Consecutive Run in Bams, 3 to 7 (a pair and four
pungs: ``GOAL``). The lesson: pass the tiles that do not fit (the rack lights them),
stop after the first Charleston, discard, call Ruth's 5 Bam for a pung, and win on the
7 Bam she discards next. So that this happens every time, the computer players follow
``bot_choice`` while the guide runs: they never pass or discard a tile of the run (but
for Ruth's gifts), pass the tiles furthest from it, vote for the second Charleston, ask
for no courtesy tiles, claim nothing, and discard first a tile that wins you the hand,
then (before your first call) one you can call for a pung the run needs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

from mahjong.core.guide import Step, Tutorial
from mahjong.core.rng import deal_rng
from mahjong.i18n import N_

from . import engine_api as api
from .actions import Action, Courtesy, Discard, Draw, Pass, PassClaim, Vote
from .pieces import GAME_ID, JOKER, TableOptions, sort_tiles
from .session import Session
from .table import Table
from .tiles import INDEX, full_set

HUMAN, RUTH = 0, 1
DEAL = 1
GOAL = ("3B", "3B", "4B", "4B", "4B", "5B", "5B", "5B", "6B", "6B", "6B", "7B", "7B", JOKER)
RUN = frozenset({"3B", "4B", "5B", "6B", "7B"})
EAST = ("3B", "3B", "4B", "4B", "5B", "5B", "6B", "6B", "6B", "7B", JOKER, "N", "RD", "9C")
RUTH_KEEPS = ("4B", "5B", "7B")     # her gift in the first left, the tile you call, the one you win on
GIFTS = {("first left", RUTH): ("4B",)}


def _junk_order(code: str) -> tuple[int, int]:
    """Tiles furthest from the run first: honours and flowers, Dots, Craks, then Bams."""
    i = INDEX[code]
    return (0 if i >= 27 else 1 if code.endswith("D") else 2 if code.endswith("C") else 3), i


def lesson_wall() -> list[str]:
    """The guided game's wall in draw order (``Table``'s ``wall``): East's 14, Ruth's,
    Mei's and Sam's 13, then the draws. Every tile of the run and every joker not dealt
    lies at the wall's far end, past the lesson; the rest is shuffled from a fixed seed."""
    return list(_wall())


@cache
def _wall() -> tuple[str, ...]:
    rest = Counter(full_set()) - Counter(EAST) - Counter(RUTH_KEEPS)
    late = sort_tiles(t for t in rest.elements() if t in RUN or t == JOKER)
    junk = sorted(t for t in rest.elements() if t not in RUN and t != JOKER)
    deal_rng(GAME_ID, DEAL, "lesson").shuffle(junk)
    ruth = list(RUTH_KEEPS) + junk[:10]
    return (*EAST, *ruth, *junk[10:], *late)


def lesson_session() -> Session:
    """A fresh session on the guided game's wall (the default table options)."""
    return Session(TableOptions(), DEAL, lesson_wall())


def is_lesson(table: Table) -> bool:
    return table.hand == 0 and table.rigged is not None and tuple(table.rigged) == _wall()


def lit_tiles(table: Table) -> list[str]:
    """Your tiles that the run does not use (the rack lights them while the guide runs)."""
    need = Counter(GOAL) - Counter(table.exposed_tiles(HUMAN))
    return sort_tiles((Counter(table.concealed[HUMAN]) - need).elements())


# --- the computer players' script ---------------------------------------------------------
def bot_choice(table: Table, seat: int) -> Action | None:
    """What computer player ``seat`` does in the guided game (see the module); None when
    the table is not the lesson's or the script has no answer (the usual player decides)."""
    if seat == HUMAN or not is_lesson(table) or seat not in table.awaiting():
        return None
    phase = table.phase
    if phase == "charleston":
        return _pass(table, seat)
    if phase == "vote":
        return Vote(seat, True)
    if phase == "courtesy":
        return Courtesy(seat, 0)
    if phase == "claims":
        return PassClaim(seat)
    if phase == "draw":
        return Draw(seat)
    if phase == "discard":
        tile = _discard(table, seat)
        return None if tile is None else Discard(seat, tile)
    return None


def _pass(table: Table, seat: int) -> Action | None:
    n = table.pass_size(seat)
    gifts = [t for t in GIFTS.get((table.steps[table.step_index][0], seat), ()) if t in table.concealed[seat]]
    spare = sorted((t for t in table.passable(seat) if t not in RUN), key=_junk_order)
    tiles = gifts + spare[:n - len(gifts)]
    return Pass(seat, tuple(tiles)) if len(tiles) == n else None


def _discard(table: Table, seat: int) -> str | None:
    hand, yours = table.concealed[seat], table.concealed[HUMAN]
    exposed = [e.tiles for e in table.exposures[HUMAN]]
    ctx = api.Context(table.rules, table.options.skill[HUMAN], False)
    kinds = sort_tiles(set(hand) - {JOKER})
    for tile in kinds:   # a tile that wins you the hand
        if not table.dead[HUMAN] and api.is_winning_hand([*yours, tile], exposed, ctx) is not None:
            return tile
    if not exposed:      # before your first call: a tile you can call for a pung of the run
        for tile in kinds:
            if tile in RUN and 2 <= yours.count(tile) < GOAL.count(tile):
                return tile
    spare = sorted((t for t in kinds if t not in RUN), key=lambda t: (t in yours, _junk_order(t)))
    return spare[0] if spare else None


# --- the steps --------------------------------------------------------------------------
@dataclass(frozen=True)
class Watched:
    """What the steps look at: the session and whether you have pinned a target hand."""

    session: Session
    pinned: bool

    @property
    def moves(self) -> tuple[Action, ...]:
        return self.session.moves


@dataclass(frozen=True)
class CardStep(Step):
    lit: bool = True     # the rack lights the tiles the run does not use


def _yours(watched: Any, kind: type[Action]) -> list[Action]:
    actions: list[Action] = watched.session.table.actions
    return [a for a in actions if isinstance(a, kind) and a.seat == HUMAN]


def _passed(watched: Any, base: int) -> bool:
    return bool(_yours(watched, Pass))


def _playing(watched: Any, base: int) -> bool:
    return watched.session.table.phase in ("draw", "discard", "claims", "over")


def _discarded(watched: Any, base: int) -> bool:
    return bool(_yours(watched, Discard))


def _pinned(watched: Any, base: int) -> bool:
    return bool(watched.pinned) or _discarded(watched, base)


def _called(watched: Any, base: int) -> bool:
    return bool(watched.session.table.exposures[HUMAN])


def _won(watched: Any, base: int) -> bool:
    result = watched.session.table.result
    return result is not None and result.winner == HUMAN


CARD_FREE = Tutorial(deal=DEAL, setup=lesson_session, steps=(
    CardStep(N_("You are East, dealt most of a run in Bams from 3 to 7. First comes the Charleston: click the "
                "three lit tiles, which the run does not use, then press Pass to send them right."), _passed),
    CardStep(N_("Pass the lit tiles across, then left, the same way. Then vote No: you may stop after the "
                "first Charleston. Ask for no courtesy tiles."), _playing),
    CardStep(N_("Optional: the Hands panel lists your nearest winning hands; this game makes the run as "
                "1 pair + 4 pungs. Click a hand to pin it as your target, or press Next."), _pinned, lit=False),
    CardStep(N_("East discards first: click the lit tile twice to throw it away."), _discarded),
    CardStep(N_("Wait for Ruth's discard: your run needs her 5 Bam. Press Pung to call it; the three 5 Bams "
                "go face up."), _called, lit=False),
    CardStep(N_("Now discard the lit tile. When a discard completes your hand, press Mah Jongg!"), _won),
))
