"""The tables this computer keeps (``mahjong.net.kept``), offered when "Friends" is
pressed: a table this app hosted and did not close (the app quit or crashed) can be
reopened with the same code, and the friends rejoin by themselves; a seat held at a
friend's table can be rejoined (the Join dialog, filled in, so the address can be
changed). Each entry says who sat where and how far the hand got, and can be
discarded. A record that cannot be read is set aside and said here, in words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from mahjong.i18n import _, pgettext
from mahjong.net.hosting import Hosting, HostOptions
from mahjong.net.kept import (
    KeptTable,
    SeatKey,
    forget_seat,
    forget_table,
    hosted_dir,
    hosted_tables,
    kept_seats,
    set_aside_table,
)
from mahjong.net.protocol import shown_code
from mahjong.ui import theme
from mahjong.ui.dialogs import ChoiceDialog, MessageDialog
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.widgets import Button

MAX_SHOWN = 3


@dataclass(frozen=True)
class Entry:
    """One kept table: ours (``table``, with our seat if kept) or a friend's (``seat``)."""

    code: str
    table: KeptTable | None
    seat: SeatKey | None

    def lines(self) -> list[str]:
        if self.table is not None:
            return [_("Table {code}, hosted here").format(code=self.table.shown_code),
                    _("Seats: {players}").format(players=self.table.seats_line()), self.table.progress()]
        assert self.seat is not None, "an entry is a table or a seat"
        return [_("Table {code}, at {address}").format(code=shown_code(self.code),
                                                        address=self.seat.address.removeprefix("ws://")),
                _("Your seat there is kept for you.")]


def kept_entries(data_dir) -> tuple[list[Entry], list[str]]:
    """Our unfinished hosted tables (newest first), then the seats held at friends'
    tables; and the problems with files that were set aside. A kept host seat whose
    table record is gone is dropped."""
    tables, problems = hosted_tables(data_dir)
    seats, seat_problems = kept_seats(data_dir)
    by_code = {s.code: s for s in seats}
    entries = [Entry(t.code, t, by_code.get(t.code)) for t in tables]
    hosted = {t.code for t in tables}
    for s in seats:
        if s.code in hosted:
            continue
        if s.hosted:
            forget_seat(data_dir, s.code)
            continue
        entries.append(Entry(s.code, None, s))
    return entries, problems + seat_problems


class KeptTablesDialog(ChoiceDialog):
    """"Your unfinished tables": each with Reopen (or Rejoin) and Discard; below, the
    way on to hosting or joining another table."""

    WIDTH = 720

    def __init__(self, app, entries: list[Entry], problems: list[str], more: Callable[[], None],
                 on_reopen: Callable[[Hosting], None], on_rejoin: Callable[[SeatKey], None]) -> None:
        """``more``: on to host or join; ``on_reopen``: to the lobby of the reopened
        table; ``on_rejoin``: the Join dialog for a kept seat."""
        self.entries = entries[:MAX_SHOWN]
        self.problems = problems
        self.on_reopen = on_reopen
        self.on_rejoin = on_rejoin
        self.more = more
        self.rows: list[tuple[Button, Button]] = [
            (Button(_("Reopen table") if e.table is not None else _("Rejoin"), partial(self.reopen, e),
                    style="primary"),
             # Translators: the button that removes a kept table (or seat) from the list, not a tile's discard
             Button(pgettext("kept table", "Discard"), partial(self.discard, e))) for e in self.entries]
        super().__init__(app, _("Your unfinished tables"),
                         _("A table you host is kept on this computer until you leave it. Reopen it with the "
                           "same code: your friends rejoin their seats by themselves."),
                         [(_("Host or join another table"), more), (_("Close"), None)], default=0)
        self.focus.set_widgets([*(b for pair in self.rows for b in pair), *self.buttons])

    # --- layout and drawing -----------------------------------------------------------------
    def _size(self) -> int:
        return theme.px(16, self.scale)

    def _entry_height(self) -> int:
        return theme.font(self._size()).get_linesize() * 3 + theme.px(14, self.scale)

    def _note(self) -> str:
        return " ".join(self.problems)

    def _note_height(self, width: int) -> int:
        note = self._note()
        f = theme.font(self._size())
        return len(wrap(note, f, width)) * f.get_linesize() + theme.px(6, self.scale) if note else 0

    def body_height(self, width: int) -> int:
        return (super().body_height(width) + theme.px(12, self.scale) + len(self.rows) * self._entry_height()
                + self._note_height(width))

    def layout_body(self, rect: pygame.Rect) -> None:
        s = self.scale
        y = rect.y + super().body_height(rect.w) + theme.px(12, s)
        bh = theme.px(36, s)
        for first, second in self.rows:
            x = rect.right
            for b in (second, first):
                b.size = theme.px(17, s)
                bw = theme.font(b.size, True).size(b.label)[0] + theme.px(28, s)
                x -= bw
                b.rect = pygame.Rect(x, y + theme.px(4, s), bw, bh)
                x -= theme.px(8, s)
            y += self._entry_height()
        self.list_top = rect.y + super().body_height(rect.w) + theme.px(12, s)

    def handle_event(self, event) -> None:
        for pair in self.rows:
            for b in pair:
                if b.handle_event(event):
                    self.dirty = True
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        s, body = self.scale, self.body_rect
        if self.text:
            draw_wrapped(surface, self.text, pygame.Rect(body.x, body.y, body.w, super().body_height(body.w)),
                         theme.px(19, s), theme.INK)
        size = self._size()
        line = theme.font(size).get_linesize()
        y = self.list_top
        for entry, (first, second) in zip(self.entries, self.rows):
            room = first.rect.x - body.x - theme.px(10, s)       # the text stops short of the buttons
            pygame.draw.line(surface, theme.PANEL_LINE, (body.x, y), (body.right, y))
            for n, text in enumerate(entry.lines()):
                img = theme.fit_text(text, size, room, theme.INK if n == 0 else theme.INK_DIM, bold=n == 0)
                surface.blit(img, (body.x, y + n * line + (theme.px(10, s) if n == 0 else theme.px(14, s))))
            first.draw(surface)
            second.draw(surface)
            y += self._entry_height()
        note = self._note()
        if note:
            draw_wrapped(surface, note, pygame.Rect(body.x, y, body.w, body.bottom - y), size, theme.ACCENT_DARK)

    # --- the choices --------------------------------------------------------------------------
    def reopen(self, entry: Entry) -> None:
        if entry.table is None:
            assert entry.seat is not None, "an entry is a table or a seat"
            self.close(partial(self.on_rejoin, entry.seat))
            return
        hosting = reopen_table(self.app, entry)
        if hosting is not None:
            self.close(partial(self.on_reopen, hosting))

    def discard(self, entry: Entry) -> None:
        data_dir = self.app.storage.data_dir
        if entry.table is not None:
            forget_table(data_dir, entry.code)
        else:
            forget_seat(data_dir, entry.code)
        entries, problems = kept_entries(data_dir)
        self.close(None)
        if entries or problems:
            self.app.push(KeptTablesDialog(self.app, entries, problems, self.more, self.on_reopen, self.on_rejoin))
        else:
            self.more()


def reopen_table(app, entry: Entry) -> Hosting | None:
    """Open a kept table again in this app; None (with a message on screen) if it
    cannot be: its record is set aside when it cannot be read."""
    name = entry.seat.name if entry.seat is not None else str(app.settings.get("player_name") or "")
    hosting = Hosting(HostOptions(name=name), data_dir=app.storage.data_dir)
    try:
        hosting.reopen(entry.code, entry.seat, announce=not app.headless, local_only=app.headless)
    except (ValueError, TypeError, KeyError, AttributeError) as err:   # BadRecord is a ValueError
        hosting.stop(keep=True)
        note = set_aside_table(hosted_dir(app.storage.data_dir) / f"{entry.code}.json", str(err))
        app.push(MessageDialog(app, _("The table could not be reopened"), note))
        return None
    except OSError as err:
        hosting.stop(keep=True)
        app.push(MessageDialog(app, _("The table could not be reopened"), str(err)))
        return None
    return hosting
