"""Gathers the ``TableSnapshot`` of an ``AmericanScene`` (its ``snapshot()``): the table,
the session's totals, the rack and its marks, the flights, read as plain values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from mahjong.games.american.face.snapshot import ExposedTile, FlyingTile, TableSnapshot
from mahjong.games.american.pieces import JOKER

__all__ = ["TableSnapshot", "table_snapshot", "target_marks"]
V = TypeVar("V")

if TYPE_CHECKING:
    from mahjong.games.american.face.scene import AmericanScene


def target_marks(rack: list[str], hand) -> frozenset[int]:
    """Rack positions holding tiles of ``hand`` (the helper's chosen target), or none."""
    if hand is None:
        return frozenset()
    want = Counter(t for b in hand.blocks for t in b)
    fill = len(hand.jokers_can_fill) or any(len(b) >= 3 for b in hand.blocks)
    marks = set()
    for i, tile in enumerate(rack):
        if want[tile] > 0:
            want[tile] -= 1
            marks.add(i)
        elif tile == JOKER and fill:
            marks.add(i)
    return frozenset(marks)


def _seats(values: Sequence[V]) -> tuple[V, V, V, V]:
    """One value per seat, as a tuple of four."""
    a, b, c, d = values
    return a, b, c, d


def table_snapshot(sc: AmericanScene) -> TableSnapshot:
    """The frame the scene shows now (the scene's ``snapshot()``)."""
    t, lay = sc.table, sc.layout
    over = t.is_over
    can = {(x.owner, x.tile) for x in t.exchanges(0)} if not over else set()
    exposed = []
    for seat, i, rects in sc.exposure_rects():
        e = t.exposures[seat][i]
        width = lay.expo_w if seat == 0 else lay.side_w
        for tile, r in zip(e.tiles, rects):
            state = "hinted" if tile == JOKER and (seat, e.tile) in can else "normal"
            exposed.append(ExposedTile(tile, r, width, state))
    flights = []
    for f in sc.motion.flights:
        if sc.motion.valid(f):
            end = sc.motion.end_rect(f)
            flights.append(FlyingTile(f.tile, f.start.center, end.center, f.tween.value))
    hands = sc.suggestions() if sc.p["helper"] and not over else []
    tiles, arriving = sc.rack_rects()
    active = frozenset(t.awaiting()) if not over and t.phase in ("draw", "discard") else frozenset()
    return TableSnapshot(
        layout=lay, scale=sc.scale, over=over, phase=t.phase, step=t.step, turn=t.turn, dealer=t.dealer,
        winds=_seats([t.wind(s) for s in range(4)]), dead=_seats(t.dead), totals=_seats(sc.session.totals),
        hidden=_seats([len(t.concealed[s]) for s in range(4)]),
        active=active, exposed=tuple(exposed), wall=t.wall_count, discards=tuple(t.discards),
        live_discard=t.view().last_discard is not None, flying=frozenset(sc.motion.flying()),
        flights=tuple(flights), rack=tuple(sc.rack), rack_tiles=tuple(tiles), arriving=tuple(arriving),
        selected=frozenset(sc.selected), blind=frozenset(sc.blind), hints=tuple(sc.hint_tiles), drag=sc.drag,
        target_marks=target_marks(sc.rack, hands[sc.target] if hands else None),
        received=tuple(t.received(0)) if not over else (), prompt=sc.bar.prompt, prompt_width=sc.bar.prompt_width)
