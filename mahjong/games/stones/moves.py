"""The Stones family's moves and their text. Pure Python.

``Place(col, row)`` puts the shown stone on a space (text ``"col,row"``, e.g. ``"4,3"``);
``Throw()`` throws the shown stone away when it fits nowhere (Throwing Stones only; text
``"throw"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.i18n import _

Cell = tuple[int, int]


@dataclass(frozen=True, order=True)
class Place:
    """Place the shown tile on the space ``(col, row)``. Text: ``"col,row"``."""

    col: int
    row: int

    @property
    def cell(self) -> Cell:
        return (self.col, self.row)

    def text(self) -> str:
        return f"{self.col},{self.row}"

    @classmethod
    def parse(cls, text: str) -> Place:
        parts = text.strip().split(",")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError(_("not a stones move: {text} (expected {form}, e.g. {example}, or {throw})").format(
                text=repr(text), form="'col,row'", example="'4,3'", throw="'throw'"))
        return cls(int(parts[0]), int(parts[1]))


@dataclass(frozen=True)
class Throw:
    """Throw the shown tile away (it fits on no space). Text: ``"throw"``."""

    def text(self) -> str:
        return THROW_TEXT

    @classmethod
    def parse(cls, text: str) -> Throw:
        if text.strip().lower() != THROW_TEXT:
            raise ValueError(_("not a throw: {text}").format(text=repr(text)))
        return cls()


THROW_TEXT = "throw"
Move = Place | Throw


def parse_move(text: str) -> Move:
    """The move written as ``text``: ``"throw"`` or ``"col,row"``; ValueError otherwise."""
    if not isinstance(text, str):
        raise ValueError(_("not a stones move: {text}").format(text=repr(text)))
    if text.strip().lower() == THROW_TEXT:
        return Throw()
    return Place.parse(text)
