"""Tiny tweens: a value moving over time with easing, scaled by the animation-speed setting."""

from __future__ import annotations

from collections.abc import Callable

from mahjong.i18n import N_

# setting value -> multiplier on every duration ("off" makes animations instant)
SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
# Translators: animation speeds
SPEED_LABELS = (("off", N_("Off")), ("fast", N_("Fast")), ("normal", N_("Normal")), ("slow", N_("Slow")))


def speed_setting(settings: dict) -> str:
    """The animation speed the settings ask for: "off" under Reduce motion (slides,
    flights and flashes become instant changes), else the animation-speed choice."""
    if settings.get("reduce_motion"):
        return "off"
    return str(settings.get("animation_speed", "normal"))


def motion_reduced(settings: dict) -> bool:
    return bool(settings.get("reduce_motion"))


def duration(base: float, speed: str) -> float:
    """``base`` seconds scaled for the animation-speed setting."""
    return base * SPEEDS.get(speed, 1.0)


def linear(t: float) -> float:
    return t


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


class Tween:
    """``start`` to ``end`` over ``seconds``; advance with ``update(dt)``, read ``value``.

    A zero duration (animations off) is done at once and reads ``end``.
    """

    def __init__(self, start: float, end: float, seconds: float,
                 ease: Callable[[float], float] = ease_out) -> None:
        self.start, self.end, self.seconds, self.ease = start, end, seconds, ease
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.seconds

    @property
    def progress(self) -> float:
        return 1.0 if self.seconds <= 0 else min(1.0, self.t / self.seconds)

    @property
    def value(self) -> float:
        return lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> float:
        self.t = min(self.seconds, self.t + dt) if self.seconds > 0 else 0.0
        return self.value
