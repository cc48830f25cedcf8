"""Real processes for the network tests: a table server (``python -m mahjong serve``) and
headless clients (``python -m mahjong join``), each a child process whose JSON lines are
read on a thread, so a test waits on a line with a timeout instead of sleeping."""

from __future__ import annotations

import json
import os
import queue
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Child:
    """A child process (``python -m module args``, ``env`` added to ours) whose stdout
    lines (JSON events) arrive in a queue."""

    def __init__(self, args: list[str], module: str = "mahjong", env: dict[str, str] | None = None) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1", **(env or {}))
        self.proc = subprocess.Popen([sys.executable, "-m", module, *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines: queue.Queue[dict | None] = queue.Queue()
        self.seen: list[dict] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            try:
                self.lines.put(json.loads(line))
            except ValueError:
                self.lines.put({"event": "text", "text": line})
        self.lines.put(None)

    def wait_for(self, event: str, timeout: float = 30.0) -> dict:
        """The next line whose "event" is ``event`` (earlier lines are kept in ``seen``)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {event!r} line in {timeout} s; seen {self.seen[-5:]}; {self.stderr()}")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise AssertionError(f"the process ended without {event!r}; seen {self.seen[-5:]}; {self.stderr()}")
            self.seen.append(line)
            if line.get("event") == event:
                return line

    def drain(self) -> list[dict]:
        """Every line still to read, once the process has ended."""
        while (line := self.lines.get(timeout=10)) is not None:
            self.seen.append(line)
        return self.seen

    def stderr(self) -> str:
        if self.proc.poll() is None or self.proc.stderr is None:
            return ""
        return self.proc.stderr.read()[-2000:]

    def finish(self, timeout: float = 60.0) -> dict:
        """The final "done" line, and the process has ended with status 0."""
        done = self.wait_for("done", timeout)
        assert self.proc.wait(timeout) == 0, self.stderr()
        return done

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def children():
    """Start children with ``children(args)``; every one is killed at the end."""
    started: list[Child] = []

    def start(args: list[str], module: str = "mahjong", env: dict[str, str] | None = None) -> Child:
        child = Child(args, module, env)
        started.append(child)
        return child

    yield start
    for child in started:
        child.kill()
        for pipe in (child.proc.stdout, child.proc.stderr):
            if pipe is not None:
                pipe.close()


def serve(children, state: Path, port: int = 0, *extra: str) -> tuple[Child, int, str | None]:
    """A table server; (child, port, the new table's code if --new-table is in extra)."""
    child = children(["serve", "--host", "127.0.0.1", "--port", str(port), "--state-dir", str(state), "--quiet",
                      *extra])
    port = child.wait_for("serving", 30)["port"]
    code = child.wait_for("table", 10)["code"] if "--new-table" in extra else None
    return child, port, code
