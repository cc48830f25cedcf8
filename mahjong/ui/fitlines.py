"""A short label that a longer language makes too wide: on one line where it fits (set a
little smaller by ``theme.fit_text`` if need be), else wrapped onto a few lines."""

from __future__ import annotations

import pygame

from mahjong.ui import theme
from mahjong.ui.text import wrap


def fit_lines(text: str, size: int, width: int, max_lines: int = 2, bold: bool = False) -> list[str]:
    """``text`` as the lines to draw in ``width`` at ``size`` (each drawn with fit_text):
    one line when fit_text can set it whole, else wrapped; the last of ``max_lines`` lines
    takes the rest (fit_text shrinks it, or cuts it where nothing else can)."""
    if not text.strip() or theme.fitting_size(text, size, width, bold) is not None:
        return [text]
    lines = wrap(text, theme.font(size, bold), width)
    if len(lines) <= max_lines:
        return lines
    kept, pos = lines[:max_lines - 1], 0
    for line in kept:
        found = text.find(line, pos)
        if found < 0:
            return kept + [" ".join(lines[max_lines - 1:])]
        pos = found + len(line)
    return kept + [text[pos:].strip()]


def draw_lines(surface: pygame.Surface, lines: list[str], pos: tuple[int, int], size: int, width: int,
               colour=theme.INK, bold: bool = False) -> int:
    """Draw ``lines`` (from ``fit_lines``) from ``pos`` down; returns the height used."""
    x, y = pos
    step = theme.font(size, bold).get_linesize()
    for line in lines:
        surface.blit(theme.fit_text(line, size, width, colour, bold), (x, y))
        y += step
    return y - pos[1]
