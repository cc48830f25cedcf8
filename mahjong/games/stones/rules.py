"""The Stones family's rules engine (Small Stones, Tiny Pebbles, MahJongg Stones, Free
Stones, Loose Stones, Throwing Stones): one engine, one StonesConfig per game. Pure
Python, no pygame.

A deal: the opening tiles (one per colour and per symbol, a random pairing drawn from
the deal's stream) go on the opening spaces; the other tiles, shuffled, are the stock,
of which only the next tile (``shown``) is visible. A move places the shown tile on a
space; its text is ``"col,row"`` (for example ``"4,3"``). In Throwing Stones a move may
also throw the shown tile away (``Throw``, text ``"throw"``): only a tile that fits on no
space, at most ``config.throws`` times a game (our reading of a game named without rules).

Placement (shared/spec/stones.md), decided as an assignment: every neighbour must share
the colour or the symbol with the tile, and some choice of one shared attribute per
neighbour (a neighbour sharing both counts either way) must give
1 neighbour: anything; 2: one colour + one symbol; 3: at least one of each;
4: two colour + two symbol. A tile must touch a tile, except in Free Stones, where a tile
touching nothing (a lone placement) is legal. In Loose Stones (``config.loose``) the count
rule is dropped: sharing something with every neighbour is enough.

Score (Ishido's schedule): 1, 2, 4 or 8 points for 1-4 neighbours, times 2 for every
four-way placed before this one (a four-way scores at the schedule it was placed under,
then doubles it); each four-way also earns the next bonus of FOUR_WAY_BONUS (the last
one repeats after the twelfth). A lone placement scores 0 and changes nothing. At the end
of a game, by the tiles not placed (left in the stock or thrown away): 1,000 for none,
500 for one, 100 for two; nothing otherwise. A throw itself scores nothing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from mahjong.core.engine import PositionKey, position_key
from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_keys, need_texts, shown
from mahjong.core.history import History
from mahjong.core.rng import Rng, deal_rng
from mahjong.i18n import N_, _, ngettext

from .config import CONFIGS, Cell, StonesConfig, get_config
from .moves import Move as Move  # re-exported
from .moves import Place as Place
from .moves import Throw as Throw
from .moves import parse_move as parse_move

POINTS = (0, 1, 2, 4, 8)  # by neighbour count; 0 neighbours is a Free Stones lone placement
FOUR_WAY_BONUS = (25, 50, 100, 200, 400, 600, 800, 1_000, 5_000, 10_000, 25_000, 50_000)
END_BONUS = {0: 1_000, 1: 500, 2: 100}  # by tiles not placed (shown + stock + thrown) at the end

# Neighbour count -> allowed number of neighbours counted "by colour" (the rest count
# "by symbol"): 1: either; 2: exactly one of each; 3: at least one of each; 4: two each.
_COLOUR_COUNT = {1: (0, 1), 2: (1, 1), 3: (1, 2), 4: (2, 2)}
_COUNT_RULE = {
    2: N_("the 2 neighbours must match one by colour and one by symbol"),
    3: N_("the 3 neighbours must match at least one by colour and at least one by symbol"),
    4: N_("the 4 neighbours must match two by colour and two by symbol"),
}


class Stone(NamedTuple):
    """A tile: indexes into its config's ``colours`` and ``symbols``."""

    colour: int
    symbol: int


@dataclass(frozen=True)
class Explanation:
    """What placing the shown tile on ``cell`` would do (the hover preview)."""

    cell: Cell
    legal: bool
    reason: str       # why not, or a short description of the placement
    neighbours: int   # tiles it would touch
    points: int       # points it would score now (0 when illegal)


def fits(neighbours: int, colour_only: int, both: int, loose: bool = False) -> bool:
    """Whether some assignment meets the count rule, given how many of the neighbours
    share only the colour and how many share both (the rest share only the symbol; a
    neighbour sharing neither must be ruled out before). ``loose``: no count rule."""
    if loose:
        return True
    low, high = _COLOUR_COUNT[neighbours]
    return colour_only <= high and colour_only + both >= low


def placement_points(neighbours: int, four_ways_before: int) -> int:
    """Points for one placement under Ishido's schedule, four-way bonus included."""
    points = POINTS[neighbours] << four_ways_before
    if neighbours == 4:
        points += FOUR_WAY_BONUS[min(four_ways_before, len(FOUR_WAY_BONUS) - 1)]
    return points


def deal_tiles(config: StonesConfig, rng: Rng) -> tuple[tuple[tuple[Cell, Stone], ...], tuple[Stone, ...]]:
    """The opening tiles (cell, stone) and the stock in order, drawn from ``rng``."""
    n = len(config.openings)
    symbols = list(range(n))
    rng.shuffle(symbols)  # colour c goes with symbol symbols[c]
    colours = list(range(n))
    rng.shuffle(colours)  # which colour goes on which opening space
    opening = tuple((cell, Stone(c, symbols[c])) for cell, c in zip(config.openings, colours))
    stock = [Stone(c, s) for c in range(n) for s in range(n) for _ in range(config.copies)]
    for _cell, stone in opening:
        stock.remove(stone)
    rng.shuffle(stock)
    return opening, tuple(stock)


def attempt_rng(game_id: str, deal: int, attempt: int) -> Rng:
    """The stream of one draw of a deal: attempt 0 is the deal itself, later attempts
    are the redraws that ``finishable_only`` makes until the solver proves one."""
    return deal_rng(game_id, deal, "deal" if attempt == 0 else f"finishable-{attempt}")


DEAL_ATTEMPTS = 20  # draws a finishable deal may use (deals.finishable_attempt tries them in order)


class StonesGame:
    """One game of the family. ``game`` is a game id or a StonesConfig.

    ``attempt`` is the draw of the deal number to deal (0: the deal as it comes). A
    ``finishable_only`` game (the default) must name it: deals.new_game and
    deals.finishable_attempt pick the first draw the solver proves finishable, and records
    store it, so building a game never runs the solver.
    """

    def __init__(self, game: str | StonesConfig, deal: int, *, finishable_only: bool = True,
                 attempt: int | None = None) -> None:
        self.config = game if isinstance(game, StonesConfig) else get_config(game)
        if deal < 0:
            raise ValueError("the deal number must not be negative")
        self.deal: int | None = deal  # None: a position set up by hand (from_position)
        self.finishable_only = finishable_only
        if attempt is None:
            if finishable_only:
                raise ValueError("a finishable deal needs its draw (attempt): see stones.deals.new_game")
            attempt = 0
        if attempt < 0:
            raise ValueError("the attempt must not be negative")
        self.attempt: int | None = attempt  # None: a position set up by hand (from_position)
        self._start(*deal_tiles(self.config, attempt_rng(self.config.id, deal, attempt)))

    @classmethod
    def from_position(cls, config: StonesConfig, tiles: dict[Cell, Stone],
                      stock: Sequence[Stone]) -> StonesGame:
        """A position set up by hand (help pages, tests): ``tiles`` on the board and
        ``stock`` to place in order. It has no deal, so it has no record."""
        game = cls.__new__(cls)
        game.config, game.deal, game.finishable_only, game.attempt = config, None, False, None
        game._start(tuple(tiles.items()), tuple(stock))
        return game

    def _start(self, opening: tuple[tuple[Cell, Stone], ...], stock: tuple[Stone, ...]) -> None:
        self.opening, self._stock = opening, stock
        w, h = self.config.width, self.config.height
        self._neighbours = [
            [(c2, r2) for c2, r2 in ((c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1))
             if 0 <= c2 < w and 0 <= r2 < h]
            for r in range(h) for c in range(w)
        ]
        self._board: list[Stone | None] = [None] * (w * h)
        for cell, stone in self.opening:
            self._board[self._index(cell)] = stone
        self._history: History[Move] = History()
        # (points, four-ways, throws) after each move
        self._trail: list[tuple[int, int, int]] = [(0, 0, 0)]
        self._legal: list[Place] | None = None   # the shown tile's placements, once asked

    # --- the position ---------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.config.id

    @property
    def width(self) -> int:
        return self.config.width

    @property
    def height(self) -> int:
        return self.config.height

    def _index(self, cell: Cell) -> int:
        return cell[1] * self.config.width + cell[0]

    def on_board(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.config.width and 0 <= cell[1] < self.config.height

    def tile_at(self, cell: Cell) -> Stone | None:
        """The tile on ``cell``; None for an empty space or a cell off the board."""
        return self._board[self._index(cell)] if self.on_board(cell) else None

    def tiles(self) -> Iterator[tuple[Cell, Stone]]:
        """Every placed tile with its cell, row by row."""
        w = self.config.width
        for i, stone in enumerate(self._board):
            if stone is not None:
                yield (i % w, i // w), stone

    def neighbours(self, cell: Cell) -> list[tuple[Cell, Stone]]:
        """The tiles orthogonally next to ``cell``."""
        out = []
        for n in self._neighbours[self._index(cell)]:
            stone = self._board[self._index(n)]
            if stone is not None:
                out.append((n, stone))
        return out

    @property
    def placed(self) -> int:
        """Tiles taken from the stock so far: placed, or thrown away (Throwing Stones)."""
        return len(self._history.done)

    @property
    def thrown(self) -> int:
        """Tiles thrown away so far."""
        return self._trail[-1][2]

    @property
    def throws_left(self) -> int:
        """Throws the player may still make (0 in games without throws)."""
        return self.config.throws - self.thrown

    def thrown_stones(self) -> tuple[Stone, ...]:
        """The tiles thrown away, in order."""
        return tuple(self._stock[i] for i, m in enumerate(self._history.done) if isinstance(m, Throw))

    @property
    def shown(self) -> Stone | None:
        """The stock's next tile, the one to place (None when the stock is empty)."""
        return self._stock[self.placed] if self.placed < len(self._stock) else None

    @property
    def tiles_left(self) -> int:
        """Tiles not yet placed: the shown tile and the stock behind it."""
        return len(self._stock) - self.placed

    def remaining(self) -> tuple[Stone, ...]:
        """The shown tile and the hidden stock in order: for the solver, not the player."""
        return self._stock[self.placed:]

    @property
    def moves(self) -> tuple[Move, ...]:
        """The placements (and throws) made, in order."""
        return tuple(self._history.done)

    def tile_count(self) -> Counter[Stone]:
        """Every stone: on the board, shown, in the stock, or thrown away."""
        return (Counter(stone for _, stone in self.tiles()) + Counter(self.remaining())
                + Counter(self.thrown_stones()))

    def parse_move(self, text: str) -> Move:
        """The move written as ``text`` ("col,row" or "throw"); ValueError if it is not one."""
        return parse_move(text)

    def format_move(self, move: Move) -> str:
        return move.text()

    # --- the rules ------------------------------------------------------------------
    def explain(self, cell: Cell) -> Explanation:
        """Whether the shown tile may go on ``cell``, and why (or why not)."""
        if not self.on_board(cell):
            return Explanation(cell, False, _("that space is off the board"), 0, 0)
        tile = self.shown
        if tile is None:
            return Explanation(cell, False, _("the stock is empty: the game is won"), 0, 0)
        if self.tile_at(cell) is not None:
            return Explanation(cell, False, _("that space is taken"), 0, 0)
        near = self.neighbours(cell)
        k = len(near)
        if k == 0:
            if self.config.free_placement:
                return Explanation(cell, True, _("a lone placement: no neighbours, no points"), 0, 0)
            return Explanation(cell, False, _("the stone must touch at least one stone"), 0, 0)
        colour_only = both = 0
        for (c, r), stone in near:
            same_colour, same_symbol = stone.colour == tile.colour, stone.symbol == tile.symbol
            if not (same_colour or same_symbol):
                # Translators: {column},{row} is a square's position on the board, e.g. "4,3"
                reason = _("the stone at {column},{row} shares neither colour nor symbol").format(column=c, row=r)
                return Explanation(cell, False, reason, k, 0)
            both += same_colour and same_symbol
            colour_only += same_colour and not same_symbol
        if not fits(k, colour_only, both, self.config.loose):
            return Explanation(cell, False, _(_COUNT_RULE[k]), k, 0)
        four_ways = self.four_ways
        points = placement_points(k, four_ways)
        if k == 4:
            reason = ngettext("a four-way: {points} points", "a four-way: {points} points", points)
        else:
            reason = ngettext("{count} neighbour: {points} points", "{count} neighbours: {points} points", k)
        return Explanation(cell, True, reason.format(count=k, points=points), k, points)

    def why_throw_illegal(self) -> str | None:
        """None when the shown tile may be thrown away now; else the reason."""
        if self.config.throws == 0:
            return _("this game has no throws: every stone must be placed")
        if self.shown is None:
            return _("the stock is empty: the game is won")
        if self.throws_left <= 0:
            return ngettext("all {count} throw is used", "all {count} throws are used",
                            self.config.throws).format(count=self.config.throws)
        if self.placements():
            return _("the stone fits on a square: only a stone that fits nowhere may be thrown away")
        return None

    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now; else the reason."""
        if isinstance(move, Throw):
            return self.why_throw_illegal()
        if not isinstance(move, Place):
            return f"not a stones move: {move!r}"
        verdict = self.explain(move.cell)
        return None if verdict.legal else verdict.reason

    def placements(self) -> list[Place]:
        """Every space the shown tile may go on, row by row (the right-click hint)."""
        if self._legal is None:
            w, h = self.config.width, self.config.height
            self._legal = [Place(c, r) for r in range(h) for c in range(w) if self.explain((c, r)).legal]
        return list(self._legal)

    def legal_moves(self) -> list[Move]:
        """The shown tile's placements; a throw instead when it fits nowhere and a throw is left."""
        places: list[Move] = list(self.placements())
        if not places and self.why_throw_illegal() is None:
            return [Throw()]
        return places

    def apply(self, move: Move) -> None:
        """Place (or throw away) the shown tile; IllegalMove (the why_illegal text) when the
        rules forbid it."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        assert self.shown is not None, "a legal move has a shown tile to play"
        self._play(move, self.shown)
        self._history.push(move)

    def _play(self, move: Move, stone: Stone) -> None:
        points, four_ways, thrown = self._trail[-1]
        if isinstance(move, Throw):
            thrown += 1
        else:
            neighbours = len(self.neighbours(move.cell))
            points += placement_points(neighbours, four_ways) if neighbours else 0
            four_ways += neighbours == 4
            self._board[self._index(move.cell)] = stone
        self._trail.append((points, four_ways, thrown))
        self._legal = None

    def undo(self) -> bool:
        move = self._history.pop_undo()
        if move is None:
            return False
        if isinstance(move, Place):
            self._board[self._index(move.cell)] = None
        self._trail.pop()
        self._legal = None
        return True

    def redo(self) -> bool:
        move = self._history.pop_redo()
        if move is None:
            return False
        self._play(move, self._stock[self.placed - 1])
        return True

    def restart(self) -> None:
        """Back to the opening tiles and the full stock, with an empty history."""
        self._start(self.opening, self._stock)

    @property
    def can_undo(self) -> bool:
        return self._history.can_undo

    @property
    def can_redo(self) -> bool:
        return self._history.can_redo

    # --- the outcome ----------------------------------------------------------------
    @property
    def is_won(self) -> bool:
        return self.shown is None

    @property
    def is_lost(self) -> bool:
        """The shown tile has no legal space (and cannot be thrown away)."""
        return self.shown is not None and not self.legal_moves()

    @property
    def is_over(self) -> bool:
        return self.is_won or self.is_lost

    @property
    def four_ways(self) -> int:
        return self._trail[-1][1]

    @property
    def multiplier(self) -> int:
        """What the 1-2-4-8 schedule is multiplied by now."""
        return 1 << self.four_ways

    @property
    def end_bonus(self) -> int:
        """The bonus for how the game ended, by tiles not placed (0 while it goes on)."""
        return END_BONUS.get(self.tiles_left + self.thrown, 0) if self.is_over else 0

    @property
    def score(self) -> int:
        return self._trail[-1][0] + self.end_bonus

    # --- records --------------------------------------------------------------------
    @property
    def options(self) -> dict[str, Any]:
        return {"finishable_only": self.finishable_only}

    def key(self) -> PositionKey:
        """The position's identity (core.engine.Engine.key); a position set up by hand
        (no deal) is named by its moves alone."""
        return position_key(self.config.id, self.deal, dict(self.options, attempt=self.attempt),
                            (m.text() for m in self._history.done))

    def to_record(self) -> dict[str, Any]:
        """The game as data: game id, deal, options, the draw used and the move texts."""
        if self.deal is None:
            raise ValueError("a position set up by hand has no record")
        return {"game": self.config.id, "deal": self.deal, "options": self.options,
                "attempt": self.attempt, "moves": [m.text() for m in self._history.done]}

    @classmethod
    def from_record(cls, record: Any) -> StonesGame:
        """Replay a record; BadRecord says why one does not replay."""
        if not isinstance(record, dict):
            raise BadRecord(_("a stones record must be an object"))
        game_id, deal, moves = record.get("game"), record.get("deal"), record.get("moves")
        options, attempt = record.get("options", {}), record.get("attempt")
        if not isinstance(game_id, str) or game_id not in CONFIGS:
            raise BadRecord(_("unknown stones game {game}").format(game=shown(game_id)))
        deal = need_int(deal, _("the deal"))
        need_keys(options, {"finishable_only"}, _("the options"))
        finishable_only = options.get("finishable_only", True)
        if not isinstance(finishable_only, bool):
            raise BadRecord(_("{option} must be true or false").format(option="finishable_only"))
        if attempt is None and finishable_only:  # finding the draw again needs the solver
            raise BadRecord(_("the record does not say which draw of the deal it used ({key})").format(key="attempt"))
        if attempt is not None:
            need_int(attempt, _("the attempt"), 0, DEAL_ATTEMPTS - 1)
            if attempt and not finishable_only:
                raise BadRecord(_("a deal dealt as it comes is never redrawn ({key} must be 0)").format(key="attempt"))
        moves = need_texts(moves, _("the moves"))
        game = cls(game_id, deal, finishable_only=finishable_only, attempt=attempt)
        for number, text in enumerate(moves, 1):
            try:
                game.apply(parse_move(text))
            except ValueError as exc:  # IllegalMove is a ValueError
                # Translators: {move} is the move as the save writes it; {reason} says why it is refused
                raise BadRecord(_("move {number} ({move}) does not replay: {reason}").format(
                    number=number, move=shown(text), reason=exc)) from None
        return game


# The registry's engine, ``new_engine(game_id, deal)`` (a new game as the menu starts it,
# with its finishable draw), is in deals.py: picking the draw runs the solver.
