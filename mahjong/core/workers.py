"""A small pool of worker processes that a job cannot harm beyond its own worker. Pure
Python: no pygame.

``ProcessWorkers(count, memory=..., seconds=...)`` runs ``fn(*args)`` in one of ``count``
spawned processes, one job at a time each, and hands back a ``Future``. Unlike
``concurrent.futures.ProcessPoolExecutor``:

- a worker that dies (a segfault in a library, the memory limit reached, killed from
  outside) fails its own job with ``WorkerFailed`` saying how, and only that worker is
  started again, for the next job; the other workers and their jobs go on;
- ``seconds``: a job running longer is ended with its worker (``WorkerFailed``);
- ``memory``: each worker's address space is limited to that many bytes
  (``RLIMIT_AS``, POSIX only), so a job that tries to take more fails in its own worker;
- cancelling a job that is already running (``future.cancel()``) ends its worker at
  once, so a job nobody wants never keeps a worker busy;
- ``stop()`` ends every worker and fails what is left, without a traceback at exit.

One dispatcher thread (a daemon) hands out jobs and watches the workers' pipes and
process sentinels; it ends with ``stop``.
"""

from __future__ import annotations

import multiprocessing
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from multiprocessing.connection import Connection, wait
from typing import Any

from mahjong.i18n import _

_STARTED = "started"
STARTUP_SECONDS = 300.0   # a new worker's start and a job's imports (a loaded machine is slow)


class WorkerFailed(RuntimeError):
    """The worker running a job died, ran out of time or was stopped; the text says which."""


class Cancelled(RuntimeError):
    """A running job was cancelled: its worker was ended."""


class _JobFuture(Future[Any]):
    """A Future whose ``cancel`` also ends a running job (its worker is stopped)."""

    def __init__(self, pool: ProcessWorkers) -> None:
        super().__init__()
        self._pool = pool

    def cancel(self) -> bool:
        if super().cancel():
            return True
        if not self.done():
            self._pool._abandon(self)
        return False


def _limit_memory(memory: int | None) -> None:
    if not memory:
        return
    try:
        import resource
    except ImportError:  # pragma: no cover - not POSIX: no limit to set
        return
    try:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    except (ValueError, OSError):  # pragma: no cover - a hard limit already lower
        pass


def _serve(conn: Connection, memory: int | None) -> None:
    """A worker's life: set the limit, then run each job sent until told to stop."""
    _limit_memory(memory)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        fn, args = job     # unpickled: the job's modules are imported, its clock starts now
        conn.send(_STARTED)
        try:
            reply: tuple[bool, Any] = (True, fn(*args))
        except MemoryError:
            reply = (False, WorkerFailed(_("it needed more memory than a worker may use")))
        except BaseException as exc:  # noqa: BLE001 - handed to the owner
            reply = (False, exc)
        try:
            conn.send(reply)
        except Exception as exc:  # noqa: BLE001 - a result or error that does not pickle
            conn.send((False, RuntimeError(f"{type(exc).__name__}: {str(exc)[:200]}")))


class _Worker:
    def __init__(self, context: Any, memory: int | None) -> None:
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, memory), daemon=True,
                                       name="mahjong-worker")
        self.process.start()
        child.close()
        self.future: _JobFuture | None = None
        self.deadline = float("inf")

    def end(self) -> None:
        try:
            self.conn.close()
        except OSError:
            pass
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)


def _death(exitcode: int | None) -> str:
    if exitcode is not None and exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        return _("it crashed the worker drawing it ({signal})").format(signal=name)
    return _("the worker drawing it stopped (exit code {code})").format(code=exitcode)


class ProcessWorkers:
    """``count`` worker processes (see the module docstring)."""

    def __init__(self, count: int, memory: int | None = None, seconds: float | None = None) -> None:
        self.count = count
        self.memory = memory
        self.seconds = seconds
        self._context = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._queue: deque[tuple[_JobFuture, Callable[..., Any], tuple[Any, ...]]] = deque()
        self._workers: list[_Worker] = []
        self._abandoned: set[_JobFuture] = set()
        self._stopped = False
        self._wake_r, self._wake_w = self._context.Pipe(duplex=False)
        self._thread = threading.Thread(target=self._dispatch, name="mahjong-workers", daemon=True)
        self._thread.start()

    # --- the owner's side ------------------------------------------------------------
    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        future = _JobFuture(self)
        with self._lock:
            if self._stopped:
                raise RuntimeError("the workers were stopped")
            self._queue.append((future, fn, args))
            self._hand_out()   # a worker is there (started) when submit returns
        self._wake()
        return future

    def _abandon(self, future: _JobFuture) -> None:
        with self._lock:
            self._abandoned.add(future)
        self._wake()

    def _wake(self) -> None:
        try:
            self._wake_w.send_bytes(b".")
        except OSError:
            pass

    def processes(self) -> list[multiprocessing.process.BaseProcess]:
        with self._lock:
            return [w.process for w in self._workers if w.process.is_alive()]

    def stop(self) -> None:
        """End every worker now; queued and running jobs fail with WorkerFailed."""
        with self._lock:
            if self._stopped:
                return
            self._stopped = True
            queued, self._queue = list(self._queue), deque()
            workers, self._workers = self._workers, []
        for future, _fn, _args in queued:
            future.cancel()
        for worker in workers:
            if worker.future is not None:
                _settle(worker.future, error=WorkerFailed(_("the program is closing")))
            worker.end()
        self._wake()

    # --- the dispatcher --------------------------------------------------------------
    def _dispatch(self) -> None:
        while True:
            with self._lock:
                if self._stopped:
                    break
                self._reap_abandoned()
                self._hand_out()
                busy = [w for w in self._workers if w.future is not None]
            deadline = min((w.deadline for w in busy), default=float("inf"))
            timeout = None if deadline == float("inf") else max(0.0, deadline - time.monotonic())
            watched: list[Any] = [self._wake_r]
            for w in busy:
                watched += [w.conn, w.process.sentinel]
            try:
                ready = wait(watched, timeout)
            except OSError:
                ready = []
            if self._wake_r in ready:
                try:
                    while self._wake_r.poll():
                        self._wake_r.recv_bytes()
                except (OSError, EOFError):
                    pass
            with self._lock:
                if self._stopped:
                    break
                for w in busy:
                    self._check(w, ready)
        for worker in self._workers:
            worker.end()

    def _check(self, w: _Worker, ready: list[Any]) -> None:
        """Collect ``w``'s result, or fail its job if it died or ran out of time."""
        if w.future is None or w not in self._workers:
            return
        if w.conn in ready:
            try:
                message = w.conn.recv()
                if message == _STARTED:
                    w.deadline = time.monotonic() + self.seconds if self.seconds else float("inf")
                    return
                ok, value = message
            except (EOFError, OSError):
                pass   # it died while answering: its sentinel says so below
            except Exception as exc:  # noqa: BLE001 - a result that does not unpickle
                self._finish(w, error=RuntimeError(f"its answer could not be read ({exc})"))
                return
            else:
                self._finish(w, value if ok else None, None if ok else value)
                return
        if w.process.sentinel in ready or not w.process.is_alive():
            w.process.join(1)
            self._retire(w, WorkerFailed(_death(w.process.exitcode)))
        elif time.monotonic() >= w.deadline:
            self._retire(w, WorkerFailed(_("it took longer than {seconds} s to draw").format(
                seconds=f"{self.seconds:g}")))

    def _finish(self, w: _Worker, result: Any = None, error: BaseException | None = None) -> None:
        future, w.future, w.deadline = w.future, None, float("inf")
        if future is not None:
            self._abandoned.discard(future)
            _settle(future, result, error)

    def _retire(self, w: _Worker, error: BaseException) -> None:
        """End worker ``w`` (its job fails with ``error``) and start its replacement at
        once, so the next job (the Demo's next line, the next render) finds it ready.
        The worker is ended before its job is settled: whoever waits on the job finds
        the process already gone (and reaped, so no second join races this one)."""
        self._workers.remove(w)
        w.end()
        self._finish(w, error=error)
        if not self._stopped and len(self._workers) < self.count:
            try:
                self._workers.append(_Worker(self._context, self.memory))
            except (OSError, RuntimeError):
                pass   # the next job tries again, and says why if it cannot

    def _reap_abandoned(self) -> None:
        for w in list(self._workers):
            if w.future is not None and w.future in self._abandoned:
                self._retire(w, Cancelled("cancelled while running"))
        self._abandoned.clear()

    def _hand_out(self) -> None:
        while self._queue:
            idle = next((w for w in self._workers if w.future is None and w.process.is_alive()), None)
            if idle is None:
                self._workers = [w for w in self._workers if w.future is not None or w.process.is_alive()]
                if len(self._workers) >= self.count:
                    return
                try:
                    idle = _Worker(self._context, self.memory)
                except (OSError, RuntimeError) as exc:
                    future, _fn, _args = self._queue.popleft()
                    _settle(future, error=WorkerFailed(_("no worker process could start ({problem})").format(
                        problem=exc)))
                    continue
                self._workers.append(idle)
            future, fn, args = self._queue.popleft()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                idle.conn.send((fn, args))
            except Exception as exc:  # noqa: BLE001 - arguments that do not pickle, a dead pipe
                _settle(future, error=exc if not isinstance(exc, OSError) else WorkerFailed(str(exc)))
                if isinstance(exc, OSError):
                    self._workers.remove(idle)
                    idle.end()
                continue
            idle.future = future
            idle.deadline = time.monotonic() + STARTUP_SECONDS if self.seconds else float("inf")


def _settle(future: Future[Any], result: Any = None, error: BaseException | None = None) -> None:
    """Give ``future`` its outcome unless it already has one (never raises)."""
    try:
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)
    except InvalidStateError:
        pass

