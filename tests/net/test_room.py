"""A table's seats on their own (no sockets; the clock is the test's): computer players
fill the seats no person has, the turn timer plays one move for a person who lets it run
out, a lost person's seat goes to a computer player after the grace period and comes
back with the token, and a table reopens from its record."""

from __future__ import annotations

import asyncio

import pytest

from mahjong.net.room import JoinError, Room, new_room


class Link:
    def __init__(self) -> None:
        self.sent: list[dict] = []
        self.closed: tuple[int, str] | None = None

    def send(self, message: dict) -> None:
        self.sent.append(message)

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)


async def settle(room: Room, until, tries: int = 2000) -> None:
    """Let the table's task run until ``until()`` holds."""
    for _ in range(tries):
        if until():
            return
        room.changed.set()
        await asyncio.sleep(0.005)
    raise AssertionError("the table did not get there")


def test_the_timer_the_grace_period_and_the_token():
    async def main() -> None:
        now = [0.0]
        room = new_room("ABCDEFGHJK", bots=(1, 1, 1, 1), turn_timer=10, grace=30, deal=3, clock=lambda: now[0])
        link = Link()
        seat, token = room.join("Ann", 0)
        room.attach(seat, link)
        task = asyncio.ensure_future(room.drive())
        # the three computer players pass; the person has not, so the table waits for her
        await settle(room, lambda: room.session.table.awaiting() == (0,))
        moves = len(room.session.moves)
        now[0] = 11.0                                    # her turn timer runs out
        await settle(room, lambda: len(room.session.moves) > moves)
        assert room.session.moves[moves].seat == 0       # a computer player moved for her, once
        assert room.players()[0]["computer"] is False
        room.lost(0, link)
        now[0] += 5
        await settle(room, lambda: room.players()[0]["computer"] is False)
        now[0] += 30                                     # the grace period is over
        await settle(room, lambda: room.players()[0]["computer"] is True)
        with pytest.raises(JoinError):
            room.find("not the token")
        back = Link()
        room.attach(room.find(token), back)
        assert room.players()[0] == {"name": "Ann", "person": True, "connected": True, "computer": False}
        assert back.sent[-1]["type"] == "view" and back.sent[-1]["seat"] == 0
        again = Room.from_record(room.record(), grace=30)
        assert again.code == room.code and again.session.moves == room.session.moves
        assert again.find(token) == 0 and token not in str(room.record())
        room.close()
        await task

    asyncio.run(main())


def test_a_full_table_refuses_a_fifth_person():
    room = new_room("ABCDEFGHJK")
    for n in range(4):
        room.join(f"P{n}", None)
    with pytest.raises(JoinError) as err:
        room.join("Eve", None)
    assert err.value.code == "table_full"
