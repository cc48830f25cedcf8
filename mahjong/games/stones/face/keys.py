"""The Stones games by keyboard: the board cursor's targets are the empty squares where
the shown stone may go (Enter places it there; standing on one previews it, as the
pointer's hover does, and the notice box says what it would score), and in the side
panel the next stone (Enter lights every square where it fits, as a right click does),
the Throw button (Throwing Stones) and the finishable-deals switch."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from mahjong.games.stones import config
from mahjong.i18n import _, ngettext
from mahjong.ui.cursor import Target

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.games.stones.face.scene import StonesScene


def targets(scene: StonesScene) -> list[Target]:
    g, view = scene.game, scene.view
    if view is None:
        return []
    out: list[Target] = []
    if g is not None and not scene.finished and g.shown is not None:   # (a flight only draws the last move)
        for move in g.placements():
            cell = move.cell
            out.append(Target(("square", cell), tuple(view.face_rect(cell)), _square_label(scene, cell),
                              partial(scene.place, cell)))
        stone = stone_name(scene)
        left = g.tiles_left
        out.append(Target(("stock",), tuple(scene.layout["stock"]),
                          ngettext("Next stone: {stone}, {count} stone left",
                                   "Next stone: {stone}, {count} stones left", left).format(stone=stone, count=left),
                          scene.toggle_lights, "panel"))
    if scene.throw_button.visible and scene.throw_button.enabled:
        out.append(Target(("throw",), tuple(scene.throw_button.rect), scene.throw_button.label,
                          scene.throw_button.activate, "panel"))
    toggle = scene.finishable
    out.append(Target(("finishable",), tuple(toggle.rect),
                      # Translators: a switch's label and its state, e.g. "Finishable deals only: on"
                      (_("{switch}: on") if toggle.value else _("{switch}: off")).format(switch=toggle.label),
                      toggle.activate, "panel"))
    return out


def stone_name(scene: StonesScene) -> str:
    """The shown stone in words ("the red star")."""
    g = scene.game
    shown = g.shown if g is not None else None
    if shown is None:
        return ""
    return config.stone_name(scene.config.colours[shown.colour], scene.config.symbols[shown.symbol])


def _square_label(scene: StonesScene, cell) -> str:
    g = scene.game
    assert g is not None, "squares are listed only while a game is on the board"
    v = g.explain(cell)
    col, row = cell
    where = _("Row {row}, column {column}").format(row=row + 1, column=col + 1)
    if v.neighbours == 0:
        return _("{square}: fits alone, no points").format(square=where)
    neighbours = ngettext("{count} neighbour", "{count} neighbours", v.neighbours).format(count=v.neighbours)
    points = ngettext("{count} point", "{count} points", v.points).format(count=v.points)
    # Translators: e.g. "Row 3, column 6: fits, 2 neighbours, 4 points"
    return _("{square}: fits, {neighbours}, {points}").format(square=where, neighbours=neighbours, points=points)
