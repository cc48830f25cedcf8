"""The solitaire layout chooser: drawn previews of the built-in layouts, those made from a
number (generator.py), the player's own (refused files listed with their reasons) and
those KMahjongg and GNOME Mahjongg installed (installed.py), each of the last two marked
fair or too stacked once the solver has sampled it in the background (fairness_queue.py);
New layout by number, Import of a folder or a .zip (layout_import.py, also by dropping it
on the window), the deal kind, and a typed-in deal number. It reports the choice through
``on_choose(layout, kind, deal)``; ``deal`` is None for a fresh random deal."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from mahjong.core.jobs import Jobs
from mahjong.core.rng import MAX_DEAL, new_deal_number
from mahjong.games.solitaire import fairness, generator, installed
from mahjong.games.solitaire.builtin import shown_title
from mahjong.games.solitaire.editor.files import SaveRefused, save
from mahjong.games.solitaire.face.chooser_dialogs import (
    ImportDialog,
    LayoutNumberDialog,
    NumberEntryDialog,
    number_problem,
    report_dialog,
)
from mahjong.games.solitaire.face.preview import draw_layout_preview
from mahjong.games.solitaire.fairness_queue import FairnessQueue
from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.layout_files import builtin_layouts, user_layouts
from mahjong.games.solitaire.layout_import import import_layouts
from mahjong.i18n import N_, _, format_number, ngettext
from mahjong.ui import theme
from mahjong.ui.dialogs import MessageDialog
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.scroll import ScrollArea
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.widgets import Button, Choice, draw_header, is_click, layout_header

KINDS = (("winnable", N_("Winnable")), ("gentle", N_("Gentle")), ("wild", N_("Wild")))
KIND_NOTES = {
    "winnable": N_("A random deal the solver has proved can be cleared."),
    "gentle": N_("Built from pairs laid on free places: always winnable, and easier."),
    "wild": N_("Any random deal: some cannot be won, and the game says so when lost."),
}

THUMB_SHADE = 0.78   # a thumbnail's well: the chosen table colour, this much darker


class DealNumberDialog(NumberEntryDialog):
    """Type a deal number: digits only. ``on_deal(number)`` gets a valid number; bad
    input gets a message and the dialog again."""

    def __init__(self, app, on_deal: Callable[[int], None], default: str = "") -> None:
        self.on_deal = on_deal
        super().__init__(app, _("Type a deal number from 1 to {largest}. The same number always deals the same "
                                "board.").format(largest=format_number(MAX_DEAL)), default, self._done,
                         title=_("Play a deal by number"), max_len=len(str(MAX_DEAL)))
        self.buttons[1].label = _("Cancel")

    def _done(self, text: str | None) -> None:
        if text is None:
            return
        problem = number_problem(self.value, "deal")
        if problem is not None:
            self.app.push(MessageDialog(self.app, _("Not a deal number"), problem,
                                        lambda: self.app.push(DealNumberDialog(self.app, self.on_deal, self.value))))
            return
        self.on_deal(int(self.value))



SECTIONS = ("builtin", "generated", "user", "installed")   # in the chooser's order


class _Card:
    """One layout in the grid; ``rect`` is in scroll-content coordinates; ``section`` is
    one of SECTIONS."""

    def __init__(self, layout: Layout, section: str) -> None:
        self.layout = layout
        self.section = section
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.preview: pygame.Surface | None = None

    @property
    def user(self) -> bool:
        return self.section == "user"


class LayoutChooser(Scene):
    PROCESS = True        # solver jobs in worker processes (tests run them in threads)
    VERDICT_DELAY = 0.5   # seconds shown before the fairness sampling starts (not for a glance)

    def __init__(self, app, layout_name: str, kind: str,
                 on_choose: Callable[[Layout, str, int | None], None]) -> None:
        super().__init__(app)
        self.on_choose = on_choose
        mine, self.refused = user_layouts(app.storage.layouts_dir)
        found = installed.find()
        made = generator.known(layout_name)
        self.cards = ([_Card(lay, "builtin") for lay in builtin_layouts()]
                      + ([_Card(made, "generated")] if made is not None else [])
                      + [_Card(lay, "user") for lay in mine] + [_Card(lay, "installed") for lay in found.layouts])
        self.selected = next((c for c in self.cards if c.layout.name == layout_name), self.cards[0])
        self.hover: _Card | None = None
        self.kind = Choice([(value, _(label)) for value, label in KINDS], kind if kind in KIND_NOTES else "winnable",
                           self._kind_changed)
        self.play = Button(_("Play"), lambda: self._choose(None), style="primary")
        self.by_number = Button(_("Deal number…"), self._ask_number)
        self.cancel = Button(_("Cancel"), app.pop, style="ghost")
        self.edit = Button(_("Edit layout"), lambda: self._edit(self.selected.layout), style="ghost")
        self.new = Button(_("New layout…"), self._ask_layout_number, style="ghost")
        self.importer = Button(_("Import…"), lambda: self.app.push(ImportDialog(self.app, self.start_import)),
                               style="ghost")
        self.save_made = Button(_("Save to my layouts"), self._save_generated)
        self.widgets = [self.kind, self.by_number, self.new, self.importer, self.edit, self.cancel,
                        self.play, self.save_made]
        self.focus = FocusGroup(self.widgets)
        self.scroll = ScrollArea()
        self.scale = 1.0
        self.header = self.footer = pygame.Rect(0, 0, 0, 0)
        self.heading_y: dict[str, int] = {}
        self.refused_y = 0
        self.refused_lines: list[str] = []
        self.jobs = Jobs()
        self.making: int | None = None       # the number being made into a layout
        self.importing: str | None = None    # the path being imported
        self.shown_for = 0.0
        self.verdicts = FairnessQueue(fairness.Cache(Path(app.storage.data_dir) / fairness.CACHE_NAME),
                                      process=self.PROCESS)
        self._want_verdicts()

    # --- actions -------------------------------------------------------------------
    def _kind_changed(self, value) -> None:
        self.dirty = True

    def _choose(self, deal: int | None) -> None:
        if self.app.top is self:
            self.app.pop()
        self.on_choose(self.selected.layout, self.kind.value, deal)

    def _ask_number(self) -> None:
        self.app.push(DealNumberDialog(self.app, self._choose))

    def _ask_layout_number(self) -> None:
        self.app.push(LayoutNumberDialog(self.app, self.make_layout, lambda: self._edit(None),
                                         str(new_deal_number())))

    def _edit(self, layout: Layout | None) -> None:
        from mahjong.games.solitaire.editor.scene import LayoutEditor

        self.app.push(LayoutEditor(self.app, layout, self.reload))

    def reload(self, select: Layout | None = None) -> None:
        """Read the player's folder again (a layout was saved), selecting ``select``."""
        mine, self.refused = user_layouts(self.app.storage.layouts_dir)
        chosen = select.name if select is not None else self.selected.layout.name
        self.cards = [c for c in self.cards if not c.user] + [_Card(lay, "user") for lay in mine]
        self.cards.sort(key=lambda c: SECTIONS.index(c.section))
        self._select(next((c for c in self.cards if c.layout.name == chosen), self.cards[0]))
        self._want_verdicts()

    def _select(self, card: _Card) -> None:
        self.selected, self.hover = card, None
        self.resize(self.app.size)
        self.scroll.ensure_visible(self.selected.rect.y, self.selected.rect.bottom)

    def _want_verdicts(self) -> None:
        """Sample every layout not built in (the built-ins are known to be fair)."""
        self.verdicts.want([c.layout for c in self.cards if c.section in ("user", "installed", "generated")],
                           first=self.selected.layout)

    # --- made from a number, imported --------------------------------------------------
    def make_layout(self, number: int) -> None:
        """Make the layout of ``number`` in the background (generate, check, try again)."""
        name = generator.name_of(number)
        card = next((c for c in self.cards if c.layout.name == name), None)
        if card is not None:
            self._select(card)
            return
        self.making = number
        self.jobs.submit("make", generator.generate, number, process=self.PROCESS)
        self.resize(self.app.size)
        self.scroll.ensure_visible(self.heading_y.get("generated", 0), self.heading_y.get("generated", 0) + 80)

    def _made(self, outcome) -> None:
        number, self.making = self.making, None
        if outcome.error is not None or not isinstance(outcome.result, generator.Generated):
            why = (str(outcome.error) if isinstance(outcome.error, ValueError)
                   else _("The generator failed ({error}).").format(error=repr(outcome.error)))
            self.app.push(MessageDialog(self.app, _("No layout made"), why))
            return
        made = outcome.result
        generator.remember(made)
        if made.verdict is not None:
            self.verdicts.cache.put(made.layout.positions, made.verdict)
        self.cards.append(_Card(made.layout, "generated"))
        self.cards.sort(key=lambda c: SECTIONS.index(c.section))
        self._select(self.cards[[c.layout for c in self.cards].index(made.layout)])
        self.app.notify(_("Layout {number} is ready: share it as its number, {number}.").format(number=number))

    def _save_generated(self) -> None:
        layout = self.selected.layout
        try:
            saved = save(self.app.storage.layouts_dir, layout.title, layout.positions)
        except SaveRefused as exc:
            self.app.push(MessageDialog(self.app, _("Not saved"), str(exc)))
            return
        self.reload(saved)
        self.app.notify(_("Saved as {title} in your layouts.").format(title=saved.title))

    def start_import(self, path: Path) -> None:
        """Import a folder, a .zip or a layout file in the background; a report follows."""
        self.importing = str(path)
        self.jobs.submit("import", import_layouts, path, self.app.storage.layouts_dir)
        self.app.notify(_("Importing from {path}…").format(path=path))

    def _imported(self, outcome) -> None:
        self.importing = None
        if outcome.error is not None:
            self.app.push(MessageDialog(self.app, _("Nothing imported"),
                                        _("The import failed: {error}").format(error=outcome.error)))
            return
        self.reload()
        self.app.push(report_dialog(self.app, outcome.result))

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.shown_for >= self.VERDICT_DELAY and self.verdicts.poll():
            self.dirty = True
        for key, done in (("make", self._made), ("import", self._imported)):
            outcome = self.jobs.poll(key)
            if outcome is not None and outcome.done:
                done(outcome)
                self.dirty = True

    # --- layout ----------------------------------------------------------------------
    def resize(self, size) -> None:
        super().resize(size)
        s = self.scale = theme.ui_scale(size)
        self.header, content = layout_header(size, s)
        self.cancel.rect = pygame.Rect(0, 0, theme.px(120, s), theme.px(42, s))
        self.cancel.rect.midright = self.header.midright
        gap = theme.px(10, s)
        right = self.cancel.rect.x
        for button, width in ((self.edit, 140), (self.importer, 110), (self.new, 150)):
            button.rect = pygame.Rect(0, 0, theme.px(width, s), theme.px(42, s))
            button.rect.midright = (right - gap, self.header.centery)
            right = button.rect.x
        foot_h = theme.px(64, s)
        self.footer = pygame.Rect(content.x, content.bottom - foot_h, content.w, foot_h)
        pad = theme.px(12, s)
        bh = theme.px(44, s)
        self.play.rect = pygame.Rect(0, 0, theme.px(150, s), bh)
        self.play.rect.midright = (self.footer.right - pad, self.footer.centery)
        self.by_number.rect = pygame.Rect(0, 0, theme.px(170, s), bh)
        self.by_number.rect.midright = (self.play.rect.x - pad, self.footer.centery)
        self.kind.rect = pygame.Rect(self.footer.x + theme.px(84, s), 0, theme.px(330, s), theme.px(40, s))
        self.kind.rect.centery = self.footer.centery
        for b in (self.play, self.by_number, self.cancel, self.edit, self.new, self.importer):
            b.size = theme.px(19, s)
        self.save_made.size = theme.px(16, s)
        self.kind.size = theme.px(17, s)
        self.scroll.rect = pygame.Rect(content.x - 10, content.y, content.w + 20,
                                       self.footer.y - theme.px(10, s) - content.y)
        self.scroll.line = theme.px(60, s)
        self._place_cards()

    def _place_cards(self) -> None:
        s = self.scale
        inner_w = self.scroll.rect.w - 34
        gap = theme.px(14, s)
        cols = max(2, min(6, (inner_w + gap) // (theme.px(250, s) + gap)))
        card_w = (inner_w - gap * (cols - 1)) // cols
        card_h = round(card_w * 0.62) + theme.px(58, s)
        y = 8
        f = theme.font(theme.px(16, s))
        self.heading_y = {}
        for section in SECTIONS:
            cards = [c for c in self.cards if c.section == section]
            if section == "generated" and not cards and self.making is None:
                continue
            if section == "installed" and not cards:
                continue
            if section != "builtin":
                self.heading_y[section] = y + theme.px(8, s)
                y = self.heading_y[section] + theme.px(64, s)
            y = self._grid(cards, y, cols, card_w, card_h, gap)
            if section == "user":
                self.refused_y = y + (f.get_linesize() if self.refused else 0)   # room for the title
                self.refused_lines = [line for name, why in self.refused
                                      for line in wrap(_("{name}: {reason}").format(name=name, reason=why), f,
                                                       inner_w - theme.px(20, s))]
                y = self.refused_y + len(self.refused_lines) * f.get_linesize() + theme.px(16, s)
        self.scroll.content_height = y
        self.scroll.scroll_to(self.scroll.offset)
        for c in self.cards:
            if c.preview is not None and c.preview.get_size() != self._preview_rect(c).size:
                c.preview = None

    def _grid(self, cards: list[_Card], y: int, cols: int, w: int, h: int, gap: int) -> int:
        for i, card in enumerate(cards):
            row, col = divmod(i, cols)
            card.rect = pygame.Rect(10 + col * (w + gap), y + row * (h + gap), w, h)
        rows = (len(cards) + cols - 1) // cols
        return y + rows * (h + gap)

    def _preview_rect(self, card: _Card) -> pygame.Rect:
        pad = theme.px(10, self.scale)
        return pygame.Rect(pad, pad, card.rect.w - 2 * pad, card.rect.h - theme.px(58, self.scale) - pad)

    def _screen(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(self.scroll.rect.x, self.scroll.rect.y - self.scroll.offset)

    # --- events ------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.DROPFILE:
            self.start_import(Path(event.file))
            return
        if self.scroll.handle_event(event):
            self.dirty = True
            return
        self._place_save()
        for w in self.widgets:
            if w.handle_event(event):
                self.dirty = True
                if self.app.top is not self:
                    return
        pos = getattr(event, "pos", None)
        if pos is not None and self.save_made.visible and self.save_made.rect.collidepoint(pos):
            return   # the Save button over the card has it
        under: _Card | None = None
        if pos is not None and self.scroll.rect.collidepoint(pos):
            under = next((c for c in self.cards if self._screen(c.rect).collidepoint(pos)), None)
        if event.type == pygame.MOUSEMOTION and under is not self.hover:
            self.hover, self.dirty = under, True
        elif is_click(event) and under is not None:
            if under is self.selected:
                self._choose(None)   # a second click plays it
            else:
                self.selected, self.dirty = under, True
                self.verdicts.want([], first=under.layout)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.current is None:
                self._choose(None)
            elif self.focus.handle_key(event) or self.scroll.handle_key(event):
                self.dirty = True

    # --- drawing -----------------------------------------------------------------------
    def _render_preview(self, card: _Card) -> pygame.Surface:
        rect = self._preview_rect(card)
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        felt = theme.table_colour(self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        well = tuple(round(c * THUMB_SHADE) for c in felt)  # the chosen table, a shade deeper
        pygame.draw.rect(surf, well, surf.get_rect(), border_radius=theme.px(8, self.scale))
        draw_layout_preview(surf, surf.get_rect().inflate(-theme.px(16, self.scale), -theme.px(16, self.scale)),
                            card.layout)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.draw_table(surface, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        draw_header(surface, self.header, _("Choose a layout"), s)
        clip = surface.get_clip()
        surface.set_clip(self.scroll.rect)
        for card in self.cards:
            r = self._screen(card.rect)
            if r.colliderect(self.scroll.rect):
                self._draw_card(surface, card, r)
        self._draw_headings(surface)
        self._place_save()
        self.save_made.draw(surface)
        surface.set_clip(clip)
        self.scroll.draw_scrollbar(surface)
        theme.draw_translucent(surface, self.footer, theme.BAR, theme.px(12, s))
        label = theme.text(_("Deal"), theme.px(19, s), theme.TEXT, bold=True)
        surface.blit(label, label.get_rect(midleft=(self.footer.x + theme.px(20, s), self.footer.centery)))
        note_x = self.kind.rect.right + theme.px(16, s)
        note_rect = pygame.Rect(note_x, self.footer.y + theme.px(8, s),
                                self.by_number.rect.x - note_x - theme.px(12, s), self.footer.h - theme.px(16, s))
        f = theme.font(theme.px(16, s))
        note = _(KIND_NOTES[self.kind.value])
        lines = wrap(note, f, max(40, note_rect.w))
        note_rect.y = self.footer.centery - min(2, len(lines)) * f.get_linesize() // 2
        draw_wrapped(surface, note, note_rect, theme.px(16, s), theme.TEXT_DIM, max_lines=2)
        for w in self.widgets:
            if w is not self.save_made:
                w.draw(surface)

    def _place_save(self) -> None:
        """The Save button sits on the chosen card when it was made from a number."""
        card = self.selected
        shown = card.section == "generated" and self._screen(card.rect).colliderect(self.scroll.rect)
        self.save_made.visible = shown
        if shown:
            r = self._screen(card.rect)
            pad = theme.px(16, self.scale)
            self.save_made.rect = pygame.Rect(0, 0, min(theme.px(190, self.scale), r.w - 2 * pad),
                                              theme.px(34, self.scale))
            self.save_made.rect.topright = (r.right - pad, r.y + pad)

    def _draw_card(self, surface: pygame.Surface, card: _Card, r: pygame.Rect) -> None:
        s = self.scale
        chosen = card is self.selected
        theme.draw_panel(surface, r, (255, 253, 248) if card is self.hover else theme.PANEL,
                         radius=theme.px(12, s), border=theme.ACCENT if chosen else theme.PANEL_LINE)
        if chosen:
            pygame.draw.rect(surface, theme.ACCENT, r, theme.px(3, s), border_radius=theme.px(12, s))
        if card.preview is None:
            card.preview = self._render_preview(card)
        surface.blit(card.preview, self._preview_rect(card).move(r.topleft))
        pad = theme.px(12, s)
        ty = r.bottom - theme.px(56, s)
        title = theme.fit_text(shown_title(card.layout), theme.px(20, s), r.w - 2 * pad, theme.INK, bold=True)
        surface.blit(title, (r.x + pad, ty + theme.px(4, s)))
        levels = len(card.layout.levels)
        # Translators: {tiles} is "N tiles", {levels} is "N levels", each counted apart
        facts = _("{tiles} · {levels}").format(
            tiles=ngettext("{count} tile", "{count} tiles", card.layout.size).format(count=card.layout.size),
            levels=ngettext("{count} level", "{count} levels", levels).format(count=levels))
        img = theme.fit_text(facts, theme.px(15, s), r.w - 2 * pad, theme.INK_DIM)
        surface.blit(img, (r.x + pad, ty + theme.px(30, s)))
        if card.section != "builtin":
            self._draw_verdict(surface, card, self._preview_rect(card).move(r.topleft))

    def _draw_verdict(self, surface: pygame.Surface, card: _Card, well: pygame.Rect) -> None:
        """A tag at the foot of the thumbnail: fair or too stacked, with the sample's losses."""
        verdict = self.verdicts.verdict(card.layout)
        if verdict is not None:
            words = verdict.words()
            text, colour = words[:1].upper() + words[1:], theme.GOLD if verdict.too_stacked else (150, 220, 160)
        elif self.verdicts.pending(card.layout):
            text, colour = _("Checking fairness…"), theme.TEXT_DIM
        else:
            return
        s = self.scale
        pad = theme.px(6, s)
        img = theme.fit_text(text, theme.px(14, s), well.w - 4 * pad, colour, bold=verdict is not None)
        tag = img.get_rect(bottomleft=(well.x + 2 * pad, well.bottom - pad)).inflate(2 * pad, pad)
        theme.draw_translucent(surface, tag, (10, 14, 12, 200), theme.px(8, s))
        surface.blit(img, img.get_rect(center=tag.center))

    def _heading_texts(self, section: str) -> tuple[str, str]:
        folder = str(self.app.storage.layouts_dir)
        if section == "generated":
            note = (_("Made from a number: the same number makes the same layout for everyone.")
                    if self.making is None else
                    _("Making layout {number}: the solver checks it is fair…").format(number=self.making))
            return _("New from a number"), note
        if section == "user":
            mine = any(c.user for c in self.cards)
            return _("Your layouts"), (_("From {folder}").format(folder=folder) if mine else _(
                "Import, or add KMahjongg .layout, GNOME .map or Kyodai .lay files to {folder}").format(folder=folder))
        games = [title for game, title in installed.TITLES.items() if any(
            c.section == "installed" and c.layout.name.startswith(installed.PREFIXES[game]) for c in self.cards)]
        # Translators: two program names, "KMahjongg and GNOME Mahjongg"
        names = _("{first} and {second}").format(first=games[0], second=games[1]) if len(games) > 1 else games[0]
        return (_("From KMahjongg and GNOME Mahjongg"),
                _("Installed with {programs}. Too stacked: more than 3 in 20 sample deals cannot be cleared (the "
                  "solver checks each in the background).").format(programs=names))

    def _draw_headings(self, surface: pygame.Surface) -> None:
        s = self.scale
        x = self.scroll.rect.x + 10
        for section, top in self.heading_y.items():
            y = self.scroll.rect.y - self.scroll.offset + top
            title, note = self._heading_texts(section)
            head = theme.text(title, theme.px(22, s), theme.TEXT, bold=True)
            surface.blit(head, (x, y))
            img = theme.fit_text(note, theme.px(16, s), self.scroll.rect.w - 40, theme.TEXT_DIM)
            surface.blit(img, (x, y + head.get_height() + theme.px(4, s)))
        if not self.refused_lines:
            return
        f = theme.font(theme.px(16, s))
        y = self.scroll.rect.y - self.scroll.offset + self.refused_y
        label = theme.text(_("Files not used:"), theme.px(16, s), theme.GOLD, bold=True)
        surface.blit(label, (x, y - f.get_linesize()))
        for line in self.refused_lines:
            surface.blit(theme.text(line, theme.px(16, s), theme.TEXT_DIM), (x + theme.px(20, s), y))
            y += f.get_linesize()
