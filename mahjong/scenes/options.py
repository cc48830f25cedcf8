"""Options: every change is saved at once through ``app.set_setting``.

The tile set and background pickers list our own look first, then every KMahjongg set
and background found (ui.looks.find); the preview below them draws a few tiles of the
chosen set on the chosen table, and says what is being rendered or why a choice was
refused."""

from __future__ import annotations

from functools import partial

import pygame

from mahjong import i18n
from mahjong.i18n import N_, _
from mahjong.scenes.options_seeing import SeeingPage
from mahjong.scenes.screen import Screen
from mahjong.ui import backgrounds, looks, theme
from mahjong.ui.anim import SPEED_LABELS
from mahjong.ui.focus import FocusGroup
from mahjong.ui.picker import LanguagePicker, Picker
from mahjong.ui.text import draw_wrapped
from mahjong.ui.widgets import Choice, Toggle

TOGGLES = (
    ("show_index", N_("Show index numbers in tile corners")),
    ("highlight_matches", N_("Highlight matching tiles (Solitaire)")),
    ("autoplay", N_("Auto-play to the foundations")),
    ("sound", N_("Sound")),
    ("fullscreen", N_("Fullscreen (F11)")),
    ("speak", N_("Speak moves and hints")),
)


class OptionsScene(Screen):
    title = N_("Options")

    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        self.toggles = [Toggle(_(label), bool(st.get(key)), partial(app.set_setting, key))
                        for key, label in TOGGLES]
        self.speed = Choice([(k, _(label)) for k, label in SPEED_LABELS], st.get("animation_speed", "normal"),
                            lambda v: app.set_setting("animation_speed", v))
        self.table = Choice([(k, _(label)) for k, (label, _c) in theme.TABLE_COLOURS.items()],
                            st.get("table_colour", theme.DEFAULT_TABLE),
                            lambda v: app.set_setting("table_colour", v),
                            swatches={k: c for k, (_label, c) in theme.TABLE_COLOURS.items()})
        data_dir = app.storage.data_dir
        self.tilesets = Picker(_options(looks.find("tilesets", data_dir), st.get("tileset"), "tilesets",
                                        _("Built-in")),
                               str(st.get("tileset") or ""), lambda v: app.set_setting("tileset", v))
        self.backgrounds = Picker(_options(looks.find("backgrounds", data_dir), st.get("background"),
                                           "backgrounds", _("Table colour")),
                                  str(st.get("background") or ""), lambda v: app.set_setting("background", v))
        self.language = LanguagePicker(language_options(str(st.get("language") or "system")),
                                       str(st.get("language") or "system"),
                                       lambda v: app.set_setting("language", v))
        self.seeing = SeeingPage(app)
        self.page = Choice([("look", _("Table and tiles")), ("seeing", _("Seeing and pace"))], "look",
                           self._show_page)
        self.look_widgets = [*self.toggles, self.language, self.speed, self.table, self.tilesets, self.backgrounds]
        self.widgets = [self.page, *self.look_widgets, self.back]
        self.focus = FocusGroup(self.widgets)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, pygame.Rect]] = []   # labels drawn beside the choices
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.preview_rect = pygame.Rect(0, 0, 0, 0)

    def relabeled(self) -> OptionsScene:
        """A new Options screen in the language just chosen, the same control focused."""
        again = OptionsScene(self.app)
        if self.focus.current is not None and self.focus.current in self.widgets:
            again.focus.focus(again.widgets[self.widgets.index(self.focus.current)])
        return again

    def enter(self) -> None:
        super().enter()
        # fullscreen can change with F11 while another screen is showing
        for (key, _label), toggle in zip(TOGGLES, self.toggles):
            toggle.value = bool(self.app.settings.get(key))
        self.seeing.refresh()

    def _show_page(self, page) -> None:
        """Switch between the two pages; the keyboard focus stays on the page choice."""
        shown = self.look_widgets if page == "look" else self.seeing.widgets
        self.widgets = [self.page, *shown, self.back]
        self.focus.set_widgets(self.widgets)
        self.dirty = True

    def resize(self, size) -> None:
        super().resize(size)
        content = self.layout_frame(size)
        s = self.scale
        w = min(content.w, theme.px(820, s))
        self.panel = pygame.Rect(content.centerx - w // 2, content.y, w, content.h)
        pad = theme.px(30, s)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        tab_h = max(theme.px(40, s), theme.font(theme.px(17, s), True).get_linesize() + theme.px(12, s))
        self.page.size = theme.px(17, s)
        self.page.rect = pygame.Rect(inner.x, inner.y, inner.w, tab_h)
        inner.y += tab_h + theme.px(12, s)
        inner.h -= tab_h + theme.px(12, s)
        seeing_bottom = self.seeing.layout(inner, s) + theme.px(16, s)
        rows = len(self.toggles) + 5
        row_h = min(theme.px(50, s), max(theme.px(34, s), (inner.h - theme.px(150, s)) // rows))
        y = inner.y
        for t in self.toggles:
            t.size = theme.px(20, s)
            t.rect = pygame.Rect(inner.x, y + theme.px(6, s), inner.w, row_h - theme.px(12, s))
            y += row_h
        label_w = theme.px(220, s)
        self.rows = []
        for label, choice in ((_("Language"), self.language), (_("Animation speed"), self.speed),
                              (_("Table colour"), self.table), (_("Tile set"), self.tilesets),
                              (_("Background"), self.backgrounds)):
            choice.size = theme.px(17, s)
            choice.rect = pygame.Rect(inner.x + label_w, y + theme.px(5, s), inner.w - label_w, row_h - theme.px(10, s))
            self.rows.append((label, pygame.Rect(inner.x, y, label_w, row_h)))
            y += row_h
        rest = pygame.Rect(inner.x, y + theme.px(10, s), inner.w, inner.bottom - y - theme.px(10, s))
        self.preview_rect = rest   # the note on own layouts and looks is on the second page
        self.note_rect = pygame.Rect(inner.x, seeing_bottom, inner.w, inner.bottom - seeing_bottom)

    def handle_event(self, event) -> None:
        if not self.offer(event, self.widgets):
            self.handle_key(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        self.draw_frame(surface)
        theme.draw_panel(surface, self.panel, radius=theme.px(14, s))
        self.page.draw(surface)
        if self.page.value == "seeing":
            self.seeing.draw(surface, s)
            self._draw_note(surface)
            return
        for t in self.toggles:
            t.draw(surface)
        for t in self.toggles:
            y = t.rect.bottom + theme.px(8, s)
            pygame.draw.line(surface, theme.PANEL_ALT, (t.rect.x, y), (t.rect.right, y))
        for label, r in self.rows:   # a long label is set smaller, clear of its choice
            img = theme.fit_text(label, theme.px(20, s), r.w - theme.px(8, s), theme.INK)
            surface.blit(img, img.get_rect(midleft=(r.x, r.centery)))
        for choice in (self.language, self.speed, self.table, self.tilesets, self.backgrounds):
            choice.draw(surface)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """A few tiles of the chosen set on the chosen table, and what is happening to them."""
        s, r = self.scale, self.preview_rect
        if r.h <= theme.px(40, s) or r.w <= 0:
            return
        line = theme.font(theme.px(15, s)).get_linesize()
        board = pygame.Rect(r.x, r.y, r.w, max(0, r.h - 3 * line - theme.px(6, s)))
        clip = surface.get_clip()
        surface.set_clip(board)
        surface.blit(backgrounds.table_surface(self.app.settings, board.size), board)
        art = self.app.tiles
        width = max(12, int((board.h - theme.px(16, s)) * 0.66))
        while width > 12 and len(PREVIEW) * sum(art.metrics(width)[::2]) > board.w - theme.px(16, s):
            width -= 1
        m = art.metrics(width)
        x = board.centerx - (len(PREVIEW) * (m.w + m.depth)) // 2
        y = board.centery - (m.h + m.depth) // 2
        for code in PREVIEW:
            surface.blit(art.tile(code, width), (x, y))
            x += m.w + m.depth
        surface.set_clip(clip)
        pygame.draw.rect(surface, theme.PANEL_LINE, board, 1, border_radius=theme.px(6, s))
        y = board.bottom + theme.px(4, s)
        tiles, table = self._preview_lines()
        for (text, colour), most in ((tiles, 2), (table, 1)):  # a refusal's reason may need two lines
            y += draw_wrapped(surface, text, pygame.Rect(r.x, y, r.w, most * line), theme.px(15, s), colour,
                              max_lines=most)

    def _preview_lines(self) -> list[tuple[str, tuple]]:
        lines = []
        faces = self.app.tiles.faces
        if faces is None:
            lines.append((_("Tiles: the built-in set"), theme.INK_DIM))
        elif faces.error:
            lines.append((_("Tiles refused, built-in used: {problem}").format(problem=faces.error), theme.ACCENT_DARK))
        elif faces.loading:
            lines.append((_("Tiles: drawing {name}... (built-in until ready)").format(name=faces.name), theme.INK_DIM))
        else:
            lines.append((_("Tiles: {name} (KMahjongg set; faces it lacks are ours)").format(name=faces.name),
                          theme.INK_DIM))
        chosen = backgrounds.backdrop(self.app.settings)
        if chosen is None or chosen.plain:
            lines.append((_("Table: the table colour"), theme.INK_DIM))
        elif chosen.error:
            lines.append((_("Background refused: {problem}").format(problem=chosen.error), theme.ACCENT_DARK))
        else:
            name = chosen.desktop.name if chosen.desktop else ""
            tiled = chosen.desktop is not None and chosen.desktop.tiled
            lines.append(((_("Table: {name} (tiled)") if tiled else _("Table: {name}")).format(name=name),
                          theme.INK_DIM))
        return lines

    def _draw_note(self, surface: pygame.Surface) -> None:
        s, r = self.scale, self.note_rect
        if r.h <= 0:
            return
        box = pygame.Rect(r.x, r.y, r.w, r.h)
        pygame.draw.rect(surface, theme.PANEL_ALT, box, border_radius=theme.px(10, s))
        pad = theme.px(14, s)
        inner = box.inflate(-2 * pad, -2 * pad)
        title = theme.fit_text(_("Your own layouts and looks"), theme.px(17, s), inner.w, theme.INK, bold=True)
        surface.blit(title, inner.topleft)
        y = inner.y + title.get_height() + theme.px(4, s)
        path = theme.fit_text(str(self.app.storage.data_dir), theme.px(15, s), inner.w, theme.ACCENT_DARK)
        surface.blit(path, (inner.x, y))
        y += path.get_height() + theme.px(4, s)
        size = theme.px(15, s)
        # Translators: "layouts", "tilesets" and "backgrounds" are folder names: keep them as they are
        draw_wrapped(surface, _("layouts: KMahjongg, GNOME or Kyodai layouts for Solitaire. tilesets, backgrounds: "
                                "KMahjongg tile sets and backgrounds (.desktop with its .svgz), beside those "
                                "KMahjongg installs. Each is read when Options or the game next opens."),
                     pygame.Rect(inner.x, y, inner.w, inner.bottom - y), size, theme.INK_DIM,
                     max_lines=max(1, (inner.bottom - y) // theme.font(size).get_linesize()))


PREVIEW = ("5D", "3B", "7C", "E", "GD", "SP")


def language_options(current: str) -> list[tuple[str, str]]:
    """The Language picker's entries: the system's language, then every shipped language
    named in its own language (the pseudo-language too when it is asked for or chosen)."""
    codes = i18n.available(pseudo=current == i18n.PSEUDO)
    return [("system", i18n._("System language")), *((code, i18n.language_name(code)) for code in codes)]


def _options(found: list, current, kind: str, builtin: str) -> list[tuple[str, str]]:
    """Picker options: our own look, then each set found (a refused one says so), and the
    current setting even if it is no longer found."""
    options = [(looks.BUILTIN, builtin)]
    for item in found:
        options.append((item.path, item.name if item.desktop else _("{name} (cannot be used)").format(name=item.name)))
    if current and all(value != current for value, _label in options):
        item = looks.describe(str(current), kind)
        options.append((str(current), item.name if item.desktop else
                        _("{name} (cannot be used)").format(name=item.name)))
    return options
