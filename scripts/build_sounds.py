"""Synthesise the sound effects into assets/sounds/*.wav (44.1 kHz, 16-bit, mono).

Usage: python scripts/build_sounds.py
Only the standard library: each effect is a sum of enveloped sine partials.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 44100
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def tone(freq: float, seconds: float, volume: float = 0.5, attack: float = 0.005, decay: float = 8.0,
         partials=((1, 1.0), (2, 0.3), (3, 0.12))) -> list[float]:
    """A struck tone: fast attack, exponential decay, a few harmonics."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-decay * t)
        out.append(volume * env * sum(a * math.sin(2 * math.pi * freq * k * t) for k, a in partials))
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Overlay (start seconds, samples) parts into one buffer."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    buf = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            buf[offset + i] += v
    return buf


def fade_out(samples: list[float], seconds: float = 0.02) -> list[float]:
    n = min(len(samples), int(RATE * seconds))
    for i in range(n):
        samples[-1 - i] *= i / n
    return samples


def effects() -> dict[str, list[float]]:
    click = [v + 0.25 * math.sin(i * 1.7) * math.exp(-i / 90) for i, v in
             enumerate(tone(1800, 0.06, 0.35, attack=0.001, decay=70, partials=((1, 1.0), (2.5, 0.4))))]
    buzz = tone(110, 0.28, 0.3, attack=0.01, decay=6, partials=tuple((k, 0.6 / k) for k in range(1, 9)))
    return {
        "select": click,
        "match": mix((0.0, tone(880, 0.35, 0.32)), (0.09, tone(1318.5, 0.45, 0.3))),
        "refuse": mix((0.0, buzz),
                      (0.12, tone(98, 0.2, 0.25, decay=10, partials=tuple((k, 0.6 / k) for k in range(1, 9))))),
        "win": mix(*[(0.11 * i, tone(f, 0.5, 0.26, decay=5)) for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))]),
    }


def write(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak) * 32767
    samples = fade_out(samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(v * scale)) for v in samples))


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, samples in effects().items():
        path = OUT / f"{name}.wav"
        write(path, samples)
        print(f"wrote {path} ({len(samples) / RATE:.2f} s, {path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
