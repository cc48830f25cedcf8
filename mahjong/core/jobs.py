"""Background jobs for every game's solvers, hints and deal making. Pure Python, no pygame.

A scene owns a ``Jobs`` and talks to it by key::

    jobs.submit("hint", solver.hint, game, about=game.key())   # replaces the older "hint" job
    outcome = jobs.poll("hint", now=game.key())   # in update(): never blocks
    if outcome is not None and outcome.done: use(outcome.result)  # or outcome.error

A job is ``about`` a position (its engine's ``key()``). Polled with the position on the
table (``now``), a job about another one is dropped there: its answer is never handed
over (``Outcome.stale``). This is the one place a stale answer is told from a current one.

Mechanism. Three kinds of worker behind the one API, shared by every ``Jobs``:

- threads (the default) for the short pure-Python solves (Solitaire hints, Stones deals
  and hints): no start-up cost, no pickling, and the interpreter switches threads every
  few milliseconds, so the window stays responsive. They are daemon threads served from
  one queue (not a ThreadPoolExecutor, whose threads the interpreter joins at exit), so
  a solve still running never keeps a closed program alive;
- worker processes (``process=True``) for the long Foundation searches, which would
  otherwise hold the GIL for seconds (``core.workers``: "spawn", so a worker never
  inherits the window's threads; arguments and results must pickle);
- one render process (``render=True``) for drawing pictures other programs made (tile
  sets, backgrounds): apart from the solvers' workers, with a memory limit
  (RENDER_MEMORY) and a time limit (RENDER_SECONDS) per render. A render that crashes,
  hangs or blows up fails alone (``workers.WorkerFailed`` says how) and the process is
  started again for the next; the solvers never notice.

A job under a key replaces the older one: a job not yet started is cancelled, a thread
job already running finishes unseen (a thread cannot be interrupted), and a process job
already running is ended with its worker process (a new one starts for the next job), so
a solve nobody wants never holds a worker. ``stop()`` ends every worker at once: it is
registered with ``core.shutdown`` (the App and the self-test run those hooks as they
finish) and runs before the interpreter joins threads at exit, so exit never waits on a
long solve.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from collections.abc import Callable, Hashable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

from mahjong.core import shutdown
from mahjong.core.workers import ProcessWorkers

THREADS = 2      # thread workers at most (a running job nobody wants no longer blocks the next)
PROCESSES = 2    # worker processes for process jobs
RENDER_MEMORY = 1536 << 20   # bytes of address space the render process may use
RENDER_SECONDS = 45.0        # one render at most (KDE's largest set draws in about a second)


@dataclass(frozen=True)
class Outcome:
    """What ``poll`` says about a job: ``done`` with its ``result``, or the ``error`` it raised."""

    done: bool
    result: Any = None
    error: BaseException | None = None
    about: Hashable = None     # the position the job was about (``submit``'s ``about``)
    stale: bool = False        # dropped: about a position other than the one now


class Jobs:
    """One owner's jobs (a scene's), by key. Keys are the owner's own: two ``Jobs`` never
    see each other's jobs, though they share the workers."""

    def __init__(self) -> None:
        self._futures: dict[Hashable, Future[Any]] = {}
        self._about: dict[Hashable, Hashable] = {}

    def submit(self, key: Hashable, fn: Callable[..., Any], *args: Any, about: Hashable = None,
               process: bool = False, render: bool = False) -> None:
        """Run ``fn(*args)`` in the background under ``key``, replacing the job there.
        ``about``: the position it is about (an engine's ``key()``); ``process``: in a
        solver's worker process; ``render``: in the render process (either way ``fn`` and
        its arguments must pickle)."""
        self.cancel(key)
        if render:
            self._futures[key] = _run_in_process(fn, args, render=True)
        else:
            self._futures[key] = _run_in_process(fn, args) if process else _run_in_thread(fn, args)
        self._about[key] = about

    def cancel(self, key: Hashable) -> None:
        """Forget the job under ``key``; one not started yet never runs."""
        future = self._futures.pop(key, None)
        self._about.pop(key, None)
        if future is not None:
            future.cancel()

    def about(self, key: Hashable) -> Hashable:
        """The position the job under ``key`` is about (None: no job, or not said)."""
        return self._about.get(key)

    def asking(self, key: Hashable, now: Hashable) -> bool:
        """Whether a job under ``key`` about the position ``now`` is waiting to be collected."""
        return key in self._futures and self._about.get(key) == now

    def close(self) -> None:
        """Cancel every job of this owner (a scene leaving, a new game)."""
        for key in list(self._futures):
            self.cancel(key)

    def pending(self, key: Hashable) -> bool:
        """Whether a job under ``key`` is waiting to be collected by ``poll``."""
        return key in self._futures

    @property
    def busy(self) -> bool:
        return bool(self._futures)

    def poll(self, key: Hashable, now: Hashable = ...) -> Outcome | None:
        """None: no job under ``key`` (or it was dropped by ``stop``). Otherwise its
        Outcome, without blocking; a finished job is handed over once, then forgotten.
        Given ``now`` (the position on the table), a job about another position is
        dropped, finished or not, and told as ``Outcome(True, stale=True)``."""
        future = self._futures.get(key)
        if future is None:
            return None
        about = self._about.get(key)
        if now is not ... and about != now:
            self.cancel(key)
            return Outcome(True, about=about, stale=True)
        if not future.done():
            return Outcome(False, about=about)
        del self._futures[key]
        self._about.pop(key, None)
        if future.cancelled():
            return None
        error = future.exception()
        return Outcome(True, None if error is not None else future.result(), error, about)

    def wait(self, key: Hashable, timeout: float | None = None) -> bool:
        """Block until the job under ``key`` is done (tests, screenshots: never a frame);
        whether it is. Collect it with ``poll``."""
        future = self._futures.get(key)
        if future is None:
            return False
        try:
            future.exception(timeout)
        except TimeoutError:
            return False
        except BaseException:  # noqa: BLE001 - cancelled: done too
            pass
        return True


# --- the shared workers ----------------------------------------------------------------------
class _Threads:
    """Daemon threads serving one queue: a job goes to an idle thread, else to a new one
    (up to THREADS), so a long job nobody wants any more does not hold up the next one;
    beyond that it waits for the first thread to finish. The counts change under _lock."""

    def __init__(self) -> None:
        self.queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self.threads: list[threading.Thread] = []
        self.idle = 0      # threads waiting for a job that no queued job is meant for yet
        self.backlog = 0   # queued jobs that no thread is meant for yet

    def submit(self, future: Future[Any], fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        """Queue a job (called under _lock)."""
        self.queue.put((future, fn, args))
        self.threads = [t for t in self.threads if t.is_alive()]
        if self.idle:
            self.idle -= 1  # a waiting thread will take it
        elif len(self.threads) < THREADS:
            thread = threading.Thread(target=self._serve, name="mahjong-job", daemon=True)
            self.threads.append(thread)
            thread.start()
        else:
            self.backlog += 1  # the first thread to finish takes it

    def _serve(self) -> None:
        while (job := self.queue.get()) is not None:
            future, fn, args = job
            if future.set_running_or_notify_cancel():
                try:
                    future.set_result(fn(*args))
                except BaseException as exc:  # handed to the owner by poll()
                    future.set_exception(exc)
            with _lock:
                if self.backlog:
                    self.backlog -= 1  # a job is waiting for a thread: this one takes it
                else:
                    self.idle += 1

    def stop(self) -> None:
        """Drop the queued jobs; each thread ends after its current job."""
        while True:
            try:
                job = self.queue.get_nowait()
            except queue.Empty:
                break
            if job is not None:
                job[0].cancel()
        for _ in self.threads:
            self.queue.put(None)


_lock = threading.Lock()
_threads: _Threads | None = None
_pool: ProcessWorkers | None = None      # the solvers' worker processes
_renderer: ProcessWorkers | None = None  # the render process


def _run_in_thread(fn: Callable[..., Any], args: tuple[Any, ...]) -> Future[Any]:
    global _threads
    future: Future[Any] = Future()
    with _lock:
        if _threads is None:
            _threads = _Threads()
            _registered()
        _threads.submit(future, fn, args)
    return future


def _run_in_process(fn: Callable[..., Any], args: tuple[Any, ...], render: bool = False) -> Future[Any]:
    """Submit to the solvers' workers (or the render process); when no worker can be
    started the job fails (its error says why) rather than the game."""
    global _pool, _renderer
    try:
        with _lock:
            if render:
                if _renderer is None:
                    _renderer = ProcessWorkers(1, memory=RENDER_MEMORY, seconds=RENDER_SECONDS)
                    _registered()
                workers = _renderer
            else:
                if _pool is None:
                    _pool = ProcessWorkers(PROCESSES)
                    _registered()
                workers = _pool
        return workers.submit(fn, *args)
    except (RuntimeError, OSError) as exc:
        future: Future[Any] = Future()
        future.set_exception(exc)
        return future


def _registered() -> None:
    """Make sure ``stop`` runs when the program ends (called with a worker starting)."""
    shutdown.on_exit(stop)


def _stop_processes() -> None:
    global _pool, _renderer
    with _lock:
        pools = [p for p in (_pool, _renderer) if p is not None]
        _pool = _renderer = None
    for pool in pools:
        pool.stop()


def stop() -> None:
    """End every worker now (the program is closing): queued jobs are dropped, running
    thread jobs are left to their daemon threads, worker processes are ended. Jobs
    submitted later start new workers."""
    global _threads
    with _lock:
        threads, _threads = _threads, None
    if threads is not None:
        threads.stop()
    _stop_processes()


def workers(render: bool = False) -> tuple[list[threading.Thread], list[multiprocessing.process.BaseProcess]]:
    """The live worker threads and the solvers' (or with ``render``, the render)
    processes (tests, diagnostics)."""
    with _lock:
        threads = [t for t in _threads.threads if t.is_alive()] if _threads is not None else []
        pool = _renderer if render else _pool
    return threads, pool.processes() if pool is not None else []


# Runs before the interpreter joins non-daemon threads at exit (concurrent.futures' own
# hook would otherwise wait for a worker process still solving); registered after it, so
# it runs first. core.shutdown's hooks normally got there earlier.
_atexit = getattr(threading, "_register_atexit", None)
if _atexit is not None:
    _atexit(stop)
else:  # pragma: no cover - every CPython we support has it
    import atexit

    atexit.register(stop)
