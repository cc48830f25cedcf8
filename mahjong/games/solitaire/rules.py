"""The MahJongg Solitaire rules engine (shared/spec/mahjong-solitaire.md). Pure Python.

A game is ``(layout, deal number, kind)`` plus moves. Tiles are addressed by their layout
position ``(z, x, y)`` on the half-tile grid. Move texts:

- ``r Z.X.Y Z.X.Y``: remove the pair at those two positions (``Remove``);
- ``s``: spend a shuffle (``Shuffle``).

Clearing the board starts the next round on the layout given by ``next_layout`` (a
sequence of layouts, or a function of the round number returning a Layout or None);
with none left, the game is won. The score and the three shuffles carry over rounds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong.core.engine import PositionKey, position_key
from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_keys, need_texts, need_type, shown
from mahjong.core.history import History
from mahjong.core.rng import deal_rng
from mahjong.games.solitaire import deals
from mahjong.games.solitaire.board import Board, bits, geometry
from mahjong.games.solitaire.layout import Layout, Position
from mahjong.i18n import _

GAME_ID = "solitaire"
SHUFFLES = 3
GENTLE_PICK = -1  # a shuffle's pick when it built the arrangement backwards
SHUFFLE_ATTEMPTS = 6  # uniform redeals tried (each checked by the solver) before a built one
MULTIPLIER = {"C": 1, "D": 2, "B": 3, "wind": 4, "dragon": 5, "flower": 6, "season": 7}
COVERED, SIDES = "covered", "sides"  # why a tile is not free
OPTION_KEYS = {"layout", "kind", "attempts", "rounds"}  # what a record's options may hold

NextLayout = Sequence[Layout] | Callable[[int], Layout | None] | None


def multiplier(face: str) -> int:
    """Points per pair on the board: characters 1, circles 2, bamboos 3, winds 4,
    dragons 5, flowers 6, seasons 7."""
    key = deals.group_key(face)
    if key in ("flower", "season"):
        return MULTIPLIER[key]
    if len(face) == 2 and face[0].isdigit():
        return MULTIPLIER[face[1]]
    return MULTIPLIER["wind" if face in ("N", "E", "S", "W") else "dragon"]


def _pos_text(p: Position) -> str:
    return "{}.{}.{}".format(*p)


def _parse_pos(text: str) -> Position:
    parts = text.split(".")
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        raise ValueError(f"bad position {text!r}; expected Z.X.Y")
    z, x, y = (int(part) for part in parts)
    return (z, x, y)


class _MoveBase:
    @classmethod
    def parse(cls, text: str) -> Move:
        return parse_move(text)


@dataclass(frozen=True)
class Remove(_MoveBase):
    a: Position
    b: Position

    def text(self) -> str:
        return f"r {_pos_text(self.a)} {_pos_text(self.b)}"


@dataclass(frozen=True)
class Shuffle(_MoveBase):
    """A shuffle. ``pick`` says which redeal it gave once played (the k-th uniform
    redeal, or GENTLE_PICK for a built one), so that a replay needs no solver."""
    pick: int | None = None

    def text(self) -> str:
        if self.pick is None:
            return "s"
        return "s g" if self.pick == GENTLE_PICK else f"s {self.pick}"


Move = Remove | Shuffle


def parse_move(text: str) -> Move:
    """The move of a text from ``Move.text()``; ValueError if it is not one."""
    parts = text.split()
    if parts == ["s"]:
        return Shuffle()
    if len(parts) == 2 and parts[0] == "s" and (parts[1] == "g" or parts[1].isdigit()):
        return Shuffle(GENTLE_PICK if parts[1] == "g" else int(parts[1]))
    if len(parts) == 3 and parts[0] == "r":
        return Remove(_parse_pos(parts[1]), _parse_pos(parts[2]))
    raise ValueError(f"not a solitaire move: {text!r}")


@dataclass(frozen=True)
class _Snapshot:
    layout: Layout
    faces: tuple[str | None, ...]
    score: int
    shuffles_used: int
    round: int
    deal_kind: str


class Solitaire:
    """One game. ``kind`` is "winnable", "gentle" or "wild"."""

    def __init__(self, layout: Layout, deal: int, kind: str = "wild",
                 next_layout: NextLayout = None, game_id: str = GAME_ID,
                 attempts: list[int] | None = None) -> None:
        """``attempts``: the redraw each round's Winnable deal used, as a record keeps
        them (dealt again without the solver). A Winnable game must be given the first
        one (dealer.new_game finds it): building the rules never runs the solver. Later
        rounds beyond ``attempts`` ask the solver when play reaches them."""
        if kind not in deals.KINDS:
            raise ValueError(f"unknown deal kind {kind!r}; choose from {', '.join(deals.KINDS)}")
        if kind == "winnable" and not attempts:
            raise ValueError("a Winnable deal is built with its first redraw (see dealer.new_game)")
        self.game_id, self.deal, self.kind = game_id, deal, kind
        self.first_layout = layout
        self._next_layout = next_layout
        self.layouts_played: list[str] = [layout.name]
        self.attempts: list[int] = list(attempts or [])
        self.history: History[tuple[Move, _Snapshot]] = History()
        self.score = 0
        self.shuffles_used = 0
        self.round = 0
        self._start_round(layout)

    # --- set-up -------------------------------------------------------------------
    def _start_round(self, layout: Layout) -> None:
        self.layout = layout
        self.geometry = geometry(layout.positions)
        self.index = {p: i for i, p in enumerate(layout.positions)}
        stream = "deal" if self.round == 0 else f"round-{self.round}"
        known = self.attempts[self.round] if self.round < len(self.attempts) else None
        dealt = deals.make_deal(layout, self.deal, self.kind, self.game_id, stream, known)
        if known is None:
            self.attempts.append(dealt.redraws)
        self.deal_kind = dealt.kind  # "gentle" when a winnable deal fell back
        self.faces: list[str | None] = list(dealt.faces)

    def _layout_for_round(self, round_number: int) -> Layout | None:
        source = self._next_layout
        if source is None:
            return None
        if callable(source):
            return source(round_number)
        return source[round_number - 1] if round_number - 1 < len(source) else None

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(self.layout, tuple(self.faces), self.score, self.shuffles_used,
                         self.round, self.deal_kind)

    def _restore(self, snap: _Snapshot) -> None:
        if snap.layout is not self.layout:
            self.layout = snap.layout
            self.geometry = geometry(snap.layout.positions)
            self.index = {p: i for i, p in enumerate(snap.layout.positions)}
        self.faces = list(snap.faces)
        self.score, self.shuffles_used = snap.score, snap.shuffles_used
        self.round, self.deal_kind = snap.round, snap.deal_kind

    # --- the board ----------------------------------------------------------------
    @property
    def present(self) -> int:
        """Bitmask of the layout positions (by index) still holding a tile."""
        mask = 0
        for i, face in enumerate(self.faces):
            if face is not None:
                mask |= 1 << i
        return mask

    def tiles(self) -> dict[Position, str]:
        """Every tile on the board: position -> face code."""
        return {p: f for p, f in zip(self.layout.positions, self.faces) if f is not None}

    def face(self, pos: Position) -> str | None:
        i = self.index.get(pos)
        return None if i is None else self.faces[i]

    def is_free(self, pos: Position) -> bool:
        i = self.index.get(pos)
        return i is not None and self.faces[i] is not None and self.geometry.is_free(i, self.present)

    def blocked_reason(self, pos: Position) -> str | None:
        """None for a free tile; COVERED ("covered": a tile above overlaps it) or SIDES
        ("sides": tiles touch both its left and right side)."""
        i = self.index[pos]
        present = self.present
        if self.geometry.above[i] & present:
            return COVERED
        if self.geometry.left[i] & present and self.geometry.right[i] & present:
            return SIDES
        return None

    def free_tiles(self) -> list[Position]:
        return [self.layout.positions[i] for i in bits(self.geometry.free_mask(self.present))]

    def matches(self, a: str, b: str) -> bool:
        return deals.group_key(a) == deals.group_key(b)

    def matching_tiles(self, pos: Position) -> list[Position]:
        """The other tiles on the board that match the tile at ``pos`` (free or not)."""
        face = self.face(pos)
        if face is None:
            return []
        key = deals.group_key(face)
        return [p for p, f in self.tiles().items() if p != pos and deals.group_key(f) == key]

    def free_pairs(self) -> list[Remove]:
        """Every pair of free matching tiles (the on-screen "moves left" count)."""
        free, tiles = self.free_tiles(), self.tiles()
        faces = [deals.group_key(tiles[p]) for p in free]
        return [Remove(free[i], free[j]) for i in range(len(free))
                for j in range(i + 1, len(free)) if faces[i] == faces[j]]

    @property
    def moves_left(self) -> int:
        return len(self.free_pairs())

    @property
    def pairs_left(self) -> int:
        return sum(face is not None for face in self.faces) // 2

    @property
    def shuffles_left(self) -> int:
        return SHUFFLES - self.shuffles_used

    @property
    def is_won(self) -> bool:
        return self.pairs_left == 0

    @property
    def is_lost(self) -> bool:
        return not self.is_won and not self.free_pairs() and not self.shuffles_left

    def legal_moves(self) -> list[Move]:
        pairs = self.free_pairs()
        if pairs or self.is_won:
            return list(pairs)
        return [Shuffle()] if self.shuffles_left else []

    # --- solver views ---------------------------------------------------------------
    def board(self) -> Board:
        """The position for the solver (faces known); hints.py asks the solver about it."""
        groups = deals.group_ids([f or "" for f in self.faces])
        return Board(self.geometry, groups, self.present)

    # --- moves ------------------------------------------------------------------------
    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now; else the reason."""
        if isinstance(move, Shuffle):
            if self.is_won:
                return _("the board is clear")
            if self.free_pairs():
                return _("a shuffle is only allowed when no free pair remains")
            if not self.shuffles_left:
                return _("no shuffles left")
            if move.pick is not None and move.pick != GENTLE_PICK and not 0 <= move.pick < SHUFFLE_ATTEMPTS:
                return _("a shuffle gives redeal 0-{last} or g, not {pick}").format(last=SHUFFLE_ATTEMPTS - 1,
                                                                                   pick=move.pick)
            return None
        if not isinstance(move, Remove):
            return _("not a solitaire move: {move}").format(move=repr(move))
        for p in (move.a, move.b):
            if self.face(p) is None:
                return _("no tile at {position}").format(position=_pos_text(p))
        if move.a == move.b:
            return _("pick two different tiles")
        for p in (move.a, move.b):
            if not self.is_free(p):
                if self.blocked_reason(p) == COVERED:
                    return _("the tile at {position} is not free (covered)").format(position=_pos_text(p))
                return _("the tile at {position} is not free (sides)").format(position=_pos_text(p))
        a, b = self.face(move.a), self.face(move.b)
        assert a is not None and b is not None, "both were checked to hold a tile"
        if not self.matches(a, b):
            return _("the tiles do not match")
        return None

    def apply(self, move: Move) -> None:
        """Play ``move``; IllegalMove (the why_illegal text) when it is not legal."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        snap = self._snapshot()
        self.history.push((self._play(move), snap))

    def _play(self, move: Move) -> Move:
        """Play ``move``; the move as played (a shuffle names the redeal it gave)."""
        if isinstance(move, Shuffle):
            self.shuffles_used += 1
            return Shuffle(self._reshuffle(move.pick))
        face = self.face(move.a)
        assert face is not None, "a legal pair's tiles are on the board"
        self.score += multiplier(face) * self.pairs_left
        self.faces[self.index[move.a]] = None
        self.faces[self.index[move.b]] = None
        if self.is_won:
            nxt = self._layout_for_round(self.round + 1)
            if nxt is not None:
                self.round += 1
                if len(self.layouts_played) <= self.round:
                    self.layouts_played.append(nxt.name)
                self._start_round(nxt)
        return move

    def _reshuffle(self, pick: int | None) -> int:
        """Redeal the remaining faces onto the occupied positions, winnable if possible:
        the first of a few uniform redeals the solver proves winnable, else one built
        backwards, else the last uniform one. ``pick`` (from a record) names the redeal
        to take without asking the solver; returns the one taken."""
        rng = deal_rng(self.game_id, self.deal, f"shuffle-{self.shuffles_used}")
        occupied = [i for i, f in enumerate(self.faces) if f is not None]
        remaining = [f for f in self.faces if f is not None]  # the faces at ``occupied``
        present = self.present
        tries = SHUFFLE_ATTEMPTS if pick is None or pick == GENTLE_PICK else pick + 1
        for k in range(tries):
            rng.shuffle(remaining)
            trial = list(self.faces)
            for i, face in zip(occupied, remaining):
                trial[i] = face
            if k == pick:
                self.faces = trial
                return k
            if pick is None and deals.proven_winnable(self.geometry, trial, present):
                self.faces = trial
                return k
        for _attempt in range(deals.GENTLE_ATTEMPTS):
            built = deals.build_gentle(self.geometry, present, remaining, rng)
            if built is not None:
                self.faces = built
                return GENTLE_PICK
        self.faces = trial  # no arrangement found: keep the last uniform redeal
        return SHUFFLE_ATTEMPTS - 1

    def restart(self) -> None:
        """Back to the board as first dealt, with an empty history. The first snapshot
        is reused, so no deal is generated (or solved) again."""
        if self.history.done:
            self._restore(self.history.done[0][1])
        self.history = History()
        self.layouts_played = self.layouts_played[:1]
        self.attempts = self.attempts[:1]  # later rounds are dealt again when reached

    def undo(self) -> bool:
        entry = self.history.pop_undo()
        if entry is None:
            return False
        self._restore(entry[1])
        return True

    def redo(self) -> bool:
        entry = self.history.pop_redo()
        if entry is None:
            return False
        move, snap = entry
        self._restore(snap)
        self._play(move)
        return True

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves played, in order (a shuffle names the redeal it gave)."""
        return tuple(move for move, _ in self.history.done)

    def parse_move(self, text: str) -> Move:
        """The move written as ``text``; ValueError if it is not one."""
        return parse_move(text)

    def format_move(self, move: Move) -> str:
        return move.text()

    def tile_count(self) -> Counter[str]:
        """The tiles of this round: those on the board and the pairs taken from it."""
        faces = list(self.faces)
        for move, snap in self.history.done:
            if isinstance(move, Remove) and snap.round == self.round:
                faces += [snap.faces[self.index[p]] for p in (move.a, move.b)]
        return Counter(f for f in faces if f is not None)

    def key(self) -> PositionKey:
        """The position's identity (core.engine.Engine.key)."""
        record = self.to_record()
        return position_key(self.game_id, self.deal, record["options"], record["moves"])

    # --- records ----------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        options: dict[str, Any] = {"layout": self.first_layout.name, "kind": self.kind}
        if self.kind == "winnable":
            options["attempts"] = self.attempts
        if len(self.layouts_played) > 1:
            options["rounds"] = self.layouts_played[1:]
        return {"game": self.game_id, "deal": self.deal, "options": options,
                "moves": [m.text() for m in self.moves]}

    @classmethod
    def from_record(cls, record: Any, resolve: Callable[[str], Layout] | None = None,
                    next_layout: NextLayout = None) -> Solitaire:
        """Replay a record; BadRecord if it does not replay. ``resolve`` turns a layout
        name into a Layout (default: the built-ins); rounds already played come from
        the record, later ones from ``next_layout``."""
        if resolve is None:
            from mahjong.games.solitaire.builtin import load_builtin

            resolve = load_builtin
        try:
            need_type(record, dict, "a solitaire record")
            options = need_keys(record.get("options"), OPTION_KEYS, "the options")
            deal = need_int(record.get("deal"), "the deal number")
            game_id = need_type(record.get("game", GAME_ID), str, "the game")
            kind = options.get("kind", "winnable")
            if kind not in deals.KINDS:
                raise BadRecord(f"unknown deal kind {shown(kind)}")
            first = resolve(need_type(options.get("layout"), str, "the layout"))
            played = [resolve(name) for name in need_texts(options.get("rounds", []), "the rounds")]
            moves = need_texts(record.get("moves"), "the moves")

            def rounds(n: int) -> Layout | None:
                if n - 1 < len(played):
                    return played[n - 1]
                if next_layout is None:
                    return None
                return next_layout(n) if callable(next_layout) else (
                    next_layout[n - 1] if n - 1 < len(next_layout) else None)

            attempts = options.get("attempts")
            if attempts is not None:
                if kind != "winnable":
                    raise BadRecord(f"a {kind} deal has no redraws")
                for a in need_type(attempts, list, "the deal attempts"):
                    need_int(a, "a deal attempt", 0, deals.WINNABLE_REDRAWS)
            if kind == "winnable" and not attempts:  # a save from before redraws were kept
                attempts = [deals.winnable(first, deal, game_id).redraws]
            game = cls(first, deal, kind, rounds, game_id, attempts)
            for number, text in enumerate(moves, 1):
                try:
                    game.apply(parse_move(text))
                except ValueError as exc:
                    raise BadRecord(f"move {number} ({shown(text)}) does not replay: {exc}") from None
        except BadRecord:
            raise
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise BadRecord(f"not a solitaire record: {exc}") from None
        return game

