"""The solver's worker pool: a broken pool never breaks the game."""

from concurrent.futures.process import BrokenProcessPool

from mahjong.games.foundation import background
from mahjong.games.foundation.rules import FoundationGame


class _BrokenPool:
    def submit(self, *args, **kwargs):
        raise BrokenProcessPool("a child process terminated abruptly")

    def shutdown(self, *args, **kwargs):
        pass


def test_a_broken_pool_gives_an_unknown_verdict_not_an_error(monkeypatch):
    monkeypatch.setattr(background, "_executor", lambda: _BrokenPool())
    job = background.SolveJob(FoundationGame("sea-breeze", 3).to_record(), 100, 1.0)
    assert job.done
    assert job.result() is None
