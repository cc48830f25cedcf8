"""The passing of tiles at the Card Free table, the Charleston and the courtesy pass:
its steps, how many tiles a seat passes and which it may pass (blind or not), the legal
passes, why a pass is refused, and handing the passed tiles on. ``Charleston`` is a
base class of ``table.Table``, which decides when each step comes (``_resolve``).
Pure Python, no pygame.

Every tile received is in the receiver's hand, seen at once (``concealed``). On the
first left and the last right a seat may instead pass on, unseen, 1-3 of the tiles
*arriving* in that same step (the blind pass): its ``Pass`` names the tiles from its
hand and how many arriving tiles go on (``blind``). Which tiles arrive is settled only
when every seat has decided, so while the step is open a seat knows just how many are
coming (``arriving``). The arriving tiles a seat passes on are the first ``blind`` of
those coming to it, the passer's own tiles first (sorted), then those it passed on.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from mahjong.i18n import _, ngettext

from .actions import Action, Pass
from .pieces import JOKER, sort_tiles

# Charleston steps: (name, how far to the right the tiles go, blind pass allowed)
FIRST = (("first right", 1, False), ("first across", 2, False), ("first left", 3, True))
SECOND = (("second left", 3, False), ("second across", 2, False), ("second right", 1, True))


class Charleston:
    """The passing half of a hand: it reads and changes the table's hands
    (``concealed``), its step (``phase``, ``steps``, ``step_index``, ``courtesy_counts``)
    and what each seat received in the latest passing step (``received_tiles``), which
    ``Table`` sets up."""

    phase: str
    steps: list[tuple[str, int, bool]]
    step_index: int
    concealed: list[list[str]]
    courtesy_counts: dict[int, int]
    received_tiles: list[list[str]]

    def pass_size(self, seat: int) -> int:
        """Tiles ``seat`` must pass in the current Charleston or courtesy step."""
        if self.phase == "courtesy-pass":
            return self.courtesy_counts.get(seat, 0)
        return 3 if self.phase == "charleston" else 0

    def blind_allowed(self) -> bool:
        return self.phase == "charleston" and self.steps[self.step_index][2]

    def arriving(self, seat: int) -> int:
        """How many tiles are coming to ``seat`` in the current blind step, any of which it
        may pass on unseen (0 outside a blind step). Their faces are not known to anyone
        until the step is over."""
        return self.pass_size(seat) if self.blind_allowed() else 0

    def received(self, seat: int) -> list[str]:
        """The tiles ``seat`` received (and kept) in the latest Charleston or courtesy
        step, sorted; empty once the first discard of the hand is made. The UI marks
        them in the rack."""
        return sort_tiles(self.received_tiles[seat])

    def passable(self, seat: int) -> list[str]:
        """The tiles ``seat`` may pass from its hand (jokers never)."""
        return sort_tiles(t for t in self.concealed[seat] if t != JOKER)

    def _pass_actions(self, seat: int) -> list[Action]:
        n = self.pass_size(seat)
        out: list[Action] = []
        for blind in range(0, self.arriving(seat) + 1):
            for combo in sorted(set(combinations(self.passable(seat), n - blind))):
                out.append(Pass(seat, combo, blind))
        return out

    def _why_not_pass(self, action: Action) -> str | None:
        if not isinstance(action, Pass):
            return _("pass tiles")
        seat, n = action.seat, self.pass_size(action.seat)
        if action.blind and not self.blind_allowed():
            return _("a blind pass is only allowed on the first left and the last right")
        if action.blind + len(action.tiles) != n:
            return ngettext("pass exactly {count} tile", "pass exactly {count} tiles", n).format(count=n)
        if JOKER in action.tiles:
            return _("jokers are never passed")
        if Counter(action.tiles) - Counter(self.passable(seat)):
            return _("those tiles are not all in the hand")
        return None

    def _pass_tiles(self, pending: dict[int, Action]) -> dict[int, list[str]]:
        """Move every pending pass to its receiver (the blind ones along the chain);
        returns the tiles each seat gave from its own hand."""
        offset = self.steps[self.step_index][1] if self.phase == "charleston" else 2
        own: dict[int, list[str]] = {}
        blind: dict[int, int] = {}
        for seat, action in pending.items():
            assert isinstance(action, Pass)
            own[seat] = sort_tiles(action.tiles)
            blind[seat] = action.blind
            for t in action.tiles:
                self.concealed[seat].remove(t)
        self.received_tiles = [[] for _ in range(4)]
        if own and not any(own.values()):
            return own  # everyone passed on all that came: no tile moves

        def outgoing(seat: int, i: int) -> str:
            """The ``i``-th tile ``seat`` passes: its own, then those it passes on."""
            mine = own[seat]
            return mine[i] if i < len(mine) else outgoing((seat - offset) % 4, i - len(mine))

        for seat in own:
            giver = (seat - offset) % 4
            came = [outgoing(giver, i) for i in range(len(own[giver]) + blind[giver])]
            kept = came[blind[seat]:]
            self.concealed[seat] += kept
            self.received_tiles[seat] = kept
        return own
