"""The client's pace against the server's bucket: a sender that waits as ``Pacer`` says
is never over the server's limit, whatever the times it wants to send at (generated)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mahjong.net.limits import Bucket, Pacer


@given(rate=st.sampled_from([2.0, 10.0, 20.0]),
       gaps=st.lists(st.floats(0, 0.5), min_size=1, max_size=300))
def test_a_paced_sender_never_passes_the_servers_rate(rate, gaps):
    now = 0.0
    server = Bucket(rate, rate * 2, now)       # the server's: rate, and a burst of twice it
    pacer = Pacer(rate, now)
    for gap in gaps:                           # the sender wants to send after each gap
        now += gap
        while (pause := pacer.delay(now)) > 0:
            now += pause
        assert server.take(now)                # the server reads every message


def test_the_pace_comes_from_the_hello_and_a_bad_hello_gives_a_safe_default():
    assert Pacer.from_hello({"limits": {"messages_per_second": 20}}).bucket.burst == 20
    for hello in ({}, {"limits": 5}, {"limits": {"messages_per_second": "x"}}, {"limits": {"messages_per_second": -1}}):
        assert Pacer.from_hello(hello).bucket.burst == 10
