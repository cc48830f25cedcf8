"""Saving an edited layout: the name the player types, the file it becomes, and the write.

A layout is saved as KMahjongg's ``.layout`` (v1.1, written by layout.format_kmahjongg)
with a ``.desktop`` file beside it carrying the typed name, as KMahjongg keeps its own
layouts; both go into the user layouts folder, where the chooser finds them at once.
Pure Python: every problem is a ``SaveRefused`` whose text the player reads.
"""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

from mahjong.core.files import write_atomic
from mahjong.games.solitaire.layout import Layout, LayoutError, Position, format_kmahjongg, validate
from mahjong.games.solitaire.layout_files import EXTENSIONS, builtin_layouts, user_layouts

MAX_NAME = 40
_PUNCTUATION = " -_"
# names Windows keeps for devices, whatever the extension
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


class SaveRefused(ValueError):
    """A name or a save that cannot be used; the text says why."""


def clean_name(text: str) -> str:
    """The typed name as it will be shown: NFC, outer spaces gone, inner runs of spaces one."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def name_problem(text: str) -> str | None:
    """Why ``text`` cannot name a layout, in words; None when it can."""
    name = clean_name(text)
    if not name:
        return "Type a name for the layout, for example My Fortress."
    if len(name) > MAX_NAME:
        return f"The name has {len(name)} characters; at most {MAX_NAME} are allowed."
    bad = sorted({ch for ch in name if not (ch.isalnum() or ch in _PUNCTUATION)})
    if bad:
        shown = " ".join(bad)
        return f"Use letters, digits, spaces, - and _ only: {shown} cannot be part of a name."
    if not any(ch.isalnum() for ch in name):
        return "The name needs at least one letter or digit."
    stem = file_stem(name)
    if stem in _RESERVED:
        return f"{name} is a name the system keeps for itself: choose another."
    builtin = next((lay for lay in builtin_layouts() if lay.name.casefold() == stem), None)
    if builtin is not None:
        return f"{builtin.title} is a built-in layout: choose another name."
    return None


def file_stem(name: str) -> str:
    """The file name (without extension) for a valid layout name: lower case, spaces as _."""
    return "_".join(clean_name(name).casefold().split(" "))


def target(folder: str | Path, name: str) -> Path:
    return Path(folder) / f"{file_stem(name)}.layout"


def clash(folder: str | Path, name: str) -> str | None:
    """Why saving as ``name`` would hide or be hidden by another file of the folder (a
    ``.map`` or ``.lay`` of the same stem, a GNOME map giving a layout of that name); None
    when only the ``.layout`` itself may be there (``exists`` says so: then ask first)."""
    stem = file_stem(name)
    folder = Path(folder)
    try:
        names = [p.name for p in folder.iterdir()]
    except OSError:
        return None   # no folder yet: save makes it
    for other in names:
        base, ext = os.path.splitext(other)
        if base.casefold() == stem and ext.lower() in EXTENSIONS and ext.lower() != ".layout":
            return f"{other} in your layouts folder already gives a layout of that name: choose another."
    good, _ = user_layouts(folder)
    for lay in good:
        if lay.name.casefold() == stem and Path(lay.source).suffix.lower() != ".layout":
            return (f"{Path(lay.source).name} in your layouts folder already gives a layout "
                    "of that name: choose another.")
    return None


def exists(folder: str | Path, name: str) -> bool:
    """Whether a layout file of this name is already in the folder (overwriting needs a yes)."""
    stem = file_stem(name)
    try:
        return any(p.stem.casefold() == stem and p.suffix.lower() == ".layout"
                   for p in Path(folder).iterdir())
    except OSError:
        return False


def desktop_text(layout: Layout) -> str:
    return (f"[KMahjonggLayout]\nName={layout.title}\nDescription={layout.description}\n"
            f"VersionFormat=1\nFileName={layout.name}.layout\n")


def save(folder: str | Path, name: str, positions: tuple[Position, ...], overwrite: bool = False) -> Layout:
    """Write the layout ``positions`` as ``name`` into ``folder``; the layout as saved.
    SaveRefused for a bad name, a clash, an existing file without ``overwrite``, a layout
    that cannot be played, or a folder that cannot be written."""
    problem = name_problem(name)
    if problem is None:
        problem = clash(folder, name)
    if problem is not None:
        raise SaveRefused(problem)
    if exists(folder, name) and not overwrite:
        raise SaveRefused(f"A layout called {clean_name(name)} is already saved.")
    path = target(folder, name)
    layout = Layout(path.stem, clean_name(name), positions,
                    "Made with Mahjong Parlor's layout editor.", str(path))
    try:
        validate(layout)
    except LayoutError as exc:
        raise SaveRefused(f"This layout cannot be played yet: {exc}.") from None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # the .desktop first: a reader that sees the new .layout sees its title too
        write_atomic(path.with_suffix(".desktop"), desktop_text(layout), 0o644)  # an ordinary file
        write_atomic(path, format_kmahjongg(layout), 0o644)
    except OSError as exc:
        raise SaveRefused(f"Cannot write to {path.parent}: {exc.strerror or exc}.") from None
    return layout


