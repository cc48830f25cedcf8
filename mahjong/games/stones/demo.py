"""The Stones Demo's line: the solver's moves (placements and throws) that finish the game from the
position given (a copy of the game), or None when none is known. A node budget and no
clock, so one position always gets the same answer. Pure Python."""

from __future__ import annotations

from mahjong.games.stones.rules import Move, StonesGame
from mahjong.games.stones.solver import solve

DEMO_NODES = 2_000_000


def line(game: StonesGame) -> list[Move] | None:
    result = solve(game, DEMO_NODES)
    return list(result.placements) if result.finishable and result.placements is not None else None
