"""A kept table's journal: every change is on disk before it is shown, a journal cut
short anywhere (a crash in the middle of a write) replays to the changes before the cut,
a reopened table appends after a cut line without gluing to it, a snapshot folds the
journal in, and a server process killed with SIGKILL while it plays loses no move it
had made."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.actions import NextHand
from mahjong.games.american.bots.botview import view_for
from mahjong.net.botclient import quick_decide
from mahjong.net.journal import journal_path, read_journal, remove
from mahjong.net.room import Room, new_room
from mahjong.net.server import kept_record, load_table

ROOT = Path(__file__).resolve().parents[2]


def play(room: Room, rng: Rng, moves: int) -> None:
    """``moves`` moves of random legal play (the next hand when one is over)."""
    for _ in range(moves):
        table = room.session.table
        if table.is_over:
            action = NextHand(0)
        else:
            action = quick_decide(view_for(table, table.awaiting()[0]), rng)
        room._apply(action)


def kept_table(folder: Path, deal: int) -> Room:
    room = new_room("ABCDEFGHJK", deal=deal, people=2, path=folder / "ABCDEFGHJK.json")
    asyncio.run(room._snapshot())
    room.join("Ann", 0)
    room.join("Bo", 2)
    room.start()
    return room


def same_table(a: Room, b: Room) -> None:
    assert a.session.moves == b.session.moves
    assert a.started == b.started and a.events == b.events
    assert [(s.name, s.token_hash) for s in a.seats] == [(s.name, s.token_hash) for s in b.seats]


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 10_000), before=st.integers(0, 60), after=st.integers(0, 60), seed=st.integers(0, 2**32))
def test_the_snapshot_and_journal_replay_to_the_same_table(tmp_path_factory, deal, before, after, seed):
    folder = tmp_path_factory.mktemp("kept")
    room = kept_table(folder, deal)
    rng = Rng(seed)
    play(room, rng, before)
    asyncio.run(room._snapshot())                 # a snapshot in the middle: the journal restarts after it
    assert read_journal(journal_path(folder / "ABCDEFGHJK.json"), 0) == ([], True)   # no journal file left
    assert not journal_path(folder / "ABCDEFGHJK.json").exists()
    play(room, rng, after)
    same_table(load_table(folder / "ABCDEFGHJK.json"), room)
    assert kept_record(folder / "ABCDEFGHJK.json") == room.record()


@settings(max_examples=25, deadline=None)
@given(deal=st.integers(0, 10_000), moves=st.integers(1, 80), seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_a_journal_cut_anywhere_replays_to_the_changes_before_the_cut(tmp_path_factory, deal, moves, seed, cut):
    folder = tmp_path_factory.mktemp("kept")
    room = kept_table(folder, deal)
    play(room, Rng(seed), moves)
    journal = journal_path(folder / "ABCDEFGHJK.json")
    data = journal.read_bytes()
    lines = data.splitlines(keepends=True)
    at = int(cut * len(data))
    journal.write_bytes(data[:at])                # the crash came in the middle of a write
    whole = sum(1 for n in range(len(lines)) if len(b"".join(lines[:n + 1])) <= at)
    again = load_table(folder / "ABCDEFGHJK.json")
    assert again.events == whole
    assert again.session.moves == room.session.moves[:max(0, whole - 3)]   # 3 changes before the moves
    more = again.events
    play(again, Rng(seed + 1), 5)                 # the reopened table goes on: its lines follow the whole ones
    third = load_table(folder / "ABCDEFGHJK.json")
    same_table(third, again)
    assert third.events == more + 5


def test_removing_a_kept_table_removes_its_journal(tmp_path):
    room = kept_table(tmp_path, 7)
    play(room, Rng(1), 3)
    remove(tmp_path / "ABCDEFGHJK.json")
    assert list(tmp_path.iterdir()) == []


CHILD = """
import asyncio, sys
from pathlib import Path
sys.path.insert(0, {root!r})
from mahjong.core.rng import Rng
from tests.net.test_journal import kept_table, play

room = kept_table(Path({folder!r}), 11)
rng = Rng(5)
async def main():
    keeper = asyncio.ensure_future(room.keep())
    while True:
        play(room, rng, 1)
        print(room.events, flush=True)          # shown: the change was made
        await asyncio.sleep(0.002)
asyncio.run(main())
"""


def test_a_server_killed_while_it_plays_loses_no_change_it_showed(tmp_path):
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(root=str(ROOT), folder=str(tmp_path))],
                             stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert child.stdout is not None
    shown = 0
    deadline = time.monotonic() + 60
    while shown < 400 and time.monotonic() < deadline:   # a few hundred moves: snapshots at new hands too
        shown = int(child.stdout.readline())
    os.kill(child.pid, signal.SIGKILL)
    child.wait(10)
    child.stdout.close()
    assert shown >= 400
    kept = load_table(tmp_path / "ABCDEFGHJK.json")
    assert kept.events >= shown                    # every change it showed is kept (and maybe one more)
    replayed = json.loads((tmp_path / "ABCDEFGHJK.json").read_text())
    assert replayed["events"] <= kept.events
