"""Importing many layout files at once, from a folder or a .zip, into the player's layouts
folder, with a report of what was taken and what was refused and why. Pure Python.

Every file is read as the chooser reads the layouts folder (``layout_files.load_layouts``)
before anything is written, and only files whose every layout can be played are taken.
Bounds, so that no archive or folder can hurt the game or the disk:

- at most MAX_FILES layout files looked at, MAX_ENTRIES entries of a zip or a folder;
- each file at most ``layout_files.MAX_FILE_BYTES`` (1 MB), read with that limit whatever
  a zip entry claims its size is, and MAX_TOTAL_BYTES in all;
- a zip entry that unpacks to more than MAX_RATIO times its packed size is refused
  unread (a zip bomb), and so is an encrypted one;
- only an entry's base name is used: a name with ``..``, a drive or an absolute path can
  never write outside the layouts folder, and the name is cleaned (``clean_stem``);
- a name the folder already has, or a built-in layout's, is refused, never overwritten;
- folders are walked without following links, at most MAX_DEPTH deep.

A KMahjongg ``.layout`` brings the ``.desktop`` file of the same stem beside it (its title).
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import unicodedata
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath

from mahjong.core.files import TooLarge, read_limited, write_atomic
from mahjong.games.solitaire.layout import LayoutError
from mahjong.games.solitaire.layout_files import EXTENSIONS, MAX_FILE_BYTES, builtin_layouts, load_layouts
from mahjong.i18n import _, format_number, ngettext

MAX_FILES = 300            # layout files taken from one import
MAX_ENTRIES = 5000         # entries of a zip, or files and folders of a folder, looked at
MAX_TOTAL_BYTES = 32 << 20  # bytes read in all
MAX_ZIP_BYTES = 64 << 20   # a .zip file itself
MAX_RATIO = 100            # unpacked / packed size of a zip entry
MAX_DEPTH = 4              # folders inside the folder
MAX_STEM = 60


@dataclass
class Report:
    """What an import did: the layout files taken (file name, titles of its layouts) and
    each one refused (name, reason), in the order met."""

    taken: list[tuple[str, list[str]]] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)
    problem: str | None = None      # the source as a whole could not be read

    def summary(self) -> str:
        """One paragraph for the player."""
        if self.problem is not None:
            return _("Nothing was imported: {problem}").format(problem=self.problem)
        layouts = sum(len(titles) for _name, titles in self.taken)
        files = len(self.taken)
        if files:
            # Translators: {layouts} is "N layout(s)" and {files} is "N file(s)", each counted apart
            head = _("Imported {layouts} from {files}.").format(
                layouts=ngettext("{count} layout", "{count} layouts", layouts).format(count=layouts),
                files=ngettext("{count} file", "{count} files", files).format(count=files))
        else:
            head = _("No layout was imported.")
        if self.refused:
            n = len(self.refused)
            head += " " + ngettext("{count} file was refused.", "{count} files were refused.", n).format(count=n)
        return head

    def lines(self) -> list[str]:
        """Every file, one line each: the refused first (their reasons matter most), then the taken."""
        out = [_("Refused: {name}: {reason}").format(name=name, reason=why) for name, why in self.refused]
        out += [_("Taken: {name} ({titles})").format(name=name, titles=", ".join(titles))
                for name, titles in self.taken]
        return out


_UNSAFE = re.compile(r"[^\w\-&+.]+")


def clean_stem(stem: str) -> str:
    """A file name's stem made safe for every system: NFC, letters, digits, ``_ - & + .``
    kept (KMahjongg ships ``up&down``), anything else ``_``, no leading dot, at most
    MAX_STEM characters; "" when nothing is left."""
    text = _UNSAFE.sub("_", unicodedata.normalize("NFC", stem)).strip("._ ")
    return text[:MAX_STEM].rstrip("._ ")


def base_name(entry_name: str) -> str:
    """The last part of a zip entry's or a file's name, whether written with / or \\."""
    return PureWindowsPath(PurePosixPath(entry_name).name).name


def split_name(base: str) -> tuple[str, str]:
    """(stem, extension lower-cased) of a base name; ``....layout`` is ("...", ".layout")."""
    stem, dot, ext = base.rpartition(".")
    return (stem, "." + ext.lower()) if dot else (base, "")


class _Source:
    """Candidate files as (shown name, reader of its bytes)."""

    def __init__(self) -> None:
        self.files: list[tuple[str, bytes | None, str | None]] = []   # (name, data, refusal)
        self.desktops: dict[str, bytes] = {}                           # stem (casefold) -> data
        self.total = 0

    def add(self, name: str, read) -> None:
        stem, ext = split_name(base_name(name))
        if ext == ".desktop":
            if len(self.desktops) < MAX_FILES:
                try:
                    self.desktops[stem.casefold()] = self._take(read)
                except (LayoutError, OSError):
                    pass
            return
        if ext not in EXTENSIONS:
            return                                  # not a layout file: passed over
        if len(self.files) >= MAX_FILES:
            why = _("more than {most} layout files: the rest were not read").format(most=MAX_FILES)
            self.files.append((name, None, why))
            return
        try:
            self.files.append((name, self._take(read), None))
        except (LayoutError, OSError) as exc:
            self.files.append((name, None, str(exc)))

    def _take(self, read) -> bytes:
        if self.total >= MAX_TOTAL_BYTES:
            raise LayoutError(_("the import is over {megabytes} MB: the rest was not read").format(
                megabytes=MAX_TOTAL_BYTES >> 20))
        data = read()
        self.total += len(data)
        return data


def _from_zip(path: Path, source: _Source) -> None:
    if os.stat(path).st_size > MAX_ZIP_BYTES:
        raise LayoutError(_("the .zip is larger than {megabytes} MB").format(megabytes=MAX_ZIP_BYTES >> 20))
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        raise LayoutError(_("it is not a readable .zip ({error})").format(error=exc)) from None
    with archive:
        infos = archive.infolist()
        if len(infos) > MAX_ENTRIES:
            raise LayoutError(_("the .zip has {count} entries; at most {most} are read").format(
                count=format_number(len(infos)), most=format_number(MAX_ENTRIES)))
        for info in infos:
            if info.is_dir():
                continue
            source.add(info.filename, lambda info=info: _read_entry(archive, info))


def _read_entry(archive: zipfile.ZipFile, info: zipfile.ZipInfo) -> bytes:
    if info.flag_bits & 0x1:
        raise LayoutError(_("the entry is encrypted"))
    if info.file_size > MAX_FILE_BYTES:
        raise LayoutError(_("the file is larger than 1 MB; layout files may be at most 1 MB"))
    if info.file_size > MAX_RATIO * max(info.compress_size, 1) and info.file_size > 4096:
        raise LayoutError(_("the entry unpacks to over a hundred times its packed size (a zip bomb?)"))
    try:
        with archive.open(info) as handle:
            data = handle.read(MAX_FILE_BYTES + 1)   # never more, whatever the header says
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError) as exc:
        raise LayoutError(_("the entry cannot be unpacked ({error})").format(error=exc)) from None
    if len(data) > MAX_FILE_BYTES:
        raise LayoutError(_("the file is larger than 1 MB; layout files may be at most 1 MB"))
    return data


def _from_folder(folder: Path, source: _Source) -> None:
    seen = 0
    todo = [(folder, 0)]
    while todo:
        current, depth = todo.pop(0)
        try:
            entries = sorted(os.scandir(current), key=lambda e: e.name.casefold())
        except OSError:
            continue
        for entry in entries:
            seen += 1
            if seen > MAX_ENTRIES:
                return
            if entry.is_symlink():
                continue
            if entry.is_dir(follow_symlinks=False):
                if depth < MAX_DEPTH:
                    todo.append((Path(entry.path), depth + 1))
                continue
            shown = str(Path(entry.path).relative_to(folder))
            source.add(shown, lambda p=Path(entry.path): _read_file(p))


def _read_file(path: Path) -> bytes:
    try:
        return read_limited(path, MAX_FILE_BYTES)
    except TooLarge:
        raise LayoutError(_("the file is larger than 1 MB; layout files may be at most 1 MB")) from None


def _taken_names(folder: Path) -> set[str]:
    """Stems (casefold) the layouts folder or the built-ins already use."""
    names = {lay.name.casefold() for lay in builtin_layouts()}
    try:
        names |= {split_name(p.name)[0].casefold() for p in folder.iterdir()}
    except OSError:
        pass
    return names


def import_layouts(source_path: str | Path, layouts_dir: str | Path) -> Report:
    """Import every layout file of a folder or a ``.zip`` into ``layouts_dir``."""
    report = Report()
    src, dest = Path(source_path), Path(layouts_dir)
    source = _Source()
    try:
        mode = os.stat(src).st_mode
        if stat.S_ISDIR(mode):
            if src.resolve() == dest.resolve():
                raise LayoutError(_("that is your layouts folder itself"))
            _from_folder(src, source)
        elif src.suffix.lower() == ".zip" and stat.S_ISREG(mode):
            _from_zip(src, source)
        elif stat.S_ISREG(mode) and src.suffix.lower() in EXTENSIONS:
            source.add(src.name, lambda: _read_file(src))
            desktop = src.with_suffix(".desktop")
            if src.suffix.lower() == ".layout" and desktop.is_file():
                source.add(desktop.name, lambda: _read_file(desktop))
        else:
            raise LayoutError(_("choose a folder, a .zip, or a .layout, .map or .lay file"))
    except OSError as exc:
        report.problem = _("{path} cannot be read ({error}).").format(path=src, error=exc.strerror or exc)
        return report
    except LayoutError as exc:
        # Translators: {reason} is a sentence saying why the import could not start
        report.problem = _("{reason}.").format(reason=exc)
        return report
    if not source.files:
        report.problem = _("no .layout, .map or .lay file was found there.")
        return report
    taken = _taken_names(dest)
    for name, data, refusal in source.files:
        if refusal is None:
            refusal = _take_one(name, data or b"", source, dest, taken, report)
        if refusal is not None:
            report.refused.append((name, refusal))
    return report


def _take_one(name: str, data: bytes, source: _Source, dest: Path, taken: set[str],
              report: Report) -> str | None:
    """Check one file and write it (with its .desktop); the refusal, or None when taken."""
    stem, ext = split_name(base_name(name))
    clean = clean_stem(stem)
    if not clean:
        return _("its name has no letter or digit to keep")
    if clean.casefold() in taken:
        return _("a layout named {name} is already there (built in or in your folder)").format(name=clean)
    desktop = source.desktops.get(stem.casefold()) if ext == ".layout" else None
    with tempfile.TemporaryDirectory() as scratch:
        trial = Path(scratch) / f"{clean}{ext}"
        trial.write_bytes(data)
        if desktop is not None:
            trial.with_suffix(".desktop").write_bytes(desktop)
        try:
            entries = load_layouts(trial)
        except LayoutError as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 - a file from anywhere must never stop the game
            return _("unexpected error: {error}").format(error=repr(exc))
    bad = [entry for entry in entries if entry.layout is None]
    if bad:
        # Translators: a layout's title, then why it cannot be played
        return _("{title}: {reason}").format(title=bad[0].title, reason=bad[0].error)
    try:
        dest.mkdir(parents=True, exist_ok=True)
        if desktop is not None:
            write_atomic(dest / f"{clean}.desktop", desktop.decode("utf-8", errors="replace"), 0o644)
        target = dest / f"{clean}{ext}"
        _write_bytes(target, data)
    except OSError as exc:
        return _("cannot write to {path} ({error})").format(path=dest, error=exc.strerror or exc)
    taken.add(clean.casefold())
    report.taken.append((name, [entry.title for entry in entries]))
    return None


def _write_bytes(path: Path, data: bytes) -> None:
    """The file's bytes as they came (a Kyodai file may be cp1252), written whole or not at all."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.chmod(tmp, 0o644)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
