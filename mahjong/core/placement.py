"""Where the window opens (pure Python): a size that fits the screen's usable area, and
the size, position and maximised state of the last session restored where they still fit.

SDL tells the desktop's size but not the room its panels and the window's title bar
take, so ``MARGIN`` is kept free around the window. Displays are taken as SDL numbers
them, side by side from the left (the usual arrangement); a saved position that would
put any part of the window off every display is dropped, and the window manager
places the window instead.
"""

from __future__ import annotations

from typing import Any, NamedTuple

MARGIN = (32, 96)   # width and height kept free for panels, docks and the title bar


class Placement(NamedTuple):   # not a dataclass: read before the window opens, and quicker to make
    size: tuple[int, int]
    position: tuple[int, int] | None   # None: the window manager chooses
    maximised: bool


def _pair(value: Any) -> tuple[int, int] | None:
    if (isinstance(value, (list, tuple)) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and abs(v) < 100_000 for v in value)):
        return int(value[0]), int(value[1])
    return None


def usable(desktop: tuple[int, int]) -> tuple[int, int]:
    """The room a window has on a desktop of this size, panels and title bar allowed for."""
    return max(1, desktop[0] - MARGIN[0]), max(1, desktop[1] - MARGIN[1])


def opening(settings: dict[str, Any], desktops: list[tuple[int, int]], default: tuple[int, int],
            minimum: tuple[int, int]) -> Placement:
    """The window's size, position and state for this session (``desktops``: SDL's
    desktop sizes, the first being where the window opens)."""
    saved = _pair(settings.get("window_size")) or default
    screens = [d for d in (_pair(d) for d in desktops) if d and d[0] > 0 and d[1] > 0]
    if not screens:
        return Placement((max(minimum[0], saved[0]), max(minimum[1], saved[1])), None, False)
    room = usable(screens[0])
    size = (max(minimum[0], min(saved[0], room[0])), max(minimum[1], min(saved[1], room[1])))
    position = _pair(settings.get("window_position"))
    if position is not None and not _on_a_screen(position, size, screens):
        position = None
    return Placement(size, position, settings.get("window_maximised") is True)


def _on_a_screen(position: tuple[int, int], size: tuple[int, int], screens: list[tuple[int, int]]) -> bool:
    x, y = position
    left = 0
    for w, h in screens:
        if left <= x and x + size[0] <= left + w and 0 <= y and y + size[1] <= h:
            return True
        left += w
    return False
