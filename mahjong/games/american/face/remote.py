"""The Card Free table with friends: the local table's scene (``AmericanScene``: the same
rack, action bar, panels and painters), driven by a remote table instead of a local
session. Every view the server sends our seat (``net.client.RemoteView``) becomes a
``net.remote.RemoteTable`` turned so we sit at the bottom; what we do goes to the server
as an action (the server checks it; a refusal comes back in words); the computer players
play on the server. What a local game has and a shared table cannot (New, Restart, Undo,
the Demo, Pause, saving) is left out.

The connection's fate is told in the window: lost (trying to rejoin), back, closed. The
result of each hand goes into the player's statistics and high scores like a local
hand's.
"""

from __future__ import annotations

import dataclasses
import math
import time
from datetime import datetime

import pygame

from mahjong.games.american.actions import Action, Discard, NextHand
from mahjong.games.american.face.motion import discard_start
from mahjong.games.american.face.scene import AmericanScene
from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.pieces import HandResult
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _
from mahjong.net.client import Chat, Event, NetClient, Notice, Refused, RemoteView, Seated
from mahjong.net.hosting import Hosting
from mahjong.net.protocol import shown_code
from mahjong.net.remote import RemoteSession, RemoteTable, remote_table, to_server, turned_four
from mahjong.scenes.game_base import GameScene
from mahjong.ui import theme
from mahjong.ui.dialogs import ConfirmDialog, MessageDialog
from mahjong.ui.widgets import Button

GAME_ID = "card-free-american"

NET_EVENT = pygame.event.custom_type()   # "the table spoke": wakes a window asleep between frames


def wake_window() -> None:
    """Post NET_EVENT (called on the network client's thread, as each event arrives), so
    an idle window runs a frame at once instead of at its next idle look."""
    try:
        pygame.event.post(pygame.event.Event(NET_EVENT))
    except pygame.error:      # the window is closing
        pass


SHOWN_TOOLS = ("hint", "helper", "card", "help", "menu")


class RemoteTableScene(AmericanScene):
    """``RemoteTableScene(app, client, hosting, first, later)``: the table from ``first``
    (the view that started the game), then what ``client`` hands on; ``hosting`` is
    the host's server (None: a friend's table), closed when the host leaves."""

    def __init__(self, app, client: NetClient, hosting: Hosting | None, first: RemoteView,
                 later: list[Event] | None = None) -> None:
        self.client, self.hosting = client, hosting
        client.wake = wake_window
        self.seat = first.seat
        self.remote = RemoteSession(self._table(first, None), turned_four(first.totals, first.seat))
        self.view_now, self.view_at = first, time.monotonic()
        self.pending = list(later or [])
        self.connection = ""            # "", or what is wrong with the connection (shown)
        self.sent: tuple | None = None  # the position our automatic move was sent in
        self.closed = False
        self.hands_ended: set[int] = set()
        self.moves_seen: list[str] = [_("Hand {number}").format(number=first.hand + 1)]
        super().__init__(app, GAME_ID)
        self.tools["menu"].label = _("Leave")
        self.toolbar.buttons = [self.tools[k] for k in SHOWN_TOOLS]
        self.end_buttons = [Button(_("Next hand"), self.next_hand, style="primary"), Button(_("Leave"), self.to_menu)]
        self.status.title = _("Card Free with friends · table {code}").format(code=shown_code(client.code))

    # --- the remote table in place of a session ------------------------------------------
    def _new_session(self, deal: int) -> None:
        self.strengths = (2, 2, 2)
        self.reported = 0
        self.begin(self.remote)  # type: ignore[arg-type]  # the face asks a RemoteSession what it asks a Session

    def _table(self, view: RemoteView, before: RemoteTable | None) -> RemoteTable:
        table = remote_table(view.seat, view.hand, view.version, view.view, view.legal, view.pass_size,
                             view.blind_allowed, view.options)
        table.just_drew = (before is not None and before.hand == table.hand and before.phase == "draw"
                           and before.turn == 0 and table.phase == "discard" and table.turn == 0)
        return table

    def save_state(self) -> None:
        """A shared table is the host's to keep: nothing is saved here."""

    def record(self) -> dict | None:
        return None

    def moves_made(self) -> int:
        return self.view_now.version

    def ask_new(self) -> None:
        self.app.notify(_("A table with friends goes on: leave it to start a game of your own"))

    ask_restart = ask_new

    def toggle_pause(self) -> None:
        self.app.notify(_("A table with friends cannot be paused"))

    def demo_start(self) -> str | None:
        return _("The Demo does not play at a table with friends")

    def hint(self) -> None:
        """The helper's hands (a full hint needs the whole table, which only the host has)."""
        if not self.p["helper"]:
            self.toggle_helper()
        self.app.notify(_("The side panel shows your nearest hands"))

    def status_items(self) -> list[tuple[str, str]]:
        items = [(_("Hand"), str(self.table.hand + 1)), (_("Points"), str(self.remote.totals[0]))]
        left = self.time_left()
        if left is not None:
            items.append((_("Your move within"), _("{seconds} s").format(seconds=left)))
        if self.connection:
            items.insert(0, (_("Connection"), self.connection))
        return items

    def time_left(self) -> int | None:
        """Whole seconds left on our turn timer (None: no timer, or not our move)."""
        deadline = self.view_now.deadline
        if deadline is None or 0 not in self.table.awaiting():
            return None
        return max(0, math.ceil(deadline - (time.monotonic() - self.view_at)))

    def _sync_toolbar(self) -> None:
        self.tools["hint"].enabled = not self.table.is_over

    # --- our moves go to the server ---------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Send ``action``; the view that shows it comes back (or a refusal, told)."""
        if self.closed:
            return False
        self.client.act(to_server(action, self.seat))
        self.sent = self.table.key()
        return True

    def next_hand(self) -> None:
        if self.table.is_over:
            self.client.ready()
            self.app.notify(_("Waiting for the others to be ready for the next hand"))

    def to_menu(self) -> None:
        if self.closed:
            self.leave()
            return
        text = (_("The table closes for everyone when you leave.") if self.hosting is not None else
                _("A computer player takes your seat. You can join again with the same code."))
        self.app.push(ConfirmDialog(self.app, _("Leave the table?"), text, self.leave, yes=_("Leave"),
                                    no=_("Stay")))

    def leave(self) -> None:
        self.closed = True
        self.client.close()
        if self.hosting is not None:
            self.hosting.stop()
        self.finished = True
        GameScene.to_menu(self)

    # --- what the server sends ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        GameScene.update(self, dt)             # the clock
        if self.motion.active or self.announcer.active:
            self.motion.update(dt, self.table.discards)
            self.announcer.update(dt)
            self.dirty = True
        events, self.pending = self.pending + self.client.poll(), []
        for event in events:
            self._on_event(event)
        self._move_for_you()
        if self.time_left() != getattr(self, "_shown_left", None):
            self._shown_left = self.time_left()
            self.dirty = True                   # the turn timer's count in the status line
        self.animating = self.motion.active or self.announcer.active   # the client wakes us (lobby.wake_window)

    def _on_event(self, event: Event) -> None:
        if isinstance(event, RemoteView):
            self._on_view(event)
        elif isinstance(event, Refused):
            self.app.sound.play("refuse")
            self.app.notify(_("Not taken: {reason}").format(reason=event.reason))
            self.sent = None
        elif isinstance(event, Chat):
            self.app.notify(_("{name}: {text}").format(name=event.name, text=event.text))
        elif isinstance(event, Notice):
            self._on_notice(event)
        elif isinstance(event, Seated):
            self.seat = event.seat
        self.dirty = True

    def _on_notice(self, notice: Notice) -> None:
        if notice.kind == "lost":
            self.connection = _("lost, rejoining…")
            self.app.notify(_("The connection to the table was lost: trying to rejoin"))
        elif notice.kind == "back":
            self.connection = ""
            self.app.notify(_("Back at the table"))
        elif notice.kind == "error":
            self.app.notify(notice.text)
        elif notice.kind == "closed" and not self.closed:
            self.closed = True
            self.connection = _("closed")
            self.app.push(MessageDialog(self.app, _("The table has closed"), notice.text))

    def log_entries(self) -> tuple[str, ...]:
        """What we saw happen, in words (the host keeps the full record)."""
        return tuple(self.moves_seen)

    def _note(self, before: RemoteTable, table: RemoteTable) -> None:
        """Add to the move log what changed between two views: discards, calls, the end."""
        names = self.seat_names()
        if table.hand != before.hand:
            self.moves_seen.append(_("Hand {number}").format(number=table.hand + 1))
            return
        for seat, tile in table.discards[len(before.discards):]:
            self.moves_seen.append(_("{player} discards {tile}").format(player=names[seat], tile=tile_word(tile)))
        for seat in range(4):
            for e in table.exposures[seat][len(before.exposures[seat]):]:
                self.moves_seen.append(_("{player} exposes {tiles}").format(
                    player=names[seat], tiles=", ".join(tile_word(t) for t in e.tiles)))
        if table.result is not None and before.result is None:
            r = table.result
            self.moves_seen.append(_("Wall game: nobody pays") if r.winner is None else
                                   _("{player}: Mah Jongg, {value} points").format(player=names[r.winner],
                                                                                 value=r.value))

    def _on_view(self, view: RemoteView) -> None:
        before = self.table
        table = self._table(view, before)
        self._note(before, table)
        start = None
        if table.hand == before.hand and len(table.discards) > len(before.discards):
            seat, tile = table.discards[-1]
            start = discard_start(Discard(seat, tile), self.layout, self.rack, self.selected, self.rack_rects()[0])
        new_hand = table.hand != before.hand
        self.view_now, self.view_at = view, time.monotonic()
        self.remote.table = table
        self.remote.totals = turned_four(view.totals, view.seat)
        if table.result is not None and table.hand not in self.hands_ended:
            self.hands_ended.add(table.hand)
            self.remote.results.append(table.result)
        if new_hand:
            self.begin(self.remote)  # type: ignore[arg-type]  # a new hand: a new game for the chrome
            return
        self._after_change(start)

    def _move_for_you(self) -> None:
        """What the table does for you as a local table would: your draw, and letting a
        discard go when no call is offered you; once per position."""
        table = self.table
        if self.closed or table.is_over or 0 not in table.awaiting() or self.sent == table.key():
            return
        self.advice.calls = self.p["claims"]
        action = self.advice.for_you(self.remote)  # type: ignore[arg-type]  # a RemoteSession answers as a Session
        if action is not None and not isinstance(action, NextHand):
            self.play(action)

    def _after_change(self, start: pygame.Rect | None = None) -> None:
        """As at a local table, with the players' names in the vote's news."""
        t = self.table
        if getattr(self, "_last_phase", None) == "vote" and t.phase != "vote" and t.refused:
            self.app.notify(_("{players} said no: the second Charleston is skipped.").format(
                players=self.snapshot().names_of(t.refused)))
        self._last_phase = t.phase
        super()._after_change(start)

    def seat_names(self) -> tuple[str, ...]:
        """The players' names from our chair (ours "You"); a person whose seat a computer
        player is playing for now is marked so."""
        players = self.view_now.players
        names = [_("You")]
        for n in range(1, 4):
            p = players[(n + self.seat) % 4] if len(players) == 4 else {}
            name = str(p.get("name", "")) or _("Seat {number}").format(number=(n + self.seat) % 4 + 1)
            if p.get("person") and p.get("computer"):
                name = _("{player} (computer)").format(player=name)
            names.append(name)
        return tuple(names)

    def snapshot(self) -> TableSnapshot:
        return dataclasses.replace(super().snapshot(), names=self.seat_names())

    # --- the end of a hand ---------------------------------------------------------------------
    def _report(self) -> None:
        """Each hand's result, once, into this player's statistics and high scores."""
        while self.reported < len(self.remote.results):
            result = self.remote.results[self.reported]
            self.reported += 1
            self._record(result)

    def _record(self, result: HandResult) -> None:
        won = result.winner == 0
        self.app.sound.play("win" if won else "match" if result.winner is None else "refuse")
        storage = self.app.storage
        seconds = round(self.elapsed, 2)
        score = result.payments[0] if won else None
        storage.record_result(GAME_ID, won, score, seconds)
        self.finished = True
        if score is None:
            return
        entry = {"score": score, "seconds": seconds, "date": datetime.now().isoformat(timespec="seconds"),
                 "hints": 0, "undos": 0, "online": True, "name": self.app.settings.get("player_name") or _("Player")}
        if storage.qualifies(GAME_ID, entry, "score"):
            rank = storage.add_high_score(GAME_ID, entry, "score")
            if rank is not None:
                self.app.notify(_("Number {rank} in the high scores!").format(rank=rank + 1))

    def draw_board(self, surface: pygame.Surface) -> None:
        super().draw_board(surface)
        if self.connection:
            s = self.scale
            img = theme.text(_("Connection {state}").format(state=self.connection), theme.px(20, s), theme.TEXT,
                             bold=True)
            theme.blit_on_plate(surface, img, theme.px(10, s), center=self.board_rect.center)
