"""The layout editor's dialogs: naming and saving a layout (a bad name is refused with the
reason, an existing one asked about before it is replaced), and opening any layout the
game knows, built-in or the player's own, as a starting point."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from mahjong.games.solitaire.builtin import shown_title
from mahjong.games.solitaire.editor import files as editor_files
from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.layout_files import builtin_layouts, user_layouts
from mahjong.i18n import _, ngettext
from mahjong.ui import theme
from mahjong.ui.dialogs import ConfirmDialog, MessageDialog, NameEntryDialog
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.scroll import ScrollArea
from mahjong.ui.widgets import Button


def start_save(editor) -> None:
    """Save the editor's layout: say what is missing, or ask for its name."""
    app = editor.app
    problems = editor.model.problems()
    if problems:
        # Translators: {problems} is one or more sentences saying what the layout still lacks
        text = _("{problems} A layout is saved once it can be played.").format(problems=" ".join(problems))
        app.push(MessageDialog(app, _("Not ready to save"), text))
        return
    app.push(SaveNameDialog(editor, editor.name))


class SaveNameDialog(NameEntryDialog):
    """Type the layout's name. A bad one gets a message and the dialog again; an existing
    one, a question."""

    def __init__(self, editor, default: str) -> None:
        self.editor = editor
        folder = editor.app.storage.layouts_dir
        super().__init__(editor.app, _("Name your layout. It is saved as a KMahjongg layout file in {folder}, "
                                       "and the layout chooser offers it at once.").format(folder=folder),
                         default, self._done, title=_("Save the layout"), max_len=editor_files.MAX_NAME)
        self.buttons[0].label = _("Save")
        self.buttons[1].label = _("Cancel")

    def _done(self, _text: str | None) -> None:
        if _text is None:
            return
        app, folder, name = self.app, self.app.storage.layouts_dir, self.value
        again = lambda: app.push(SaveNameDialog(self.editor, name))  # noqa: E731
        problem = editor_files.name_problem(name) or editor_files.clash(folder, name)
        if problem is not None:
            app.push(MessageDialog(app, _("Choose another name"), problem, again))
        elif editor_files.exists(folder, name):
            shown = editor_files.clean_name(name)
            app.push(ConfirmDialog(app, _("Replace {name}?").format(name=shown),
                                   _("A layout called {name} is already in your layouts folder. "
                                     "Replace it with this one?").format(name=shown),
                                   lambda: _write(self.editor, name, True), again, yes=_("Replace"), no=_("Cancel")))
        else:
            _write(self.editor, name, False)


def _write(editor, name: str, overwrite: bool) -> None:
    app = editor.app
    try:
        layout = editor_files.save(app.storage.layouts_dir, name, editor.model.positions(), overwrite)
    except editor_files.SaveRefused as exc:
        app.push(MessageDialog(app, _("Not saved"), str(exc)))
        return
    editor.saved(layout)


class OpenLayoutDialog(Scene):
    """Every layout the game knows, built-in then the player's own: a click opens it."""

    opaque = False

    def __init__(self, app, on_open: Callable[[Layout], None]) -> None:
        super().__init__(app)
        self.on_open = on_open
        mine, _refused = user_layouts(app.storage.layouts_dir)
        self.entries = [(lay, Button(_("{title}  ·  {tiles}").format(
            title=shown_title(lay), tiles=ngettext("{count} tile", "{count} tiles", lay.size).format(count=lay.size)),
            self._opener(lay), align="left")) for lay in [*builtin_layouts(), *mine]]
        self.mine_from = len(self.entries) - len(mine)
        self.cancel = Button(_("Cancel"), self.close)
        self.focus = FocusGroup([b for _layout, b in self.entries] + [self.cancel])
        self.scroll = ScrollArea()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.row_h = self.cols = 1

    def _opener(self, layout: Layout) -> Callable[[], None]:
        def open_it() -> None:
            self.close()
            self.on_open(layout)
        return open_it

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        w = min(size[0] - 40, theme.px(820, s))
        h = min(size[1] - 40, theme.px(640, s))
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (size[0] // 2, size[1] // 2)
        pad = theme.px(24, s)
        top = self.panel.y + pad + theme.px(44, s)
        bh = theme.px(44, s)
        self.cancel.rect = pygame.Rect(self.panel.right - pad - theme.px(120, s), self.panel.bottom - pad - bh,
                                       theme.px(120, s), bh)
        self.cancel.size = theme.px(18, s)
        self.scroll.rect = pygame.Rect(self.panel.x + pad, top, w - 2 * pad, self.cancel.rect.y - pad - top)
        self.row_h = theme.px(40, s)
        self.cols = 2 if self.scroll.rect.w > theme.px(520, s) else 1
        self.scroll.line = self.row_h
        self._place()

    def _content_y(self, index: int) -> int:
        """Rows of ``cols`` entries under a heading: the built-in layouts, then (from a new
        row, under their own heading) the player's; ``index == len(entries)`` is the row
        after the last."""
        gap = theme.px(6, self.scale)
        if index < self.mine_from:
            return (1 + index // self.cols) * (self.row_h + gap)
        builtin_rows = (self.mine_from + self.cols - 1) // self.cols
        k = index - self.mine_from
        return (2 + builtin_rows + k // self.cols) * (self.row_h + gap)

    def _place(self) -> None:
        s = self.scale
        gap = theme.px(6, s)
        col_w = (self.scroll.rect.w - 20 - gap * (self.cols - 1)) // self.cols
        for i, (_layout, b) in enumerate(self.entries):
            col = (i if i < self.mine_from else i - self.mine_from) % self.cols
            b.rect = pygame.Rect(self.scroll.rect.x + col * (col_w + gap),
                                 self.scroll.rect.y + self._content_y(i) - self.scroll.offset, col_w, self.row_h)
            b.size = theme.px(17, s)
            b.visible = b.rect.colliderect(self.scroll.rect)
        mine = len(self.entries) > self.mine_from
        self.scroll.content_height = self._content_y(len(self.entries) - (1 if mine else 0)) + self.row_h + gap

    def handle_event(self, event) -> None:
        if self.scroll.handle_event(event):
            self._place()
            self.dirty = True
            return
        pos = getattr(event, "pos", None)
        inside = pos is None or self.scroll.rect.collidepoint(pos)
        for _layout, b in self.entries:
            if (inside or event.type == pygame.MOUSEMOTION) and b.handle_event(event):
                self.dirty = True
                if self.app.top is not self:
                    return
        if self.cancel.handle_event(event):
            self.dirty = True
            if self.app.top is not self:
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif self.focus.handle_key(event) or self.scroll.handle_key(event):
                current = self.focus.current
                if current is not None and current is not self.cancel:
                    top = current.rect.y - self.scroll.rect.y + self.scroll.offset
                    self.scroll.ensure_visible(top, top + self.row_h)
                self._place()
                self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_translucent(surface, surface.get_rect(), theme.SHADE)
        theme.draw_panel(surface, self.panel, radius=theme.px(16, s))
        pad = theme.px(24, s)
        title = theme.fit_text(_("Open a layout to start from"), theme.px(26, s), self.panel.w - 2 * pad,
                               theme.INK, bold=True)
        surface.blit(title, (self.panel.x + pad, self.panel.y + pad))
        clip = surface.get_clip()
        surface.set_clip(self.scroll.rect)
        for _layout, b in self.entries:
            if b.visible:
                b.draw(surface)
        step = self.row_h + theme.px(6, s)
        top = self.scroll.rect.y - self.scroll.offset
        for y, text in ((top, _("Built-in layouts")),
                        (top + self._content_y(self.mine_from) - step, _("Your layouts"))):
            head = theme.text(text, theme.px(19, s), theme.INK, bold=True)
            surface.blit(head, head.get_rect(midleft=(self.scroll.rect.x, y + self.row_h // 2)))
        if self.mine_from == len(self.entries):
            note = theme.fit_text(_("None yet: save one, or put layout files in your layouts folder."),
                                  theme.px(16, s), self.scroll.rect.w - 20, theme.INK_DIM)
            y = top + self._content_y(self.mine_from) + self.row_h // 2
            surface.blit(note, note.get_rect(midleft=(self.scroll.rect.x, y)))
        surface.set_clip(clip)
        self.scroll.draw_scrollbar(surface)
        self.cancel.draw(surface)
