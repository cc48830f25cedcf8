"""Sound effects: 'select', 'match', 'refuse', 'win' from assets/sounds/<name>.wav.

Nothing happens at start-up: the mixer is opened on the first play(). With no audio
device, or a missing or broken file, play() stays silent; it never raises.
"""

from __future__ import annotations

import pygame

from mahjong.core.assets import asset_path

NAMES = ("select", "match", "refuse", "win")


class Sound:
    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._mixer_ok: bool | None = None  # None: not tried yet
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def _mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(44100, -16, 1, 512)
                self._mixer_ok = True
            except (pygame.error, OSError):
                self._mixer_ok = False
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
