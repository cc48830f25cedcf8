"""Modal dialogs: a panel over a shaded view of the scene below.

A dialog pops itself before calling the chosen callback, so a callback may push another
scene. Esc cancels (the ``cancel`` callback, or the last button), Enter picks the default.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Literal

import pygame

from mahjong.core import names
from mahjong.i18n import _
from mahjong.ui import theme
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.widgets import Button

Callback = Callable[[], None] | None


class ChoiceDialog(Scene):
    """A title, some text and a row of buttons ``[(label, callback)]``.

    ``default`` is the button Enter picks (drawn as the primary one); ``cancel`` is what
    Esc does (default: the last button's callback).
    """

    opaque = False
    WIDTH = 560

    def __init__(self, app, title: str, text: str, buttons: Sequence[tuple[str, Callback]],
                 default: int = 0, cancel: Callback | Literal["last"] = "last") -> None:
        super().__init__(app)
        self.title = title
        self.text = text
        self.choices = list(buttons)
        self.default = default
        self.cancel: Callback = self.choices[-1][1] if isinstance(cancel, str) else cancel
        self.buttons = [Button(label, partial(self.close, cb),
                               style="primary" if i == default else "secondary")
                        for i, (label, cb) in enumerate(self.choices)]
        self.focus = FocusGroup(self.buttons)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.resize(app.size)

    def close(self, callback: Callback) -> None:
        """Remove the dialog, then run ``callback``."""
        if self.app.top is self:
            self.app.pop()
        if callback is not None:
            callback()

    # layout ---------------------------------------------------------------------
    def body_height(self, width: int) -> int:
        """Height of what sits between the title and the buttons."""
        f = theme.font(theme.px(19, self.scale))
        return len(wrap(self.text, f, width)) * f.get_linesize() if self.text else 0

    def layout_body(self, rect: pygame.Rect) -> None:
        """Place extra widgets inside ``rect`` (subclasses)."""

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        pad, gap, btn_h = theme.px(28, s), theme.px(12, s), theme.px(44, s)
        for b in self.buttons:
            b.size = theme.px(19, s)
        widths = [max(theme.px(110, s), theme.font(b.size, True).size(b.label)[0] + theme.px(36, s))
                  for b in self.buttons]
        row_w = sum(widths) + gap * (len(widths) - 1)
        w = min(max(theme.px(self.WIDTH, s), row_w + 2 * pad), size[0] - 40)  # wide enough for the labels
        title_h = theme.font(theme.px(28, s), True).get_linesize()
        inner_w = w - 2 * pad
        rows = _button_rows(widths, inner_w, gap)
        body_h = self.body_height(inner_w)
        buttons_h = len(rows) * btn_h + (len(rows) - 1) * gap
        h = pad + title_h + theme.px(14, s) + body_h + theme.px(24, s) + buttons_h + pad
        h = min(h, size[1] - 40)
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        self.body_rect = pygame.Rect(self.panel.x + pad, self.panel.y + pad + title_h + theme.px(14, s),
                                     inner_w, body_h)
        self.layout_body(self.body_rect)
        y = self.panel.bottom - pad - buttons_h
        for row in rows:  # each row right-aligned, its buttons in their order
            x = self.panel.right - pad - (sum(min(widths[i], inner_w) for i in row) + gap * (len(row) - 1))
            for i in row:
                bw = min(widths[i], inner_w)
                self.buttons[i].rect = pygame.Rect(x, y, bw, btn_h)
                x += bw + gap
            y += btn_h + gap

    # events ---------------------------------------------------------------------
    def handle_event(self, event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                self.dirty = True
        if event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.close(self.cancel)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.current is None:
            self.buttons[self.default].activate()
        elif self.focus.handle_key(event):
            self.dirty = True

    # drawing --------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface) -> None:
        if self.text:
            draw_wrapped(surface, self.text, self.body_rect, theme.px(19, self.scale), theme.INK)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_translucent(surface, surface.get_rect(), theme.SHADE)
        s = self.scale
        theme.draw_panel(surface, self.panel, radius=theme.px(16, s))
        band = pygame.Rect(self.panel.x, self.panel.y, self.panel.w, theme.px(6, s))
        pygame.draw.rect(surface, theme.ACCENT, band, border_top_left_radius=theme.px(16, s),
                         border_top_right_radius=theme.px(16, s))
        pad = theme.px(28, s)
        title = theme.fit_text(self.title, theme.px(28, s), self.panel.w - 2 * pad, theme.INK, bold=True)
        surface.blit(title, (self.panel.x + pad, self.panel.y + pad))
        clip = surface.get_clip()
        surface.set_clip(self.body_rect.clip(self.panel))
        self.draw_body(surface)
        surface.set_clip(clip)
        for b in self.buttons:
            b.draw(surface)


class MessageDialog(ChoiceDialog):
    is_error_report = False  # App marks the dialog it opens for an unexpected error

    def __init__(self, app, title: str, text: str, on_close: Callback = None, button: str | None = None) -> None:
        super().__init__(app, title, text, [(_("OK") if button is None else button, on_close)])


class ConfirmDialog(ChoiceDialog):
    """Yes / No. Esc means No."""

    def __init__(self, app, title: str, text: str, on_yes: Callback, on_no: Callback = None,
                 yes: str | None = None, no: str | None = None) -> None:
        super().__init__(app, title, text, [(_("Yes") if yes is None else yes, on_yes),
                                            (_("No") if no is None else no, on_no)], default=0, cancel=on_no)


class WinDialog(ChoiceDialog):
    """The end of a won game: New game (default), Restart, Menu."""

    def __init__(self, app, text: str, on_new: Callback, on_restart: Callback, on_menu: Callback,
                 title: str | None = None) -> None:
        super().__init__(app, _("You won!") if title is None else title, text,
                         [(_("New game"), on_new), (_("Restart"), on_restart), (_("Menu"), on_menu)],
                         default=0, cancel=None)


class GameOverDialog(ChoiceDialog):
    """The end of a lost game: New game (default), Restart, Menu."""

    def __init__(self, app, text: str, on_new: Callback, on_restart: Callback, on_menu: Callback,
                 title: str | None = None) -> None:
        super().__init__(app, _("Game over") if title is None else title, text,
                         [(_("New game"), on_new), (_("Restart"), on_restart), (_("Menu"), on_menu)],
                         default=0, cancel=None)


class NameEntryDialog(ChoiceDialog):
    """Type a name: Enter or OK calls ``on_done(name)``; Esc or Skip calls ``on_done(None)``.
    The name follows ``core.names``: what no name may hold (control, zero-width and format
    characters) is never taken in, and it is cut at ``max_len`` characters and
    names.NAME_BYTES bytes."""

    MAX_LEN = 20

    def __init__(self, app, prompt: str, default: str, on_done: Callable[[str | None], None],
                 title: str | None = None, max_len: int = MAX_LEN) -> None:
        self.max_len = max_len
        self.value = self._fitted(_typeable(default))
        self.on_done = on_done
        self.field = pygame.Rect(0, 0, 0, 0)
        # Translators: the name a high score gets when none is typed
        unnamed = _("Player")
        super().__init__(app, _("A new high score!") if title is None else title, prompt,
                         [(_("OK"), lambda: on_done(names.clean(self.value) or unnamed)),
                          (_("Skip"), lambda: on_done(None))], default=0)
        self.cancel = lambda: on_done(None)

    def _fitted(self, value: str) -> str:
        return names.cut_bytes(value[: self.max_len], names.NAME_BYTES)

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def body_height(self, width: int) -> int:
        return super().body_height(width) + theme.px(14 + 48, self.scale)

    def layout_body(self, rect: pygame.Rect) -> None:
        h = theme.px(48, self.scale)
        self.field = pygame.Rect(rect.x, rect.bottom - h, rect.w, h)

    def handle_event(self, event) -> None:
        if event.type == pygame.TEXTINPUT:
            typed = _typeable(event.text)
            self.value = self._fitted(self.value + typed)
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return  # typed as TEXTINPUT; never a button press here
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        super().draw_body(surface)
        s = self.scale
        r = self.field
        pygame.draw.rect(surface, (255, 255, 255), r, border_radius=theme.px(8, s))
        pygame.draw.rect(surface, theme.ACCENT, r, 2, border_radius=theme.px(8, s))
        x = r.x + theme.px(12, s)
        if self.value:
            img = theme.fit_text(self.value, theme.px(22, s), r.w - theme.px(30, s), theme.INK)
            surface.blit(img, img.get_rect(midleft=(x, r.centery)))
            x += img.get_width() + 2
        pygame.draw.line(surface, theme.INK, (x, r.y + theme.px(10, s)), (x, r.bottom - theme.px(10, s)), 2)


def _typeable(text: str) -> str:
    """``text`` without what no name may hold (``core.names``), spaces kept as typed."""
    return "".join(ch for ch in text if names.allowed(ch) and ch.isprintable())


def _button_rows(widths: list[int], room: int, gap: int) -> list[list[int]]:
    """The buttons (by index) on each row: as many as fit in ``room``, in order."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, width in enumerate(widths):
        width = min(width, room)
        if rows[-1] and used + gap + width > room:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + width
        rows[-1].append(i)
    return rows

