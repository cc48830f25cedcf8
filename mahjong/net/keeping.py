"""The keeping half of a table (``room.Room``): each change to its record (a move, a
person taking a seat, the start) goes into the table's journal as it is made
(``journal``), and ``keep`` fsyncs the journal now and then and writes the whole record
as a snapshot when a hand starts and when the table closes; ``_replay`` plays a kept
journal back into a reopened table. Pure Python, no pygame.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong.core.errors import need_int
from mahjong.core.files import write_atomic
from mahjong.games.american.actions import parse_action
from mahjong.games.american.session import Session

from .journal import Journal, journal_path, replay
from .protocol import MAX_NAME, clean_text

if TYPE_CHECKING:
    from .room import Seat

log = logging.getLogger("mahjong.net")
RECORD_FORMAT = 1
SYNC_EVERY = 2.0     # seconds: a table's journal is fsynced at most this often (against a power cut; a
                     # killed server loses nothing: each change is in the operating system's hands at once)
JOURNAL_LINES = 2000  # a journal this long is folded into a snapshot (a hand makes a few hundred)


class KeptRecord:
    """What ``Room`` keeps and how; the attributes are the room's."""

    code: str
    session: Session
    seats: list[Seat]
    turn_timer: int | None
    people: int
    started: bool
    closed: bool
    path: Path | None
    clock: Callable[[], float]
    dirty: asyncio.Event
    stopped: asyncio.Event
    events: int                         # changes journaled since the table opened (the next one's serial)
    journal: Journal | None             # with ``path``: the changes since the last snapshot
    _snapshot_due: bool

    def _keep_change(self, event: dict[str, Any]) -> None:
        """Journal a change to the record, now (before anyone is shown it)."""
        if self.journal is not None:
            try:
                self.journal.append(self.events, event)
            except OSError as err:
                log.error("table journal not written: %s", err)
                self._snapshot_due = True
        self.events += 1
        self.dirty.set()

    def record(self) -> dict[str, Any]:
        return {"format": RECORD_FORMAT, "code": self.code, "session": self.session.to_record(),
                "turn_timer": self.turn_timer, "people": self.people, "started": self.started, "events": self.events,
                "seats": [{"strength": s.strength, "name": s.name, "token_hash": s.token_hash} for s in self.seats]}

    def _replay(self, path: Path) -> None:
        """Replay the journal kept beside the snapshot at ``path`` (``journal.replay``)."""
        events, clean = replay(journal_path(path), self.events, self._replay_one)
        self.events += len(events)
        self.journal = Journal(journal_path(path), events, clean)

    def _replay_one(self, event: dict[str, Any]) -> None:
        if "move" in event:
            self.session.apply(parse_action(event["move"]))
        elif "seat" in event:
            s = self.seats[need_int(event["seat"], "a seat", 0, 3)]
            token_hash = event.get("token_hash")
            if not isinstance(token_hash, str):
                raise ValueError("a seat's token is not a text")
            s.name, s.token_hash = clean_text(str(event.get("name", "")), MAX_NAME), token_hash
            s.gone_since = self.clock()
        elif event.get("started") is True:
            self.started = True
        else:
            raise ValueError("not a change the journal keeps")

    async def keep(self) -> None:
        """Keep the record on disk until closed: write a snapshot when one is due (a new
        table, a new hand, a long journal) at once, else fsync the journal at most every
        SYNC_EVERY seconds after a change; closing writes the last snapshot at once."""
        while True:
            await self.dirty.wait()
            if not self.closed and not self._snapshot_due:   # a snapshot is rare (a hand's start): at once
                try:
                    async with asyncio.timeout(SYNC_EVERY):
                        await self.stopped.wait()
                except TimeoutError:
                    pass
            self.dirty.clear()
            if self.journal is not None:
                try:
                    if self.closed or self._snapshot_due or len(self.journal.lines) > JOURNAL_LINES:
                        await self._snapshot()
                    else:
                        await asyncio.to_thread(self.journal.sync)
                except OSError as err:
                    log.error("table record not saved: %s", err)
            if self.closed:
                if self.journal is not None:
                    self.journal.close()
                return

    async def _snapshot(self) -> None:
        """Write the whole record atomically (on a worker thread: changes go on being
        journaled meanwhile), then drop from the journal what it holds."""
        assert self.path is not None and self.journal is not None, "a kept table"
        self._snapshot_due = False
        first, text = self.events, _dumps(self.record())
        try:
            await asyncio.to_thread(write_atomic, self.path, text, 0o600)
        except OSError:
            self._snapshot_due = True
            raise
        self.journal.snapshotted(first)


def _dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, separators=(",", ":"))
