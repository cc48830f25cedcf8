"""Painting the board of MahJongg FreeCell and the Sea family from a ``BoardSnapshot``
(snapshot.py): the foundations, the cells, the tableau, the highlights, the tiles in flight
or dragged, the "dealing" panel and the win celebration. The painter reads only the
snapshot (and the tile art it is handed) and changes nothing; where tiles lie comes from
placement.py, the same answer the scene's hit testing gets."""

from __future__ import annotations

import pygame

from mahjong.games.foundation.face.placement import TilePlacement
from mahjong.games.foundation.face.snapshot import BoardSnapshot
from mahjong.games.foundation.face.view import BoardGeometry
from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.position import State
from mahjong.i18n import N_, _, ngettext, pgettext
from mahjong.ui import anim, theme
from mahjong.ui.tiles import TileArt

DRAGON_COLOURS = {"RD": (214, 70, 60), "GD": (70, 170, 100), "WD": (120, 160, 230)}
# Translators: the three suits, in the plural (tiles of that suit)
SUIT_NAMES = {"B": N_("Bamboos"), "C": N_("Characters"), "D": N_("Circles")}
# Translators: the season tiles (Long FreeCell ends each pile with one)
SEASON_NAMES = {"SP": N_("Spring"), "SU": N_("Summer"), "AU": N_("Autumn"), "WI": N_("Winter")}


def dragon_name(dragon: str) -> str:
    """A bound set's label: its dragon's colour ("Red"), in the current language."""
    # Translators: a set of foundation piles is labelled with the colour of its dragon
    return {"RD": pgettext("dragon colour", "Red"), "GD": pgettext("dragon colour", "Green"),
            "WD": pgettext("dragon colour", "White")}[dragon]


def wind_name(wind: str) -> str:
    """A pile's wind label ("North"), in the current language."""
    return {"N": pgettext("wind", "North"), "E": pgettext("wind", "East"),
            "S": pgettext("wind", "South"), "W": pgettext("wind", "West")}[wind]


def wind_letter(wind: str) -> str:
    """A pile's wind in one letter ("N"), for narrow labels."""
    # Translators: one-letter (or one-character) abbreviations of the winds North, East, South, West
    return {"N": pgettext("wind abbreviation", "N"), "E": pgettext("wind abbreviation", "E"),
            "S": pgettext("wind abbreviation", "S"), "W": pgettext("wind abbreviation", "W")}[wind]
GLOW = (255, 214, 90)


class BoardPainter:
    """Draws a ``BoardSnapshot``; keeps only the tile placement of the last geometry it saw
    (with its cache of the engine's views of positions)."""

    def __init__(self) -> None:
        self._place: TilePlacement | None = None
        self.snap: BoardSnapshot | None = None
        self.art: TileArt | None = None

    @property
    def geo(self) -> BoardGeometry:
        assert self.snap is not None, "asked only while drawing"
        return self.snap.geometry

    @property
    def place(self) -> TilePlacement:
        assert self._place is not None, "asked only while drawing"
        return self._place

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: BoardSnapshot, art: TileArt) -> None:
        """Paint ``snap`` with the tile faces of ``art``."""
        if self._place is None or self._place.geo is not snap.geometry or self._place.config != snap.config:
            self._place = TilePlacement(snap.config, snap.geometry)
        self.snap, self.art = snap, art
        try:
            if snap.dealing_tries is not None:
                self._draw_dealing(surface, snap)
                return
            state = snap.shown_state
            hidden = snap.hidden
            self._draw_foundations(surface, state, hidden)
            self._draw_cells(surface, state, hidden)
            self._draw_tableau(surface, state, hidden)
            self._draw_targets(surface, snap)
            self._draw_moving(surface, snap)
            if snap.celebration is not None:
                self._draw_celebration(surface, snap)
        finally:
            self.snap = self.art = None   # nothing of a frame outlives it

    def _tile(self, code: str, width: int, state: str = "normal") -> pygame.Surface:
        assert self.art is not None, "asked only while drawing"
        return self.art.tile(code, width, state)

    def _slot(self, surface: pygame.Surface, rect: pygame.Rect, depth: int, label: str = "",
              dots: tuple[tuple[int, int, int], ...] = ()) -> None:
        """An empty place: a faint rounded outline where a tile's face would be, with its
        label, or (where the label is too wide) the dragon colours ``dots`` instead."""
        face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
        radius = max(3, face.w // 9)
        theme.draw_translucent(surface, face, theme.PLATE[:3] + (140,), radius)
        pygame.draw.rect(surface, (255, 255, 255, 60), face, 1, border_radius=radius)
        size = max(10, face.w // 4)
        if label and (not dots or theme.fitting_size(label, size, face.w - 4, bold=True) is not None):
            img = theme.fit_text(label, size, face.w - 4, theme.TEXT_DIM, bold=True)
            theme.blit_centered(surface, img, face.center)
        elif dots:  # a language's word is wider than the slot: the dragon's colour says it
            r = max(3, face.w // 9)
            top = face.centery - (len(dots) - 1) * 3 * r // 2
            for i, colour in enumerate(dots):
                centre = (face.centerx, top + i * 3 * r)
                pygame.draw.circle(surface, colour, centre, r)
                pygame.draw.circle(surface, (255, 255, 255), centre, r, 1)

    def _draw_foundations(self, surface, state: State, hidden) -> None:
        geo, t = self.geo, self.geo.top
        view = self.place.view(state)
        size = max(11, geo.label_h * 3 // 4)
        for s, label_rect in enumerate(geo.set_labels):
            dragon, suit = view.set_dragons[s], view.set_suits[s]
            if dragon is None:
                text, colour = _("Set {number}").format(number=s + 1), theme.TEXT_DIM
            else:
                text = dragon_name(dragon) + (f" · {_(SUIT_NAMES[suit])}" if suit else "")
                colour = theme.TEXT
            x = label_rect.x + t.depth + 3
            r = max(3, size // 3)
            dot = 2 * r + max(3, r) if dragon is not None else 0
            img = theme.fit_text(text, size, label_rect.right - x - dot - 3, colour, bold=dragon is not None)
            plate = pygame.Rect(x, 0, dot + img.get_width(), img.get_height())
            plate.centery = label_rect.centery
            theme.draw_translucent(surface, plate.inflate(6, 3), theme.PLATE, plate.h // 2)
            if dragon is not None:
                pygame.draw.circle(surface, DRAGON_COLOURS[dragon], (x + r, label_rect.centery), r)
                pygame.draw.circle(surface, (255, 255, 255), (x + r, label_rect.centery), r, 1)
            surface.blit(img, img.get_rect(midleft=(x + dot, label_rect.centery)))
        for pile, rect, label_rect in zip(view.piles, geo.piles, geo.wind_labels):
            tiles = pile.tiles
            if tiles:
                if len(tiles) > 1:
                    under = self._tile(tiles[-2], t.w)
                    surface.blit(under, rect.move(-1, 1))
                surface.blit(self._tile(tiles[-1], t.w, self._pile_state(pile.index)), rect)
            else:
                dragon = view.set_dragons[pile.set]
                dots = (DRAGON_COLOURS[dragon],) if dragon else tuple(DRAGON_COLOURS.values())
                self._slot(surface, rect, t.depth, self.empty_pile_label(view, pile), dots)
            img = self._pile_label(pile, max(10, size - 2), label_rect.w - 6)
            theme.blit_on_plate(surface, img, 3, center=label_rect.center)
        cl = geo.cells_label
        img = theme.fit_text(_("Free cells"), size, cl.w - 6, theme.TEXT_DIM)
        theme.blit_on_plate(surface, img, 3, midleft=(cl.x + t.depth + 3, cl.centery))

    @staticmethod
    def empty_pile_label(view, pile) -> str:
        """What an empty pile takes first: its set's dragon ("Red"), or any "Dragon"."""
        dragon = view.set_dragons[pile.set]
        return dragon_name(dragon) if dragon else _("Dragon")

    @staticmethod
    def _pile_label(pile, size: int, width: int) -> pygame.Surface:
        """The pile's wind (and season), as long as the room allows."""
        names: tuple[str, ...]
        if pile.season:
            season, wind = _(SEASON_NAMES[pile.season]), wind_letter(pile.wind)
            names = (f"{wind} · {season}", f"{wind} · {season[:3]}", f"{wind}·{season[:2]}")
        else:
            names = (wind_name(pile.wind), wind_letter(pile.wind))
        for name in names:
            img = theme.text(name, size, theme.TEXT_DIM)
            if img.get_width() <= width:
                return img
        return theme.fit_text(names[-1], size, width, theme.TEXT_DIM)

    def _pile_state(self, index: int) -> str:
        if self._marks_target(Spot("f", index)):
            return "hinted"
        assert self.snap is not None, "asked only while drawing"
        celebration = self.snap.celebration
        if celebration is not None:
            wave = celebration * 14 - 1
            return "selected" if abs(index - wave) < 1.2 else "normal"
        return "normal"

    def _marks_target(self, spot: Spot) -> bool:
        assert self.snap is not None, "asked only while drawing"
        hint_move = self.snap.hint
        return hint_move is not None and hint_move.dst == spot

    def _draw_cells(self, surface, state: State, hidden) -> None:
        t = self.geo.top
        for i, rect in enumerate(self.geo.cells):
            code = state.cells[i]
            if code is None or hidden == (Spot("c", i), 1):
                self._slot(surface, rect, t.depth)
            else:
                surface.blit(self._tile(code, t.w, self._source_state(Spot("c", i), 1)), rect)

    def _source_state(self, src: Spot, carried: int) -> str:
        """Tile state for a tile that heads ``carried`` tiles of ``src``."""
        assert self.snap is not None, "asked only while drawing"
        hint_move = self.snap.hint
        for marked, how in ((self.snap.selected, "selected"),
                            ((hint_move.src, hint_move.count) if hint_move else None, "hinted")):
            if marked and marked[0] == src and carried <= marked[1]:
                return how
        return "normal"

    def _draw_tableau(self, surface, state: State, hidden) -> None:
        m = self.geo.tile
        tiles = self.place.tableau_tiles(state)
        lengths = self._level_lengths(state)
        occupied = {t.column for t, _ in tiles}
        for c in range(16):
            if c not in occupied:
                self._slot(surface, self.geo.tile_rect(c, 0, 0), m.depth)
        for tile, rect in tiles:
            carried = lengths[tile.column][tile.level] - tile.row
            src = Spot("t", tile.column, tile.level)
            if hidden is not None and hidden[0] == src and carried <= hidden[1]:
                continue
            if tile.level:  # a tile lying on another: its shadow falls on the one below
                theme.draw_shadow(surface, rect.inflate(-m.depth, -m.depth), max(3, m.w // 9), 3, (-2, 3), 90)
            surface.blit(self._tile(tile.code, m.w, self._source_state(src, carried)), rect)

    @staticmethod
    def _level_lengths(state: State) -> list[list[int]]:
        return [[len(level) for level in column] for column in state.columns]

    def _draw_targets(self, surface, snap: BoardSnapshot) -> None:
        """Glowing outlines where the selected, dragged or right-clicked tiles may go, and
        the hint's destination."""
        marked = [(move, False) for move in snap.shown]
        if snap.hint is not None:
            marked.append((snap.hint, True))
        for move, is_hint in marked:
            rect = self.place.landing(snap.state, move)
            depth = self.geo.top.depth if move.dst.kind in "fc" else self.geo.tile.depth
            face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
            colour = (120, 224, 255) if is_hint else GLOW
            strong = move == snap.drop
            theme.draw_translucent(surface, face, (*colour, 90 if strong else 44), max(3, face.w // 9))
            pygame.draw.rect(surface, colour, face.inflate(4, 4), 4 if strong else 2,
                             border_radius=max(3, face.w // 9) + 2)

    def _draw_moving(self, surface, snap: BoardSnapshot) -> None:
        """The flying step, or the dragged tiles under the pointer."""
        m = self.geo.tile
        if snap.flight is not None:
            f = snap.flight
            start = self.place.source_rects(f.before, f.move)
            end = self.place.landing(f.before, f.move)
            k = f.progress
            for i, (code, rect) in enumerate(start):
                size = (round(anim.lerp(rect.w, end.w, k)), round(anim.lerp(rect.h, end.h, k)))
                pos = (round(anim.lerp(rect.x, end.x, k)),
                       round(anim.lerp(rect.y, end.y + i * self.geo.step, k)))
                img = self._tile(code, rect.w - (self.geo.top if f.move.src.kind == "c" else m).depth)
                if img.get_size() != size:  # between the two tile sizes: scale the cached one
                    img = pygame.transform.smoothscale(img, size)
                theme.draw_shadow(surface, pygame.Rect(pos[0] + 4, pos[1], *size), 6, 4, (2, 6), 70)
                surface.blit(img, pos)
        elif snap.drag is not None:
            d = snap.drag
            x, y = d.top_left
            for i, (code, _rect) in enumerate(self.place.source_rects(snap.state, Move(d.src, d.src, d.count))):
                rect = pygame.Rect(x, y + i * self.geo.step, m.w + m.depth, m.h + m.depth)
                theme.draw_shadow(surface, rect.move(6, 0), 6, 5, (3, 8), 90)
                surface.blit(self._tile(code, m.w), rect)

    def _draw_dealing(self, surface, snap: BoardSnapshot) -> None:
        s, r = snap.scale, snap.geometry.board
        box = pygame.Rect(0, 0, theme.px(460, s), theme.px(120, s))
        box.center = r.center
        theme.draw_panel(surface, box, radius=theme.px(14, s))
        title = theme.text(_("Dealing a winnable game…"), theme.px(26, s), theme.INK, bold=True)
        theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(16, s)))
        note = theme.text(_("The solver is checking deal {tries} of at most {limit}").format(
                          tries=snap.dealing_tries, limit=snap.deal_limit),
                          theme.px(17, s), theme.INK_DIM)
        theme.blit_centered(surface, note, (box.centerx, box.centery + theme.px(22, s)))

    def _draw_celebration(self, surface, snap: BoardSnapshot) -> None:
        s, r = snap.scale, snap.geometry.board
        assert snap.celebration is not None, "drawn only while the celebration runs"
        k = min(1.0, snap.celebration * 3)
        grow = anim.ease_out(k)
        zoom = 0.6 + 0.4 * grow
        box = pygame.Rect(0, 0, round(theme.px(420, s) * zoom), round(theme.px(130, s) * zoom))
        box.center = (r.centerx, r.centery + theme.px(40, s))
        theme.draw_shadow(surface, box, theme.px(16, s), 10, (0, 6), 140)
        pygame.draw.rect(surface, theme.ACCENT, box, border_radius=theme.px(16, s))
        pygame.draw.rect(surface, theme.GOLD, box.inflate(-theme.px(10, s), -theme.px(10, s)), 2,
                         border_radius=theme.px(12, s))
        if k >= 0.6:
            title = theme.text(_("Solved!"), theme.px(44, s), (255, 250, 240), bold=True)
            theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(14, s)))
            sub = theme.text(ngettext("{count} move · {time}", "{count} moves · {time}", snap.moves).format(
                count=snap.moves, time=theme.format_time(snap.elapsed)),
                             theme.px(19, s), theme.GOLD)
            theme.blit_centered(surface, sub, (box.centerx, box.centery + theme.px(30, s)))
