"""What the table with friends adds to the Card Free scene: the table chat (``chatpanel``)
under the side panel, and the others' calls and joker exchanges told as the local table
tells its computer players' (``announce``: the caller's plate lit, "Bea: Pung" over the
caller's discards, the claimed tile sliding to the new exposure, the "match" sound),
read from what changed between two views of our seat (``net.calls``). The
animation-speed setting ("Off": no motion) and the table's own speed ("Instant") are
honoured: the words are shown, nothing slides.

Keys: T focuses the chat field (so does Enter on it, reached with Tab like the side
panel); while typing every key is the field's; Escape or Tab leaves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from mahjong.games.american.face.announce import SLIDE
from mahjong.games.american.face.chatpanel import ChatPanel
from mahjong.i18n import _
from mahjong.net.calls import calls_between
from mahjong.ui import anim, theme
from mahjong.ui.cursor import Target

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.net.client import Chat
    from mahjong.net.remote import RemoteTable

CHAT_SHARE = 0.38       # of the side panel's height, for the chat under it ...
CHAT_LEAST = 150        # ... at least this many pixels (at scale 1)


class TableTalk:
    """Mixed into ``RemoteTableScene`` before ``AmericanScene``: needs its ``app``,
    ``client``, ``seat``, ``layout``, ``side``, ``announcer``, ``motion``, ``p``,
    ``scale`` and ``seat_names``."""

    app: Any
    client: Any
    seat: int
    layout: Any
    side: Any
    announcer: Any
    motion: Any
    p: dict
    scale: float
    dirty: bool

    if TYPE_CHECKING:  # pragma: no cover
        def seat_names(self) -> tuple[str, ...]: ...

    @property
    def chat(self) -> ChatPanel:
        panel = self.__dict__.get("_chat")
        if panel is None:
            panel = self.__dict__["_chat"] = ChatPanel(self._say, self.app.notify, self._touched)
        return panel

    def _say(self, text: str) -> None:
        self.client.chat(text)

    def _touched(self) -> None:
        self.dirty = True

    def on_chat(self, event: Chat) -> None:
        """A line the table relayed: into the panel (ours too: it was delivered)."""
        mine = event.seat == self.seat
        self.chat.add(event.name, event.text, mine)
        if not mine and self.chat.lines:
            last = self.chat.lines[-1]
            self.app.speak(_("{name}: {text}").format(name=last.name, text=last.text))

    # --- the others' calls ---------------------------------------------------------------
    def motion_scale(self) -> float:
        """The animation-speed setting's factor on every motion (0: animations off)."""
        if self.p.get("speed") == "instant":
            return 0.0
        return anim.SPEEDS.get(str(self.app.settings.get("animation_speed", "normal")), 1.0)

    def announce_calls(self, before: RemoteTable, after: RemoteTable) -> None:
        """Tell each call and joker exchange between two views of one hand (seats from
        our chair, ours never told: we made it)."""
        self.motion.scale = scale = self.motion_scale()
        if after.hand != before.hand:
            return
        names = self.seat_names()
        for call in calls_between(before.seen, after.seen):
            self.announcer.before(call, before.discards, self.layout)
            told = self.announcer.after(call, after.exposures, 0.0, name_of=lambda seat: names[seat],
                                        slide=SLIDE * scale)
            if told is not None:
                self.app.sound.play("match")
                self.app.notify(told)

    # --- the chat panel's place, keys and drawing ----------------------------------------------
    def layout_board(self) -> None:
        super().layout_board()  # type: ignore[misc]
        s, helper = self.scale, self.layout.helper
        h = min(helper.h // 2, max(theme.px(CHAT_LEAST, s), round(helper.h * CHAT_SHARE)))
        gap = theme.px(8, s)
        self.layout.helper = pygame.Rect(helper.x, helper.y, helper.w, helper.h - h - gap)
        self.side.layout(self.layout.helper, s)
        self.chat.layout(pygame.Rect(helper.x, helper.bottom - h, helper.w, h), s)

    def draw_board(self, surface: pygame.Surface) -> None:
        super().draw_board(surface)  # type: ignore[misc]
        self.chat.draw(surface)

    def handle_event(self, event) -> None:
        """The chat first: while typing it takes every key; T starts typing."""
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            skip = self.__dict__.pop("_skip_text", None)
            if event.type == pygame.TEXTINPUT and skip == event.text.lower():
                return                               # the T that focused the field is not typed
        if self.chat.handle_event(event):
            self.dirty = True
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_t
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)):
            self.chat.focus(True)
            self.__dict__["_skip_text"] = "t"
            self.dirty = True
            return
        super().handle_event(event)  # type: ignore[misc]

    def key_help(self) -> list[tuple[str, str]]:
        return [*super().key_help(), ("T", _("Type a line in the table chat (Enter sends it, Escape goes back)"))]  # type: ignore[misc]

    def cursor_targets(self) -> list[Target]:
        targets = super().cursor_targets()  # type: ignore[misc]
        field = self.chat.field.rect
        if field.w > 0:
            targets.append(Target(("chat",), tuple(field), _("Table chat: Enter to type a line"),
                                  lambda: self.chat.focus(True), "panel"))
        return targets
