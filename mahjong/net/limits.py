"""Rate limits: a token bucket per connection (messages, chat lines) and a count of
failed join attempts per address in a sliding window. Time comes from the caller (the
event loop's clock), so tests drive it. Pure Python, no pygame."""

from __future__ import annotations

from collections import deque


class Bucket:
    """``rate`` events a second on average, bursts of up to ``burst``."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.level, self.when = burst, now

    def take(self, now: float) -> bool:
        """Spend one event; False (nothing spent) when the bucket is empty."""
        self.level = min(self.burst, self.level + (now - self.when) * self.rate)
        self.when = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Attempts:
    """At most ``limit`` failures per address in any ``window`` seconds."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit, self.window = limit, window
        self._failures: dict[str, deque[float]] = {}

    def _recent(self, address: str, now: float) -> deque[float]:
        times = self._failures.setdefault(address, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        return times

    def blocked(self, address: str, now: float) -> bool:
        blocked = len(self._recent(address, now)) >= self.limit
        if not self._failures[address]:
            del self._failures[address]
        return blocked

    def failed(self, address: str, now: float) -> None:
        self._recent(address, now).append(now)
