"""The solver off the main loop: jobs run ``solver.solve_record`` in worker processes.

One small process pool serves every scene (started on the first job, "spawn" so a worker
never inherits the window's threads). A scene polls ``SolveJob.done`` from ``update`` and
never blocks; a job that is no longer wanted is cancelled if it has not started, and its
answer is simply ignored if it has.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from mahjong.core import shutdown
from mahjong.games.foundation import solver

WORKERS = 2
_pool: ProcessPoolExecutor | None = None


def _executor() -> ProcessPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(WORKERS, mp_context=multiprocessing.get_context("spawn"))
        shutdown.on_exit(stop_workers)
    return _pool


def stop_workers() -> None:
    """End the workers at once (the program is closing): running solves are abandoned."""
    global _pool
    if _pool is None:
        return
    workers = list((getattr(_pool, "_processes", None) or {}).values())  # no public API before 3.14
    _pool.shutdown(wait=False, cancel_futures=True)
    for process in workers:
        process.terminate()
    _pool = None


def _submit(record: dict, budget: int, seconds: float) -> Future:
    """Queue a solve; a broken pool (a worker died) is replaced once, and if workers
    cannot start at all the job simply fails, leaving the verdict unknown."""
    for _ in range(2):
        try:
            return _executor().submit(solver.solve_record, record, budget, seconds)
        except (BrokenProcessPool, RuntimeError, OSError) as exc:
            stop_workers()
            failure = exc
    future: Future = Future()
    future.set_exception(failure)
    return future


def position_key(record: dict) -> tuple:
    """What identifies a position: the game, the deal, the options and the moves played."""
    options = tuple(sorted((record.get("options") or {}).items()))
    return record["game"], record["deal"], options, tuple(record["moves"])


class SolveJob:
    """``solve_record(record, budget, seconds)`` in a worker; ``key`` names the position."""

    def __init__(self, record: dict, budget: int, seconds: float) -> None:
        self.key = position_key(record)
        self.record = record
        self.future: Future = _submit(record, budget, seconds)

    @property
    def done(self) -> bool:
        return self.future.done()

    def result(self, timeout: float | None = None) -> dict | None:
        """The solver's answer (waits up to ``timeout``); None if the job failed or was
        cancelled (a broken worker must not break the game)."""
        try:
            return self.future.result(timeout)
        except Exception:  # noqa: BLE001 - the verdict then stays "unknown"
            return None

    def cancel(self) -> None:
        self.future.cancel()
