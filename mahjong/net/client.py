"""The game's client for a remote table: it runs on its own thread with its own asyncio
loop, so a frame never waits on the network, and hands the scene complete events through
a thread-safe queue (``poll``): ``Seated``, ``RemoteView`` (the engine's ``TableView``
for our seat, our legal actions, the players), ``Refused``, ``Chat`` and ``Notice``
(lost, back, closed, errors). Sending (``act``, ``ready``, ``chat``, ``start_game``)
never blocks either; ``wake`` (set by the window) is called as each event arrives, so an
idle window sleeps until the table speaks. A lost connection is rejoined with the seat token for ``retry``
seconds. Pure Python, no pygame.
"""

from __future__ import annotations

import asyncio
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mahjong.games.american.actions import Action, parse_action
from mahjong.games.american.pieces import TableOptions, TableView
from mahjong.i18n import _

from .botclient import address_url, keep_alive
from .limits import Pacer
from .protocol import MAX_SERVER_MESSAGE, PROTOCOL, ProtocolError, encode, normal_code, read_server
from .views import table_view


@dataclass(frozen=True)
class Seated:
    code: str
    seat: int
    token: str


@dataclass(frozen=True)
class RemoteView:
    seat: int
    hand: int
    version: int
    view: TableView
    legal: tuple[Action, ...]
    pass_size: int
    blind_allowed: bool
    options: TableOptions
    totals: tuple[int, ...]
    players: tuple[dict[str, Any], ...]
    ready: tuple[int, ...]
    started: bool
    deadline: float | None


@dataclass(frozen=True)
class Refused:
    action: str
    reason: str


@dataclass(frozen=True)
class Chat:
    seat: int
    name: str
    text: str


@dataclass(frozen=True)
class Notice:
    """``kind``: "lost" (trying to rejoin), "back", "closed" (final), "error"."""
    kind: str
    text: str


Event = Seated | RemoteView | Refused | Chat | Notice


class NetClient:
    def __init__(self, address: str, code: str, *, name: str = "", token: str | None = None,
                 create: dict[str, Any] | None = None, retry: float = 60.0) -> None:
        """``address`` host:port or ws(s)://host:port (ValueError if it is neither); ``code``
        the table's; ``create`` opens a table with these options first."""
        self.url = address_url(address)
        self.code, self.name, self.token, self.create, self.retry = normal_code(code), name, token, create, retry
        self.events: queue.Queue[Event] = queue.Queue()
        self.loop = asyncio.new_event_loop()
        self._ws: ClientConnection | None = None
        self._seq = 0
        self._hand = 0
        self._pace: Pacer | None = None        # the server's message rate, from its hello
        self._send_lock = asyncio.Lock()       # sends go out in order
        self._stopping = False
        self.thread = threading.Thread(target=self._run, name="table-client", daemon=True)
        self.wake: Callable[[], None] = lambda: None   # called on the client's thread after each event

    def _put(self, event: Event) -> None:
        self.events.put(event)
        self.wake()

    # --- called from the game's thread ------------------------------------------------------
    def start(self) -> None:
        self.thread.start()

    def poll(self) -> list[Event]:
        """Every event that has arrived, oldest first (never waits)."""
        out: list[Event] = []
        while True:
            try:
                out.append(self.events.get_nowait())
            except queue.Empty:
                return out

    def act(self, action: Action | str) -> None:
        text = action if isinstance(action, str) else action.text()
        self._post({"type": "act", "action": text, "hand": self._hand})

    def ready(self) -> None:
        self._post({"type": "next"})

    def start_game(self) -> None:
        self._post({"type": "start"})

    def chat(self, text: str) -> None:
        self._post({"type": "chat", "text": text})

    def close(self) -> None:
        self._stopping = True
        if not self.thread.is_alive():
            return
        try:
            self.loop.call_soon_threadsafe(self._close_now)
        except RuntimeError:    # the connection ended meanwhile: its loop is closed
            return
        self.thread.join(5)

    def _post(self, message: dict[str, Any]) -> None:
        try:
            self.loop.call_soon_threadsafe(self._send_now, message)
        except RuntimeError:    # the connection has ended
            self._put(Notice("error", _("not connected to the table: that was not sent")))

    # --- the client's own thread ------------------------------------------------------------
    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._main())
        finally:
            self._cancel_pending()
            self.loop.close()

    def _cancel_pending(self) -> None:
        """End the sends still waiting (their table is gone) before the loop closes."""
        pending = asyncio.all_tasks(self.loop)
        for task in pending:
            task.cancel()
        if pending:
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))

    def _close_now(self) -> None:
        if self._ws is not None:
            asyncio.ensure_future(self._ws.close())

    def _send_now(self, message: dict[str, Any]) -> None:
        if self._ws is None:
            self._put(Notice("error", _("not connected to the table: that was not sent")))
            return
        if message["type"] == "act":
            message["seq"] = self._seq
            self._seq += 1
        asyncio.ensure_future(self._send(self._ws, message))

    async def _send(self, ws: ClientConnection, message: dict[str, Any]) -> None:
        """Send in order, within the server's message rate (a message past it would be
        dropped unread), as the bot client does."""
        async with self._send_lock:
            if self._pace is not None:
                await self._pace.wait()
            try:
                await ws.send(encode(message))
            except ConnectionClosed:
                pass

    async def _main(self) -> None:
        lost_at: float | None = None
        while not self._stopping:
            try:
                async with connect(self.url, max_size=MAX_SERVER_MESSAGE, open_timeout=10, compression=None) as ws:
                    if lost_at is not None:
                        self._put(Notice("back", _("connected again")))
                    lost_at = None
                    final = await self._session(ws)
                    if final is not None:
                        self._put(Notice("closed", final))
                        return
            except (OSError, ConnectionClosed, TimeoutError) as err:
                if self._stopping:
                    return
                if self.token is None:
                    self._put(Notice("closed", _("cannot reach the table at {address}: {reason}").format(
                        address=self.url, reason=err)))
                    return
                if lost_at is None:
                    self._put(Notice("lost", _("the connection was lost: trying to rejoin")))
                lost_at = lost_at or time.monotonic()
                if time.monotonic() - lost_at > self.retry:
                    self._put(Notice("closed", _("the table did not come back")))
                    return
                await asyncio.sleep(0.5)   # between attempts to reach a host that is down
            except (InvalidURI, InvalidHandshake, ProtocolError) as err:
                self._put(Notice("closed", _("{address} is not a table server: {reason}").format(
                    address=self.url, reason=err)))
                return
        self._put(Notice("closed", _("left the table")))

    async def _session(self, ws: ClientConnection) -> str | None:
        """Join and relay; a text when the table is closed for good, None if the
        connection was lost (then rejoin)."""
        hello = read_server(await asyncio.wait_for(ws.recv(), 30))
        if hello["type"] != "hello" or hello.get("protocol") != PROTOCOL:
            return _("the server speaks protocol {theirs}; this game speaks {ours}").format(
                theirs=repr(hello.get("protocol")), ours=PROTOCOL)
        self._pace = Pacer.from_hello(hello)
        if self.token is None and self.create is not None:
            await ws.send(encode({"type": "create", **self.create}))
            created = await self._expect(ws)
            if created["type"] != "created":
                return str(created.get("message", _("the table could not be opened")))
            self.code, self.create = created["code"], None
        if self.token is not None:
            await ws.send(encode({"type": "rejoin", "code": self.code, "token": self.token}))
        else:
            await ws.send(encode({"type": "join", "code": self.code, "name": self.name}))
        joined = await self._expect(ws)
        if joined["type"] != "joined":
            return str(joined.get("message", _("the table could not be joined")))
        self.token = joined["token"]
        self._seq = max(self._seq, joined["last_seq"] + 1)
        self._put(Seated(joined["code"], joined["seat"], joined["token"]))
        self._ws = ws
        keepalive = asyncio.ensure_future(keep_alive(ws))
        try:
            async for data in ws:
                self._relay(read_server(data))
        finally:
            self._ws = None
            keepalive.cancel()
        if self._stopping:
            return _("left the table")
        raise ConnectionClosed(None, None)

    async def _expect(self, ws: ClientConnection) -> dict[str, Any]:
        while True:
            message = read_server(await asyncio.wait_for(ws.recv(), 30))
            if message["type"] not in ("chat", "pong", "view"):
                return message

    def _relay(self, m: dict[str, Any]) -> None:
        kind = m["type"]
        if kind == "view":
            self._hand = m["hand"]
            t = m["table"]
            self._put(RemoteView(
                m["seat"], m["hand"], m["version"], table_view(t), tuple(parse_action(a) for a in t["legal"]),
                t["pass_size"], t["blind_allowed"], TableOptions.from_dict(m["options"]), tuple(m["totals"]),
                tuple(m["players"]), tuple(m["ready"]), m["started"], m["deadline"]))
        elif kind == "refused":
            self._put(Refused(str(m.get("action")), str(m.get("reason"))))
        elif kind == "chat":
            self._put(Chat(m["seat"], m["name"], m["text"]))
        elif kind == "error":
            self._put(Notice("error", str(m.get("message"))))
