"""Bad input to ``python -m mahjong`` and its tools (issue 16): one line on stderr and exit
status 2, never a traceback, a hang or the game loop. Exit 0 is yes/ok, 1 a valid "no".

Most tests call ``mahjong.cli.main`` in-process with the solvers, the game loop, the
self-test and the screenshots replaced by recorders (fixture ``stubs``), so generated
cases are fast and a bad value that got through shows up as a recorded call.
"""

from __future__ import annotations

import json
import os
import re
import resource
import signal
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mahjong.cli as cli
from mahjong.core.assets import asset_path
from mahjong.core.rng import MAX_DEAL
from mahjong.games.american.tiles import CODES

RANGE_TEXT = f"0 to {MAX_DEAL}"
GAMES = sorted(cli.SOLVERS)
BUILTIN_LAYOUTS = {p.stem for p in asset_path("layouts").glob("*.layout")}


def generated(max_examples: int) -> settings:
    """Hypothesis settings: ``max_examples`` cases, no per-case deadline (the first call
    imports a game), fixtures shared across cases (the tests reset what they use)."""
    return settings(max_examples=max_examples, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])


NON_WINNING = "1B 2B 3C 4C 5D 6D N E W S RD GD F J"
WINNING = "1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B"
FIFTEEN = "1B 2B 3B 4B 5B 6B 7B 8B 9B 1C 2C 3C 4C 5C 6C"


@pytest.fixture
def stubs(monkeypatch):
    """Recorders in place of every solver, the game loop, the self-test and the
    screenshots; returns the list of calls they received."""
    calls: list[tuple] = []
    real_load = cli.load
    solver_refs = set(cli.SOLVERS.values())

    def solver(game, deal, layout=None, kind=None):
        calls.append(("solve", game, deal))
        return {"game": game, "deal": deal, "winnable": True, "seconds": 0.0}

    def fake_load(ref):
        if ref in solver_refs:
            return solver
        if ref.startswith(("mahjong.app:", "mahjong.selftest:")):
            return lambda *args, **kwargs: calls.append((ref, args)) or 0
        return real_load(ref)

    monkeypatch.setattr(cli, "load", fake_load)
    return calls


@pytest.fixture
def deadline():
    """Fail (instead of hanging) a call that takes more than 10 seconds."""
    def too_long(signum, frame):
        raise TimeoutError("the command did not finish within 10 s")

    old = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def run_main(capsys, argv):
    """(status, stdout, stderr) of ``main(argv)``; checks what every run must do."""
    status = cli.main(argv)
    out, err = capsys.readouterr()
    assert status in (0, 1, 2), (argv, status)
    assert "Traceback" not in err
    if status == 2:
        assert err.strip() and err.count("\n") == 1, err  # one line
        assert out == ""
    return status, out, err


def with_json(data, argv, options=()):
    """``argv`` + ``options`` (each option a list of words) with ``--json`` put between two
    words at a drawn place after the tool name (never inside an option), or left out."""
    groups = [[word] for word in argv] + [list(option) for option in options]
    place = data.draw(st.one_of(st.none(), st.integers(1, len(groups))), label="--json at")
    if place is not None:
        groups.insert(place, ["--json"])
    return [word for group in groups for word in group]


def deal_is_valid(text: str) -> bool:
    return re.fullmatch("[0-9]+", text) is not None and len(text.lstrip("0")) <= 20 \
        and int(text) <= MAX_DEAL


# --- deal numbers ---------------------------------------------------------------------

DEAL_TEXTS = st.one_of(
    st.integers(-2**70, 2**70).map(str),
    st.integers(0, MAX_DEAL).map(str),
    st.sampled_from(["-1", "0", str(MAX_DEAL), str(MAX_DEAL + 1), str(2**64 + 1), "9" * 5000,
                     "1_000", " 12", "\u0661\u0662", "1e3", "", "0x10", "+5"]),
    st.text("0123456789", min_size=19, max_size=5000),
    st.text(max_size=30),
)


@generated(300)
@given(game=st.sampled_from(GAMES), deal=DEAL_TEXTS, data=st.data())
def test_deal_numbers_outside_the_seeded_range_exit_2(stubs, capsys, game, deal, data):
    """A deal in 0..MAX_DEAL reaches the solver unchanged; any other --deal exits 2 with
    the range, and no solver runs."""
    stubs.clear()
    status, out, err = run_main(capsys, with_json(data, ["solve", game, f"--deal={deal}"]))
    if deal_is_valid(deal):
        assert status == 0 and stubs == [("solve", game, int(deal))]
    else:
        assert status == 2 and stubs == []
        assert "--deal" in err and RANGE_TEXT in err
        assert len(err) < 300  # a 5000-digit number is not echoed in full


@pytest.mark.parametrize("ref, game", [
    ("mahjong.games.solitaire.cli:solve", "solitaire"),
    ("mahjong.games.foundation.cli:solve", "mahjongg-freecell"),
    ("mahjong.games.stones.cli:solve", "tiny-pebbles"),
])
@pytest.mark.parametrize("deal", [-1, MAX_DEAL + 1, 2**64, 2**64 + 1])
def test_every_game_solver_refuses_deals_outside_the_range(ref, game, deal):
    """Called directly (scripts do), each family's solve refuses before solving."""
    with pytest.raises(ValueError, match=RANGE_TEXT):
        cli.load(ref)(game, deal)


# --- tiles: hand and suggest ------------------------------------------------------------

TILE_WORDS = st.sampled_from(list(CODES) + ["", "ZZ", "1b", "\u0661B", "\x00", "\U0001F004", "10B",
                                            "-1B", "--json", "J" * 300])
TILE_TEXTS = st.one_of(
    st.sampled_from(["", " ", "   ", "\t\n", ",", " , ,", WINNING, NON_WINNING]),
    st.lists(TILE_WORDS, max_size=20).flatmap(
        lambda words: st.sampled_from([" ", ",", ", ", "  "]).map(lambda sep: sep.join(words))),
    st.text(max_size=40),
)


@generated(200)
@given(tool=st.sampled_from(["hand", "suggest"]), tiles=TILE_TEXTS,
       extra=st.lists(st.sampled_from([["--skill", "3"], ["--house-rule", "2"],
                                       ["--exposed", ""], ["--exposed", "F F F"]]), max_size=2),
       data=st.data())
def test_hand_and_suggest_never_crash_and_need_tiles(capsys, tool, tiles, extra, data):
    """Any tile text: exit 0, 1 or 2 and no traceback; no tiles at all is exit 2."""
    argv = with_json(data, [tool, tiles], extra)
    status, out, err = run_main(capsys, argv)
    if not tiles.replace(",", " ").split() and not tiles.startswith("-"):
        assert status == 2 and "no tiles" in err
    if status != 2:
        assert out.strip()
    if status == 1:
        assert tool == "hand"  # only a hand can be a valid "no"


@pytest.mark.parametrize("tool", ["hand", "suggest"])
@pytest.mark.parametrize("tiles", ["", "   ", ",,"])
def test_no_tiles_is_bad_input(capsys, tool, tiles):
    assert run_main(capsys, [tool, tiles])[0] == 2


# --- layout names and the GUI's --screenshots -------------------------------------------

LAYOUT_NAMES = st.one_of(
    st.text(max_size=60),
    st.integers(256, 6000).map(lambda n: "a" * n),
    st.integers(256, 5000).map(lambda n: "\u00e9" * n),
    st.text(max_size=20).map(lambda s: s + "\x00" + s),
    st.sampled_from(["", " ", "../layouts/turtle", "turtle.layout", "TURTLE", "a/b"]),
)


@generated(150)
@given(name=LAYOUT_NAMES, data=st.data())
def test_unknown_layout_names_exit_2(capsys, name, data):
    """Any name that is not a built-in layout: exit 2 naming the problem, in one short line."""
    if name in BUILTIN_LAYOUTS:
        return
    argv = with_json(data, ["solve", "solitaire", f"--layout={name}", "--deal=1"])
    status, _, err = run_main(capsys, argv)
    assert status == 2 and "layout" in err and len(err) < 600


SCREENSHOT_DIRS = st.one_of(
    st.sampled_from(["", "\x00", "shots\x00", "a" * 5000, "/tmp/" + "b" * 300]),
    st.integers(256, 6000).map(lambda n: "d" * n),
    st.text(max_size=40),
)


def path_problem(path: str) -> bool:
    encoded = os.fsencode(path)
    return not path or b"\0" in encoded or len(encoded) >= 4096 \
        or any(len(part) > 255 for part in encoded.split(b"/"))


@generated(150)
@given(directory=SCREENSHOT_DIRS)
def test_screenshots_directory_is_checked_before_anything_starts(stubs, capsys, directory):
    """An empty, NUL or too-long DIR exits 2 and starts nothing; any other goes to
    take_screenshots unchanged."""
    if directory.startswith("-"):
        directory = "./" + directory
    stubs.clear()
    status, _, err = run_main(capsys, [f"--screenshots={directory}"])
    if path_problem(directory):
        assert status == 2 and "--screenshots" in err and stubs == []
    else:
        assert stubs == [("mahjong.selftest:take_screenshots", (directory,))]


@pytest.mark.parametrize("argv, phrase", [
    (["--screenshots", ""], "--screenshots"),
    (["--screenshots="], "--screenshots"),
    (["--version", "--json"], "unrecognized"),
    (["--self-test", "--json"], "unrecognized"),
    (["--self-test", "--screenshots", "x"], "only one of"),
    (["--version", "extra"], "unrecognized"),
    (["--screenshots"], "expected one argument"),
])
def test_gui_flags_bad_usage_exits_2_without_starting(stubs, capsys, argv, phrase):
    status, _, err = run_main(capsys, argv)
    assert status == 2 and phrase in err and stubs == []


# --- layout check ------------------------------------------------------------------------

def gnome_map(**row) -> str:
    attributes = {"y": "0", "left": "0", "right": "2", **row}
    text = " ".join(f'{k}="{v}"' for k, v in attributes.items())
    return f'<mahjongg><map name="x"><layer z="0"><row {text}/></layer></map></mahjongg>'


def unreadable_file(tmp_path):
    path = tmp_path / "locked.layout"
    path.write_text("kmahjongg-layout-v1.1\n")
    path.chmod(0)
    return str(path)


def huge_file(tmp_path):
    path = tmp_path / "huge.layout"
    with open(path, "wb") as fh:
        fh.truncate(3 << 20)  # sparse: no disk used
    return str(path)


def write(name, text):
    def make(tmp_path):
        path = tmp_path / name
        path.write_text(text)
        return str(path)
    return make


def fifo(tmp_path):
    path = tmp_path / "pipe.map"
    os.mkfifo(path)
    return str(path)


def directory(tmp_path):
    (tmp_path / "folder.layout").mkdir()
    return str(tmp_path / "folder.layout")


def fifo_title(tmp_path):
    layout = tmp_path / "titled.layout"
    layout.write_text(asset_path("layouts", "turtle.layout").read_text())
    os.mkfifo(tmp_path / "titled.desktop")
    return str(layout)


KYODAI_BODY = ("0" * 3399) + "e"
LAYOUT_CASES = {
    # name: (make the path, exit status, phrase in the message)
    "fifo": (fifo, 2, "not a regular file"),
    "fifo .desktop beside": (fifo_title, 2, "not a regular file"),
    "dev-zero": (lambda tmp: "/dev/zero", 2, "not a regular file"),
    "directory": (directory, 2, "directory"),
    "missing": (lambda tmp: str(tmp / "missing.map"), 2, "no such file"),
    "empty path": (lambda tmp: "", 2, "empty"),
    "nul in path": (lambda tmp: str(tmp / "a\0b.map"), 2, "nul"),
    "long path": (lambda tmp: str(tmp / ("n" * 5000 + ".map")), 2, "too long"),
    "unreadable": (unreadable_file, 2, "permission"),
    "huge": (huge_file, 2, "1 mb"),
    "1e308 in .map": (write("a.map", gnome_map(y="1e308")), 1, "y='1e308'"),
    "-1e308 in .map": (write("a.map", gnome_map(left="-1e308")), 1, "left='-1e308'"),
    "inf in .map": (write("a.map", gnome_map(right="inf")), 1, "right='inf'"),
    "nan z in .map": (write("a.map", gnome_map(z="nan")), 1, "z='nan'"),
    "1e308 z in .map": (write("a.map", gnome_map(z="1e308")), 1, "z='1e308'"),
    "huge integer in .map": (write("a.map", gnome_map(y="9" * 400)), 1, "y='999"),
    "underscore in .map": (write("a.map", gnome_map(y="1_0")), 1, "y='1_0'"),
    "huge size in .layout": (write("a.layout", "kmahjongg-layout-v1.1\nw" + "9" * 5000 + "\n"),
                             1, "size"),
    "1e308 size in .layout": (write("a.layout", "kmahjongg-layout-v1.1\nw1e308\n...\n"), 1, "grid"),
    "1e308 in .lay": (write("a.lay", "Kyodai 3.0\n1e308\n" + KYODAI_BODY), 1, "unexpected"),
}


@pytest.mark.parametrize("as_json", [False, True])
@pytest.mark.parametrize("case", list(LAYOUT_CASES))
def test_layout_check_bad_files(tmp_path, capsys, deadline, case, as_json):
    """Files that cannot be read as input exit 2 at once; readable invalid layouts exit 1
    with the reason."""
    make, expected, phrase = LAYOUT_CASES[case]
    if case == "unreadable" and os.geteuid() == 0:
        pytest.skip("root reads any file")
    argv = ["layout", "check", make(tmp_path)] + (["--json"] if as_json else [])
    status, out, err = run_main(capsys, argv)
    assert status == expected, (out, err)
    if expected == 2:
        assert phrase in err.lower()
    else:
        reason = json.loads(out)["error"] if as_json else out
        assert phrase in reason and len(reason) < 600


def limited_memory():
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


@pytest.mark.parametrize("target", ["fifo", "dev-zero link"])
def test_layout_check_of_a_pipe_or_device_does_not_hang(tmp_path, target):
    """A real process, with a timeout and a memory cap: it refuses and ends."""
    if target == "fifo":
        path = fifo(tmp_path)
    else:
        path = str(tmp_path / "zero.map")
        os.symlink("/dev/zero", path)
    out = subprocess.run([sys.executable, "-m", "mahjong", "layout", "check", path],
                         capture_output=True, text=True, timeout=20, preexec_fn=limited_memory)
    assert out.returncode == 2 and "not a regular file" in out.stderr
    assert "Traceback" not in out.stderr


# --- exit codes as the README states them ------------------------------------------------

@pytest.mark.parametrize("argv, expected", [
    (["--version"], 0),
    (["hand", WINNING], 0),
    (["hand", NON_WINNING], 1),
    (["hand", NON_WINNING, "--json"], 1),
    (["hand", ""], 2),
    (["hand", FIFTEEN], 1),
    (["hand", "1B " * 5], 2),
    (["hand", WINNING, "--skill", "9"], 2),
    (["hand", WINNING, "--exposed", "1B 2B 3B"], 2),
    (["suggest", FIFTEEN], 2),
    (["no-such-tool"], 2),
    (["suggest", NON_WINNING, "--limit", "1"], 0),
    (["suggest", " "], 2),
    (["layout", "check", str(asset_path("layouts", "turtle.layout"))], 0),
    (["layout", "check", str(asset_path("layouts"))], 2),
    (["solve", "tiny-pebbles", "--deal", "3"], 0),
    (["solve", "tiny-pebbles", "--deal", str(2**64 + 1)], 2),
    (["solve", "no-such-game"], 2),
    (["layout"], 2),
])
def test_exit_codes(capsys, argv, expected):
    """0 yes/ok, 1 a valid "no", 2 bad usage or input: the README's table."""
    assert run_main(capsys, argv)[0] == expected


def test_invalid_layout_exits_1(tmp_path, capsys):
    path = tmp_path / "odd.layout"
    path.write_text("kmahjongg-layout-v1.1\nw4\nh2\nd1\n1...\n....\n")
    status, out, _ = run_main(capsys, ["layout", "check", str(path)])
    assert status == 1 and "invalid" in out


def test_game_opens_a_known_game_and_refuses_an_unknown_one(stubs, capsys):
    assert cli.main(["--game", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err and not stubs
    assert cli.main(["--game", "solitaire"]) == 0
    assert [call[0] for call in stubs] == ["mahjong.app:run"]


def test_the_window_is_drawn_without_sdls_opengl_texture_on_linux(monkeypatch):
    """The frame is software-drawn: on X11 it goes to the window through SDL's own
    shared-memory framebuffer (the OpenGL texture path cost ~75 MB), unless the player
    chose otherwise."""
    from mahjong.__main__ import prepare_environment

    monkeypatch.setattr(sys, "platform", "linux")
    env: dict[str, str] = {}
    prepare_environment(env)
    assert env["SDL_FRAMEBUFFER_ACCELERATION"] == "0"
    chosen = {"SDL_FRAMEBUFFER_ACCELERATION": "1"}
    prepare_environment(chosen)
    assert chosen["SDL_FRAMEBUFFER_ACCELERATION"] == "1"
