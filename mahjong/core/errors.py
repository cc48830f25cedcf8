"""Errors shared by every rules engine, and the checks a record's fields go through."""

from __future__ import annotations

from typing import Any

MAX_COUNT = 1_000_000  # hints or undos: more than a million is not a game anyone played


class IllegalMove(ValueError):
    """A move that the rules do not allow in the current position."""


class BadRecord(ValueError):
    """A saved game or move list that cannot be replayed."""


def shown(value: Any, limit: int = 40) -> str:
    """``value`` quoted for a one-line message: a text longer than ``limit`` is cut and
    says how long it was; any other value's form is cut at ``limit``."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}... ({len(value):,} characters)"
    try:
        text = repr(value)
    except ValueError:  # an integer too long to write out
        return "a number of more than 4,000 digits"
    return text if len(text) <= limit else text[:limit - 3] + "..."


def need_int(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """``value`` if it is a whole number (not a bool, not a float) from ``low`` to
    ``high``; BadRecord naming ``what`` otherwise."""
    if type(value) is not int:
        raise BadRecord(f"{what} is not a whole number ({shown(value)})")
    if value < low:
        raise BadRecord(f"{what} is negative ({value})" if low == 0 else f"{what} is below {low} ({value})")
    if high is not None and value > high:
        raise BadRecord(f"{what} is too large ({shown(value)}; at most {high:,})")
    return value


def need_type(value: Any, kind: type, what: str) -> Any:
    """``value`` if it is a ``kind`` (a bool is not an int); BadRecord otherwise."""
    names = {dict: "an object", list: "a list", str: "a text", bool: "true or false"}
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadRecord(f"{what} must be {names.get(kind, kind.__name__)}, not {shown(value)}")
    return value


def need_texts(value: Any, what: str) -> list[str]:
    """``value`` if it is a list of texts (a move list); BadRecord otherwise."""
    texts: list[str] = need_type(value, list, what)
    for i, item in enumerate(texts, 1):
        if not isinstance(item, str):
            raise BadRecord(f"{what}: item {i} is not a text ({shown(item)})")
    return texts


def need_keys(value: Any, allowed: set[str], what: str) -> dict[str, Any]:
    """``value`` if it is an object holding only ``allowed`` keys; BadRecord otherwise."""
    obj: dict[str, Any] = need_type(value, dict, what)
    unknown = sorted(str(k) for k in set(obj) - allowed)
    if unknown:
        raise BadRecord(f"{what} has unknown entries: {', '.join(unknown)}")
    return obj
