"""Shared test set-up: headless SDL, and a private user folder for every test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


def pytest_addoption(parser):
    parser.addoption("--monkey-events", type=int, default=int(os.environ.get("MAHJONG_MONKEY_EVENTS") or 0),
                     help="inputs per scene for tests/gui/test_monkey.py (also MAHJONG_MONKEY_EVENTS; "
                          "default: a short run)")
    parser.addoption("--monkey-seed", type=int, default=None,
                     help="the monkey's seed for every scene (to replay a failure it printed)")


@pytest.fixture(autouse=True)
def parlor_home(tmp_path, monkeypatch):
    """Every test gets its own MAHJONG_PARLOR_HOME, so nothing touches the real one."""
    home = tmp_path / "parlor-home"
    monkeypatch.setenv("MAHJONG_PARLOR_HOME", str(home))
    return home


@pytest.fixture(autouse=True, scope="session")
def stop_background_workers():
    """Solver worker processes started by scenes end with the test session."""
    yield
    from mahjong.core.shutdown import run_hooks

    run_hooks()
