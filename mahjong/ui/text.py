"""Text on screen: wrapping to a width, drawing wrapped text, and light markdown (``#``
headings, ``-`` bullets, ``**bold**``, paragraphs) rendered to one surface."""

from __future__ import annotations

import re

import pygame

from mahjong.ui import theme
from mahjong.ui.linebreak import break_lines, split_word


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (a long word gets its own line);
    Chinese and Japanese break between characters (``linebreak``)."""
    return break_lines(theme.measurable(text), lambda line: font.size(line)[0], width)


def draw_wrapped(surface: pygame.Surface, text: str, rect: pygame.Rect, size: float, colour=theme.INK,
                 max_lines: int | None = None, center: bool = False) -> int:
    """Draw wrapped text in ``rect``; returns the height used. Extra lines are cut with '…'
    (under a larger text size, the text is made smaller first, down to its size at 100%)."""
    theme.record(text)
    room = None if max_lines is None else max(max_lines * theme.font(size).get_linesize(), rect.h)
    for candidate in theme.shrink_sizes(size):
        f = theme.font(candidate)
        lines = wrap(text, f, rect.w)
        if room is not None and max_lines is not None:
            max_lines = max(max_lines, room // f.get_linesize())   # smaller text: more lines
        if max_lines is None or len(lines) <= max_lines:
            break
    size = candidate
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1] + "…"
    y = rect.y
    for line in lines:
        img = theme.fit_text(line, size, rect.w, colour)
        x = rect.centerx - img.get_width() // 2 if center else rect.x
        surface.blit(img, (x, y))
        y += f.get_linesize()
    return y - rect.y


def largest_fitting_size(text: str, rect: pygame.Rect, size: int, smallest: int, bold: bool = False) -> int:
    """The largest font size from ``size`` down to ``smallest`` at which ``text``, wrapped
    to ``rect``'s width, fits its height (``smallest`` if none does)."""
    for candidate in range(size, smallest - 1, -1):
        f = theme.font(candidate, bold)
        if len(wrap(text, f, rect.w)) * f.get_linesize() <= rect.h:
            return candidate
    return smallest


def _runs(text: str) -> list[tuple[str, bool, bool]]:
    """Pieces of a line as (text, bold, glued): ``**`` toggles bold; a glued piece
    continues the previous word with no space (``**Ctrl+N**:``, or the next character of
    Chinese or Japanese text, where a line may break with no space)."""
    runs: list[tuple[str, bool, bool]] = []
    bold = False
    for word in text.split():
        glued = False
        for i, marked in enumerate(word.split("**")):
            if i:
                bold = not bold
            for piece in split_word(marked) if marked else ():
                runs.append((piece, bold, glued))
                glued = True
    return runs


def parse_markdown(md: str) -> list[tuple[str, str]]:
    """Blocks of light markdown: ("h1"|"h2"|"h3"|"bullet"|"para", text)."""
    blocks: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(("para", " ".join(para)))
            para.clear()

    for raw in md.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        m = re.match(r"^(#{1,3})\s+(.*)$", line)
        if m:
            flush()
            blocks.append((f"h{len(m.group(1))}", m.group(2)))
        elif line[:2] in ("- ", "* "):
            flush()
            blocks.append(("bullet", line[2:].strip()))
        elif blocks and blocks[-1][0] == "bullet" and not para and raw.startswith("  "):
            blocks[-1] = ("bullet", blocks[-1][1] + " " + line)  # a bullet's continuation line
        else:
            para.append(line)
    flush()
    return blocks


def render_markdown(md: str, width: int, scale: float = 1.0, colour=theme.INK) -> pygame.Surface:
    """Light markdown (#/##/### headings, - bullets, **bold**, paragraphs) as one tall
    transparent surface ``width`` pixels wide."""
    body = theme.px(18, scale)
    styles = {"h1": (theme.px(30, scale), True, theme.px(14, scale)),
              "h2": (theme.px(23, scale), True, theme.px(12, scale)),
              "h3": (theme.px(20, scale), True, theme.px(8, scale)),
              "para": (body, False, theme.px(9, scale)),
              "bullet": (body, False, theme.px(5, scale))}
    placed: list[tuple[pygame.Surface, tuple[int, int]]] = []
    y = 0
    indent = theme.px(26, scale)
    for kind, text in parse_markdown(md):
        theme.record(text)
        size, bold_all, gap_after = styles[kind]
        if kind.startswith("h") and placed:
            y += theme.px(10, scale)
        f = theme.font(size, bold_all)
        space = f.size(" ")[0]
        x0 = indent if kind == "bullet" else 0
        if kind == "bullet":
            dot_y = y + f.get_linesize() // 2
            dot_r = theme.px(3, scale)
            placed.append((_dot(dot_r, colour), (indent // 2 - dot_r, dot_y - dot_r)))
        x, line_h = x0, f.get_linesize()
        ink = theme.ACCENT_DARK if kind in ("h1", "h2") else colour
        for word, bold, glued in _runs(text):
            img = theme.font(size, bold or bold_all).render(word, True, ink)
            if glued and x > x0:
                x -= space
            if x > x0 and x + img.get_width() > width:
                x, y = x0, y + line_h
            placed.append((img, (x, y)))
            x += img.get_width() + space
        y += line_h + gap_after
        if kind == "h1":
            placed.append((_rule(width, colour), (0, y - gap_after // 2)))
    surf = pygame.Surface((max(1, width), max(1, y)), pygame.SRCALPHA)
    for img, pos in placed:
        surf.blit(img, pos)
    return surf


def _dot(r: int, colour) -> pygame.Surface:
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (r, r), r)
    return s


def _rule(width: int, colour) -> pygame.Surface:
    s = pygame.Surface((width, 1), pygame.SRCALPHA)
    s.fill((*colour[:3], 50))
    return s
