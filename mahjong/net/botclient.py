"""A headless client with a computer player in its seat (``python -m mahjong join ADDRESS
CODE --bot N``): for tests, load and anyone who wants a bot at a friend's table. It keeps
its seat token (in ``token_file``, if given) and rejoins with it when the connection or
the host goes away. Strength 0 plays a random legal move (cheap: load tests); 1-3 are the
game's computer players, deciding from the seat's view only. Pure Python, no pygame.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from mahjong.core.files import write_atomic
from mahjong.core.rng import Rng
from mahjong.games.american.actions import Action, Claim, Pass
from mahjong.games.american.bots.ai import decide
from mahjong.games.american.bots.botview import BotView
from mahjong.games.american.pieces import JOKER, TableOptions
from mahjong.i18n import _

from .limits import Pacer
from .protocol import MAX_SERVER_MESSAGE, PROTOCOL, ProtocolError, encode, read_server
from .views import bot_view


class JoinFailed(Exception):
    """The server said no (bad code, full table, ...) or cannot be reached: final."""


def address_url(address: str) -> str:
    """``ws://host:port`` from what a person types: a bare ``host:port`` means ws://."""
    text = address.strip()
    if "://" not in text:
        text = "ws://" + text
    if not text.startswith(("ws://", "wss://")):
        raise ValueError(_("an address is host:port, ws://host:port or wss://host:port"))
    return text


def quick_decide(view: BotView, rng: Rng) -> Action:
    """A random legal move, but no calls short of Mah Jongg (random exposures are not how
    people play, and each sends the engine looking for a hand that could still use them);
    passes: random tiles of the hand, never blind."""
    if view.legal:
        sensible = [a for a in view.legal if not isinstance(a, Claim) or a.kind == "mj"]
        return rng.choice(sensible or list(view.legal))
    tiles = [t for t in view.hand if t != JOKER]
    rng.shuffle(tiles)
    return Pass(view.seat, tuple(sorted(tiles[:view.pass_size])))


@dataclass
class BotClient:
    url: str
    code: str
    strength: int = 2
    name: str = "Bot"
    token: str | None = None
    token_file: Path | None = None
    hands: int = 1                      # leave after this many hands have ended
    retry: float = 60.0                 # seconds to keep trying to rejoin after a loss
    create: dict[str, Any] | None = None   # open a table with these options first
    on_event: Callable[[dict[str, Any]], None] = lambda event: None
    on_view: Callable[[dict[str, Any], float], None] = lambda message, now: None
    seat: int = -1
    seq: int = 0
    results: dict[int, dict[str, Any]] = field(default_factory=dict)
    totals: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    last_view: dict[str, Any] | None = None
    rng: Rng = field(default_factory=lambda: Rng(secrets.randbits(64)))
    sent_at: float | None = None        # when the last action went out (for latency)
    pacer: Pacer | None = None          # keeps within the server's message rate
    think: float = 0.0                  # seconds to wait before each move, on average (load tests)
    sent: int = 0
    unacked: int | None = None          # the number of an action the server has not read yet
    refusals: int = 0

    async def run(self) -> dict[str, Any]:
        """Play until ``hands`` hands are over; the summary. JoinFailed if the table
        cannot be joined; a lost connection is rejoined for up to ``retry`` seconds."""
        lost_at: float | None = None
        while True:
            try:
                async with connect(self.url, max_size=MAX_SERVER_MESSAGE, open_timeout=10, compression=None) as ws:
                    lost_at = None
                    if await self._session(ws):
                        return self.summary()
            except (OSError, ConnectionClosed, TimeoutError) as err:
                if self.token is None:
                    raise JoinFailed(_("cannot reach the table server at {address}: {reason}").format(
                        address=self.url, reason=_reason(err))) from None
                lost_at = lost_at or time.monotonic()
                if time.monotonic() - lost_at > self.retry:
                    raise JoinFailed(_("the table server at {address} did not come back").format(
                        address=self.url)) from None
                self.on_event({"event": "lost", "reason": _reason(err)})
                await asyncio.sleep(0.2)   # a pause between attempts to reach a server that is down
            except (InvalidURI, InvalidHandshake) as err:
                raise JoinFailed(_("{address} is not a table server: {reason}").format(
                    address=self.url, reason=err)) from None

    async def _session(self, ws: ClientConnection) -> bool:
        hello = await self._receive(ws)
        if hello.get("type") != "hello" or hello.get("protocol") != PROTOCOL:
            raise JoinFailed(_("the server speaks protocol {theirs}; this client speaks {ours}").format(
                theirs=repr(hello.get("protocol")), ours=PROTOCOL))
        self.pacer = Pacer.from_hello(hello)
        if self.token is None and self.create is not None:
            await ws.send(encode({"type": "create", **self.create}))
            created = await self._receive(ws)
            self._check(created, "created")
            self.code = created["code"]
            self.create = None
        if self.token is not None:
            await ws.send(encode({"type": "rejoin", "code": self.code, "token": self.token}))
        else:
            await ws.send(encode({"type": "join", "code": self.code, "name": self.name}))
        joined = await self._receive(ws)
        self._check(joined, "joined")
        self.seat, self.token = joined["seat"], joined["token"]
        self.seq = max(self.seq, joined["last_seq"] + 1)
        if self.token_file is not None:
            write_atomic(self.token_file, json.dumps({"code": self.code, "token": self.token}), 0o600)
        self.on_event({"event": "joined", "code": self.code, "seat": self.seat})
        self.unacked = None
        keepalive = asyncio.ensure_future(keep_alive(ws))
        try:
            return await self._play(ws)
        finally:
            keepalive.cancel()

    async def _play(self, ws: ClientConnection) -> bool:
        acted: tuple[int, int] | None = None
        async for data in ws:
            message = read_server(data)
            if message["type"] == "view":
                self.on_view(message, time.perf_counter())
            if message["type"] == "refused" and self.last_view is not None:
                self.refusals += 1
                acted = None                     # the table moved on meanwhile: decide again
                message = self.last_view
                self.unacked = None
            elif message["type"] == "view" and self.unacked is not None:
                if message["seq"] < self.unacked:
                    self.last_view = message
                    continue                     # made before our last action was read: wait
                self.unacked = None
            if message["type"] != "view":
                if message["type"] == "error":
                    self.on_event({"event": "error", "error": message.get("error"), "message": message.get("message")})
                continue
            self.last_view = message
            self.totals = message["totals"]
            table = message["table"]
            result = table["result"]
            if result is not None and message["hand"] not in self.results:
                self.results[message["hand"]] = {"hand": message["hand"], "winner": result["winner"],
                                                 "payments": result["payments"]}
                self.on_event({"event": "hand", **self.results[message["hand"]]})
                if len(self.results) >= self.hands:
                    return True
            mark = (message["hand"], message["version"])
            if self.seat not in table["awaiting"] or acted == mark:
                if result is not None and self.seat not in message["ready"] and acted != mark:
                    acted = mark
                    await self._send(ws, {"type": "next"})
                continue
            acted = mark
            await self._act(ws, message)
        raise ConnectionClosed(None, None)

    async def _act(self, ws: ClientConnection, message: dict[str, Any]) -> None:
        if self.think:
            await asyncio.sleep(self.think * (0.5 + self.rng.random()))   # a person's pace
        view = bot_view(message["table"], TableOptions.from_dict(message["options"]))
        if self.strength == 0:
            action = quick_decide(view, self.rng)
        else:
            action = await asyncio.to_thread(decide, view, self.rng, self.strength)
        self.sent_at = time.perf_counter()
        await self._send(ws, {"type": "act", "action": action.text(), "hand": message["hand"], "seq": self.seq})
        self.unacked = self.seq
        self.seq += 1

    async def _send(self, ws: ClientConnection, message: dict[str, Any]) -> None:
        """Send, waiting first if the server's message rate would be passed."""
        if self.pacer is not None:
            await self.pacer.wait()
        await ws.send(encode(message))
        self.sent += 1

    async def _receive(self, ws: ClientConnection) -> dict[str, Any]:
        while True:
            message = read_server(await asyncio.wait_for(ws.recv(), 30))
            if message["type"] not in ("chat", "pong"):
                return message

    def _check(self, message: dict[str, Any], wanted: str) -> None:
        if message.get("type") != wanted:
            raise JoinFailed(str(message.get("message", _("the server did not answer {what}").format(what=wanted))))

    def summary(self) -> dict[str, Any]:
        return {"event": "done", "code": self.code, "seat": self.seat, "totals": self.totals,
                "hands": [self.results[k] for k in sorted(self.results)],
                "sent": self.sent, "refused": self.refusals}


async def keep_alive(ws: ClientConnection, every: float = 60.0) -> None:
    """A ``ping`` now and then, so the server's idle timeout never drops a seated client."""
    while True:
        await asyncio.sleep(every)
        try:
            await ws.send(encode({"type": "ping"}))
        except ConnectionClosed:
            return


def _reason(err: BaseException) -> str:
    if isinstance(err, ProtocolError):
        return str(err)
    return str(err) or type(err).__name__
