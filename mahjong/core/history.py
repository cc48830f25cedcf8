"""Undo/redo bookkeeping shared by the rules engines."""

from __future__ import annotations

from typing import Generic, TypeVar

M = TypeVar("M")


class History(Generic[M]):
    """The moves played (``done``) and the moves undone that redo can replay."""

    def __init__(self) -> None:
        self.done: list[M] = []
        self.undone: list[M] = []

    def push(self, move: M) -> None:
        """Record a new move; a new move forgets the redo list."""
        self.done.append(move)
        self.undone.clear()

    def pop_undo(self) -> M | None:
        if not self.done:
            return None
        move = self.done.pop()
        self.undone.append(move)
        return move

    def pop_redo(self) -> M | None:
        if not self.undone:
            return None
        move = self.undone.pop()
        self.done.append(move)
        return move

    @property
    def can_undo(self) -> bool:
        return bool(self.done)

    @property
    def can_redo(self) -> bool:
        return bool(self.undone)
