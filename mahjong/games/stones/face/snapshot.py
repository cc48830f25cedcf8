"""What the Stones painter draws: a frozen ``StonesSnapshot`` that ``StonesScene.snapshot()``
builds each frame. The painter reads this and nothing else; a test builds one by hand,
with no scene, and paints it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from mahjong.games.stones.config import StonesConfig
from mahjong.games.stones.face.view import Cell, StonesView
from mahjong.games.stones.rules import Stone


@dataclass(frozen=True)
class Tally:
    """The side panel's figures for the game in play."""

    score: int
    four_ways: int
    multiplier: int
    tiles_left: int
    throws_left: int = 0
    thrown: bool = False       # a stone was thrown away (Throwing Stones)


@dataclass(frozen=True)
class HoverShot:
    """The shown stone previewed on the empty square ``cell``: whether it may go there,
    and the neighbours it clashes with."""

    cell: Cell
    legal: bool
    clashes: tuple[Cell, ...]


@dataclass(frozen=True)
class StoneFlight:
    """``stone`` flying from the stock to ``cell``, ``progress`` of the way (0-1)."""

    stone: Stone
    cell: Cell
    progress: float


@dataclass(frozen=True)
class StonesSnapshot:
    """One frame of the board and its side panel. ``tally`` and ``shown`` are None while
    a deal is being made (``dealing``); ``layout`` is ``panel_layout``'s answer for ``view``;
    ``stuck`` says the shown stone fits nowhere; ``notice`` is the notice box's (kind, text)."""

    view: StonesView
    layout: Mapping[str, pygame.Rect]
    config: StonesConfig
    scale: float
    stock_width: int
    stones: tuple[tuple[Cell, Stone], ...] = ()
    shown: Stone | None = None
    tally: Tally | None = None
    legal: frozenset[Cell] = frozenset()
    hint: Cell | None = None
    hover: HoverShot | None = None
    flight: StoneFlight | None = None
    stuck: bool = False
    dealing: bool = False
    notice: tuple[str, str] = ("info", "")
