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
    parser.addoption("--run-slow", action="store_true", default=os.environ.get("MAHJONG_RUN_SLOW") == "1",
                     help="also run the tests marked slow (also MAHJONG_RUN_SLOW=1); "
                          "`-m slow --run-slow` runs only them, as .ci/run does")


# Long tests in files other work owns, marked slow here until their files carry the marker.
SLOW_ELSEWHERE = {
    # 1500 monkey inputs on the fake game's chrome (tens of seconds); the short monkey on
    # every real game's chrome runs by default in tests/gui/test_monkey.py.
    "tests/gui/test_game_chrome.py::test_monkey_on_the_game_chrome",
}


def pytest_collection_modifyitems(config, items):
    """Tests marked slow are skipped unless --run-slow is given."""
    for item in items:
        if item.nodeid in SLOW_ELSEWHERE:
            item.add_marker(pytest.mark.slow)
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow (or MAHJONG_RUN_SLOW=1)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


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
