"""Reading a file that a player (or a damaged disk) may have replaced with anything: a
folder, a pipe, a device or a huge file. Pure Python: no pygame."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


class TooLarge(ValueError):
    """The file is larger than the reader's limit."""


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``, at most ``limit`` of them. Anything
    that is not a regular file raises OSError at once, before it is opened (a pipe would
    block, a device never end); a larger file raises TooLarge, and no more than
    ``limit + 1`` bytes are ever read, even from a file that grows while it is read."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise OSError(f"{kind} is in its place")
    if info.st_size > limit:
        raise TooLarge(f"{info.st_size:,} bytes is too large")
    with open(path, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise TooLarge("it grew too large while it was read")
    return data


def write_atomic(path: Path, text: str, mode: int | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all: a hidden temporary file in
    the same folder, fsync, then ``os.replace``; ``mode`` sets its permissions (a
    temporary file is private). OSError if it cannot be written; the temporary is gone."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        if mode is not None:
            os.chmod(tmp, mode)
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
