"""The game's threaded client against a table server inside this process (as the host's
app runs it): it is seated, gets its views as the engine's TableView without blocking,
plays a hand by its legal actions and sees it end; an address that is not one is refused."""

from __future__ import annotations

import queue
import time

import pytest

from mahjong.core.rng import Rng
from mahjong.games.american.bots.botview import BotView
from mahjong.net.botclient import quick_decide
from mahjong.net.client import NetClient, Notice, Refused, RemoteView, Seated
from mahjong.net.server import ServerConfig, ServerThread


def next_event(client: NetClient, kind, timeout: float = 20.0):
    """The next event of ``kind`` (a class or a tuple of them)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            event = client.events.get(timeout=0.2)
        except queue.Empty:
            continue
        if isinstance(event, kind):
            return event
    raise AssertionError(f"no {kind} in {timeout} s")


def test_the_threaded_client_plays_a_hand_at_an_in_process_host(tmp_path):
    host = ServerThread(ServerConfig(port=0, state_dir=tmp_path))
    port = host.start()
    try:
        code = host.create(bots=[1, 1, 1, 1], people=1, deal=11)
        client = NetClient(f"127.0.0.1:{port}", code, name="Ann")
        assert client.poll() == []                    # nothing yet, and no waiting for it
        client.start()
        seated = next_event(client, Seated)
        assert seated.code == code and seated.token
        rng = Rng(3)
        deadline = time.monotonic() + 60
        view = None
        while time.monotonic() < deadline:
            event = next_event(client, (RemoteView, Refused))
            if isinstance(event, RemoteView):
                view = event
            assert view is not None
            assert view.players[seated.seat]["name"] == "Ann"
            assert all(s.concealed == () for s in view.view.seats if s.seat != seated.seat)
            if view.view.result is not None:
                assert sum(view.view.result.payments) == 0
                break
            if seated.seat in view.view.awaiting and client.events.empty():
                mine = view.view.seats[seated.seat]
                bot = BotView(seated.seat, None, False, view.view.phase, mine.concealed, (), (), None, 0,
                              (False,) * 4, view.pass_size, False, 0, view.legal)   # type: ignore[arg-type]
                client.act(quick_decide(bot, rng))
        else:
            raise AssertionError("the hand did not end")
        client.close()
    finally:
        host.stop()


def test_a_bad_address_and_an_unreachable_host_are_told_plainly(tmp_path):
    with pytest.raises(ValueError):
        NetClient("http://example.invalid", "ABCD")
    client = NetClient("127.0.0.1:9", "ABCDEFGHJK")   # nothing listens on the discard port
    client.start()
    notice = next_event(client, Notice)
    assert notice.kind == "closed" and "cannot reach" in notice.text


def test_the_client_wakes_the_window_for_every_event():
    woken: list[int] = []
    client = NetClient("127.0.0.1:9", "ABCDEFGHJK")
    client.wake = lambda: woken.append(client.events.qsize())     # called after the event is queued
    client.start()
    next_event(client, Notice)
    client.thread.join(10)
    assert woken and woken[0] >= 1                                 # the event was there to poll when woken
