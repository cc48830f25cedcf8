"""Computer players' calls and joker exchanges told at the Card Free table: the caller's
plate lit, a short label ("Sam: Pung") over the caller's zone of the pool, the claimed
tile sliding from the pool to the new exposure, and the "match" sound. The table holds
its next computer move a moment (``pause``) so the call is seen; only the picture
moves, the call is already made."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong.games.american.actions import Action, Claim, Exchange
from mahjong.games.american.movelog import seat_name
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _, ngettext
from mahjong.ui import theme
from mahjong.ui.anim import Tween, ease_out, lerp, motion_reduced

SHOWN = 1.8             # seconds a callout stays on the table
HOLD = 1.5              # the table's pause after a call, in opponents' discard delays ...
LONGEST_HOLD = 1.2      # ... at most this many seconds
SLIDE = 0.45            # seconds the claimed tile takes to reach the exposure
CALL = (255, 150, 60)   # the caller's plate ring and the label's edge


def callout_text(action: Action) -> str | None:
    """'Sam: Pung', 'Ruth: Kong (1 joker)', 'Mei: Joker for 5 Bam from you'; None for
    what is not a call or an exchange (a Mah Jongg call has the end panel)."""
    name = seat_name(action.seat)
    if isinstance(action, Claim) and action.kind != "mj":
        # Translators: a call shown over the caller's discards, e.g. "Sam: Pung".
        kind = {"pung": _("Pung"), "kong": _("Kong"), "quint": _("Quint")}.get(action.kind, action.kind)
        if action.jokers:
            return ngettext("{player}: {block} ({count} joker)", "{player}: {block} ({count} jokers)",
                            action.jokers).format(player=name, block=kind, count=action.jokers)
        return _("{player}: {block}").format(player=name, block=kind)
    if isinstance(action, Exchange):
        if action.owner == action.seat:
            return _("{player}: Joker for {tile}").format(player=name, tile=tile_word(action.tile))
        if action.owner == 0:
            return _("{player}: Joker for {tile} from you").format(player=name, tile=tile_word(action.tile))
        return _("{player}: Joker for {tile} from {owner}").format(player=name, tile=tile_word(action.tile),
                                                                    owner=seat_name(action.owner))
    return None


@dataclass
class Callout:
    seat: int
    text: str
    left: float                             # seconds still shown
    tile: str = ""
    start: pygame.Rect | None = None        # where the claimed tile slides from (the pool)
    exposure: int = -1                      # the caller's exposure it slides to
    slide: Tween | None = None


class Announcer:
    """``Announcer(scene)``: ``before(action)`` just before an action is applied,
    ``after(action)`` once it is; ``update(dt)``, ``draw(surface)``; ``lit(seat)`` for
    the plates and ``holding`` for the table's pace."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.callouts: list[Callout] = []
        self.hold = 0.0
        self._start: pygame.Rect | None = None

    def clear(self) -> None:
        self.callouts, self.hold, self._start = [], 0.0, None

    @property
    def active(self) -> bool:
        return bool(self.callouts)

    @property
    def holding(self) -> bool:
        return self.hold > 0

    def lit(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.callouts)

    def before(self, action: Action) -> None:
        """Note where a claimed discard lies in the pool before the claim takes it."""
        t = self.scene.table
        self._start = None
        if isinstance(action, Claim) and t.discards:
            seat, _ = t.discards[-1]
            n = sum(1 for who, _ in t.discards if who == seat)
            self._start = self.scene.layout.pool_slots(seat, n)[n - 1]

    def after(self, action: Action, delay: float) -> None:
        """Tell a computer player's call or exchange (``delay``: the opponents' speed)."""
        if action.seat == 0:
            return
        text = callout_text(action)
        if text is None:
            return
        t = self.scene.table
        c = Callout(action.seat, text, SHOWN)
        if isinstance(action, Claim) and self._start is not None and t.exposures[action.seat]:
            c.tile, c.start = t.exposures[action.seat][-1].tile, self._start
            c.exposure = len(t.exposures[action.seat]) - 1
            c.slide = Tween(0.0, 1.0, 0.0 if motion_reduced(self.scene.app.settings) else SLIDE, ease_out)
        self.callouts = [x for x in self.callouts if x.seat != action.seat] + [c]
        self.hold = min(LONGEST_HOLD, delay * HOLD)
        self.scene.app.sound.play("match")
        self.scene.app.notify(text)

    def update(self, dt: float) -> None:
        self.hold = max(0.0, self.hold - dt)
        for c in self.callouts:
            c.left -= dt
            if c.slide is not None:
                c.slide.update(dt)
        self.callouts = [c for c in self.callouts if c.left > 0]

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        s = sc.scale
        for c in self.callouts:
            zone = sc.layout.zones[c.seat]
            img = theme.text(c.text, theme.px(18, s), theme.INK, bold=True)
            pill = img.get_rect(center=zone.center).inflate(theme.px(24, s), theme.px(12, s))
            pill.clamp_ip(sc.layout.pool)
            pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, CALL, pill, 3, border_radius=pill.h // 2)
            surface.blit(img, img.get_rect(center=pill.center))
            self._slide(surface, c)

    def _slide(self, surface: pygame.Surface, c: Callout) -> None:
        if c.slide is None or c.slide.done or c.start is None:
            return
        sc = self.scene
        end = next((rects[0] for seat, i, rects in sc.exposure_rects()
                    if seat == c.seat and i == c.exposure and rects), None)
        if end is None:
            return
        t = c.slide.value
        img = sc.app.tiles.tile(c.tile, sc.layout.pool_w, "selected")
        x, y = round(lerp(c.start.centerx, end.centerx, t)), round(lerp(c.start.centery, end.centery, t))
        surface.blit(img, img.get_rect(center=(x, y)))
