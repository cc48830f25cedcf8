"""The layout editor's side panel (reads the scene, never changes it): the layout's name,
the level with its buttons, the tile count and what the layout still needs to be
played, and the estimate of winnable deals with its progress bar."""

from __future__ import annotations

import pygame

from mahjong.games.solitaire.editor.draw import ALLOWED, REFUSED, progress_bar
from mahjong.games.solitaire.layout import MAX_TILES
from mahjong.i18n import N_, _, ngettext
from mahjong.ui import theme
from mahjong.ui.fitlines import draw_lines, fit_lines
from mahjong.ui.text import draw_wrapped, wrap

LOST = (196, 110, 96)
UNKNOWN = (190, 176, 120)


def _rows(scene) -> tuple[int, int, int]:
    """(padding, level row top, level row height) inside the panel."""
    s = scene.scale
    pad = theme.px(18, s)
    title_h = theme.font(theme.px(22, s), True).get_linesize()
    return pad, scene.panel.y + pad + title_h + theme.px(24, s), theme.px(40, s)


def place_level_buttons(scene) -> None:
    s = scene.scale
    pad, top, row_h = _rows(scene)
    bw = theme.px(64, s)
    scene.level_up.rect = pygame.Rect(scene.panel.right - pad - bw, top, bw, row_h)
    scene.level_down.rect = pygame.Rect(scene.level_up.rect.x - theme.px(8, s) - bw, top, bw, row_h)
    for b in (scene.level_up, scene.level_down):
        b.size = theme.px(17, s)


def _check(surface: pygame.Surface, x: int, y: int, ok: bool, text: str, size: int, width: int) -> int:
    """A line with a green or red dot before it; returns the height used."""
    f = theme.font(size)
    r = max(3, size // 4)
    cy = y + f.get_linesize() // 2
    pygame.draw.circle(surface, ALLOWED if ok else REFUSED, (x + r, cy), r)
    return draw_wrapped(surface, text, pygame.Rect(x + 3 * r, y, width - 3 * r, f.get_linesize() * 3), size,
                        theme.INK if ok else theme.ACCENT_DARK, max_lines=3)


def _faces_note(n: int) -> str:
    if n == 0 or n % 2:
        return ""
    full, rest = divmod(n, 144)
    groups, pair = divmod(rest, 4)
    parts = []
    if full:
        parts.append(_("the whole set of 144") if full == 1 else
                     ngettext("{count} whole set of 144", "{count} whole sets of 144", full).format(count=full))
    if groups:
        parts.append(ngettext("{count} group of four", "{count} groups of four", groups).format(count=groups))
    if pair:
        parts.append(_("one pair"))
    # Translators: {parts} is a sum such as "2 groups of four + one pair"
    return _("Faces: {parts}.").format(parts=" + ".join(parts))


def draw_panel(surface: pygame.Surface, scene) -> None:
    s = scene.scale
    panel = scene.panel
    theme.draw_panel(surface, panel, radius=theme.px(14, s))
    pad, level_top, row_h = _rows(scene)
    x, width = panel.x + pad, panel.w - 2 * pad
    model = scene.model
    # name
    name = scene.name or _("Untitled layout")
    title = theme.fit_text(name, theme.px(22, s), width, theme.INK, bold=True)
    surface.blit(title, (x, panel.y + pad))
    state = _("Changed since: not saved") if model.modified else scene.origin
    note = theme.fit_text(state, theme.px(15, s), width, theme.ACCENT_DARK if model.modified else theme.INK_DIM)
    surface.blit(note, (x, panel.y + pad + title.get_height()))
    # level
    level = theme.fit_text(_("Level {number} of {levels}").format(number=scene.level + 1, levels=model.levels),
                           theme.px(21, s), scene.level_down.rect.x - theme.px(6, s) - x, theme.INK, bold=True)
    surface.blit(level, level.get_rect(midleft=(x, level_top + row_h // 2)))
    scene.level_down.draw(surface)
    scene.level_up.draw(surface)
    y = level_top + row_h + theme.px(6, s)
    counts = model.level_counts()
    while counts and counts[-1] == 0:
        counts.pop()
    per_level = " · ".join(str(c) for c in counts) if counts else _("none yet")
    y += draw_wrapped(surface, _("Tiles per level, bottom first: {counts}").format(counts=per_level),
                      pygame.Rect(x, y, width, theme.px(60, s)), theme.px(15, s), theme.INK_DIM, max_lines=2)
    y = _rule(surface, x, y + theme.px(8, s), width, s)
    # tiles
    n = len(model.tiles)
    big = theme.text(ngettext("{count} tile", "{count} tiles", n).format(count=n), theme.px(30, s), theme.INK,
                     bold=True)
    surface.blit(big, (x, y))
    y += big.get_height() + theme.px(4, s)
    size = theme.px(16, s)
    y += _check(surface, x, y, n % 2 == 0 and n > 0,
                _("Even count") if n % 2 == 0 and n > 0 else
                _("Place tiles: the count must be even") if n == 0 else _("Odd count: it must be even"),
                size, width)
    y += _check(surface, x, y, n <= MAX_TILES, _("At most {most} tiles").format(most=MAX_TILES), size, width)
    problems = model.problems()
    y += _check(surface, x, y, not problems, _("Ready to play") if not problems else _("Not playable yet"),
                size, width)
    faces = _faces_note(n)
    if faces:
        y += draw_wrapped(surface, faces, pygame.Rect(x, y, width, theme.px(50, s)), theme.px(15, s),
                          theme.INK_DIM, max_lines=2)
    y = _rule(surface, x, y + theme.px(8, s), width, s)
    keys = _keys(s, width)
    room = panel.bottom - pad - y
    if _estimate_height(s, width) + theme.px(12, s) + keys.get_height() <= room:
        surface.blit(keys, (x, panel.bottom - pad - keys.get_height()))
        room -= keys.get_height() + theme.px(12, s)
    _draw_estimate(surface, scene, x, y, width, room)


# Translators: key names as the player's keyboard labels them
KEYS = ((N_("Click"), N_("place or take away a tile")), (N_("Right click"), N_("take away")),
        (N_("Drag"), N_("place or take away many")),
        (N_("Arrow keys"), N_("move the outline")),
        (N_("Enter or Space"), N_("place or take away there")), (N_("PgUp / PgDn"), N_("level up / down")),
        (N_("Ctrl+Z / Ctrl+Y"), N_("undo / redo")), (N_("Ctrl+S"), N_("save")))


def _keys(s: float, width: int) -> pygame.Surface:
    """The mouse and keys, as a small two-column table (a long description wraps)."""
    size = theme.px(14, s)
    line = theme.font(size).get_linesize()
    keys = [(_(key), _(what)) for key, what in KEYS]
    col = max(theme.font(size, True).size(key)[0] for key, _what in keys) + theme.px(10, s)
    rows = [(key, fit_lines(what, size, width - col, max_lines=4)) for key, what in keys]
    top = line + theme.px(4, s)
    surf = pygame.Surface((width, top + line * sum(len(lines) for _key, lines in rows)), pygame.SRCALPHA)
    surf.blit(theme.text(_("Mouse and keys"), theme.px(15, s), theme.INK, bold=True), (0, 0))
    y = top
    for key, lines in rows:
        surf.blit(theme.text(key, size, theme.INK_DIM, bold=True), (0, y))
        y += draw_lines(surf, lines, (col, y), size, width - col, theme.INK_DIM)
    return surf


def _rule(surface: pygame.Surface, x: int, y: int, width: int, s: float) -> int:
    pygame.draw.line(surface, theme.PANEL_LINE, (x, y), (x + width, y))
    return y + theme.px(10, s)


WILD_NOTE = N_("Wild deals 1 to 20 of this layout, each solved in the background; an edit starts them again.")


def _estimate_height(s: float, width: int) -> int:
    """The room the estimate is given before the keys are shown below it: its heading and
    bar, two lines each of its headline and details, and its note, at the text size in use."""
    note = wrap(_(WILD_NOTE), theme.font(theme.px(14, s)), width)
    return (theme.font(theme.px(19, s), True).get_linesize() + theme.px(28, s) + theme.px(14, s)
            + 2 * theme.font(theme.px(16, s)).get_linesize() + 2 * theme.font(theme.px(15, s)).get_linesize()
            + len(note) * theme.font(theme.px(14, s)).get_linesize())


def _lines_left(bottom: int, y: int, size: int, most: int) -> int:
    return min(most, max(0, (bottom - y) // theme.font(size).get_linesize()))


def _draw_estimate(surface: pygame.Surface, scene, x: int, y: int, width: int, room: int) -> None:
    """The estimate's heading, bar and words in ``room`` below ``y``: a text that would
    reach below it gets fewer lines, and the note is left out unless it fits whole."""
    s = scene.scale
    bottom = y + room
    est = scene.estimate
    head = theme.text(_("Winnable deals"), theme.px(19, s), theme.INK, bold=True)
    surface.blit(head, (x, y))
    y += head.get_height() + theme.px(6, s)
    bar = pygame.Rect(x, y, width, theme.px(14, s))
    if est.active and est.size:
        progress_bar(surface, bar, [(est.won / est.size, ALLOWED), (est.lost / est.size, LOST),
                                    (est.unknown / est.size, UNKNOWN)])
    else:
        progress_bar(surface, bar, [])
    y = bar.bottom + theme.px(8, s)
    size = theme.px(16, s)
    if est.active:
        texts = [(est.headline(), size, theme.INK, 3), (est.details(), theme.px(15, s), theme.INK_DIM, 3)]
    elif not scene.model.playable:
        texts = [(_("The solver tries sample deals once the layout can be played."), size, theme.INK_DIM, 3)]
    else:
        texts = [(_("Starting when you pause…"), size, theme.INK_DIM, 2)]
    for text, text_size, colour, most in texts:
        lines = _lines_left(bottom, y, text_size, most)
        if text and lines:
            y += draw_wrapped(surface, text, pygame.Rect(x, y, width, 0), text_size, colour, max_lines=lines)
    note, note_size = _(WILD_NOTE), theme.px(14, s)
    if len(wrap(note, theme.font(note_size), width)) <= _lines_left(bottom, y + theme.px(6, s), note_size, 3):
        draw_wrapped(surface, note, pygame.Rect(x, y + theme.px(6, s), width, 0), note_size, theme.INK_DIM)
