"""``python -m mahjong solve <game-id>`` for MahJongg FreeCell and the Sea family."""

from __future__ import annotations

from .config import get_config
from .solver import DEFAULT_BUDGET, solve_deal

TIME_LIMIT = 10.0  # seconds of search before a deal is reported undecided


def solve(game_id: str, deal: int, layout: str | None = None, kind: str | None = None) -> dict:
    """Solve one deal. ``layout`` and ``kind`` belong to Mahjong Solitaire and are ignored.
    Raises ValueError for an unknown game id."""
    get_config(game_id)
    result = solve_deal(game_id, deal, budget=DEFAULT_BUDGET, seconds=TIME_LIMIT)
    return {"game": game_id, "deal": deal, "winnable": result.winnable,
            "seconds": round(result.seconds, 3), "nodes": result.nodes, "moves": len(result.moves)}
