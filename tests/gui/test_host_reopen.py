"""A host's app that crashes mid-hand reopens its table, for real: the host is the
headless App in a process of its own (``host_app``) hosting from the Friends button, a
friend is a headless client in another process keeping its seat token; the host is
killed with SIGKILL in the middle of the hand, a new host process is offered the kept
table on the Friends button and reopens it (same code, same port), the friend rejoins
its seat by itself and the hand is played to its end. Both sides saw the same
payments, they add up to zero, and the host's kept record says the same."""

from __future__ import annotations

import time

from mahjong.net.kept import read_table
from mahjong.net.protocol import shown_code
from tests.net.conftest import children  # noqa: F401  (the fixture)

HOST = "tests.gui.host_app"


def kept_payments(record_path, timeout: float = 10.0) -> list[list[int]]:
    deadline = time.monotonic() + timeout
    while True:
        results = read_table(record_path).session.results
        if results or time.monotonic() > deadline:
            return [list(r.payments) for r in results]
        time.sleep(0.05)   # polling the file for the host's last write


def test_a_host_killed_mid_hand_reopens_the_table_and_the_friend_rejoins(children, tmp_path):  # noqa: F811
    home = {"MAHJONG_PARLOR_HOME": str(tmp_path / "host")}
    host = children(["--people", "2"], HOST, home)
    table = host.wait_for("hosting", 60)
    code, port = table["code"], table["port"]
    friend = children(["join", f"127.0.0.1:{port}", code, "--bot", "1", "--name", "Bea", "--retry", "120",
                       "--token-file", str(tmp_path / "bea.json")])
    seat = friend.wait_for("joined", 60)["seat"]
    while True:                                       # well into the hand: past the Charleston
        seen = host.wait_for("progress", 120)
        assert seen["phase"] != "over", "the hand ended before the host could be killed"
        if seen["phase"] in ("draw", "discard", "claims") and seen["version"] >= 40:
            break
    record = tmp_path / "host" / "hosted-tables" / f"{code}.json"
    time.sleep(0.6)       # the record is written at most every 0.5 s: let a write with these moves land
    kept_moves = len(read_table(record).session.moves)    # the record as a reopening reads it
    assert kept_moves >= 30
    host.kill()                                       # SIGKILL: no goodbye, no last write
    friend.wait_for("lost", 30)

    again = children(["--reopen"], HOST, home)
    offer = again.wait_for("offer", 60)
    lines = offer["lines"][0]
    assert shown_code(code) in lines[0] and offer["problems"] == []
    assert lines[1] == "Seats: Ann, Bea, West bot, North bot"     # who sat where
    assert lines[2].startswith("Hand 1: ") and "moves made" in lines[2]   # how far the hand got
    reopened = again.wait_for("reopened", 60)
    assert reopened["code"] == code and reopened["port"] == port and not reopened["moved"]
    resumed = again.wait_for("progress", 60)
    assert resumed["hand"] == 0 and resumed["version"] >= kept_moves      # where it was, not a new deal
    assert friend.wait_for("joined", 60)["seat"] == seat        # the same seat, by its kept token
    ours = again.wait_for("hand", 240)
    theirs = friend.wait_for("hand", 60)
    assert ours["payments"] == theirs["payments"] and sum(ours["payments"]) == 0
    assert ours["seat"] == 0
    assert again.wait_for("stats", 30)["played"] == 1            # the hand is in the host's statistics
    assert friend.finish(60)["hands"][0]["payments"] == ours["payments"]
    assert again.proc.wait(30) == 0
    assert kept_payments(record) == [ours["payments"]]           # the host's record says the same
