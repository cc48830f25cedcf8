"""Playing Card Free with friends, the dialogs: "Play with friends" (host or join), the
host's table options (house rules, each empty seat's computer player, a turn timer,
your name) and joining (an address and the table's code, or a table found on this
network). Opening or joining a table leads to the lobby (``lobby.LobbyScene``); the
network side is ``mahjong.net`` (``hosting``, ``client``, ``discovery``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from mahjong.games.american.face.options import HOUSE_RULES, prefs, strength_labels
from mahjong.i18n import _
from mahjong.net.botclient import address_url
from mahjong.net.client import NetClient
from mahjong.net.discovery import Browser
from mahjong.net.hosting import TURN_TIMERS, Hosting, HostOptions
from mahjong.net.protocol import CODE_ALPHABET, CODE_LENGTH, MAX_NAME, normal_code
from mahjong.ui import theme
from mahjong.ui.dialogs import ChoiceDialog, MessageDialog
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.textfield import TextField
from mahjong.ui.widgets import Button, Choice, Toggle, Widget

GAME_ID = "card-free-american"
ADDRESS_KEY = "friends_address"      # app settings: the last address joined


def open_friends(app) -> None:
    """The "Play with friends" choice: host a table or join one."""
    app.push(ChoiceDialog(
        app, _("Play with friends"),
        _("Host a table on this computer and tell your friends its code and address, or join a "
          "friend's table. Computer players take the seats no person takes."),
        [(_("Host a table"), lambda: app.push(HostDialog(app))), (_("Join a table"), lambda: app.push(JoinDialog(app))),
         (_("Close"), None)], default=0))


Row = tuple[str, list[Widget]]


class FormDialog(ChoiceDialog):
    """A dialog of labelled rows of widgets (text fields, toggles, choices) above its
    buttons; a row with an empty label spans the whole width."""

    WIDTH = 680
    LABEL_W = 170

    def __init__(self, app, title: str, text: str, rows: list[Row], buttons, default: int = 0) -> None:
        self.rows = rows
        self.note = ""
        super().__init__(app, title, text, buttons, default=default)
        self.focus.set_widgets([*(w for _, ws in self.rows for w in ws), *self.buttons])

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def row_height(self) -> int:
        return theme.px(40, self.scale)

    def extra_height(self, width: int) -> int:
        """Room below the rows (a subclass's list)."""
        return 0

    def _note_height(self, width: int) -> int:
        if not self.note:
            return 0
        f = theme.font(theme.px(16, self.scale))
        return len(wrap(self.note, f, width)) * f.get_linesize() + theme.px(6, self.scale)

    def body_height(self, width: int) -> int:
        return (super().body_height(width) + theme.px(10, self.scale) + len(self.rows) * self.row_height()
                + self.extra_height(width) + self._note_height(width))

    def layout_body(self, rect: pygame.Rect) -> None:
        s = self.scale
        y = rect.y + super().body_height(rect.w) + theme.px(10, s)
        label_w = theme.px(self.LABEL_W, s)
        for label, widgets in self.rows:
            h = self.row_height() - theme.px(8, s)
            x, room = (rect.x, rect.w) if not label else (rect.x + label_w, rect.w - label_w)
            gap = theme.px(10, s)
            wants = [_wanted_width(w, theme.px(17, s)) for w in widgets]
            free = room - gap * (len(widgets) - 1)
            for w, want in zip(widgets, wants):
                each = free * want // max(1, sum(wants))
                w.rect = pygame.Rect(x, y, each, h)
                x += each + gap
                if hasattr(w, "size"):
                    w.size = theme.px(17, s)
            y += self.row_height()
        self.extra_top = y

    def handle_event(self, event) -> None:
        for _label, widgets in self.rows:
            for widget in widgets:
                if widget.handle_event(event):
                    self.dirty = True
                    if isinstance(widget, TextField) and widget.focused:
                        self.focus.focus(widget)
        if event.type == pygame.TEXTINPUT:
            return
        current = self.focus.current
        if (event.type == pygame.KEYDOWN and isinstance(current, TextField)
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)):
            self.buttons[self.default].activate()
            return
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.scale
        body = self.body_rect
        if self.text:
            draw_wrapped(surface, self.text, pygame.Rect(body.x, body.y, body.w, super().body_height(body.w)),
                         theme.px(17, s), theme.INK_DIM)
        for label, widgets in self.rows:
            if label and widgets:
                img = theme.fit_text(label, theme.px(17, s), theme.px(self.LABEL_W - 8, s), theme.INK)
                surface.blit(img, img.get_rect(midleft=(body.x, widgets[0].rect.centery)))
            for widget in widgets:
                widget.draw(surface)
        self.draw_extra(surface, pygame.Rect(body.x, self.extra_top, body.w, self.extra_height(body.w)))
        if self.note:
            top = self.extra_top + self.extra_height(body.w)
            draw_wrapped(surface, self.note, pygame.Rect(body.x, top, body.w, body.bottom - top),
                         theme.px(16, s), theme.ACCENT_DARK)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A subclass's drawing below the rows."""

    def say(self, note: str) -> None:
        """Show ``note`` under the form (what is wrong), keeping what was typed."""
        self.note = note
        self.resize(self.app.size)
        self.dirty = True


def _name_field(app) -> TextField:
    return TextField(app.settings.get("player_name") or "", placeholder=_("Your name"), max_len=MAX_NAME)


class HostDialog(FormDialog):
    """The host's table: your name, the house rules, each seat's computer player
    (strength and skill level, for a seat no friend takes) and the turn timer. The Card
    Free preferences give the first choices and keep the new ones."""

    def __init__(self, app, on_open: Callable[[Hosting], None] | None = None) -> None:
        self.p = prefs(app.storage, GAME_ID)
        self.on_open = on_open or partial(_to_lobby, app)
        self.name = _name_field(app)
        self.house = {n: n in self.p["house_rules"] for n, _label in HOUSE_RULES}
        strengths = [self.p["strengths"][0], *self.p["strengths"]]
        skills = [self.p["skill"], *self.p["bot_skills"]]
        self.strengths, self.skills = list(strengths), list(skills)
        self.timer = app.settings.get("friends_timer") if app.settings.get("friends_timer") in TURN_TIMERS else None
        levels = [(i, str(i)) for i in range(6)]
        rows: list[Row] = [(_("Your name"), [self.name])]
        for n, label in HOUSE_RULES:
            rows.append(("", [Toggle(_("House rule {number}: {rule}").format(number=n, rule=_(label)),
                                     self.house[n], partial(self._house, n), size=16)]))
        for seat in range(4):
            rows.append((_("Seat {number}").format(number=seat + 1), [
                Choice(strength_labels(), self.strengths[seat], partial(self._set, self.strengths, seat), size=16),
                Choice(levels, self.skills[seat], partial(self._set, self.skills, seat), size=16)]))
        timers = [(t, _("No timer") if t is None else _("{seconds} s").format(seconds=t)) for t in TURN_TIMERS]
        rows.append((_("Turn timer"), [Choice(timers, self.timer, self._timer, size=16)]))
        super().__init__(app, _("Host a table"),
                         _("You sit in seat 1. Each seat has a computer player (strength, then skill "
                           "level 0-5) that plays it until a friend sits there, and again if their "
                           "connection is lost. With a turn timer, a computer player makes the move "
                           "of a person who lets it run out."),
                         rows, [(_("Open the table"), self.open_table), (_("Cancel"), None)])

    def _house(self, n: int, on: bool) -> None:
        self.house[n] = on

    def _set(self, values: list[int], seat: int, value: Any) -> None:
        values[seat] = value

    def _timer(self, value: Any) -> None:
        self.timer = value

    def options(self) -> HostOptions:
        s, k = self.strengths, self.skills
        return HostOptions(self.name.value.strip(), tuple(n for n, on in self.house.items() if on),
                           (s[0], s[1], s[2], s[3]), (k[0], k[1], k[2], k[3]), self.timer)

    def open_table(self) -> None:
        options = self.options()
        self.app.set_setting("player_name", options.name)
        self.app.set_setting("friends_timer", options.turn_timer)
        self.p["house_rules"] = sorted(options.house_rules)
        hosting = Hosting(options)
        try:
            hosting.open(announce=not self.app.headless, local_only=self.app.headless)
        except OSError as err:
            hosting.stop()
            self.app.push(MessageDialog(self.app, _("The table could not be opened"), str(err)))
            return
        self.on_open(hosting)


def _to_lobby(app, hosting: Hosting) -> None:
    from mahjong.games.american.face.lobby import LobbyScene

    assert hosting.client is not None, "an open table has the host's client"
    app.push(LobbyScene(app, hosting.client, hosting))


def _code_char(ch: str) -> bool:
    return ch.upper() in CODE_ALPHABET or ch in " -"


def _address_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in ".:-_[]/")


class JoinDialog(FormDialog):
    """Join a friend's table: your name, the address (host:port, ws:// or wss://) and
    the table's code; a table heard on this network fills in its address."""

    def __init__(self, app, browse: bool | None = None) -> None:
        """``browse``: listen for tables on the network (default: in a real window)."""
        self.name = _name_field(app)
        last = app.settings.get(ADDRESS_KEY)
        self.address = TextField(last if isinstance(last, str) else "", placeholder=_("e.g. 192.168.1.20:8765"),
                                 max_len=120, allowed=_address_char)
        self.code = TextField("", placeholder=_("e.g. K7QM-R2XH-9P"), max_len=CODE_LENGTH + 4, allowed=_code_char)
        self.browser = Browser() if (not app.headless if browse is None else browse) else None
        self.found_buttons: list[Button] = []
        self._found_key: tuple[Any, ...] = ()
        super().__init__(app, _("Join a table"),
                         _("Ask the host for the table's code and the address it shows."),
                         [(_("Your name"), [self.name]), (_("Address"), [self.address]),
                          (_("Table code"), [self.code])],
                         [(_("Join"), self.join), (_("Cancel"), None)])
        if self.browser is not None:
            self.browser.start()

    def extra_height(self, width: int) -> int:
        return theme.px(34 + 40 * 3, self.scale)

    def _found_status(self) -> str:
        if self.browser is None:
            return ""
        if self.browser.problem:
            return self.browser.problem
        if not self.browser.found():
            return _("Looking for tables on this network…")
        return _("Tables on this network (click one to fill in its address):")

    def update(self, dt: float) -> None:
        found = self.browser.found() if self.browser is not None else []
        key = (tuple(found), self.browser.problem if self.browser else None, self.extra_top, self.scale)
        if key != self._found_key:
            self._found_key = key
            s = self.scale
            self.found_buttons = []
            y = self.extra_top + theme.px(34, s)
            for f in found[:3]:
                b = Button(f"{f.name}  ·  {f.address}", partial(self.address.set, f.address), style="secondary",
                           size=theme.px(16, s))
                b.rect = pygame.Rect(self.body_rect.x, y, self.body_rect.w, theme.px(34, s))
                self.found_buttons.append(b)
                y += theme.px(40, s)
            self.dirty = True

    def handle_event(self, event) -> None:
        for b in self.found_buttons:
            if b.handle_event(event):
                self.dirty = True
                return
        super().handle_event(event)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        status = self._found_status()
        if status:
            draw_wrapped(surface, status, pygame.Rect(rect.x, rect.y + theme.px(6, self.scale), rect.w,
                                                      theme.px(30, self.scale)),
                         theme.px(15, self.scale), theme.INK_DIM, max_lines=2)
        for b in self.found_buttons:
            b.draw(surface)

    def close(self, callback) -> None:
        if callback == self.join and (problem := self.problem()) is not None:
            self.say(problem)           # the dialog stays open, with what was typed
            return
        if self.browser is not None:
            self.browser.stop()
        super().close(callback)

    def problem(self) -> str | None:
        """What is wrong with what was typed, in words (None: nothing)."""
        address = self.address.value.strip()
        try:
            address_url(address)
        except ValueError:
            address = ""
        if not address:
            return _("Type the address the host shows, like 192.168.1.20:8765.")
        if len(normal_code(self.code.value)) != CODE_LENGTH:
            return _("A table code has {count} letters and digits, like K7QM-R2XH-9P.").format(count=CODE_LENGTH)
        return None

    def join(self) -> None:
        """Connect and go to the lobby (``close`` has checked what was typed)."""
        name, address = self.name.value.strip(), self.address.value.strip()
        self.app.set_setting("player_name", name)
        self.app.set_setting(ADDRESS_KEY, address)
        client = NetClient(address, normal_code(self.code.value), name=name)
        client.start()
        from mahjong.games.american.face.lobby import LobbyScene

        self.app.push(LobbyScene(self.app, client, None))


def _wanted_width(widget, size: int) -> int:
    """A row's share for ``widget``: a segmented choice wants room for its longest label
    in every segment (a strength's name beside the one-digit skill levels); others an
    even share."""
    options = getattr(widget, "options", None)
    if not options:
        return 100
    font = theme.font(size)
    return len(options) * (max(font.size(label)[0] for _value, label in options) + size)
