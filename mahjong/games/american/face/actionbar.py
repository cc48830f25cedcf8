"""The action bar of the Card Free table scene, the strip above your rack: what the
table asks of you now (the prompt), a button for each thing you may do (pass, vote,
courtesy, claim, Mah Jongg, discard) and the two sort buttons. The buttons call the
scene's commands (``play``, ``claim``, ``do_pass``, ``discard_selected``, ``sort_rack``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from mahjong.games.american import movelog
from mahjong.games.american.actions import Courtesy, MahJongg, PassClaim, Vote
from mahjong.games.american.advice import HUMAN
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _, ngettext, pgettext
from mahjong.ui import theme
from mahjong.ui.widgets import Button

Offer = tuple[str, Callable[[], Any], bool]   # (label, callback, primary)


class ActionBar:
    """``ActionBar(scene)``: the bar's prompt and buttons, rebuilt (``refresh``, before
    drawing) only when what it offers or the layout changes."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.buttons: list[Button] = []
        self.sort_buttons: list[Button] = []
        self.prompt, self.prompt_width = "", 0
        self._key: tuple[Any, ...] | None = None

    def forget(self) -> None:
        """Rebuild the buttons at the next refresh (the position or the layout changed)."""
        self._key = None

    def offers(self) -> tuple[str, list[Offer]]:
        """What the action bar says and offers now: (prompt, [(label, callback, primary)])."""
        sc = self.scene
        t = sc.table
        if t.is_over:
            return "", []
        if HUMAN not in t.awaiting():
            if t.phase in ("charleston", "courtesy-pass", "vote", "courtesy", "claims"):
                waiting = [seat for seat in t.awaiting() if seat != HUMAN]
                return (_("Waiting for {players}…").format(players=movelog.names(waiting)) if waiting
                        else _("Waiting for the others…")), []
            return _("{player} is playing…").format(player=movelog.seat_name(t.turn)) if t.turn != HUMAN else "", []
        if t.phase in ("charleston", "courtesy-pass"):
            n = t.pass_size(HUMAN)
            chosen = len(sc.selected) + len(sc.blind)
            where = "across" if t.phase == "courtesy-pass" else t.step.split()[1]
            label = (_("Courtesy pass") if t.phase == "courtesy-pass"
                     else _("Charleston, {step}").format(step=movelog.step_name(t.step)))
            # Translators: where a Charleston pass goes, in "choose 3 tiles to pass {direction}".
            where = {"right": pgettext("pass to", "right"), "across": pgettext("pass to", "across"),
                     "left": pgettext("pass to", "left")}.get(where, where)
            prompt = (ngettext("{step}: choose {count} tile to pass {direction} "
                               "(or click arriving tiles to pass them on unseen)",
                               "{step}: choose {count} tiles to pass {direction} "
                               "(or click arriving tiles to pass them on unseen)", n) if t.arriving(HUMAN)
                      else ngettext("{step}: choose {count} tile to pass {direction}",
                                    "{step}: choose {count} tiles to pass {direction}", n))
            return (prompt.format(step=label, count=n, direction=where),
                    [(_("Pass {chosen}/{count}").format(chosen=chosen, count=n), sc.do_pass, chosen == n)])
        if t.phase == "vote":
            return _("Play a second Charleston?"), [(_("Yes"), lambda: sc.play(Vote(HUMAN, True)), True),
                                                    (_("No"), lambda: sc.play(Vote(HUMAN, False)), False)]
        if t.phase == "courtesy":
            return (_("Courtesy pass with {player}: how many tiles?").format(player=movelog.seat_name(2)),
                    [(label, partial(sc.play, Courtesy(HUMAN, n)), n == 0)
                     for n, label in enumerate((pgettext("tiles", "None"), "1", "2", "3"))])
        if t.phase == "claims":
            seat, tile = t.last_discard
            buttons: list[Offer] = []
            for best in sc.advice.offered(t):
                # Translators: a claim button, e.g. "Pung" or "Pung (1 joker)".
                kind = {"pung": _("Pung"), "kong": _("Kong"), "quint": _("Quint")}.get(best.kind, best.kind)
                label = _("Mah Jongg!") if best.kind == "mj" else (
                    ngettext("{block} ({count} joker)", "{block} ({count} jokers)", best.jokers).format(
                        block=kind, count=best.jokers) if best.jokers else kind)
                buttons.append((label, partial(sc.claim, best), best.kind == "mj"))
            # Translators: the button that lets a discard go (no claim).
            buttons.append((pgettext("claim", "Pass"), lambda: sc.play(PassClaim(HUMAN)), not buttons))
            return _("{player} discarded {tile}: claim it? (Space: pass)").format(
                player=movelog.seat_name(seat), tile=tile_word(tile)), buttons
        if t.phase == "discard":
            buttons = []
            if MahJongg(HUMAN) in t.legal_actions(HUMAN):
                buttons.append((_("Mah Jongg!"), lambda: sc.play(MahJongg(HUMAN)), True))
            buttons.append((_("Discard"), sc.discard_selected, False))
            text = _("Your turn: click a tile twice to discard it")
            if t.exchanges(HUMAN):
                text = _("Your turn: discard, or click a blue joker to exchange it")
            return text, buttons
        return "", []

    def refresh(self) -> None:
        """Rebuild the buttons when what the bar offers changes."""
        sc = self.scene
        prompt, actions = self.offers()
        key = (prompt, tuple((label, primary) for label, _, primary in actions), sc.layout.action.topleft,
               sc.scale)
        if key == self._key:
            for b, (_label, cb, _primary) in zip(self.buttons, actions):
                b.on_click = cb
            return
        self._key = key
        self.prompt = prompt
        s = sc.scale
        size = theme.px(17, s)
        self.buttons = [Button(label, cb, style="primary" if primary else "secondary", size=size)
                        for label, cb, primary in actions]
        self.sort_buttons = [Button(_("Sort by suit"), lambda: sc.sort_rack("suit"), style="ghost", size=size),
                             Button(_("Sort by hand"), lambda: sc.sort_rack("target"), style="ghost", size=size)]
        bar = sc.layout.action
        h = bar.h - theme.px(4, s)
        x = bar.right
        for b in reversed(self.sort_buttons):
            w = theme.font(size).size(b.label)[0] + theme.px(24, s)
            x -= w
            b.rect = pygame.Rect(x, bar.centery - h // 2, w, h)
            x -= theme.px(6, s)
        x -= theme.px(18, s)
        for b in reversed(self.buttons):
            w = max(theme.px(84, s), theme.font(size, True).size(b.label)[0] + theme.px(30, s))
            x -= w
            b.rect = pygame.Rect(x, bar.centery - h // 2, w, h)
            x -= theme.px(8, s)
        self.prompt_width = max(0, x - bar.x - theme.px(8, s))
