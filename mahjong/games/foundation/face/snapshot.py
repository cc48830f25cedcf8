"""What the foundation board painter draws: a frozen ``BoardSnapshot`` that
``FoundationScene.snapshot()`` builds each frame. The painter reads this and nothing else;
a test builds one by hand, with no scene, and paints it."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong.games.foundation.config import GameConfig
from mahjong.games.foundation.face.view import BoardGeometry
from mahjong.games.foundation.moves import Move, Spot
from mahjong.games.foundation.position import State


@dataclass(frozen=True)
class FlightShot:
    """The step in the air: ``move`` played from ``before``, ``progress`` of the way (0-1)."""

    before: State
    move: Move
    progress: float


@dataclass(frozen=True)
class DragShot:
    """Tiles under the pointer: ``count`` from ``src``, the first one's top-left at ``top_left``."""

    src: Spot
    count: int
    top_left: tuple[int, int]


@dataclass(frozen=True)
class BoardSnapshot:
    """One frame of the board. ``state`` is the game's position now (the board shows
    ``flight.before`` while a step flies); ``shown`` the glowing destinations, ``drop`` the
    one the dragged tiles would take; ``dealing_tries`` is set while winnable deals are
    vetted, out of at most ``deal_limit`` (the board then shows only that), ``celebration`` the win's progress (0-1)."""

    geometry: BoardGeometry
    config: GameConfig
    state: State
    scale: float
    selected: tuple[Spot, int] | None = None
    hint: Move | None = None
    shown: tuple[Move, ...] = ()
    drop: Move | None = None
    flight: FlightShot | None = None
    drag: DragShot | None = None
    dealing_tries: int | None = None
    deal_limit: int = 0
    celebration: float | None = None
    moves: int = 0
    elapsed: float = 0.0

    @property
    def shown_state(self) -> State:
        """What the board shows: mid-flight, the position before the flying step."""
        return self.flight.before if self.flight is not None else self.state

    @property
    def hidden(self) -> tuple[Spot, int] | None:
        """The tiles not drawn in place: in the air, or dragged."""
        if self.flight is not None:
            return self.flight.move.src, self.flight.move.count
        if self.drag is not None:
            return self.drag.src, self.drag.count
        return None
