"""The order of the tiles in your rack at the Card Free table: the player's own, kept as
tiles come and go, or sorted by suit or by the target hand. Pure Python."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from mahjong.games.american.pieces import JOKER, sort_tiles
from mahjong.games.american.suggest import Suggestion


def kept_order(rack: Sequence[str], concealed: Sequence[str]) -> list[str]:
    """``concealed`` in the order of ``rack`` for tiles still held; new ones at the
    right end, sorted."""
    want = Counter(concealed)
    kept = []
    for t in rack:
        if want[t] > 0:
            want[t] -= 1
            kept.append(t)
    return kept + sort_tiles(want.elements())


def sorted_rack(rack: Sequence[str], target: Suggestion | None = None) -> list[str]:
    """By suit, or by ``target``: its tiles in block order, then jokers, then the rest
    by suit."""
    tiles = sort_tiles(rack)
    if target is not None:
        order: dict[str, int] = {}
        for i, t in enumerate(t for b in target.blocks for t in b):
            order.setdefault(t, i)
        tiles.sort(key=lambda t: order.get(t, len(order) + (0 if t == JOKER else 1)))
    return tiles
