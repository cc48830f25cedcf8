"""``python -m mahjong solve <game-id>`` for MahJongg FreeCell and the Sea family."""

from __future__ import annotations

from mahjong.cli import check_deal

from .config import get_config
from .solver import DEFAULT_BUDGET, solve_deal

TIME_LIMIT = 10.0  # seconds of search before a deal is reported undecided


def solve(game_id: str, deal: int, layout: str | None = None, kind: str | None = None) -> dict:
    """Solve one deal. ``layout`` and ``kind`` belong to Mahjong Solitaire and are ignored.
    Raises ValueError for an unknown game id or a deal number out of range."""
    get_config(game_id)
    check_deal(deal)
    result = solve_deal(game_id, deal, budget=DEFAULT_BUDGET, seconds=TIME_LIMIT)
    return {"game": game_id, "deal": deal, "winnable": result.winnable,
            "seconds": round(result.seconds, 3), "nodes": result.nodes, "moves": len(result.moves)}
