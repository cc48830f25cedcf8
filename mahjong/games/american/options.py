"""The Card Free table's preferences and the "Table options" dialog.

Preferences live in ``storage.game_settings("card-free-american")``: ``house_rules``
(list of 1-3), ``strength`` (the computer players, 1-3), ``skill`` (yours, 0-5),
``speed`` (slow / normal / fast / instant), ``auto_pass`` (let useless discards go),
``helper`` (the nearest-hands panel open) and ``sort`` ("suit" or "target").
House rules, strength and skill are read when a session starts; the others at once.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from mahjong.games.american.pieces import TableOptions
from mahjong.ui import theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.text import draw_wrapped
from mahjong.ui.widgets import Choice, Toggle

SPEEDS = {"slow": 1.6, "normal": 0.8, "fast": 0.35, "instant": 0.0}   # seconds a bot takes to discard
SPEED_LABELS = (("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast"), ("instant", "Instant"))
STRENGTH_LABELS = ((1, "Beginner"), (2, "Good"), (3, "Expert"))
HOUSE_RULES = ((1, "Skip the second Charleston"), (2, "Small set: 144 tiles (4 flowers, 4 jokers)"),
               (3, "Hands need a bonus, or jokerless, self-drawn, dragons"))
DEFAULTS: dict[str, Any] = {"house_rules": [], "strength": 2, "skill": 0, "speed": "normal", "auto_pass": True,
            "helper": True, "sort": "suit"}


def prefs(storage, game_id: str) -> dict:
    """The game's preference dict, with any missing or malformed value reset."""
    p = storage.game_settings(game_id)
    checks = {"house_rules": lambda v: isinstance(v, list) and set(v) <= {1, 2, 3},
              "strength": lambda v: v in (1, 2, 3), "skill": lambda v: v in range(6),
              "speed": lambda v: v in SPEEDS, "auto_pass": lambda v: isinstance(v, bool),
              "helper": lambda v: isinstance(v, bool), "sort": lambda v: v in ("suit", "target")}
    for key, ok in checks.items():
        if not ok(p.get(key)):
            p[key] = list(DEFAULTS[key]) if key == "house_rules" else DEFAULTS[key]
    return p


def table_options(p: dict) -> TableOptions:
    """Session options from the preferences: your skill at seat 0, bots play at level 0."""
    return TableOptions(frozenset(p["house_rules"]), (p["skill"], 0, 0, 0))


class TableOptionsDialog(ChoiceDialog):
    """House rules, opponents' strength, your skill level, the bots' speed and auto-pass.

    Every change is stored at once; ``on_start`` (the primary button) starts a new
    session with them.
    """

    WIDTH = 640

    def __init__(self, app, p: dict, on_start: Callable[[], None], in_progress: bool) -> None:
        self.p = p
        self.rows: list[tuple[str, Toggle | Choice]] = []
        for n, label in HOUSE_RULES:
            self.rows.append(("", Toggle(f"House rule {n}: {label}", n in p["house_rules"],
                                         partial(self._house, n), size=17)))
        self.rows += [
            ("Opponents", Choice(STRENGTH_LABELS, p["strength"], lambda v: self._set("strength", v), size=16)),
            ("Your skill level", Choice([(i, str(i)) for i in range(6)], p["skill"],
                                        lambda v: self._set("skill", v), size=16)),
            ("Opponents' speed", Choice(SPEED_LABELS, p["speed"], lambda v: self._set("speed", v), size=16)),
            ("", Toggle("Let discards I cannot use go by", p["auto_pass"],
                        lambda on: self._set("auto_pass", on), size=17)),
        ]
        text = "Rules, strength and skill apply from the next session; speed at once."
        if in_progress:
            text += " Starting a new session ends the one in progress."
        super().__init__(app, "Table options", text, [("New session", on_start), ("Close", None)],
                         default=0, cancel=None)
        self.focus.set_widgets([*(w for _, w in self.rows), *self.buttons])

    def _save(self) -> None:
        self.app.storage.save_settings()

    def _set(self, key: str, value) -> None:
        self.p[key] = value
        self._save()

    def _house(self, n: int, on: bool) -> None:
        rules = set(self.p["house_rules"]) - {n}
        self.p["house_rules"] = sorted(rules | ({n} if on else set()))
        self._save()

    def row_height(self) -> int:
        return theme.px(40, self.scale)

    def body_height(self, width: int) -> int:
        return super().body_height(width) + theme.px(10, self.scale) + len(self.rows) * self.row_height()

    def layout_body(self, rect: pygame.Rect) -> None:
        s = self.scale
        y = rect.bottom - len(self.rows) * self.row_height()
        label_w = theme.px(170, s)
        for label, widget in self.rows:
            h = self.row_height() - theme.px(8, s)
            widget.size = theme.px(16 if label else 17, s)
            if label:
                widget.rect = pygame.Rect(rect.x + label_w, y, rect.w - label_w, h)
            else:
                widget.rect = pygame.Rect(rect.x, y + theme.px(4, s), rect.w, h - theme.px(8, s))
            y += self.row_height()

    def handle_event(self, event) -> None:
        for _, widget in self.rows:
            if widget.handle_event(event):
                self.dirty = True
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.scale
        f = theme.font(theme.px(19, s))
        draw_wrapped(surface, self.text, pygame.Rect(self.body_rect.x, self.body_rect.y, self.body_rect.w,
                                                     f.get_linesize() * 3), theme.px(17, s), theme.INK_DIM)
        for label, widget in self.rows:
            if label:
                img = theme.text(label, theme.px(17, s), theme.INK)
                surface.blit(img, img.get_rect(midleft=(self.body_rect.x, widget.rect.centery)))
            widget.draw(surface)
