"""The layouts players already have: KMahjongg's and GNOME Mahjongg's, where those games
install them. Pure Python (no pygame).

Searched like the KMahjongg tile sets (ui/looks.py): ``kmahjongg/layouts`` and
``gnome-mahjongg/maps`` under the XDG data folders (``$XDG_DATA_HOME``, by default
``~/.local/share``, then each of ``$XDG_DATA_DIRS``, by default ``/usr/local/share`` and
``/usr/share``, where Debian's kmahjongg puts its 72 layouts and gnome-mahjongg its
``mahjongg.map`` of nine), then Debian's older ``/usr/share/games`` folders. Each file is
read by ``layout_files`` like a file of the player's own folder; the first of two files
with the same name wins (the player's XDG folder before the system's).

An installed layout's name carries its game (``kmahjongg-default``,
``gnome-mahjongg-bridges`` for the map ``bridges`` of ``mahjongg.map``), so it never
hides or is hidden by a built-in or a player's layout; a saved game names it so, and
``get`` gives it back.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.layout_files import user_layouts

MAX_FILES = 400          # layout files read from one folder (KMahjongg ships 72)

KMAHJONGG = "kmahjongg"
GNOME = "gnome-mahjongg"
_SUBFOLDERS = {KMAHJONGG: ("kmahjongg", "layouts"), GNOME: ("gnome-mahjongg", "maps")}
_SUFFIXES = {KMAHJONGG: ".layout", GNOME: ".map"}
TITLES = {KMAHJONGG: "KMahjongg", GNOME: "GNOME Mahjongg"}
PREFIXES = {KMAHJONGG: "kmahjongg-", GNOME: "gnome-"}   # before the stem in a layout's name


@dataclass(frozen=True)
class Installed:
    """What the search found: the layouts (named with their game's prefix), each with the game that
    installed it, and (file, reason) for each one refused."""

    layouts: tuple[Layout, ...] = ()
    games: tuple[str, ...] = ()           # KMAHJONGG or GNOME, one per layout
    refused: tuple[tuple[str, str], ...] = ()


def search_dirs(game: str, environ: Mapping[str, str] | None = None) -> list[Path]:
    """The folders searched for ``game``'s layouts (KMAHJONGG or GNOME), in order."""
    env = os.environ if environ is None else environ
    home = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    shared = env.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    bases = [Path(base) for base in [home, *shared.split(":")] if base]
    bases.append(Path("/usr/share/games"))
    folders: list[Path] = []
    for base in bases:
        folder = base.joinpath(*_SUBFOLDERS[game])
        if folder not in folders:
            folders.append(folder)
    return folders


def _files(folder: Path, suffix: str) -> list[Path]:
    try:
        return sorted((p for p in folder.iterdir() if p.suffix.lower() == suffix), key=lambda p: p.name)[:MAX_FILES]
    except OSError:
        return []


def _stamp(folders: list[Path]) -> tuple:
    """What changes when a folder's files change (for the cache)."""
    out: list[tuple[str, int | None]] = []
    for folder in folders:
        try:
            out.append((str(folder), os.stat(folder).st_mtime_ns))
        except OSError:
            out.append((str(folder), None))
    return tuple(out)


_cache: dict[tuple, Installed] = {}


def find(environ: Mapping[str, str] | None = None) -> Installed:
    """Every installed KMahjongg layout, then every GNOME Mahjongg map, each by title.
    Read once and kept while the folders stay unchanged (0.2 s for Debian's 81)."""
    folders = {game: search_dirs(game, environ) for game in _SUBFOLDERS}
    key = tuple(_stamp(folders[game]) for game in _SUBFOLDERS)
    if key not in _cache:
        _cache.clear()
        _cache[key] = _read(folders)
    return _cache[key]


def _read(folders: dict[str, list[Path]]) -> Installed:
    layouts: list[Layout] = []
    games: list[str] = []
    refused: list[tuple[str, str]] = []
    for game, dirs in folders.items():
        seen: set[str] = set()
        found: list[Layout] = []
        for folder in dirs:
            files = [p for p in _files(folder, _SUFFIXES[game]) if p.name not in seen]
            seen.update(p.name for p in files)
            good, bad = user_layouts(folder, only=files)
            found += good
            refused += [(str(folder / name), why) for name, why in bad]
        found.sort(key=lambda lay: lay.title.casefold())
        for lay in found:
            layouts.append(Layout(PREFIXES[game] + lay.name, lay.title, lay.positions, lay.description, lay.source))
            games.append(game)
    return Installed(tuple(layouts), tuple(games), tuple(refused))


def get(name: str, environ: Mapping[str, str] | None = None) -> Layout | None:
    """The installed layout called ``name`` (``kmahjongg-STEM``, ``gnome-...``), or None."""
    if not name.startswith(tuple(PREFIXES.values())):
        return None
    return next((lay for lay in find(environ).layouts if lay.name == name), None)
