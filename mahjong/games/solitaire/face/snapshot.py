"""What the Solitaire board painter draws: a frozen ``BoardSnapshot`` that
``SolitaireScene.snapshot()`` builds each frame. The painter reads this and nothing else;
a test builds one by hand, with no scene, and paints it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong.games.solitaire.face.view import BoardView, Position


@dataclass(frozen=True)
class Lift:
    """A removed tile lifting away and fading: ``code`` drawn ``width`` wide, from ``at``,
    ``progress`` of the way (0-1), raised ``lift`` pixels."""

    code: str
    width: int
    at: tuple[int, int]
    progress: float
    lift: int


@dataclass(frozen=True)
class Banner:
    """The "Round N cleared" banner: ``progress`` (0-1) of its showing; ``timed`` banners
    fade in and out."""

    progress: float
    timed: bool
    cleared_round: int
    score: int
    next_title: str


@dataclass(frozen=True)
class BoardSnapshot:
    """One frame of the board. ``tiles`` are the tiles on the table with their codes;
    ``matching`` the free tiles that match the selection, lit when the player asked for
    that; ``table`` the picture under the tiles (board_rect's part of it is used);
    ``cleared`` hides the tiles while a cleared round is cheered."""

    view: BoardView
    board_rect: tuple[int, int, int, int]
    table: pygame.Surface
    scale: float
    tiles: tuple[tuple[Position, str], ...] = ()
    selected: Position | None = None
    hover: Position | None = None
    hint_pair: tuple[Position, Position] | None = None
    matching: frozenset[Position] = frozenset()
    cleared: bool = False
    lifts: tuple[Lift, ...] = ()
    banner: Banner | None = None
