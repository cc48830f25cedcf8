"""Reading a file that a player, another program (or a damaged disk) may have replaced
with anything: a folder, a pipe, a device or a huge file; and writing files whole or not
at all. Pure Python: no pygame.

``read_limited`` is the one bounded reader for every file another program made (saves,
settings, layouts and their ``.desktop`` files, tile sets, backgrounds and the pictures a
sheet names): it looks before it opens (``stat``: a pipe would block, a device never
end), opens without blocking (a pipe swapped in after the look cannot hold the thread),
looks again at what it opened (``fstat``) and never reads more than its limit.
"""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

from mahjong.i18n import _, format_number

_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class TooLarge(ValueError):
    """The file is larger than the reader's limit."""


def _refusal(info: os.stat_result, limit: int) -> Exception | None:
    if not stat.S_ISREG(info.st_mode):
        if stat.S_ISDIR(info.st_mode):
            return OSError(_("a folder is in its place"))
        return OSError(_("not a regular file is in its place"))
    if info.st_size > limit:
        return TooLarge(_("{size} bytes is too large").format(size=format_number(info.st_size)))
    return None


def read_limited(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them. Anything
    that is not a regular file raises OSError at once, before it is opened; a larger file
    raises TooLarge, and no more than ``limit + 1`` bytes are ever read, even from a file
    that grows while it is read. A path no file can have (a NUL in it) is an OSError too."""
    try:
        info = os.stat(path)
    except ValueError as exc:  # an embedded NUL: no such file can exist
        raise OSError(_("the path is not a file name ({problem})").format(problem=exc)) from None
    problem = _refusal(info, limit)
    if problem is not None:
        raise problem
    fd = os.open(path, _OPEN_FLAGS)
    try:
        problem = _refusal(os.fstat(fd), limit)  # what was opened, if it was swapped since
        if problem is not None:
            raise problem
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)   # a regular file: O_NONBLOCK only guarded the open
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise TooLarge(_("it grew too large while it was read"))
    return data


def _temporary(path: Path) -> tuple[int, str]:
    """A hidden temporary file beside ``path`` with a short name (a long ``path`` name
    must not make the temporary's name too long for the file system)."""
    return tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=path.parent)


def _write_temporary(path: Path, text: str, mode: int | None) -> str:
    fd, tmp = _temporary(path)
    try:
        if mode is not None:
            os.chmod(tmp, mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        _remove(tmp)
        raise
    return tmp


def _remove(name: str | Path) -> None:
    try:
        os.unlink(name)
    except OSError:
        pass


def write_atomic(path: Path, text: str, mode: int | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a hidden temporary file in
    the same folder, fsync, then ``os.replace``; ``mode`` sets its permissions (a
    temporary file is private). OSError if it cannot be written; the temporary is gone."""
    tmp = _write_temporary(path, text, mode)
    try:
        os.replace(tmp, path)
    except BaseException:
        _remove(tmp)
        raise


def write_all_or_none(files: list[tuple[Path, str]], mode: int | None = None) -> None:
    """Write several files that belong together (a layout and its ``.desktop``): every
    one to a temporary first, then each moved into place. If any write or move fails,
    the temporaries are removed and the files already moved in are put back as they were
    (removed when they were new), so a failure never leaves half a pair. OSError then."""
    temporaries: list[str] = []
    moved: list[tuple[Path, str | None]] = []   # (path, its old content's backup or None)
    try:
        for path, text in files:
            temporaries.append(_write_temporary(path, text, mode))
        for (path, _payload), tmp in zip(files, temporaries):
            backup = None
            if os.path.lexists(path):
                fd, backup = _temporary(path)
                os.close(fd)
                try:
                    os.replace(path, backup)
                except BaseException:
                    _remove(backup)
                    raise
            moved.append((path, backup))
            os.replace(tmp, path)
    except BaseException:
        for tmp in temporaries:
            _remove(tmp)
        for path, backup in reversed(moved):
            if backup is not None:
                try:
                    os.replace(backup, path)
                except OSError:
                    _remove(backup)
            else:
                _remove(path)
        raise
    for _original, backup in moved:
        if backup is not None:
            _remove(backup)
