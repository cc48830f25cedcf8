"""Colours, fonts, cached text, the felt table and panel drawing shared by every screen.

Everything expensive (fonts, rendered text, the table background, panel shadows) is cached,
so an idle redraw is a handful of blits.
"""

from __future__ import annotations

import random
from functools import cache, lru_cache
from pathlib import Path

import pygame

from mahjong import i18n
from mahjong.core import names
from mahjong.i18n import N_

# --- colours ------------------------------------------------------------------------
TEXT = (246, 242, 230)          # on the felt
TEXT_DIM = (206, 212, 200)
INK = (38, 40, 44)              # on cards and panels
INK_DIM = (104, 108, 114)
PANEL = (250, 247, 240)
PANEL_ALT = (238, 233, 222)
PANEL_LINE = (214, 207, 192)
ACCENT = (196, 64, 52)          # lacquer red: primary buttons, focus
ACCENT_DARK = (150, 44, 36)
GOLD = (222, 180, 86)
GOOD = (64, 150, 92)
BAR = (16, 20, 18, 180)         # translucent strips on the felt (toolbar, status line)
SHADE = (8, 10, 12, 150)        # dialog backdrop

# name -> (label, base colour); the base colour is the centre of the felt
TABLE_COLOURS: dict[str, tuple[str, tuple[int, int, int]]] = {
    # Translators: colours of the table's cloth
    "green": (N_("Green"), (36, 104, 70)),
    "blue": (N_("Blue"), (34, 78, 118)),
    "burgundy": (N_("Wine"), (112, 36, 48)),
    "wood": (N_("Wood"), (120, 82, 50)),
    "slate": (N_("Slate"), (64, 72, 82)),
}
DEFAULT_TABLE = "green"
HIGH_TABLE = (8, 24, 16)        # the table under high contrast: near black, a hint of green

BASE_SIZE = (1280, 800)


def table_colour(name: str) -> tuple[int, int, int]:
    return TABLE_COLOURS.get(name, TABLE_COLOURS[DEFAULT_TABLE])[1]


def shade(colour, factor: float) -> tuple[int, int, int]:
    """Darker (factor < 1) or lighter (factor > 1) version of an RGB colour."""
    if factor <= 1:
        r, g, b = (max(0, int(c * factor)) for c in colour[:3])
    else:
        r, g, b = (min(255, int(c + (255 - c) * (factor - 1))) for c in colour[:3])
    return r, g, b


# --- scaling ------------------------------------------------------------------------
def ui_scale(size: tuple[int, int]) -> float:
    """How much to scale the interface for a window size: 1.0 at 1280x800."""
    s = min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1])
    return max(0.8, min(1.35, s))


def px(value: float, scale: float) -> int:
    return max(1, round(value * scale))


# --- fonts and text -----------------------------------------------------------------
TEXT_SIZES = (100, 125, 150)    # the Options' "Text size", in percent
_text_scale = 1.0               # every font size is multiplied by it (see set_text_size)


def set_text_size(percent: object) -> bool:
    """Make every text ``percent`` % of its designed size (100, 125 or 150; anything else
    is 100); True if that changed it. Cached fonts and texts are dropped."""
    global _text_scale
    scale = (percent if percent in TEXT_SIZES else 100) / 100
    if scale == _text_scale:
        return False
    _text_scale = scale
    _text.cache_clear()   # keyed on the designed size (fonts are keyed on the size shown)
    return True


def text_scale() -> float:
    """The text size setting as a factor (1.0, 1.25 or 1.5)."""
    return _text_scale


# The interface font: the DejaVu pair (Latin, Greek, Cyrillic) for every language but
# those whose script it lacks, which ship their own subset of Noto Sans CJK as
# ui-<code>-regular.otf / ui-<code>-bold.otf (scripts/subset_fonts.py): Japanese and
# Chinese glyphs differ, so each CJK language has its own. pygame has no font fallback.
_UI_FONT_FILES = {False: "ui-regular.ttf", True: "ui-bold.ttf"}
_WEIGHT = {False: "regular", True: "bold"}
_LINE_PER_POINT = 1.164   # DejaVu Sans: line height / point size; other fonts are scaled to it


def font_file_name(language: str, bold: bool) -> str:
    """The file name of ``language``'s own interface font (which may not exist)."""
    return f"ui-{language}-{_WEIGHT[bold]}.otf"


@cache
def _font_file(bold: bool, language: str = "en"):
    """The UI font shipped in assets/fonts for ``language``, or None for pygame's default."""
    from mahjong.core.assets import asset_path

    own = asset_path("fonts", font_file_name(language, bold))
    if own.is_file():
        return str(own)
    path = asset_path("fonts", _UI_FONT_FILES[bold])
    return str(path) if path.is_file() else None


@cache
def _points_per_size(path: str) -> float:
    """Point size per pixel of line height wanted, so every font has DejaVu's line height."""
    if Path(path).name in _UI_FONT_FILES.values():
        return 0.84
    probe = pygame.font.Font(path, 100)
    return 0.84 * _LINE_PER_POINT * 100 / max(1, probe.get_linesize())


def font_language() -> str:
    """The language whose font the interface draws with now."""
    return i18n.language()


def font(size: float, bold: bool = False, language: str | None = None) -> pygame.font.Font:
    """A font whose line height is about ``size`` pixels times the text size setting, in
    the language in use (or ``language``'s own font, to write a language's name in its
    own script)."""
    return _font(round(size * _text_scale), bold, font_language() if language is None else language)


@lru_cache(maxsize=128)
def _font(size: int, bold: bool, language: str) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(bold, language)
    if path is None:  # pygame's default font is a bold sans; its size unit is smaller
        return pygame.font.Font(None, max(6, round(size * 1.3)))
    return pygame.font.Font(path, max(6, round(size * _points_per_size(path))))


def text(s: str, size: float, colour=INK, bold: bool = False, language: str | None = None) -> pygame.Surface:
    """``s`` rendered (antialiased, transparent background), cached. Text the font cannot
    render (a NUL in it, or nothing that has width, such as a lone zero-width character)
    is drawn without the characters no name may hold (``core.names``), or as nothing."""
    record(s)
    return _text(s, size, colour, bold, font_language() if language is None else language)


TEXT_HOOKS: list = []   # callables given every text drawn (tests record what the screens show)


def record(s: str) -> None:
    """Hand ``s`` to every TEXT_HOOKS callable: it is about to be shown."""
    for hook in TEXT_HOOKS:
        hook(s)


@lru_cache(maxsize=1024)
def _text(s: str, size: float, colour, bold: bool, language: str) -> pygame.Surface:
    f = font(size, bold, language)
    try:
        return f.render(s, True, colour)
    except (pygame.error, ValueError):
        shown = "".join(ch for ch in s if names.allowed(ch))
        try:
            return f.render(shown, True, colour)
        except (pygame.error, ValueError):
            return pygame.Surface((1, f.get_linesize()), pygame.SRCALPHA)


SMALLEST_FIT = 0.75   # fit_text sets a text this much smaller, at most, before it cuts it


def shrink_sizes(size: float, least: float = 1.0) -> list[float]:
    """The sizes to try, largest first, for a text that may not fit at ``size``: one
    pixel smaller at a time, down to ``least`` times its size at 100% text (so a larger
    text size never cuts a text that 100% does not cut)."""
    shown = round(size * _text_scale)
    smallest = min(shown, max(10, round(size * least)))
    return [pixels / _text_scale for pixels in range(shown, smallest - 1, -1)] or [size]


def measurable(s: str) -> str:
    """``s`` without what the font cannot measure: a NUL (it measures only up to one) and
    lone surrogates (they cannot be encoded at all)."""
    return "".join(ch for ch in s.replace("\0", "") if not "\ud800" <= ch <= "\udfff")


def fitting_size(s: str, size: float, width: int, bold: bool = False, language: str | None = None) -> float | None:
    """The type size from ``size`` down to SMALLEST_FIT of its 100% size at which ``s``
    is no wider than ``width``, or None when it must be cut (a longer language's label,
    or a larger text size, is set a little smaller rather than shortened)."""
    s = measurable(s)
    for candidate in shrink_sizes(size, SMALLEST_FIT):
        if font(candidate, bold, language).size(s)[0] <= width:
            return candidate
    return None


def fit_text(s: str, size: float, width: int, colour=INK, bold: bool = False,
             language: str | None = None) -> pygame.Surface:
    """Render ``s``, in smaller type if it is wider than ``width`` (down to SMALLEST_FIT),
    else shortened with an ellipsis."""
    s = measurable(s)
    surf = text(s, size, colour, bold, language)
    if surf.get_width() <= width:
        return surf
    smaller = fitting_size(s, size, width, bold, language)
    if smaller is not None:
        return text(s, smaller, colour, bold, language)
    f = font(size, bold, language)
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return text(s.rstrip() + "…", size, colour, bold, language)


def blit_centered(surface: pygame.Surface, img: pygame.Surface, center) -> pygame.Rect:
    r = img.get_rect(center=center)
    surface.blit(img, r)
    return r


# --- the table ----------------------------------------------------------------------
@lru_cache(maxsize=6)
def table_surface(size: tuple[int, int], colour_name: str) -> pygame.Surface:
    """The felt: a soft central light, darker edges and a faint low-frequency mottle
    (a tiny image smooth-scaled up, so it costs one smoothscale per size)."""
    base = table_colour(colour_name)
    rng = random.Random(7)
    cols, rows = 48, 30
    pixels = bytearray()
    for y in range(rows):
        dy = (y - (rows - 1) / 2) / (rows / 2)
        for x in range(cols):
            dx = (x - (cols - 1) / 2) / (cols / 2)
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            pixels += bytes(shade(base, 1.10 - 0.40 * d * d + rng.uniform(-0.018, 0.018)))
    small = pygame.image.frombytes(bytes(pixels), (cols, rows), "RGB")
    if pygame.display.get_surface():  # scaled in the display's format: no full-size convert
        small = small.convert()
    return pygame.transform.smoothscale(small, size)


@lru_cache(maxsize=2)
def plain_surface(size: tuple[int, int], colour: tuple[int, int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(colour)
    return surface


def draw_table(surface: pygame.Surface, colour_name: str) -> None:
    surface.blit(table_surface(surface.get_size(), colour_name), (0, 0))


# --- panels, cards, shadows ---------------------------------------------------------
@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int, blur: int, alpha: int) -> pygame.Surface:
    """A soft shadow: stacked, shrinking translucent rounded rectangles (cheap to build)."""
    w, h = size
    surf = pygame.Surface((w + 4 * blur, h + 4 * blur), pygame.SRCALPHA)
    steps = max(1, blur)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for i in range(steps):
        grow = steps - i
        layer.fill((0, 0, 0, 0))
        pygame.draw.rect(layer, (0, 0, 0, max(1, alpha // steps)),
                         (2 * blur - grow, 2 * blur - grow, w + 2 * grow, h + 2 * grow),
                         border_radius=radius + grow)
        surf.blit(layer, (0, 0))
    return surf


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int = 12, blur: int = 8,
                offset: tuple[int, int] = (0, 4), alpha: int = 110) -> None:
    img = _shadow((rect.w, rect.h), radius, blur, alpha)
    surface.blit(img, (rect.x - 2 * blur + offset[0], rect.y - 2 * blur + offset[1]))


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=PANEL, radius: int = 12,
               shadow: bool = True, border=PANEL_LINE) -> None:
    """A card: soft shadow, rounded body, hairline border."""
    rect = pygame.Rect(rect)
    if shadow:
        draw_shadow(surface, rect, radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=1, border_radius=radius)


@lru_cache(maxsize=32)
def _translucent(size: tuple[int, int], rgba: tuple[int, int, int, int], radius: int) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, rgba, surf.get_rect(), border_radius=radius)
    return surf


PLATE = (14, 22, 18, 178)   # behind light text on the table: AA contrast on any background


def blit_on_plate(surface: pygame.Surface, img: pygame.Surface, pad: int = 4, **anchor) -> pygame.Rect:
    """Blit ``img`` (light text) placed by ``anchor`` (e.g. ``midleft=(x, y)``) on a dark
    see-through plate, so it keeps AA contrast over a light table picture; returns the plate."""
    rect = img.get_rect(**anchor)
    plate = rect.inflate(2 * pad, pad)
    draw_translucent(surface, plate, PLATE, min(plate.h // 2, 3 * pad))
    surface.blit(img, rect)
    return plate


def draw_translucent(surface: pygame.Surface, rect: pygame.Rect, rgba, radius: int = 0) -> None:
    """A see-through box (toolbar strips, dialog backdrops, pause covers)."""
    rect = pygame.Rect(rect)
    surface.blit(_translucent((rect.w, rect.h), tuple(rgba), radius), rect)


def format_number(value: object) -> str:
    """The one way numbers are shown (scores, deal numbers, counts): ``i18n.format_number``,
    digits grouped as the player's language groups them, an em dash for none."""
    return i18n.format_number(value)


def format_time(seconds: float | None) -> str:
    """m:ss, or h:mm:ss past an hour; an em dash for no time."""
    if seconds is None:
        return "—"
    s = int(seconds)
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
