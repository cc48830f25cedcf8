"""The main menu: one card per registered game (preview, name, description, Today, Play
and Continue) in a scrolling grid, and the shared screens along the bottom. Today opens
the game's deal of the day (scenes.daily_start, core.daily)."""

from __future__ import annotations

import pygame

from mahjong import games
from mahjong.i18n import _
from mahjong.scenes.daily_start import DailyStarter
from mahjong.ui import theme
from mahjong.ui.focus import FocusGroup
from mahjong.ui.scene import Scene
from mahjong.ui.scroll import ScrollArea
from mahjong.ui.text import draw_wrapped, largest_fitting_size
from mahjong.ui.widgets import Button, is_click

TITLE_SIZE = {False: 50, True: 38}   # the title's type size: full header / compact header


class GameCard:
    """One game's card; ``rect`` is in scroll-content coordinates."""

    def __init__(self, info: games.GameInfo, on_play, on_continue, on_today) -> None:
        self.info = info
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self.preview: pygame.Surface | None = None
        self.play = Button(_("Play"), on_play, style="primary")
        self.cont = Button(_("Continue"), on_continue)
        # Translators: a game card's button that deals the deal of the day
        self.today = Button(_("Today"), on_today)
        self.saved = False
        self.hover = False

    @property
    def buttons(self) -> tuple[Button, Button, Button]:
        return (self.play, self.cont, self.today)


def draw_placeholder(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A plain stand-in for a preview: three blank tiles on a dark felt patch."""
    pygame.draw.rect(surface, (30, 70, 50), rect, border_radius=8)
    tw, th = rect.w // 5, round(rect.w / 5 * 1.3)
    for i in range(3):
        t = pygame.Rect(0, 0, tw, th)
        t.center = (rect.centerx + (i - 1) * (tw + 4), rect.centery)
        pygame.draw.rect(surface, (196, 170, 120), t.move(-3, 3), border_radius=4)
        pygame.draw.rect(surface, (248, 244, 232), t, border_radius=4)


def draw_emblem(surface: pygame.Surface, center: tuple[int, int], h: int) -> None:
    """The title's little fan of three tiles."""
    w = round(h * 0.74)
    marks = [(196, 64, 52), (36, 120, 80), (40, 80, 150)]
    for i, colour in enumerate(marks):
        r = pygame.Rect(0, 0, w, h)
        r.center = (center[0] + (i - 1) * round(w * 0.62), center[1] + abs(i - 1) * h // 12)
        pygame.draw.rect(surface, (180, 150, 100), r.move(-4, 4), border_radius=h // 9)
        pygame.draw.rect(surface, (250, 246, 236), r, border_radius=h // 9)
        pygame.draw.rect(surface, (214, 204, 184), r, 1, border_radius=h // 9)
        pygame.draw.circle(surface, colour, r.center, w // 4)
        pygame.draw.circle(surface, (250, 246, 236), r.center, w // 9)


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.daily = DailyStarter(app)
        self.cards = [GameCard(info, lambda i=info: self.play(i.id), lambda i=info: self.resume(i.id),
                               lambda i=info: self.daily.start(i.id))
                      for info in games.GAMES]
        self.nav = [Button(_("Statistics"), self.open_stats, "ghost"),
                    Button(_("High Scores"), self.open_scores, "ghost"),
                    Button(_("Options"), self.open_options, "ghost"),
                    Button(_("Help"), self.open_help, "ghost"),
                    Button(_("Quit"), app.quit, "ghost")]
        self.scroll = ScrollArea()
        self.focus = FocusGroup()
        self.scale = self.card_scale = 1.0
        self.compact = False             # the screen buttons beside the title (a short window)
        self.header = pygame.Rect(0, 0, 0, 0)
        self._pending: list[GameCard] = list(self.cards)  # previews still to draw
        self._art_seen: tuple[int, int] | None = None      # the tile art they were drawn with

    def relabeled(self) -> MenuScene:
        """A new menu in the language just chosen (its labels are translated when built)."""
        return MenuScene(self.app)

    # --- actions -----------------------------------------------------------------------
    def play(self, game_id: str) -> None:
        if self.app.storage.has_game(game_id):
            from mahjong.ui.dialogs import ConfirmDialog

            name = _(games.get(game_id).name)
            self.app.push(ConfirmDialog(self.app, _("Start a new game?"),
                                        _("Your saved game of {game} will be replaced.").format(game=name),
                                        lambda: self._new(game_id), yes=_("New game"), no=_("Cancel")))
        else:
            self._new(game_id)

    def _new(self, game_id: str) -> None:
        """A new game in place of the saved one: the save is resumed and abandoned by its
        scene, so it counts as played and lost the way every game does, and only if the
        rules accept it (a refused save is set aside, as when it is continued)."""
        self.app.open_game(game_id, resume=True).start_new()

    def resume(self, game_id: str) -> None:
        self.app.open_game(game_id, resume=True)

    def open_stats(self) -> None:
        from mahjong.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app, tab="stats"))

    def open_scores(self) -> None:
        from mahjong.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app, tab="scores"))

    def open_options(self) -> None:
        from mahjong.scenes.options import OptionsScene

        self.app.push(OptionsScene(self.app))

    def open_help(self) -> None:
        from mahjong.scenes.help import HelpScene

        self.app.push(HelpScene(self.app))

    def ask_quit(self) -> None:
        from mahjong.ui.dialogs import ConfirmDialog

        self.app.push(ConfirmDialog(self.app, _("Quit Mahjong Parlor?"), _("Your games are saved."),
                                    self.app.quit, yes=_("Quit"), no=_("Stay")))

    # --- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        for card in self.cards:
            card.saved = self.app.storage.has_game(card.info.id)
            card.cont.visible = card.saved
        self._place_cards()
        self.focus.set_widgets([b for c in self.cards for b in (c.today, c.play, c.cont)] + self.nav)

    def resize(self, size) -> None:
        """Lay the menu out; when the grid of cards would need scrolling, the header gets
        compact (the screen buttons move up beside the title), then the cards get smaller
        (to 80%), so every game shows without scrolling from 1280x800 up."""
        super().resize(size)
        self.scale = theme.ui_scale(size)
        for compact in (False, True):
            self.compact = compact
            self._lay_out(size, 1.0)
            if self.scroll.content_height <= self.scroll.rect.h:
                break
        if self.compact and not self._nav_fits():   # large text: the header buttons stay whole
            self.compact = False
            self._lay_out(size, 1.0)
        if self.scroll.content_height > self.scroll.rect.h:
            fit = (self.scroll.rect.h - 16) / max(1, self.scroll.content_height - 16)
            self._lay_out(size, max(0.8, fit))
        self.scroll.scroll_to(self.scroll.offset)
        if any(c.preview is not None and c.preview.get_size() != c.preview_rect.size for c in self.cards):
            self._pending = list(self.cards)
        self._place_cards()

    def _lay_out(self, size, card_k: float) -> None:
        s = self.scale
        cs = self.card_scale = s * card_k
        w, h = size
        margin = theme.px(32, s)
        gap = theme.px(12, s)
        nav_h = theme.px(44, s)
        n = len(self.nav)
        if self.compact:
            self.header = pygame.Rect(margin, theme.px(14, s), w - 2 * margin, theme.px(64, s))
            room = self.header.right - (self.header.x + theme.px(110, s) + self._title_width(s))
            nav_w = min(theme.px(150, s), (room - gap * n) // n)
            x = self.header.right - (nav_w * n + gap * (n - 1))
            y = self.header.centery - nav_h // 2
            bottom = h - margin // 2
        else:
            self.header = pygame.Rect(margin, theme.px(20, s), w - 2 * margin, theme.px(92, s))
            nav_w = min(theme.px(170, s), (w - 2 * margin - gap * (n - 1)) // n)
            x = (w - (nav_w * n + gap * (n - 1))) // 2
            y = h - margin // 2 - nav_h - theme.px(6, s)
            bottom = y - gap
        for b in self.nav:
            b.size = theme.px(19, s)
            b.rect = pygame.Rect(x, y, nav_w, nav_h)
            x += nav_w + gap
        top = self.header.bottom + theme.px(10, s)
        self.scroll.rect = pygame.Rect(margin - 10, top, w - 2 * margin + 20, bottom - top)
        self.scroll.line = theme.px(60, s)
        gx = theme.px(14, cs)
        wide = (self.scroll.rect.w - 34 - 3 * gx) // 4 >= theme.px(400, s)
        cols = 4 if wide else 3 if w >= 1180 else 2
        card_h = theme.px(130, cs)
        card_w = (self.scroll.rect.w - 34 - gx * (cols - 1)) // cols  # room for the scrollbar
        for i, card in enumerate(self.cards):
            row, col = divmod(i, cols)
            card.rect = pygame.Rect(10 + col * (card_w + gx), 8 + row * (card_h + gx), card_w, card_h)
            pad = theme.px(12, cs)
            ph = card_h - 2 * pad
            for b in card.buttons:
                b.size = theme.px(17, cs)
            # the preview gives up width before the three buttons would crowd the text
            room = card_w - 2 * pad - theme.px(14, cs) - self._buttons_width(card)
            card.preview_rect = pygame.Rect(pad, pad, max(min(ph, room), min(round(ph * 1.3), room)), ph)
        rows = (len(self.cards) + cols - 1) // cols
        self.scroll.content_height = 16 + rows * card_h + max(0, rows - 1) * gx

    def _nav_fits(self) -> bool:
        return all(theme.font(b.size, b.style == "primary").size(b.label)[0] <= b.rect.w - 12 for b in self.nav)

    @staticmethod
    def _title_width(s: float) -> int:
        return theme.font(theme.px(TITLE_SIZE[True], s), True).size(_("Mahjong Parlor"))[0]

    def _button_width(self, button: Button) -> int:
        """A card button as wide as its label needs, up to the usual width."""
        s = self.card_scale
        text = theme.font(button.size, button.style == "primary").size(button.label)[0]
        least = theme.px(80 if button.style == "primary" else 64, s)
        return min(theme.px(104, s), max(least, text + theme.px(30, s)))

    def _buttons_width(self, card: GameCard) -> int:
        """The row of a card's three buttons with their gaps."""
        return sum(self._button_width(b) for b in card.buttons) + 2 * theme.px(8, self.card_scale)

    def _place_cards(self) -> None:
        """Screen rectangles of the card buttons for the current scroll offset: Play at
        the right, Continue (when there is a save) and Today to its left."""
        s = self.card_scale
        bh, pad, gap = theme.px(36, s), theme.px(12, s), theme.px(8, s)
        for card in self.cards:
            r = self.card_screen_rect(card)
            x = r.right - pad
            for b in (card.play, card.cont, card.today):
                if not b.visible:
                    continue
                bw = self._button_width(b)
                b.rect = pygame.Rect(x - bw, r.bottom - pad - bh, bw, bh)
                x -= bw + gap

    def card_screen_rect(self, card: GameCard) -> pygame.Rect:
        return card.rect.move(self.scroll.rect.x, self.scroll.rect.y - self.scroll.offset)

    # --- events ------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        pos = getattr(event, "pos", None)
        in_grid = pos is not None and self.scroll.rect.collidepoint(pos)
        if self.scroll.handle_event(event):
            self._place_cards()
            self.dirty = True
            return
        for card in self.cards:
            if pos is None or in_grid or event.type != pygame.MOUSEBUTTONDOWN:
                for b in card.buttons:
                    if b.visible and b.handle_event(event):
                        self.dirty = True
                        if self.app.top is not self:
                            return
        for b in self.nav:
            if b.handle_event(event):
                self.dirty = True
                if self.app.top is not self:
                    return
        if event.type == pygame.MOUSEMOTION and pos is not None:
            for card in self.cards:
                hover = in_grid and self.card_screen_rect(card).collidepoint(pos)
                if hover != card.hover:
                    card.hover, self.dirty = hover, True
        elif is_click(event) and pos is not None and in_grid:
            for card in self.cards:
                r = self.card_screen_rect(card)
                if r.collidepoint(pos) and not any(b.visible and b.rect.collidepoint(pos) for b in card.buttons):
                    (card.cont if card.saved else card.play).activate()
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ask_quit()
            elif event.key == pygame.K_F1:
                self.open_help()
            elif self.focus.handle_key(event):
                self._scroll_to_focus()
                self.dirty = True
            elif self.scroll.handle_key(event):
                self._place_cards()
                self.dirty = True

    def _scroll_to_focus(self) -> None:
        for card in self.cards:
            if self.focus.current in card.buttons:
                if self.scroll.ensure_visible(card.rect.y - 8, card.rect.bottom + 8):
                    self._place_cards()

    # --- per frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Draw one pending preview per frame, after the first frame is on screen; all of
        them again when the tile art changes look (a tile set's faces came in)."""
        art = self.app.tiles
        if (id(art), art.generation) != self._art_seen:
            if self._art_seen is not None:
                self._pending = list(self.cards)
            self._art_seen = (id(art), art.generation)
        if self._pending and self.app.frames > 0:
            self._render_preview(self._pending.pop(0))
            self.dirty = True
        if self.daily.dealing:
            self.daily.poll()
        self.animating = bool(self._pending) or self.daily.dealing

    def _render_preview(self, card: GameCard) -> None:
        surf = pygame.Surface(card.preview_rect.size, pygame.SRCALPHA)
        try:
            games.draw_preview(card.info, surf, surf.get_rect(), self.app.tiles)
        except Exception:  # a preview is decoration: never let it break the menu
            surf.fill((0, 0, 0, 0))
            draw_placeholder(surf, surf.get_rect())
        card.preview = surf

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_table(surface, self.app.settings.get("table_colour", "green"))
        self._draw_header(surface)
        clip = surface.get_clip()
        surface.set_clip(self.scroll.rect)
        for card in self.cards:
            r = self.card_screen_rect(card)
            if r.colliderect(self.scroll.rect):
                self._draw_card(surface, card, r)
        if not self.cards:
            draw_wrapped(surface, _("No games are installed yet."), self.scroll.rect.inflate(0, -80),
                         theme.px(24, self.scale), theme.TEXT, center=True)
        surface.set_clip(clip)
        self.scroll.draw_scrollbar(surface)
        for b in self.nav:
            b.draw(surface)

    def _draw_header(self, surface: pygame.Surface) -> None:
        s, r = self.scale, self.header
        eh = theme.px(62 if not self.compact else 48, s)
        draw_emblem(surface, (r.x + theme.px(50, s), r.centery), eh)
        x = r.x + theme.px(110, s)
        size = theme.px(TITLE_SIZE[self.compact], s)
        title = theme.text(_("Mahjong Parlor"), size, theme.TEXT, bold=True)
        shadow = theme.text(_("Mahjong Parlor"), size, (0, 0, 0), bold=True)
        shadow.set_alpha(70)
        if self.compact:   # the screen buttons sit to the right: the title alone
            ty = r.centery - title.get_height() // 2
        else:
            ty = r.centery - title.get_height() // 2 - theme.px(10, s)
        surface.blit(shadow, (x + 2, ty + 3))
        surface.blit(title, (x, ty))
        if not self.compact:
            sub = theme.text(_("Tile games for a quiet hour"), theme.px(20, s), theme.TEXT_DIM)
            surface.blit(sub, (x + 2, ty + title.get_height() + theme.px(2, s)))

    def _draw_card(self, surface: pygame.Surface, card: GameCard, r: pygame.Rect) -> None:
        s = self.card_scale
        theme.draw_panel(surface, r, theme.PANEL if not card.hover else (255, 253, 248), radius=theme.px(12, s))
        pr = card.preview_rect.move(r.topleft)
        if card.preview is None:
            draw_placeholder(surface, pr)
        else:
            surface.blit(card.preview, pr)
        x = pr.right + theme.px(14, s)
        tw = r.right - x - theme.px(12, s)
        y = r.y + theme.px(12, s)
        # the name whole, on two lines if need be
        for line in _name_lines(_(card.info.name), theme.px(23, s), theme.px(19, s), tw):
            surface.blit(line, (x, y))
            y += line.get_height()
        y += theme.px(4, s)
        desc_rect = pygame.Rect(x, y, tw, card.play.rect.y - y - theme.px(4, s))
        description = _(card.info.description)
        size = largest_fitting_size(description, desc_rect, theme.px(17, s), theme.px(15, s))
        lines = max(1, desc_rect.h // theme.font(size).get_linesize())
        draw_wrapped(surface, description, desc_rect, size, theme.INK_DIM, max_lines=lines)
        if card.saved:
            tag = theme.text(_("Saved game"), theme.px(14, s), theme.GOOD, bold=True)
            if card.today.rect.x - x > tag.get_width() + 8:
                surface.blit(tag, tag.get_rect(midleft=(x, card.play.rect.centery)))
        for b in card.buttons:
            b.draw(surface)


def _name_lines(name: str, size: int, smallest: int, width: int) -> list[pygame.Surface]:
    """A game's name in bold: one line, shrunk as far as ``smallest`` if need be, else
    wrapped onto two lines at ``smallest`` (the last cut with an ellipsis only if a word
    is wider than the card)."""
    while size > smallest and theme.font(size, True).size(name)[0] > width:
        size -= 1
    if theme.font(size, True).size(name)[0] <= width:
        return [theme.text(name, size, theme.INK, bold=True)]
    words = name.split()
    f = theme.font(size, True)
    split = max((i for i in range(1, len(words)) if f.size(" ".join(words[:i]))[0] <= width), default=1)
    return [theme.fit_text(" ".join(words[:split]), size, width, theme.INK, bold=True),
            theme.fit_text(" ".join(words[split:]), size, width, theme.INK, bold=True)]

