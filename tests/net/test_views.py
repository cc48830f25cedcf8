"""A seat's view as JSON holds only what that seat may see, and rebuilds on the client
into exactly the engine's own view: the computer player's ``BotView`` for the seat. The
server's views of several seats at once (``seat_views``) are each seat's view exactly."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.table import Table
from mahjong.net.botclient import quick_decide
from mahjong.net.views import bot_view, seat_view, seat_views, table_view


@settings(max_examples=2, deadline=None)
@given(deal=st.integers(0, 2**32 - 1), rules=st.sets(st.sampled_from([1, 2, 3])))
def test_each_seat_sees_its_own_rack_only_and_the_view_rebuilds(deal, rules):
    options = TableOptions(frozenset(rules))
    table, rng = Table(options, deal), Rng(deal)
    while True:
        for seat in range(4):
            data = json.loads(json.dumps(seat_view(table, seat)))     # through the wire format
            assert all(s["concealed"] == [] for n, s in enumerate(data["seats"]) if n != seat)
            assert "wall" not in data and "pending" not in data
            assert table_view(data) == table.view(seat)
            assert bot_view(data, options) == view_for(table, seat)
        if table.is_over:
            break
        table.apply(quick_decide(view_for(table, table.awaiting()[0]), rng))


@settings(max_examples=6, deadline=None)
@given(deal=st.integers(0, 2**32 - 1), rules=st.sets(st.sampled_from([1, 2, 3])),
       seats=st.lists(st.sampled_from([0, 1, 2, 3]), min_size=1, max_size=4, unique=True))
def test_the_views_built_together_are_each_seats_own_view(deal, rules, seats):
    table, rng = Table(TableOptions(frozenset(rules)), deal), Rng(deal)
    while True:
        together = json.loads(json.dumps(seat_views(table, seats)))
        assert list(together) == [str(s) for s in seats]
        for seat in seats:
            assert together[str(seat)] == json.loads(json.dumps(seat_view(table, seat)))
        if table.is_over:
            break
        table.apply(quick_decide(view_for(table, table.awaiting()[0]), rng))
