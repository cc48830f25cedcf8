"""FreeCell and the Sea games by keyboard: the board cursor's targets are the tableau
tiles that can be picked up (the top tile, or a deeper one that carries the run above
it, as a press there would), the cells, the foundation piles, and each column with
nothing to pick up (a place to play onto). Enter with nothing held picks up; with a
tile held, Enter on another place plays there, with the same refusal a drop there
would get; Enter on the held tile lets it go."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from mahjong.core.tiles import tile_name
from mahjong.games.foundation.moves import Move, Spot
from mahjong.i18n import _, ngettext
from mahjong.ui.cursor import Target

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.games.foundation.face.scene import FoundationScene


def targets(scene: FoundationScene) -> list[Target]:
    """Every place the cursor may stand on (none while dealing or celebrating); kept
    while the position, the held tile and the board's geometry stay the same."""
    if scene.geo is None or scene.advice.dealing or scene.celebration is not None or scene.finished:
        return []
    mark = (scene.game.state, scene.selected, scene.geo)
    kept = scene.__dict__.get("_cursor_targets")
    if kept is None or kept[0] != mark or kept[0][2] is not scene.geo:
        kept = scene.__dict__["_cursor_targets"] = (mark, _build(scene))
    return kept[1]


def _build(scene: FoundationScene) -> list[Target]:
    game, geo, place = scene.game, scene.geometry, scene.place
    state = game.state
    out: list[Target] = []
    takers = set()
    for tile, rect in place.tableau_tiles(state):
        if tile.movable:
            src = Spot("t", tile.column, tile.level)
            takers.add(tile.column)
            out.append(Target(("t", tile.column, tile.level, tile.row), tuple(rect),
                              _tile_label(scene, src, tile.code, tile.movable, tile.column),
                              partial(press, scene, src, tile.movable)))
    for c, column in enumerate(state.columns):
        if c in takers:
            continue
        rect = place.landing(state, Move(Spot("c", 0), Spot("t", c, max(0, len(column) - 1))))
        if column and column[-1]:
            label = _("Column {column}: {tile}, cannot be picked up").format(
                column=c + 1, tile=tile_name(column[-1][-1]))
        else:
            label = _("Column {column}, empty").format(column=c + 1)
        out.append(Target(("col", c), tuple(rect), label, partial(press, scene, Spot("t", c), 0)))
    for i, rect in enumerate(geo.cells):
        held = state.cells[i]
        label = (_("Free cell {cell}, empty").format(cell=i + 1) if held is None
                 else _("Free cell {cell}: {tile}").format(cell=i + 1, tile=tile_name(held)))
        out.append(Target(("c", i), tuple(rect), label,
                          partial(press, scene, Spot("c", i), 0 if held is None else 1)))
    for pile in game.view().piles:
        label = (_("Foundation {pile}, empty").format(pile=pile.index + 1) if not pile.tiles
                 else _("Foundation {pile}: {tile}").format(pile=pile.index + 1, tile=tile_name(pile.tiles[-1])))
        out.append(Target(("f", pile.index), tuple(geo.piles[pile.index]), label,
                          partial(press, scene, Spot("f", pile.index), 0)))
    return out


def _tile_label(scene: FoundationScene, src: Spot, code: str, count: int, column: int) -> str:
    held = scene.selected is not None and scene.selected == (src, count)
    if held:
        return _("{tile}, column {column}, picked up").format(tile=tile_name(code), column=column + 1)
    if count > 1:
        return ngettext("{tile}, column {column}, with {count} tile on it",
                        "{tile}, column {column}, with {count} tiles on it", count - 1).format(
            tile=tile_name(code), column=column + 1, count=count - 1)
    return _("{tile}, column {column}").format(tile=tile_name(code), column=column + 1)


def press(scene: FoundationScene, spot: Spot, count: int) -> None:
    """Enter on ``spot`` (``count``: the tiles a pick-up there carries, 0 for none)."""
    scene._finish_flights()
    scene.hint_move = None
    held = scene.selected
    if held is None:
        if count:
            scene.selected = (spot, count)
            scene.shown = scene.game.destinations(spot, count)
            scene.app.sound.play("select")
        else:
            scene.app.notify(_("Nothing to pick up there: move the cursor to a tile first."))
        return
    src, n = held
    if src == spot:
        scene._clear_marks()                          # Enter on the held tile lets it go
        return
    move = _aimed(scene, src, n, spot)
    if scene.game.is_legal(move) or not count:
        scene._try_move(move)                         # a refusal says why, as a drop would
    else:
        scene.selected = (spot, count)                # another tile to pick up instead
        scene.shown = scene.game.destinations(spot, count)
        scene.app.sound.play("select")


def _aimed(scene: FoundationScene, src: Spot, count: int, spot: Spot) -> Move:
    """The move a press on ``spot`` means with ``count`` tiles from ``src`` held: the legal
    one to that place (that pile or cell first), else the move aimed at (to be refused)."""
    legal = scene.game.destinations(src, count)
    same_kind = [m for m in legal if m.dst.kind == spot.kind and (spot.kind != "t" or m.dst.index == spot.index)]
    exact = [m for m in same_kind if m.dst.index == spot.index]
    if exact or same_kind:
        return (exact or same_kind)[0]
    if spot.kind == "t":
        levels = len(scene.game.state.columns[spot.index])
        return Move(src, Spot("t", spot.index, max(0, levels - 1)), count)
    return Move(src, spot, count)

