"""Statistics and High Scores: one scene with two tabs and a game list on the left.

Statistics adds the deal of the day's streak and a month calendar of the days played and
won (scenes.daily_calendar); High Scores shows either the game's table over all deals or
one day's deal-of-the-day table (a click on a day in the calendar opens it)."""

from __future__ import annotations

from datetime import date, timedelta
from functools import partial

import pygame

from mahjong import games
from mahjong.core import daily
from mahjong.i18n import N_, _, ngettext
from mahjong.scenes.daily_calendar import MonthCalendar, draw_legend
from mahjong.scenes.screen import Screen
from mahjong.ui import theme
from mahjong.ui.dialogs import ConfirmDialog
from mahjong.ui.text import draw_wrapped
from mahjong.ui.theme import format_number
from mahjong.ui.widgets import Button, Widget, is_click

BASE_KEYS = ("name", "score", "seconds", "date", "hints", "undos", "assisted", "start")
# the headings of the extra columns a family's results carry (others are shown as their key)
EXTRA_HEADINGS = {"four_ways": N_("Four ways"), "stones_left": N_("Stones left")}


def game_list_layout(buttons: list[Button], area: pygame.Rect, scale: float) -> None:
    """Stack the game buttons in ``area``, shrinking rows so every game fits."""
    gap = theme.px(6, scale)
    row = min(theme.px(44, scale), (area.h - gap * max(0, len(buttons) - 1)) // max(1, len(buttons)))
    for i, b in enumerate(buttons):
        b.size = min(theme.px(18, scale), max(12, row * 2 // 5))
        b.rect = pygame.Rect(area.x, area.y + i * (row + gap), area.w, row)


def extra_columns(entries: list[dict]) -> list[str]:
    """Keys beyond those every game's table shows that some entry has, in first-seen order."""
    seen: list[str] = []
    for e in entries:
        for k in e:
            if k not in BASE_KEYS and k not in seen:
                seen.append(k)
    return seen


def hints_cell(entry: dict) -> str:
    """The hints a result took, marked when hints did most of the work."""
    text = format_number(entry.get("hints"))
    # Translators: a high-score cell: the hints taken, when hints made at least half of the moves
    return _("{hints} (most moves)").format(hints=text) if entry.get("assisted") is True else text


class ScoreRow(Widget):
    """A high-score row that can be played again, as a stop of the keyboard's focus:
    Enter asks to replay its deal, as a click on the row does. Its ``rect`` is where the
    row was last drawn; the table draws its focus ring."""

    def __init__(self, scene: StatsScene, rank: int) -> None:
        super().__init__()
        self.scene, self.rank = scene, rank
        self.visible = False

    def activate(self) -> None:
        if self.rank < len(self.scene.scores):
            self.scene.ask_replay(self.scene.scores[self.rank])


class StatsScene(Screen):
    title = N_("Records")

    def __init__(self, app, tab: str = "stats", game_id: str | None = None) -> None:
        super().__init__(app)
        self.tab = tab
        self.infos = list(games.GAMES)
        ids = [i.id for i in self.infos]
        self.game_id = game_id if game_id in ids else (ids[0] if ids else None)
        self.tabs = [Button(_("Statistics"), lambda: self.set_tab("stats"), "tab"),
                     Button(_("High Scores"), lambda: self.set_tab("scores"), "tab")]
        self.game_buttons = [Button(_(i.name), partial(self.select, i.id), "tab", align="left") for i in self.infos]
        self.reset = Button(_("Reset statistics"), self.ask_reset)
        self.calendar = MonthCalendar(self.show_day)
        self.days: dict[str, dict[str, int]] = {}         # this game's deal-of-the-day results
        self.score_day: date | None = None                 # None: the table over all deals
        self.modes = [Button(_("All deals"), lambda: self.set_score_day(None), "tab"),
                      Button(_("Deal of the day"), lambda: self.set_score_day(daily.today()), "tab")]
        self.day_prev = Button("←", lambda: self.step_day(-1))
        self.day_next = Button("→", lambda: self.step_day(1))
        self.title_w = 0                                   # the game's name beside the table choice
        self.panel = self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.data: dict = {}
        self.scores: list[dict] = []
        self.rows: list[tuple[pygame.Rect, dict]] = []   # where each high-score row was drawn
        self.row_keys = [ScoreRow(self, rank) for rank in range(10)]   # the rows by keyboard (a table keeps ten)

    @property
    def buttons(self) -> list[Widget]:
        return [*self.tabs, *self.game_buttons, *self.calendar.buttons, *self.modes, self.day_prev,
                self.day_next, *self.row_keys, self.reset, self.back]

    # --- state -------------------------------------------------------------------------
    def set_tab(self, tab: str) -> None:
        self.tab = tab
        self._sync()

    def select(self, game_id: str) -> None:
        self.game_id = game_id
        self._load()

    def show_day(self, day: date) -> None:
        """The high scores of ``day``'s deal (a click on the calendar)."""
        self.tab = "scores"
        self.set_score_day(day)

    def set_score_day(self, day: date | None) -> None:
        self.score_day = day
        self._load()

    def step_day(self, step: int) -> None:
        if self.score_day is not None:
            self.set_score_day(min(daily.today(), self.score_day + timedelta(days=step)))

    @property
    def score_table(self) -> str | None:
        """The storage key of the high-score table shown."""
        if self.game_id is None or self.score_day is None:
            return self.game_id
        return daily.table_key(self.game_id, self.score_day)

    def _load(self) -> None:
        """Read this game's numbers once (not every frame)."""
        if self.game_id is not None:
            self.data = self.app.storage.stats(self.game_id)
            self.days = self.app.storage.daily_days(self.game_id)
            self.scores = self.app.storage.high_scores(self.score_table or self.game_id)
        self._sync()

    def _sync(self) -> None:
        for b, t in zip(self.tabs, ("stats", "scores")):
            b.selected = self.tab == t
        for b, info in zip(self.game_buttons, self.infos):
            b.selected = info.id == self.game_id
        self.reset.visible = self.tab == "stats" and self.game_id is not None
        self.reset.enabled = bool(self.data.get("played"))
        for b in self.calendar.buttons:
            b.visible = self.tab == "stats" and self.game_id is not None
        for b, on in zip(self.modes, (self.score_day is None, self.score_day is not None)):
            b.visible, b.selected = self.tab == "scores" and self.game_id is not None, on
        for b in (self.day_prev, self.day_next):
            b.visible = self.tab == "scores" and self.score_day is not None
        self.day_next.enabled = self.score_day is not None and self.score_day < daily.today()
        for row in self.row_keys:
            row.visible = (self.tab == "scores" and row.rank < len(self.scores)
                           and isinstance(self.scores[row.rank].get("start"), dict))
        self.dirty = True

    def ask_reset(self) -> None:
        from mahjong.ui.dialogs import ConfirmDialog

        if self.game_id is None:  # no game to reset (no games at all)
            return
        name = _(games.get(self.game_id).name)
        self.app.push(ConfirmDialog(self.app, _("Reset statistics?"),
                                    _("All statistics for {game} will be set back to zero. "
                                      "High scores are kept.").format(game=name),
                                    self._do_reset, yes=_("Reset"), no=_("Cancel")))

    def _do_reset(self) -> None:
        self.app.storage.reset_stats(self.game_id)
        self._load()

    def enter(self) -> None:
        super().enter()
        self._load()
        self.focus.set_widgets(self.buttons)

    # --- layout ------------------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        content = self.layout_frame(size)
        s = self.scale
        tab_w, tab_h = theme.px(170, s), theme.px(42, s)
        for i, b in enumerate(self.tabs):
            b.size = theme.px(19, s)
            b.rect = pygame.Rect(0, 0, tab_w, tab_h)
            b.rect.midleft = (self.header.x + theme.px(300, s) + i * (tab_w + theme.px(8, s)), self.header.centery)
        list_w = theme.px(250, s)
        self.list_rect = pygame.Rect(content.x, content.y, list_w, content.h)
        game_list_layout(self.game_buttons, self.list_rect, s)
        self.panel = pygame.Rect(content.x + list_w + theme.px(18, s), content.y,
                                 content.w - list_w - theme.px(18, s), content.h)
        self.reset.size = theme.px(17, s)
        self.reset.rect = pygame.Rect(0, 0, theme.px(190, s), theme.px(38, s))
        self.reset.rect.bottomright = (self.panel.right - theme.px(24, s), self.panel.bottom - theme.px(20, s))
        inner = self.panel.inflate(-2 * theme.px(26, s), -2 * theme.px(22, s))
        x = inner.right
        for b in reversed(self.modes):  # the High Scores tab's choice of table, top right
            b.size = theme.px(16, s)
            w = theme.font(b.size).size(b.label)[0] + theme.px(24, s)
            b.rect = pygame.Rect(x - w, inner.y, w, theme.px(34, s))
            x -= w + theme.px(6, s)
        self.title_w = x - inner.x - theme.px(8, s)

    # --- events ------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.offer(event, (b for b in self.buttons if b.visible)):
            return
        if self.tab == "stats" and self.calendar.handle_event(event):
            self.dirty = True
            return
        if self.tab == "scores" and is_click(event):
            row = next((e for r, e in self.rows if r.collidepoint(event.pos)), None)
            if row is not None and isinstance(row.get("start"), dict):
                self.ask_replay(row)
                return
        self.handle_key(event)

    def ask_replay(self, entry: dict) -> None:
        """Offer to play a high-score row's deal again from its start."""
        game_id = self.game_id
        if game_id is None:
            return
        name = _(games.get(game_id).name)
        deal = format_number(entry["start"].get("deal"))
        text = (_("{game}, deal {deal}, from its start. Your saved game will be replaced.")
                if self.app.storage.has_game(game_id) else _("{game}, deal {deal}, from its start."))
        self.app.push(ConfirmDialog(self.app, _("Play this deal again?"), text.format(game=name, deal=deal),
                                    lambda: self.replay(game_id, entry["start"]), yes=_("Play"), no=_("Cancel")))

    def replay(self, game_id: str, start: dict) -> None:
        """Leave the records and play ``start`` (a game record with no moves): a saved game
        is resumed and abandoned first, counting as lost like any game left after moves."""
        self.app.pop()
        self.app.open_game(game_id, resume=True).replay(start)

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.draw_frame(surface)
        for b in (*self.tabs, *self.game_buttons):
            b.draw(surface)
        theme.draw_panel(surface, self.panel, radius=theme.px(14, s))
        if self.game_id is None:
            draw_wrapped(surface, _("No games are installed yet."), self.panel.inflate(-60, -60),
                         theme.px(22, s), theme.INK_DIM, center=True)
            return
        inner = self.panel.inflate(-2 * theme.px(26, s), -2 * theme.px(22, s))
        title_w = inner.w if self.tab == "stats" else self.title_w
        title = theme.fit_text(_(games.get(self.game_id).name), theme.px(28, s), title_w, theme.INK, bold=True)
        surface.blit(title, inner.topleft)
        inner.y += title.get_height() + theme.px(14, s)
        inner.h -= title.get_height() + theme.px(14, s)
        if self.tab == "stats":
            self._draw_stats(surface, inner)
            self.reset.draw(surface)
        else:
            for b in self.modes:
                b.draw(surface)
            if self.score_day is not None:
                inner = self._draw_day_row(surface, inner)
            self._draw_scores(surface, inner)

    def _draw_stats(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        s, d = self.scale, self.data
        played, won = d.get("played", 0), d.get("won", 0)
        rate = _("{percent}%").format(percent=f"{100 * won / played:.0f}") if played else "—"
        n = format_number
        # Translators: headings of the statistics' tiles ("Played": games played)
        tiles = [(_("Played"), n(played)), (_("Won"), n(won)), (_("Win rate"), rate),
                 (_("Current streak"), n(d.get("current_streak", 0))), (_("Best streak"), n(d.get("best_streak", 0))),
                 (_("Best score"), n(d.get("best_score"))), (_("Best time"), theme.format_time(d.get("best_time"))),
                 (_("Daily streak"), n(daily.streak(self.days, daily.today())))]
        cols = 4
        gap = theme.px(12, s)
        tw = (area.w - gap * (cols - 1)) // cols
        # the number above its heading, with room for both at the text size in use
        th = max(theme.px(78, s), theme.font(theme.px(30, s), True).get_height()
                 + theme.font(theme.px(16, s)).get_height() + theme.px(24, s))
        for i, (label, value) in enumerate(tiles):
            row, col = divmod(i, cols)
            r = pygame.Rect(area.x + col * (tw + gap), area.y + row * (th + gap), tw, th)
            pygame.draw.rect(surface, theme.PANEL_ALT, r, border_radius=theme.px(10, s))
            v = theme.fit_text(value, theme.px(30, s), tw - 16, theme.ACCENT_DARK, bold=True)
            surface.blit(v, v.get_rect(midtop=(r.centerx, r.y + theme.px(10, s))))
            lab = theme.fit_text(label, theme.px(16, s), tw - 16, theme.INK_DIM)
            surface.blit(lab, lab.get_rect(midbottom=(r.centerx, r.bottom - theme.px(10, s))))
        top = area.y + 2 * (th + gap) + theme.px(10, s)
        cal_w = min(theme.px(300, s), area.w * 2 // 5)
        below = self.reset.rect.y - top - theme.px(14, s)
        chart = pygame.Rect(area.x, top, area.w - cal_w - theme.px(24, s), below)
        self._draw_chart(surface, chart)
        self._draw_calendar(surface, pygame.Rect(chart.right + theme.px(24, s), top, cal_w, below))

    def _draw_calendar(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """The deal of the day: heading, the month's days played and won, the legend."""
        s = self.scale
        head = theme.fit_text(_("Deal of the day"), theme.px(18, s), r.w, theme.INK, bold=True)
        surface.blit(head, r.topleft)
        best = daily.best_streak(self.days)
        note = theme.fit_text(ngettext("Best run: {count} day in a row", "Best run: {count} days in a row", best)
                              .format(count=best), theme.px(14, s), r.w, theme.INK_DIM)
        y = r.y + head.get_height() + theme.px(2, s)
        surface.blit(note, (r.x, y))
        y += note.get_height() + theme.px(8, s)
        legend_h = theme.font(theme.px(13, s)).get_linesize()
        self.calendar.layout(pygame.Rect(r.x, y, r.w, r.bottom - y - legend_h - theme.px(6, s)), s)
        self.calendar.draw(surface, self.days, daily.today())
        draw_legend(surface, (r.x, r.bottom - legend_h), s, r.w)

    def _draw_day_row(self, surface: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
        """The day whose table is shown, with the buttons to the day before and after;
        returns the area left below it."""
        s, day = self.scale, self.score_day
        assert day is not None, "drawn only for a day's table"
        bh = theme.px(30, s)
        self.day_prev.rect = pygame.Rect(area.x, area.y, bh + theme.px(10, s), bh)
        self.day_next.rect = self.day_prev.rect.move(self.day_prev.rect.w + theme.px(6, s), 0)
        for b in (self.day_prev, self.day_next):
            b.size = theme.px(18, s)
            b.draw(surface)
        label = (_("Deal of {date} {year} (today)") if day == daily.today() else _("Deal of {date} {year}")).format(
            date=daily.day_and_month(day), year=day.year)
        x = self.day_next.rect.right + theme.px(12, s)
        img = theme.fit_text(label, theme.px(17, s), area.right - x, theme.INK, bold=True)
        surface.blit(img, img.get_rect(midleft=(x, self.day_prev.rect.centery)))
        top = self.day_prev.rect.bottom + theme.px(12, s)
        return pygame.Rect(area.x, top, area.w, area.bottom - top)

    def _draw_chart(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """Bars of the last scores: red for wins, grey for losses."""
        s = self.scale
        if r.h < theme.px(60, s):
            return
        head = theme.text(_("Last games"), theme.px(18, s), theme.INK, bold=True)
        surface.blit(head, r.topleft)
        box = pygame.Rect(r.x, r.y + head.get_height() + theme.px(8, s), r.w, r.h - head.get_height() - theme.px(8, s))
        pygame.draw.rect(surface, (252, 250, 245), box, border_radius=theme.px(8, s))
        pygame.draw.rect(surface, theme.PANEL_LINE, box, 1, border_radius=theme.px(8, s))
        recent = self.data.get("recent") or []
        values = [g.get("score") for g in recent]
        numeric = [v for v in values if isinstance(v, (int, float))]
        if not recent:
            draw_wrapped(surface, _("Play a game and your results will show here."), box.inflate(-20, -box.h // 2 + 12),
                         theme.px(17, s), theme.INK_DIM, center=True)
            return
        # the bars and the scores over them start below the legend's row
        legend_h = theme.font(theme.px(14, s)).get_linesize() + theme.px(8, s)
        tag_h = theme.font(theme.px(13, s)).get_linesize() + 2
        inner = box.inflate(-theme.px(24, s), -theme.px(24, s))
        inner.h -= box.y + legend_h + tag_h - inner.y
        inner.y = box.y + legend_h + tag_h
        n = len(recent)
        slot = inner.w / max(n, 20)
        top = max(numeric) if numeric else 0
        low = min(0, min(numeric)) if numeric else 0
        span = (top - low) or 1
        base_y = inner.bottom - round((0 - low) / span * inner.h)
        pygame.draw.line(surface, theme.PANEL_LINE, (inner.x, base_y), (inner.right, base_y))
        for i, g in enumerate(recent):
            v = g.get("score")
            colour = theme.ACCENT if g.get("won") else (176, 172, 164)
            x = round(inner.x + i * slot + slot * 0.15)
            w = max(2, round(slot * 0.7))
            least = theme.px(8, s)   # a score of 0 (or none) still shows as a bar
            if isinstance(v, (int, float)):
                h = max(least, round(abs(v) / span * inner.h))
                bar = pygame.Rect(x, base_y - h if v >= 0 else base_y, w, h)
            else:  # no score (e.g. a time-ranked game): a small marker
                bar = pygame.Rect(x, base_y - least, w, least)
            pygame.draw.rect(surface, colour, bar, border_radius=min(3, w // 2))
            # each bar's score over it, where there is room for it whole (never a bare '…')
            if (n <= 20 and isinstance(v, (int, float))
                    and theme.fitting_size(format_number(v), theme.px(13, s), max(8, round(slot))) is not None):
                tag = theme.fit_text(format_number(v), theme.px(13, s), max(8, round(slot)), theme.INK_DIM)
                y = bar.y - tag.get_height() - 2 if v >= 0 else bar.bottom + 2
                surface.blit(tag, tag.get_rect(midtop=(bar.centerx, max(box.y + 2, y))))
        x = box.x + theme.px(10, s)
        # Translators: the chart's legend: a game won, a game lost
        for word, colour in ((_("won"), theme.ACCENT), (_("lost"), (176, 172, 164))):
            tag = theme.text(word, theme.px(13, s), theme.INK_DIM)
            mark = pygame.Rect(x, box.y + theme.px(8, s), tag.get_height() - 4, tag.get_height() - 4)
            pygame.draw.rect(surface, colour, mark, border_radius=2)
            surface.blit(tag, (mark.right + 4, mark.y - 2))
            x = mark.right + tag.get_width() + theme.px(14, s)
        if numeric:
            label = theme.text(_("best {score}").format(score=format_number(top)), theme.px(14, s), theme.INK_DIM)
            surface.blit(label, label.get_rect(topright=(box.right - 8, box.y + 6)))

    def _draw_scores(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        s = self.scale
        if not self.scores:
            draw_wrapped(surface, _("No high scores yet. Win a game to get on the table!"),
                         pygame.Rect(area.x, area.y + theme.px(40, s), area.w, area.h), theme.px(19, s),
                         theme.INK_DIM, center=True)
            return
        extras = extra_columns(self.scores)
        # Translators: the high-score table's column headings ("#": the rank)
        labels = ([_("#"), _("Name"), _("Score"), _("Time"), _("Hints"), _("Undos")]
                  + [_(EXTRA_HEADINGS[k]) if k in EXTRA_HEADINGS else k.replace("_", " ").capitalize()
                     for k in extras] + [_("Date")])
        table = [[str(rank + 1), str(e.get("name", "")), format_number(e.get("score")),
                  theme.format_time(e.get("seconds")), hints_cell(e), format_number(e.get("undos"))]
                 + [format_number(e.get(k)) for k in extras] + [str(e.get("date", ""))[:10]]
                 for rank, e in enumerate(self.scores)]
        row_h = min(theme.px(38, s), (area.h - theme.px(10, s)) // 11)
        usable = area.w - theme.px(20, s)
        size = theme.px(17, s) if row_h >= theme.px(30, s) else theme.px(15, s)
        while size > theme.px(11, s) and sum(_column_widths(labels, table, size, s)) > usable:
            size -= 1  # every value whole: a smaller type before any is cut
        widths = _column_widths(labels, table, size, s)
        spare = max(0, usable - sum(widths))
        widths[1] += spare  # the name column takes what is left
        xs, x = [], area.x + theme.px(10, s)
        for w in widths:
            xs.append((x, w))
            x += w
        for label, (cx, cw) in zip(labels, xs):
            surface.blit(theme.fit_text(label, size, cw - theme.px(8, s), theme.INK_DIM, bold=True), (cx, area.y))
        y = area.y + row_h
        self.rows = []
        for rank, values in enumerate(table):
            r = pygame.Rect(area.x, y - theme.px(6, s), area.w, row_h)
            self.rows.append((r, self.scores[rank]))
            if rank % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_ALT, r, border_radius=theme.px(6, s))
            if rank < len(self.row_keys):
                self.row_keys[rank].rect = r
                if self.row_keys[rank].focused:
                    pygame.draw.rect(surface, theme.GOLD, r, theme.px(2, s), border_radius=theme.px(6, s))
            for i, (v, (cx, cw)) in enumerate(zip(values, xs)):
                ink = theme.ACCENT_DARK if rank == 0 else theme.INK
                surface.blit(theme.fit_text(v, size, cw - theme.px(8, s), ink, bold=i == 0 or rank == 0),
                             (cx, r.centery - theme.font(size).get_linesize() // 2))
            y += row_h
        if any(isinstance(e.get("start"), dict) for e in self.scores):
            note = theme.fit_text(_("Click a row, or Tab to it and press Enter, to play its deal again."),
                                  theme.px(15, s), area.w, theme.INK_DIM)
            surface.blit(note, (area.x + theme.px(10, s), min(y + theme.px(8, s), area.bottom - note.get_height())))


def _column_widths(labels: list[str], table: list[list[str]], size: int, scale: float) -> list[int]:
    """Each column as wide as its widest text (bold, as the best row is drawn) plus a gap."""
    bold = theme.font(size, True)
    return [max([bold.size(label)[0]] + [bold.size(row[i])[0] for row in table]) + theme.px(8, scale) + 4
            for i, label in enumerate(labels)]

