"""The Card Free table by keyboard: the board cursor's targets are your rack tiles (Enter
does what a click does: choose a tile to pass, select it, and on the selected tile
discard it), the tiles arriving in a blind pass (pass them on unseen), the jokers in
exposures you may exchange, the action bar's buttons (pass, vote, courtesy, claim,
Mah Jongg, discard, sort) and, after a hand, "Next hand" and "Menu". The scene's own
keys stay: Space passes a claim and Enter presses the bar's main button while the
cursor is hidden."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from mahjong.games.american.actions import Exchange
from mahjong.games.american.advice import HUMAN
from mahjong.games.american.face.sidepanel import TABS, missing_text, tab
from mahjong.games.american.pieces import JOKER, SEAT_NAMES
from mahjong.games.american.suggest import key_of
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _
from mahjong.ui.cursor import Target

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.games.american.face.scene import AmericanScene
    from mahjong.games.american.face.snapshot import TableSnapshot


class KeyPlay:
    """The scene's keyboard hooks (the chrome's ``cursor_targets`` and ``let_go``), mixed
    into ``AmericanScene``."""

    selected: set[int]
    blind: set[int]

    def cursor_targets(self) -> list[Target]:
        return targets(self)  # type: ignore[arg-type]

    def let_go(self) -> bool:
        held = bool(self.selected or self.blind)
        self.selected.clear()
        self.blind.clear()
        return held

    def on_cursor(self, target: Target | None) -> None:
        """A nearest hand under the cursor is scrolled into view."""
        if target is not None and target.key[0] == "hand":
            side = self.side  # type: ignore[attr-defined]
            for rect, entry in side.entries(self.snapshot()):  # type: ignore[attr-defined]
                if key_of(entry["hand"]) == target.key[1]:
                    side.hands_area.ensure_visible(rect.y, rect.bottom)


def targets(scene: AmericanScene) -> list[Target]:
    t = scene.table
    out: list[Target] = []
    if t.is_over:
        for i, b in enumerate(scene.end_buttons):
            if b.visible and b.enabled and b.rect.w > 0:
                out.append(Target(("end", i), tuple(b.rect), b.label, b.activate))
        return out
    snap = scene.snapshot()
    scene.bar.refresh(snap)   # the buttons for what the table asks now (drawing refreshes them too)
    tiles, arriving = scene.rack_rects()
    for i, rect in enumerate(tiles):
        out.append(Target(("rack", i), tuple(rect), _rack_label(scene, i), partial(scene.click_tile, i)))
    for i, rect in enumerate(arriving):
        label = (_("Arriving tile {number}, to pass on unseen") if i in scene.blind
                 else _("Arriving tile {number}, face down")).format(number=i + 1)
        out.append(Target(("arriving", i), tuple(rect), label, partial(toggle_blind, scene, i)))
    for seat, k, rects in snap.exposure_rects():
        exposure = t.exposures[seat][k]
        for j, rect in enumerate(rects):
            if exposure.tiles[j] == JOKER:
                label = _("Joker in {seat}'s exposure of {tile}").format(seat=SEAT_NAMES[seat],
                                                                        tile=tile_word(exposure.tile))
                out.append(Target(("joker", seat, k, j), tuple(rect), label,
                                  partial(exchange, scene, seat, exposure.tile)))
    for i, b in enumerate(scene.bar.buttons + scene.bar.sort_buttons):
        if b.visible and b.enabled and b.rect.w > 0:
            out.append(Target(("bar", i, b.label), tuple(b.rect), b.label, b.activate))
    return out + panel_targets(scene, snap)


def panel_targets(scene: AmericanScene, snap: TableSnapshot) -> list[Target]:
    """The side panel: its two tabs and, on the Hands tab, each nearest hand (Enter pins
    it as your target, or unpins it)."""
    side = scene.side
    out = [Target(("tab", key), tuple(side.tab_rects[key]), _(label), scene.toggle_helper if key != tab(snap) else None,
                  "panel") for key, label in TABS if key in side.tab_rects]
    if tab(snap) != "hands":
        return out
    area = side.hands_area.rect
    pinned = scene.advice.pinned is not None
    for i, (rect, entry) in enumerate(side.entries(snap)):
        hand = entry["hand"]
        words = _("{hand}, pinned: {missing}") if pinned and i == 0 else _("{hand}: {missing}")
        out.append(Target(("hand", key_of(hand)), tuple(rect.move(area.x, area.y - side.hands_area.offset)),
                          words.format(hand=hand.name, missing=missing_text(hand)),
                          partial(scene.choose_target, i), "panel"))
    return out


def _rack_label(scene: AmericanScene, i: int) -> str:
    name = tile_word(scene.rack[i])
    if i not in scene.selected:
        return name
    if scene.table.phase in ("charleston", "courtesy-pass"):
        return _("{tile}, chosen to pass").format(tile=name)
    return _("{tile}, selected: Enter discards it").format(tile=name)


def toggle_blind(scene: AmericanScene, i: int) -> None:
    """Choose arriving tile ``i`` to pass on unseen, or not (a click on it does the same)."""
    t = scene.table
    if i in scene.blind:
        scene.blind.discard(i)
    elif t.blind_allowed() and len(scene.selected) + len(scene.blind) < t.pass_size(HUMAN):
        scene.blind.add(i)


def exchange(scene: AmericanScene, seat: int, tile: str) -> None:
    """Exchange the joker in ``seat``'s exposure of ``tile`` when that is legal."""
    action = Exchange(HUMAN, seat, tile)
    if action in scene.table.exchanges(HUMAN):
        scene.play(action)
        scene.app.sound.play("match")
    else:
        scene.app.notify(_("Exchange on your turn, with a {tile} from your hand").format(tile=tile_word(tile)))
