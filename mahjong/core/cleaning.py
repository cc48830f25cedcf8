"""Field-by-field cleaning of what was read from settings, statistics and high-score files.

A file that parses is never set aside for one bad field: each field that has the wrong
type or is out of range (NaN and Infinity included) falls back to its default alone, so
one hand-edited value costs that value and nothing else. Pure Python: no pygame.
"""

from __future__ import annotations

import copy
import json
import math
from typing import Any

from mahjong.core import names
from mahjong.core.options import Option, Schema, by_key, per_game, shared_options

MAX_TEXT = 40             # a player's name, a layout name: longer text is cut
MAX_WINDOW = (7680, 4320)  # pixels: an 8K screen (a bigger window would cost gigabytes)
MAX_COUNT = 10**9         # games played, streaks: far beyond a lifetime of play
MAX_SECONDS = 365 * 24 * 3600  # a recorded time or a saved clock: a year (beyond it, not the game's)
MAX_SCORE = 10**12

SPEEDS = ("off", "fast", "normal", "slow")



def is_number(value: Any) -> bool:
    """An int or a finite float, never a bool."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return isinstance(value, float) and math.isfinite(value)


def count(value: Any, default: int = 0, top: int = MAX_COUNT) -> int:
    """A non-negative whole number up to ``top`` (a float like 3.0 is taken as 3)."""
    if is_number(value) and float(value).is_integer() and 0 <= value <= top:
        return int(value)
    return default


def seconds(value: Any) -> float | None:
    """A finite, non-negative time in seconds, or None."""
    if is_number(value) and 0 <= value <= MAX_SECONDS:
        return float(value)
    return None


def score(value: Any) -> int | float | None:
    """A finite score of sane size, or None."""
    return value if is_number(value) and abs(value) <= MAX_SCORE else None


def text(value: Any, default: str = "") -> str:
    """A short string as ``core.names`` allows (control and zero-width characters
    dropped), cut at MAX_TEXT characters and names.NAME_BYTES bytes."""
    if not isinstance(value, str):
        return default
    return names.cut_bytes(names.clean(value, names.NAME_BYTES)[:MAX_TEXT], names.NAME_BYTES).rstrip()


def plain(value: Any, depth: int = 0) -> bool:
    """Plain JSON of little depth with only finite numbers (what an unknown key may hold)."""
    if value is None or isinstance(value, (bool, str)):
        return True
    if isinstance(value, (int, float)):
        return is_number(value)
    if depth >= 8:
        return False
    if isinstance(value, list):
        return all(plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v, depth + 1) for k, v in value.items())
    return False


# --- settings --------------------------------------------------------------------------
def window_size(value: Any, default: list[int]) -> list[int]:
    if (isinstance(value, list) and len(value) == 2
            and all(is_number(v) and 1 <= v <= top for v, top in zip(value, MAX_WINDOW))):
        return [int(value[0]), int(value[1])]
    return list(default)


def game_options(value: Any, declared: tuple[Option, ...] = ()) -> dict[str, Any]:
    """One game's options: a dict whose ``declared`` keys hold a value their declaration
    allows or are dropped; other keys are kept while they are plain JSON."""
    if not isinstance(value, dict):
        return {}
    rules = by_key(declared)
    kept: dict[str, Any] = {}
    for key, option in value.items():
        if not isinstance(key, str) or not plain(option):
            continue
        rule = rules.get(key)
        if rule is None:
            kept[key] = option
        elif rule.accepts(option):
            kept[key] = rule.clean(option)
    return kept


def games_options(value: Any, schema: Schema) -> dict[str, dict[str, Any]]:
    """The "games" part of the settings: each game's options cleaned by its declarations."""
    if not isinstance(value, dict):
        return {}
    return {g: game_options(v, per_game(schema.get(g, ()))) for g, v in value.items() if isinstance(g, str)}


def settings(stored: Any, defaults: dict[str, Any], schema: Schema | None = None) -> dict[str, Any]:
    """Settings from a stored dict: each known key checked, unknown plain keys kept; the
    games' options checked by ``schema`` (their families' declarations), the app-wide
    options it declares defaulted and checked like the rest."""
    shared = shared_options(schema or {})
    result = copy.deepcopy(defaults)
    result.update({key: copy.deepcopy(o.default) for key, o in shared.items() if key not in defaults})
    if not isinstance(stored, dict):
        return result
    for key, value in stored.items():
        if not isinstance(key, str):
            continue
        if key in shared and key not in defaults:
            if plain(value) and shared[key].accepts(value):
                result[key] = shared[key].clean(value)
        elif key not in defaults:
            if plain(value):
                result[key] = value
        elif key == "window_size":
            result[key] = window_size(value, defaults[key])
        elif key == "games":
            if isinstance(value, dict):
                result[key] = games_options(value, schema or {})
        elif key == "text_size":
            if type(value) is int and value in (100, 125, 150):
                result[key] = value
        elif key == "animation_speed":
            if value in SPEEDS:
                result[key] = value
        elif key in ("player_name", "table_colour", "language"):
            if isinstance(value, str):
                result[key] = text(value, defaults[key])
        elif isinstance(defaults[key], bool):
            if isinstance(value, bool):
                result[key] = value
        elif plain(value) and isinstance(value, type(defaults[key])):
            result[key] = value
    return result


# --- statistics ------------------------------------------------------------------------
def recent_entry(value: Any) -> dict[str, Any] | None:
    if not isinstance(value, dict) or not isinstance(value.get("won"), bool):
        return None
    return {"won": value["won"], "score": score(value.get("score")), "seconds": seconds(value.get("seconds"))}


def statistics(stored: Any, empty: dict[str, Any], recent_n: int) -> dict[str, Any]:
    """One game's statistics: counts whole and non-negative, wins within games played,
    times and scores finite; a bad field is reset alone."""
    result = copy.deepcopy(empty)
    if not isinstance(stored, dict):
        return result
    played = result["played"] = count(stored.get("played"))
    won = result["won"] = min(count(stored.get("won")), played)
    result["best_streak"] = min(count(stored.get("best_streak")), won)
    result["current_streak"] = min(count(stored.get("current_streak")), result["best_streak"])
    result["best_score"] = score(stored.get("best_score"))
    result["best_time"] = seconds(stored.get("best_time"))
    recent = stored.get("recent")
    if isinstance(recent, list):
        entries = [recent_entry(e) for e in recent[-recent_n:]]
        result["recent"] = [e for e in entries if e is not None]
    return result


# --- high scores -----------------------------------------------------------------------
def score_entry(value: Any) -> dict[str, Any] | None:
    """A high-score row with sane fields, or None when it is not a row at all. Extra
    columns (hints, undos, deal, layout...) must be short scalars."""
    if not isinstance(value, dict):
        return None
    entry: dict[str, Any] = {"name": text(value.get("name")), "score": score(value.get("score")),
                             "seconds": seconds(value.get("seconds")), "date": text(value.get("date"))}
    if entry["score"] is None and entry["seconds"] is None:
        return None  # nothing to rank it by
    start = value.get("start")
    if isinstance(start, dict) and fits_start(start):
        entry["start"] = copy.deepcopy(start)
    for key, extra in value.items():
        if not isinstance(key, str) or key in entry or len(key) > MAX_TEXT:
            continue
        if isinstance(extra, str):
            entry[key] = text(extra)
        elif extra is None or isinstance(extra, bool) or is_number(extra):
            entry[key] = extra
    return entry


MAX_START = 4000   # characters of JSON a high-score row's deal record may take


def fits_start(value: dict[str, Any]) -> bool:
    """Whether a row's deal record (played again from the table; the rules check it then)
    is small, shallow and finite enough to keep."""
    if nesting_depth(value) > 4 or not finite_everywhere(value):
        return False
    try:
        return len(json.dumps(value)) <= MAX_START
    except (TypeError, ValueError):
        return False


def score_table(value: Any, top_n: int) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        return []
    entries = [score_entry(e) for e in value]
    return [e for e in entries if e is not None][:top_n]


def nesting_depth(value: Any) -> int:
    """How deeply lists and dicts nest in ``value`` (iterative: no recursion limit)."""
    deepest = 0
    todo = [(value, 0)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth + 1)
            todo.extend((v, depth + 1) for v in item)
    return deepest


def finite_everywhere(value: Any) -> bool:
    """Whether every number in ``value`` is finite (iterative)."""
    todo = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, float) and not math.isfinite(item):
            return False
        if isinstance(item, dict):
            todo.extend(item.values())
        elif isinstance(item, list):
            todo.extend(item)
    return True
