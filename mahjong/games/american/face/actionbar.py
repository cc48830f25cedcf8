"""The action bar of the Card Free table, the strip above your rack: what the
table asks of you now (the prompt), a button for each thing you may do (pass, vote,
courtesy, claim, Mah Jongg, discard) and the two sort buttons. What it offers comes
from a ``TableSnapshot``; the buttons call the ``Commands`` it is handed (``play``,
``claim``, ``do_pass``, ``discard_selected``, ``sort_rack``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from mahjong.games.american import movelog
from mahjong.games.american.actions import Action, Claim, Courtesy, MahJongg, PassClaim, Vote
from mahjong.games.american.advice import HUMAN
from mahjong.games.american.face.snapshot import TableSnapshot
from mahjong.games.american.tiles import tile_word
from mahjong.i18n import _, ngettext, pgettext
from mahjong.ui import theme
from mahjong.ui.widgets import Button

Offer = tuple[str, Callable[[], Any], bool]   # (label, callback, primary)


@dataclass(frozen=True)
class Commands:
    """What the bar's buttons do: ``play(action)``, ``claim(call)`` (asks first when the
    call would kill your hand), ``do_pass()``, ``discard_selected()``, ``sort_rack(mode)``."""

    play: Callable[[Action], Any]
    claim: Callable[[Claim], Any]
    do_pass: Callable[[], Any]
    discard_selected: Callable[[], Any]
    sort_rack: Callable[[str], Any]


class ActionBar:
    """``ActionBar(commands)``: the bar's prompt and buttons, rebuilt (``refresh(snap)``,
    before drawing) only when what it offers or the layout changes."""

    def __init__(self, commands: Commands) -> None:
        self.commands = commands
        self.buttons: list[Button] = []
        self.sort_buttons: list[Button] = []
        self.prompt, self.prompt_width = "", 0
        self._key: tuple[Any, ...] | None = None

    def forget(self) -> None:
        """Rebuild the buttons at the next refresh (the position or the layout changed)."""
        self._key = None

    def offers(self, snap: TableSnapshot) -> tuple[str, list[Offer]]:
        """What the action bar says and offers now: (prompt, [(label, callback, primary)])."""
        do, v = self.commands, snap.view
        if snap.over:
            return "", []
        if HUMAN not in snap.awaiting:
            if v.phase in ("charleston", "courtesy-pass", "vote", "courtesy", "claims"):
                waiting = [seat for seat in snap.awaiting if seat != HUMAN]
                return (_("Waiting for {players}…").format(players=snap.names_of(waiting)) if waiting
                        else _("Waiting for the others…")), []
            return _("{player} is playing…").format(player=snap.name(v.turn)) if v.turn != HUMAN else "", []
        if v.phase in ("charleston", "courtesy-pass"):
            n = snap.pass_size
            chosen = len(snap.selected) + len(snap.blind)
            where = "across" if v.phase == "courtesy-pass" else v.step.split()[1]
            label = (_("Courtesy pass") if v.phase == "courtesy-pass"
                     else _("Charleston, {step}").format(step=movelog.step_name(v.step)))
            # Translators: where a Charleston pass goes, in "choose 3 tiles to pass {direction}".
            where = {"right": pgettext("pass to", "right"), "across": pgettext("pass to", "across"),
                     "left": pgettext("pass to", "left")}.get(where, where)
            prompt = (ngettext("{step}: choose {count} tile to pass {direction} "
                               "(or click arriving tiles to pass them on unseen)",
                               "{step}: choose {count} tiles to pass {direction} "
                               "(or click arriving tiles to pass them on unseen)", n) if snap.me.arriving
                      else ngettext("{step}: choose {count} tile to pass {direction}",
                                    "{step}: choose {count} tiles to pass {direction}", n))
            return (prompt.format(step=label, count=n, direction=where),
                    [(_("Pass {chosen}/{count}").format(chosen=chosen, count=n), do.do_pass, chosen == n)])
        if v.phase == "vote":
            return _("Play a second Charleston?"), [(_("Yes"), lambda: do.play(Vote(HUMAN, True)), True),
                                                    (_("No"), lambda: do.play(Vote(HUMAN, False)), False)]
        if v.phase == "courtesy":
            return (_("Courtesy pass with {player}: how many tiles?").format(player=snap.name(2)),
                    [(label, partial(do.play, Courtesy(HUMAN, n)), n == 0)
                     for n, label in enumerate((pgettext("tiles", "None"), "1", "2", "3"))])
        if v.phase == "claims":
            assert v.last_discard is not None, "claims are made on a discard"
            seat, tile = v.last_discard
            buttons: list[Offer] = []
            for best in snap.offered:
                # Translators: a claim button, e.g. "Pung" or "Pung (1 joker)".
                kind = {"pung": _("Pung"), "kong": _("Kong"), "quint": _("Quint")}.get(best.kind, best.kind)
                label = _("Mah Jongg!") if best.kind == "mj" else (
                    ngettext("{block} ({count} joker)", "{block} ({count} jokers)", best.jokers).format(
                        block=kind, count=best.jokers) if best.jokers else kind)
                buttons.append((label, partial(do.claim, best), best.kind == "mj"))
            # Translators: the button that lets a discard go (no claim).
            buttons.append((pgettext("claim", "Pass"), lambda: do.play(PassClaim(HUMAN)), not buttons))
            return _("{player} discarded {tile}: claim it? (Space: pass)").format(
                player=snap.name(seat), tile=tile_word(tile)), buttons
        if v.phase == "discard":
            buttons = []
            if snap.can_declare:
                buttons.append((_("Mah Jongg!"), lambda: do.play(MahJongg(HUMAN)), True))
            buttons.append((_("Discard"), do.discard_selected, False))
            text = _("Your turn: click a tile twice to discard it")
            if snap.exchanges:
                text = _("Your turn: discard, or click a blue joker to exchange it")
            return text, buttons
        return "", []

    def refresh(self, snap: TableSnapshot) -> None:
        """Rebuild the buttons when what the bar offers changes."""
        do = self.commands
        prompt, actions = self.offers(snap)
        key = (prompt, tuple((label, primary) for label, _cb, primary in actions), snap.layout.action.topleft,
               snap.scale)
        if key == self._key:
            for b, (_label, cb, _primary) in zip(self.buttons, actions):
                b.on_click = cb
            return
        self._key = key
        self.prompt = prompt
        s = snap.scale
        size = theme.px(17, s)
        self.buttons = [Button(label, cb, style="primary" if primary else "secondary", size=size)
                        for label, cb, primary in actions]
        self.sort_buttons = [Button(_("Sort by suit"), lambda: do.sort_rack("suit"), style="ghost", size=size),
                             Button(_("Sort by hand"), lambda: do.sort_rack("target"), style="ghost", size=size)]
        bar = snap.layout.action
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
