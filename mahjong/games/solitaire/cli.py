"""Command-line tools for solitaire (``python -m mahjong solve solitaire ...``)."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from mahjong.cli import check_deal, path_problem
from mahjong.core.assets import asset_path
from mahjong.core.errors import shown
from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.builtin import load_builtin
from mahjong.games.solitaire.layout import Layout, LayoutError
from mahjong.games.solitaire.layout_files import MAX_FILE_BYTES, check_file
from mahjong.i18n import _, format_number


def solve(game_id: str, deal: int, layout: str = "turtle", kind: str = "wild") -> dict:
    """Deal ``deal`` of ``kind`` on the built-in ``layout``, and whether it can be won.
    ValueError for an unknown layout or kind, or a deal number out of range."""
    check_deal(deal)
    if kind not in deals.KINDS:
        raise ValueError(_("unknown deal kind {kind}; choose from {kinds}").format(
            kind=shown(kind, 60), kinds=", ".join(deals.KINDS)))
    board_layout = _builtin(layout)
    start = time.perf_counter()
    dealt = deals.make_deal(board_layout, deal, kind, game_id)
    geom = solver.geometry(board_layout.positions)
    result = solver.solve(solver.Board(geom, deals.group_ids(dealt.faces), geom.full))
    return {"game": game_id, "deal": deal, "winnable": result.winnable,
            "seconds": round(time.perf_counter() - start, 4), "layout": layout, "kind": kind,
            "dealt": dealt.kind, "nodes": result.nodes}


def _builtin(name: str) -> Layout:
    """The built-in layout ``name``; ValueError naming the choices if there is none."""
    try:
        return load_builtin(name)
    except (LayoutError, OSError):  # OSError: a name too long for the file system
        names = sorted(p.stem for p in asset_path("layouts").glob("*.layout"))
        raise ValueError(_("no built-in layout named {name}; choose from {names}").format(
            name=shown(name, 60), names=", ".join(names))) from None


def layout_check(path: str) -> dict:
    """``python -m mahjong layout check FILE``: is the file a playable layout?
    ValueError (bad input, not an invalid layout) if it is not a file we can read."""
    _check_readable(path)
    if Path(path).suffix.lower() == ".layout":
        _check_title_file(Path(path).with_suffix(".desktop"))
    return check_file(path)


def _check_title_file(desktop: Path) -> None:
    """The ``.desktop`` file beside a KMahjongg layout is read for its title: ValueError if
    it is a pipe or device (read forever) or over MAX_FILE_BYTES. None there is fine."""
    try:
        info = os.stat(desktop)
    except OSError:
        return
    if stat.S_ISDIR(info.st_mode):
        return  # the reader skips it
    if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
        raise ValueError(_("{path}, read for the layout's title, is not a regular file of at most 1 MB").format(
            path=shown(str(desktop), 200)))


def _check_readable(path: str) -> None:
    """ValueError unless ``path`` is a regular file of at most MAX_FILE_BYTES that we may
    open: a FIFO or a device could be read forever."""
    problem = path_problem(path)
    if problem:
        raise ValueError(problem)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise ValueError(_("cannot read {path}: {error}").format(
            path=shown(path, 200), error=exc.strerror or exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise ValueError(_("{path} is a directory, not a layout file").format(path=shown(path, 200)))
    if not stat.S_ISREG(info.st_mode):
        raise ValueError(_("{path} is not a regular file (a pipe, device or socket)").format(path=shown(path, 200)))
    if info.st_size > MAX_FILE_BYTES:
        raise ValueError(_("{path} is {size} bytes; layout files may be at most 1 MB").format(
            path=shown(path, 200), size=format_number(info.st_size)))
    try:
        with open(path, "rb"):
            pass
    except OSError as exc:
        raise ValueError(_("cannot read {path}: {error}").format(
            path=shown(path, 200), error=exc.strerror or exc)) from None
