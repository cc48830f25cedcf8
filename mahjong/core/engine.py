"""The rules-engine contract every game family implements (pure Python).

Modelled on python-chess's ``Board`` and OpenSpiel's ``State``: one object holds the
position and its history, and offers the same names in every family. A game's registry
entry names a function ``function(game_id, deal) -> Engine`` (``GameInfo.engine``).

Meanings shared by all families:

- a move is one of the family's own frozen move classes; ``format_move`` writes it as
  the text records hold and ``parse_move`` reads it back (``parse_move(format_move(m))
  == m``);
- ``why_illegal(move)`` is None for a legal move, else the reason the player sees, and
  ``apply`` raises ``IllegalMove`` with exactly that text;
- ``restart()`` goes back to the deal as dealt and clears the history (nothing to undo,
  nothing to redo), as if the engine had just been made from ``(game_id, deal)`` and
  the same options;
- ``key()`` names the position (python-chess's ``zobrist`` idea): a stable hashable that
  changes with every ``apply`` and ``undo``, comes back with ``redo``, and is equal for
  equal games (the same deal, options and moves, however they were reached: a replayed
  record, a restart). ``core.jobs`` answers are about a key (``Jobs.submit(about=...)``);
- ``tile_count()`` counts every tile of the game wherever it is (board, stock, cells,
  foundations, hands, taken pairs), so random play can check that none appears or
  vanishes.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Hashable, Iterable
from typing import Any, Protocol, runtime_checkable

Move = Any  # each family's own move classes
PositionKey = tuple[str, "int | None", str, tuple[str, ...]]   # what ``position_key`` gives


@runtime_checkable
class Engine(Protocol):
    """One game in play: a position, the moves that led to it, and the rules."""

    game_id: str  # the registry id ("solitaire", "sea-winds", ...)
    deal: int     # the deal number (core.rng)

    def legal_moves(self) -> list[Move]:
        """Every move legal now: none once the game is over (the American session's
        only move then is seat 0's NextHand)."""
        ...

    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now; else the reason, as the player reads it."""
        ...

    def apply(self, move: Move) -> None:
        """Play ``move``; raises IllegalMove(why_illegal(move)) when it is not legal.
        A new move forgets the redo list."""
        ...

    def undo(self) -> bool:
        """Take back the last move; False when there is none."""
        ...

    def redo(self) -> bool:
        """Play again the last move undone; False when there is none."""
        ...

    @property
    def can_undo(self) -> bool:
        """Whether undo() would do something."""
        ...

    @property
    def can_redo(self) -> bool:
        """Whether redo() would do something."""
        ...

    def restart(self) -> None:
        """Back to the deal as dealt, with an empty history (no undo, no redo)."""
        ...

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played, in order (not those undone)."""
        ...

    def to_record(self) -> dict[str, Any]:
        """The game as JSON data: ``game``, ``deal``, ``options``, ``moves`` (texts) and
        any family extras."""
        ...

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Engine:
        """Replay a record; BadRecord says why one does not replay."""
        ...

    @property
    def score(self) -> int:
        """The score as the status line and the high scores show it."""
        ...

    @property
    def is_won(self) -> bool:
        """The game is won (the American session: seat 0 won the current hand)."""
        ...

    @property
    def is_lost(self) -> bool:
        """The game is over and not won (the American session: the current hand)."""
        ...

    def parse_move(self, text: str) -> Move:
        """The move written as ``text``; ValueError if it is not one."""
        ...

    def format_move(self, move: Move) -> str:
        """The text of ``move`` (what records hold)."""
        ...

    def tile_count(self) -> Counter[Any]:
        """Every tile of the game, wherever it is (conserved by every move)."""
        ...

    def key(self) -> Hashable:
        """The position's identity: changes with every move and undo (see above)."""
        ...


def position_key(game_id: str, deal: int | None, options: Any, moves: Iterable[str]) -> PositionKey:
    """The usual ``key()``: the game, the deal, the options (as sorted JSON, so any
    JSON-like options hash) and the texts of the moves played."""
    return game_id, deal, json.dumps(options, sort_keys=True, default=str), tuple(moves)
