"""The lobby of a table with friends: the table's code and the addresses to share (the
host's), who has sat down, and Start (the host's: computer players take the empty
seats). Everyone goes to the table (``remote.RemoteTableScene``) when the game starts.
A table that cannot be reached or closes says so here, in words."""

from __future__ import annotations

import pygame

from mahjong.games.american.face.remote import RemoteTableScene, wake_window
from mahjong.i18n import _
from mahjong.net.client import Chat, Event, NetClient, Notice, RemoteView, Seated
from mahjong.net.hosting import Hosting
from mahjong.net.protocol import shown_code
from mahjong.ui import backgrounds, theme
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.widgets import Button


def seat_line(n: int, player: dict, mine: int) -> str:
    """One seat of the lobby's list, in words."""
    name = str(player.get("name", ""))
    if n == mine:
        return _("Seat {number}: {name} (you)").format(number=n + 1, name=name)
    if player.get("person") and player.get("connected"):
        return _("Seat {number}: {name}").format(number=n + 1, name=name)
    if player.get("person"):
        return _("Seat {number}: {name} (connection lost)").format(number=n + 1, name=name)
    return _("Seat {number}: a computer player, until a friend sits here").format(number=n + 1)


class LobbyScene(Scene):
    def __init__(self, app, client: NetClient, hosting: Hosting | None) -> None:
        super().__init__(app)
        self.client, self.hosting = client, hosting
        client.wake = wake_window
        self.seat = -1
        self.code = hosting.code if hosting is not None else client.code
        self.view: RemoteView | None = None
        self.problem = ""
        self.later: list[Event] = []          # events for the table scene, after the start
        self.start_button = Button(_("Start now"), self.start, style="primary")
        self.leave_button = Button(_("Leave"), self.leave)
        self.start_button.visible = hosting is not None
        self.focus = FocusGroup([self.start_button, self.leave_button])
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.resize(app.size)

    # --- the network ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        events = self.client.poll()           # the client wakes the window as events arrive
        for i, event in enumerate(events):
            if isinstance(event, Seated):
                self.seat, self.code = event.seat, event.code
            elif isinstance(event, RemoteView):
                self.view = event
                if event.started:
                    self._to_table(event, events[i + 1:])
                    return
            elif isinstance(event, Notice) and event.kind in ("closed", "error", "lost"):
                self.problem = event.text
            elif isinstance(event, Notice) and event.kind == "back":
                self.problem = ""
            elif isinstance(event, Chat):
                self.app.notify(_("{name}: {text}").format(name=event.name, text=event.text))
            self.dirty = True

    def _to_table(self, view: RemoteView, rest: list[Event]) -> None:
        self.app.replace(RemoteTableScene(self.app, self.client, self.hosting, view, rest))

    def start(self) -> None:
        self.client.start_game()

    def leave(self) -> None:
        """Close the connection (and the host's table), back to where we came from."""
        self.client.close()
        if self.hosting is not None:
            self.hosting.stop()
        if self.app.top is self:
            self.app.pop()

    # --- input and drawing --------------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        w, h = min(size[0] - 40, theme.px(720, s)), min(size[1] - 40, theme.px(560, s))
        self.panel = pygame.Rect(0, 0, max(w, 100), max(h, 100))
        self.panel.center = (size[0] // 2, size[1] // 2)
        pad, bh = theme.px(28, s), theme.px(44, s)
        x = self.panel.right - pad
        for b in (self.leave_button, self.start_button):
            b.size = theme.px(19, s)
            bw = theme.font(b.size, True).size(b.label)[0] + theme.px(40, s)
            x -= bw
            b.rect = pygame.Rect(x, self.panel.bottom - pad - bh, bw, bh)
            x -= theme.px(12, s)

    def handle_event(self, event) -> None:
        for b in (self.start_button, self.leave_button):
            if b.visible and b.handle_event(event):
                self.dirty = True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
            elif self.focus.handle_key(event):
                self.dirty = True

    def lines(self) -> list[tuple[str, bool]]:
        """The lobby's text, line by line: (text, strong)."""
        out: list[tuple[str, bool]] = []
        if self.hosting is not None:
            out.append((_("Tell your friends the code and one of these addresses:"), False))
            out += [("   " + line, True) for line in self.hosting.share_lines()]
            out.append((_("Friends elsewhere on the Internet: see Rules, \"Playing with friends\"."), False))
            out.append(("", False))
        if self.problem:
            out.append((self.problem, True))
        elif self.view is None:
            out.append((_("Connecting to the table…"), False))
        else:
            out += [(seat_line(n, p, self.seat), n == self.seat) for n, p in enumerate(self.view.players)]
            out.append(("", False))
            out.append((_("Press Start now to play: computer players take the empty seats.")
                        if self.hosting is not None else _("Waiting for the host to start the game…"), False))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        backgrounds.draw_table(surface, self.app.settings)
        s = self.scale
        theme.draw_panel(surface, self.panel, radius=theme.px(16, s))
        pad = theme.px(28, s)
        x, y = self.panel.x + pad, self.panel.y + pad
        title = theme.fit_text(_("Table {code}").format(code=shown_code(self.code)), theme.px(30, s),
                               self.panel.w - 2 * pad, theme.INK, bold=True)
        surface.blit(title, (x, y))
        y += title.get_height() + theme.px(16, s)
        size = theme.px(18, s)
        for text, strong in self.lines():
            if text:
                img = theme.fit_text(text, size, self.panel.w - 2 * pad, theme.INK if strong else theme.INK_DIM,
                                     bold=strong)
                surface.blit(img, (x, y))
            y += theme.font(size).get_linesize() + theme.px(4, s)
        self.start_button.enabled = self.view is not None and not self.problem
        for b in (self.start_button, self.leave_button):
            if b.visible:
                b.draw(surface)
