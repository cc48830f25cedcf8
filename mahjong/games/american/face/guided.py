"""The guided first game at the Card Free table (``lesson``; the step panel is
scenes.guided): while the guide runs the computer players follow the lesson's script,
the steps also see whether you pinned a target hand, and the rack lights the tiles the
step means (in the Hint's cyan frame). Mixed into ``AmericanScene``; a table with
friends (which saves nothing of its own) does not start it."""

from __future__ import annotations

from typing import Any

from mahjong.games.american.lesson import CardStep, Watched, bot_choice, is_lesson, lit_tiles
from mahjong.i18n import _


class CardGuide:
    """The scene's guided-game hooks (scenes.guided.GuidedChrome's ``guide_subject`` and
    ``watch_guide``)."""

    guide: Any
    advice: Any
    hint_tiles: list[str]
    dirty: bool
    _lit: list[str] | None = None     # the tiles the guide lit last (a Hint's own are kept)

    def ask_guided(self) -> None:
        """Not at a table with friends (it keeps no game of its own to replace)."""
        if self.record() is None:  # type: ignore[attr-defined]
            self.app.notify(_("Leave the table with friends to play the guided game."))  # type: ignore[attr-defined]
            return
        super().ask_guided()  # type: ignore[misc]

    def guide_subject(self) -> Watched:
        return Watched(self.session, self.advice.pinned is not None)  # type: ignore[attr-defined]

    def watch_guide(self) -> None:
        super().watch_guide()  # type: ignore[misc]
        table = self.session.table  # type: ignore[attr-defined]
        if self.guide is not None and (table.is_over or not is_lesson(table)):
            self.guide_skip()  # type: ignore[attr-defined]  # the lesson's hand ended another way
        running = self.guide is not None and is_lesson(table)
        self.advice.script = bot_choice if running else None
        step = self.guide.step if running else None
        lit = lit_tiles(table) if isinstance(step, CardStep) and step.lit and not table.is_over else []
        if self.hint_tiles in ([], self._lit) and lit != self.hint_tiles:
            self.hint_tiles = lit
            self.dirty = True
        self._lit = lit
