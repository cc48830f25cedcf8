"""Deal making that needs the solver: which draw of a deal number a "finishable deals
only" game uses. Pure Python.

The engine (rules.StonesGame) never runs the solver: it deals the draw it is given
(``attempt``), and records store that draw, so a save replays without the solver. This
module picks the draw for a new game: the first of redraws 0 to DEAL_ATTEMPTS - 1 that the
solver proves finishable within a fixed node budget, so every machine picks the same one.
"""

from __future__ import annotations

from .config import StonesConfig, get_config
from .rules import DEAL_ATTEMPTS, StonesGame
from .solver import solve

DEAL_NODES = 5_000          # node budget per draw (keeps New Game under a few seconds)


def finishable_attempt(config: StonesConfig, deal: int, attempts: int = DEAL_ATTEMPTS,
                       max_nodes: int = DEAL_NODES) -> int:
    """The first draw of ``deal`` (attempt 0 is the raw deal) proven finishable within
    ``max_nodes``. Fallback when none of ``attempts`` draws is proven: the first draw
    not proven unfinishable, else the raw deal."""
    undecided = None
    for attempt in range(attempts):
        verdict = solve(StonesGame(config, deal, finishable_only=False, attempt=attempt), max_nodes).finishable
        if verdict:
            return attempt
        if verdict is None and undecided is None:
            undecided = attempt
    return 0 if undecided is None else undecided


def new_game(game: str | StonesConfig, deal: int, finishable_only: bool = True) -> StonesGame:
    """A new game of ``deal``: the first finishable draw (``finishable_only``), else the
    deal as it comes. Runs the solver: call it off the frame path (core.jobs)."""
    config = game if isinstance(game, StonesConfig) else get_config(game)
    attempt = finishable_attempt(config, deal) if finishable_only else 0
    return StonesGame(config, deal, finishable_only=finishable_only, attempt=attempt)


def new_engine(game_id: str, deal: int) -> StonesGame:
    """The registry's engine: deal ``deal`` of ``game_id`` as the menu starts it."""
    return new_game(game_id, deal)
