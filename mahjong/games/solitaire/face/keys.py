"""Solitaire by keyboard: the board cursor's targets are the free tiles (as in KMahjongg
and GNOME Mahjongg, only a free tile can be taken, so the cursor skips the others).
Enter on a tile does what a click does: select it, let it go, or take the pair."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from mahjong.core.tiles import tile_name
from mahjong.i18n import _
from mahjong.ui.cursor import Target

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.games.solitaire.face.scene import SolitaireScene


def targets(scene: SolitaireScene) -> list[Target]:
    """A target for each free tile on the table (none while a round's banner shows)."""
    view, match = scene.view, scene.match
    if view is None or scene.banner is not None or scene.cleared_table or scene.finished:
        return []
    return [Target(("tile", pos), tuple(view.face(pos)), _label(scene, pos), partial(scene.click_tile, pos))
            for pos in match.game.free_tiles()]


def _label(scene: SolitaireScene, pos) -> str:
    match, selected = scene.match, scene.selected
    name = tile_name(match.code(pos))
    if pos == selected:
        return _("{tile}, selected").format(tile=name)
    if selected is not None and match.matches(pos, selected):
        return _("{tile}, free, matches the selected tile").format(tile=name)
    return _("{tile}, free").format(tile=name)
