"""The table server: asyncio and the ``websockets`` library. Each connection says hello,
has ``join_timeout`` seconds to sit at a table, then sends actions, chat and pings; every
message is checked (``protocol.read_client``) and rate-limited, and a connection that
breaks the protocol too often, floods, falls behind on what it is sent, or goes quiet is
closed, while its table plays on. ``TableServer`` runs in any loop (``python -m mahjong
serve``); ``ServerThread`` runs one on a background thread inside the host's app.
Nothing secret is logged: no action, no tile, no token, no whole code.
"""

from __future__ import annotations

import asyncio
import json
import logging
import ssl
import threading
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from mahjong import __version__
from mahjong.core.errors import BadRecord
from mahjong.core.files import TooLarge, read_limited
from mahjong.core.rng import MAX_DEAL
from mahjong.i18n import _

from . import keys
from .limits import Attempts, Bucket
from .protocol import (
    CODE_LENGTH,
    MAX_CHAT,
    MAX_CLIENT_MESSAGE,
    MAX_TOKEN,
    PROTOCOL,
    SERVER_NAME,
    ProtocolError,
    encode,
    error,
    normal_code,
    read_client,
)
from .room import JoinError, Room, new_room

log = logging.getLogger("mahjong.net")
T = TypeVar("T")
DEFAULT_PORT = 8765
MAX_RECORD = 4 << 20


@dataclass
class ServerConfig:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT              # 0: any free port (``TableServer.port`` says which)
    certfile: str | None = None           # with keyfile: wss:// (TLS)
    keyfile: str | None = None
    state_dir: Path | None = None         # table records are kept here (None: not kept)
    grace: float = 30.0                   # seconds before a computer player takes a lost seat
    join_timeout: float = 10.0            # a connection must sit at a table within this
    idle_timeout: float = 600.0           # ... and then send something at least this often
    rate: float = 20.0                    # messages a second per connection, on average
    burst: float = 40.0
    chat_rate: float = 1.0                # chat lines a second per connection
    chat_burst: float = 5.0
    max_errors: int = 10                  # protocol errors and floods before a connection is closed
    join_failures: int = 20               # failed joins per address ...
    join_window: float = 60.0             # ... in this many seconds
    creates: int = 20                     # tables one address may open per join_window
    max_tables: int = 2000
    max_queue: int = 200                  # messages waiting to go out before a reader counts as stuck


class Connection:
    """One client: its outgoing queue (the table never waits on a slow reader) and its
    limits. Implements ``room.Link``."""

    def __init__(self, ws: ServerConnection, config: ServerConfig, now: float) -> None:
        self.ws = ws
        self.config = config
        self.queue: asyncio.Queue[dict[str, Any] | tuple[int, str]] = asyncio.Queue()
        self.room: Room | None = None
        self.seat = -1
        self.bucket = Bucket(config.rate, config.burst, now)
        self.chat_bucket = Bucket(config.chat_rate, config.chat_burst, now)
        self.strikes = 0
        self.closing = False
        peer = ws.remote_address
        self.address = str(peer[0]) if peer else "?"

    def send(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        if self.queue.qsize() >= self.config.max_queue:
            self.close(1008, _("the connection fell too far behind"))
            return
        self.queue.put_nowait(message)

    def close(self, code: int, reason: str) -> None:
        if not self.closing:
            self.closing = True
            self.queue.put_nowait((code, reason))

    async def write(self) -> None:
        """Send the queued messages in order; a close request ends the connection."""
        while True:
            item = await self.queue.get()
            if isinstance(item, tuple):
                await self.ws.close(*item)
                return
            try:
                await self.ws.send(encode(item))
            except ConnectionClosed:
                return

    def strike(self, code: str, message: str) -> None:
        """An error the client caused; too many close the connection."""
        self.strikes += 1
        self.send(error(code, message))
        if self.strikes >= self.config.max_errors:
            self.close(1008, _("too many bad messages"))


class TableServer:
    def __init__(self, config: ServerConfig | None = None) -> None:
        self.config = config or ServerConfig()
        self.rooms: dict[str, Room] = {}
        self.tasks: set[asyncio.Task[None]] = set()
        self.failures = Attempts(self.config.join_failures, self.config.join_window)
        self.opened = Attempts(self.config.creates, self.config.join_window)
        self.server: Server | None = None
        self.port = self.config.port
        self.connections = 0

    # --- life ---------------------------------------------------------------------------
    async def start(self) -> None:
        """Reopen the kept tables and listen; OSError if the address cannot be used."""
        self._reopen()
        context = None
        if self.config.certfile:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.config.certfile, self.config.keyfile)
        self.server = await serve(self.handler, self.config.host, self.config.port, ssl=context,
                                  max_size=MAX_CLIENT_MESSAGE, max_queue=8, ping_interval=20, ping_timeout=20,
                                  compression=None, server_header=f"{SERVER_NAME}/{__version__}")
        self.port = self.server.sockets[0].getsockname()[1]
        log.info("serving on %s port %d", self.config.host, self.port)

    async def close(self) -> None:
        for room in self.rooms.values():
            room.close()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    def _spawn(self, coro: Awaitable[None]) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task[None]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("a table task failed: %r", task.exception())

    def _open(self, room: Room) -> None:
        self.rooms[room.code] = room
        self._spawn(room.drive())
        self._spawn(room.keep())

    def _reopen(self) -> None:
        folder = self.config.state_dir
        if folder is None:
            return
        folder.mkdir(parents=True, exist_ok=True)
        for path in sorted(folder.glob("*.json")):
            try:
                room = Room.from_record(json.loads(read_limited(path, MAX_RECORD)), grace=self.config.grace, path=path)
            except (OSError, TooLarge, ValueError, BadRecord) as err:  # BadRecord is a ValueError
                log.warning("a kept table could not be reopened (%s): %s", path.name, err)
                continue
            self._open(room)
        if self.rooms:
            log.info("reopened %d table(s)", len(self.rooms))

    def create(self, house_rules: list[int] | None = None, skill: list[int] | None = None,
               bots: list[int] | None = None, turn_timer: int | None = None, deal: int | None = None,
               people: int = 1) -> str:
        """Open a table; its code. ValueError says which option is wrong."""
        if len(self.rooms) >= self.config.max_tables:
            raise ValueError(_("the server holds as many tables as it may"))
        rules = house_rules or []
        if len(rules) > 3 or not all(type(r) is int and 1 <= r <= 3 for r in rules) or len(set(rules)) != len(rules):
            raise ValueError(_("house_rules: a list of the rules 1, 2 and 3, each at most once"))
        levels = skill if skill is not None else [0, 0, 0, 0]
        if len(levels) != 4 or not all(type(s) is int and 0 <= s <= 5 for s in levels):
            raise ValueError(_("skill: four skill levels 0-5, one per seat"))
        strengths = bots if bots is not None else [2, 2, 2, 2]
        if len(strengths) != 4 or not all(type(b) is int and 1 <= b <= 3 for b in strengths):
            raise ValueError(_("bots: four computer player strengths 1-3, one per seat"))
        if turn_timer is not None and not 5 <= turn_timer <= 600:
            raise ValueError(_("turn_timer: 5 to 600 seconds, or null for none"))
        if deal is not None and not 0 <= deal <= MAX_DEAL:
            raise ValueError(_("deal: 0 to {largest}").format(largest=MAX_DEAL))
        if not 1 <= people <= 4:
            raise ValueError(_("people: the game starts when 1 to 4 people sit"))
        code = keys.new_code(set(self.rooms))
        path = self.config.state_dir / f"{code}.json" if self.config.state_dir else None
        room = new_room(code, house_rules=frozenset(rules), skill=(levels[0], levels[1], levels[2], levels[3]),
                        bots=(strengths[0], strengths[1], strengths[2], strengths[3]), turn_timer=turn_timer,
                        deal=deal, people=people, grace=self.config.grace, path=path)
        self._open(room)
        log.info("table %s... opened", code[:3])
        return code

    # --- one connection ---------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        loop = asyncio.get_running_loop()
        conn = Connection(ws, self.config, loop.time())
        writer = asyncio.ensure_future(conn.write())
        self.connections += 1
        conn.send({"type": "hello", "protocol": PROTOCOL, "server": SERVER_NAME, "version": __version__,
                   "limits": {"message_bytes": MAX_CLIENT_MESSAGE, "messages_per_second": self.config.rate,
                              "chat_characters": MAX_CHAT, "join_seconds": self.config.join_timeout}})
        try:
            while not conn.closing:
                timeout = self.config.join_timeout if conn.room is None else self.config.idle_timeout
                try:
                    data = await asyncio.wait_for(ws.recv(), timeout)
                except TimeoutError:
                    text = (_("the connection has not sat at a table in {seconds} seconds") if conn.room is None
                            else _("the connection has not sent anything in {seconds} seconds"))
                    conn.send(error("timeout", text.format(seconds=f"{timeout:g}")))
                    conn.close(1008, _("timed out"))
                    break
                if not conn.bucket.take(loop.time()):
                    conn.strike("rate_limited", _("too many messages: this one was not read"))
                    continue
                try:
                    message = read_client(data)
                except ProtocolError as err:
                    conn.strike(err.code, str(err))
                    continue
                await self._dispatch(conn, message, loop.time())
            await asyncio.wait_for(self._discard(ws), 10)
        except (ConnectionClosed, TimeoutError):
            pass
        finally:
            self.connections -= 1
            if conn.room is not None:
                conn.room.lost(conn.seat, conn)
            conn.close(1000, "")
            try:
                await asyncio.wait_for(writer, 5)
            except (TimeoutError, ConnectionClosed):
                writer.cancel()

    @staticmethod
    async def _discard(ws: ServerConnection) -> None:
        """Read and drop what still comes while our close goes out (unread frames
        would pause reading, and with it the closing handshake)."""
        async for _frame in ws:
            pass

    async def _dispatch(self, conn: Connection, message: dict[str, Any], now: float) -> None:
        kind = message["type"]
        if kind == "ping":
            conn.send({"type": "pong"})
        elif kind in ("create", "join", "rejoin"):
            if conn.room is not None:
                conn.strike("already_seated", _("this connection already sits at a table"))
            elif kind == "create":
                self._create(conn, message, now)
            else:
                self._join(conn, message, now)
        elif conn.room is None:
            conn.strike("not_seated", _("{kind}: join a table first").format(kind=kind))
        elif kind == "act":
            reason = await conn.room.act(conn.seat, message["action"], message["hand"], message["seq"])
            if reason is not None:
                conn.send({"type": "refused", "action": message["action"][:80], "seq": message["seq"],
                           "reason": reason})
        elif kind == "next":
            reason = conn.room.ready(conn.seat)
            if reason is not None:
                conn.send({"type": "refused", "action": "next", "seq": None, "reason": reason})
        elif kind == "start":
            conn.room.start()
        elif kind == "chat":
            if conn.chat_bucket.take(now):
                conn.room.chat(conn.seat, message["text"])
            else:
                conn.strike("rate_limited", _("too many chat lines: wait a moment"))

    def _create(self, conn: Connection, message: dict[str, Any], now: float) -> None:
        if self.opened.blocked(conn.address, now):
            conn.send(error("too_many_tables", _("this address has opened too many tables: wait a minute")))
            return
        try:
            code = self.create(message.get("house_rules"), message.get("skill"), message.get("bots"),
                               message.get("turn_timer"), message.get("deal"), message.get("people", 1))
        except ValueError as err:
            conn.strike("bad_options", str(err))
            return
        self.opened.failed(conn.address, now)
        conn.send({"type": "created", "code": code})

    def _join(self, conn: Connection, message: dict[str, Any], now: float) -> None:
        if self.failures.blocked(conn.address, now):
            conn.send(error("too_many_attempts", _("too many failed joins from this address: wait a minute")))
            conn.close(1008, _("too many failed joins"))
            return
        code = normal_code(message["code"])[:CODE_LENGTH + 1]
        room = self.rooms.get(code)
        try:
            if room is None:
                raise JoinError("no_table", _("no table here has that code"))
            if message["type"] == "join":
                seat, token = room.join(message.get("name", ""), message.get("seat"))
            else:
                token = message["token"][:MAX_TOKEN]
                seat = room.find(token)
        except JoinError as err:
            if err.code != "table_full":
                self.failures.failed(conn.address, now)
            conn.send(error(err.code, str(err)))
            return
        conn.room, conn.seat = room, seat
        conn.send({"type": "joined", "code": code, "seat": seat, "token": token, "last_seq": room.seats[seat].last_seq})
        room.attach(seat, conn)


class ServerThread:
    """A table server on its own thread and loop (the host's app): ``start`` returns
    once it listens (or raises why it cannot); ``call`` runs a server method there."""

    def __init__(self, config: ServerConfig) -> None:
        self.server = TableServer(config)
        self.loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._failure: BaseException | None = None
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, name="table-server", daemon=True)

    def start(self, timeout: float = 10.0) -> int:
        self.thread.start()
        if not self._ready.wait(timeout):
            raise OSError(_("the table server did not start"))
        if self._failure is not None:
            raise self._failure
        return self.server.port

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as err:  # reported to start()'s caller
            self._failure = err
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await self.server.close()

    def call(self, coro: Awaitable[T], timeout: float = 10.0) -> T:
        async def wrapped() -> T:
            return await coro
        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(timeout)

    def create(self, **options: Any) -> str:
        async def make() -> str:
            return self.server.create(**options)
        return self.call(make())

    def stop(self, timeout: float = 10.0) -> None:
        if self._stop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(timeout)
