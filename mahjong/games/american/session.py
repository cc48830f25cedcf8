"""A session at the Card Free table: hands in a row with running totals. ``Session`` is
the game's rules engine (core.engine.Engine) and ``new_engine`` the registry's way to
build one. Pure Python, no pygame.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from mahjong.core.engine import PositionKey, position_key
from mahjong.core.errors import BadRecord, IllegalMove, need_int, need_texts, shown
from mahjong.i18n import _

from .actions import Action, NextHand, parse_action
from .pieces import GAME_ID, HandResult, TableOptions
from .table import Table


def is_hand_heading(line: str) -> bool:
    """Whether a line of ``Session.log`` is a hand's heading ("Hand 2"), in the current language."""
    pattern = re.escape(_("Hand {number}")).replace(re.escape("{number}"), r"\d+")
    return re.fullmatch(pattern, line) is not None


class Session:
    """Hands in a row with running totals; the deal passes to the right after each hand.
    Hand k is ``Table(options, deal, hand=k, dealer=k % 4)``; ``wall`` (the guided game's
    set-up wall, ``lesson``) replaces the first hand's shuffled wall.

    The game's rules engine (core.engine.Engine). One move is one action of any seat:
    the computer players' actions are moves like the human's (seat 0), chosen outside
    the engine (``ai``), so ``legal_moves`` lists the actions of every seat the table
    waits for, and a record replays without the AI. When a hand is over the only move is
    seat 0's ``NextHand``. ``score``, ``is_won`` and ``is_lost`` are about seat 0:
    its running total, and the current hand's end (each hand is one game for the
    statistics). Undo replays the session without its last action (the scene does not
    offer it: taking back a discard the others have seen would be cheating)."""

    game_id = GAME_ID
    table: Table

    def __init__(self, options: TableOptions | None = None, deal: int = 1,
                 wall: list[str] | None = None) -> None:
        self.options = options or TableOptions()
        self.deal = deal
        self.wall = None if wall is None else list(wall)
        self._done: list[Action] = []
        self._undone: list[Action] = []
        self._key: PositionKey | None = None   # key() worked out once per position
        self._replay()

    def _start(self, hand: int) -> None:
        if hand:
            self._logs.append(self.table.log)
        self.table = Table(self.options, self.deal, hand=hand, dealer=hand % 4, wall=None if hand else self.wall)
        if self.table.is_over:  # East's dealt 14 won at once
            assert self.table.result is not None, "a hand that is over has its result"
            self.results.append(self.table.result)

    def _replay(self) -> None:
        """Deal the first hand again and play the moves in ``_done``."""
        self._key = None
        self.results: list[HandResult] = []
        self._logs: list[list[str]] = []   # the finished hands' logs
        self._start(0)
        for action in self._done:
            self._play(action)

    def log(self) -> list[str]:
        """The session so far in words, as seat 0 sees it: each hand's ``Table.log``
        after a line "Hand N". A record replays to the same log."""
        out: list[str] = []
        for n, lines in enumerate([*self._logs, self.table.log]):
            out += [_("Hand {number}").format(number=n + 1), *lines]
        return out

    @property
    def totals(self) -> list[int]:
        return [sum(r.payments[s] for r in self.results) for s in range(4)]

    # --- the engine contract ---------------------------------------------------------
    def legal_moves(self) -> list[Action]:
        """The legal actions of every seat the table waits for, seat by seat."""
        if self.table.is_over:
            return [NextHand(0)]
        return [a for seat in self.table.awaiting() for a in self.table.legal_actions(seat)]

    def why_illegal(self, action: Action) -> str | None:
        """None when ``action`` is legal now; else the reason, as the player reads it."""
        if isinstance(action, NextHand):
            if action.seat != 0:
                return _("only you start the next hand")
            return None if self.table.is_over else _("the hand is not over")
        return self.table.why_illegal(action)

    def apply(self, action: Action) -> None:
        """Play one action; IllegalMove (the why_illegal text) when it is not legal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalMove(reason)
        self._play(action)
        self._done.append(action)
        self._undone.clear()
        self._key = None

    def _play(self, action: Action) -> None:
        if isinstance(action, NextHand):
            self._start(self.table.hand + 1)
            return
        self.table.apply(action)
        if self.table.is_over:
            assert self.table.result is not None, "a hand that is over has its result"
            self.results.append(self.table.result)

    def undo(self) -> bool:
        """Take back the last action (the session is replayed without it)."""
        if not self._done:
            return False
        self._undone.append(self._done.pop())
        self._replay()
        return True

    def redo(self) -> bool:
        if not self._undone:
            return False
        action = self._undone.pop()
        self._play(action)
        self._done.append(action)
        self._key = None
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def restart(self) -> None:
        """Back to the first hand of the deal, with an empty history."""
        self._done, self._undone = [], []
        self._replay()

    @property
    def moves(self) -> tuple[Action, ...]:
        """Every seat's actions, in order, across the hands."""
        return tuple(self._done)

    @property
    def score(self) -> int:
        """Seat 0's running total."""
        return self.totals[0]

    @property
    def is_won(self) -> bool:
        """Seat 0 won the current hand."""
        result = self.table.result
        return result is not None and result.winner == 0

    @property
    def is_lost(self) -> bool:
        """The current hand is over and seat 0 did not win it."""
        result = self.table.result
        return result is not None and result.winner != 0

    def parse_move(self, text: str) -> Action:
        """The action written as ``text`` ("2 discard 5D"); ValueError if it is not one."""
        return parse_action(text)

    def format_move(self, action: Action) -> str:
        return action.text()

    def tile_count(self) -> Counter[str]:
        """Every tile at the table (the current hand's full set)."""
        return self.table.all_tiles()

    def key(self) -> PositionKey:
        """The position's identity (core.engine.Engine.key), worked out once per position:
        the scene and its advice ask for it every frame."""
        if self._key is None:
            options = self.options.to_dict() if self.wall is None else {**self.options.to_dict(), "wall": self.wall}
            self._key = position_key(GAME_ID, self.deal, options, (a.text() for a in self._done))
        return self._key

    # --- records -----------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        record = {"game": GAME_ID, "deal": self.deal, "options": self.options.to_dict(),
                  "moves": [a.text() for a in self._done]}
        if self.wall is not None:
            record["wall"] = list(self.wall)
        return record

    @classmethod
    def from_record(cls, record: Any) -> Session:
        """Replay a session's record; BadRecord says why it does not replay."""
        if not isinstance(record, dict) or record.get("game") != GAME_ID:
            raise BadRecord(_("not a {game} session record").format(game=GAME_ID))
        options = TableOptions.from_dict(record.get("options", {}))
        deal, wall = need_int(record.get("deal"), "the deal number"), record.get("wall")
        if wall is not None:
            wall = need_texts(wall, "the wall")
        try:
            session = cls(options, deal, wall)
        except ValueError as err:   # a wall that is not the full set
            raise BadRecord(_("bad hand record: {error}").format(error=err)) from None
        for i, text in enumerate(need_texts(record.get("moves", []), "the moves")):
            try:
                session.apply(parse_action(text))
            except (ValueError, IndexError) as err:  # IllegalMove is a ValueError
                raise BadRecord(_("move {number} ({move}) does not replay: {error}").format(
                    number=i + 1, move=shown(text), error=err)) from None
        return session


def new_engine(game_id: str, deal: int) -> Session:
    """The registry's engine: a session of ``deal`` with the default options."""
    return Session(TableOptions(), deal)
