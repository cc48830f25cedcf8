"""The table under the tile games: our felt in the chosen table colour (the default), or
a KMahjongg background picture (``settings["background"]``: its ``.desktop`` path).

A picture is rendered in a worker process (resvg; see ui.kmahjongg) and, until it is in,
the felt is shown. A tiled background (``Tiled=1``) is rendered once at its tile size and
repeated; any other is rendered to cover the window (scaled to fill it, keeping its
proportions, the overflow cut evenly), once per window size. A background that cannot
be used is refused with its reason, said once, and the felt stays.
"""

from __future__ import annotations

import io

import pygame

from mahjong.core.jobs import Jobs
from mahjong.core.workers import WorkerFailed
from mahjong.i18n import _
from mahjong.ui import kmahjongg, theme
from mahjong.ui.kmahjongg import LookError

_MAX_SIZES = 3


def render_background(path: str, size: tuple[int, int]) -> tuple[tuple[int, int], bytes]:
    """In a worker: the background at ``path`` as (size, RGB bytes): covering ``size``
    (scaled to fill it, the overflow cut evenly), or for a tiled one a single tile at the
    .desktop file's tile size. Decoded here, sparing the window's thread."""
    desk = kmahjongg.read_desktop(path, "background")
    sheet = kmahjongg.load_background_sheet(desk)
    vx, vy, vw, vh = sheet.view
    if desk.tiled:
        img = _decoded(kmahjongg.render_png(sheet.text, sheet.view, *desk.tile_size))
    else:
        k = max(size[0] / vw, size[1] / vh)  # cover: fill both ways, cut the overflow
        png = kmahjongg.render_png(sheet.text, sheet.view, max(1, round(vw * k)), max(1, round(vh * k)))
        img = _covered(_decoded(png), size)
    return img.get_size(), pygame.image.tobytes(img, "RGB")


def _decoded(png: bytes) -> pygame.Surface:
    return pygame.image.load(io.BytesIO(png))


class Backdrop:
    """One chosen background picture, rendered per window size."""

    def __init__(self, path: str) -> None:
        self.path = path
        try:
            self.desktop: kmahjongg.Desktop | None = kmahjongg.read_desktop(path, "background")
            self.error: str | None = None
        except LookError as exc:
            self.desktop, self.error = None, str(exc)
        self.error_told = False
        self._ready: dict[tuple[int, int], pygame.Surface] = {}
        self._jobs = Jobs()
        self._waiting: set[tuple[int, int]] = set()

    @property
    def plain(self) -> bool:
        return self.desktop is None or self.desktop.file is None

    def surface(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The table at ``size``, or None (the felt): plain, refused or still rendering."""
        if self.plain or self.error:
            return None
        size = (int(size[0]), int(size[1]))
        key = (0, 0) if self.desktop and self.desktop.tiled else size
        if key in self._ready and key != (0, 0):
            return self._ready[key]
        if (0, 0) in self._ready:  # a tile: repeat it over the window, once per size
            if size not in self._ready:
                self._remember(size, _tiled(self._ready[(0, 0)], size))
            return self._ready[size]
        if key not in self._waiting:
            self._waiting.add(key)
            self._jobs.submit(key, render_background, self.path, size, render=True)
        return None

    def _remember(self, key, surf: pygame.Surface) -> None:
        if len(self._ready) > _MAX_SIZES:
            tile = self._ready.get((0, 0))
            self._ready.clear()
            if tile is not None:
                self._ready[(0, 0)] = tile
        self._ready[key] = surf

    def poll(self) -> bool:
        changed = False
        for key in list(self._waiting):
            outcome = self._jobs.poll(key)
            if outcome is None or not outcome.done:
                continue
            self._waiting.discard(key)
            changed = True
            if outcome.error is not None:
                self.error = str(outcome.error) if isinstance(outcome.error, (LookError, WorkerFailed)) else \
                    _("it could not be drawn ({error})").format(error=type(outcome.error).__name__)
                continue
            try:
                size, data = outcome.result
                img = pygame.image.frombytes(data, size, "RGB")
            except (pygame.error, ValueError, TypeError) as exc:
                self.error = _("its rendered picture could not be read ({problem})").format(problem=exc)
                continue
            if pygame.display.get_surface() is not None:
                img = img.convert()
            self._remember(key, img)
        return changed

    def wait(self, timeout: float = 60.0) -> bool:
        """Block until the renders asked for are in (tests, screenshots), then poll."""
        for key in list(self._waiting):
            self._jobs.wait(key, timeout)
        return self.poll()

    def close(self) -> None:
        self._jobs.close()


def _covered(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """``img`` (at least ``size`` both ways) cut to ``size`` about its centre."""
    rect = pygame.Rect((0, 0), size)
    rect.center = img.get_rect().center
    rect = rect.clip(img.get_rect())
    out = img.subsurface(rect).copy()
    return out if out.get_size() == size else pygame.transform.smoothscale(out, size)


def _tiled(tile: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    out = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    tw, th = tile.get_size()
    for y in range(0, size[1], max(1, th)):
        for x in range(0, size[0], max(1, tw)):
            out.blit(tile, (x, y))
    return out


_current: Backdrop | None = None


def backdrop(settings: dict) -> Backdrop | None:
    """The chosen background (None: the felt), kept while the setting holds."""
    global _current
    path = str(settings.get("background") or "")
    if not path:
        if _current is not None:
            _current.close()
            _current = None
        return None
    if _current is None or _current.path != path:
        if _current is not None:
            _current.close()
        _current = Backdrop(path)
    return _current


def table_surface(settings: dict, size: tuple[int, int]) -> pygame.Surface:
    """The table at ``size``: the chosen picture when it is ready, else the felt; under
    high contrast a plain dark table, whatever is chosen (light tiles stand out on it)."""
    if settings.get("high_contrast"):
        return theme.plain_surface(tuple(size), theme.HIGH_TABLE)
    chosen = backdrop(settings)
    picture = chosen.surface(size) if chosen is not None else None
    if picture is not None:
        return picture
    return theme.table_surface(tuple(size), settings.get("table_colour", theme.DEFAULT_TABLE))


def draw_table(surface: pygame.Surface, settings: dict) -> None:
    """What the tile games draw under their board (``theme.draw_table``'s stand-in)."""
    surface.blit(table_surface(settings, surface.get_size()), (0, 0))
