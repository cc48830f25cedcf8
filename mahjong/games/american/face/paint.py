"""Drawing the Card Free American table from a ``TableSnapshot`` (snapshot.py; the
painter reads that and the tile art it is handed, never the game): seats with plates,
hidden hands and exposures, the discard pool (each seat's discards in its own zone), the
rack and the action bar. The side panel is in ``sidepanel``, the end-of-hand panel in
``endpanel``, tiles in flight in ``motion``, the computer players' calls in ``announce``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from mahjong.games.american.face import announce, motion
from mahjong.games.american.face.announce import CALL
from mahjong.games.american.face.endpanel import EndPanel
from mahjong.games.american.face.sidepanel import SidePanel
from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.movelog import step_name
from mahjong.games.american.pieces import JOKER
from mahjong.i18n import N_, _, pgettext
from mahjong.ui import theme
from mahjong.ui.fitlines import fit_lines
from mahjong.ui.widgets import Button

GLOW = (255, 214, 92)
RECEIVED = (255, 128, 40)      # the corner flag of tiles just received in a pass
RECEIVED_EDGE = (120, 52, 10)  # (the Hint's mark is a cyan frame round the whole face)
MAT = (0, 0, 0, 46)
PLATE = (10, 14, 12, 120)
DEAD = (236, 120, 100)
WIND_NAMES = {"E": N_("East"), "S": N_("South"), "W": N_("West"), "N": N_("North")}


def wind_letter(wind: str) -> str:
    """A seat wind's one-letter abbreviation in the player's language, for the plate's disc."""
    return {"E": pgettext("wind abbreviation", "E"), "S": pgettext("wind abbreviation", "S"),
            "W": pgettext("wind abbreviation", "W"), "N": pgettext("wind abbreviation", "N")}[wind]


@dataclass(frozen=True)
class Controls:
    """The widgets drawn with the table: the action bar's ``prompt`` (fitted to
    ``prompt_width``) and ``buttons`` (during a hand), or the end panel's buttons."""

    prompt: str = ""
    prompt_width: int = 0
    buttons: Sequence[Button] = ()


class TablePainter:
    """``TablePainter(side)`` draws a ``TableSnapshot`` with the side panel ``side``;
    keeps only rotated-back caches and the end panel."""

    def __init__(self, side: SidePanel) -> None:
        self.side = side
        self._rotated: dict[tuple[int, int], pygame.Surface] = {}
        self.end = EndPanel()

    def layout(self, board: pygame.Rect, scale: float, end_buttons: Sequence[Button]) -> None:
        self._rotated.clear()
        self.end.layout(board, scale, end_buttons)

    # --- the whole table -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: TableSnapshot, art, controls: Controls = Controls()) -> None:
        lay = snap.layout
        theme.draw_translucent(surface, lay.middle.inflate(lay.gap * 2, lay.gap), MAT, theme.px(18, snap.scale))
        self._pool(surface, snap, art)
        for seat, where in ((1, "right"), (2, "top"), (3, "left")):
            self._plate(surface, snap, seat, lay.side_plates.get(where, lay.top_plate))
            self._hidden(surface, snap, art, seat, where)
        self._plate(surface, snap, 0, lay.my_plate)
        self._exposures(surface, snap, art)
        if snap.over:
            self._rack(surface, snap, art, interactive=False)
            self.end.draw(surface, snap, art, controls.buttons)
            return
        self._action_bar(surface, snap, controls)
        self._rack(surface, snap, art, interactive=True)
        self.side.draw(surface, snap, art)
        motion.draw_flights(surface, snap, art)
        announce.draw_callouts(surface, snap, art)

    # --- seats ----------------------------------------------------------------------------
    def _plate(self, surface, snap: TableSnapshot, seat: int, rect: pygame.Rect) -> None:
        s, v = snap.scale, snap.view
        sv = v.seats[seat]
        active = not snap.over and seat in snap.awaiting     # the table waits for this seat
        if active:
            theme.draw_translucent(surface, rect.inflate(8, 8), (*GLOW, 60), rect.h // 2 + 4)
        if any(c.seat == seat for c in snap.callouts):      # a call just made
            pygame.draw.rect(surface, CALL, rect.inflate(10, 10), 3, border_radius=rect.h // 2 + 5)
        theme.draw_translucent(surface, rect, PLATE, rect.h // 2)
        pygame.draw.rect(surface, GLOW if active else (255, 255, 255, 60), rect, 2 if active else 1,
                         border_radius=rect.h // 2)
        r = rect.h // 2 - 3
        centre = (rect.x + rect.h // 2, rect.centery)
        pygame.draw.circle(surface, theme.GOLD if seat == v.dealer else theme.PANEL, centre, r)
        theme.blit_centered(surface, theme.text(wind_letter(sv.wind), theme.px(16, s), theme.INK, bold=True), centre)
        total = snap.totals[seat]
        pts = theme.text(f"{total:+d}" if total else "0", theme.px(16, s), GLOW if total > 0 else theme.TEXT, True)
        surface.blit(pts, pts.get_rect(midright=(rect.right - rect.h // 2, rect.centery)))
        room = rect.w - rect.h - pts.get_width() - rect.h // 2 - theme.px(10, s)
        label = theme.fit_text(plate_label(snap, seat, room), theme.px(16, s), room,
                               DEAD if sv.dead else theme.TEXT, bold=False)
        surface.blit(label, label.get_rect(midleft=(rect.x + rect.h + theme.px(4, s), rect.centery)))

    def _rotated_back(self, art, width: int, angle: int) -> pygame.Surface:
        key = (width, angle)
        if key not in self._rotated:
            self._rotated[key] = pygame.transform.rotate(art.back(width), angle)
        return self._rotated[key]

    def _hidden(self, surface, snap: TableSnapshot, art, seat: int, where: str) -> None:
        lay = snap.layout
        count = snap.view.seats[seat].held
        if where == "top":
            for r in lay.top_back_slots(count):
                surface.blit(art.back(lay.side_w), r)
            return
        img = self._rotated_back(art, lay.side_w, 90 if where == "left" else -90)
        for r in lay.side_back_slots(where, count):
            surface.blit(img, r)

    def _exposures(self, surface, snap: TableSnapshot, art) -> None:
        lay, seats = snap.layout, snap.view.seats
        can = snap.exchanges if not snap.over else frozenset()
        for seat, i, rects in snap.exposure_rects():
            e = seats[seat].exposures[i]
            width = lay.expo_w if seat == 0 else lay.side_w
            for tile, r in zip(e.tiles, rects):
                state = "hinted" if tile == JOKER and (seat, e.tile) in can else "normal"
                surface.blit(art.tile(tile, width, state), r)

    # --- the pool -------------------------------------------------------------------------
    def _pool(self, surface, snap: TableSnapshot, art) -> None:
        v, lay, s = snap.view, snap.layout, snap.scale
        head = lay.pool_header
        size = theme.px(16, s)
        icon = art.back(max(8, round(head.h * 0.55)))
        surface.blit(icon, icon.get_rect(midleft=(head.x + theme.px(4, s), head.centery)))
        wall = theme.text(_("Wall {count}").format(count=v.wall_count), size, theme.TEXT, bold=True)
        theme.blit_on_plate(surface, wall, theme.px(4, s), midleft=(head.x + icon.get_width() + theme.px(12, s),
                                                                     head.centery))
        step = step_text(snap)
        if step:
            img = theme.fit_text(step, size, head.w // 2, theme.TEXT_DIM)
            theme.blit_on_plate(surface, img, theme.px(4, s), midright=(head.right - theme.px(8, s), head.centery))
        live = v.last_discard is not None
        flying = {f.index for f in snap.flights}
        for seat in range(4):
            mine = [(k, tile) for k, (who, tile) in enumerate(v.discards) if who == seat]
            rects = lay.pool_slots(seat, len(mine))
            for n, ((k, tile), r) in enumerate(zip(mine, rects)):
                if k in flying:
                    continue
                surface.blit(art.tile(tile, lay.pool_w, "normal"), r)
                if k == len(v.discards) - 1:
                    pygame.draw.rect(surface, GLOW if live else theme.TEXT_DIM, r.inflate(2, 2), 2,
                                     border_radius=theme.px(5, s))
                elif n == len(mine) - 1:
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(2, 2), 1, border_radius=theme.px(5, s))
        if not v.discards and not snap.over:
            hint = theme.text(_("Discards land here"), theme.px(18, s), theme.TEXT_DIM)
            theme.blit_on_plate(surface, hint, theme.px(8, s), center=lay.pool.center)

    # --- the rack ---------------------------------------------------------------------------
    def _rack(self, surface, snap: TableSnapshot, art, interactive: bool) -> None:
        lay, s = snap.layout, snap.scale
        tiles, received = snap.rack_rects()
        base, _rest = lay.rack_slots(len(snap.rack), len(received))
        if tiles or received:
            shelf = (tiles + received)[0].unionall(tiles + received).inflate(theme.px(24, s), 0)
            shelf.y, shelf.h = lay.rack.bottom - theme.px(12, s), theme.px(12, s)
            pygame.draw.rect(surface, (92, 62, 38), shelf.move(0, -1), border_radius=theme.px(4, s))
        marks = target_marks(snap) if interactive else set()
        fresh = received_marks(snap) if interactive else set()
        hints = Counter(snap.hint_tiles)
        dragging = snap.drag[0] if snap.drag is not None else None
        for i, (tile, r) in enumerate(zip(snap.rack, tiles)):
            if i == dragging:
                continue
            state = "selected" if i in snap.selected else "normal"
            if state == "normal" and hints[tile] > 0:
                hints[tile] -= 1
                state = "hinted"
            surface.blit(art.tile(tile, lay.rack_w, state), r)
            if i in fresh:
                self._received_flag(surface, art, lay.rack_w, r)
            if i in marks:
                dot = (base[i].centerx + theme.px(2, s), base[i].y - theme.px(6, s))
                pygame.draw.circle(surface, (120, 226, 150), dot, theme.px(4, s))
                pygame.draw.circle(surface, (30, 90, 50), dot, theme.px(4, s), 1)
        for i, r in enumerate(received):
            surface.blit(art.back(lay.rack_w, "selected" if i in snap.blind else "normal"), r)
        if received:
            cap = theme.text(_("Arriving"), theme.px(14, s), theme.TEXT_DIM)
            theme.blit_on_plate(surface, cap, 3, midbottom=(received[0].unionall(received).centerx,
                                                            min(r.y for r in received) - 4))
        if snap.drag is not None and dragging is not None and dragging < len(snap.rack):
            img = art.tile(snap.rack[dragging], lay.rack_w, "selected")
            surface.blit(img, img.get_rect(center=snap.drag[1]))

    def _received_flag(self, surface, art, width: int, r: pygame.Rect) -> None:
        """The mark of a tile just received: an orange flag in the face's top right
        corner (the Hint frames the whole face in cyan)."""
        m = art.metrics(width)
        face = pygame.Rect(r.x + m.depth, r.y, m.w, m.h)
        k = max(8, m.w * 2 // 5)
        flag = [(face.right - k, face.y), (face.right, face.y), (face.right, face.y + k)]
        pygame.draw.polygon(surface, RECEIVED, flag)
        pygame.draw.polygon(surface, RECEIVED_EDGE, flag, 1)

    # --- the action bar -----------------------------------------------------------------------
    def _action_bar(self, surface, snap: TableSnapshot, controls: Controls) -> None:
        bar, s = snap.layout.action, snap.scale
        if controls.prompt:
            img = prompt_image(controls.prompt, theme.px(18, s), controls.prompt_width, bar.h)
            theme.blit_on_plate(surface, img, theme.px(6, s), midleft=(bar.x + theme.px(8, s), bar.centery))
        for b in controls.buttons:
            b.draw(surface)


# --- what the painter works out from the snapshot ---------------------------------------------
def prompt_image(prompt: str, size: int, width: int, height: int) -> pygame.Surface:
    """The action bar's prompt: one line where it fits (a little smaller if need be), else
    two lines in type small enough for both to fit the bar's ``height`` (a longer
    language, or a larger text size, is not cut where two lines hold it)."""
    lines = fit_lines(prompt, size, width, bold=True)
    if len(lines) > 1:
        size = next((c for c in range(size, 9, -1) if 2 * theme.font(c, True).get_linesize() <= height + 4), 10)
        lines = fit_lines(prompt, size, width, bold=True)
    images = [theme.fit_text(line, size, width, theme.TEXT, bold=True) for line in lines]
    if len(images) == 1:
        return images[0]
    step = theme.font(size, True).get_linesize()
    out = pygame.Surface((max(i.get_width() for i in images), step * len(images)), pygame.SRCALPHA)
    for n, image in enumerate(images):
        out.blit(image, (0, n * step))
    return out


def plate_label(snap: TableSnapshot, seat: int, room: int) -> str:
    """A seat's name, "dead" when its hand is, and its wind in words when there is
    room (the wind's letter is in the plate's disc anyway)."""
    sv = snap.view.seats[seat]
    # Translators: a seat's name plate when its hand is dead.
    name = _("{player} · dead").format(player=snap.name(seat)) if sv.dead else snap.name(seat)
    f = theme.font(theme.px(16, snap.scale))
    full = f"{name}  {_(WIND_NAMES[sv.wind])}"
    return full if f.size(full)[0] <= room else name


def step_text(snap: TableSnapshot) -> str:
    """The pool header's word on where the hand is."""
    v = snap.view
    if snap.over:
        return _("Hand over")
    if v.phase == "charleston":
        return _("Charleston: {step}").format(step=step_name(v.step))
    if v.phase == "vote":
        return _("Second Charleston?")
    if v.phase in ("courtesy", "courtesy-pass"):
        return _("Courtesy pass")
    if v.phase == "claims":
        return _("Claims on the discard")
    return _("{player}'s turn").format(player=snap.name(v.turn)) if v.turn != 0 else _("Your turn")


def target_marks(snap: TableSnapshot) -> set[int]:
    """Rack positions holding tiles of the selected target (the helper's first hand)."""
    target = snap.target
    if target is None:
        return set()
    want = Counter(t for b in target.blocks for t in b)
    fill = len(target.jokers_can_fill) or any(len(b) >= 3 for b in target.blocks)
    marks = set()
    for i, tile in enumerate(snap.rack):
        if want[tile] > 0:
            want[tile] -= 1
            marks.add(i)
        elif tile == JOKER and fill:
            marks.add(i)
    return marks


def received_marks(snap: TableSnapshot) -> set[int]:
    """Rack positions of the tiles you received in the latest pass (the rightmost
    copies: tiles new to the rack go at its right end)."""
    want = Counter(snap.view.received)
    marks = set()
    for i in range(len(snap.rack) - 1, -1, -1):
        if want[snap.rack[i]] > 0:
            want[snap.rack[i]] -= 1
            marks.add(i)
    return marks
