"""The rules card: Card Free American Mah Jongg on one screen, pushed from the table.

Three columns of cards: the categories (with their numbers as tiles), the ten patterns
(blocks drawn as little stacks) and the fill blocks; the dragon hands laid out in tiles;
bonuses and payments. Esc, a click on Close or a right click goes back.
"""

from __future__ import annotations

import pygame

from mahjong.games.american.scoring import RULES, Rules
from mahjong.games.american.targets import blocks_words
from mahjong.i18n import N_, _
from mahjong.ui import theme
from mahjong.ui.scene import Scene
from mahjong.ui.text import wrap
from mahjong.ui.widgets import Button, draw_header, is_click, layout_header

CATEGORIES = (
    (N_("Consecutive Run"), N_("3 or more numbers in a row"), ("4B", "5B", "6B", "7B")),
    (N_("Consecutive Odds"), N_("1-3-5 … 1-3-5-7-9, no gaps"), ("1C", "3C", "5C")),
    (N_("Consecutive Evens"), N_("2-4-6, 4-6-8 or 2-4-6-8"), ("2D", "4D", "6D", "8D")),
    (N_("Multiples of Three"), N_("3, 6 and 9"), ("3B", "6B", "9B")),
    (N_("Any Like Numbers"), N_("one number in each suit"), ("7B", "7C", "7D")),
    (N_("Winds"), N_("all four, or N+S or E+W"), ("N", "E", "W", "S")),
)
PATTERNS = ((2, 3, 3, 3, 3), (2, 2, 2, 2, 3, 3), (2, 4, 4, 4), (2, 2, 2, 4, 4), (2, 2, 2, 2, 2, 4),
            (2, 2, 5, 5), (3, 3, 4, 4), (3, 3, 3, 5), (4, 5, 5), (2, 2, 2, 2, 2, 2, 2))
FILLS = ((N_("Flower pair"), ("F", "F")), (N_("Dragons, one block a colour"), ("RD", "RD", "RD")),
         (N_("NEWS, as a kong"), ("N", "E", "W", "S")))
DRAGON_HANDS = (
    (N_("Dragon's Love"), 50, ("RD",) * 4 + ("GD",) * 4 + ("F",) * 6),
    (N_("Dragon's Wing"), 50, ("RD",) * 4 + ("GD",) * 4 + ("WD",) * 4 + ("1B",) * 2),
    (N_("Dragon's Breath"), 100, ("N", "N", "E", "E", "W", "W", "S", "S", "RD", "RD", "GD", "GD", "WD", "WD")),
)
BONUSES = ((N_("PAIRS: 3-5 pair blocks / seven pairs"), "+5 / +10"), (N_("QUINTS: each quint"), "+5"),
           (N_("SET: number tiles only"), "+5"), (N_("SUIT: one suit, its own dragon"), "+5"),
           (N_("CONCEALED: no exposures"), "+10"))
PAYMENTS = (N_("On a discard: the discarder pays 2x, the others 1x."), N_("Self-drawn: everyone pays 2x."),
            N_("Jokerless: every payment doubles again."), N_("Jokers: in blocks of 3 or more, never in pairs."))
BLOCK_COLOURS = {2: (120, 178, 210), 3: (126, 190, 132), 4: (232, 180, 90), 5: (214, 110, 96)}


class RulesCardScene(Scene):
    """The compact reference card (see the module docstring)."""

    def __init__(self, app, rules: Rules = RULES) -> None:
        super().__init__(app)
        self.rules = rules
        self.close = Button(_("Close"), self.app.pop, style="primary")
        self.scale = 1.0
        self.resize(app.size)

    def resize(self, size) -> None:
        super().resize(size)
        self.scale = s = theme.ui_scale(size)
        self.header, self.content = layout_header(size, s)
        self.close.size = theme.px(18, s)
        w = theme.px(120, s)
        self.close.rect = pygame.Rect(self.header.right - w, self.header.centery - theme.px(21, s), w, theme.px(42, s))
        gap = theme.px(14, s)
        cw = (self.content.w - 2 * gap) // 3
        self.columns = [pygame.Rect(self.content.x + i * (cw + gap), self.content.y, cw, self.content.h)
                        for i in range(3)]

    def handle_event(self, event) -> None:
        if self.close.handle_event(event):
            self.dirty = True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop()
        elif is_click(event, 3):
            self.app.pop()

    # --- drawing ------------------------------------------------------------------------
    def _card(self, surface, rect: pygame.Rect, title: str) -> int:
        s = self.scale
        theme.draw_panel(surface, rect, radius=theme.px(12, s))
        img = theme.text(title, theme.px(20, s), theme.ACCENT_DARK, bold=True)
        surface.blit(img, (rect.x + theme.px(14, s), rect.y + theme.px(10, s)))
        return rect.y + theme.px(16, s) + img.get_height()

    def _tiles(self, surface, codes, x: int, y: int, width: int) -> int:
        art = self.app.tiles
        m = art.metrics(width)
        for i, code in enumerate(codes):
            surface.blit(art.tile(code, width), (x + i * (m.w + 1), y))
        return x + len(codes) * (m.w + 1) + m.depth

    def _categories(self, surface, col: pygame.Rect) -> None:
        s = self.scale
        h = min(col.h * 58 // 100, theme.px(420, s))
        card = pygame.Rect(col.x, col.y, col.w, h)
        y = self._card(surface, card, _("Categories"))
        pad = theme.px(14, s)
        row_h = (card.bottom - y - theme.px(6, s)) // len(CATEGORIES)
        tile_w = max(10, min(theme.px(24, s), row_h * 3 // 5))
        for name, rule, codes in CATEGORIES:
            self._tiles(surface, codes, card.right - pad - 4 * (tile_w + 1) - 4, y + 2, tile_w)
            room = card.right - pad - 4 * (tile_w + 1) - card.x - 2 * pad
            surface.blit(theme.fit_text(_(name), theme.px(16, s), room, theme.INK, bold=True), (card.x + pad, y))
            surface.blit(theme.fit_text(_(rule), theme.px(14, s), room, theme.INK_DIM),
                         (card.x + pad, y + theme.px(19, s)))
            y += row_h
        self._fills(surface, pygame.Rect(col.x, card.bottom + theme.px(12, s), col.w,
                                         col.bottom - card.bottom - theme.px(12, s)))

    def _fills(self, surface, card: pygame.Rect) -> None:
        s = self.scale
        y = self._card(surface, card, _("Fill blocks"))
        pad = theme.px(14, s)
        row_h = (card.bottom - y - theme.px(4, s)) // len(FILLS)
        tile_w = max(10, min(theme.px(22, s), row_h * 3 // 5))
        for name, codes in FILLS:
            self._tiles(surface, codes, card.right - pad - 4 * (tile_w + 1) - 4, y, tile_w)
            room = card.w - 3 * pad - 4 * (tile_w + 1)
            surface.blit(theme.fit_text(_(name), theme.px(15, s), room, theme.INK), (card.x + pad, y + theme.px(4, s)))
            y += row_h

    def _patterns(self, surface, col: pygame.Rect) -> None:
        s = self.scale
        y = self._card(surface, col, _("Patterns: 14 tiles"))
        pad = theme.px(14, s)
        note = theme.fit_text(_("Two block types, or seven pairs"), theme.px(14, s), col.w - 2 * pad, theme.INK_DIM)
        surface.blit(note, (col.x + pad, y - theme.px(4, s)))
        y += note.get_height() + theme.px(2, s)
        legend_h = theme.px(26, s)
        row_h = (col.bottom - y - legend_h - theme.px(10, s)) // len(PATTERNS)
        unit = max(4, min(theme.px(12, s), (col.w - 2 * pad - theme.px(8, s) * 7) // 15))
        names = {2: N_("pair"), 3: N_("pung"), 4: N_("kong"), 5: N_("quint")}
        for sizes in PATTERNS:
            x = col.x + pad
            for n in sizes:
                for k in range(n):
                    r = pygame.Rect(x + k * unit, y + theme.px(3, s), unit - 1, max(6, row_h - theme.px(14, s)))
                    pygame.draw.rect(surface, BLOCK_COLOURS[n], r, border_radius=2)
                x += n * unit + theme.px(6, s)
            counts = {n: sizes.count(n) for n in sorted(set(sizes))}
            label = " + ".join(blocks_words(n, c) for n, c in counts.items())
            img = theme.fit_text(label, theme.px(13, s), col.right - pad - x, theme.INK_DIM)
            surface.blit(img, img.get_rect(midright=(col.right - pad, y + row_h // 2 - theme.px(4, s))))
            y += row_h
        x = col.x + pad
        for n, name in names.items():
            pygame.draw.rect(surface, BLOCK_COLOURS[n], (x, y + theme.px(6, s), unit, unit), border_radius=2)
            img = theme.text(_(name), theme.px(13, s), theme.INK)
            surface.blit(img, (x + unit + theme.px(4, s), y + theme.px(3, s)))
            x += unit + img.get_width() + theme.px(14, s)

    def _values(self, surface, col: pygame.Rect) -> None:
        s = self.scale
        pad = theme.px(14, s)
        dragons_h = col.h * 40 // 100
        card = pygame.Rect(col.x, col.y, col.w, dragons_h)
        y = self._card(surface, card, _("Dragon hands"))
        row_h = (card.bottom - y - theme.px(4, s)) // len(DRAGON_HANDS)
        tile_w = max(8, min((col.w - 2 * pad) // 15, row_h * 2 // 5))
        for name, value, codes in DRAGON_HANDS:
            surface.blit(theme.text(f"{_(name)}  {value}", theme.px(15, s), theme.INK, bold=True), (card.x + pad, y))
            self._tiles(surface, codes, card.x + pad, y + theme.px(19, s), tile_w)
            y += row_h
        card = pygame.Rect(col.x, col.y + dragons_h + theme.px(12, s), col.w, col.h - dragons_h - theme.px(12, s))
        y = self._card(surface, card, _("Value and payment"))
        line = theme.px(21, s)
        base = (_("Base (house rule 3)") if self.rules.bonus_required else _("Base"), str(self.rules.base))
        for label, points in (base, *((_(text), value) for text, value in BONUSES)):
            img = theme.text(points, theme.px(15, s), theme.ACCENT_DARK, bold=True)
            surface.blit(img, img.get_rect(topright=(card.right - pad, y)))
            surface.blit(theme.fit_text(label, theme.px(15, s), card.w - 3 * pad - img.get_width(), theme.INK),
                         (card.x + pad, y))
            y += line
        y += theme.px(4, s)
        pygame.draw.line(surface, theme.PANEL_LINE, (card.x + pad, y), (card.right - pad, y))
        y += theme.px(6, s)
        rule3 = _("House rule 3: a hand needs a bonus, or is jokerless, self-drawn or a dragon hand.")
        f = theme.font(theme.px(14, s))
        payments = [_(p) for p in PAYMENTS]
        for text in (*payments, *(wrap(rule3, f, card.w - 2 * pad) if self.rules.bonus_required else ())):
            if y + line > card.bottom - theme.px(6, s):
                break
            surface.blit(theme.fit_text(text, theme.px(14, s), card.w - 2 * pad, theme.INK_DIM), (card.x + pad, y))
            y += line - theme.px(2, s)

    def draw(self, surface: pygame.Surface) -> None:
        theme.draw_table(surface, self.app.settings.get("table_colour", theme.DEFAULT_TABLE))
        draw_header(surface, self.header, _("The Card"), self.scale)
        self.close.draw(surface)
        self._categories(surface, self.columns[0])
        self._patterns(surface, self.columns[1])
        self._values(surface, self.columns[2])
