"""Solver work off the frame path: one background thread, polled by the scene.

The solver is pure Python; a thread keeps the window responsive (the interpreter
switches threads every few milliseconds) without the start-up cost of a process. Each
job carries a key (the position it was asked about); ``poll()`` hands back finished
jobs and the scene ignores answers about a position that is gone.
"""

from __future__ import annotations

import queue
import threading
from concurrent.futures import Future
from typing import Any, Callable


class SolverWorker:
    """One daemon thread running jobs in order. A daemon, unlike a ThreadPoolExecutor's
    thread, never holds up the program's exit while a long solve is still running."""

    def __init__(self) -> None:
        self._queue: queue.SimpleQueue | None = None
        self._jobs: list[tuple[Any, Future]] = []

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def pending(self, key: Any) -> bool:
        return any(k == key for k, _ in self._jobs)

    def submit(self, key: Any, fn: Callable, *args) -> None:
        if self._queue is None:
            self._queue = queue.SimpleQueue()
            threading.Thread(target=_serve, args=(self._queue,), name="solitaire-solver",
                             daemon=True).start()
        future: Future = Future()
        self._queue.put((future, fn, args))
        self._jobs.append((key, future))

    def poll(self) -> list[tuple[Any, Any]]:
        """(key, result) of every finished job, in the order they were asked for.
        A job that raised re-raises here, on the scene's thread."""
        done = [(k, f) for k, f in self._jobs if f.done()]
        self._jobs = [(k, f) for k, f in self._jobs if not f.done()]
        return [(k, f.result()) for k, f in done]

    def wait(self, timeout: float | None = None) -> None:
        """Block until every job has finished (tests; never the frame path)."""
        for _, future in list(self._jobs):
            future.exception(timeout)

    def close(self) -> None:
        """Forget queued jobs; a running one finishes on its own and is ignored."""
        for _, future in self._jobs:
            future.cancel()
        if self._queue is not None:
            self._queue.put(None)  # the thread ends after its current job
            self._queue = None
        self._jobs = []


def _serve(jobs: queue.SimpleQueue) -> None:
    while (job := jobs.get()) is not None:
        future, fn, args = job
        if not future.set_running_or_notify_cancel():
            continue  # cancelled by close()
        try:
            future.set_result(fn(*args))
        except BaseException as exc:  # handed to the scene's thread by poll()
            future.set_exception(exc)
