"""The rules engine of MahJongg FreeCell and the Sea family (pure Python, no pygame).

``FoundationGame`` is one game, driven by a ``GameConfig`` (config.py): its position,
history and records under core/engine.py's ``Engine`` contract, and the board view the
scene draws; ``new_engine`` builds one for the registry. The rules it applies are in
modules of one job each:

- moves.py: ``Spot`` and ``Move``, and the move text (``Move.parse``, ``Move.text``);
- position.py: the tiles, the immutable ``State``, the deal, ``play`` (a move on a State);
- legality.py: ``legal_moves``, ``auto_play`` and the rules under them;
- refusals.py: ``illegal_reason``, why a move is refused, in words.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from mahjong.core.engine import PositionKey, position_key
from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_keys, need_texts, need_type, shown
from mahjong.core.history import History
from mahjong.i18n import _

from .config import CONFIGS, GameConfig, get_config
from .legality import auto_play, free_rows, legal_moves, run_length
from .moves import Move, Spot
from .position import PILES, SEASON_LABELS, State, deal, play
from .refusals import illegal_reason


@dataclass(frozen=True)
class Step:
    """One entry of the history: the player's move, the auto-plays that followed it, and the
    positions before and after (undo and redo restore them exactly)."""

    move: Move
    auto: tuple[Move, ...]
    before: State
    after: State


@dataclass(frozen=True)
class TileView:
    """A tableau tile for drawing: ``row`` counts from the top row, ``level`` from the table
    (both 0-based). ``available``: its bottom edge is free and nothing lies on it.
    ``movable``: how many tiles a drag from here carries (0: it cannot be picked up)."""

    code: str
    column: int
    level: int
    row: int
    available: bool
    movable: int


@dataclass(frozen=True)
class PileView:
    index: int                 # 0..11, left to right
    set: int                   # 0..2
    wind: str                  # its wind label
    season: str | None         # its season label (Long FreeCell)
    tiles: tuple[str, ...]     # bottom first; tiles[-1] is shown


@dataclass(frozen=True)
class BoardView:
    """A read-only picture of the board for the scene."""

    columns: tuple[tuple[TileView, ...], ...]   # per column, sorted by (level, row)
    cells: tuple[str | None, ...]
    piles: tuple[PileView, ...]
    set_dragons: tuple[str | None, ...]          # binding of each set, None until made
    set_suits: tuple[str | None, ...]
    on_foundations: int
    moves: int


class FoundationGame:
    """One game of MahJongg FreeCell or a Sea game: position, history, and rules."""

    def __init__(self, game: str | GameConfig, deal_number: int = 1, autoplay: bool = True,
                 state: State | None = None) -> None:
        """A game id (or a configuration) and a deal number; ``state`` replaces the deal
        (hand-built positions for tests and puzzles)."""
        self.config = game if isinstance(game, GameConfig) else get_config(game)
        self.deal = deal_number
        self.autoplay = autoplay
        self.state = state if state is not None else deal(self.config, deal_number)
        self.history: History[Step] = History()
        if autoplay:
            self.state, auto = auto_play(self.config, self.state)
            self.opening_auto: tuple[Move, ...] = tuple(auto)  # played before the first move
        else:
            self.opening_auto = ()

    @property
    def game_id(self) -> str:
        return self.config.id

    # --- moves ---
    def legal_moves(self) -> list[Move]:
        return legal_moves(self.config, self.state)

    def is_legal(self, move: Move) -> bool:
        return move in legal_moves(self.config, self.state)

    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now; else the reason, as the player reads it."""
        if not isinstance(move, Move):
            return f"not a move of this game: {move!r}"
        if self.is_legal(move):
            return None
        return illegal_reason(self.config, self.state, move)

    def apply(self, move: Move) -> None:
        """Play a move, then the safe auto-plays if the option is on (``last_step``
        has them). Raises IllegalMove with the why_illegal text."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        before = self.state
        after = play(before, move)
        auto: list[Move] = []
        if self.autoplay:
            after, auto = auto_play(self.config, after)
        self.history.push(Step(move, tuple(auto), before, after))
        self.state = after

    def undo(self) -> bool:
        """Take back the last move together with its auto-plays."""
        step = self.history.pop_undo()
        if step is None:
            return False
        self.state = step.before
        return True

    def redo(self) -> bool:
        step = self.history.pop_redo()
        if step is None:
            return False
        self.state = step.after
        return True

    def restart(self) -> None:
        """Back to the deal (after its opening auto-plays), with an empty history."""
        if self.history.done:
            self.state = self.history.done[0].before
        self.history = History()

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    @property
    def last_step(self) -> Step | None:
        """The last move played, with its auto-plays (for animation)."""
        return self.history.done[-1] if self.history.done else None

    @property
    def moves(self) -> tuple[Move, ...]:
        """The player's moves, in order (auto-plays are in ``history``'s steps)."""
        return tuple(step.move for step in self.history.done)

    def parse_move(self, text: str) -> Move:
        """The move written as ``text``; ValueError if it is not one."""
        return Move.parse(text)

    def format_move(self, move: Move) -> str:
        return move.text()

    def tile_count(self) -> Counter[str]:
        """Tiles in the tableau, the cells and on the foundations."""
        s = self.state
        return Counter(s.tiles() + [t for p in range(PILES) for t in s.pile_tiles(self.config, p)])

    @property
    def score(self) -> int:
        """Tiles on the foundations."""
        return self.state.on_foundations

    @property
    def is_won(self) -> bool:
        return self.state.on_foundations == self.config.tiles

    @property
    def is_lost(self) -> bool:
        """No legal move at all (and not won)."""
        return not self.is_won and not legal_moves(self.config, self.state)

    # --- help for the scene ---
    def destinations(self, src: Spot, count: int = 1) -> list[Move]:
        """The legal moves of ``count`` tiles from ``src`` (to highlight targets)."""
        return [m for m in self.legal_moves() if m.src == src and m.count == count]

    def auto_destination(self, src: Spot, count: int = 1) -> Move | None:
        """The double-click move: to a foundation pile, else (one tile) to a free cell."""
        moves = self.destinations(src, count)
        for kind in ("f", "c"):
            for m in moves:
                if m.dst.kind == kind:
                    return m
        return None

    def pick(self, column: int, level: int, row: int) -> tuple[Spot, int] | None:
        """What a press on the tile at (column, level, row) picks up: (source, count)."""
        for tile in self.view().columns[column]:
            if (tile.level, tile.row) == (level, row) and tile.movable:
                return Spot("t", column, level), tile.movable
        return None

    def view(self) -> BoardView:
        config, state = self.config, self.state
        free = state.cells.count(None)
        columns = []
        for c, column in enumerate(state.columns):
            tiles = []
            for k, level in enumerate(column):
                n, run, uncovered = len(level), run_length(config, column, k), free_rows(column, k)
                for row, code in enumerate(level):
                    carried = n - row
                    movable = carried if carried <= min(run, free + 1) else 0
                    tiles.append(TileView(code, c, k, row, row == n - 1 and uncovered > 0, movable))
            columns.append(tuple(tiles))
        piles = tuple(PileView(p, p // 4, config.wind_labels[p % 4],
                               SEASON_LABELS[p % 4] if config.seasons else None,
                               state.pile_tiles(config, p)) for p in range(PILES))
        return BoardView(tuple(columns), state.cells, piles, state.dragons, state.suits,
                         state.on_foundations, len(self.history.done))

    def key(self) -> PositionKey:
        """The position's identity (core.engine.Engine.key)."""
        return position_key(self.config.id, self.deal, {"autoplay": self.autoplay}, (m.text() for m in self.moves))

    # --- records ---
    def to_record(self) -> dict[str, Any]:
        return {"game": self.config.id, "deal": self.deal, "options": {"autoplay": self.autoplay},
                "moves": [m.text() for m in self.moves]}

    @classmethod
    def from_record(cls, record: Any) -> FoundationGame:
        """Replay a record; BadRecord if it is malformed or a move does not replay."""
        need_type(record, dict, _("a foundation game record"))
        game_id = record.get("game")
        if not isinstance(game_id, str) or game_id not in CONFIGS:
            raise BadRecord(_("unknown foundation game {game}").format(game=shown(game_id)))
        number = need_int(record.get("deal"), _("the deal number"))
        options = need_keys(record.get("options", {}), {"autoplay"}, _("the options"))
        autoplay = need_type(options.get("autoplay", True), bool, "autoplay")
        moves = need_texts(record.get("moves"), _("the moves"))
        game = cls(game_id, number, autoplay=autoplay)
        for i, text in enumerate(moves, 1):
            try:
                game.apply(Move.parse(text))
            except ValueError as exc:  # IllegalMove is a ValueError
                # Translators: {move} is the move as the save writes it; {reason} says why it is refused
                raise BadRecord(_("move {number} ({move}) does not replay: {reason}").format(
                    number=i, move=shown(text), reason=exc)) from None
        return game


def new_engine(game_id: str, deal: int) -> FoundationGame:
    """The registry's engine: deal ``deal`` of ``game_id``, safe auto-play on."""
    return FoundationGame(game_id, deal)
