"""Seeded random numbers that are the same on every machine and Python version.

SplitMix64 with our own unbiased bounded draws and Fisher-Yates shuffle, so deal N of
a game is the same board everywhere (``random.shuffle`` may change between versions).
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
MAX_DEAL = 2**32 - 1  # deal numbers run 0..MAX_DEAL: what a player can type, a save hold, a tool take


def stable_hash(text: str) -> int:
    """64-bit FNV-1a of a string: a seed component that never changes."""
    h = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 0x100000001B3) & _MASK
    return h


class Rng:
    """SplitMix64 generator."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            r = self.next_u64()
            if r < limit:
                return r % n

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def deal_rng(game_id: str, deal: int, stream: str = "deal") -> Rng:
    """The generator for one named stream of one deal of one game."""
    return Rng(stable_hash(f"{game_id}/{stream}") ^ (deal * 0x9E3779B97F4A7C15))


def new_deal_number(rng: Rng | None = None) -> int:
    """A fresh deal number for the player (1 .. 999,999,999)."""
    import os

    seed = int.from_bytes(os.urandom(8), "little") if rng is None else rng.next_u64()
    return 1 + seed % 999_999_999
