"""Computer players' calls and joker exchanges told at the Card Free table: the caller's
plate lit, a short label ("Sam: Pung") over the caller's zone of the pool, the claimed
tile sliding from the pool to the new exposure, and the "match" sound. The table holds
its next computer move a moment (``pause``) so the call is seen; only the picture
moves, the call is already made."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from mahjong.games.american.actions import Action, Claim, Exchange
from mahjong.games.american.face.snapshot import CalloutShot, TableSnapshot
from mahjong.games.american.face.view import TableLayout
from mahjong.games.american.movelog import seat_name
from mahjong.games.american.pieces import Exposure
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _, ngettext
from mahjong.ui import theme
from mahjong.ui.anim import Tween, ease_out, lerp, motion_reduced

SHOWN = 1.8             # seconds a callout stays on the table
HOLD = 1.5              # the table's pause after a call, in opponents' discard delays ...
LONGEST_HOLD = 1.2      # ... at most this many seconds
SLIDE = 0.45            # seconds the claimed tile takes to reach the exposure
CALL = (255, 150, 60)   # the caller's plate ring and the label's edge


def callout_text(action: Action, name_of: Callable[[int], str] = seat_name) -> str | None:
    """'Sam: Pung', 'Ruth: Kong (1 joker)', 'Mei: Joker for 5 Bam from you'; None for
    what is not a call or an exchange (a Mah Jongg call has the end panel). ``name_of``
    names a seat (a table with friends: its player's name)."""
    name = name_of(action.seat)
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
                                                                    owner=name_of(action.owner))
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
    """``Announcer()``: ``before(action, discards, layout)`` just before an action is
    applied, ``after(action, exposures, delay)`` once it is (it returns the call's words
    for the scene to tell, with the "match" sound); ``update(dt)``; ``shots()`` for the
    snapshot; ``holding`` for the table's pace."""

    def __init__(self, settings: dict | None = None) -> None:
        self.settings = settings    # the App's (Reduce motion: a call's tile does not slide)
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

    def before(self, action: Action, discards: Sequence[tuple[int, str]], layout: TableLayout) -> None:
        """Note where a claimed discard lies in the pool before the claim takes it."""
        self._start = None
        if isinstance(action, Claim) and discards:
            seat, _tile = discards[-1]
            n = sum(1 for who, _tile in discards if who == seat)
            self._start = layout.pool_slots(seat, n)[n - 1]

    def after(self, action: Action, exposures: Sequence[Sequence[Exposure]], delay: float,
              name_of: Callable[[int], str] = seat_name, slide: float = SLIDE) -> str | None:
        """Tell a computer player's call or exchange (``delay``: the opponents' speed;
        ``exposures``: every seat's, after the action; ``slide``: seconds the claimed
        tile slides, 0 for none): the words to show, or None."""
        if action.seat == 0:
            return None
        text = callout_text(action, name_of)
        if text is None:
            return None
        c = Callout(action.seat, text, SHOWN)
        mine = exposures[action.seat]
        if isinstance(action, Claim) and self._start is not None and mine and slide > 0:
            c.tile, c.start = mine[-1].tile, self._start
            c.exposure = len(mine) - 1
            c.slide = Tween(0.0, 1.0, 0.0 if self.settings and motion_reduced(self.settings) else slide, ease_out)
        self.callouts = [x for x in self.callouts if x.seat != action.seat] + [c]
        self.hold = min(LONGEST_HOLD, delay * HOLD)
        return text

    def update(self, dt: float) -> None:
        self.hold = max(0.0, self.hold - dt)
        for c in self.callouts:
            c.left -= dt
            if c.slide is not None:
                c.slide.update(dt)
        self.callouts = [c for c in self.callouts if c.left > 0]

    def shots(self) -> tuple[CalloutShot, ...]:
        return tuple(CalloutShot(c.seat, c.text, c.tile, None if c.start is None else pygame.Rect(c.start),
                                 c.exposure, None if c.slide is None or c.slide.done else c.slide.value)
                     for c in self.callouts)


# --- drawing -------------------------------------------------------------------------
def draw_callouts(surface: pygame.Surface, snap: TableSnapshot, art) -> None:
    s, lay = snap.scale, snap.layout
    for c in snap.callouts:
        zone = lay.zones[c.seat]
        img = theme.text(c.text, theme.px(18, s), theme.INK, bold=True)
        pill = img.get_rect(center=zone.center).inflate(theme.px(24, s), theme.px(12, s))
        pill.clamp_ip(lay.pool)
        pygame.draw.rect(surface, theme.PANEL, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, CALL, pill, 3, border_radius=pill.h // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        _slide(surface, snap, art, c)


def _slide(surface: pygame.Surface, snap: TableSnapshot, art, c: CalloutShot) -> None:
    if c.slide is None or c.start is None:
        return
    end = next((rects[0] for seat, i, rects in snap.exposure_rects()
                if seat == c.seat and i == c.exposure and rects), None)
    if end is None:
        return
    t = c.slide
    img = art.tile(c.tile, snap.layout.pool_w, "selected")
    x, y = round(lerp(c.start.centerx, end.centerx, t)), round(lerp(c.start.centery, end.centery, t))
    surface.blit(img, img.get_rect(center=(x, y)))
