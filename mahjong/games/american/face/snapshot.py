"""What the Card Free table painter draws: a frozen ``TableSnapshot`` that
``AmericanScene.snapshot()`` builds each frame (tableshot.py gathers it). The painter
reads this and nothing else; a test builds one by hand, with no scene, and paints it.
The side panel, the action bar's buttons and the end-of-hand panel are widgets the scene
draws itself, between the painter's layers."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong.games.american.face.view import TableLayout


@dataclass(frozen=True)
class ExposedTile:
    """One tile of an exposure on the table, ``width`` wide, in TileArt's ``state``."""

    tile: str
    rect: pygame.Rect
    width: int
    state: str


@dataclass(frozen=True)
class FlyingTile:
    """A discard in the air from ``start`` to ``end`` (centres), ``progress`` of the way."""

    tile: str
    start: tuple[int, int]
    end: tuple[int, int]
    progress: float


@dataclass(frozen=True)
class TableSnapshot:
    """One frame of the table. Seats are 0 (you) to 3; ``hidden`` counts each seat's
    concealed tiles, ``active`` the seats the table waits for; ``discards`` are (seat,
    tile) in order, ``flying`` the indexes of those still in the air (``flights``). The
    rack: your tiles in order with their rects (``rack_tiles``), the rects of tiles
    ``arriving`` face down, the ``selected`` and ``blind``-picked places, the tiles a hint
    marks, the tile being dragged (index, pointer), the places holding the helper's
    target hand (``target_marks``) and the tiles ``received`` in the latest pass."""

    layout: TableLayout
    scale: float
    over: bool
    phase: str
    step: str
    turn: int
    dealer: int
    winds: tuple[str, str, str, str]
    dead: tuple[bool, bool, bool, bool]
    totals: tuple[int, int, int, int]
    hidden: tuple[int, int, int, int]
    active: frozenset[int] = frozenset()
    exposed: tuple[ExposedTile, ...] = ()
    wall: int = 0
    discards: tuple[tuple[int, str], ...] = ()
    live_discard: bool = False
    flying: frozenset[int] = frozenset()
    flights: tuple[FlyingTile, ...] = ()
    rack: tuple[str, ...] = ()
    rack_tiles: tuple[pygame.Rect, ...] = ()
    arriving: tuple[pygame.Rect, ...] = ()
    selected: frozenset[int] = frozenset()
    blind: frozenset[int] = frozenset()
    hints: tuple[str, ...] = ()
    drag: tuple[int, tuple[int, int]] | None = None
    target_marks: frozenset[int] = frozenset()
    received: tuple[str, ...] = ()
    prompt: str = ""
    prompt_width: int = 0
