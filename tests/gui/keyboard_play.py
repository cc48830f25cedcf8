"""Playing a game scene by posted key events alone (no mouse event is ever posted):
the cursor is walked to a target along the arrows' own map, then Enter is pressed."""

from __future__ import annotations

import pygame

from mahjong.ui import arrows
from mahjong.ui.cursor import KEY_DIRECTIONS

ARROW_KEYS = {index: key for key, index in KEY_DIRECTIONS.items()}


def key(app, code, mod=0, unicode="", dt=0.0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0))
    app.pump(dt)


def _centre(target):
    x, y, w, h = target.rect
    return (x + w / 2, y + h / 2)


def walk_to(app, scene, wanted) -> None:
    """Move the cursor onto the target keyed ``wanted`` with Tab and the arrow keys,
    finding the way with the same arrow map the cursor uses."""
    if not scene.cursor.visible:
        key(app, pygame.K_TAB if scene.cursor_target() is None else pygame.K_RIGHT)
    targets = scene.all_targets()
    region = next(t.region for t in targets if t.key == wanted)
    for _ in range(3):
        if scene.cursor.region == region:
            break
        key(app, pygame.K_TAB)
    here = [t for t in scene.all_targets() if t.region == region]
    moves = arrows.arrow_map([_centre(t) for t in here])
    start = next(i for i, t in enumerate(here) if t.key == scene.cursor_target().key)
    goal = next(i for i, t in enumerate(here) if t.key == wanted)
    path = {start: []}
    todo = [start]
    while todo and goal not in path:
        i = todo.pop(0)
        for direction, j in enumerate(moves[i]):
            if j is not None and j not in path:
                path[j] = path[i] + [direction]
                todo.append(j)
    assert goal in path, f"{wanted} cannot be reached by arrows"
    for direction in path[goal]:
        key(app, ARROW_KEYS[direction])
    assert scene.cursor_target().key == wanted


def choose(app, scene, wanted) -> None:
    """Walk to ``wanted`` and press Enter."""
    walk_to(app, scene, wanted)
    key(app, pygame.K_RETURN)
