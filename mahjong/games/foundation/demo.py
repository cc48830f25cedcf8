"""The FreeCell family's Demo line: the solver's winning moves (texts) from a saved
position, or None when none is known. Runs in a worker process. A node budget and no
clock, so one position always gets the same answer. Pure Python."""

from __future__ import annotations

from mahjong.games.foundation.solver import solve_record

DEMO_BUDGET = 200_000


def line(record: dict) -> list[str] | None:
    result = solve_record(record, DEMO_BUDGET)
    return list(result["moves"]) if result["winnable"] else None
