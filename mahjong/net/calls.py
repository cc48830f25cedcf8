"""What the other seats called between two views of one hand: a remote table never sees
the others' actions, only our seat's views one after another, so a call (a new exposure)
and a joker exchange (an exposure with one joker fewer) are read from what changed.
The server sends a view after every action, so two consecutive views are usually one
action apart; when several actions fall between them, the calls are still all found (an
exchange is credited to the seat whose turn it was then, as only that seat may exchange).
Pure Python, no pygame.
"""

from __future__ import annotations

from mahjong.games.american.actions import Action, Claim, Exchange
from mahjong.games.american.pieces import EXPOSURE_SIZES, TableView

KIND_OF_SIZE = {size: kind for kind, size in EXPOSURE_SIZES.items()}


def calls_between(before: TableView, after: TableView) -> list[Action]:
    """The ``Claim``s (new exposures, in seat order) and then the ``Exchange``s (jokers
    gone from exposures) that took ``before`` to ``after``, two views of the same hand
    from one chair (seat numbers as in the views). A Mah Jongg call exposes nothing: the
    result tells it."""
    calls: list[Action] = []
    for seat in range(len(after.seats)):
        old, new = before.seats[seat].exposures, after.seats[seat].exposures
        for e in new[len(old):]:
            kind = KIND_OF_SIZE.get(e.size)
            if kind is not None:
                calls.append(Claim(seat, kind, e.jokers))
    exchanger = _exchanger(before, after)
    for owner in range(len(after.seats)):
        old, new = before.seats[owner].exposures, after.seats[owner].exposures
        for was, now in zip(old, new):
            calls.extend(Exchange(exchanger, owner, now.tile) for _n in range(max(0, was.jokers - now.jokers)))
    return calls


def _exchanger(before: TableView, after: TableView) -> int:
    """Whose turn it was when a joker was exchanged: a joker is exchanged on one's turn,
    before one's discard, so the seat of the first discard since ``before`` (if the turn
    moved on), else the seat whose turn it is."""
    new = after.discards[len(before.discards):] if len(after.discards) >= len(before.discards) else ()
    if after.phase != "discard" and new:
        return new[0][0]
    return after.turn
