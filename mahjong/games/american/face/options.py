"""The Card Free table's preferences and the "Table options" dialog.

Preferences live in ``storage.game_settings("card-free-american")``: ``house_rules``
(list of 1-3), ``strengths`` (Ruth's, Mei's and Sam's strength, each 1-3),
``bot_skills`` (their skill levels, each 0-5), ``skill`` (yours, 0-5), ``speed``
(slow / normal / fast / instant), ``claims`` (which calls the table asks you about:
"all", "fit" for those that bring one of your hands closer, "mj" for Mah Jongg only),
``helper`` (the side panel shows your nearest hands, not the move log) and ``sort``
("suit" or "target"). House rules, strengths and skill levels are read when a session
starts; the others at once.

Each field is checked on its own when read, a list item by item: a bad value falls back
to its default and nothing else is lost. Preferences saved before the per-seat settings
(one ``strength`` for all three) give each computer player that strength; the old
``auto_pass`` toggle becomes ``claims``: on (the old default) "fit", off "all".
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from mahjong.core.errors import BadRecord, need_int, need_type
from mahjong.games.american.bots import ai
from mahjong.games.american.pieces import SEAT_NAMES, TableOptions
from mahjong.i18n import N_, _
from mahjong.ui import theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.text import draw_wrapped, wrap
from mahjong.ui.widgets import Choice, Toggle

SPEEDS = {"slow": 1.6, "normal": 0.8, "fast": 0.35, "instant": 0.0}   # seconds a bot takes to discard
CLAIM_LABELS = (("all", N_("All calls")), ("fit", N_("Fit my hands")), ("mj", N_("Mah Jongg only")))   # calls that ...
SPEED_LABELS = (("slow", N_("Slow")), ("normal", N_("Normal")), ("fast", N_("Fast")), ("instant", N_("Instant")))
HOUSE_RULES = ((1, N_("Skip the second Charleston")), (2, N_("Small set: 144 tiles (4 flowers, 4 jokers)")),
               (3, N_("Hands need a bonus, or jokerless, self-drawn, dragons")))
BOTS = (1, 2, 3)        # the computer players' seats
DEFAULT_STRENGTH = 2
DEFAULTS: dict[str, Any] = {"house_rules": [], "strengths": [DEFAULT_STRENGTH] * 3, "bot_skills": [0, 0, 0],
                            "skill": 0, "speed": "normal", "claims": "fit", "helper": True, "sort": "suit"}


def strength_labels() -> list[tuple[int, str]]:
    return [(n, _(ai.NAMES[n]) if n in ai.NAMES else str(n)) for n in ai.STRENGTHS]


def strength_lines() -> list[str]:
    """One line on what each strength does ('Expert: simulates ...')."""
    # Translators: a strength and what it does, e.g. "Expert: Simulates the draws ...".
    return [_("{strength}: {description}").format(strength=_(ai.NAMES[n]) if n in ai.NAMES else str(n),
                                                  description=_(ai.DESCRIPTIONS[n]) if n in ai.DESCRIPTIONS else "")
            for n in ai.STRENGTHS]


def _strength(v: Any) -> bool:
    return type(v) is int and v in ai.STRENGTHS


def _skill(v: Any) -> bool:
    return type(v) is int and 0 <= v <= 5


def _per_seat(value: Any, ok: Callable[[Any], bool], default: int) -> list[int]:
    """Three per-seat values, each checked alone (a bad one is ``default``)."""
    items = value if isinstance(value, list) and len(value) == 3 else [default] * 3
    return [v if ok(v) else default for v in items]


def prefs(storage, game_id: str) -> dict:
    """The game's preference dict, with any missing or malformed value reset (see the
    module docstring)."""
    p = storage.game_settings(game_id)
    old = p.pop("strength", None)           # the one strength of older preferences
    if "strengths" not in p and _strength(old):
        p["strengths"] = [old] * 3
    auto_pass = p.pop("auto_pass", None)    # the toggle the ``claims`` choice replaced
    if "claims" not in p and isinstance(auto_pass, bool):
        p["claims"] = "fit" if auto_pass else "all"
    p["strengths"] = _per_seat(p.get("strengths"), _strength, DEFAULT_STRENGTH)
    p["bot_skills"] = _per_seat(p.get("bot_skills"), _skill, 0)
    checks = {"house_rules": lambda v: isinstance(v, list) and all(type(n) is int for n in v) and set(v) <= {1, 2, 3},
              "skill": _skill, "speed": lambda v: v in SPEEDS, "claims": lambda v: v in dict(CLAIM_LABELS),
              "helper": lambda v: isinstance(v, bool), "sort": lambda v: v in ("suit", "target")}
    for key, ok in checks.items():
        if not ok(p.get(key)):
            p[key] = list(DEFAULTS[key]) if key == "house_rules" else DEFAULTS[key]
    p["house_rules"] = sorted(set(p["house_rules"]))
    return p


def table_options(p: dict) -> TableOptions:
    """Session options from the preferences: your skill at seat 0, the bots' at 1-3."""
    return TableOptions(frozenset(p["house_rules"]), (p["skill"], *p["bot_skills"]))


def record_strengths(record: dict, default: list[int]) -> tuple[int, int, int]:
    """The computer players' strengths a saved session names: ``strengths`` (one per
    seat), or the one ``strength`` of older saves for all three; BadRecord if bad."""
    low, high = min(ai.STRENGTHS), max(ai.STRENGTHS)
    if "strengths" in record:
        found = need_type(record["strengths"], list, "the opponents' strengths")
        if len(found) != 3:
            raise BadRecord(_("the opponents' strengths must name three seats"))
        a, b, c = (need_int(v, "an opponent's strength", low, high) for v in found)
        return a, b, c
    one = need_int(record.get("strength", default[0]), "the opponents' strength", low, high)
    return (one, one, one) if "strength" in record else (default[0], default[1], default[2])


class TableOptionsDialog(ChoiceDialog):
    """House rules, each opponent's strength and skill level, your skill level, the bots'
    speed and the calls offered you, with a line on what each strength does.

    Every change is stored at once; ``on_start`` (the primary button) starts a new
    session with them.
    """

    WIDTH = 660

    def __init__(self, app, p: dict, on_start: Callable[[], None], in_progress: bool) -> None:
        self.p = p
        self.rows: list[tuple[str, list[Toggle | Choice]]] = []
        for n, label in HOUSE_RULES:
            rule = _("House rule {number}: {rule}").format(number=n, rule=_(label))
            self.rows.append(("", [Toggle(rule, n in p["house_rules"], partial(self._house, n), size=17)]))
        levels = [(i, str(i)) for i in range(6)]
        for k, seat in enumerate(BOTS):
            self.rows.append((_(SEAT_NAMES[seat]), [
                Choice(strength_labels(), p["strengths"][k], partial(self._per_seat, "strengths", k), size=16),
                Choice(levels, p["bot_skills"][k], partial(self._per_seat, "bot_skills", k), size=16)]))
        self.rows += [
            (_("Your skill level"), [Choice(levels, p["skill"], lambda v: self._set("skill", v), size=16)]),
            (_("Opponents' speed"), [Choice([(k, _(v)) for k, v in SPEED_LABELS], p["speed"],
                                            lambda v: self._set("speed", v), size=16)]),
            (_("Calls offered"), [Choice([(k, _(v)) for k, v in CLAIM_LABELS], p["claims"],
                                         lambda v: self._set("claims", v), size=16)]),
        ]
        text = _("Each opponent has a strength and a skill level (0-5: the restrictions of the Card, "
                 "as yours). Rules, strengths and skill levels apply from the next session; speed at once.")
        if in_progress:
            text = _("Each opponent has a strength and a skill level (0-5: the restrictions of the Card, "
                     "as yours). Rules, strengths and skill levels apply from the next session; speed at once. "
                     "Starting a new session ends the one in progress.")
        super().__init__(app, _("Table options"), text, [(_("New session"), on_start), (_("Close"), None)],
                         default=0, cancel=None)
        self.focus.set_widgets([*(w for _, ws in self.rows for w in ws), *self.buttons])

    def _save(self) -> None:
        self.app.storage.save_settings()

    def _set(self, key: str, value) -> None:
        self.p[key] = value
        self._save()

    def _per_seat(self, key: str, k: int, value) -> None:
        self.p[key] = [*self.p[key][:k], value, *self.p[key][k + 1:]]
        self._save()

    def _house(self, n: int, on: bool) -> None:
        rules = set(self.p["house_rules"]) - {n}
        self.p["house_rules"] = sorted(rules | ({n} if on else set()))
        self._save()

    def row_height(self) -> int:
        return theme.px(38, self.scale)

    def _notes_height(self, width: int) -> int:
        f = theme.font(theme.px(15, self.scale))
        return sum(len(wrap(line, f, width)) for line in strength_lines()) * f.get_linesize()

    def body_height(self, width: int) -> int:
        return (super().body_height(width) + theme.px(8, self.scale) + len(self.rows) * self.row_height()
                + self._header_h() + theme.px(6, self.scale) + self._notes_height(width))

    def _header_h(self) -> int:
        """The column captions over the opponents' rows."""
        return theme.px(20, self.scale)

    def layout_body(self, rect: pygame.Rect) -> None:
        s = self.scale
        y = (rect.bottom - len(self.rows) * self.row_height() - self._header_h() - theme.px(6, s)
             - self._notes_height(rect.w))
        label_w = theme.px(150, s)
        self.header_y = 0
        for label, widgets in self.rows:
            if len(widgets) == 2 and not self.header_y:
                self.header_y = y
                y += self._header_h()
            h = self.row_height() - theme.px(8, s)
            for w in widgets:
                w.size = theme.px(16 if label else 17, s)
            if not label:
                widgets[0].rect = pygame.Rect(rect.x, y + theme.px(4, s), rect.w, h - theme.px(8, s))
            elif len(widgets) == 1:
                widgets[0].rect = pygame.Rect(rect.x + label_w, y, rect.w - label_w, h)
            else:       # an opponent: strength, then skill level
                room = rect.w - label_w - theme.px(10, s)
                first = room * 11 // 20
                widgets[0].rect = pygame.Rect(rect.x + label_w, y, first, h)
                widgets[1].rect = pygame.Rect(widgets[0].rect.right + theme.px(10, s), y, room - first, h)
            y += self.row_height()
        self.notes_top = y + theme.px(6, s)

    def handle_event(self, event) -> None:
        for _label, widgets in self.rows:
            for widget in widgets:
                if widget.handle_event(event):
                    self.dirty = True
        super().handle_event(event)

    def draw_body(self, surface: pygame.Surface) -> None:
        s = self.scale
        body = self.body_rect
        draw_wrapped(surface, self.text, pygame.Rect(body.x, body.y, body.w, super().body_height(body.w)),
                     theme.px(17, s), theme.INK_DIM)
        for label, widgets in self.rows:
            if label:
                img = theme.text(label, theme.px(17, s), theme.INK)
                surface.blit(img, img.get_rect(midleft=(body.x, widgets[0].rect.centery)))
            if len(widgets) == 2 and widgets[0].rect.y - self._header_h() == self.header_y:
                for w, caption in zip(widgets, (_("Strength"), _("Skill level"))):
                    img = theme.text(caption, theme.px(14, s), theme.INK_DIM, bold=True)
                    surface.blit(img, img.get_rect(midleft=(w.rect.x + 2, self.header_y + self._header_h() // 2)))
            for widget in widgets:
                widget.draw(surface)
        y = self.notes_top
        for line in strength_lines():
            y += draw_wrapped(surface, line, pygame.Rect(body.x, y, body.w, body.h), theme.px(15, s), theme.INK_DIM)
