"""Drawing the board of MahJongg FreeCell and the Sea family for ``FoundationScene``:
where each tile of a position lies (the board geometry of view.py applied to a position,
which the scene's hit testing asks too) and the painting of the foundations, the cells,
the tableau, the highlights, the tiles in flight or dragged, the "dealing" panel and the
win celebration. The painter reads the scene and never changes it or the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong.games.foundation import advice
from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.position import State
from mahjong.games.foundation.rules import FoundationGame
from mahjong.ui import anim, theme

if TYPE_CHECKING:
    from mahjong.games.foundation.face.scene import FoundationScene
    from mahjong.games.foundation.face.view import BoardGeometry

DRAGON_NAMES = {"RD": "Red", "GD": "Green", "WD": "White"}
DRAGON_COLOURS = {"RD": (214, 70, 60), "GD": (70, 170, 100), "WD": (120, 160, 230)}
SUIT_NAMES = {"B": "Bamboos", "C": "Characters", "D": "Circles"}
WIND_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
SEASON_NAMES = {"SP": "Spring", "SU": "Summer", "AU": "Autumn", "WI": "Winter"}
GLOW = (255, 214, 90)


class BoardPainter:
    """Draws one ``FoundationScene``; keeps only a cache of the engine's views of positions."""

    def __init__(self, scene: FoundationScene) -> None:
        self.scene = scene
        self._views: dict[int, tuple] = {}

    @property
    def geo(self) -> BoardGeometry:
        return self.scene.geometry

    # --- where the tiles lie ---------------------------------------------------------------
    def view(self, state: State):
        """The engine's BoardView of ``state`` (cached: drawing asks every frame)."""
        key = id(state)
        view = self._views.get(key)
        if view is None or view[0] is not state:
            view = (state, FoundationGame(self.scene.config, state=state, autoplay=False).view())
            if len(self._views) > 8:
                self._views.clear()
            self._views[key] = view
        return view[1]

    def tile_rect(self, column: int, level: int, row: int, levels: int) -> pygame.Rect:
        """Rows are always the full grid's step apart, from the deal on: nothing moves when
        a column first grows."""
        return self.geo.tile_rect(column, level, row, levels)

    def tableau_tiles(self, state: State):
        """(TileView, rect) in drawing order: by row, then level (see view.py)."""
        out = []
        for c, tiles in enumerate(self.view(state).columns):
            levels = 1 + max((t.level for t in tiles), default=0)
            for t in tiles:
                out.append((t, self.tile_rect(c, t.level, t.row, levels)))
        out.sort(key=lambda tr: (tr[0].row, tr[0].level))
        return out

    def source_rects(self, state: State, move: Move) -> list[tuple[str, pygame.Rect]]:
        """The tiles ``move`` carries in ``state``, with their rects."""
        src = move.src
        if src.kind == "c":
            tile = state.cells[src.index]
            assert tile is not None, "a move from a free cell carries the tile in it"
            return [(tile, self.geo.cells[src.index])]
        column = state.columns[src.index]
        level = column[src.level]
        return [(level[r], self.tile_rect(src.index, src.level, r, len(column)))
                for r in range(len(level) - move.count, len(level))]

    def landing(self, state: State, move: Move) -> pygame.Rect:
        """Where the first tile of ``move`` lands in ``state`` (tile-surface rect)."""
        dst = move.dst
        if dst.kind == "f":
            return self.geo.piles[dst.index]
        if dst.kind == "c":
            return self.geo.cells[dst.index]
        column = state.columns[dst.index]
        levels = max(len(column), dst.level + 1)
        row = len(column[dst.level]) if dst.level < len(column) else 0
        return self.tile_rect(dst.index, dst.level, row, levels)

    # --- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene.geo is None:
            return
        if scene.advice.dealing:
            self._draw_dealing(surface)
            return
        state = scene.shown_state
        hidden = self._hidden()
        self._draw_foundations(surface, state, hidden)
        self._draw_cells(surface, state, hidden)
        self._draw_tableau(surface, state, hidden)
        self._draw_targets(surface)
        self._draw_moving(surface)
        if scene.celebration is not None:
            self._draw_celebration(surface)

    def _hidden(self) -> tuple[Spot, int] | None:
        """The tiles not drawn in place: in the air, or dragged."""
        scene = self.scene
        if scene.flights:
            return scene.flights[0].move.src, scene.flights[0].move.count
        if scene.press is not None and scene.press.dragging:
            return scene.press.src, scene.press.count
        return None

    def _tile(self, code: str, width: int, state: str = "normal") -> pygame.Surface:
        return self.scene.app.tiles.tile(code, width, state)

    def _slot(self, surface: pygame.Surface, rect: pygame.Rect, depth: int, label: str = "") -> None:
        """An empty place: a faint rounded outline where a tile's face would be."""
        face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
        radius = max(3, face.w // 9)
        theme.draw_translucent(surface, face, theme.PLATE[:3] + (140,), radius)
        pygame.draw.rect(surface, (255, 255, 255, 60), face, 1, border_radius=radius)
        if label:
            img = theme.fit_text(label, max(10, face.w // 4), face.w - 4, theme.TEXT_DIM, bold=True)
            theme.blit_centered(surface, img, face.center)

    def _draw_foundations(self, surface, state: State, hidden) -> None:
        geo, t = self.geo, self.geo.top
        view = self.view(state)
        size = max(11, geo.label_h * 3 // 4)
        for s, label_rect in enumerate(geo.set_labels):
            dragon, suit = view.set_dragons[s], view.set_suits[s]
            if dragon is None:
                text, colour = f"Set {s + 1}", theme.TEXT_DIM
            else:
                text = DRAGON_NAMES[dragon] + (f" · {SUIT_NAMES[suit]}" if suit else "")
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
                self._slot(surface, rect, t.depth, self.empty_pile_label(view, pile))
            img = self._pile_label(pile, max(10, size - 2), label_rect.w - 6)
            theme.blit_on_plate(surface, img, 3, center=label_rect.center)
        cl = geo.cells_label
        img = theme.fit_text("Free cells", size, cl.w - 6, theme.TEXT_DIM)
        theme.blit_on_plate(surface, img, 3, midleft=(cl.x + t.depth + 3, cl.centery))

    @staticmethod
    def empty_pile_label(view, pile) -> str:
        """What an empty pile takes first: its set's dragon ("Red"), or any "Dragon"."""
        dragon = view.set_dragons[pile.set]
        return DRAGON_NAMES[dragon] if dragon else "Dragon"

    @staticmethod
    def _pile_label(pile, size: int, width: int) -> pygame.Surface:
        """The pile's wind (and season), as long as the room allows."""
        names: tuple[str, ...]
        if pile.season:
            season = SEASON_NAMES[pile.season]
            names = (f"{pile.wind} · {season}", f"{pile.wind} · {season[:3]}", f"{pile.wind}·{season[:2]}")
        else:
            names = (WIND_NAMES[pile.wind], pile.wind)
        for name in names:
            img = theme.text(name, size, theme.TEXT_DIM)
            if img.get_width() <= width:
                return img
        return theme.fit_text(names[-1], size, width, theme.TEXT_DIM)

    def _pile_state(self, index: int) -> str:
        if self._marks_target(Spot("f", index)):
            return "hinted"
        celebration = self.scene.celebration
        if celebration is not None:
            wave = celebration.progress * 14 - 1
            return "selected" if abs(index - wave) < 1.2 else "normal"
        return "normal"

    def _marks_target(self, spot: Spot) -> bool:
        hint_move = self.scene.hint_move
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
        hint_move = self.scene.hint_move
        for marked, how in ((self.scene.selected, "selected"),
                            ((hint_move.src, hint_move.count) if hint_move else None, "hinted")):
            if marked and marked[0] == src and carried <= marked[1]:
                return how
        return "normal"

    def _draw_tableau(self, surface, state: State, hidden) -> None:
        m = self.geo.tile
        tiles = self.tableau_tiles(state)
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

    def _draw_targets(self, surface) -> None:
        """Glowing outlines where the selected, dragged or right-clicked tiles may go, and
        the hint's destination."""
        scene = self.scene
        moves = list(scene.shown)
        if scene.hint_move is not None:
            moves.append(scene.hint_move)
        drop = None
        if scene.press is not None and scene.press.dragging:
            drop = scene.move_to(scene.press.src, scene.press.count, scene.pointer)
        for move in moves:
            rect = self.landing(scene.game.state, move)
            depth = self.geo.top.depth if move.dst.kind in "fc" else self.geo.tile.depth
            face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
            colour = (120, 224, 255) if move is scene.hint_move else GLOW
            strong = move == drop
            theme.draw_translucent(surface, face, (*colour, 90 if strong else 44), max(3, face.w // 9))
            pygame.draw.rect(surface, colour, face.inflate(4, 4), 4 if strong else 2,
                             border_radius=max(3, face.w // 9) + 2)

    def _draw_moving(self, surface) -> None:
        """The flying step, or the dragged tiles under the pointer."""
        scene = self.scene
        m = self.geo.tile
        if scene.flights:
            f = scene.flights[0]
            start = self.source_rects(f.before, f.move)
            end = self.landing(f.before, f.move)
            k = f.tween.value
            for i, (code, rect) in enumerate(start):
                size = (round(anim.lerp(rect.w, end.w, k)), round(anim.lerp(rect.h, end.h, k)))
                pos = (round(anim.lerp(rect.x, end.x, k)),
                       round(anim.lerp(rect.y, end.y + i * self.geo.step, k)))
                img = self._tile(code, rect.w - (self.geo.top if f.move.src.kind == "c" else m).depth)
                if img.get_size() != size:  # between the two tile sizes: scale the cached one
                    img = pygame.transform.smoothscale(img, size)
                theme.draw_shadow(surface, pygame.Rect(pos[0] + 4, pos[1], *size), 6, 4, (2, 6), 70)
                surface.blit(img, pos)
        elif scene.press is not None and scene.press.dragging:
            p = scene.press
            state = scene.game.state
            x, y = scene.pointer[0] - p.grab[0], scene.pointer[1] - p.grab[1]
            for i, (code, _) in enumerate(self.source_rects(state, Move(p.src, p.src, p.count))):
                rect = pygame.Rect(x, y + i * self.geo.step, m.w + m.depth, m.h + m.depth)
                theme.draw_shadow(surface, rect.move(6, 0), 6, 5, (3, 8), 90)
                surface.blit(self._tile(code, m.w), rect)

    def _draw_dealing(self, surface) -> None:
        s, r = self.scene.scale, self.scene.board_rect
        box = pygame.Rect(0, 0, theme.px(460, s), theme.px(120, s))
        box.center = r.center
        theme.draw_panel(surface, box, radius=theme.px(14, s))
        title = theme.text("Dealing a winnable game…", theme.px(26, s), theme.INK, bold=True)
        theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(16, s)))
        dealing = self.scene.advice.dealing
        assert dealing is not None, "drawn only while deals are being vetted"
        tries = dealing["tries"]
        note = theme.text(f"The solver is checking deal {tries} of at most {advice.DEAL_TRIES}",
                          theme.px(17, s), theme.INK_DIM)
        theme.blit_centered(surface, note, (box.centerx, box.centery + theme.px(22, s)))

    def _draw_celebration(self, surface) -> None:
        scene = self.scene
        s, r = scene.scale, scene.board_rect
        assert scene.celebration is not None, "drawn only while the celebration runs"
        k = min(1.0, scene.celebration.progress * 3)
        grow = anim.ease_out(k)
        zoom = 0.6 + 0.4 * grow
        box = pygame.Rect(0, 0, round(theme.px(420, s) * zoom), round(theme.px(130, s) * zoom))
        box.center = (r.centerx, r.centery + theme.px(40, s))
        theme.draw_shadow(surface, box, theme.px(16, s), 10, (0, 6), 140)
        pygame.draw.rect(surface, theme.ACCENT, box, border_radius=theme.px(16, s))
        pygame.draw.rect(surface, theme.GOLD, box.inflate(-theme.px(10, s), -theme.px(10, s)), 2,
                         border_radius=theme.px(12, s))
        if k >= 0.6:
            title = theme.text("Solved!", theme.px(44, s), (255, 250, 240), bold=True)
            theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(14, s)))
            sub = theme.text(f"{len(scene.game.moves)} moves · {theme.format_time(scene.elapsed)}",
                             theme.px(19, s), theme.GOLD)
            theme.blit_centered(surface, sub, (box.centerx, box.centery + theme.px(30, s)))
