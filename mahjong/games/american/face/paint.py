"""Drawing the Card Free American table from a ``TableSnapshot`` (snapshot.py; the painter
reads nothing else and changes nothing): seats with plates, hidden hands and exposures,
the discard pool (each seat's discards in its own zone), the action bar's prompt, the
rack and the tiles in flight. The side panel, the action bar's buttons and the
end-of-hand panel are the scene's widgets (they take input): the painter is handed them
as ``TableWidgets`` only to draw each between the right layers, and reads nothing of them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.pieces import SEAT_NAMES
from mahjong.ui import theme
from mahjong.ui.anim import lerp
from mahjong.ui.tiles import TileArt

GLOW = (255, 214, 92)
RECEIVED = (110, 190, 255)     # the outline of tiles just received in a pass
MAT = (0, 0, 0, 46)
PLATE = (10, 14, 12, 120)
DEAD = (236, 120, 100)
WIND_NAMES = {"E": "East", "S": "South", "W": "West", "N": "North"}


class Drawable(Protocol):
    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(frozen=True)
class TableWidgets:
    """The scene's widgets, drawn in their layer: the action bar's ``buttons``, the
    ``side`` panel and the ``end``-of-hand panel."""

    buttons: Sequence[Drawable]
    side: Drawable
    end: Drawable


def received_marks(rack: tuple[str, ...] | list[str], received: tuple[str, ...] | list[str]) -> set[int]:
    """Rack positions of the tiles you received in the latest pass (the rightmost
    copies: tiles new to the rack go at its right end)."""
    want = Counter(received)
    marks = set()
    for i in range(len(rack) - 1, -1, -1):
        if want[rack[i]] > 0:
            want[rack[i]] -= 1
            marks.add(i)
    return marks


def step_text(snap: TableSnapshot) -> str:
    """The pool header's word on where the hand stands."""
    if snap.over:
        return "Hand over"
    if snap.phase == "charleston":
        return f"Charleston: {snap.step}"
    if snap.phase == "vote":
        return "Second Charleston?"
    if snap.phase in ("courtesy", "courtesy-pass"):
        return "Courtesy pass"
    if snap.phase == "claims":
        return "Claims on the discard"
    return f"{SEAT_NAMES[snap.turn]}'s turn" if snap.turn != 0 else "Your turn"


class TablePainter:
    """Draws ``TableSnapshot``s; keeps only a cache of rotated tile backs."""

    def __init__(self) -> None:
        self._rotated: dict[tuple[int, int, int], pygame.Surface] = {}

    # --- the whole table -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: TableSnapshot, art: TileArt, widgets: TableWidgets) -> None:
        """Paint ``snap`` with the tile faces of ``art``, ``widgets`` in their layers."""
        lay = snap.layout
        theme.draw_translucent(surface, lay.middle.inflate(lay.gap * 2, lay.gap), MAT, theme.px(18, snap.scale))
        self._pool(surface, snap, art)
        for seat, where in ((1, "right"), (2, "top"), (3, "left")):
            self._plate(surface, snap, seat, lay.side_plates.get(where, lay.top_plate))
            self._hidden(surface, snap, art, seat, where)
        self._plate(surface, snap, 0, lay.my_plate)
        self._exposures(surface, snap, art)
        if snap.over:
            self.draw_rack(surface, snap, art, interactive=False)
            widgets.end.draw(surface)
            return
        self._prompt(surface, snap)
        for button in widgets.buttons:
            button.draw(surface)
        self.draw_rack(surface, snap, art, interactive=True)
        widgets.side.draw(surface)
        self.draw_flights(surface, snap, art)

    @staticmethod
    def draw_flights(surface: pygame.Surface, snap: TableSnapshot, art: TileArt) -> None:
        """The discards in the air, over everything else."""
        width = snap.layout.pool_w
        for f in snap.flights:
            img = art.tile(f.tile, width, "normal")
            x = round(lerp(f.start[0], f.end[0], f.progress))
            y = round(lerp(f.start[1], f.end[1], f.progress))
            surface.blit(img, img.get_rect(center=(x, y)))

    # --- seats ----------------------------------------------------------------------------
    @staticmethod
    def _plate(surface, snap: TableSnapshot, seat: int, rect: pygame.Rect) -> None:
        s = snap.scale
        active = seat in snap.active
        if active:
            theme.draw_translucent(surface, rect.inflate(8, 8), (*GLOW, 60), rect.h // 2 + 4)
        theme.draw_translucent(surface, rect, PLATE, rect.h // 2)
        pygame.draw.rect(surface, GLOW if active else (255, 255, 255, 60), rect, 2 if active else 1,
                         border_radius=rect.h // 2)
        wind = snap.winds[seat]
        r = rect.h // 2 - 3
        centre = (rect.x + rect.h // 2, rect.centery)
        pygame.draw.circle(surface, theme.GOLD if seat == snap.dealer else theme.PANEL, centre, r)
        theme.blit_centered(surface, theme.text(wind, theme.px(16, s), theme.INK, bold=True), centre)
        name = SEAT_NAMES[seat] + (" · dead" if snap.dead[seat] else "")
        total = snap.totals[seat]
        pts = theme.text(f"{total:+d}" if total else "0", theme.px(16, s), GLOW if total > 0 else theme.TEXT, True)
        surface.blit(pts, pts.get_rect(midright=(rect.right - rect.h // 2, rect.centery)))
        room = rect.w - rect.h - pts.get_width() - rect.h // 2 - theme.px(10, s)
        label = theme.fit_text(f"{name}  {WIND_NAMES[wind]}", theme.px(16, s), room,
                               DEAD if snap.dead[seat] else theme.TEXT, bold=False)
        surface.blit(label, label.get_rect(midleft=(rect.x + rect.h + theme.px(4, s), rect.centery)))

    def _rotated_back(self, art: TileArt, width: int, angle: int) -> pygame.Surface:
        key = (id(art), width, angle)
        if key not in self._rotated:
            if len(self._rotated) > 8:      # another tile art or table size: the old ones go
                self._rotated.clear()
            self._rotated[key] = pygame.transform.rotate(art.back(width), angle)
        return self._rotated[key]

    def _hidden(self, surface, snap: TableSnapshot, art: TileArt, seat: int, where: str) -> None:
        lay = snap.layout
        count = snap.hidden[seat]
        if where == "top":
            for r in lay.top_back_slots(count):
                surface.blit(art.back(lay.side_w), r)
            return
        img = self._rotated_back(art, lay.side_w, 90 if where == "left" else -90)
        for r in lay.side_back_slots(where, count):
            surface.blit(img, r)

    @staticmethod
    def _exposures(surface, snap: TableSnapshot, art: TileArt) -> None:
        for x in snap.exposed:
            surface.blit(art.tile(x.tile, x.width, x.state), x.rect)

    # --- the pool -------------------------------------------------------------------------
    @staticmethod
    def _pool(surface, snap: TableSnapshot, art: TileArt) -> None:
        lay, s = snap.layout, snap.scale
        head = lay.pool_header
        size = theme.px(16, s)
        icon = art.back(max(8, round(head.h * 0.55)))
        surface.blit(icon, icon.get_rect(midleft=(head.x + theme.px(4, s), head.centery)))
        wall = theme.text(f"Wall {snap.wall}", size, theme.TEXT, bold=True)
        surface.blit(wall, wall.get_rect(midleft=(head.x + icon.get_width() + theme.px(10, s), head.centery)))
        step = step_text(snap)
        if step:
            img = theme.fit_text(step, size, head.w // 2, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midright=(head.right - theme.px(4, s), head.centery)))
        discards = snap.discards
        for seat in range(4):
            mine = [(k, tile) for k, (who, tile) in enumerate(discards) if who == seat]
            rects = lay.pool_slots(seat, len(mine))
            for n, ((k, tile), r) in enumerate(zip(mine, rects)):
                if k in snap.flying:
                    continue
                surface.blit(art.tile(tile, lay.pool_w, "normal"), r)
                if k == len(discards) - 1:
                    pygame.draw.rect(surface, GLOW if snap.live_discard else theme.TEXT_DIM, r.inflate(2, 2), 2,
                                     border_radius=theme.px(5, s))
                elif n == len(mine) - 1:
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(2, 2), 1, border_radius=theme.px(5, s))
        if not discards and not snap.over:
            hint = theme.text("Discards land here", theme.px(18, s), theme.shade(theme.TEXT_DIM, 0.75))
            theme.blit_centered(surface, hint, lay.pool.center)

    # --- the rack ---------------------------------------------------------------------------
    @staticmethod
    def draw_rack(surface, snap: TableSnapshot, art: TileArt, interactive: bool = True) -> None:
        """Your rack: its tiles (selected, hinted, just received, of the target hand), the
        tiles arriving face down and the tile being dragged."""
        lay, s = snap.layout, snap.scale
        rack, tiles, received = snap.rack, list(snap.rack_tiles), list(snap.arriving)
        base, _ = lay.rack_slots(len(rack), len(received))
        if tiles or received:
            shelf = (tiles + received)[0].unionall(tiles + received).inflate(theme.px(24, s), 0)
            shelf.y, shelf.h = lay.rack.bottom - theme.px(12, s), theme.px(12, s)
            pygame.draw.rect(surface, (92, 62, 38), shelf.move(0, -1), border_radius=theme.px(4, s))
        marks = snap.target_marks if interactive else frozenset()
        fresh = received_marks(rack, snap.received) if interactive else set()
        hints = Counter(snap.hints)
        dragging = snap.drag[0] if snap.drag is not None else None
        for i, (tile, r) in enumerate(zip(rack, tiles)):
            if i == dragging:
                continue
            state = "selected" if i in snap.selected else "normal"
            if state == "normal" and hints[tile] > 0:
                hints[tile] -= 1
                state = "hinted"
            surface.blit(art.tile(tile, lay.rack_w, state), r)
            if i in fresh:
                m = art.metrics(lay.rack_w)
                pygame.draw.rect(surface, RECEIVED, pygame.Rect(r.x, r.y, m.w, m.h).inflate(4, 4), 3,
                                 border_radius=theme.px(6, s))
            if i in marks:
                dot = (base[i].centerx + theme.px(2, s), base[i].y - theme.px(6, s))
                pygame.draw.circle(surface, (120, 226, 150), dot, theme.px(4, s))
                pygame.draw.circle(surface, (30, 90, 50), dot, theme.px(4, s), 1)
        for i, r in enumerate(received):
            surface.blit(art.back(lay.rack_w, "selected" if i in snap.blind else "normal"), r)
        if received:
            cap = theme.text("Arriving", theme.px(14, s), theme.TEXT_DIM)
            surface.blit(cap, cap.get_rect(midbottom=(received[0].unionall(received).centerx,
                                                      min(r.y for r in received) - 2)))
        if snap.drag is not None and dragging is not None and dragging < len(rack):
            img = art.tile(rack[dragging], lay.rack_w, "selected")
            surface.blit(img, img.get_rect(center=snap.drag[1]))

    # --- the action bar -----------------------------------------------------------------------
    @staticmethod
    def _prompt(surface, snap: TableSnapshot) -> None:
        """The action bar's prompt (its buttons are widgets the scene draws)."""
        bar, s = snap.layout.action, snap.scale
        if snap.prompt:
            img = theme.fit_text(snap.prompt, theme.px(18, s), snap.prompt_width, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midleft=(bar.x + theme.px(4, s), bar.centery)))
