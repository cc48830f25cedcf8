"""The looks a player chooses: which tile sets and backgrounds there are, and the chosen
tile set's faces, rendered in the background.

Where they are found (``search_dirs``): a ``tilesets`` / ``backgrounds`` folder in the
game's own data folder, then KMahjongg's folders, ``kmahjongglib/tilesets`` and
``kmahjongglib/backgrounds`` under the XDG data folders (``$XDG_DATA_HOME``, by default
``~/.local/share``, then each of ``$XDG_DATA_DIRS``, by default ``/usr/local/share`` and
``/usr/share``, where Debian's kdegames-mahjongg-data-kf5 puts six tile sets and five
backgrounds). A setting holds the chosen ``.desktop`` file's path; ``""`` is our own.

``FaceSource`` gives ``TileArt`` the faces of one KMahjongg set. It never blocks the
window: the first time a face size is wanted it hands the sheet to a worker process
(``core.jobs``; resvg holds the interpreter lock while it draws) and answers None, so our
own face is drawn; ``poll`` (the App calls it every loop) collects the sheet, cuts it into
faces and says the tile art must be redrawn. Sheets are rendered at a few fixed heights
and scaled down from the nearest, so the menu's small previews and a resized window cost
no new render; cut faces are cached per size. A set that cannot be used is refused with
its reason (``error``), and the built-in faces are used.
"""

from __future__ import annotations

import io
import os
from dataclasses import dataclass
from pathlib import Path

import pygame

from mahjong.core import names
from mahjong.core.jobs import Jobs
from mahjong.core.workers import WorkerFailed
from mahjong.i18n import _
from mahjong.ui import kmahjongg
from mahjong.ui.kmahjongg import ELEMENTS, Desktop, LookError

BUILTIN = ""                        # the setting's value for our own tiles or plain felt
FACE_HEIGHTS = (64, 128, 256)       # sheets are rendered so a face is this tall
_MAX_SIZES = 24                     # face sizes kept cut and scaled


@dataclass(frozen=True)
class Found:
    """One ``.desktop`` file found: readable (``desktop``) or refused (``error``)."""

    path: str
    desktop: Desktop | None
    error: str | None

    @property
    def name(self) -> str:
        return self.desktop.name if self.desktop else names.clean(Path(self.path).stem, default=_("Unnamed"))


def search_dirs(kind: str, data_dir: Path | str | None) -> list[Path]:
    """Folders searched for ``kind`` ("tilesets" or "backgrounds"), in order."""
    folders = [Path(data_dir) / kind] if data_dir else []
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    shared = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    for base in [home, *shared.split(":")]:
        if base:
            folders.append(Path(base) / "kmahjongglib" / kind)
    seen: list[Path] = []
    for folder in folders:
        if folder not in seen:
            seen.append(folder)
    return seen


def find(kind: str, data_dir: Path | str | None) -> list[Found]:
    """Every ``.desktop`` file of ``kind`` in ``search_dirs``, by name; the first of two
    with the same file name wins (the player's own folder before the system's)."""
    desk_kind = "tileset" if kind == "tilesets" else "background"
    found: dict[str, Found] = {}
    for folder in search_dirs(kind, data_dir):
        try:
            names = sorted(p for p in folder.iterdir() if p.suffix == ".desktop")
        except OSError:
            continue
        for path in names[:200]:
            if path.name in found:
                continue
            try:
                found[path.name] = Found(str(path), kmahjongg.read_desktop(path, desk_kind), None)
            except LookError as exc:
                found[path.name] = Found(str(path), None, str(exc))
    return sorted(found.values(), key=lambda f: (f.desktop is None, f.name.lower()))


def describe(path: str, kind: str) -> Found:
    """The ``.desktop`` file a setting names, read afresh."""
    desk_kind = "tileset" if kind == "tilesets" else "background"
    try:
        return Found(path, kmahjongg.read_desktop(path, desk_kind), None)
    except LookError as exc:
        return Found(path, None, str(exc))


# --- the worker's side (everything it takes and gives pickles) --------------------------
def render_tileset(path: str, face_height: int) -> dict:
    """In a worker: read the set at ``path``, render its sheet so a face is
    ``face_height`` pixels tall and cut it into faces. Each face as (size, RGBA bytes)
    by element name (the PNG is decoded here, sparing the window's thread), and whether
    its figures are light (``light_ink``)."""
    desk = kmahjongg.read_desktop(path, "tileset")
    sheet = kmahjongg.load_tileset_sheet(desk)
    heights = sorted(b[3] for b in sheet.boxes.values())
    k = face_height / heights[len(heights) // 2]
    vx, vy, vw, vh = sheet.view
    width, height = max(1, round(vw * k)), max(1, round(vh * k))
    png = kmahjongg.render_png(sheet.text, sheet.view, width, height)
    faces = _cut(png, (vx, vy), (width / vw, height / vh), sheet.boxes)
    return {"faces": {name: (face.get_size(), pygame.image.tobytes(face, "RGBA")) for name, face in faces.items()},
            "light": light_ink(faces)}


def _cut(png: bytes, origin, scale, boxes) -> dict[str, pygame.Surface]:
    """The rendered sheet cut into one surface per face element."""
    sheet = pygame.image.load(io.BytesIO(png))
    (ox, oy), (kx, ky) = origin, scale
    bounds = sheet.get_rect()
    faces = {}
    for name, (x, y, w, h) in boxes.items():
        rect = pygame.Rect(round((x - ox) * kx), round((y - oy) * ky), max(1, round(w * kx)), max(1, round(h * ky)))
        if bounds.contains(rect):
            faces[name] = sheet.subsurface(rect).copy()
    return faces


def light_ink(faces: dict[str, pygame.Surface]) -> bool:
    """Whether a set draws light figures (as KMahjongg's Jade does, for dark tiles): then
    our ivory face would hide them, and the tile art uses a dark face instead."""
    total, count = 0.0, 0
    for face in list(faces.values())[:12]:
        small = pygame.transform.scale(face, (16, 20))
        for x in range(16):
            for y in range(20):
                r, g, b, a = small.get_at((x, y))
                if a > 160:
                    total += 0.2126 * r + 0.7152 * g + 0.0722 * b
                    count += 1
    return count > 0 and total / count > 185


# --- the window's side ----------------------------------------------------------------
def _faces(result: dict) -> dict[str, pygame.Surface]:
    """The worker's faces as surfaces again."""
    return {name: pygame.image.frombytes(data, size, "RGBA") for name, (size, data) in result["faces"].items()}


class FaceSource:
    """The faces of one KMahjongg tile set, for ``TileArt`` (see the module docstring)."""

    def __init__(self, path: str) -> None:
        self.path = path
        found = describe(path, "tilesets")
        self.name = found.name
        self.error: str | None = found.error   # why the set is refused (None: usable)
        self.dark = False                      # faces meant for dark tiles
        self._sheets: dict[int, dict[str, pygame.Surface]] = {}
        self._sized: dict[tuple[str, int, int], pygame.Surface | None] = {}
        self._jobs = Jobs()
        self._waiting: set[int] = set()
        self.error_told = False
        self.generation = 0     # goes up with every change ``poll`` takes in

    @property
    def loading(self) -> bool:
        return bool(self._waiting)

    def face(self, code: str, w: int, h: int) -> pygame.Surface | None:
        """Face ``code`` at ``w`` x ``h``, or None: not in this set, refused, or not
        rendered yet (then the render is started; ``poll`` says when it is in)."""
        element = ELEMENTS.get(code)
        if element is None or self.error:
            return None
        key = (code, w, h)
        if key in self._sized:
            return self._sized[key]
        target = next((fh for fh in FACE_HEIGHTS if fh >= h), FACE_HEIGHTS[-1])
        sheet = self._sheets.get(target)
        if sheet is None:
            if target not in self._waiting:
                self._waiting.add(target)
                self._jobs.submit(target, render_tileset, self.path, target, render=True)
            return None
        source = sheet.get(element)
        img = pygame.transform.smoothscale(source, (w, h)) if source is not None else None
        if len(self._sized) > _MAX_SIZES * len(ELEMENTS):
            self._sized.clear()
        self._sized[key] = img
        return img

    def poll(self) -> bool:
        """Collect finished renders; True if the tile art must be drawn again (new faces
        came in, or the set was refused)."""
        changed = False
        for target in list(self._waiting):
            outcome = self._jobs.poll(target)
            if outcome is None or not outcome.done:
                continue
            self._waiting.discard(target)
            changed = True
            if outcome.error is not None:
                self.error = _reason(outcome.error)
                continue
            try:
                faces = _faces(outcome.result)
            except (pygame.error, ValueError, KeyError, TypeError) as exc:
                self.error = _("its rendered picture could not be read ({problem})").format(problem=exc)
                continue
            if not faces:
                self.error = _("its faces lie outside its picture")
                continue
            self.dark = bool(outcome.result.get("light"))
            self._sheets[target] = faces
        if changed:
            self.generation += 1
        return changed

    def wait(self, timeout: float = 60.0) -> bool:
        """Block until the renders asked for are in, then ``poll`` (tests and the
        screenshot tool only: never in a frame)."""
        for target in list(self._waiting):
            self._jobs.wait(target, timeout)
        return self.poll()

    def close(self) -> None:
        self._jobs.close()


def _reason(error: BaseException) -> str:
    if isinstance(error, (LookError, WorkerFailed)):
        return str(error)
    return _("it could not be drawn ({error}: {detail})").format(error=type(error).__name__, detail=str(error)[:80])


def face_source(path: str | None) -> FaceSource | None:
    """The faces of the set a setting names (None: our own)."""
    return FaceSource(str(path)) if path else None


def collect(app) -> bool:
    """Every loop: take in the tile faces and background pictures rendered in the
    background; say once why a chosen set or background was refused. True when what
    is on screen must be drawn again."""
    from mahjong.ui import backgrounds

    changed = False
    art = getattr(app, "_tiles", None)
    if art is not None and art.poll():
        changed = True
    faces = art.faces if art is not None else None
    if faces is not None and faces.error and not faces.error_told:
        faces.error_told = True
        app.notify(_("Tile set {name} refused: {problem}. Using the built-in tiles.").format(
            name=repr(faces.name), problem=faces.error))
        changed = True
    chosen = backgrounds.backdrop(app.settings)
    if chosen is not None and chosen.poll():
        changed = True
    if chosen is not None and chosen.error and not chosen.error_told:
        chosen.error_told = True
        name = chosen.desktop.name if chosen.desktop else names.clean(Path(chosen.path).stem, default=_("Unnamed"))
        app.notify(_("Background {name} refused: {problem}. Using the table colour.").format(
            name=repr(name), problem=chosen.error))
        changed = True
    return changed
