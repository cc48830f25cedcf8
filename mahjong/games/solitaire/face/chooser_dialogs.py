"""The layout chooser's dialogs: a new layout by number (or an empty grid for the
editor), the folder or .zip to import, and the import's report."""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from mahjong.core.rng import MAX_DEAL
from mahjong.games.solitaire.layout_import import Report
from mahjong.i18n import N_, _, format_number, ngettext
from mahjong.ui.dialogs import MessageDialog, NameEntryDialog
from mahjong.ui.focus import FocusGroup
from mahjong.ui.widgets import Button

REPORT_LINES = 10     # files named in the report dialog (the refused first); the rest are counted
LINE_CHARS = 110      # each shortened to this (two lines at 960 x 640), so the dialog fits


def _buttons(dialog: NameEntryDialog, choices: list[tuple[str, Callable[[], None]]]) -> None:
    """Give an entry dialog its own row of buttons (the first is the default)."""
    dialog.choices = [(label, callback) for label, callback in choices]
    dialog.buttons = [Button(label, partial(dialog.close, cb), style="primary" if i == 0 else "secondary")
                      for i, (label, cb) in enumerate(choices)]
    dialog.focus = FocusGroup(dialog.buttons)
    dialog.cancel = choices[-1][1]
    dialog.resize(dialog.app.size)


# What number_problem says for each kind of number: (none typed, out of range).
_NUMBER_TEXTS = {"deal": (N_("Type the number of the deal, for example 2024."),
                          N_("Deal numbers run from 1 to {largest}.")),
                 "layout": (N_("Type the number of the layout, for example 2024."),
                            N_("Layout numbers run from 1 to {largest}."))}


def number_problem(text: str, kind: str) -> str | None:
    """Why ``text`` is not the number of a ``kind`` ("deal", "layout"), or None when it is one."""
    text = text.strip()
    empty, out_of_range = _NUMBER_TEXTS[kind]
    if not text:
        return _(empty)
    if not text.isascii() or not text.isdigit():
        return _("{text} is not a number: use the digits 0 to 9 only.").format(text=repr(text))
    if not 1 <= int(text) <= MAX_DEAL:
        return _(out_of_range).format(largest=format_number(MAX_DEAL))
    return None


class NumberEntryDialog(NameEntryDialog):
    """A name entry that takes digits only (a deal or a layout number)."""

    def handle_event(self, event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.value = (self.value + "".join(ch for ch in event.text if ch.isdigit()))[: self.max_len]
            self.dirty = True
            return
        super().handle_event(event)


class LayoutNumberDialog(NumberEntryDialog):
    """Type a number for a new layout (``on_number``), or ask for an empty grid
    (``on_blank``, the editor). Digits only; a bad number gets a message and the dialog again."""

    def __init__(self, app, on_number: Callable[[int], None], on_blank: Callable[[], None],
                 default: str = "") -> None:
        self.on_number, self.on_blank = on_number, on_blank
        super().__init__(app, _("Type any number: the same number makes the same layout for "
                                "everyone, so a layout can be shared as its number. Or draw "
                                "your own on an empty grid."),
                         default, lambda text: None, title=_("New layout"), max_len=len(str(MAX_DEAL)))
        _buttons(self, [(_("Make layout"), self._done), (_("Empty grid"), on_blank), (_("Cancel"), lambda: None)])

    def _done(self) -> None:
        problem = number_problem(self.value, "layout")
        if problem is not None:
            self.app.push(MessageDialog(self.app, _("Not a layout number"), problem, lambda: self.app.push(
                LayoutNumberDialog(self.app, self.on_number, self.on_blank, self.value))))
            return
        self.on_number(int(self.value))



class ImportDialog(NameEntryDialog):
    """Type or paste (Ctrl+V) the path of a folder, a .zip or a layout file to import."""

    def __init__(self, app, on_path: Callable[[Path], None], default: str = "") -> None:
        self.on_path = on_path
        super().__init__(app, _("Type or paste (Ctrl+V) the path of a folder or a .zip of layout "
                                "files (KMahjongg .layout, GNOME .map, Kyodai .lay). You can also "
                                "drop a folder or a file on the chooser."),
                         default or str(Path.home()) + os.sep, lambda text: None,
                         title=_("Import layouts"), max_len=1000)
        _buttons(self, [(_("Import"), self._done), (_("Cancel"), lambda: None)])

    def _done(self) -> None:
        text = self.value.strip().strip("'\"")
        if text:
            self.on_path(Path(os.path.expanduser(text)))

    def handle_event(self, event) -> None:
        mods = pygame.key.get_mods() if event.type == pygame.KEYDOWN else 0
        if event.type == pygame.KEYDOWN and event.key == pygame.K_v and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.value = (self.value + _clipboard())[: self.max_len]
            self.dirty = True
            return
        super().handle_event(event)


def _clipboard() -> str:
    """The clipboard's text on one line, or "" when there is none to be had."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return " ".join((text or "").split("\n")).strip()


def report_text(report: Report) -> str:
    """The report for the dialog: the summary, then the files, at most REPORT_LINES."""
    lines = report.lines()
    shown = [line if len(line) <= LINE_CHARS else line[:LINE_CHARS - 1] + "…" for line in lines[:REPORT_LINES]]
    if len(lines) > REPORT_LINES:
        more = len(lines) - REPORT_LINES
        shown.append(ngettext("… and {count} more.", "… and {count} more.", more).format(count=more))
    return "\n".join([report.summary(), *(["", *shown] if shown else [])])


def report_dialog(app, report: Report, on_close: Callable[[], None] | None = None) -> MessageDialog:
    return MessageDialog(app, _("Import finished") if report.problem is None else _("Nothing imported"),
                         report_text(report), on_close)
