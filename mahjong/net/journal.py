"""A kept table on disk is two files: the snapshot ``CODE.json`` (the whole record,
written atomically at a hand's start and when the table closes) and the journal
``CODE.journal``: one JSON line per change since, ``{"n": serial, ...event}``, appended
the moment the change is made, before anyone is shown it. So a server killed at any
instant loses nothing it acted on (the operating system holds what was appended), and
the journal is fsynced at most every ``keeping.SYNC_EVERY`` seconds (against a power
cut). The snapshot names the first serial it does not hold (``events``); a
journal line with a lower serial is already in it. A line cut short by a crash, or
any line that does not follow its predecessor, ends the journal there.

Appending costs one ``write`` call; the record (every move of the session) is no longer
encoded and rewritten for each change. Pure Python, no pygame.
"""

from __future__ import annotations

import json
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mahjong.core.files import TooLarge, read_limited

log = logging.getLogger("mahjong.net")
SUFFIX = ".journal"
MAX_JOURNAL = 4 << 20     # bytes: a hand's journal is a few kilobytes


def journal_path(record: Path) -> Path:
    """The journal that goes with the snapshot at ``record`` (``CODE.json``)."""
    return record.with_suffix(SUFFIX)


def read_journal(path: Path, first: int) -> tuple[list[dict[str, Any]], bool]:
    """The journal's events from serial ``first`` on, in order, and whether the file
    holds exactly those (False: it is missing, has older lines, or ends in a cut or bad
    line, which is left out with all that follows it)."""
    try:
        data = read_limited(path, MAX_JOURNAL)
    except FileNotFoundError:
        return [], True
    except (OSError, TooLarge) as err:
        log.warning("a table's journal could not be read (%s): %s", path.name, err)
        return [], False
    events: list[dict[str, Any]] = []
    clean = True
    for raw in data.split(b"\n")[:-1]:          # the part after the last newline is cut short
        try:
            event = json.loads(raw)
        except ValueError:
            clean = False
            break
        serial = event.get("n") if isinstance(event, dict) else None
        if type(serial) is not int:
            clean = False
            break
        if serial < first:
            clean = False                       # already in the snapshot
            continue
        if serial != first + len(events):
            clean = False
            break
        events.append(event)
    if not data.endswith(b"\n") and data:
        clean = False
    return events, clean


def replay(path: Path, first: int, apply: Callable[[dict[str, Any]], None]) -> tuple[list[dict[str, Any]], bool]:
    """``apply`` each of the journal's events from serial ``first`` (``read_journal``),
    up to the first that does not replay (it raises ValueError, IndexError or
    TypeError); the events applied, and whether the file holds exactly those."""
    events, clean = read_journal(path, first)
    for n, event in enumerate(events):
        try:
            apply(event)
        except (ValueError, IndexError, TypeError) as err:  # IllegalMove and BadRecord are ValueErrors
            log.warning("a table's journal stops at a change that does not replay (%s): %s", path.name, err)
            return events[:n], False
    return events, clean


class Journal:
    """The append side of a table's journal: ``lines`` are the ones not yet in a
    snapshot. ``clean`` False: the file holds more or less than ``lines`` (a cut line,
    older lines), so it is rewritten before the next line is appended."""

    def __init__(self, path: Path, events: list[dict[str, Any]] | None = None, clean: bool = True) -> None:
        self.path = path
        self.lines: list[tuple[int, bytes]] = [(e["n"], _line(e)) for e in events or []]
        self.clean = clean
        self._fd: int | None = None
        self._unsynced = False

    def append(self, serial: int, event: dict[str, Any]) -> None:
        """Add event ``serial``; OSError if it cannot be written (it is kept in memory
        and so goes into the next snapshot)."""
        line = _line({"n": serial, **event})
        self.lines.append((serial, line))
        if not self.clean:
            self._rewrite()
            return
        if self._fd is None:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o600)
        _write_all(self._fd, line)
        self._unsynced = True

    def sync(self) -> None:
        """fsync what was appended (a worker thread calls this; appends may go on)."""
        if self._fd is not None and self._unsynced:
            self._unsynced = False
            os.fsync(self._fd)

    def snapshotted(self, first: int) -> None:
        """A snapshot now holds every event before serial ``first``: drop them from the
        journal (the file is replaced whole by what remains, or removed if nothing does)."""
        self.lines = [(n, line) for n, line in self.lines if n >= first]
        self._rewrite()

    def _rewrite(self) -> None:
        self.close()
        self.clean = False
        if not self.lines:
            try:
                os.unlink(self.path)
            except FileNotFoundError:
                pass
            self.clean = True
            return
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=self.path.parent)
        try:
            _write_all(fd, b"".join(line for _n, line in self.lines))
            os.close(fd)
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        self.clean = True
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        self._unsynced = True

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def remove(record: Path) -> None:
    """Remove a kept table: its snapshot and its journal."""
    for path in (record, journal_path(record)):
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass


def _line(event: dict[str, Any]) -> bytes:
    return (json.dumps(event, separators=(",", ":"), ensure_ascii=False) + "\n").encode("utf-8")


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
