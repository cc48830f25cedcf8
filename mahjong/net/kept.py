"""What this computer keeps of tables with friends, in the app's data folder, so that a
table outlives a crash of the app that hosted it or sat at it:

- ``hosted-tables/CODE.json``: the record of a table this app hosts, written by the
  in-process server as it goes (``room.Room.keep``: atomic writes, the same record the
  standalone ``serve`` keeps). ``hosted_tables`` lists the unfinished ones with who sat
  where and how far the hand got, for the "Reopen table" offer.
- ``seats/CODE.json``: a seat token this app holds (a friend's table or our own), with
  the address and our name (``SeatKey``), so a player whose app went away rejoins the
  same seat.

A file that cannot be read is renamed aside (``NAME.corrupt-STAMP``) and said in words;
nothing here raises for bad files. Pure Python, no pygame.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong.core.errors import BadRecord
from mahjong.core.files import TooLarge, read_limited, write_atomic
from mahjong.i18n import _, ngettext

from .protocol import CODE_LENGTH, MAX_NAME, MAX_TOKEN, clean_text, normal_code, shown_code

if TYPE_CHECKING:
    from .room import Room

HOSTED = "hosted-tables"
SEATS = "seats"
MAX_RECORD = 4 << 20
MAX_SEAT_FILE = 4096


@dataclass(frozen=True)
class SeatKey:
    """A seat this app holds at a table: the table's code, the address we joined it at,
    the secret token and the name we sat down with; ``hosted``: a table this app hosts."""

    code: str
    address: str
    token: str
    name: str = ""
    hosted: bool = False

    @property
    def port(self) -> int | None:
        tail = self.address.rsplit(":", 1)[-1].strip("/")
        return int(tail) if tail.isdigit() and 0 < int(tail) < 65536 else None


@dataclass(frozen=True)
class KeptTable:
    """An unfinished table this app hosted, as its record says."""

    code: str
    path: Path
    players: tuple[tuple[str, bool], ...]   # each seat: (name, a person's seat)
    hand: int                               # 0-based
    moves: int                              # made in the current hand
    wall: int                               # tiles left in the wall
    over: bool                              # the current hand is over
    started: bool
    saved: float                            # when the record was last written (time.time)

    @property
    def shown_code(self) -> str:
        return shown_code(self.code)

    def seats_line(self) -> str:
        """Who sat where, in words: "Ann, Bea, West bot, North bot"."""
        return ", ".join(name for name, _person in self.players)

    def progress(self) -> str:
        """How far the game got, in words."""
        if not self.started:
            return _("The game had not started.")
        if self.over:
            return _("Hand {number} was over.").format(number=self.hand + 1)
        return ngettext("Hand {number}: {count} move made, {wall} tiles left in the wall.",
                        "Hand {number}: {count} moves made, {wall} tiles left in the wall.",
                        self.moves).format(number=self.hand + 1, count=self.moves, wall=self.wall)


def hosted_dir(data_dir: Path) -> Path:
    return data_dir / HOSTED


def seats_dir(data_dir: Path) -> Path:
    return data_dir / SEATS


def set_aside(path: Path, reason: str) -> str:
    """Rename a file that cannot be used out of the way; what happened, in words."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    try:
        os.replace(path, target)
    except OSError:
        return _("{file} could not be read ({problem}) and could not be renamed.").format(
            file=path.name, problem=reason)
    return _("{file} could not be read ({problem}); it was set aside as {kept}.").format(
        file=path.name, problem=reason, kept=target.name)


def _companions(path: Path) -> list[Path]:
    """The files kept with a table's record (``CODE.json``): any ``CODE.*`` beside it (a
    journal of its changes, where the server keeps one), not those already set aside."""
    try:
        return [p for p in path.parent.glob(f"{path.stem}.*") if p != path and ".corrupt-" not in p.name]
    except OSError:
        return []


def set_aside_table(path: Path, reason: str) -> str:
    """``set_aside`` for a table's record, its companion files with it."""
    for companion in _companions(path):
        set_aside(companion, reason)
    return set_aside(path, reason)


def read_table(path: Path, grace: float = 30.0) -> Room:
    """The table kept at ``path``; BadRecord (a ValueError) or OSError says why not."""
    from .room import Room  # the engine: imported when a record is read, not with the client

    try:
        raw = read_limited(path, MAX_RECORD)
    except TooLarge as err:
        raise BadRecord(str(err)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):       # not UTF-8, not JSON
        raise BadRecord(_("not a table record")) from None
    try:
        room = Room.from_record(data, grace=grace, path=path)
    except RecursionError:
        raise BadRecord(_("not a table record")) from None
    if room.code != path.stem:
        raise BadRecord(_("the record is of another table"))
    return room


def describe(room: Room, path: Path) -> KeptTable:
    table = room.session.table
    try:
        saved = path.stat().st_mtime
    except OSError:
        saved = 0.0
    return KeptTable(room.code, path, tuple((room.name_of(n), s.person) for n, s in enumerate(room.seats)),
                     table.hand, len(table.actions), table.wall_count, table.is_over, room.started, saved)


def hosted_tables(data_dir: Path) -> tuple[list[KeptTable], list[str]]:
    """The unfinished tables this app hosted, newest first, and what was wrong with
    any record that could not be read (each such file is set aside)."""
    folder = hosted_dir(data_dir)
    tables: list[KeptTable] = []
    problems: list[str] = []
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        return [], []
    for path in paths:
        try:
            room = read_table(path)
        except FileNotFoundError:
            continue
        except (ValueError, TypeError, KeyError, AttributeError) as err:
            problems.append(set_aside_table(path, str(err) or type(err).__name__))
            continue
        except OSError as err:
            problems.append(_("{file} could not be read ({problem}).").format(
                file=path.name, problem=err.strerror or err))
            continue
        tables.append(describe(room, path))
    tables.sort(key=lambda t: t.saved, reverse=True)
    return tables, problems


def forget_table(data_dir: Path, code: str) -> None:
    """Discard a hosted table's record (with its companion files) and our seat at it
    (the host closed it)."""
    record = hosted_dir(data_dir) / f"{code}.json"
    for path in (record, *_companions(record), seats_dir(data_dir) / f"{code}.json"):
        try:
            path.unlink()
        except OSError:
            pass


# --- seat tokens ------------------------------------------------------------------------------
def keep_seat(data_dir: Path, key: SeatKey) -> str | None:
    """Write our seat's token (private to this user); the problem in words, or None."""
    data = {"code": key.code, "address": key.address, "token": key.token, "name": key.name, "hosted": key.hosted}
    try:
        folder = seats_dir(data_dir)
        folder.mkdir(parents=True, exist_ok=True)
        write_atomic(folder / f"{key.code}.json", json.dumps(data), 0o600)
    except OSError as err:
        return _("The seat could not be kept on this computer ({problem}).").format(problem=err.strerror or err)
    return None


def _seat_from(data: Any, path: Path) -> SeatKey:
    if not isinstance(data, dict):
        raise BadRecord(_("not a seat file"))
    code, address, token = data.get("code"), data.get("address"), data.get("token")
    if not isinstance(code, str) or normal_code(code) != code or len(code) != CODE_LENGTH or code != path.stem:
        raise BadRecord(_("the seat file has no table code"))
    if not isinstance(address, str) or not address or len(address) > 200:
        raise BadRecord(_("the seat file has no address"))
    if not isinstance(token, str) or not token or len(token) > MAX_TOKEN:
        raise BadRecord(_("the seat file has no token"))
    name = data.get("name", "")
    return SeatKey(code, address, token, clean_text(name if isinstance(name, str) else "", MAX_NAME),
                   data.get("hosted") is True)


def kept_seats(data_dir: Path) -> tuple[list[SeatKey], list[str]]:
    """Every seat token kept here, and what was wrong with any file that was set aside."""
    seats: list[SeatKey] = []
    problems: list[str] = []
    try:
        paths = sorted(seats_dir(data_dir).glob("*.json"))
    except OSError:
        return [], []
    for path in paths:
        try:
            raw = read_limited(path, MAX_SEAT_FILE)
            try:
                data = json.loads(raw.decode("utf-8"))
            except (ValueError, RecursionError):
                raise BadRecord(_("not a seat file")) from None
            seats.append(_seat_from(data, path))
        except FileNotFoundError:
            continue
        except (ValueError, TooLarge, RecursionError) as err:   # UnicodeDecodeError and BadRecord are ValueErrors
            problems.append(set_aside(path, str(err) or type(err).__name__))
        except OSError as err:
            problems.append(_("{file} could not be read ({problem}).").format(
                file=path.name, problem=err.strerror or err))
    return seats, problems


def seat_for(data_dir: Path, code: str) -> SeatKey | None:
    """Our kept seat at the table ``code`` (as typed or shown), or None."""
    wanted = normal_code(code)
    seats, _problems = kept_seats(data_dir)
    return next((s for s in seats if s.code == wanted), None)


def forget_seat(data_dir: Path, code: str) -> None:
    try:
        (seats_dir(data_dir) / f"{code}.json").unlink()
    except OSError:
        pass
