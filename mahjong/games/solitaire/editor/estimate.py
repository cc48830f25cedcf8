"""How many uniform deals an edited layout lets the player win: the solver on a sample of
deals, in the background. Pure Python (no pygame).

The sample is the layout's Wild deals 1 to ``size`` (deals.wild, the uniform deal the
game itself deals under those numbers), each decided by ``solver.solve`` (the function
``python -m mahjong solve`` and the benchmark use) within a node budget and a time limit:
a deal not decided within them counts as unknown, apart from the won and the lost.

``Estimate`` runs one deal per ``core.jobs`` job, one after another, so cancelling (an
edit, the editor closing) drops every deal not started; the one running finishes unseen
within its limit. The scene polls it from ``update``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.layout import Layout, Position
from mahjong.i18n import _, pgettext

SAMPLE_DEALS = 20
DEAL_SECONDS = 6.0      # per deal; the solver decides a Turtle deal in 14 ms median, 1.2 s p99 (idle machine)
DEAL_NODES = 400_000    # the same bound in nodes, so a slow machine and a fast one agree more


def verdict(positions: Sequence[Position], deal: int, max_nodes: int = DEAL_NODES,
            time_limit: float | None = DEAL_SECONDS) -> bool | None:
    """Whether Wild deal ``deal`` on the layout of ``positions`` can be won (None: not
    decided within the limits)."""
    layout = Layout("edited", "Edited", tuple(positions))
    faces = deals.wild(layout, deal).faces
    geom = solver.geometry(layout.positions)
    board = solver.Board(geom, deals.group_ids(faces), geom.full)
    return solver.solve(board, max_nodes=max_nodes, time_limit=time_limit).winnable


class Estimate:
    """The running sample for one version of the layout."""

    def __init__(self, size: int = SAMPLE_DEALS, max_nodes: int = DEAL_NODES,
                 time_limit: float | None = DEAL_SECONDS, jobs: Jobs | None = None) -> None:
        self.size = size
        self.max_nodes = max_nodes
        self.time_limit = time_limit
        self.jobs = jobs or Jobs()
        self.positions: tuple[Position, ...] = ()
        self.won = self.lost = self.unknown = 0
        self.error: str | None = None
        self.active = False   # a sample is under way or finished (False: none, or cancelled)

    @property
    def done(self) -> int:
        return self.won + self.lost + self.unknown

    @property
    def running(self) -> bool:
        return self.active and self.done < self.size and self.error is None

    @property
    def finished(self) -> bool:
        return self.active and self.done == self.size

    @property
    def progress(self) -> float:
        return self.done / self.size if self.active and self.size else 0.0

    def start(self, positions: Sequence[Position]) -> None:
        """Sample the layout of ``positions`` afresh (the previous sample is dropped)."""
        self.cancel()
        self.positions = tuple(sorted(positions))
        self.active = True
        self._next()

    def cancel(self) -> None:
        self.jobs.cancel("deal")
        self.won = self.lost = self.unknown = 0
        self.error = None
        self.active = False

    def _next(self) -> None:
        if self.done < self.size:
            self.jobs.submit("deal", verdict, self.positions, self.done + 1, self.max_nodes,
                             self.time_limit)

    def poll(self) -> bool:
        """Collect a finished deal and start the next one; whether anything changed."""
        if not self.running:
            return False
        outcome = self.jobs.poll("deal")
        if outcome is None or not outcome.done:
            return False
        if outcome.error is not None:
            self.error = _("the solver failed: {error}").format(error=outcome.error)
            return True
        if outcome.result is True:
            self.won += 1
        elif outcome.result is False:
            self.lost += 1
        else:
            self.unknown += 1
        self._next()
        return True

    def headline(self) -> str:
        """The running figure, for the player."""
        if not self.active:
            return ""
        if self.error is not None:
            return _("No estimate: {reason}.").format(reason=self.error)
        if self.finished:
            if self.won + self.lost:
                return _("{won} of {total} sample deals winnable ({percent}%)").format(
                    won=self.won, total=self.size, percent=round(100 * self.won / self.size))
            return _("{won} of {total} sample deals winnable").format(won=self.won, total=self.size)
        return _("{won} of {total} sample deals winnable so far").format(won=self.won, total=self.size)

    def details(self) -> str:
        """The lost and the undecided, shown apart."""
        if not self.active or self.error is not None:
            return ""
        parts = [_("{count} lost").format(count=self.lost)]
        if self.unknown:
            parts.append(_("{count} unknown (the solver ran out of time)").format(count=self.unknown))
        if self.running:
            parts.append(_("deal {number} of {total} being solved").format(number=self.done + 1, total=self.size))
        return pgettext("list separator", ", ").join(parts)
