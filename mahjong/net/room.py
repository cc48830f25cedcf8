"""One table on the server: a ``Session`` (the only truth), four seats, the connections
that sit in them, and the computer players that fill the empty seats.

A seat is a person's (it has a token's hash) or a computer player's. A person's seat is
played by a computer player when the person's connection has been gone for longer than
``grace`` seconds, and for one move whenever the optional turn timer runs out; the person
gets it back by rejoining with the token. ``drive`` is the table's one task: it plays the
computer players' moves (decided on a worker thread, from the seat's view only) and
wakes when anything changes or a deadline passes. Links (``Link``) are the connections,
reduced to "send this message" and "close"; ``server`` makes them. Every change marks
the record dirty and ``keep`` writes it atomically. Pure Python, no pygame.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from mahjong.core.errors import BadRecord, need_int
from mahjong.core.files import write_atomic
from mahjong.core.rng import Rng
from mahjong.games.american.actions import Action, Claim, MahJongg, NextHand, parse_action
from mahjong.games.american.bots.ai import STRENGTHS, decide
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.session import Session
from mahjong.i18n import N_, _

from . import keys
from .protocol import MAX_CHAT, MAX_NAME, clean_text
from .views import seat_view

log = logging.getLogger("mahjong.net")
RECORD_FORMAT = 1
KEEP_EVERY = 0.5     # seconds: a table's record is written at most this often (a burst of moves is one write)
SLOW_CHECKS = (Claim, MahJongg)   # actions whose check may search the whole card (see Room._checked)
BOT_NAMES = (N_("East bot"), N_("South bot"), N_("West bot"), N_("North bot"))


class Link(Protocol):
    def send(self, message: dict[str, Any]) -> None: ...
    def close(self, code: int, reason: str) -> None: ...


class JoinError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass
class Seat:
    strength: int                       # the computer player's, when one plays the seat
    name: str = ""
    token_hash: str | None = None       # a person's seat
    link: Link | None = None
    gone_since: float | None = None     # the person's connection was lost then
    ready: bool = False                 # for the next hand
    last_seq: int = -1                  # the highest action number seen (replays are refused)

    @property
    def person(self) -> bool:
        return self.token_hash is not None


@dataclass
class Room:
    code: str
    session: Session
    seats: list[Seat]
    turn_timer: int | None = None
    grace: float = 30.0
    path: Path | None = None            # where the record is kept (None: nowhere)
    clock: Callable[[], float] = time.monotonic
    rng: Rng = field(default_factory=lambda: Rng(secrets.randbits(64)))
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    dirty: asyncio.Event = field(default_factory=asyncio.Event)
    stopped: asyncio.Event = field(default_factory=asyncio.Event)
    people: int = 1                     # the game starts when this many people sit (or on "start")
    started: bool = False
    closed: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)   # held while the session is checked and changed
    _since: dict[int, float] = field(default_factory=dict)   # awaited seat -> since when
    _over_since: float | None = None

    # --- people -----------------------------------------------------------------------
    def join(self, name: str, wanted: int | None) -> tuple[int, str]:
        """Give a new person a seat: (seat, token); ``attach`` then seats the connection.
        JoinError when every seat already has a person."""
        free = [n for n, s in enumerate(self.seats) if not s.person]
        if not free:
            raise JoinError("table_full", _("every seat at this table already has a person"))
        seat = wanted if wanted in free else free[0]
        token = keys.new_token()
        s = self.seats[seat]
        s.name = clean_text(name, MAX_NAME) or _("Player {number}").format(number=seat + 1)
        s.token_hash, s.gone_since, s.ready, s.last_seq = keys.token_hash(token), self.clock(), False, -1
        self.dirty.set()
        return seat, token

    def find(self, token: str) -> int:
        """The seat whose token this is; JoinError if none."""
        for n, s in enumerate(self.seats):
            if s.token_hash is not None and keys.token_matches(token, s.token_hash):
                return n
        raise JoinError("bad_token", _("that seat token is not one of this table's"))

    def attach(self, seat: int, link: Link) -> None:
        """Seat ``link`` at ``seat`` (an older connection there is closed) and show it the table."""
        s = self.seats[seat]
        if s.link is not None and s.link is not link:
            s.link.close(4000, "the seat was taken up by a new connection")
        s.link, s.gone_since = link, None
        if sum(x.person for x in self.seats) >= self.people and not self.started:
            self.started = True
            self.dirty.set()
        self._touch()

    def start(self) -> None:
        """Start the game now: computer players take the seats no person has."""
        if not self.started:
            self.started = True
            self._touch(save=True)

    def lost(self, seat: int, link: Link) -> None:
        s = self.seats[seat]
        if s.link is link:
            s.link, s.gone_since = None, self.clock()
            self._touch()

    # --- moves ------------------------------------------------------------------------
    async def act(self, seat: int, text: str, hand: int, seq: int) -> str | None:
        """Play a person's action; the reason it was refused (worded for that person), or
        None. The engine's check runs off the event loop (``_checked``)."""
        s = self.seats[seat]
        if seq <= s.last_seq:
            return _("action number {number} was already used (replayed or stale)").format(number=seq)
        s.last_seq = seq
        if hand != self.session.table.hand:
            return _("that action was for hand {old}; this is hand {now}").format(
                old=hand + 1, now=self.session.table.hand + 1)
        try:
            action = parse_action(text)
        except ValueError as err:
            return str(err)
        if action.seat != seat:
            return _("that action is for {player}'s seat, not yours").format(player=self.name_of(action.seat))
        if isinstance(action, NextHand):
            return self.ready(seat)
        async with self.lock:
            reason = await self._checked(action)
            if reason is None:
                self._apply(action)
        return reason

    async def _checked(self, action: Action) -> str | None:
        """The engine's reason to refuse ``action`` (None: legal). A call or a Mah Jongg
        (the checks that search the card: a win, or whether an exposure leaves the hand
        dead) is checked on a worker thread, so one table's slow check never stalls the
        others, and a call's dead-hand answer is left in the engine's cache for ``apply``;
        the cheap ones (discards, passes, draws) are checked here, sparing the hop. The
        caller holds ``lock``, so the session does not change meanwhile."""
        if isinstance(action, SLOW_CHECKS):
            reason = await asyncio.to_thread(self._check, action)
        else:
            reason = self._check(action)
        if reason is not None and action.seat not in self.session.table.awaiting():
            return self._not_your_move(action.seat) or reason
        return reason

    def _check(self, action: Action) -> str | None:
        table = self.session.table
        reason = self.session.why_illegal(action)
        if reason is None and isinstance(action, Claim) and table.phase == "claims":
            table.would_be_dead(action.seat, action)
        return reason

    def _not_your_move(self, seat: int) -> str | None:
        """Why ``seat`` may not move now, worded for its own player (the engine words its
        reasons from seat 0's side of a local table)."""
        table = self.session.table
        if table.is_over:
            return None
        if table.dead[seat]:
            return _("your hand is dead")
        if table.phase in ("draw", "discard") and table.turn != seat:
            return _("it is {player}'s turn").format(player=self.name_of(table.turn))
        return _("you have nothing to decide now")

    def name_of(self, seat: int) -> str:
        """A seat as the players see it: its person's name, or its computer player's."""
        s = self.seats[seat]
        return s.name if s.person else _(BOT_NAMES[seat])

    def ready(self, seat: int) -> str | None:
        if not self.session.table.is_over:
            return _("the hand is not over")
        self.seats[seat].ready = True
        self._touch()
        return None

    def _apply(self, action: Action) -> None:
        self.session.apply(action)
        if isinstance(action, NextHand):
            for s in self.seats:
                s.ready = False
        self._touch(save=True)

    def chat(self, seat: int, text: str) -> None:
        line = clean_text(text, MAX_CHAT)
        if line:
            message = {"type": "chat", "seat": seat, "name": self.seats[seat].name, "text": line}
            for s in self.seats:
                if s.link is not None:
                    s.link.send(message)

    # --- what is sent -----------------------------------------------------------------
    def players(self) -> list[dict[str, Any]]:
        now = self.clock()
        return [{"name": self.name_of(n), "person": s.person,
                 "connected": s.link is not None, "computer": self._computer_plays(n, now)}
                for n, s in enumerate(self.seats)]

    def view_message(self, seat: int) -> dict[str, Any]:
        session = self.session
        deadline = None
        if self.turn_timer and seat in self._since:
            deadline = max(0.0, round(self._since[seat] + self.turn_timer - self.clock(), 1))
        return {"type": "view", "seat": seat, "hand": session.table.hand, "version": len(session.moves),
                "table": seat_view(session.table, seat), "options": session.options.to_dict(),
                "totals": session.totals, "players": self.players(),
                "ready": [n for n, s in enumerate(self.seats) if s.ready], "deadline": deadline,
                "started": self.started, "seq": self.seats[seat].last_seq}

    def broadcast(self) -> None:
        for n, s in enumerate(self.seats):
            if s.link is not None:
                s.link.send(self.view_message(n))

    def _touch(self, save: bool = False) -> None:
        self._track()
        self.broadcast()
        self.changed.set()
        if save:
            self.dirty.set()

    # --- the computer players ---------------------------------------------------------
    def _track(self) -> None:
        """Note since when each awaited seat has been awaited (for the turn timer)."""
        now = self.clock()
        table = self.session.table
        awaited = set(table.awaiting())
        self._since = {s: self._since.get(s, now) for s in awaited}
        self._over_since = (self._over_since or now) if table.is_over else None

    def _computer_plays(self, seat: int, now: float) -> bool:
        s = self.seats[seat]
        if not s.person:
            return True
        return s.link is None and s.gone_since is not None and now - s.gone_since >= self.grace

    def _due(self, now: float) -> tuple[Action | None, float | None]:
        """The next thing to do now: (a move to make, None), or (None, seconds until a
        deadline may make one due), or (None, None): wait for a person."""
        table = self.session.table
        deadlines: list[float] = []
        if not self.started:
            return None, None
        if table.is_over:
            waiting = [s for s in self.seats if s.person and s.link is not None]
            if waiting and all(s.ready for s in waiting):
                return NextHand(0), None
            if waiting and self.turn_timer and self._over_since is not None:
                left = self._over_since + self.turn_timer - now
                if left <= 0:
                    return NextHand(0), None
                deadlines.append(left)
            return None, min(deadlines, default=None)
        for seat in table.awaiting():
            s = self.seats[seat]
            if self._computer_plays(seat, now):
                return self._bot_marker(seat), None
            if s.link is None and s.gone_since is not None:
                deadlines.append(s.gone_since + self.grace - now)
            if self.turn_timer and s.link is not None:
                left = self._since.get(seat, now) + self.turn_timer - now
                if left <= 0:
                    return self._bot_marker(seat), None
                deadlines.append(left)
        for n, s in enumerate(self.seats):   # a lost seat's takeover shows in the players list
            if s.link is None and s.gone_since is not None and not self._computer_plays(n, now):
                deadlines.append(s.gone_since + self.grace - now)
        return None, min(deadlines, default=None)

    @staticmethod
    def _bot_marker(seat: int) -> Action:
        return _BotTurn(seat)

    async def drive(self) -> None:
        """Play the computer players' moves and start the next hands, until closed."""
        shown_computers = [p["computer"] for p in self.players()]
        while not self.closed:
            self.changed.clear()
            now = self.clock()
            computers = [p["computer"] for p in self.players()]
            if computers != shown_computers:
                shown_computers = computers
                self.broadcast()
            due, wait = self._due(now)
            if isinstance(due, _BotTurn):
                await self._bot_move(due.seat)
                continue
            if due is not None:
                async with self.lock:
                    self._apply(due)
                continue
            try:
                await asyncio.wait_for(self.changed.wait(), None if wait is None else max(wait, 0.01))
            except TimeoutError:
                pass

    async def _bot_move(self, seat: int) -> None:
        version = len(self.session.moves)
        view = view_for(self.session.table, seat)
        strength = self.seats[seat].strength
        action = await asyncio.to_thread(decide, view, self.rng, strength)
        async with self.lock:
            if len(self.session.moves) == version and await self._checked(action) is None:
                self._apply(action)

    # --- the record -------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "code": self.code, "session": self.session.to_record(),
                "turn_timer": self.turn_timer, "people": self.people, "started": self.started,
                "seats": [{"strength": s.strength, "name": s.name, "token_hash": s.token_hash} for s in self.seats]}

    @classmethod
    def from_record(cls, data: Any, *, grace: float, path: Path | None = None,
                    clock: Callable[[], float] = time.monotonic) -> Room:
        """A table reopened from its record: every person starts as gone (their grace
        begins now). BadRecord says why the record is not one."""
        if not isinstance(data, dict) or data.get("format") != RECORD_FORMAT:
            raise BadRecord("not a table record")
        code = data.get("code")
        if not isinstance(code, str) or not code.isalnum():
            raise BadRecord("the table record has no code")
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or len(seats_data) != 4 or not all(isinstance(s, dict) for s in seats_data):
            raise BadRecord("the table record must name four seats")
        timer = data.get("turn_timer")
        if timer is not None:
            need_int(timer, "the turn timer", 1, 3600)
        now = clock()
        seats = []
        for s in seats_data:
            token_hash = s.get("token_hash")
            if token_hash is not None and not isinstance(token_hash, str):
                raise BadRecord("a seat's token is not a text")
            seats.append(Seat(need_int(s.get("strength"), "a computer player's strength", 1, 3),
                              clean_text(str(s.get("name", "")), MAX_NAME), token_hash,
                              gone_since=now if token_hash else None))
        room = cls(code, Session.from_record(data.get("session")), seats, timer, grace, path, clock)
        room.people = need_int(data.get("people", 1), "the number of people", 1, 4)
        room.started = data.get("started") is True
        room._track()
        return room

    async def keep(self) -> None:
        """Write the record whenever it changed, at most every KEEP_EVERY seconds (changes
        made meanwhile are in the next write), until closed; closing writes at once."""
        while True:
            await self.dirty.wait()
            if not self.closed:
                try:
                    await asyncio.wait_for(self.stopped.wait(), KEEP_EVERY)
                except TimeoutError:
                    pass
            self.dirty.clear()
            if self.path is not None:
                text = _dumps(self.record())
                try:
                    await asyncio.to_thread(write_atomic, self.path, text, 0o600)
                except OSError as err:
                    log.error("table record not saved: %s", err)
            if self.closed:
                return


    def close(self) -> None:
        """Stop the table's tasks (``keep`` writes the record a last time)."""
        self.closed = True
        self.stopped.set()
        self.changed.set()
        self.dirty.set()


def _dumps(record: dict[str, Any]) -> str:
    import json

    return json.dumps(record, separators=(",", ":"))


@dataclass(frozen=True)
class _BotTurn(Action):
    """Marks "a computer player moves for this seat now" inside ``Room._due``."""


def new_room(code: str, *, house_rules: frozenset[int] = frozenset(), skill: tuple[int, int, int, int] = (0, 0, 0, 0),
             bots: tuple[int, int, int, int] = (2, 2, 2, 2), turn_timer: int | None = None, deal: int | None = None,
             people: int = 1, grace: float = 30.0, path: Path | None = None,
             clock: Callable[[], float] = time.monotonic) -> Room:
    """A new table; ValueError for options that are not the game's."""
    from mahjong.games.american.pieces import TableOptions

    if any(b not in STRENGTHS for b in bots) or len(bots) != 4:
        raise ValueError("each seat's computer player has a strength 1-3")
    options = TableOptions(house_rules, skill)
    session = Session(options, deal if deal is not None else secrets.randbelow(1_000_000_000))
    room = Room(code, session, [Seat(b) for b in bots], turn_timer, grace, path, clock)
    room.people = people
    room._track()
    room.dirty.set()
    return room
