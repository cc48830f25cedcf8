"""Per-game options as a family declares them: ``Option(key, type, default, allowed)``
in its registry row (``GameInfo.options``). Core names no option of its own: storage and
cleaning are handed the declarations (``Schema``: game id -> options) and check each
stored value against its game's declaration. An option no game declares is kept as long
as it is plain JSON (the game that reads it checks it).

A ``shared`` option is one setting for the whole app (a switch on the Options screen,
such as the foundation games' auto-play): kept at the top of the settings, not under one
game; every game that declares it must declare it alike. Pure Python: no pygame."""

from __future__ import annotations

import builtins
from collections.abc import Mapping
from typing import Any

MAX_OPTION_TEXT = 160     # a text option (a layout name, a speed) longer than this is dropped


class Option:
    """One option of a game: ``key`` in its settings, the JSON ``type`` it holds (bool,
    int, str or list), its ``default`` (None: the game decides when it is missing) and,
    for text, the only values ``allowed`` (empty: any short text); ``shared``: an app-wide
    setting rather than one game's (see the module docstring). Frozen, compared and hashed
    by its fields, like a frozen dataclass; a plain class because storage reads the
    options before the window opens, and a dataclass's making is slow at start."""

    __slots__ = ("key", "type", "default", "allowed", "shared")
    key: str
    type: type
    default: Any
    allowed: tuple[str, ...]
    shared: bool

    def __init__(self, key: str, type: builtins.type, default: Any = None, allowed: tuple[str, ...] = (),
                 shared: bool = False) -> None:
        for name, value in zip(self.__slots__, (key, type, default, allowed, shared), strict=True):
            object.__setattr__(self, name, value)
        self._check()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Option is not changed once made ({name})")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Option is not changed once made ({name})")

    def _fields(self) -> tuple[Any, ...]:
        return self.key, self.type, self.default, self.allowed, self.shared

    def __eq__(self, other: object) -> bool:
        return self._fields() == other._fields() if isinstance(other, Option) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (f"Option(key={self.key!r}, type={self.type!r}, default={self.default!r}, "
                f"allowed={self.allowed!r}, shared={self.shared!r})")

    def _check(self) -> None:
        if self.type not in (bool, int, str, list):
            raise ValueError(f"option {self.key!r}: type must be bool, int, str or list, not {self.type!r}")
        if self.allowed and self.type is not str:
            raise ValueError(f"option {self.key!r}: only a text option lists allowed values")
        if self.shared and self.default is None:
            raise ValueError(f"option {self.key!r}: a shared option needs a default")
        if self.default is not None and not self.accepts(self.default):
            raise ValueError(f"option {self.key!r}: its default {self.default!r} is not a value it allows")

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` is one this option may hold (an int-valued float counts as int)."""
        if self.type is bool:
            return isinstance(value, bool)
        if self.type is int:
            return (isinstance(value, (int, float)) and not isinstance(value, bool)
                    and float(value).is_integer())
        if self.type is str:
            if not isinstance(value, str):
                return False
            return value in self.allowed if self.allowed else len(value) <= MAX_OPTION_TEXT
        return isinstance(value, list)

    def clean(self, value: Any) -> Any:
        """``value`` as stored (3.0 becomes 3); call only when ``accepts(value)``."""
        return int(value) if self.type is int else value


Schema = Mapping[str, tuple[Option, ...]]   # game id -> the options its family declares


def by_key(options: tuple[Option, ...]) -> dict[str, Option]:
    """One game's declarations by key; a key declared twice is a mistake in the row."""
    found: dict[str, Option] = {}
    for option in options:
        if option.key in found:
            raise ValueError(f"option {option.key!r} declared twice")
        found[option.key] = option
    return found


def per_game(options: tuple[Option, ...]) -> tuple[Option, ...]:
    """The options kept under the game's own entry (the shared ones are not)."""
    return tuple(o for o in options if not o.shared)


def shared_options(schema: Schema) -> dict[str, Option]:
    """The app-wide options the games declare, by key; two games declaring one key
    differently is a mistake in their rows."""
    found: dict[str, Option] = {}
    for options in schema.values():
        for option in options:
            if option.shared:
                if found.setdefault(option.key, option) != option:
                    raise ValueError(f"shared option {option.key!r} declared differently by two games")
    return found
