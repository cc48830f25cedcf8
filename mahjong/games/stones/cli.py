"""``python -m mahjong solve GAME --deal N`` for the Stones family.

``kind`` chooses which board deal N means: ``"wild"`` (the command line's default) or
None is the raw deal, as dealt before any redraw; ``"winnable"`` is the board the game
offers with its default ``finishable_only`` option (the first draw the solver proves
finishable). ``layout`` is ignored: these games have one board each.
"""

from __future__ import annotations

import time

from mahjong.cli import check_deal
from mahjong.i18n import _

from .config import get_config
from .deals import new_game
from .solver import solve as solve_game

MAX_NODES = 2_000_000
MAX_SECONDS = 10.0


def solve(game_id: str, deal: int, layout: str | None = None, kind: str | None = None) -> dict:
    """Whether deal ``deal`` of ``game_id`` can be finished: game, deal, winnable
    (True/False/None when undecided within the budget), seconds, nodes, attempt."""
    config = get_config(game_id)
    if kind not in (None, "wild", "winnable"):
        # Translators: 'wild' and 'winnable' are the command line's words (--kind), not translated
        raise ValueError(_("stones deals are {wild} (raw) or {winnable}, not {kind}").format(
            wild="'wild'", winnable="'winnable'", kind=repr(kind)))
    check_deal(deal)
    start = time.perf_counter()
    game = new_game(config, deal, finishable_only=kind == "winnable")
    result = solve_game(game, MAX_NODES, MAX_SECONDS)
    return {"game": game_id, "deal": deal, "winnable": result.finishable,
            "seconds": time.perf_counter() - start, "nodes": result.nodes, "attempt": game.attempt}
