"""The command line's own behaviour: version, bad arguments, unknown games."""

import subprocess
import sys

from mahjong import __version__
from mahjong.cli import main


def run(*args):
    return subprocess.run([sys.executable, "-m", "mahjong", *args], capture_output=True, text=True,
                          timeout=120)


def test_version():
    out = run("--version")
    assert out.returncode == 0 and __version__ in out.stdout


def test_unknown_option_is_a_clear_error_with_status_2():
    out = run("--no-such-option")
    assert out.returncode == 2
    assert "unrecognized arguments: --no-such-option" in out.stderr
    assert "Traceback" not in out.stderr


def test_conflicting_modes_are_refused(capsys):
    assert main(["--version", "--self-test"]) == 2
    assert "only one of" in capsys.readouterr().err


def test_solve_unknown_game_exits_2(capsys):
    assert main(["solve", "no-such-game"]) == 2
    assert "unknown game 'no-such-game'" in capsys.readouterr().err


def test_solve_negative_deal_exits_2(capsys):
    assert main(["solve", "solitaire", "--deal", "-4"]) == 2
    assert "--deal" in capsys.readouterr().err


def test_solve_bad_deal_number_exits_2(capsys):
    assert main(["solve", "solitaire", "--deal", "twelve"]) == 2
    assert "'twelve' is not a deal number" in capsys.readouterr().err


def test_layout_without_file_exits_2(capsys):
    assert main(["layout", "check"]) == 2
    assert "file" in capsys.readouterr().err


def test_hand_options_reach_the_check(capsys):
    jokered = "1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B J 5B 5B"
    assert main(["hand", jokered, "--skill", "5"]) == 1
    assert "skill level 5" in capsys.readouterr().out
    assert main(["hand", jokered, "--skill", "5", "--self-drawn"]) == 0
    assert main(["hand", jokered, "--house-rule", "3", "--json"]) == 0
    assert '"value": 40' in capsys.readouterr().out  # base 20 under house rule 3
    assert main(["hand", jokered, "--skill", "9"]) == 2
