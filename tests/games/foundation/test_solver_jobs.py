"""The foundation solver as a background job (core.jobs): a broken pool never breaks the game."""

import pytest

from mahjong.core import jobs
from mahjong.games.foundation import advice
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import solve_record


class _BrokenPool:
    def __init__(self, *args, **kwargs):
        pass

    def submit(self, *args, **kwargs):
        raise RuntimeError("no worker process could start")

    def stop(self):
        pass


@pytest.fixture
def broken_pool(monkeypatch):
    jobs.stop()
    monkeypatch.setattr(jobs, "ProcessWorkers", _BrokenPool)
    yield
    jobs.stop()


def test_a_broken_pool_gives_an_unknown_verdict_not_an_error(broken_pool):
    owner = jobs.Jobs()
    owner.submit("verdict", solve_record, FoundationGame("sea-breeze", 3).to_record(), 100, 1.0, process=True)
    outcome = owner.poll("verdict")
    assert outcome.done and isinstance(outcome.error, RuntimeError)
    assert advice._answer(outcome) is None


def test_a_verdict_from_a_worker_process():
    owner = jobs.Jobs()
    record = FoundationGame("sea-breeze", 3).to_record()
    owner.submit("verdict", solve_record, record, 2000, 5.0, process=True)
    assert owner.wait("verdict", 60)
    answer = advice._answer(owner.poll("verdict"))
    assert answer is not None and answer["winnable"] in (True, False, None)
