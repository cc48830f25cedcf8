"""The Solitaire Demo's line: the solver's winning pairs from the board on the table
(solver indices, as ``Match.pair_at`` reads them), or None when none is known. The
solver's node budget and no clock, so one position always gets the same answer. Pure Python."""

from __future__ import annotations

from mahjong.games.solitaire.solver import Board, solve


def line(board: Board) -> list[tuple[int, int]] | None:
    result = solve(board)
    return list(result.moves) if result.winnable and result.moves is not None else None
