"""core.speech with a fake speech service: a script on PATH that writes its argv (and its
process id) to a file and then speaks for a long time (sleeps)."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong.core.speech import Backend, Speaker, find_backend

pytestmark = pytest.mark.skipif(sys.platform.startswith("win"), reason="the fake service is a shell script")

FAKE = """#!/bin/sh
echo "$$ $*" >> "{log}"
for a in "$@"; do [ "$a" = "-C" ] && exit 0; done
exec sleep 60
"""


@pytest.fixture
def fake(tmp_path, monkeypatch):
    """A fake spd-say first on PATH; returns the file its calls are written to."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "calls.txt"
    script = bin_dir / "spd-say"
    script.write_text(FAKE.format(log=log))
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    return log


def calls(log: Path) -> list[tuple[int, str]]:
    out = []
    for line in log.read_text().splitlines():
        pid, _, args = line.partition(" ")
        out.append((int(pid), args))
    return out


def alive(pid: int) -> bool:
    return Path(f"/proc/{pid}").exists() if Path("/proc").is_dir() else _signal_alive(pid)


def _signal_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def wait_for_calls(speaker: Speaker, log: Path, n: int) -> list[tuple[int, str]]:
    """The calls once ``n`` are written: the script writes as it starts, after Popen returns,
    so this polls for that outside event (up to 10 s), it does not time anything."""
    assert speaker.idle(10)
    deadline = time.monotonic() + 10
    while not (log.exists() and len(calls(log)) >= n) and time.monotonic() < deadline:
        threading.Event().wait(0.01)
    return calls(log)


def test_a_line_is_sent_and_say_returns_while_it_is_spoken(fake):
    speaker = Speaker()
    speaker.say("Pair removed: 5 of Bamboo", "de")
    made = wait_for_calls(speaker, fake, 1)
    try:
        assert len(made) == 1
        pid, args = made[0]
        assert args == "-w -l de Pair removed: 5 of Bamboo"
        assert alive(pid)             # say() came back while the line is still being spoken
        assert speaker.spoken == 1
    finally:
        speaker.close()
    assert not alive(pid)             # closing silences it


def test_a_new_line_interrupts_the_one_being_spoken(fake):
    speaker = Speaker()
    try:
        speaker.say("first")
        first_pid = wait_for_calls(speaker, fake, 1)[0][0]
        speaker.say("second")
        made = wait_for_calls(speaker, fake, 3)
        assert [args for _pid, args in made] == ["-w -l en first", "-C", "-w -l en second"]
        assert not alive(first_pid)
        assert alive(made[2][0])
    finally:
        speaker.close()


def test_stop_silences_without_speaking(fake):
    speaker = Speaker()
    try:
        speaker.say("a hint")
        pid = wait_for_calls(speaker, fake, 1)[0][0]
        speaker.stop()
        made = wait_for_calls(speaker, fake, 2)
        assert [args for _pid, args in made] == ["-w -l en a hint", "-C"]
        assert not alive(pid)
    finally:
        speaker.close()


def test_a_missing_service_is_silently_off_with_one_log_line():
    logged: list[str] = []
    speaker = Speaker(log=logged.append, find=lambda: find_backend(which=lambda _name: None))
    speaker.say("one")
    speaker.say("two")
    assert speaker.off and speaker.spoken == 0
    assert len(logged) == 1 and "no speech service" in logged[0]


def test_a_service_that_cannot_start_turns_speech_off(tmp_path):
    logged: list[str] = []
    speaker = Speaker(log=logged.append, find=lambda: Backend("espeak-ng", str(tmp_path / "gone")))
    speaker.say("one")
    assert speaker.idle(10)
    speaker.say("two")
    speaker.close()
    assert speaker.off and speaker.spoken == 0 and len(logged) == 1


def test_the_service_is_chosen_by_platform_and_presence():
    present = {"spd-say", "espeak-ng", "say", "powershell"}

    def which(*names):
        return lambda name: f"/x/{name}" if name in names else None

    assert find_backend(which(*present), "linux").name == "spd-say"
    assert find_backend(which("espeak-ng"), "linux").name == "espeak-ng"
    assert find_backend(which(*present), "darwin").name == "say"
    assert find_backend(which(*present), "win32").name == "powershell"
    assert find_backend(which("say"), "linux") is None


@given(text=st.text(min_size=1, max_size=80), language=st.sampled_from(["en", "de", "pt_BR", "zh_CN", "ja"]))
def test_every_command_carries_the_text_and_no_option_of_its(text, language):
    for name in ("spd-say", "espeak-ng", "say", "powershell"):
        argv, stdin_text = Backend(name, name).command(text, language)
        spoken = stdin_text if stdin_text is not None else argv[-1]
        assert spoken.strip() == text.strip() or spoken == " " + text
        assert not spoken.startswith("-")
        if name == "powershell":
            assert "'" not in argv[-1].split("-eq '")[1].split("'")[0]   # the language cannot break the script

