"""The passing of tiles at the Card Free table, the Charleston and the courtesy pass:
its steps, how many tiles a seat passes and which it may pass (blind or not), the legal
passes, why a pass is refused, and handing the passed tiles on. ``Charleston`` is a
base class of ``table.Table``, which decides when each step comes (``_resolve``).
Pure Python, no pygame.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from .actions import Action, Pass
from .pieces import JOKER, sort_tiles

# Charleston steps: (name, how far to the right the tiles go, blind pass allowed)
FIRST = (("first right", 1, False), ("first across", 2, False), ("first left", 3, True))
SECOND = (("second left", 3, False), ("second across", 2, False), ("second right", 1, True))


class Charleston:
    """The passing half of a hand: it reads and changes the table's hands
    (``concealed``, ``incoming``) and its step (``phase``, ``steps``, ``step_index``,
    ``courtesy_counts``), which ``Table`` sets up."""

    phase: str
    steps: list[tuple[str, int, bool]]
    step_index: int
    concealed: list[list[str]]
    incoming: list[list[str]]
    courtesy_counts: dict[int, int]

    def pass_size(self, seat: int) -> int:
        """Tiles ``seat`` must pass in the current Charleston or courtesy step."""
        if self.phase == "courtesy-pass":
            return self.courtesy_counts.get(seat, 0)
        return 3 if self.phase == "charleston" else 0

    def blind_allowed(self) -> bool:
        return self.phase == "charleston" and self.steps[self.step_index][2]

    def passable(self, seat: int, blind: int = 0) -> list[str]:
        """The tiles ``seat`` may pass from its hand (jokers never). A blind pass takes
        the rest from the hand as it was; a sighted one may also pass tiles just received."""
        pool = self.concealed[seat] + (self.incoming[seat] if not blind else [])
        return sort_tiles(t for t in pool if t != JOKER)

    def _pass_actions(self, seat: int) -> list[Action]:
        n = self.pass_size(seat)
        out: list[Action] = []
        blinds = range(0, min(n, len(self.incoming[seat])) + 1) if self.blind_allowed() else (0,)
        for blind in blinds:
            for combo in sorted(set(combinations(self.passable(seat, blind), n - blind))):
                out.append(Pass(seat, combo, blind))
        return out

    def _why_not_pass(self, action: Action) -> str | None:
        if not isinstance(action, Pass):
            return "pass tiles"
        seat, n = action.seat, self.pass_size(action.seat)
        if action.blind and not self.blind_allowed():
            return "a blind pass is only allowed on the first left and the last right"
        if action.blind > len(self.incoming[action.seat]):
            return "not that many tiles just received"
        if action.blind + len(action.tiles) != n:
            return f"pass exactly {n} tiles"
        if JOKER in action.tiles:
            return "jokers are never passed"
        if Counter(action.tiles) - Counter(self.passable(seat, action.blind)):
            return "those tiles are not all in the hand" + (" (a blind pass takes the rest from the"
                                                            " hand as it was)" if action.blind else "")
        return None

    def _pass_tiles(self, pending: dict[int, Action]) -> None:
        """Move every pending pass to its receiver; before a blind step the received
        tiles wait, unseen, in ``incoming``."""
        offset = self.steps[self.step_index][1] if self.phase == "charleston" else 2
        blind_next = (self.phase == "charleston" and self.step_index + 1 < len(self.steps)
                      and self.steps[self.step_index + 1][2])
        given: dict[int, list[str]] = {}
        for seat, action in pending.items():
            assert isinstance(action, Pass)
            tiles = self.incoming[seat][:action.blind] + list(action.tiles)
            self.concealed[seat] += self.incoming[seat][action.blind:]
            self.incoming[seat] = []
            for t in action.tiles:
                self.concealed[seat].remove(t)
            given[(seat + offset) % 4] = tiles
        for seat, tiles in given.items():
            if blind_next:
                self.incoming[seat] = tiles
            else:
                self.concealed[seat] += tiles
