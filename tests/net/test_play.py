"""Whole hands over the network, every party a real process on 127.0.0.1: four headless
clients play a hand to its end; a client killed with SIGKILL is replaced by a computer
player and then rejoins its seat with its token; the host is killed and restarted in the
middle of a hand and the table goes on. Each time the payments add up to zero, every
seat saw the same results, and the host's kept record replays to them."""

from __future__ import annotations

import time

import pytest

from mahjong.games.american.session import Session
from mahjong.net.server import kept_record

from .conftest import free_port, serve


def join(children, port: int, code: str, *extra: str):
    return children(["join", f"127.0.0.1:{port}", code, "--bot", "0", *extra])


def kept_results(state, code: str, least: int = 0, timeout: float = 10.0) -> list[list[int]]:
    """The payments of the hands in the host's kept record (its snapshot and journal),
    once it holds ``least`` of them (the host journals each move before it shows it, but
    a client may read the end of a hand a moment before this test reads the files)."""
    deadline = time.monotonic() + timeout
    while True:
        record = kept_record(state / f"{code}.json")
        results = [list(r.payments) for r in Session.from_record(record["session"]).results]
        if len(results) >= least or time.monotonic() > deadline:
            return results
        time.sleep(0.05)   # polling the file for the host's next write


def check_agreement(done: list[dict], state, code: str) -> None:
    assert len({d["seat"] for d in done}) == len(done)
    hands = done[0]["hands"]
    assert hands and all(d["hands"] == hands for d in done)   # every seat saw the same results
    for hand in hands:
        assert sum(hand["payments"]) == 0
    assert all(d["totals"] == done[0]["totals"] for d in done)
    assert sum(done[0]["totals"]) == 0
    kept = kept_results(state, code, len(hands))
    assert [h["payments"] for h in hands] == kept[:len(hands)]


def test_four_clients_play_a_whole_hand(children, tmp_path):
    _, port, code = serve(children, tmp_path, 0, "--new-table", "--people", "4")
    clients = [join(children, port, code) for _ in range(4)]
    done = [c.finish(90) for c in clients]
    assert sorted(d["seat"] for d in done) == [0, 1, 2, 3]
    check_agreement(done, tmp_path, code)


@pytest.mark.slow
def test_a_killed_client_is_replaced_by_a_computer_player_and_rejoins(children, tmp_path):
    _, port, code = serve(children, tmp_path, 0, "--new-table", "--people", "4", "--grace", "0.3")
    tokens = [tmp_path / f"token{n}.json" for n in range(4)]
    clients = [join(children, port, code, "--hands", "2", "--token-file", str(t)) for t in tokens]
    seats = [c.wait_for("joined")["seat"] for c in clients]
    victim = clients[0]
    victim.kill()                                     # the hand has just begun: the game starts at the 4th seat
    assert not any(line.get("event") == "hand" for line in victim.drain())
    first = clients[1].wait_for("hand", 60)          # the hand ends without the victim: a computer player sat in
    assert first["hand"] == 0
    back = join(children, port, code, "--hands", "1", "--token-file", str(tokens[0]))
    assert back.wait_for("joined")["seat"] == seats[0]   # the same seat, by the token alone
    rejoined = back.finish(90)
    others = [c.finish(90) for c in clients[1:]]
    assert all(rejoined["hands"][0] in d["hands"] for d in others)
    check_agreement(others, tmp_path, code)


@pytest.mark.slow
def test_the_host_restarts_mid_hand_and_the_table_resumes(children, tmp_path):
    port = free_port()
    host, _, code = serve(children, tmp_path, port, "--new-table", "--people", "4")
    clients = [join(children, port, code, "--hands", "2", "--retry", "60") for _ in range(4)]
    for c in clients:
        c.wait_for("joined")
    clients[0].wait_for("hand", 60)                  # hand 1 is over; hand 2 is starting
    host.kill()
    assert (tmp_path / f"{code}.json").exists()
    serve(children, tmp_path, port)                   # the same address and kept tables
    for c in clients:
        c.wait_for("lost", 30)
    done = [c.finish(120) for c in clients]
    assert all(len(d["hands"]) == 2 for d in done)
    check_agreement(done, tmp_path, code)
