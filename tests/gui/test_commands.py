"""--self-test and --screenshots through the real command line, and the no-pygame rule."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, **kw):
    return subprocess.run([sys.executable, "-m", "mahjong", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=240, **kw)


@pytest.mark.slow  # every scene with random input; the packaged build's self-test in .ci/run runs it too
def test_self_test_exits_0():
    result = run("--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "all is well" in result.stdout


def test_self_test_scripted_checks_pass(app):
    """The self-test's menu walk, in-process (every scene under random input is
    tests/gui/test_monkey.py's job in the default run; the whole --self-test is slow)."""
    from mahjong.selftest import _scripted_checks

    assert _scripted_checks(app) == []


def test_self_test_covers_every_scene_once():
    """Its scene list is the monkey's and the screenshots', one game per family prepared."""
    from mahjong import games
    from mahjong.selftest import _self_test_factories, scene_factories

    names = [name for name, _ in _self_test_factories()]
    assert names == [name for name, _ in scene_factories(prepare=False)]
    assert len(set(names)) == len(names) and {f"game-{g.id}" for g in games.GAMES} <= set(names)


@pytest.mark.slow  # every scene prepared as for the README's pictures: it waits for each solver's verdict
def test_screenshots_are_1280x800_pngs(tmp_path):
    out = tmp_path / "shots"
    result = run("--screenshots", str(out))
    assert result.returncode == 0, result.stderr
    pngs = sorted(out.glob("*.png"))
    assert pngs and pngs[0].name == "01-menu.png"
    for p in pngs:
        assert pygame.image.load(str(p)).get_size() == (1280, 800)


def test_screenshots_into_an_impossible_folder_exit_2(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    result = run("--screenshots", str(blocker / "shots"))
    assert result.returncode == 2 and "cannot create" in result.stderr


def test_bad_arguments_exit_2():
    assert run("--no-such-flag").returncode == 2
    assert run("--self-test", "--version").returncode == 2


BLOCK_PYGAME = """
import importlib, pkgutil, sys
from pathlib import Path
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "pygame" or name.startswith("pygame."):
            raise ImportError("rules must not import pygame: " + name)
sys.meta_path.insert(0, Block())
import mahjong.core
names = [m.name for m in pkgutil.walk_packages(mahjong.core.__path__, "mahjong.core.")]
pure = {"rules", "solver", "hands", "table", "ai", "config", "deals", "targets", "suggest"}
for path in Path("mahjong/games").rglob("*.py"):
    if path.stem in pure:
        names.append(".".join(path.with_suffix("").parts))
for name in names:
    importlib.import_module(name)
print(len(names))
"""


def test_no_rules_module_imports_pygame():
    result = subprocess.run([sys.executable, "-c", BLOCK_PYGAME], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.split()[-1]) > 0


def test_the_window_class_is_the_programs_name():
    """Taskbars group and name the window by its X11 class, which must match the .desktop
    file's StartupWMClass; pygame would set it to the script's name (``__main__.py``)."""
    import os

    code = ("import os, sys; sys.argv = ['mahjong', '--version']; from mahjong.__main__ import main; "
            "main(); import pygame; print(os.environ['SDL_VIDEO_X11_WMCLASS'])")
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEO_X11_WMCLASS"} | {"DISPLAY": ":0"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert out.stdout.split()[-1] == "mahjong-parlor"
    from scripts.build_executable import DESKTOP

    assert "StartupWMClass=mahjong-parlor" in DESKTOP


def test_the_win_screenshot_is_over_a_cleared_board(app):
    """--screenshots' "You won!" picture shows the game it claims: the board cleared."""
    from mahjong.selftest import scene_factories
    from mahjong.ui.dialogs import WinDialog

    dict(scene_factories())["win"](app)
    assert isinstance(app.top, WinDialog)
    game = app.stack[-2]
    assert game.cleared_table and game.match.round == 2
