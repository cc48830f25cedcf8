"""Drawing the Card Free American table for ``AmericanScene`` (reads the scene, never
changes the game): seats with plates, hidden hands and exposures, the discard pool (each
seat's discards in its own zone), the rack and the action bar. The side panel is in
``sidepanel``, the end-of-hand panel in ``endpanel``, tiles in flight in ``motion``."""

from __future__ import annotations

from collections import Counter

import pygame

from mahjong.games.american.face.announce import CALL
from mahjong.games.american.face.endpanel import EndPanel
from mahjong.games.american.movelog import seat_name, step_name
from mahjong.games.american.pieces import JOKER
from mahjong.i18n import N_, _, pgettext
from mahjong.ui import theme

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


class TablePainter:
    """Draws one ``AmericanScene``; keeps only rotated-back caches and the end panel."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self._rotated: dict[tuple[int, int], pygame.Surface] = {}
        self.end = EndPanel(scene)

    @property
    def art(self):
        return self.scene.app.tiles

    def layout(self) -> None:
        self._rotated.clear()
        self.end.layout()

    # --- the whole table -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        t, lay = sc.table, sc.layout
        theme.draw_translucent(surface, lay.middle.inflate(lay.gap * 2, lay.gap), MAT, theme.px(18, sc.scale))
        self._pool(surface)
        for seat, where in ((1, "right"), (2, "top"), (3, "left")):
            self._plate(surface, seat, lay.side_plates.get(where, lay.top_plate))
            self._hidden(surface, seat, where)
        self._plate(surface, 0, lay.my_plate)
        self._exposures(surface)
        if t.is_over:
            self._rack(surface, interactive=False)
            self.end.draw(surface)
            return
        self._action_bar(surface)
        self._rack(surface, interactive=True)
        sc.side.draw(surface)
        sc.motion.draw(surface, self.art)
        sc.announcer.draw(surface)

    # --- seats ----------------------------------------------------------------------------
    def _plate(self, surface, seat: int, rect: pygame.Rect) -> None:
        sc, t = self.scene, self.scene.table
        s = sc.scale
        active = not t.is_over and seat in t.awaiting()     # the table waits for this seat
        if active:
            theme.draw_translucent(surface, rect.inflate(8, 8), (*GLOW, 60), rect.h // 2 + 4)
        if sc.announcer.lit(seat):      # a call just made
            pygame.draw.rect(surface, CALL, rect.inflate(10, 10), 3, border_radius=rect.h // 2 + 5)
        theme.draw_translucent(surface, rect, PLATE, rect.h // 2)
        pygame.draw.rect(surface, GLOW if active else (255, 255, 255, 60), rect, 2 if active else 1,
                         border_radius=rect.h // 2)
        wind = t.wind(seat)
        r = rect.h // 2 - 3
        centre = (rect.x + rect.h // 2, rect.centery)
        pygame.draw.circle(surface, theme.GOLD if seat == t.dealer else theme.PANEL, centre, r)
        theme.blit_centered(surface, theme.text(wind_letter(wind), theme.px(16, s), theme.INK, bold=True), centre)
        total = sc.session.totals[seat]
        pts = theme.text(f"{total:+d}" if total else "0", theme.px(16, s), GLOW if total > 0 else theme.TEXT, True)
        surface.blit(pts, pts.get_rect(midright=(rect.right - rect.h // 2, rect.centery)))
        room = rect.w - rect.h - pts.get_width() - rect.h // 2 - theme.px(10, s)
        label = theme.fit_text(self.plate_label(seat, room), theme.px(16, s), room,
                               DEAD if t.dead[seat] else theme.TEXT, bold=False)
        surface.blit(label, label.get_rect(midleft=(rect.x + rect.h + theme.px(4, s), rect.centery)))

    def plate_label(self, seat: int, room: int) -> str:
        """A seat's name, "dead" when its hand is, and its wind in words when there is
        room (the wind's letter is in the plate's disc anyway)."""
        t = self.scene.table
        # Translators: a seat's name plate when its hand is dead.
        name = _("{player} · dead").format(player=seat_name(seat)) if t.dead[seat] else seat_name(seat)
        f = theme.font(theme.px(16, self.scene.scale))
        full = f"{name}  {_(WIND_NAMES[t.wind(seat)])}"
        return full if f.size(full)[0] <= room else name

    def _rotated_back(self, width: int, angle: int) -> pygame.Surface:
        key = (width, angle)
        if key not in self._rotated:
            self._rotated[key] = pygame.transform.rotate(self.art.back(width), angle)
        return self._rotated[key]

    def _hidden(self, surface, seat: int, where: str) -> None:
        t, lay = self.scene.table, self.scene.layout
        count = len(t.concealed[seat])
        if where == "top":
            for r in lay.top_back_slots(count):
                surface.blit(self.art.back(lay.side_w), r)
            return
        img = self._rotated_back(lay.side_w, 90 if where == "left" else -90)
        for r in lay.side_back_slots(where, count):
            surface.blit(img, r)

    def _exposures(self, surface) -> None:
        sc = self.scene
        t, lay = sc.table, sc.layout
        can = {(x.owner, x.tile) for x in t.exchanges(0)} if not t.is_over else set()
        for seat, i, rects in sc.exposure_rects():
            e = t.exposures[seat][i]
            width = lay.expo_w if seat == 0 else lay.side_w
            for tile, r in zip(e.tiles, rects):
                state = "hinted" if tile == JOKER and (seat, e.tile) in can else "normal"
                surface.blit(self.art.tile(tile, width, state), r)

    # --- the pool -------------------------------------------------------------------------
    def _pool(self, surface) -> None:
        sc = self.scene
        t, lay, s = sc.table, sc.layout, sc.scale
        head = lay.pool_header
        size = theme.px(16, s)
        icon = self.art.back(max(8, round(head.h * 0.55)))
        surface.blit(icon, icon.get_rect(midleft=(head.x + theme.px(4, s), head.centery)))
        wall = theme.text(_("Wall {count}").format(count=t.wall_count), size, theme.TEXT, bold=True)
        theme.blit_on_plate(surface, wall, theme.px(4, s), midleft=(head.x + icon.get_width() + theme.px(12, s),
                                                                     head.centery))
        step = self._step_text()
        if step:
            img = theme.fit_text(step, size, head.w // 2, theme.TEXT_DIM)
            theme.blit_on_plate(surface, img, theme.px(4, s), midright=(head.right - theme.px(8, s), head.centery))
        live = t.view().last_discard is not None
        flying = sc.motion.flying()
        for seat in range(4):
            mine = [(k, tile) for k, (who, tile) in enumerate(t.discards) if who == seat]
            rects = lay.pool_slots(seat, len(mine))
            for n, ((k, tile), r) in enumerate(zip(mine, rects)):
                if k in flying:
                    continue
                surface.blit(self.art.tile(tile, lay.pool_w, "normal"), r)
                if k == len(t.discards) - 1:
                    pygame.draw.rect(surface, GLOW if live else theme.TEXT_DIM, r.inflate(2, 2), 2,
                                     border_radius=theme.px(5, s))
                elif n == len(mine) - 1:
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(2, 2), 1, border_radius=theme.px(5, s))
        if not t.discards and not t.is_over:
            hint = theme.text(_("Discards land here"), theme.px(18, s), theme.TEXT_DIM)
            theme.blit_on_plate(surface, hint, theme.px(8, s), center=lay.pool.center)

    def _step_text(self) -> str:
        t = self.scene.table
        if t.is_over:
            return _("Hand over")
        if t.phase == "charleston":
            return _("Charleston: {step}").format(step=step_name(t.step))
        if t.phase == "vote":
            return _("Second Charleston?")
        if t.phase in ("courtesy", "courtesy-pass"):
            return _("Courtesy pass")
        if t.phase == "claims":
            return _("Claims on the discard")
        return _("{player}'s turn").format(player=seat_name(t.turn)) if t.turn != 0 else _("Your turn")

    # --- the rack ---------------------------------------------------------------------------
    def _target_marks(self) -> set[int]:
        """Rack positions holding tiles of the selected target (the helper's choice)."""
        sc = self.scene
        hands = sc.suggestions() if sc.p["helper"] else []
        if not hands:
            return set()
        want = Counter(t for b in hands[0].blocks for t in b)
        fill = len(hands[0].jokers_can_fill) or any(len(b) >= 3 for b in hands[0].blocks)
        marks = set()
        for i, tile in enumerate(sc.rack):
            if want[tile] > 0:
                want[tile] -= 1
                marks.add(i)
            elif tile == JOKER and fill:
                marks.add(i)
        return marks

    def _received_marks(self) -> set[int]:
        """Rack positions of the tiles you received in the latest pass (the rightmost
        copies: tiles new to the rack go at its right end)."""
        want = Counter(self.scene.table.received(0))
        marks = set()
        for i in range(len(self.scene.rack) - 1, -1, -1):
            if want[self.scene.rack[i]] > 0:
                want[self.scene.rack[i]] -= 1
                marks.add(i)
        return marks

    def _rack(self, surface, interactive: bool) -> None:
        sc = self.scene
        lay, s = sc.layout, sc.scale
        tiles, received = sc.rack_rects()
        base, _rest = lay.rack_slots(len(sc.rack), len(received))
        if tiles or received:
            shelf = (tiles + received)[0].unionall(tiles + received).inflate(theme.px(24, s), 0)
            shelf.y, shelf.h = lay.rack.bottom - theme.px(12, s), theme.px(12, s)
            pygame.draw.rect(surface, (92, 62, 38), shelf.move(0, -1), border_radius=theme.px(4, s))
        marks = self._target_marks() if interactive else set()
        fresh = self._received_marks() if interactive else set()
        hints = Counter(sc.hint_tiles)
        dragging = sc.drag[0] if sc.drag is not None else None
        for i, (tile, r) in enumerate(zip(sc.rack, tiles)):
            if i == dragging:
                continue
            state = "selected" if i in sc.selected else "normal"
            if state == "normal" and hints[tile] > 0:
                hints[tile] -= 1
                state = "hinted"
            surface.blit(self.art.tile(tile, lay.rack_w, state), r)
            if i in fresh:
                self._received_flag(surface, r)
            if i in marks:
                dot = (base[i].centerx + theme.px(2, s), base[i].y - theme.px(6, s))
                pygame.draw.circle(surface, (120, 226, 150), dot, theme.px(4, s))
                pygame.draw.circle(surface, (30, 90, 50), dot, theme.px(4, s), 1)
        for i, r in enumerate(received):
            surface.blit(self.art.back(lay.rack_w, "selected" if i in sc.blind else "normal"), r)
        if received:
            cap = theme.text(_("Arriving"), theme.px(14, s), theme.TEXT_DIM)
            theme.blit_on_plate(surface, cap, 3, midbottom=(received[0].unionall(received).centerx,
                                                            min(r.y for r in received) - 4))
        if dragging is not None and dragging < len(sc.rack):
            img = self.art.tile(sc.rack[dragging], lay.rack_w, "selected")
            surface.blit(img, img.get_rect(center=sc.drag[1]))

    def _received_flag(self, surface, r: pygame.Rect) -> None:
        """The mark of a tile just received: an orange flag in the face's top right
        corner (the Hint frames the whole face in cyan)."""
        m = self.art.metrics(self.scene.layout.rack_w)
        face = pygame.Rect(r.x + m.depth, r.y, m.w, m.h)
        k = max(8, m.w * 2 // 5)
        flag = [(face.right - k, face.y), (face.right, face.y), (face.right, face.y + k)]
        pygame.draw.polygon(surface, RECEIVED, flag)
        pygame.draw.polygon(surface, RECEIVED_EDGE, flag, 1)

    # --- the action bar -----------------------------------------------------------------------
    def _action_bar(self, surface) -> None:
        sc = self.scene
        bar, s = sc.layout.action, sc.scale
        if sc.bar.prompt:
            img = theme.fit_text(sc.bar.prompt, theme.px(18, s), sc.bar.prompt_width, theme.TEXT, bold=True)
            theme.blit_on_plate(surface, img, theme.px(6, s), midleft=(bar.x + theme.px(8, s), bar.centery))
        for b in sc.bar.buttons + sc.bar.sort_buttons:
            b.draw(surface)
