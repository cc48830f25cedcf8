"""Errors shared by every rules engine, and the checks a record's fields go through."""

from __future__ import annotations

from typing import Any

from mahjong.i18n import N_, _, format_number

MAX_COUNT = 1_000_000  # hints or undos: more than a million is not a game anyone played


class IllegalMove(ValueError):
    """A move that the rules do not allow in the current position."""


class BadRecord(ValueError):
    """A saved game or move list that cannot be replayed."""


def shown(value: Any, limit: int = 40) -> str:
    """``value`` quoted for a one-line message: a text longer than ``limit`` is cut and
    says how long it was; any other value's form is cut at ``limit``."""
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}... ({format_number(len(value))} characters)"
    try:
        text = repr(value)
    except ValueError:  # an integer too long to write out
        return _("a number of more than 4,000 digits")
    return text if len(text) <= limit else text[:limit - 3] + "..."


def need_int(value: Any, what: str, low: int = 0, high: int | None = None) -> int:
    """``value`` if it is a whole number (not a bool, not a float) from ``low`` to
    ``high``; BadRecord naming ``what`` otherwise."""
    if type(value) is not int:
        raise BadRecord(_("{what} is not a whole number ({value})").format(what=what, value=shown(value)))
    if value < low:
        raise BadRecord(_("{what} is negative ({value})").format(what=what, value=value) if low == 0 else
                        _("{what} is below {low} ({value})").format(what=what, low=low, value=value))
    if high is not None and value > high:
        raise BadRecord(_("{what} is too large ({value}; at most {high})").format(
            what=what, value=shown(value), high=format_number(high)))
    return value


def need_type(value: Any, kind: type, what: str) -> Any:
    """``value`` if it is a ``kind`` (a bool is not an int); BadRecord otherwise."""
    names = {dict: N_("an object"), list: N_("a list"), str: N_("a text"), bool: N_("true or false")}
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        kind_name = _(names[kind]) if kind in names else kind.__name__
        raise BadRecord(_("{what} must be {kind}, not {value}").format(what=what, kind=kind_name, value=shown(value)))
    return value


def need_texts(value: Any, what: str) -> list[str]:
    """``value`` if it is a list of texts (a move list); BadRecord otherwise."""
    texts: list[str] = need_type(value, list, what)
    for i, item in enumerate(texts, 1):
        if not isinstance(item, str):
            raise BadRecord(_("{what}: item {number} is not a text ({value})").format(
                what=what, number=i, value=shown(item)))
    return texts


def need_keys(value: Any, allowed: set[str], what: str) -> dict[str, Any]:
    """``value`` if it is an object holding only ``allowed`` keys; BadRecord otherwise."""
    obj: dict[str, Any] = need_type(value, dict, what)
    unknown = sorted(str(k) for k in set(obj) - allowed)
    if unknown:
        raise BadRecord(_("{what} has unknown entries: {entries}").format(what=what, entries=", ".join(unknown)))
    return obj
