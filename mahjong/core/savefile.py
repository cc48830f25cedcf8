"""A saved game as an envelope with one part per owner (pure Python, no pygame):

    {"schema": 2,
     "chrome": {"elapsed": 42.5, "hints": 2, "undos": 1, "demo": true},   # the game chrome's
     "engine": {"game": ..., "deal": ..., "options": ..., "moves": [...]}, # Engine.to_record()
     "scene":  {...}}                                                       # the family's extras

Saves written before the envelope (schema 1) were one flat record holding all three: the
engine's keys, the chrome's ``elapsed``, ``hints``, ``undos`` and ``demo``, and a family's
extras (Foundation's ``solver`` line, Card Free's ``strengths``). ``split`` reads both, so
every save a player already has still loads; a high-score row's ``start`` record is a
flat engine record with no moves and loads the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from mahjong.core.cleaning import MAX_SECONDS
from mahjong.core.errors import MAX_COUNT, BadRecord, need_int, shown
from mahjong.i18n import _

SCHEMA = 2
CHROME_KEYS = ("elapsed", "hints", "undos", "demo", "daily")


@dataclass(frozen=True)
class Chrome:
    """The game chrome's part: the clock (seconds), the hint and undo counts, whether
    the Demo has played in the game, and the day a deal of the day is of (its text, as
    saved: core.daily checks it against the deal)."""

    elapsed: float = 0.0
    hints: int = 0
    undos: int = 0
    demo: bool = False
    daily: Any = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"elapsed": round(self.elapsed, 2), "hints": self.hints, "undos": self.undos}
        if self.demo:
            out["demo"] = True
        if self.daily is not None:
            out["daily"] = self.daily
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Chrome:
        """BadRecord when a value is not one the game could have saved."""
        return cls(check_clock(data.get("elapsed", 0.0)),
                   need_int(data.get("hints", 0), _("the hint count"), 0, MAX_COUNT),
                   need_int(data.get("undos", 0), _("the undo count"), 0, MAX_COUNT),
                   data.get("demo") is True, data.get("daily"))


@dataclass(frozen=True)
class Saved:
    """A save split by owner."""

    chrome: Chrome
    engine: dict[str, Any]
    scene: dict[str, Any] = field(default_factory=dict)


def check_clock(value: Any) -> float:
    """A saved game clock as seconds: a finite number from 0 to a year; BadRecord otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise BadRecord(_("the clock is not a number ({value})").format(value=shown(value)))
    if isinstance(value, float) and not math.isfinite(value):
        raise BadRecord(_("the clock is not a finite number ({value})").format(value=value))
    if value < 0:
        raise BadRecord(_("the clock is negative ({value} s)").format(value=shown(value)))
    if value > MAX_SECONDS:
        raise BadRecord(_("the clock shows more than a year ({value} s)").format(value=shown(value)))
    return float(value)


def split(record: Any) -> Saved:
    """The parts of a save: an envelope's, or an older flat record's (its chrome keys
    taken out; the rest is the engine's record, and also where a family finds its old
    extras). BadRecord for anything else."""
    if not isinstance(record, dict):
        raise BadRecord(_("a saved game must be an object, not {value}").format(value=shown(record)))
    if "schema" not in record:
        engine = {k: v for k, v in record.items() if k not in CHROME_KEYS}
        return Saved(Chrome.from_dict(record), engine, engine)
    if record["schema"] != SCHEMA:
        raise BadRecord(_("this save has a format this version does not know ({value})").format(
            value=shown(record["schema"])))
    parts = {}
    for name in ("chrome", "engine", "scene"):
        part = record.get(name, {})
        if not isinstance(part, dict):
            # Translators: {part} is the name of a part of the save file (chrome, engine or scene), as stored
            raise BadRecord(_("the save's {part} part is not an object ({value})").format(part=name, value=shown(part)))
        parts[name] = part
    return Saved(Chrome.from_dict(parts["chrome"]), parts["engine"], parts["scene"])


def envelope(chrome: Chrome, engine: dict[str, Any], scene: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save of a game: one part per owner."""
    return {"schema": SCHEMA, "chrome": chrome.to_dict(), "engine": engine, "scene": scene or {}}
