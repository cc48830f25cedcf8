"""The Card Free American Mah Jongg table: you (seat 0, at the bottom) and three computer
players, a session of hands with running totals. The engine (``Session``) decides what is legal;
this scene asks you through the action bar and the rack, and plays the computer players from
``update(dt)`` after the speed preference's delay. ``advice`` (pure): the helper's hands (your
pinned target first), the hint, the calls offered you, what is done for you, the bots' choices.
Each frame ``snapshot()`` builds a frozen ``TableSnapshot`` that ``paint`` and its panels draw;
``motion`` and ``announce`` keep the discards in flight and the bots' calls. A hand is one game
for the statistics; "Next hand" ``begin``s the next. Friends: a table with friends; ``guided``.
"""

from __future__ import annotations

import time

import pygame

from mahjong.core.errors import IllegalMove
from mahjong.core.rng import new_deal_number
from mahjong.games.american import advice, movelog
from mahjong.games.american.actions import Action, Claim, Discard, Exchange, NextHand, Pass, PassClaim
from mahjong.games.american.face.actionbar import ActionBar, Commands
from mahjong.games.american.face.announce import Announcer
from mahjong.games.american.face.friends_entry import friends_button
from mahjong.games.american.face.guided import CardGuide
from mahjong.games.american.face.keys import KeyPlay
from mahjong.games.american.face.motion import Motion, discard_start, flight_seconds
from mahjong.games.american.face.options import SPEEDS, TableOptionsDialog, prefs, record_strengths, table_options
from mahjong.games.american.face.paint import Controls, TablePainter
from mahjong.games.american.face.rackorder import kept_order, sorted_rack
from mahjong.games.american.face.sidepanel import SidePanel
from mahjong.games.american.face.snapshot import TableSnapshot, seat_legal, winning_reading
from mahjong.games.american.face.view import TableLayout, drop_index, exposure_tile_at, index_at
from mahjong.games.american.pieces import JOKER, sort_tiles
from mahjong.games.american.session import Session
from mahjong.i18n import _, ngettext
from mahjong.scenes.game_base import GameScene
from mahjong.ui import theme
from mahjong.ui.dialogs import ConfirmDialog
from mahjong.ui.widgets import Button, is_click

HUMAN = advice.HUMAN
DRAG_START = 6          # pixels the pointer moves before a press becomes a drag
FRAME_BUDGET = 0.04     # seconds of bot thinking per frame at "instant"


class AmericanScene(CardGuide, KeyPlay, GameScene[Session]):
    """``AmericanScene(app, game_id, record=None)``; a record (a session's) resumes it. Each
    hand is one game: ``begin`` starts it (clock, counts, Demo flag); the session plays on."""

    session_goes_on = True

    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.p = prefs(app.storage, game_id)
        self.tools["helper"] = Button(_("Hands"), self.toggle_helper)
        self.tools.update(card=Button(_("Card"), self.open_card), friends=friends_button(app))
        keys = ("new", "restart", "undo", "redo", "hint", "demo", "helper", "pause", "card", "friends", "help", "menu")
        self.tools = {k: self.tools[k] for k in keys}
        self.toolbar.buttons = list(self.tools.values())
        self.layout = TableLayout(pygame.Rect(0, 0, 640, 480), 1.0)
        self.side = SidePanel(self.toggle_helper, self.choose_target, self._redraw)
        self.painter = TablePainter(self.side)
        self.motion = Motion(self.app.settings)
        self.announcer = Announcer(self.app.settings)
        self._log_key: tuple | None = None
        self._log: tuple[str, ...] = ()
        self.bar = ActionBar(Commands(self.play, self.claim, self.do_pass, self.discard_selected, self.sort_rack))
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
        self.advice.forget()
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

    def log_entries(self) -> tuple[str, ...]:
        """The move log in words, the session's hands one after another."""
        key = self.session.key()
        if self._log_key != key:
            self._log_key, self._log = key, tuple(self.session.log())
        return self._log

    def open_card(self) -> None:
        from mahjong.games.american.face.rulescard import RulesCardScene

        self.app.push(RulesCardScene(self.app, self.table.rules))

    def hint(self) -> None:
        """Open the helper and show what the expert would do now."""
        if not self.p["helper"]:
            self.toggle_helper()
        self.advice.ask_hint(self.session)     # answered in update(), if still about the position then

    def can_undo(self) -> bool:
        return False    # computer players: no take-backs

    # --- the rack -----------------------------------------------------------------------
    def _sync_rack(self) -> None:
        """Keep the player's order for tiles still held; new ones go at the right end."""
        self.rack = kept_order(self.rack, self.table.concealed[HUMAN])
        self.selected = {i for i in self.selected if i < len(self.rack)}

    def sort_rack(self, mode: str) -> None:
        """By suit, or by the selected target: its tiles in block order, then jokers, then
        the rest by suit."""
        self.p["sort"] = mode
        hands = self.suggestions() if mode == "target" else []
        self.rack = sorted_rack(self.rack, hands[0] if hands else None)
        self.selected.clear()
        self.dirty = True

    def suggestions(self) -> list:
        """Your nearest hands, the pinned one first (told when it can no longer be made)."""
        hands = self.advice.hands(self.session)
        if self.advice.lost is not None:
            self.app.notify(advice.lost_notice(self.advice.lost))
            self.advice.lost = None
        return hands

    # --- playing -------------------------------------------------------------------------
    def play(self, action: Action) -> bool:
        """Apply one action through the session; False (and a refusal sound) if illegal."""
        start = discard_start(action, self.layout, self.rack, self.selected, self.rack_rects()[0])
        self.announcer.before(action, self.table.discards, self.layout)
        try:
            self.session.apply(action)
        except IllegalMove as err:
            self.app.sound.play("refuse")
            reason = str(err)
            self.app.notify(reason[:1].upper() + reason[1:])
            return False
        told = self.announcer.after(action, self.table.exposures, SPEEDS[self.p["speed"]])
        if told is not None:
            self.app.sound.play("match")
            self.app.notify(told)
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
            self.motion.launch(len(t.discards) - 1, seat, tile, start, flight_seconds(SPEEDS[self.p["speed"]]))
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
        if (found := self.advice.hint_answer(self.session)) is not None:
            _action, self.hint_tiles, text = found
            self.app.notify(text)
            self.dirty = True
        moving = self.motion.active or self.announcer.active
        if moving:
            self.motion.update(dt, self.table.discards)
            self.announcer.update(dt)
            self.dirty = True
        if self.paused or self.finished or self.app.top is not self or self.table.is_over:
            self.animating = moving or self.advice.thinking
            return
        started = time.perf_counter()
        self.timer += dt
        delay, self.advice.calls = SPEEDS[self.p["speed"]], self.p["claims"]
        while not self.announcer.holding and (
                action := self.advice.due(self.session, self.timer, delay, self.strengths)) is not None:
            self.play(action)
            if self.finished or time.perf_counter() - started > FRAME_BUDGET:
                break
        self.animating = (self.advice.waiting(self.session) or self.advice.thinking or self.motion.active
                          or self.announcer.active)

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
        self.painter.layout(self.board_rect, self.scale, self.end_buttons)
        self.side.layout(self.layout.helper, self.scale)

    def _apart(self) -> bool:
        """The rack's last tile is the one just drawn (the rack shows it set apart)."""
        t = self.table
        return bool(self.rack and t.actions and t.actions[-1].text() == f"{HUMAN} draw"
                    and self.rack[-1] == t.concealed[HUMAN][-1])

    def rack_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Rects of the rack tiles (selected ones raised) and of the tiles arriving in a
        blind step (face down: any of them may be passed on unseen)."""
        return self.layout.rack_rects(len(self.rack), self.table.arriving(HUMAN), self._apart(), self.selected,
                                      self.blind)

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
        if self.side.handle_event(event, self.snapshot()):
            return
        if is_click(event):
            i = index_at(self.rack_rects()[0], pos)
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
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.advice.offered(self.session):
            self.play(PassClaim(HUMAN))     # Space lets the discard go at once
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [b for b in self.bar.buttons if b.style == "primary" and b.enabled]
            if primary:
                primary[0].activate()

    def _drop(self, i: int, pos) -> None:
        """Move the dragged tile (rack index ``i``) to where it was dropped in the rack."""
        if pos is not None and i < len(self.rack):
            k = drop_index(self.rack_rects()[0], i, pos[0])
            self.rack.insert(k, self.rack.pop(i))

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
        hit = exposure_tile_at(self.layout, self.table.exposures, pos)
        if hit is None or self.table.exposures[hit[0]][hit[1]].tiles[hit[2]] != JOKER:
            return hit is not None
        e = self.table.exposures[hit[0]][hit[1]]
        action = Exchange(HUMAN, hit[0], e.tile)
        if action in self.table.exchanges(HUMAN):
            self.play(action)
            self.app.sound.play("match")
        else:
            self.app.notify(advice.exchange_notice(e.tile))
        return True

    # --- drawing -------------------------------------------------------------------------
    def _redraw(self) -> None:
        self.dirty = True

    def draw_board(self, surface: pygame.Surface) -> None:
        snap = self.snapshot()
        if self.table.is_over:
            controls = Controls(buttons=self.end_buttons)
        else:
            self.bar.refresh(snap)
            controls = Controls(self.bar.prompt, self.bar.prompt_width, self.bar.buttons + self.bar.sort_buttons)
        self.painter.draw(surface, snap, self.app.tiles, controls)

    def snapshot(self) -> TableSnapshot:
        """What the painter and its panels draw this frame: our seat's view of the table
        (the whole table once the hand is over) and what the scene holds beside it."""
        t, helper = self.table, bool(self.p["helper"])
        view = t.view() if t.is_over else t.view(HUMAN)
        return TableSnapshot(
            layout=self.layout, scale=self.scale, view=view, rules=t.rules, awaiting=t.awaiting(),
            totals=tuple(self.session.totals), results=tuple(self.session.results),
            legal=seat_legal(t.legal_actions(HUMAN), t.phase), pass_size=t.pass_size(HUMAN),
            offered=tuple(self.advice.offered(self.session)), rack=tuple(self.rack), apart=self._apart(),
            selected=frozenset(self.selected), blind=frozenset(self.blind), drag=self.drag,
            hint_tiles=tuple(self.hint_tiles), helper=helper, hands=tuple(self.suggestions()) if helper else (),
            pinned=self.advice.pinned is not None, log=() if helper else self.log_entries(),
            reading=winning_reading(view, t.rules), flights=self.motion.shots(t.discards),
            callouts=self.announcer.shots())

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
