"""The window opens first: what the real start imports before the window is there, the
pygame modules held back until used, the table's colour at once, and the player's
folders found without platformdirs (scripts/benchmarks/startup_vs_peers.py times it)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core import storage

ROOT = Path(__file__).resolve().parents[1]

# Stops the real start as the window opens and prints the modules imported by then.
AT_THE_WINDOW = """
import json, os, sys
from mahjong.lean_pygame import import_pygame
pygame = import_pygame()
opened = pygame.display.set_mode
def set_mode(*args, **kwargs):
    opened(*args, **kwargs)
    print(json.dumps(sorted(sys.modules)), flush=True)
    os._exit(0)
pygame.display.set_mode = set_mode
sys.argv = ["mahjong", *sys.argv[1:]]
from mahjong.__main__ import main
main()
"""

# Modules the window's opening must not wait for: sound, clipboard, the network, speech,
# the workers, Babel, platformdirs, temporary files, and every scene and game.
NOT_BEFORE_THE_WINDOW = ("pygame.mixer", "pygame.scrap", "pygame.pkgdata", "babel", "platformdirs",
                         "zeroconf", "websockets", "asyncio", "subprocess", "multiprocessing",
                         "tempfile", "shutil", "mahjong.core.speech", "mahjong.core.jobs",
                         "mahjong.net", "mahjong.scenes", "mahjong.ui")


def modules_at_the_window(tmp_path, *args) -> list[str]:
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    for name in ("MAHJONG_PARLOR_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        env.pop(name, None)   # the player's own folders, found as on a real start
    done = subprocess.run([sys.executable, "-c", AT_THE_WINDOW, *args], capture_output=True, text=True,
                          env=env, timeout=120, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def too_soon(modules: list[str], forbidden: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == f or m.startswith(f + ".") for f in forbidden)]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="platformdirs is asked elsewhere")
def test_the_window_opens_before_what_it_does_not_need_is_imported(tmp_path):
    modules = modules_at_the_window(tmp_path, "--windowed")
    assert too_soon(modules, NOT_BEFORE_THE_WINDOW + ("mahjong.games",)) == []
    assert "pygame" in modules and "mahjong.core.storage" in modules   # the window's own needs


def test_a_game_asked_for_is_checked_before_the_window_and_nothing_more(tmp_path):
    modules = modules_at_the_window(tmp_path, "--windowed", "--game", "solitaire")
    assert "mahjong.games" in modules   # --game is checked against the registry first
    assert too_soon(modules, NOT_BEFORE_THE_WINDOW + ("mahjong.games.solitaire.face",)) == []


def test_held_back_pygame_modules_come_in_full_where_they_are_used():
    script = (
        "from mahjong.lean_pygame import import_pygame\n"
        "pygame = import_pygame()\n"
        "assert not pygame.mixer and not pygame.scrap   # pygame's stand-in for a missing module\n"
        "import mahjong.ui.sound, mahjong.ui.textfield\n"
        "import pygame.mixer, pygame.scrap\n"
        "assert pygame.mixer.get_init() is None and callable(pygame.scrap.get_text)\n"
        "pygame.font.init()\n"
        "assert pygame.font.Font(None, 12).size('x')[0] > 0   # the default font reads pygame's data\n"
        "print('ok')\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                          timeout=60, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_window_shows_the_table_colour_before_the_first_scene(parlor_home):
    from mahjong.app import App
    from mahjong.ui.theme import table_colour

    store = storage.Storage(parlor_home)
    store.settings["table_colour"] = "burgundy"
    app = App(size=(1280, 800), storage=store, headless=False)
    assert app.frames == 0 and not app.stack
    assert tuple(app.screen.get_at((640, 400)))[:3] == table_colour("burgundy")


# --- the player's folders --------------------------------------------------------------
folder_values = st.one_of(st.just(None), st.just(""), st.sampled_from(["/xdg/here", "relative/dir", "~/x", "/a//b/"]),
                          st.text(st.sampled_from("/ab.-_~"), max_size=12))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG folders are Linux's")
@settings(max_examples=60, deadline=None)
@given(config=folder_values, data=folder_values, home=st.sampled_from(["/home/player", "/root", "/h/"]))
def test_the_folders_are_the_ones_platformdirs_names(config, data, home):
    import platformdirs

    saved = {k: os.environ.get(k) for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "HOME", "MAHJONG_PARLOR_HOME")}
    try:
        os.environ.pop("MAHJONG_PARLOR_HOME", None)
        os.environ["HOME"] = home
        for name, value in (("XDG_CONFIG_HOME", config), ("XDG_DATA_HOME", data)):
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        expected = (Path(platformdirs.user_config_dir("mahjong-parlor", appauthor=False)),
                    Path(platformdirs.user_data_dir("mahjong-parlor", appauthor=False)))
        assert storage.default_home() == expected
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
