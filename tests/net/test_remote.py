"""A remote table as our seat sees it, turned so our seat is 0: generated positions of
real hands, seen from every seat, against the engine's own view of that seat. Our rack,
the others' counts, the discards, whose turn, the result's payments and our legal
actions all land on the right seats; actions go back to the server's numbering intact;
no other rack is ever known."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.bots.ai import decide
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.session import Session
from mahjong.net.remote import HIDDEN, remote_table, to_local, to_server, turned_four
from mahjong.net.views import seat_view, table_view


@settings(max_examples=30, deadline=None)
@given(deal=st.integers(0, 10**6), steps=st.integers(0, 200), me=st.integers(0, 3),
       skill=st.tuples(*[st.integers(0, 5)] * 4))
def test_a_turned_view_puts_every_seat_where_it_sits_from_our_chair(deal, steps, me, skill):
    session = Session(TableOptions(frozenset(), skill), deal)
    table, rng = session.table, Rng(deal)
    for _ in range(steps):
        if table.is_over:
            break
        seat = table.awaiting()[0]
        session.apply(decide(view_for(table, seat), rng, 1))
    data = seat_view(table, me)                               # what the server sends seat ``me``
    legal = tuple(table.legal_actions(me)) if not data["pass_size"] else ()
    ours = remote_table(me, table.hand, len(session.moves), table_view(data), legal, data["pass_size"],
                        data["blind_allowed"], session.options)

    def local(seat: int) -> int:
        return (seat - me) % 4

    assert sorted(ours.concealed[0]) == sorted(table.concealed[me])
    for seat in range(4):
        n = local(seat)
        assert ours.wind(n) == table.wind(seat)
        assert [e.tiles for e in ours.exposures[n]] == [e.tiles for e in table.exposures[seat]]
        assert ours.dead[n] == table.dead[seat]
        assert ours.options.skill[n] == skill[seat]
        if n and not ours.is_over:
            assert ours.concealed[n] == [HIDDEN] * len(table.concealed[seat])   # counts, never faces
    assert ours.discards == [(local(s), t) for s, t in table.discards]
    assert ours.dealer == local(table.dealer) and ours.turn == local(table.turn)
    assert ours.is_over == table.is_over
    if table.is_over:
        r = table.result
        assert ours.result.payments == tuple(turned_four(r.payments, me))
        assert ours.result.winner == (None if r.winner is None else local(r.winner))
        if r.winner is not None:
            assert sorted(ours.concealed[local(r.winner)]) == sorted(table.concealed[r.winner])
    else:
        assert set(ours.awaiting()) <= {local(s) for s in table.awaiting()}
        assert (0 in ours.awaiting()) == (me in table.awaiting())
    for action in legal:
        back = to_server(to_local(action, me), me)
        assert back == action and table.why_illegal(back) is None
        assert to_local(action, me).seat == 0
