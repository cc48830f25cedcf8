"""A refused action's reason names seats from its sender's side: "your hand", "it is
Bob's turn", never the local game's names for seat 0's opponents (Ruth, Mei, Sam) or
"you" for somebody else's seat. Generated: the person's seat, the deal, how far the hand
has gone and which action is tried."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.actions import Discard, Draw, PassClaim
from mahjong.games.american.bots.ai import decide
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.pieces import SEAT_NAMES
from mahjong.net.room import new_room

NAMES = ("Ann", "Bob", "Cy", "Di")


@settings(max_examples=25, deadline=None)
@given(seat=st.integers(0, 3), deal=st.integers(0, 10_000), steps=st.integers(0, 90), kind=st.sampled_from("dpx"))
def test_a_refusal_is_worded_for_the_player_who_sent_it(seat, deal, steps, kind):
    async def main() -> None:
        room = new_room("ABCDEFGHJK", deal=deal, bots=(1, 1, 1, 1))
        for n in range(4):
            room.join(NAMES[n], n)
        table, rng = room.session.table, Rng(deal)
        for _ in range(steps):                      # the hand goes on (computer players' moves)
            if table.is_over or seat in table.awaiting():
                break
            mover = table.awaiting()[0]
            room.session.apply(decide(view_for(table, mover), rng, 1))
        if table.is_over or seat in table.awaiting():
            return
        action = {"d": Discard(seat, "5D"), "p": PassClaim(seat), "x": Draw(seat)}[kind]
        reason = await room.act(seat, action.text(), table.hand, 0)
        assert reason is not None
        words = reason.replace("'", " ").split()
        assert not set(words) & set(SEAT_NAMES), reason             # no local names
        if table.dead[seat]:
            assert reason == "your hand is dead"
        elif table.phase in ("draw", "discard") and table.turn != seat:
            assert reason == f"it is {NAMES[table.turn]}'s turn"
        else:
            assert reason == "you have nothing to decide now"

    asyncio.run(main())


def test_another_seats_action_is_refused_by_its_players_name():
    async def main() -> None:
        room = new_room("ABCDEFGHJK", deal=7)
        seat, _ = room.join("Ann", 2)
        reason = await room.act(seat, Discard(1, "5D").text(), 0, 0)
        assert reason == "that action is for South bot's seat, not yours"

    asyncio.run(main())


def test_a_calls_check_runs_off_the_event_loop_and_a_discards_on_it(monkeypatch):
    """The checks that may search the whole card (calls, Mah Jongg) leave the loop's
    thread, so one table's slow check never stalls the others; cheap ones stay."""
    import threading

    from mahjong.net.room import Room

    seen: list[tuple[str, bool]] = []
    real = Room._check

    def spy(self, action):
        seen.append((type(action).__name__, threading.current_thread() is threading.main_thread()))
        return real(self, action)

    monkeypatch.setattr(Room, "_check", spy)

    async def main() -> None:
        room = new_room("ABCDEFGHJK", deal=7)
        seat, _ = room.join("Ann", 0)
        assert await room.act(seat, "0 claim pung", 0, 0) is not None     # refused: no discard to call
        assert await room.act(seat, "0 mj", 0, 1) is not None
        assert await room.act(seat, "0 discard 5D", 0, 2) is not None

    asyncio.run(main())
    assert seen == [("Claim", False), ("MahJongg", False), ("Discard", True)]
