"""What the computer works out for the Card Free table scene: the helper's nearest hands
for your tiles, the hint, what is done for you without asking, and the computer players'
choices and pace. Pure Python, no pygame: the scene shows and plays the answers.

A computer player's choice (and the hint's) comes from its own stream
``bot/<hand>/<action number>/<seat>`` of the deal, so a resumed game plays on exactly as
it would have. A computer player's draw, discard or claim waits a share (``PACE``) of the
speed preference's delay, so the table never sleeps and stays deterministic.
"""

from __future__ import annotations

from mahjong.core.rng import Rng, deal_rng

from . import ai
from . import engine_api as api
from .actions import Action, Claim, Discard, Exchange, MahJongg, Pass, PassClaim
from .pieces import GAME_ID
from .session import Session
from .table import Table

HUMAN = 0
HELPER_HANDS = 6
PACE = {"draw": 0.45, "discard": 1.0, "claims": 0.6}       # share of the speed's delay
HUMAN_WAIT = 0.25       # the longest wait before what is done for you


def bot_rng(session: Session, seat: int) -> Rng:
    """``seat``'s stream for the table's next action."""
    t = session.table
    return deal_rng(GAME_ID, session.deal, f"bot/{t.hand}/{len(t.actions)}/{seat}")


def hint(session: Session) -> tuple[Action, list[str], str] | None:
    """What the expert would do for you now: (the action, the rack tiles to mark, the
    words to show); None when the table is not waiting for you."""
    t = session.table
    if HUMAN not in t.awaiting():
        return None
    action = ai.choose(t, HUMAN, bot_rng(session, HUMAN), strength=3)
    tiles: list[str] = []
    if isinstance(action, Discard):
        tiles = [action.tile]
        text = f"discard {action.tile}"
    elif isinstance(action, Pass):
        tiles = list(action.tiles)
        text = ("pass " + (" ".join(action.tiles) or "nothing")
                + (f" and {action.blind} received unseen" if action.blind else ""))
    elif isinstance(action, MahJongg):
        text = "declare Mah Jongg!"
    elif isinstance(action, PassClaim):
        text = "let the discard go"
    elif isinstance(action, Exchange):
        text = f"exchange your {action.tile} for a joker"
    elif isinstance(action, Claim):
        text = f"claim ({action.body()})"
    else:
        text = action.body()
    return action, tiles, f"Hint: {text}"


def bot_due(table: Table) -> int | None:
    """The computer player to act next, if any."""
    bots = [s for s in table.awaiting() if s != HUMAN]
    return bots[0] if bots else None


def play_to_your_discard(session: Session) -> bool:
    """Play every seat (yours too, as a good player) until it is your turn to discard with
    a few discards in the pool; False when the hand ends first."""
    t = session.table
    for _ in range(400):
        if t.is_over:
            return False
        if t.phase == "discard" and t.turn == HUMAN and len(t.discards) >= 9:
            return True
        seat = t.awaiting()[0]
        session.apply(ai.choose(t, seat, bot_rng(session, seat), 2))
    return False


class Advice:
    """One scene's advice; it keeps the nearest hands of the last table state asked."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._hands: list[api.Suggestion] = []

    def hands(self, table: Table) -> list[api.Suggestion]:
        """The nearest hands for your tiles (worked out once per table state)."""
        key = (id(table), table.version)
        if self._key != key:
            seen = [tile for _, tile in table.discards]
            for s in range(4):
                if s != HUMAN:
                    seen += table.exposed_tiles(s)
            ctx = api.Context(table.rules, table.options.skill[HUMAN], False)
            try:
                found = api.nearest(table.concealed[HUMAN], [e.tiles for e in table.exposures[HUMAN]], seen, ctx,
                                    limit=HELPER_HANDS)
            except ValueError:
                found = []
            self._key, self._hands = key, found
        return self._hands

    def for_you(self, table: Table, auto_pass: bool) -> Action | None:
        """What you do without being asked: draw, and (with ``auto_pass``) let a discard go
        that none of your three nearest hands needs (never one you could win with)."""
        if HUMAN not in table.awaiting():
            return None
        if table.phase == "draw":
            return table.legal_actions(HUMAN)[0]
        if table.phase == "claims" and auto_pass:
            legal = table.legal_actions(HUMAN)
            if any(isinstance(a, Claim) and a.kind == "mj" for a in legal):
                return None
            assert table.last_discard is not None
            tile = table.last_discard[1]
            if not any(tile in h.missing for h in self.hands(table)[:3]):
                return PassClaim(HUMAN)
        return None

    def due(self, session: Session, waited: float, delay: float, auto_pass: bool, strength: int) -> Action | None:
        """The action the table plays by itself once ``waited`` seconds have passed since
        the last change (``delay``: the speed's seconds): yours done for you, or a computer
        player's; None while nobody is due or the wait is not over."""
        t = session.table
        if t.is_over:
            return None
        auto = self.for_you(t, auto_pass)
        seat = HUMAN if auto is not None else bot_due(t)
        if seat is None:
            return None
        wait = delay * PACE.get(t.phase, 0.0)
        if waited < (min(wait, HUMAN_WAIT) if seat == HUMAN else wait):
            return None
        return auto or ai.choose(t, seat, bot_rng(session, seat), strength)

    def waiting(self, table: Table, auto_pass: bool) -> bool:
        """Something will be played without you (the scene keeps animating for it)."""
        return not table.is_over and (self.for_you(table, auto_pass) is not None or bot_due(table) is not None)
