"""Card Free with friends through the headless App: the host opens a table from the Card
Free scene (its server runs inside the App on 127.0.0.1), a friend in another process
(``python -m mahjong join``, a computer player) sits down, the host starts, and the hand
is played to its end through the remote table scene; the result is in the host's
statistics and both sides saw the same payments. The Join dialog keeps what was typed
and says what is wrong with it; a table that cannot be reached says so in the window."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from mahjong.games.american.actions import Pass
from mahjong.games.american.face.friends import HostDialog, JoinDialog
from mahjong.games.american.face.lobby import LobbyScene
from mahjong.games.american.face.remote import RemoteTableScene
from mahjong.games.american.pieces import JOKER

ROOT = Path(__file__).resolve().parents[2]


def friend(address: str, code: str) -> tuple[subprocess.Popen, queue.Queue]:
    """A friend's computer player in its own process; its JSON lines in a queue."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen([sys.executable, "-m", "mahjong", "join", address, code, "--bot", "1", "--name", "Bea"],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines: queue.Queue = queue.Queue()

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(json.loads(line))
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    return proc, lines


def next_line(lines: queue.Queue, event: str, timeout: float = 60.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            break
        assert line is not None, f"the friend's process ended before {event!r}"
        if line.get("event") == event:
            return line
    raise AssertionError(f"no {event!r} from the friend")


def pump_until(app, done, seconds: float = 60.0, each=None) -> None:
    """Run frames (the network runs on its own threads) until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the table did not get there"
        app.pump(0.02)
        if each is not None:
            each()
        time.sleep(0.005)    # let the network threads run between frames


def our_move(scene: RemoteTableScene) -> None:
    """Play our seat as the buttons would: pass the first tiles, let calls go, discard
    the newest tile, Mah Jongg when we can."""
    t = scene.table
    if 0 not in t.awaiting() or scene.sent == t.key() or t.is_over:
        return
    if t.phase in ("charleston", "courtesy-pass"):
        tiles = [x for x in scene.rack if x != JOKER][:t.pass_size(0)]
        scene.play(Pass(0, tuple(tiles)))
        return
    legal = t.legal_actions(0)
    mj = [a for a in legal if a.text().endswith(" mj")]          # Mah Jongg, declared or called
    plain = [a for a in legal if "claim" not in a.text() and "exchange" not in a.text()]
    choice = (mj or plain or legal or [None])[-1 if t.phase == "discard" else 0]
    if choice is not None:
        scene.play(choice)


def test_host_a_table_a_friend_joins_and_a_hand_is_played_to_its_end(app):
    app.open_game("card-free-american", resume=False)
    app.top.tools["friends"].activate()               # the Card Free toolbar's way in
    app.pump(0.0)
    assert app.top.title == "Play with friends"
    app.top.buttons[0].activate()                     # Host a table
    assert isinstance(app.top, HostDialog)
    app.pop()
    opened: list = []
    host = HostDialog(app, on_open=opened.append)
    host.name.set("Ann")
    app.push(host)
    host.buttons[0].activate()                        # Open the table
    assert opened, "the table did not open"
    hosting = opened[0]
    try:
        app.push(LobbyScene(app, hosting.client, hosting))
        lobby = app.top
        pump_until(app, lambda: lobby.view is not None)
        assert lobby.lines()[1][0].strip() == f"127.0.0.1:{hosting.port}"
        proc, lines = friend(f"127.0.0.1:{hosting.port}", hosting.code)
        try:
            next_line(lines, "joined")
            pump_until(app, lambda: lobby.view is not None and sum(p["person"] for p in lobby.view.players) == 2)
            assert "Seat 2: Bea" in [text for text, _ in lobby.lines()]
            lobby.start_button.activate()
            pump_until(app, lambda: isinstance(app.top, RemoteTableScene))
            scene = app.top
            assert scene.table.seats[0].concealed and not scene.table.seats[2].concealed   # only our rack
            assert scene.snapshot().names == ("You", "Bea", "West bot", "North bot")        # the players' names
            pump_until(app, lambda: scene.table.is_over, seconds=120, each=lambda: our_move(app.top))
            result = scene.table.result
            theirs = next_line(lines, "hand")
            payments = theirs["payments"]
            assert sum(payments) == 0
            assert list(result.payments) == payments[scene.seat:] + payments[:scene.seat]   # turned to our side
            log = scene.log_entries()
            assert any(line.startswith("Bea discards ") for line in log)          # the move log, by name
            assert log[-1].endswith("points") or log[-1] == "Wall game: nobody pays"
            stats = app.storage.stats("card-free-american")
            assert stats["played"] == 1 and stats["won"] == (1 if result.winner == 0 else 0)
            app.draw()                                     # the end panel draws with another rack unknown
            pump_until(app, lambda: not scene.motion.active and not scene.announcer.active)
            app.pump(0.02)
            assert not scene.animating                     # idle: the window sleeps until the table speaks
        finally:
            proc.kill()
            proc.wait(10)
    finally:
        hosting.stop()


def test_the_join_dialog_says_what_is_wrong_and_keeps_what_was_typed(app):
    dialog = JoinDialog(app, browse=False)
    app.push(dialog)
    dialog.address.set("127.0.0.1:1")
    dialog.code.set("K7QM")
    dialog.buttons[0].activate()                      # Join
    assert app.top is dialog and "letters and digits" in dialog.note
    assert dialog.address.value == "127.0.0.1:1" and dialog.code.value == "K7QM"
    dialog.address.set("")
    dialog.code.set("K7QM-R2XH-9P")
    dialog.buttons[0].activate()
    assert app.top is dialog and "address" in dialog.note


def test_a_table_that_cannot_be_reached_says_so_in_the_lobby(app):
    dialog = JoinDialog(app, browse=False)
    app.push(dialog)
    dialog.address.set("127.0.0.1:9")                 # nothing listens on the discard port
    dialog.code.set("K7QM-R2XH-9P")
    dialog.buttons[0].activate()
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    pump_until(app, lambda: bool(lobby.problem), seconds=30)
    assert "cannot reach" in lobby.problem
    app.draw()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app.pump(0.0)
    assert app.top is not lobby


@pytest.mark.parametrize("text", ["k7qm r2xh 9p", "K7QM-R2XH-9P"])
def test_a_code_is_typed_as_people_read_it(app, text):
    dialog = JoinDialog(app, browse=False)
    for ch in text:
        dialog.code.focused = True
        dialog.code.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert dialog.code.value.upper().replace(" ", "-") == "K7QM-R2XH-9P"


def test_a_friend_sees_the_connection_lost_then_the_table_closed_never_a_traceback(app):
    from mahjong.net.client import NetClient, Seated
    from mahjong.net.hosting import Hosting, HostOptions
    from mahjong.ui.dialogs import MessageDialog

    hosting = Hosting(HostOptions(name="Ann"), port=0)
    hosting.open(announce=False, local_only=True)
    try:
        seated: list = []
        pump_until(app, lambda: seated.extend(e for e in hosting.client.poll() if isinstance(e, Seated)) or seated)
        client = NetClient(f"127.0.0.1:{hosting.port}", hosting.code, name="Bea", retry=1.0)
        client.start()
        lobby = LobbyScene(app, client, None)
        app.push(lobby)
        pump_until(app, lambda: lobby.view is not None and lobby.seat == 1)
        assert not lobby.start_button.visible               # only the host starts the game
        hosting.client.start_game()
        pump_until(app, lambda: isinstance(app.top, RemoteTableScene))
        scene = app.top
        assert scene.seat == 1 and scene.table.seats[0].concealed      # our rack, at the bottom
        assert scene.snapshot().name(3) == "Ann"                        # the host sits on our left
    finally:
        hosting.stop()                                        # the host goes away mid-hand
    pump_until(app, lambda: bool(scene.connection), seconds=30)
    app.draw()
    assert "lost" in scene.connection
    pump_until(app, lambda: isinstance(app.top, MessageDialog), seconds=30)
    assert app.top.title == "The table has closed" and "did not come back" in app.top.text
    app.draw()
    app.top.buttons[0].activate()
    scene.to_menu()                                           # a closed table is left at once
    assert app.top is not scene
