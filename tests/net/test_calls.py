"""The calls and joker exchanges read from two consecutive views of one seat are exactly
the other seats' calls and exchanges between them: hands played by random legal moves
(calls and exchanges taken whenever the dice say so), seen from every chair."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.actions import Claim, Discard, Exchange
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.pieces import Exposure, TableOptions
from mahjong.games.american.table import Table
from mahjong.net.botclient import quick_decide
from mahjong.net.calls import calls_between


def any_legal(table: Table, rng: Rng):
    """A random legal action of the first seat awaited: calls and exchanges included."""
    seat = table.awaiting()[0]
    legal = table.legal_actions(seat)
    if not legal:
        return quick_decide(view_for(table, seat), rng)     # a pass: tiles chosen at random
    calls = [a for a in legal if isinstance(a, (Claim, Exchange)) and getattr(a, "kind", "") != "mj"]
    if calls and rng.random() < 0.5:
        return rng.choice(calls)
    return rng.choice(legal)


@settings(max_examples=4, deadline=None)
@given(deal=st.integers(0, 2**32 - 1), chair=st.integers(0, 3))
def test_each_call_and_exchange_is_read_from_the_views_before_and_after_it(deal, chair):
    """A claim is made when the claims are settled (perhaps by another seat's pass), so
    what is expected is the claim of each seat whose exposures grew, and an exchange."""
    table, rng = Table(TableOptions(), deal), Rng(deal)
    claims: dict[int, Claim] = {}
    for _step in range(400):
        if table.is_over:
            break
        before, sizes = table.view(chair), [len(e) for e in table.exposures]
        action = any_legal(table, rng)
        if isinstance(action, Claim):
            claims[action.seat] = action
        table.apply(action)
        expected = [claims[s] for s in range(4) if len(table.exposures[s]) > sizes[s]]
        if isinstance(action, Exchange):
            expected.append(action)
        assert calls_between(before, table.view(chair)) == expected
        if table.phase != "claims":
            claims.clear()


def test_several_actions_between_two_views_are_all_found():
    tile = "5D"
    blank = Table(TableOptions(), 7).view(0)
    seats = list(blank.seats)
    seats[2] = dataclasses.replace(seats[2], exposures=(Exposure("N", 4, 2, 1),))
    before = dataclasses.replace(blank, seats=tuple(seats), phase="discard", turn=3, discards=((1, tile),))
    after_seats = list(seats)
    after_seats[2] = dataclasses.replace(seats[2], exposures=(Exposure("N", 4, 1, 1),))    # a joker taken
    after_seats[3] = dataclasses.replace(seats[3], exposures=(Exposure("7B", 3, 1, 2),))   # then a pung
    after = dataclasses.replace(before, seats=tuple(after_seats), turn=0, phase="draw",
                                discards=((1, tile), (3, "WD")))
    assert calls_between(before, after) == [Claim(3, "pung", 1), Exchange(3, 2, "N")]


def test_a_new_discard_alone_is_no_call():
    table = Table(TableOptions(), 11)
    before = table.view(0)
    after = dataclasses.replace(before, discards=before.discards + ((1, "3C"),))
    assert calls_between(before, after) == []
    assert not any(isinstance(a, Discard) for a in calls_between(before, before))
