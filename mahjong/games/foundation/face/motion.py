"""What is moving on a FreeCell-family board: a move's flight and a press that may
become a drag (the scene's input state, which its snapshot turns into plain values)."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.position import State
from mahjong.ui import anim


@dataclass
class Flight:
    """One step of a move on screen: ``move`` played from the position ``before``."""

    before: State
    move: Move
    tween: anim.Tween


@dataclass
class Press:
    """The mouse went down on a tile: what it picks up and where."""

    src: Spot
    count: int
    pos: tuple[int, int]
    grab: tuple[int, int]          # pointer offset inside the first tile
    dragging: bool = False
