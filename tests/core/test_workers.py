"""core.workers and the render process of core.jobs: a job that crashes, hangs or takes
too much memory fails alone, in its own worker, and the next job runs; a cancelled running
job frees its worker at once; stopping never leaves a traceback."""

import ctypes
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from mahjong.core import jobs
from mahjong.core.workers import Cancelled, ProcessWorkers, WorkerFailed

TIMEOUT = 60


def _square(n: int) -> int:
    return n * n


def _segfault() -> None:
    ctypes.string_at(0)


def _abort() -> None:
    os.abort()


def _forever() -> None:
    threading.Event().wait()


def _exit(code: int) -> None:
    os._exit(code)


def _hog(megabytes: int) -> int:
    return len(bytearray(megabytes << 20))


def _pid() -> int:
    return os.getpid()


@pytest.fixture
def pool():
    workers = ProcessWorkers(1, memory=512 << 20, seconds=20)
    yield workers
    workers.stop()


@pytest.mark.parametrize("fn, args, words", [
    (_segfault, (), "crashed"),
    (_abort, (), "crashed"),
    (_exit, (3,), "exit code 3"),
    (_hog, (2048,), "memory"),
])
def test_a_failing_job_fails_alone_and_the_next_job_runs(pool, fn, args, words):
    first = pool.submit(_pid)
    before = first.result(TIMEOUT)
    bad = pool.submit(fn, *args)
    with pytest.raises(WorkerFailed, match=words):
        bad.result(TIMEOUT)
    good = pool.submit(_square, 9)
    assert good.result(TIMEOUT) == 81
    if fn is not _hog:   # a MemoryError leaves the worker alive; the others end it
        assert pool.submit(_pid).result(TIMEOUT) != before


def test_a_job_past_its_time_is_ended_with_its_worker():
    workers = ProcessWorkers(1, seconds=1.0)
    try:
        hung = workers.submit(_forever)
        with pytest.raises(WorkerFailed, match="longer than 1 s"):
            hung.result(TIMEOUT)
        assert workers.submit(_square, 4).result(TIMEOUT) == 16
    finally:
        workers.stop()


def test_cancelling_a_running_job_frees_its_worker(pool):
    running = pool.submit(_forever)
    assert pool.submit(_pid).cancel() is True            # queued: simply never runs
    processes = pool.processes()
    assert len(processes) == 1
    assert running.cancel() is False                      # running: its worker is ended instead
    with pytest.raises(Cancelled):
        running.result(TIMEOUT)
    processes[0].join(TIMEOUT)
    assert not processes[0].is_alive()
    assert pool.submit(_square, 5).result(TIMEOUT) == 25  # the one worker was not held


def test_stop_fails_running_and_queued_jobs_quietly():
    workers = ProcessWorkers(1)
    running = workers.submit(_forever)
    queued = workers.submit(_square, 2)
    workers.stop()
    with pytest.raises(WorkerFailed):
        running.result(TIMEOUT)
    assert queued.cancelled()
    with pytest.raises(RuntimeError):
        workers.submit(_square, 2)


def test_a_render_crash_never_reaches_a_solver_job():
    owner = jobs.Jobs()
    try:
        owner.submit("solve", _forever, process=True)
        solvers = jobs.workers()[1]
        owner.submit("render", _segfault, render=True)
        assert owner.wait("render", TIMEOUT)
        outcome = owner.poll("render")
        assert isinstance(outcome.error, WorkerFailed)
        assert all(p.is_alive() for p in solvers) and owner.pending("solve")
        assert not owner.poll("solve").done
        owner.submit("render", _square, 3, render=True)
        assert owner.wait("render", TIMEOUT) and owner.poll("render").result == 9
    finally:
        owner.close()
        jobs.stop()


def test_rapid_replacing_of_a_process_job_never_queues_behind_stale_solves():
    owner = jobs.Jobs()
    try:
        for _ in range(jobs.PROCESSES * 3):       # each replaced job was running a long solve
            owner.submit("line", _forever, process=True)
        owner.submit("line", _square, 7, process=True)
        assert owner.wait("line", TIMEOUT) and owner.poll("line").result == 49
        assert len(jobs.workers()[1]) <= jobs.PROCESSES
    finally:
        owner.close()
        jobs.stop()


def test_exit_with_jobs_cancelled_and_running_prints_no_traceback(tmp_path):
    script = tmp_path / "exit.py"
    script.write_text(
        "import threading\n"
        "from mahjong.core import jobs, shutdown\n"
        "def forever():\n"
        "    threading.Event().wait()\n"
        "if __name__ == '__main__':\n"
        "    owner = jobs.Jobs()\n"
        "    for n in range(6):\n"
        "        owner.submit('p', forever, process=True)\n"
        "        owner.submit(('q', n), int, '1', process=True)\n"
        "        owner.cancel(('q', n))\n"
        "    owner.submit('r', forever, render=True)\n"
        "    shutdown.run_hooks()\n"
        "    print('leaving')\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=TIMEOUT,
                          cwd=str(Path(__file__).resolve().parents[2]))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "leaving"
    assert "Traceback" not in done.stderr and "InvalidStateError" not in done.stderr
