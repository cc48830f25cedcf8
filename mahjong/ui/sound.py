"""Sound effects: 'select', 'match', 'refuse', 'win' from assets/sounds/<name>.wav.

Nothing happens at start-up: the mixer is opened on the first play(). With no audio
device, or a missing or broken file, play() stays silent; it never raises. While the mixer
opens, the process's stderr is muted: the sound libraries under SDL (ALSA above all) print
their own complaints there on a machine without a sound card; a failure is one line in
the log instead.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Iterator

import pygame
import pygame.mixer  # by name: held back at start (mahjong.lean_pygame)

from mahjong.core.assets import asset_path

NAMES = ("select", "match", "refuse", "win")


@contextlib.contextmanager
def muted_stderr() -> Iterator[None]:
    """File descriptor 2 goes to the null device for the duration (C libraries write
    there directly, past Python's sys.stderr)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield   # no stderr to mute
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, 2)
        finally:
            os.close(null)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Sound:
    def __init__(self, enabled: bool = True, log: Callable[[str], None] | None = None) -> None:
        self.enabled = enabled
        self._log = log
        self._mixer_ok: bool | None = None  # None: not tried yet
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def _mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                if not pygame.mixer.get_init():
                    with muted_stderr():
                        pygame.mixer.init(44100, -16, 1, 512)
                self._mixer_ok = True
            except (pygame.error, OSError) as exc:
                self._mixer_ok = False
                if self._log is not None:
                    self._log(f"sound: no audio device ({exc}); playing on without sound")
        return self._mixer_ok

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, OSError):
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str) -> None:
        """Play effect `name` if sound is on and possible; otherwise do nothing."""
        if not self.enabled or not self._mixer():
            return
        sound = self._load(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass
