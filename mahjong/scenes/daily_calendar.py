"""The Records' month calendar of the deal of the day: each day played (a ring) or won
(a filled disc), today outlined, with buttons for the month before and after. A click
on a day played asks the Records to show that day's high scores."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date

import pygame

from mahjong.core import daily
from mahjong.i18n import N_, _
from mahjong.ui import theme
from mahjong.ui.widgets import Button, is_click

# Translators: the calendar's short weekday names, Monday to Sunday
WEEKDAYS = (N_("Mo"), N_("Tu"), N_("We"), N_("Th"), N_("Fr"), N_("Sa"), N_("Su"))


class MonthCalendar:
    """One month of one game's days; ``on_day(day)`` is called for a click on a day played."""

    def __init__(self, on_day: Callable[[date], None]) -> None:
        now = daily.today()
        self.year, self.month = now.year, now.month
        self.on_day = on_day
        self.prev = Button("←", lambda: self.shift(-1), "secondary")
        self.next = Button("→", lambda: self.shift(1), "secondary")
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.cells: list[tuple[pygame.Rect, date]] = []

    @property
    def buttons(self) -> list[Button]:
        return [self.prev, self.next]

    def shift(self, step: int) -> None:
        self.year, self.month = daily.shift_month(self.year, self.month, step)

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        """Place the calendar in ``rect``: a title row with the month buttons, the weekday
        names and six rows of days."""
        self.rect, self.scale = pygame.Rect(rect), scale
        s = scale
        bh = theme.px(30, s)
        for i, b in enumerate((self.next, self.prev)):
            b.size = theme.px(20, s)
            b.rect = pygame.Rect(rect.right - (i + 1) * (bh + theme.px(4, s)), rect.y, bh, bh)

    def handle_event(self, event) -> bool:
        """True when the event was a click on a day played (the month buttons are the
        screen's own widgets)."""
        if is_click(event):
            for r, day in self.cells:
                if r.collidepoint(event.pos):
                    self.on_day(day)
                    return True
        return False

    def draw(self, surface: pygame.Surface, days: Mapping[str, Mapping[str, int]], now: date) -> None:
        s, r = self.scale, self.rect
        title = theme.fit_text(_("{month} {year}").format(month=daily.month_name(self.month), year=self.year),
                               theme.px(18, s),
                               self.prev.rect.x - r.x - theme.px(6, s), theme.INK, bold=True)
        surface.blit(title, title.get_rect(midleft=(r.x, self.prev.rect.centery)))
        for b in self.buttons:
            b.draw(surface)
        weeks = daily.month_weeks(self.year, self.month)
        top = self.prev.rect.bottom + theme.px(6, s)
        small = theme.px(13, s)
        label_h = theme.font(small).get_linesize()
        cell_w = r.w // 7
        cell_h = max(1, min(cell_w, (r.bottom - top - label_h - theme.px(4, s)) // 6))
        for i, name in enumerate(WEEKDAYS):
            img = theme.text(_(name), small, theme.INK_DIM)
            surface.blit(img, img.get_rect(midtop=(r.x + i * cell_w + cell_w // 2, top)))
        y0 = top + label_h + theme.px(4, s)
        self.cells = []
        size = min(theme.px(15, s), max(9, cell_h * 3 // 5))
        for row, week in enumerate(weeks):
            for col, day in enumerate(week):
                if day is None:
                    continue
                cell = pygame.Rect(r.x + col * cell_w, y0 + row * cell_h, cell_w, cell_h)
                self._draw_day(surface, cell, day, daily.state(days, day), day == now, day > now, size)
                if daily.state(days, day) is not None:
                    self.cells.append((cell, day))

    def _draw_day(self, surface, cell: pygame.Rect, day: date, state: str | None, today: bool,
                  future: bool, size: int) -> None:
        s = self.scale
        radius = max(4, min(cell.w, cell.h) // 2 - theme.px(2, s))
        ink = theme.INK_DIM if future else theme.INK
        if state == "won":
            pygame.draw.circle(surface, theme.ACCENT, cell.center, radius)
            ink = theme.PANEL
        elif state == "played":
            pygame.draw.circle(surface, theme.PANEL_ALT, cell.center, radius)
            pygame.draw.circle(surface, theme.INK_DIM, cell.center, radius, max(1, theme.px(2, s)))
        if today:
            pygame.draw.circle(surface, theme.GOLD, cell.center, radius + theme.px(2, s), max(2, theme.px(3, s)))
        img = theme.text(str(day.day), size, ink, bold=state == "won")
        surface.blit(img, img.get_rect(center=cell.center))


def draw_legend(surface: pygame.Surface, pos: tuple[int, int], scale: float, width: int) -> int:
    """One line under the calendar: what a disc and a ring mean; returns its height."""
    s = scale
    size = theme.px(13, s)
    r = theme.px(6, s)
    x, y = pos
    h = theme.font(size).get_linesize()
    cy = y + h // 2
    pygame.draw.circle(surface, theme.ACCENT, (x + r, cy), r)
    # Translators: the calendar's legend: a day whose deal was won
    won = theme.text(_("won"), size, theme.INK_DIM)
    surface.blit(won, (x + 2 * r + theme.px(4, s), y))
    x2 = x + 2 * r + theme.px(4, s) + won.get_width() + theme.px(14, s)
    pygame.draw.circle(surface, theme.PANEL_ALT, (x2 + r, cy), r)
    pygame.draw.circle(surface, theme.INK_DIM, (x2 + r, cy), r, 1)
    played = theme.fit_text(_("played, not won"), size, max(1, pos[0] + width - x2 - 2 * r - theme.px(4, s)),
                            theme.INK_DIM)
    surface.blit(played, (x2 + 2 * r + theme.px(4, s), y))
    return h
