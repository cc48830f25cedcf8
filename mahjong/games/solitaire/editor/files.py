"""Saving an edited layout: the name the player types, the file it becomes, and the write.

A layout is saved as KMahjongg's ``.layout`` (v1.1, written by layout.format_kmahjongg)
with a ``.desktop`` file beside it carrying the typed name, as KMahjongg keeps its own
layouts; both go into the user layouts folder, where the chooser finds them at once.
Pure Python: every problem is a ``SaveRefused`` whose text the player reads.

A name follows ``core.names`` (no control or zero-width characters); a name whose file
name would pass the file system's 255 bytes is given a shorter file name (the name
shown stays whole). Before a save is said to be done, the pair of files is written to a
private folder and read back with the game's own reader (``layout_files``): a layout
the chooser would refuse (one spread so wide that its file would pass the reader's
1 MB, say) is refused with the reason, and nothing is written. The pair then goes into
place together (``core.files.write_all_or_none``): never a ``.desktop`` without its
``.layout``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from mahjong.core import names
from mahjong.core.files import write_all_or_none
from mahjong.games.solitaire.builtin import shown_title
from mahjong.games.solitaire.layout import Layout, LayoutError, Position, format_kmahjongg, validate
from mahjong.games.solitaire.layout_files import (
    EXTENSIONS,
    MAX_FILE_BYTES,
    builtin_layouts,
    load_layout_file,
    user_layouts,
)
from mahjong.i18n import _

MAX_NAME = 40
_PUNCTUATION = " -_"
# names Windows keeps for devices, whatever the extension
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


class SaveRefused(ValueError):
    """A name or a save that cannot be used; the text says why."""


MAX_GRID = 1000   # cells each way the reader takes (its size lines run to 1000)


def clean_name(text: str) -> str:
    """The typed name as it will be shown (``core.names``): NFC, no control or zero-width
    characters, outer spaces gone, inner runs of spaces one."""
    return names.clean(text, 4 * names.NAME_BYTES)


def name_problem(text: str) -> str | None:
    """Why ``text`` cannot name a layout, in words; None when it can."""
    name = clean_name(text)
    if not name:
        return _("Type a name for the layout, for example My Fortress.")
    if len(name) > MAX_NAME:
        return _("The name has {count} characters; at most {most} are allowed.").format(count=len(name), most=MAX_NAME)
    bad = sorted({ch for ch in name if not (ch.isalnum() or ch in _PUNCTUATION)})
    if bad:
        shown = " ".join(bad)
        return _("Use letters, digits, spaces, - and _ only: {characters} cannot be part of a name.").format(
            characters=shown)
    if not any(ch.isalnum() for ch in name):
        return _("The name needs at least one letter or digit.")
    stem = file_stem(name)
    if stem in _RESERVED:
        return _("{name} is a name the system keeps for itself: choose another.").format(name=name)
    builtin = next((lay for lay in builtin_layouts() if lay.name.casefold() == stem), None)
    if builtin is not None:
        return _("{name} is a built-in layout: choose another name.").format(name=shown_title(builtin))
    return None


def file_stem(name: str) -> str:
    """The file name (without extension) for a valid layout name: lower case, spaces as
    _, shortened so that the longest file of the pair (``.desktop``) fits 255 bytes."""
    return names.fit_file_name("_".join(clean_name(name).casefold().split(" ")), ".desktop")


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
            return _("{file} in your layouts folder already gives a layout of that name: choose another.").format(
                file=other)
    good, _refused = user_layouts(folder)
    for lay in good:
        if lay.name.casefold() == stem and Path(lay.source).suffix.lower() != ".layout":
            return _("{file} in your layouts folder already gives a layout of that name: choose another.").format(
                file=Path(lay.source).name)
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
    """Write the layout ``positions`` as ``name`` into ``folder``; the layout as saved
    (read back by the game's own reader). SaveRefused for a bad name, a clash, an
    existing file without ``overwrite``, a layout that cannot be played or that the
    reader would refuse, or a folder that cannot be written; then nothing is written."""
    problem = name_problem(name)
    if problem is None:
        problem = clash(folder, name)
    if problem is not None:
        raise SaveRefused(problem)
    if exists(folder, name) and not overwrite:
        raise SaveRefused(_("A layout called {name} is already saved.").format(name=clean_name(name)))
    path = target(folder, name)
    layout = Layout(path.stem, clean_name(name), positions,
                    "Made with Mahjong Parlor's layout editor.", str(path))
    try:
        validate(layout)
    except LayoutError as exc:
        raise SaveRefused(_("This layout cannot be played yet: {reason}.").format(reason=exc)) from None
    pair = [(path.with_suffix(".desktop"), desktop_text(layout)), (path, layout_text(layout))]
    saved = read_back(pair, layout)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_all_or_none(pair, 0o644)  # ordinary files, both or neither
    except OSError as exc:
        raise SaveRefused(_write_failure(path.parent, exc)) from None
    return Layout(saved.name, saved.title, saved.positions, saved.description, str(path))


def layout_text(layout: Layout) -> str:
    """The ``.layout`` text, or SaveRefused when the file would be larger than the reader
    takes (checked from the grid's size before the text is made: a layout spread over a
    huge grid must not cost gigabytes to refuse)."""
    width, height, depth = max(layout.width, 2), max(layout.height, 2), max(len(layout.levels), 1)
    size = (width + 1) * height * depth
    if width > MAX_GRID or height > MAX_GRID or size > MAX_FILE_BYTES:
        raise SaveRefused(_("This layout spreads over {width} x {height} tiles on {depth} levels; as a layout file "
                            "it would be {size} MB, and layout files may be at most {most} MB and {grid} tiles each "
                            "way. Move its tiles closer together.").format(
            width=width // 2, height=height // 2, depth=depth, size=f"{size / (1 << 20):.1f}",
            most=MAX_FILE_BYTES >> 20, grid=MAX_GRID // 2))
    return format_kmahjongg(layout)


def read_back(pair: list[tuple[Path, str]], layout: Layout) -> Layout:
    """The pair as the game's own reader sees it, written to a private folder first;
    SaveRefused if the reader refuses it or reads other tiles than the editor's."""
    try:
        with tempfile.TemporaryDirectory(prefix="mahjong-layout-") as scratch:
            for path, text in pair:
                (Path(scratch) / path.name).write_text(text, encoding="utf-8", newline="\n")
            read = load_layout_file(Path(scratch) / pair[-1][0].name)
    except LayoutError as exc:
        why = _("Not saved: the game could not read the file back ({reason}).").format(reason=exc)
        raise SaveRefused(why) from None
    except OSError as exc:
        why = _("Not saved: it could not be checked ({error}).").format(error=exc.strerror or exc)
        raise SaveRefused(why) from None
    if read.positions != layout.positions:
        raise SaveRefused(_("Not saved: the file read back does not hold the layout's tiles."))
    return read


def _write_failure(folder: Path, exc: OSError) -> str:
    import errno

    if exc.errno == errno.ENAMETOOLONG:
        return _("The name makes a file name too long for this disk: choose a shorter name.")
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return _("The disk holding {folder} is full: nothing was saved.").format(folder=folder)
    return _("Cannot write to {folder}: {error}. Nothing was saved.").format(folder=folder, error=exc.strerror or exc)
