"""The Card Free American Mah Jongg table: you (seat 0, at the bottom) and three
computer players, a session of hands with running totals. The engine (``Session``)
decides what is legal; this scene asks you through the action bar and the rack, and
plays the computer players from ``update(dt)`` after the speed preference's delay.
``advice`` (pure): the helper's hands (your pinned target first), the hint, the calls
offered you, what is done for you, the bots' choices; ``actionbar``, ``paint`` and
``announce`` (the bots' calls) draw. Each hand is one game for the statistics; the
end-of-hand panel replaces the base's dialog, and "Next hand" ``begin``s the next one.
"""

from __future__ import annotations

import time
from collections import Counter

import pygame

from mahjong.core.errors import IllegalMove
from mahjong.core.rng import new_deal_number
from mahjong.games.american import advice, movelog
from mahjong.games.american.actions import Action, Claim, Discard, Exchange, NextHand, Pass, PassClaim
from mahjong.games.american.face.actionbar import ActionBar
from mahjong.games.american.face.announce import Announcer
from mahjong.games.american.face.motion import Motion, discard_start, flight_seconds
from mahjong.games.american.face.options import SPEEDS, TableOptionsDialog, prefs, record_strengths, table_options
from mahjong.games.american.face.paint import TablePainter
from mahjong.games.american.face.sidepanel import SidePanel
from mahjong.games.american.face.view import TableLayout
from mahjong.games.american.pieces import JOKER, sort_tiles
from mahjong.games.american.session import Session
from mahjong.i18n import _, ngettext
from mahjong.scenes.game_base import GameScene
from mahjong.ui import theme
from mahjong.ui.dialogs import ConfirmDialog
from mahjong.ui.widgets import Button, is_click

HUMAN = advice.HUMAN
PLACES = {0: "bottom", 1: "right", 2: "top", 3: "left"}   # play passes right: seat + 1
DRAG_START = 6          # pixels the pointer moves before a press becomes a drag
FRAME_BUDGET = 0.04     # seconds of bot thinking per frame at "instant"


class AmericanScene(GameScene[Session]):
    """``AmericanScene(app, game_id, record=None)``; a record (a session's) resumes it. Each
    hand is one game: ``begin`` starts it (clock, counts, Demo flag); the session plays on."""

    session_goes_on = True

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.p = prefs(app.storage, game_id)
        self.tools["helper"] = Button(_("Hands"), self.toggle_helper)
        self.tools["card"] = Button(_("Card"), self.open_card)
        order = ("new", "restart", "undo", "redo", "hint", "demo", "helper", "pause", "card", "help", "menu")
        self.tools = {k: self.tools[k] for k in order}
        self.toolbar.buttons = list(self.tools.values())
        self.layout = TableLayout(pygame.Rect(0, 0, 640, 480), 1.0)
        self.painter = TablePainter(self)
        self.side = SidePanel(self)
        self.motion = Motion(self)
        self.announcer = Announcer(self)
        self._log_key: tuple | None = None
        self._log: list[str] = []
        self.bar = ActionBar(self)
        self.end_buttons = [Button(_("Next hand"), self.next_hand, style="primary"), Button(_("Menu"), self.to_menu)]
        self.advice = advice.Advice(self.p["claims"])
        if self.saved is not None:
            session = Session.from_record(self.saved.engine)
            self.strengths = record_strengths(self.saved.scene, self.p["strengths"])
            self.reported = len(session.results)
            self.begin(session, self.saved_chrome)
        else:
            self._new_session(new_deal_number())

    # --- the session ----------------------------------------------------------------
    @property
    def session(self) -> Session:
        """The engine, typed (a session is begun as the scene is built)."""
        assert self.engine is not None, "the scene begins a session as it is built"
        return self.engine

    def _new_session(self, deal: int) -> None:
        self.strengths = tuple(self.p["strengths"])
        self.reported = 0
        self.begin(Session(table_options(self.p), deal))

    def on_begin(self) -> None:
        self._calm(reset_rack=True)

    def _calm(self, reset_rack: bool = False) -> None:
        """Forget what belonged to the position just left."""
        if reset_rack:
            self.rack: list[str] = []
        self.selected: set[int] = set()
        self.blind: set[int] = set()
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag: tuple[int, tuple[int, int]] | None = None
        self.hint_tiles: list[str] = []
        self.timer = 0.0
        self.motion.clear()
        self.announcer.clear()
        self.shown_discards = len(self.table.discards)
        self.advice.pin(None)
        self._sync_rack()
        self.bar.forget()

    @property
    def table(self):
        return self.session.table

    @property
    def session_under_way(self) -> bool:   # New and Restart ask before throwing it away
        return bool(self.session.moves)

    def moves_made(self) -> int:   # the actions of the hand under way (one game)
        return len(self.table.actions)

    def game_over(self) -> bool:
        return self.table.is_over

    def new_game(self) -> None:
        self._new_session(new_deal_number())

    def restart(self) -> None:
        """The same deal from the first hand, with the current preferences."""
        self._new_session(self.session.deal)

    def ask_new(self) -> None:
        self.app.push(TableOptionsDialog(self.app, self.p, self.start_new, self.session_under_way))

    def ask_restart(self) -> None:
        if self.session_under_way:
            self.app.push(ConfirmDialog(self.app, _("Restart this session?"),
                                        _("The same deal from the first hand; the scores go back to zero."),
                                        self.start_restart, yes=_("Restart"), no=_("Cancel")))
        else:
            self.start_restart()

    def next_hand(self) -> None:
        if self.table.is_over:
            self.session.apply(NextHand(HUMAN))
            self.begin(self.session)

    # --- the Demo (game_base's contract): the Expert plays your seat ---------------------
    def demo_start(self) -> str | None:
        return _("The hand is over: start the next one first.") if self.table.is_over else None

    def demo_step(self) -> bool | None:
        if self.table.is_over:
            return False
        action = advice.demo_action(self.session)
        return None if action is None else self.play(action)

    def save_extras(self) -> dict:
        return {"strengths": list(self.strengths)}

    def status_items(self) -> list[tuple[str, str]]:
        return [(_("Hand"), str(self.table.hand + 1)), (_("Deal"), theme.format_number(self.session.deal)),
                (_("Points"), str(self.session.totals[HUMAN]))]

    # --- end of a hand ----------------------------------------------------------------
    def _report(self) -> None:
        """Statistics for every hand that ended since the last report (once each)."""
        while self.reported < len(self.session.results):
            result = self.session.results[self.reported]
            self.reported += 1
            self.app.sound.play("win" if result.winner == HUMAN else "match" if result.winner is None else "refuse")
            won = result.winner == HUMAN
            # a lost hand has no score: its points (zero or less) are no high score to enter
            self.game_finished(won, result.payments[HUMAN] if won else None,
                               {"deal": self.session.deal, "hand": self.reported})

    def _show_end(self, won: bool, score: int | None, rank: int | None) -> None:
        """The session goes on: the end-of-hand panel replaces the base's dialog."""
        if rank is not None:
            self.app.notify(_("Number {rank} in the high scores!").format(rank=rank + 1))
        self.dirty = True

    # --- toolbar extras ----------------------------------------------------------------
    def toggle_helper(self) -> None:
        """Switch the side panel between the nearest hands and the move log."""
        self.p["helper"] = not self.p["helper"]
        self.dirty = True

    def choose_target(self, i: int) -> None:
        """Pin the helper's hand ``i`` as your target (the rack marks its tiles); a click
        on the pinned hand unpins it."""
        hands = self.suggestions()
        if i >= len(hands):
            return
        pinned = self.advice.pinned is not None and i == 0
        self.advice.pin(None if pinned else hands[i])
        if self.p["sort"] == "target":
            self.sort_rack("target")
        self.dirty = True

    def log_entries(self) -> list[str]:
        """The move log in words, the session's hands one after another."""
        key = self.session.key()
        if self._log_key != key:
            self._log_key, self._log = key, self.session.log()
        return self._log

    def open_card(self) -> None:
        from mahjong.games.american.face.rulescard import RulesCardScene

        self.app.push(RulesCardScene(self.app, self.table.rules))

    def hint(self) -> None:
        """Open the helper and show what the expert would do now."""
        if not self.p["helper"]:
            self.toggle_helper()
        found = advice.hint(self.session)
        if found is not None:
            _action, self.hint_tiles, text = found
            self.app.notify(text)

    def can_undo(self) -> bool:
        return False    # computer players: no take-backs

    # --- the rack -----------------------------------------------------------------------
    def _sync_rack(self) -> None:
        """Keep the player's order for tiles still held; new ones go at the right end."""
        want = Counter(self.table.concealed[HUMAN])
        kept = []
        for t in self.rack:
            if want[t] > 0:
                want[t] -= 1
                kept.append(t)
        self.rack = kept + sort_tiles(want.elements())
        self.selected = {i for i in self.selected if i < len(self.rack)}

    def sort_rack(self, mode: str) -> None:
        """By suit, or by the selected target: its tiles in block order, then jokers, then
        the rest by suit."""
        self.p["sort"] = mode
        self.rack = sort_tiles(self.rack)
        hands = self.suggestions() if mode == "target" else []
        if hands:
            order: dict[str, int] = {}
            for i, t in enumerate(t for b in hands[0].blocks for t in b):
                order.setdefault(t, i)
            self.rack.sort(key=lambda t: order.get(t, len(order) + (0 if t == JOKER else 1)))
        self.selected.clear()
        self.dirty = True

    def suggestions(self) -> list:
        """Your nearest hands, the pinned one first (told when it can no longer be made)."""
        hands = self.advice.hands(self.table)
        if self.advice.lost is not None:
            self.app.notify(advice.lost_notice(self.advice.lost))
            self.advice.lost = None
        return hands

    # --- playing -------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply one action through the session; False (and a refusal sound) if illegal."""
        start = discard_start(self, action)
        self.announcer.before(action)
        try:
            self.session.apply(action)
        except IllegalMove as err:
            self.app.sound.play("refuse")
            reason = str(err)
            self.app.notify(reason[:1].upper() + reason[1:])
            return False
        self.announcer.after(action, SPEEDS[self.p["speed"]])
        self._after_change(start)
        return True

    def _human_key(self) -> tuple:
        t = self.table
        return t.hand, t.phase, t.step, tuple(t.concealed[HUMAN]), t.arriving(HUMAN)

    def _after_change(self, start: pygame.Rect | None = None) -> None:
        """After any action: keep the human's choices unless their hand or the step
        changed; a new discard starts sliding from ``start``; the end of the vote on the
        second Charleston is told (who said no)."""
        t = self.table
        if getattr(self, "_last_phase", None) == "vote" and t.phase != "vote" and t.refused:
            self.app.notify(movelog.vote(t.refused))
        self._last_phase = t.phase
        if start is not None and len(t.discards) > self.shown_discards:
            seat, tile = t.discards[-1]
            seconds = flight_seconds(SPEEDS[self.p["speed"]], self.app.settings)
            self.motion.launch(len(t.discards) - 1, seat, tile, start, seconds)
        self.shown_discards = len(t.discards)
        key = self._human_key()
        if key != getattr(self, "_last_key", None):
            self._last_key = key
            self.selected.clear()
            self.blind.clear()
            self.hint_tiles = []
        self.timer = 0.0
        self._sync_rack()
        self.dirty = True
        self._report()

    def update(self, dt: float) -> None:
        super().update(dt)
        moving = self.motion.active or self.announcer.active
        if moving:
            self.motion.update(dt)
            self.announcer.update(dt)
            self.dirty = True
        if self.paused or self.finished or self.app.top is not self or self.table.is_over:
            self.animating = moving
            return
        started = time.perf_counter()
        self.timer += dt
        delay, self.advice.calls = SPEEDS[self.p["speed"]], self.p["claims"]
        while not self.announcer.holding and (
                action := self.advice.due(self.session, self.timer, delay, self.strengths)) is not None:
            self.play(action)
            if self.finished or time.perf_counter() - started > FRAME_BUDGET:
                break
        self.animating = self.advice.waiting(self.table) or self.motion.active or self.announcer.active

    # --- the action bar (actionbar.ActionBar) and its commands --------------------------
    def claim(self, action: Claim) -> None:
        if self.table.would_be_dead(HUMAN, action):
            def claim_anyway() -> None:
                self.play(action)   # the dialog wants no result; a refusal is told by play itself

            text = _("No winning hand fits that {block} with your exposures: a dead hand plays no more this hand. "
                     "Claim anyway?").format(block=movelog.block_word(action.kind))
            self.app.push(ConfirmDialog(self.app, _("Your hand would be dead"), text, claim_anyway,
                                        yes=_("Claim anyway"), no=_("Cancel")))
        else:
            self.play(action)

    def do_pass(self) -> None:
        tiles, n = tuple(self.rack[i] for i in sorted(self.selected)), self.table.pass_size(HUMAN)
        if len(tiles) + len(self.blind) != n:
            self.app.sound.play("refuse")
            self.app.notify(ngettext("Choose {count} tile to pass", "Choose {count} tiles to pass", n).format(count=n))
            return
        self.play(Pass(HUMAN, tiles, len(self.blind)))

    def discard_selected(self) -> None:
        if len(self.selected) != 1:
            self.app.notify(_("Click the tile to discard"))
            return
        self.play(Discard(HUMAN, self.rack[next(iter(self.selected))]))

    # --- geometry and hit tests ---------------------------------------------------------
    def layout_board(self) -> None:
        self.layout = TableLayout(self.board_rect, self.scale)
        self.bar.forget()
        self.painter.layout()
        self.side.layout()

    def rack_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Rects of the rack tiles (selected ones raised) and of the tiles arriving in a
        blind step (face down: any of them may be passed on unseen)."""
        t = self.table
        tiles, received = self.layout.rack_slots(len(self.rack), t.arriving(HUMAN))
        if tiles and t.actions and t.actions[-1].text() == f"{HUMAN} draw" and self.rack[-1] == t.concealed[HUMAN][-1]:
            tiles[-1] = tiles[-1].move(self.layout.rack_w // 3, 0)     # the tile just drawn, set apart
        lift = self.layout.raise_px
        tiles = [r.move(0, -lift) if i in self.selected else r for i, r in enumerate(tiles)]
        received = [r.move(0, -lift) if i in self.blind else r for i, r in enumerate(received)]
        return tiles, received

    def exposure_rects(self) -> list[tuple[int, int, list[pygame.Rect]]]:
        """(seat, exposure index, tile rects) for every exposure at the table."""
        out = []
        for seat, where in PLACES.items():
            sizes = [e.size for e in self.table.exposures[seat]]
            for i, rects in enumerate(self.layout.exposure_rows(where, sizes)):
                out.append((seat, i, rects))
        return out

    def _rack_index(self, pos) -> int | None:
        tiles, _arriving = self.rack_rects()
        for i in range(len(tiles) - 1, -1, -1):
            if tiles[i].collidepoint(pos):
                return i
        return None

    # --- input -------------------------------------------------------------------------
    def board_event(self, event) -> None:
        for b in self.end_buttons if self.table.is_over else self.bar.buttons + self.bar.sort_buttons:
            if b.handle_event(event):
                self.dirty = True
                if event.type != pygame.MOUSEMOTION:
                    return
        if self.table.is_over:
            return
        pos = getattr(event, "pos", None)
        if self.side.handle_event(event):
            return
        if is_click(event):
            i = self._rack_index(pos)
            if i is not None:
                assert pos is not None, "a rack tile was hit, so the click had a position"
                self.press = (i, pos)
                return
            if self._click_arriving(pos) or self._click_exposure(pos):
                return
        elif event.type == pygame.MOUSEMOTION and pos is not None:
            if self.press is not None and self.drag is None:
                i, start = self.press
                if abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_START:
                    self.drag = (i, pos)
                    self.selected.clear()
            elif self.drag is not None:
                self.drag = (self.drag[0], pos)
            if self.drag is not None:
                self.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
            if self.drag is not None:
                self._drop(self.drag[0], pos)
            elif self.press is not None:
                self.click_tile(self.press[0])
            self.press = self.drag = None
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.advice.offered(self.table):
            self.play(PassClaim(HUMAN))     # Space lets the discard go at once
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [b for b in self.bar.buttons if b.style == "primary" and b.enabled]
            if primary:
                primary[0].activate()

    def _drop(self, i: int, pos) -> None:
        """Move the dragged tile (rack index ``i``) to where it was dropped in the rack."""
        if pos is None or i >= len(self.rack):
            return
        tiles, _arriving = self.rack_rects()
        centres = [r.centerx for j, r in enumerate(tiles) if j != i]
        k = sum(1 for c in centres if c < pos[0])
        tile = self.rack.pop(i)
        self.rack.insert(k, tile)

    def click_tile(self, i: int) -> None:
        """A click on rack tile ``i``: choose it for a pass, or select then discard it."""
        t = self.table
        if i >= len(self.rack) or HUMAN not in t.awaiting():
            return
        if t.phase in ("charleston", "courtesy-pass"):
            if i in self.selected:
                self.selected.discard(i)
            elif self.rack[i] == JOKER:
                self.app.sound.play("refuse")
                self.app.notify(_("Jokers are never passed"))
            elif len(self.selected) + len(self.blind) < t.pass_size(HUMAN):
                self.selected.add(i)
                self.app.sound.play("select")
        elif t.phase == "discard":
            if i in self.selected:
                self.play(Discard(HUMAN, self.rack[i]))
            else:
                self.selected = {i}
                self.app.sound.play("select")

    def _click_arriving(self, pos) -> bool:
        """A click on an arriving tile: choose it (or not) to pass on unseen."""
        _tiles, arriving = self.rack_rects()
        t = self.table
        for i, r in enumerate(arriving):
            if r.collidepoint(pos):
                if i in self.blind:
                    self.blind.discard(i)
                elif t.blind_allowed() and len(self.selected) + len(self.blind) < t.pass_size(HUMAN):
                    self.blind.add(i)
                return True
        return False

    def _click_exposure(self, pos) -> bool:
        """A click on a joker in an exposure: exchange it when that is legal."""
        for seat, i, rects in self.exposure_rects():
            e = self.table.exposures[seat][i]
            for k, r in enumerate(rects):
                if r.collidepoint(pos) and e.tiles[k] == JOKER:
                    action = Exchange(HUMAN, seat, e.tile)
                    if action in self.table.exchanges(HUMAN):
                        self.play(action)
                        self.app.sound.play("match")
                    else:
                        self.app.notify(advice.exchange_notice(e.tile))
                    return True
        return False

    # --- drawing -------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        self.bar.refresh()
        self.painter.draw(surface)

    def prepare_screenshot(self) -> None:
        """Play every seat (the human too, as a good player) into the game proper, until
        a few discards lie in the pool and it is the human's turn to discard. A hand that
        ends before that (a bot's early Mah Jongg) gives way to a new deal, a few times."""
        for _step in range(20):
            if advice.play_to_your_discard(self.session):
                break
            self._new_session(new_deal_number())
        t = self.table
        self._calm(reset_rack=True)
        hand = list(t.concealed[HUMAN])
        self.rack = sort_tiles(hand[:-1]) + hand[-1:]   # the tile just drawn at the right
        self.animating, self.dirty = False, True
