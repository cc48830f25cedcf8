"""The App's language: the one it speaks (the player's setting, --lang, or the
system's) and the relabelling of its scenes when the player chooses another in Options."""

from __future__ import annotations

from typing import Any


class Speaking:
    """Mixed into the App (which provides ``stack``, ``size``, ``notify``, ``set_title``
    and ``_guard``)."""

    def apply_language(self: Any, wanted: object) -> None:
        """Speak the language ``wanted`` (a code, or "system"); a language we do not
        ship is English, and the message line says so."""
        from mahjong import i18n
        from mahjong.core.errors import shown

        unknown = i18n.apply(wanted)
        if unknown is not None:
            self.notify(i18n._("There is no language {code} here: English is used.")
                        .format(code=shown(str(unknown), 40)))

    def relabel(self: Any) -> None:
        """Rebuild the scenes that can be (``Scene.relabeled``) after the language changed:
        their labels were translated when they were built; the window's title too."""
        self.set_title()
        for i, scene in enumerate(list(self.stack)):
            new = self._guard(scene, "relabel", scene.relabeled)
            if new is None or new is scene:
                scene.dirty = True
                continue
            top = i == len(self.stack) - 1
            if top:
                self._guard(scene, "exit", scene.exit)
            self.stack[i] = new
            self._guard(new, "resize", new.resize, self.size)
            if top:
                self._guard(new, "enter", new.enter)
        self._repaint = True

