"""Shared test set-up: headless SDL, and a private user folder for every test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The tests read English (the App speaks the system's language by default); tests of
# other languages choose theirs, and `english_after_each_test` below restores this.
os.environ["LANGUAGE"] = "en"

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


# Long tests in files other work owns, marked slow here (so that the README's test command
# stays under 90 s on two cores) until their files carry the marker or get shorter defaults.
# The default run keeps a sibling of each: what they check still runs there, only less of it.
SLOW_ELSEWHERE = {
    # 1500 monkey inputs on the fake game's chrome (tens of seconds); the short monkey on
    # every real game's chrome runs by default in tests/gui/test_monkey.py.
    "tests/gui/test_game_chrome.py::test_monkey_on_the_game_chrome",
    # Searches on hard deals (5-7 s each); the solvers' other tests run by default.
    "tests/games/foundation/test_solver_novelty.py::"
    "test_novelty_wins_a_sea_winds_deal_where_the_same_search_stalls",
    "tests/games/foundation/test_solver_tidy.py::"
    "test_tidy_search_wins_sea_winds_deal_3_where_the_full_search_stalls",
    # 150 generated files each (about 4 s); the settings fields and damaged bytes of every
    # file kind run by default.
    "tests/core/test_storage_damage.py::test_bad_high_score_rows_are_dropped_or_cleaned",
    "tests/core/test_storage_damage.py::test_bad_statistics_fields_fall_back_and_results_count",
    # Damaged profiles through the real App (about 3 s each); settings and save run by default.
    "tests/gui/test_damaged_profile.py::test_a_damaged_profile_starts_plays_and_records_a_result[statistics]",
    "tests/gui/test_damaged_profile.py::test_a_damaged_profile_starts_plays_and_records_a_result[highscores]",
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


@pytest.fixture(autouse=True)
def english_after_each_test():
    """The language is process-wide: a test that changes it leaves English behind."""
    yield
    from mahjong import i18n

    if i18n.language() != i18n.ENGLISH:
        i18n.set_language(i18n.ENGLISH)


@pytest.fixture(autouse=True, scope="session")
def stop_background_workers():
    """Solver worker processes started by scenes end with the test session."""
    yield
    from mahjong.core.shutdown import run_hooks

    run_hooks()
