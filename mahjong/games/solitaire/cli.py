"""Command-line tools for solitaire (``python -m mahjong solve solitaire ...``)."""

from __future__ import annotations

import time

from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.builtin import load_builtin
from mahjong.games.solitaire.layout import LayoutError
from mahjong.games.solitaire.layout_files import check_file


def solve(game_id: str, deal: int, layout: str = "turtle", kind: str = "wild") -> dict:
    """Deal ``deal`` of ``kind`` on the built-in ``layout``, and whether it can be won.
    ValueError for an unknown layout or kind."""
    if kind not in deals.KINDS:
        raise ValueError(f"unknown deal kind {kind!r}; choose from {', '.join(deals.KINDS)}")
    try:
        board_layout = load_builtin(layout)
    except LayoutError as exc:
        raise ValueError(str(exc)) from None
    start = time.perf_counter()
    dealt = deals.make_deal(board_layout, deal, kind, game_id)
    geom = solver.geometry(board_layout.positions)
    result = solver.solve(solver.Board(geom, deals.group_ids(dealt.faces), geom.full))
    return {"game": game_id, "deal": deal, "winnable": result.winnable,
            "seconds": round(time.perf_counter() - start, 4), "layout": layout, "kind": kind,
            "dealt": dealt.kind, "nodes": result.nodes}


def layout_check(path: str) -> dict:
    """``python -m mahjong layout check FILE``: is the file a playable layout?"""
    return check_file(path)
