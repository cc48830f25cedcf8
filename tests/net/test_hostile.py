"""Hostile clients against a real table server on 127.0.0.1 (its own thread and loop,
real sockets): generated garbage frames, unknown types, huge messages, another seat's
actions, replayed and stale actions, a flood, a client that never speaks, guessed codes.
Each gets a clear error or is dropped, and the table then plays its hand to the end."""

from __future__ import annotations

import json
import string
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from mahjong.core.rng import Rng
from mahjong.games.american.pieces import TableOptions
from mahjong.net.botclient import quick_decide
from mahjong.net.limits import Pacer
from mahjong.net.protocol import CLIENT_MESSAGES, MAX_CLIENT_MESSAGE
from mahjong.net.server import ServerConfig, ServerThread
from mahjong.net.views import bot_view

ERRORS = {"binary", "too_large", "bad_json", "bad_message", "unknown_type", "bad_field", "not_seated",
          "already_seated", "rate_limited", "bad_options"}
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


class Table:
    """A server with one table: seat 0 is ours (its token kept), the rest computer players."""

    def __init__(self, tmp_path, **config) -> None:
        self.thread = ServerThread(ServerConfig(port=0, state_dir=tmp_path, grace=60, join_failures=10_000,
                                                join_timeout=0.5, **config))
        self.port = self.thread.start()
        self.code = self.thread.create(bots=[1, 1, 1, 1], deal=7, people=1)
        ws = self.open()
        ws.send(json.dumps({"type": "join", "code": self.code, "name": "Tester", "seat": 0}))
        joined = self.wait(ws, "joined")
        self.token = joined["token"]
        ws.close()

    def open(self):
        ws = connect(f"ws://127.0.0.1:{self.port}", open_timeout=10, max_queue=None).__enter__()
        hello = json.loads(ws.recv(timeout=10))
        assert hello["type"] == "hello"
        self.rate = float(hello["limits"]["messages_per_second"])
        return ws

    def seat(self):
        """A connection sitting in seat 0 again (by the token)."""
        ws = self.open()
        ws.send(json.dumps({"type": "rejoin", "code": self.code, "token": self.token}))
        self.wait(ws, "joined")
        return ws

    @staticmethod
    def wait(ws, *types: str, timeout: float = 10.0) -> dict:
        """The next message of one of ``types`` (views and chat in between are passed over)."""
        deadline = time.monotonic() + timeout
        while True:
            message = json.loads(ws.recv(timeout=max(0.01, deadline - time.monotonic())))
            if message["type"] in types:
                return message

    def play_to_the_end(self) -> list[dict]:
        """Seat 0 plays random legal moves until the hand is over; every view it got."""
        ws = self.seat()
        views: list[dict] = []
        rng, seq = Rng(5), int(time.time() * 1e6) + 10**9   # past every number the tests used
        first, view = seq, None
        pace = Pacer(self.rate)            # within the server's rate, as the clients keep
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            message = self.wait(ws, "view", "refused")
            if message["type"] == "view":
                view = message
                views.append(view)
            assert view is not None
            table = view["table"]
            if table["result"] is not None:
                ws.close()
                return views
            if 0 in table["awaiting"] and (view["seq"] >= seq or seq == first or message["type"] == "refused"):
                action = quick_decide(bot_view(table, TableOptions.from_dict(view["options"])), rng)
                seq += 1
                pace.wait_blocking()
                ws.send(json.dumps({"type": "act", "action": action.text(), "hand": view["hand"], "seq": seq}))
        raise AssertionError("the hand did not end")

    def close(self) -> None:
        self.thread.stop()


@pytest.fixture(scope="module")
def table(tmp_path_factory):
    t = Table(tmp_path_factory.mktemp("tables"))
    yield t
    views = t.play_to_the_end()               # the table plays on, unharmed
    result = views[-1]["table"]["result"]
    assert sum(result["payments"]) == 0
    for view in views:                        # and seat 0 never saw another rack
        assert all(s["concealed"] == [] for n, s in enumerate(view["table"]["seats"]) if n != 0)
    t.close()


def error_or_closed(ws, timeout: float = 10.0) -> dict | None:
    """The error the server answered with, or None if it closed the connection."""
    try:
        return Table.wait(ws, "error", timeout=timeout)
    except ConnectionClosed:
        return None


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


@SETTINGS
@given(frame=st.one_of(st.binary(max_size=200), st.text(max_size=200), json_values.map(json.dumps),
                       st.dictionaries(st.text(max_size=8), json_values, max_size=4).map(
                           lambda d: json.dumps({"type": "act", **d}))))
def test_garbage_gets_a_clear_error(table, frame):
    ws = table.seat()
    ws.send(frame)
    ws.send(json.dumps({"type": "ping"}))
    message = Table.wait(ws, "error", "pong", "refused")
    if message["type"] == "error":
        assert message["error"] in ERRORS and message["message"]
    ws.close()


@SETTINGS
@given(kind=st.text(min_size=1, max_size=30).filter(lambda k: k not in CLIENT_MESSAGES))
def test_an_unknown_type_is_named_in_the_error(table, kind):
    ws = table.seat()
    ws.send(json.dumps({"type": kind}))
    message = Table.wait(ws, "error")
    assert message["error"] == "unknown_type"
    ws.close()


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(size=st.integers(MAX_CLIENT_MESSAGE + 1, 300_000))
def test_a_huge_message_drops_the_connection(table, size):
    ws = table.seat()
    try:
        ws.send(json.dumps({"type": "chat", "text": "x" * size}))
    except ConnectionClosed:
        pass
    with pytest.raises(ConnectionClosed):
        Table.wait(ws, "pong")
    assert ws.close_code == 1009   # "message too big"


@SETTINGS
@given(seat=st.integers(1, 3), body=st.sampled_from(["draw", "discard 5D", "pass 1B 2B 3B", "vote yes",
                                                      "pass-claim", "mj", "courtesy 2", "next"]))
def test_another_seats_action_is_refused(table, seat, body):
    ws = table.seat()
    ws.send(json.dumps({"type": "act", "action": f"{seat} {body}", "hand": 0, "seq": int(time.time() * 1e6)}))
    refused = Table.wait(ws, "refused")
    assert "not yours" in refused["reason"] or "was for hand" in refused["reason"]
    ws.close()


def test_replayed_and_stale_actions_are_refused(table):
    ws = table.seat()
    seq = int(time.time() * 1e6)
    ws.send(json.dumps({"type": "act", "action": "0 draw", "hand": 99, "seq": seq}))
    assert "was for hand 100" in Table.wait(ws, "refused")["reason"]
    ws.send(json.dumps({"type": "act", "action": "0 draw", "hand": 0, "seq": seq}))
    assert "already used" in Table.wait(ws, "refused")["reason"]
    ws.close()


def test_a_flood_is_limited_then_dropped(table):
    ws = table.seat()
    errors = []
    try:
        for _ in range(30):
            ws.send(json.dumps({"type": "chat", "text": "spam"}))
    except ConnectionClosed:
        pass   # dropped while still sending: its errors are still there to read
    try:
        while True:
            errors.append(Table.wait(ws, "error"))
    except ConnectionClosed:
        pass
    assert errors and {e["error"] for e in errors} <= {"rate_limited"}
    assert ws.close_code == 1008


def test_a_client_that_never_speaks_is_dropped(table):
    ws = table.open()
    started = time.monotonic()
    message = error_or_closed(ws)
    assert message is not None and message["error"] == "timeout"
    with pytest.raises(ConnectionClosed):
        ws.recv(timeout=10)
    assert time.monotonic() - started < 10


def test_bad_options_and_unseated_actions_get_errors(table):
    ws = table.open()
    ws.send(json.dumps({"type": "create", "bots": [9, 9, 9, 9]}))
    assert Table.wait(ws, "error")["error"] == "bad_options"
    ws.send(json.dumps({"type": "act", "action": "0 draw", "hand": 0, "seq": 1}))
    assert Table.wait(ws, "error")["error"] == "not_seated"
    ws.close()


def test_guessing_codes_is_cut_off_and_no_secret_is_kept(tmp_path):
    t = Table(tmp_path)
    t.thread.server.failures.limit = 3
    ws = t.open()
    for guess in ("AAAAAAAAAA", "BBBBBBBBBB", "CCCCCCCCCC"):
        ws.send(json.dumps({"type": "join", "code": guess}))
        assert Table.wait(ws, "error")["error"] == "no_table"
    ws.send(json.dumps({"type": "join", "code": t.code}))      # even the right code, now
    assert Table.wait(ws, "error")["error"] == "too_many_attempts"
    with pytest.raises(ConnectionClosed):
        ws.recv(timeout=10)
    t.close()
    kept = (tmp_path / f"{t.code}.json").read_text()
    assert t.token not in kept and all(c in string.printable for c in kept)
