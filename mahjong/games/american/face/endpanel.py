"""The end-of-hand panel: who won and how (the winning hand laid out block by block, its
reading, bonuses and value), what each seat pays, and the session's scoreboard, with
"Next hand" and "Menu" (buttons it is handed). It draws a ``TableSnapshot`` of a hand
that is over (the whole table's view: every hand face up)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from mahjong.games.american import hands
from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.face.view import row_width, surface_size
from mahjong.games.american.pieces import JOKER, sort_tiles
from mahjong.games.american.scoring import bonus_name, why_paid
from mahjong.games.american.targets import hand_name, pattern_words
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _, ngettext
from mahjong.ui import theme
from mahjong.ui.widgets import Button

SCORE_ROWS = 4   # recent hands listed above the totals
HAND_ROW = 7     # tiles per row in each seat's face-up hand


def block_tiles(block) -> list[str]:
    """The tiles of a reading's block as they lie on the table."""
    if block.tile == "NEWS":
        return ["N", "E", "W", "S"]
    return [block.tile] * (block.size - block.jokers) + [JOKER] * block.jokers


def headline(snap: TableSnapshot) -> tuple[str, str]:
    """The panel's title and the line under it: who won and how."""
    r = snap.view.result
    assert r is not None, "the end panel shows a hand that is over"
    if r.winner is None:
        return _("Wall game"), _("The wall ran out before anyone went Mah Jongg: nobody pays.")
    who = _("You win!") if r.winner == 0 else _("{player} wins").format(player=snap.name(r.winner))
    if r.self_drawn or r.discarder is None:
        how = (_("Self-drawn Mah Jongg, jokerless: {value} points.") if r.jokerless
               else _("Self-drawn Mah Jongg: {value} points."))
    elif r.discarder == 0:
        how = (_("Mah Jongg on your discard, jokerless: {value} points.") if r.jokerless
               else _("Mah Jongg on your discard: {value} points."))
    else:
        how = (_("Mah Jongg on {player}'s discard, jokerless: {value} points.") if r.jokerless
               else _("Mah Jongg on {player}'s discard: {value} points."))
    return who, how.format(value=r.value, player=snap.name(r.discarder) if r.discarder is not None else "")


def why_paid_text(snap: TableSnapshot) -> str:
    """Each loser's payment as a sum (the hand's value doubled, and why)."""
    r = snap.view.result
    if r is None or r.winner is None:
        return ""
    reading = snap.reading
    return why_paid(r.value, self_drawn=r.self_drawn, jokerless=r.jokerless,
                    seven_pairs=reading is not None and reading.seven_pairs,
                    discarder=None if r.discarder is None else snap.name(r.discarder), rules=snap.rules)


class EndPanel:
    """``EndPanel()``: ``layout(board, scale, buttons)`` places the panel and its
    buttons, ``draw(surface, snap, art, buttons)``."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, board: pygame.Rect, scale: float, buttons: Sequence[Button]) -> None:
        s = scale
        w = min(theme.px(780, s), board.w - theme.px(40, s))
        h = min(theme.px(620, s), board.h - theme.px(16, s))
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = board.center
        pad, bh = theme.px(24, s), theme.px(42, s)
        x = self.rect.right - pad
        for b in reversed(buttons):
            b.size = theme.px(18, s)
            bw = max(theme.px(120, s), theme.font(b.size, True).size(b.label)[0] + theme.px(36, s))
            x -= bw
            b.rect = pygame.Rect(x, self.rect.bottom - pad - bh, bw, bh)
            x -= theme.px(12, s)

    def draw(self, surface: pygame.Surface, snap: TableSnapshot, art, buttons: Sequence[Button] = ()) -> None:
        s, box = snap.scale, self.rect
        theme.draw_translucent(surface, snap.layout.board, (8, 10, 12, 110))
        theme.draw_panel(surface, box, radius=theme.px(16, s))
        pygame.draw.rect(surface, theme.ACCENT, (box.x, box.y, box.w, theme.px(6, s)),
                         border_top_left_radius=theme.px(16, s), border_top_right_radius=theme.px(16, s))
        pad = theme.px(24, s)
        inner = box.inflate(-2 * pad, -2 * pad)
        title, sub = headline(snap)
        img = theme.fit_text(title, theme.px(30, s), inner.w, theme.INK, bold=True)
        surface.blit(img, (inner.x, inner.y))
        y = inner.y + img.get_height() + theme.px(2, s)
        img = theme.fit_text(sub, theme.px(17, s), inner.w, theme.INK_DIM)
        surface.blit(img, (inner.x, y))
        y += img.get_height() + theme.px(12, s)
        if snap.reading is not None:
            y = self._hand(surface, snap, art, snap.reading, inner, y)
        y = self._payments(surface, snap, inner, y + theme.px(8, s))
        y = self._hands_face_up(surface, snap, art, inner, y)
        bottom = buttons[0].rect.y if buttons else box.bottom - pad
        self._scoreboard(surface, snap, inner, y + theme.px(12, s), bottom - theme.px(10, s))
        for b in buttons:
            b.draw(surface)

    def _hand(self, surface, snap: TableSnapshot, art, reading: hands.Reading, inner: pygame.Rect, y: int) -> int:
        s = snap.scale
        blocks = [block_tiles(b) for b in reading.blocks]
        gap = theme.px(10, s)
        width = min(theme.px(44, s), max(12, (inner.w - gap * (len(blocks) - 1)) // 15))
        total = sum(row_width(width, len(b)) for b in blocks) + gap * (len(blocks) - 1)
        x = inner.centerx - total // 2
        tile_h = surface_size(width)[1]
        for block, info in zip(blocks, reading.blocks):
            m = art.metrics(width)
            for k, tile in enumerate(block):
                surface.blit(art.tile(tile, width), (x + k * (m.w + 1), y))
            bw = row_width(width, len(block))
            if info.exposed:
                lab = theme.text(_("exposed"), theme.px(12, s), theme.INK_DIM)
                surface.blit(lab, lab.get_rect(midtop=(x + bw // 2, y + tile_h + 1)))
            x += bw + gap
        # room for the "exposed" labels, as tall as their text needs at any text size
        y += tile_h + max(theme.px(18, s), theme.font(theme.px(12, s)).get_linesize() + 2)
        line = f"{hand_name(reading.name)} · {pattern_words(reading.pattern)}"
        img = theme.fit_text(line, theme.px(18, s), inner.w, theme.INK, bold=True)
        surface.blit(img, (inner.x, y))
        y += img.get_height() + theme.px(4, s)
        x, chips_h = inner.x, theme.px(26, s)
        rules = snap.rules
        chips = ([_("fixed value")] if reading.category == "Dragon Hand"
                 else [_("Base {points}").format(points=rules.base),
                       *(_("{bonus} +{points}").format(bonus=bonus_name(n), points=p) for n, p in reading.bonuses)])
        base = theme.text(_("= {value} points").format(value=reading.value), theme.px(16, s), theme.ACCENT_DARK,
                          bold=True)
        for chip in chips:
            img = theme.text(chip, theme.px(14, s), theme.INK, bold=True)
            r = img.get_rect(topleft=(x, y)).inflate(theme.px(16, s), theme.px(6, s))
            r.topleft = (x, y)
            pygame.draw.rect(surface, (246, 232, 196), r, border_radius=r.h // 2)
            surface.blit(img, img.get_rect(center=r.center))
            x = r.right + theme.px(6, s)
            chips_h = max(chips_h, r.h + theme.px(2, s))
        surface.blit(base, base.get_rect(midleft=(x + theme.px(6, s), y + (theme.px(14, s) + theme.px(6, s)) // 2)))
        y += chips_h
        img = theme.fit_text(why_paid_text(snap), theme.px(15, s), inner.w, theme.INK)
        surface.blit(img, (inner.x, y))
        return y + img.get_height() + theme.px(2, s)

    def _payments(self, surface, snap: TableSnapshot, inner: pygame.Rect, y: int) -> int:
        s, r = snap.scale, snap.view.result
        assert r is not None, "the end panel shows a hand that is over"
        col, below = inner.w // 4, 0
        for seat in range(4):
            x = inner.x + seat * col
            # Translators: a seat's name and its wind, e.g. "Ruth (South)".
            label = _("{player} ({wind})").format(player=snap.name(seat), wind=tile_word(snap.view.seats[seat].wind))
            name = theme.fit_text(label, theme.px(15, s), col - 8, theme.INK_DIM)
            surface.blit(name, (x, y))
            pay = r.payments[seat]
            colour = theme.GOOD if pay > 0 else theme.ACCENT if pay < 0 else theme.INK_DIM
            img = theme.text(f"{pay:+d}" if pay else "0", theme.px(22, s), colour, bold=True)
            surface.blit(img, (x, y + name.get_height()))
            below = max(below, name.get_height() + img.get_height())
        return y + max(theme.px(48, s), below + theme.px(2, s))

    def _hands_face_up(self, surface, snap: TableSnapshot, art, inner: pygame.Rect, y: int) -> int:
        """Every seat's tiles face up under its payment: the concealed ones sorted, then
        its exposures, each underlined; returns the y below."""
        s = snap.scale
        col = inner.w // 4
        width = max(12, min(theme.px(30, s), (col - theme.px(10, s)) // HAND_ROW - 1))
        m = art.metrics(width)
        rows_h = 0
        for seat in range(4):
            sv = snap.view.seats[seat]
            groups = [sort_tiles(sv.concealed)] + [e.tiles for e in sv.exposures]
            x0 = inner.x + seat * col
            k = 0
            for g, tiles in enumerate(groups):
                for tile in tiles:
                    tx, ty = x0 + (k % HAND_ROW) * (m.w + 1), y + (k // HAND_ROW) * (m.h + m.depth + 4)
                    surface.blit(art.tile(tile, width), (tx, ty))
                    if g:
                        pygame.draw.line(surface, theme.GOLD, (tx, ty + m.h + m.depth + 1),
                                         (tx + m.w, ty + m.h + m.depth + 1), 2)
                    k += 1
            rows_h = max(rows_h, -(-k // HAND_ROW) * (m.h + m.depth + 4))
        return y + rows_h + theme.px(4, s)

    def _scoreboard(self, surface, snap: TableSnapshot, inner: pygame.Rect, y: int, bottom: int) -> None:
        s = snap.scale
        results = snap.results
        line = theme.font(theme.px(15, s)).get_linesize() + theme.px(2, s)
        rows = max(0, min(SCORE_ROWS, len(results), (bottom - y) // line - 2))
        pygame.draw.line(surface, theme.PANEL_LINE, (inner.x, y), (inner.right, y))
        y += theme.px(6, s)
        head = theme.text(ngettext("Session: {count} hand", "Session: {count} hands", len(results)).format(
            count=len(results)), theme.px(15, s),
                          theme.ACCENT_DARK, bold=True)
        surface.blit(head, (inner.x, y))
        col = (inner.w - theme.px(150, s)) // 4
        x0 = inner.x + theme.px(150, s)
        for seat in range(4):
            img = theme.text(snap.name(seat), theme.px(15, s), theme.INK_DIM, bold=True)
            surface.blit(img, img.get_rect(topright=(x0 + (seat + 1) * col - 8, y)))
        y += line
        first = len(results) - rows
        for k in range(first, len(results)):
            res = results[k]
            who = (_("wall game") if res.winner is None
                   else _("{player}, {value} pts").format(player=snap.name(res.winner), value=res.value))
            img = theme.fit_text(f"{k + 1}. {who}", theme.px(15, s), theme.px(146, s), theme.INK)
            surface.blit(img, (inner.x, y))
            for seat in range(4):
                v = res.payments[seat]
                img = theme.text(f"{v:+d}" if v else "0", theme.px(15, s), theme.INK)
                surface.blit(img, img.get_rect(topright=(x0 + (seat + 1) * col - 8, y)))
            y += line
        img = theme.text(_("Totals"), theme.px(16, s), theme.INK, bold=True)
        surface.blit(img, (inner.x, y))
        for seat, total in enumerate(snap.totals):
            img = theme.text(f"{total:+d}" if total else "0", theme.px(16, s),
                             theme.GOOD if total > 0 else theme.ACCENT if total < 0 else theme.INK, bold=True)
            surface.blit(img, img.get_rect(topright=(x0 + (seat + 1) * col - 8, y)))
