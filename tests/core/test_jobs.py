"""core.jobs: keyed background jobs in threads or processes, polled without blocking."""

import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from mahjong.core import jobs, shutdown

TIMEOUT = 10


def _blocked(started: threading.Event, release: threading.Event, value):
    """Hold a worker thread until released (a generous cap, so a test that fails early
    does not leave it blocked for good; a loaded machine can take many seconds to spawn
    the worker processes a test starts meanwhile)."""
    started.set()
    release.wait(30 * TIMEOUT)
    return value


def _fail(message: str):
    raise ValueError(message)


def _square(n: int) -> int:  # module level: it runs in a worker process
    return n * n


def _forever() -> None:
    threading.Event().wait()


@pytest.fixture
def service():
    owner = jobs.Jobs()
    yield owner
    owner.close()
    jobs.stop()


def test_poll_gives_the_result_once_without_blocking(service):
    started, release = threading.Event(), threading.Event()
    service.submit("k", _blocked, started, release, 42)
    assert started.wait(TIMEOUT)
    assert service.poll("k") == jobs.Outcome(False) and service.busy
    release.set()
    assert service.wait("k", TIMEOUT)
    assert service.poll("k") == jobs.Outcome(True, 42)
    assert service.poll("k") is None and not service.busy


def test_a_job_under_the_same_key_replaces_the_older_one(service):
    started, release = threading.Event(), threading.Event()
    service.submit("busy", _blocked, started, release, "first")  # holds one thread
    assert started.wait(TIMEOUT)
    other = jobs.Jobs()
    other_started = threading.Event()
    other.submit("busy", _blocked, other_started, release, "second thread")  # holds the other
    assert other_started.wait(TIMEOUT)
    service.submit("k", str, "old")      # queued behind the two running jobs
    service.submit("k", str, "new")      # replaces it before it starts
    release.set()
    assert service.wait("k", TIMEOUT)
    assert service.poll("k") == jobs.Outcome(True, "new")
    assert other.wait("busy", TIMEOUT) and other.poll("busy").result == "second thread"


def test_a_running_job_replaced_is_never_handed_over(service):
    started, release = threading.Event(), threading.Event()
    service.submit("k", _blocked, started, release, "stale")
    assert started.wait(TIMEOUT)
    service.submit("k", str, "fresh")    # starts on a second thread: the first is busy
    assert service.wait("k", TIMEOUT)
    assert service.poll("k").result == "fresh"
    release.set()
    assert service.poll("k") is None


def test_cancel_forgets_the_job(service):
    started, release = threading.Event(), threading.Event()
    service.submit("k", _blocked, started, release, 1)
    service.cancel("k")
    assert service.poll("k") is None and not service.pending("k")
    release.set()
    service.cancel("never submitted")  # no error


def test_an_error_is_handed_over_by_poll(service):
    service.submit("k", _fail, "no luck")
    assert service.wait("k", TIMEOUT)
    outcome = service.poll("k")
    assert outcome.done and outcome.result is None
    assert isinstance(outcome.error, ValueError) and str(outcome.error) == "no luck"


def test_owners_keep_their_keys_apart(service):
    other = jobs.Jobs()
    service.submit("k", str, "mine")
    other.submit("k", str, "theirs")
    assert service.wait("k", TIMEOUT) and other.wait("k", TIMEOUT)
    assert (service.poll("k").result, other.poll("k").result) == ("mine", "theirs")


def test_a_process_job(service):
    service.submit("k", _square, 12, process=True)
    assert service.wait("k", 60)
    assert service.poll("k") == jobs.Outcome(True, 144)


def test_process_job_errors_are_handed_over(service):
    service.submit("k", _fail, "in a worker", process=True)
    assert service.wait("k", 60)
    assert str(service.poll("k").error) == "in a worker"


def test_the_shutdown_hooks_end_every_worker(service):
    release = threading.Event()
    started = [threading.Event() for _ in range(jobs.THREADS)]
    for n, event in enumerate(started):  # every thread busy (an idle one left by an
        service.submit(f"thread {n}", _blocked, event, release, None)  # earlier test too)
    assert all(event.wait(TIMEOUT) for event in started)
    service.submit("queued", str, "never")
    service.submit("process", _forever, process=True)
    threads, processes = jobs.workers()
    assert threads and processes
    shutdown.run_hooks()
    assert service.wait("queued", TIMEOUT) and service.poll("queued") is None  # dropped
    for process in processes:
        process.join(TIMEOUT)
        assert process.exitcode is not None
    release.set()  # the running thread job finishes, then its thread ends
    for thread in threads:
        thread.join(TIMEOUT)
        assert not thread.is_alive()
    assert jobs.workers() == ([], [])
    service.submit("again", str, "restarted")  # new workers after a stop
    assert service.wait("again", TIMEOUT) and service.poll("again").result == "restarted"


def test_interpreter_exit_does_not_wait_for_a_running_solve(tmp_path):
    script = tmp_path / "exit.py"
    script.write_text(
        "import threading\n"
        "from mahjong.core import jobs\n"
        "def forever():\n"
        "    threading.Event().wait()\n"
        "if __name__ == '__main__':\n"
        "    owner = jobs.Jobs()\n"
        "    owner.submit('t', forever)\n"
        "    owner.submit('p', forever, process=True)\n"
        "    owner.submit('q', int, '1', process=True)\n"
        "    assert owner.wait('q', 60)\n"
        "    print('leaving')\n")
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=30,
                          cwd=str(Path(__file__).resolve().parents[2]))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "leaving"
    assert time.monotonic() - started < 25



def test_stopping_with_cancelled_process_jobs_prints_no_traceback(service, monkeypatch):
    """Ending the workers while cancelled jobs wait is silent: with concurrent.futures'
    pool (before Python 3.12) its own thread raised InvalidStateError: CANCELLED."""
    caught = []
    monkeypatch.setattr(threading, "excepthook", lambda args: caught.append(args.exc_type))
    service.submit("warm", _square, 3, process=True)   # the workers are up
    assert service.wait("warm", 30 * TIMEOUT)
    for n in range(6):
        service.submit(n, _forever, process=True)
    for n in range(2, 6):
        service.cancel(n)                              # still waiting: cancelled
    _, processes = jobs.workers()
    before = set(threading.enumerate())
    jobs.stop()
    for process in processes:
        process.join(TIMEOUT)
    for thread in before:
        if thread is not threading.current_thread() and thread.daemon:
            thread.join(0.5)
    assert caught == []
