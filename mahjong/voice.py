"""The App's voice: ``speak`` says a line through core.speech when the player has
"Speak moves and hints" on (the setting ``speak``, off by default). Every message
(``App.notify``) and the board cursor's words come through here, the one place."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mahjong import i18n
from mahjong.core.speech import Speaker


class Voice:
    """Mixed into the App, which gives ``settings`` and ``log``."""

    settings: Any
    log: Callable[[str], None]
    _speaker: Speaker | None = None   # built when a line is first to be said

    def speak(self, text: str) -> None:
        """Say ``text`` in the language of the menus, interrupting the line before."""
        if self.settings.get("speak"):
            self._speaker = self._speaker or Speaker(log=self.log)
            self._speaker.say(text, i18n.language())

    def voice_setting(self, key: str, value: Any) -> None:
        """Turning the switch off silences the line being said."""
        if key == "speak" and not value and self._speaker is not None:
            self._speaker.stop()

    def close_voice(self) -> None:
        """Silence, and end the speaking thread (quitting)."""
        if self._speaker is not None:
            self._speaker.close(0.5)
