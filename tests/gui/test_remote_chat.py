"""The table chat at a table with friends, through the headless App and a real server on
127.0.0.1 (the host's, in-process), with a friend in another process who talks through a
raw WebSocket (``chat_friend.py``): lines go both ways with the senders' names; what a
hostile friend sends (control and format characters, a pile of combining marks, a line
far too long, a flood, a 10,000-character frame) is cleaned, cut, refused or dropped,
draws inside the panel, and the table plays on. The player's own flood and too-long
line are said on the status line; the keys (T, Enter, Escape, Tab) work."""

from __future__ import annotations

import functools
import json
import os
import queue
import subprocess
import sys
import threading
import time
import unicodedata
from pathlib import Path

import pygame
import pytest

from mahjong.games.american.face.lobby import LobbyScene
from mahjong.games.american.face.remote import RemoteTableScene
from mahjong.net import hosting as hosting_module
from mahjong.net.hosting import Hosting, HostOptions
from mahjong.net.protocol import MAX_CHAT
from mahjong.net.server import ServerConfig
from mahjong.ui import theme

from .test_friends import our_move, pump_until

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


class ChatFriend:
    """``chat_friend.py`` in its own process: ``send(frame)`` writes a raw text frame,
    ``wait_for(event)`` reads its JSON lines (those passed over are kept in ``seen``)."""

    def __init__(self, url: str, code: str, name: str) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen([sys.executable, str(HERE / "chat_friend.py"), url, code, name], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True)
        self.lines: queue.Queue = queue.Queue()
        self.seen: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(json.loads(line))
        self.lines.put(None)

    def send(self, frame: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(frame) + "\n")
        self.proc.stdin.flush()

    def chat(self, text: str) -> None:
        self.send(json.dumps({"type": "chat", "text": text}, ensure_ascii=False))

    def wait_for(self, event: str, timeout: float = 30.0, **fields) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {event} {fields} from the friend; seen {self.seen[-6:]}") from None
            assert line is not None, f"the friend's process ended before {event}; seen {self.seen[-6:]}"
            self.seen.append(line)
            if line["event"] == event and all(line.get(k) == v for k, v in fields.items()):
                return line

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(10)


def key(scene, k, text: str = "", mod: int = 0) -> None:
    """A key pressed at the scene (a KEYDOWN, and its TEXTINPUT when it types)."""
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0))
    if text:
        scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def type_line(scene, text: str) -> None:
    scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
    key(scene, pygame.K_RETURN)


@pytest.fixture
def table(app, monkeypatch):
    """The host's table (quick to give a lost seat to a computer player), the friend
    seated, the game started: (scene, friend, hosting)."""
    monkeypatch.setattr(hosting_module, "ServerConfig", functools.partial(ServerConfig, grace=0.5))
    hosting = Hosting(HostOptions(name="Ann"), port=0)
    hosting.open(announce=False, local_only=True)
    friend = None
    try:
        app.push(LobbyScene(app, hosting.client, hosting))
        lobby = app.top
        pump_until(app, lambda: lobby.view is not None)
        friend = ChatFriend(f"ws://127.0.0.1:{hosting.port}", hosting.code, "Bea")
        friend.wait_for("joined")
        pump_until(app, lambda: lobby.view is not None and sum(p["person"] for p in lobby.view.players) == 2)
        lobby.start_button.activate()
        pump_until(app, lambda: isinstance(app.top, RemoteTableScene))
        yield app.top, friend, hosting
    finally:
        if friend is not None:
            friend.kill()
        hosting.stop()


def said(scene) -> list[tuple[str, str, bool]]:
    return [(line.name, line.text, line.mine) for line in scene.chat.lines]


def test_lines_go_both_ways_with_names_and_hostile_lines_are_made_harmless(app, table):
    scene, friend, _hosting = table
    key(scene, pygame.K_t, "t")                           # T focuses the field; the T is not typed
    assert scene.chat.focused and scene.chat.field.value == ""
    type_line(scene, "Hello Bea")
    friend.wait_for("chat", name="Ann", text="Hello Bea", seat=0)
    pump_until(app, lambda: ("Ann", "Hello Bea", True) in said(scene))   # ours comes back: delivered
    assert scene.chat.field.value == ""

    friend.chat("Hi Ann")
    pump_until(app, lambda: ("Bea", "Hi Ann", False) in said(scene))

    friend.chat("\x00\x1b[31mred\u202e\u200b \tline\r\nnext" + "e" + "\u0301" * 60)
    friend.chat("long " * 300)                            # 1,500 characters: under the frame limit, cut
    pump_until(app, lambda: len(scene.chat.lines) >= 4)
    hostile, long = scene.chat.lines[2].text, scene.chat.lines[3].text
    assert all(unicodedata.category(ch)[0] != "C" for ch in hostile)
    assert "\u0301\u0301\u0301" not in hostile and hostile.startswith("[31mred line next")
    assert len(long) <= MAX_CHAT
    app.draw()                                            # draws; every wrapped line fits the panel
    f = theme.font(scene.chat._size())
    assert all(f.size(text)[0] <= scene.chat.area.rect.w for text, _mine in scene.chat.wrapped())
    assert scene.chat.area.max_offset > 0 and scene.chat.area.offset == scene.chat.area.max_offset

    before = len(scene.chat.lines)
    for n in range(8):                                    # a flood: the server's chat rate refuses it
        friend.chat(f"flood {n}")
    friend.wait_for("error", error="rate_limited")
    friend.send("x" * 10_000)                             # past the frame limit: the friend is dropped
    assert friend.wait_for("closed")["code"] == 1009
    pump_until(app, lambda: any(text == "flood 0" for _n, text, _m in said(scene)))
    app.pump(0.1)
    flood = [text for _n, text, _m in said(scene)[before:] if text.startswith("flood")]
    assert 1 <= len(flood) < 8
    assert all(len(text) <= MAX_CHAT for _n, text, _m in said(scene))

    key(scene, pygame.K_ESCAPE)                           # Escape leaves the field, not the table
    assert not scene.chat.focused and app.top is scene
    versions = scene.view_now.version
    pump_until(app, lambda: scene.view_now.version > versions + 8, seconds=90,
               each=lambda: our_move(scene))              # the table plays on: a computer player took Bea's seat
    app.draw()


def test_the_players_own_flood_and_too_long_line_are_said_on_the_status_line(app, table):
    scene, friend, _hosting = table
    scene.chat.focus(True)
    scene.chat.field.set("x" * (MAX_CHAT + 50))           # pasted: kept to the limit, and said so
    assert len(scene.chat.field.value) == MAX_CHAT and "at most" in app._toast[0]
    scene.chat.field.set("")
    sent = 0
    for n in range(8):
        type_line(scene, f"line {n}")
        sent += scene.chat.field.value == ""
    assert sent < 8 and "Too many chat lines" in app._toast[0]
    assert scene.chat.field.value.startswith("line")      # what may not go yet is kept, not lost
    friend.wait_for("chat", text=f"line {sent - 1}")
    pump_until(app, lambda: ("Ann", f"line {sent - 1}", True) in said(scene))
    assert app._toast[0].startswith("Too many chat lines: wait a moment, then")   # the server never refused one


def test_the_chat_field_is_reached_with_the_keyboard_and_letters_typed_are_not_shortcuts(app, table):
    scene, _friend, _hosting = table
    targets = [t for t in scene.cursor_targets() if t.key == ("chat",)]
    assert targets and targets[0].region == "panel"
    targets[0].action()                                   # Enter on it (reached with Tab, as the side panel)
    assert scene.chat.focused
    paused = scene.paused
    key(scene, pygame.K_p, "p")                           # typed, not the Pause shortcut
    key(scene, pygame.K_h, "h")                           # typed, not the Hint
    assert scene.chat.field.value == "ph" and scene.paused == paused
    key(scene, pygame.K_TAB)                              # Tab leaves the field for the board cursor
    assert not scene.chat.focused
