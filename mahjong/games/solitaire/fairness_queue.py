"""The chooser's fairness verdicts, found in the background one layout at a time. Pure
Python (``core.jobs``, no pygame).

``want`` lists the layouts whose verdicts are wanted; ``poll`` (the chooser's ``update``)
starts the first, collects a finished one into the cache and starts the next, never
blocking. A verdict
already in the cache is known at once, so the chooser is instant after the first time.
Jobs run in a worker process (``process=True``): a layout's sample takes 1 to 10 s of
solver time, which would otherwise hold the interpreter lock against the window.
"""

from __future__ import annotations

from collections.abc import Iterable

from mahjong.core.jobs import Jobs
from mahjong.games.solitaire import fairness
from mahjong.games.solitaire.layout import Layout

_KEY = "fairness"


class FairnessQueue:
    def __init__(self, cache: fairness.Cache, jobs: Jobs | None = None, process: bool = True) -> None:
        self.cache = cache
        self.jobs = jobs or Jobs()
        self.process = process
        self.waiting: list[Layout] = []
        self.running: Layout | None = None
        self.failed: set[str] = set()      # cache keys whose job raised (not tried again)

    def verdict(self, layout: Layout) -> fairness.Fairness | None:
        return self.cache.get(layout.positions)

    def pending(self, layout: Layout) -> bool:
        """Whether a verdict is on its way (queued or being found)."""
        return self.verdict(layout) is None and fairness.key(layout.positions) not in self.failed \
            and (layout is self.running or layout in self.waiting)

    def want(self, layouts: Iterable[Layout], first: Layout | None = None) -> None:
        """Queue every layout without a verdict (``first`` ahead of the others)."""
        queued = {fairness.key(lay.positions) for lay in self.waiting}
        if self.running is not None:
            queued.add(fairness.key(self.running.positions))
        for lay in layouts:
            k = fairness.key(lay.positions)
            if k not in queued and k not in self.failed and self.cache.get(lay.positions) is None:
                self.waiting.append(lay)
                queued.add(k)
        if first is not None and first in self.waiting:
            self.waiting.remove(first)
            self.waiting.insert(0, first)

    def _next(self) -> None:
        if self.running is not None or not self.waiting:
            return
        self.running = self.waiting.pop(0)
        self.jobs.submit(_KEY, fairness.measure, self.running.positions, process=self.process)

    def poll(self) -> bool:
        """Start a job, or collect a finished verdict and start the next; whether one came in."""
        if self.running is None:
            self._next()
            return False
        outcome = self.jobs.poll(_KEY)
        if outcome is not None and not outcome.done:
            return False
        layout, self.running = self.running, None
        if outcome is None or outcome.error is not None or not isinstance(outcome.result, fairness.Fairness):
            self.failed.add(fairness.key(layout.positions))
        else:
            self.cache.put(layout.positions, outcome.result)
        self._next()
        return True

    def close(self) -> None:
        self.jobs.close()
        self.waiting.clear()
        self.running = None
