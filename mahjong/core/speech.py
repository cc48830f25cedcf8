"""Saying a line aloud through the platform's speech service, never holding up a frame.

``Speaker.say(text, language)`` only hands the line to a background thread and returns.
That thread stops the line being spoken (it ends the previous speaking process, and on
speech-dispatcher also sends ``spd-say -C``), then starts the new one: a new line always
interrupts the old, and lines that arrive faster than the thread starts them are skipped
but for the newest. The service is looked for once, in this order: speech-dispatcher's
``spd-say``, ``espeak-ng`` (Linux and others), ``say`` (macOS), the SAPI voice through
PowerShell (Windows). Where there is none, or it cannot be started, speech is silently
off and one line says why in the log. Pure Python: no pygame.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass

STOP_WAIT = 1.0   # seconds a stopped speaking process gets before it is killed

# espeak-ng names a few languages differently from our catalogues
_ESPEAK_VOICES = {"zh": "cmn", "zh_CN": "cmn", "zh_TW": "yue", "pt_BR": "pt-br"}

_SAPI_SCRIPT = (
    "Add-Type -AssemblyName System.Speech;"
    "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer;"
    "$v = $s.GetInstalledVoices() | Where-Object {{ $_.VoiceInfo.Culture.TwoLetterISOLanguageName -eq '{lang}' }}"
    " | Select-Object -First 1;"
    "if ($v) {{ $s.SelectVoice($v.VoiceInfo.Name) }};"
    "$s.Speak([Console]::In.ReadToEnd())"
)


@dataclass(frozen=True)
class Backend:
    """One speech service: how to speak a line, and how to cancel what it is saying."""

    name: str
    program: str                     # the full path found

    def command(self, text: str, language: str) -> tuple[list[str], str | None]:
        """(argv, text for its standard input or None) that speaks ``text``."""
        short = language.split("_")[0].lower() or "en"
        text = " " + text if text.startswith("-") else text   # never read as an option
        if self.name == "spd-say":
            return [self.program, "-w", "-l", short, text], None
        if self.name == "espeak-ng":
            return [self.program, "-v", _ESPEAK_VOICES.get(language, short), text], None
        if self.name == "say":
            return [self.program, text], None
        safe = "".join(ch for ch in short if ch.isalpha())[:3] or "en"
        return [self.program, "-NoProfile", "-NonInteractive", "-Command", _SAPI_SCRIPT.format(lang=safe)], text

    def cancel(self) -> list[str] | None:
        """A command that silences the service itself (its speech outlives our process)."""
        return [self.program, "-C"] if self.name == "spd-say" else None


def find_backend(which: Callable[[str], str | None] = shutil.which, platform: str = sys.platform) -> Backend | None:
    """The first speech service present, or None."""
    names = ["spd-say", "espeak-ng"]
    if platform == "darwin":
        names.insert(0, "say")
    elif platform.startswith("win"):
        names = ["powershell"]
    for name in names:
        path = which(name)
        if path:
            return Backend(name, path)
    return None


class Speaker:
    """Speaks one line at a time in the background; ``say`` never waits."""

    def __init__(self, log: Callable[[str], None] = lambda _text: None,
                 find: Callable[[], Backend | None] = find_backend) -> None:
        self._log = log
        self._find = find
        self._backend: Backend | None = None
        self._looked = False
        self.off = False                  # no service: every line is dropped
        self._pending: tuple[str, str] | None = None
        self._wake = threading.Condition()
        self._thread: threading.Thread | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._closed = False
        self.spoken = 0                   # lines started (the tests read it)

    @property
    def backend(self) -> Backend | None:
        if not self._looked:
            self._looked = True
            self._backend = self._find()
            if self._backend is None:
                self._turn_off("no speech service found (spd-say, espeak-ng, say or PowerShell)")
        return self._backend

    def _turn_off(self, why: str) -> None:
        if not self.off:
            self.off = True
            self._log(f"speech: off, {why}")

    def say(self, text: str, language: str = "en") -> None:
        """Speak ``text`` instead of whatever is being said; returns at once."""
        text = " ".join(str(text).split())
        if not text or self.off or self._closed or self.backend is None:
            return
        with self._wake:
            self._pending = (text, language)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="speech", daemon=True)
                self._thread.start()
            self._wake.notify()

    def stop(self) -> None:
        """Silence the current line (the switch was turned off); returns at once."""
        with self._wake:
            self._pending = ("", "")
            self._wake.notify()

    def close(self, wait: float = 2.0) -> None:
        """Silence and end the background thread."""
        with self._wake:
            self._closed = True
            self._wake.notify()
        if self._thread is not None:
            self._thread.join(wait)

    def idle(self, wait: float) -> bool:
        """Wait up to ``wait`` seconds for every handed line to be started (for tests)."""
        with self._wake:
            return self._wake.wait_for(lambda: self._pending is None, wait)

    # --- the background thread -----------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._wake:
                self._wake.wait_for(lambda: self._pending is not None or self._closed)
                if self._closed:
                    job = None
                else:
                    job = self._pending
            self._silence()
            if job is None:
                return
            text, language = job
            if text:
                self._start(text, language)
            with self._wake:
                if self._pending == job:
                    self._pending = None
                self._wake.notify_all()

    def _silence(self) -> None:
        proc, self._process = self._process, None
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        backend = self._backend
        cancel = backend.cancel() if backend else None
        if cancel and proc is not None:
            try:
                subprocess.run(cancel, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, timeout=STOP_WAIT, check=False)
            except (OSError, subprocess.TimeoutExpired):
                pass

    def _start(self, text: str, language: str) -> None:
        backend = self._backend
        if backend is None:
            return
        argv, stdin_text = backend.command(text, language)
        try:
            proc = subprocess.Popen(argv, stdin=subprocess.PIPE if stdin_text is not None else subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError as exc:
            self._turn_off(f"{backend.name} could not be started ({exc})")
            return
        if stdin_text is not None and proc.stdin is not None:
            try:
                proc.stdin.write(stdin_text.encode("utf-8"))
                proc.stdin.close()
            except OSError:
                pass
        self._process = proc
        self.spoken += 1
