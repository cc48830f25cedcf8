"""Rate limits: a token bucket per connection (messages, chat lines) and a count of
failed join attempts per address in a sliding window. Time comes from the caller (the
event loop's clock), so tests drive it; ``Pacer``, the client side: a sender that keeps
within the server's rate. Pure Python, no pygame."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from typing import Any


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


class Pacer:
    """Keeps a sender within a server's message rate (a message past it is dropped
    unread): ``await wait()`` (or ``wait_blocking()`` in a thread) before each send.
    ``rate`` is the hello's ``messages_per_second``; the pace keeps ``margin`` of it on
    average, with the server's burst, so clock jitter never tips a message over."""

    def __init__(self, rate: float, now: float | None = None, margin: float = 0.8) -> None:
        self.bucket = Bucket(rate * margin, rate, time.monotonic() if now is None else now)

    @classmethod
    def from_hello(cls, hello: dict[str, Any]) -> Pacer:
        limits = hello.get("limits")
        rate = limits.get("messages_per_second", 10) if isinstance(limits, dict) else 10
        return cls(float(rate) if isinstance(rate, int | float) and rate > 0 else 10.0)

    def delay(self, now: float) -> float:
        """Spend a message now (0.0), or the seconds to wait before asking again."""
        return 0.0 if self.bucket.take(now) else 1 / self.bucket.rate

    async def wait(self) -> None:
        while (pause := self.delay(time.monotonic())) > 0:
            await asyncio.sleep(pause)

    def wait_blocking(self) -> None:
        while (pause := self.delay(time.monotonic())) > 0:
            time.sleep(pause)
