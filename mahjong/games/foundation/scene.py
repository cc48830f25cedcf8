"""The scene of MahJongg FreeCell and the Sea family: ``FoundationScene(app, game_id, record)``.

Input becomes engine moves through the board geometry (view.py): drag a tile or group,
click it then its destination, double-click to send it up (or to a cell), right-click to
see where it can go. Moves and the auto-plays that follow fly one after another. The
solver runs as background jobs in worker processes (core.jobs, keys "verdict" and "deal"):
it keeps the status line's verdict, gives hints and, when the player asks for
proven-winnable deals only, vets new deals.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from mahjong.core.errors import IllegalMove
from mahjong.core.jobs import Jobs, Outcome
from mahjong.core.rng import new_deal_number
from mahjong.core.tiles import tile_name
from mahjong.games.foundation.config import get_config
from mahjong.games.foundation.rules import FoundationGame, Move, Spot, State, play
from mahjong.games.foundation.solver import solve_record
from mahjong.games.foundation.view import BoardGeometry
from mahjong.scenes.game_base import GameScene
from mahjong.ui import anim, theme
from mahjong.ui.dialogs import ChoiceDialog
from mahjong.ui.widgets import Button

VERDICT_BUDGET, VERDICT_SECONDS = 150_000, 4.0     # the status line's verdict and the hint
DEAL_BUDGET, DEAL_SECONDS, DEAL_TRIES = 40_000, 2.5, 6
MOVE_SECONDS, AUTO_SECONDS = 0.24, 0.15              # flight times at "normal" speed
DOUBLE_CLICK = 0.4
DRAG_START = 5                                       # pixels before a press becomes a drag
CELEBRATION_SECONDS = 1.8
SCREENSHOT_MOVES = 8

DRAGON_NAMES = {"RD": "Red", "GD": "Green", "WD": "White"}
DRAGON_COLOURS = {"RD": (214, 70, 60), "GD": (70, 170, 100), "WD": (120, 160, 230)}
SUIT_NAMES = {"B": "Bamboos", "C": "Characters", "D": "Circles"}
WIND_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
SEASON_NAMES = {"SP": "Spring", "SU": "Summer", "AU": "Autumn", "WI": "Winter"}
VERDICTS = {True: "winnable", False: "not winnable", None: "unknown"}
GLOW = (255, 214, 90)


def position_key(record: dict) -> tuple:
    """What identifies a position: the game, the deal, the options and the moves played."""
    options = tuple(sorted((record.get("options") or {}).items()))
    return record["game"], record["deal"], options, tuple(record["moves"])


def _answer(outcome: Outcome) -> dict | None:
    """A finished solver job's answer; None when it failed (a broken worker must not
    break the game: the verdict stays unknown)."""
    return outcome.result if outcome.error is None else None


@dataclass
class Flight:
    """One step of a move on screen: ``move`` played from the position ``before``."""

    before: State
    move: Move
    tween: anim.Tween


@dataclass
class Press:
    """The mouse went down on a tile: what it picks up and where."""

    src: Spot
    count: int
    pos: tuple[int, int]
    grab: tuple[int, int]          # pointer offset inside the first tile
    dragging: bool = False


class FoundationScene(GameScene):
    def __init__(self, app, game_id: str, record: dict | None = None) -> None:
        super().__init__(app, game_id, record)
        self.config = get_config(game_id)
        self.game = FoundationGame.from_record(record) if record else self._deal(new_deal_number())
        self.geo: BoardGeometry | None = None
        self.clock = 0.0
        self.flights: list[Flight] = []
        self.press: Press | None = None
        self.pointer = (0, 0)
        self.selected: tuple[Spot, int] | None = None
        self.shown: list[Move] = []            # highlighted destinations (selection, drag, right-click)
        self.hint_move: Move | None = None
        self.last_click: tuple[Spot, float] | None = None
        self.last_refusal = ""
        self.results: dict[tuple, dict] = {}    # solver answers by position
        self.jobs = Jobs()
        self.asked: tuple | None = None         # the position the "verdict" job is about
        self.hint_wanted = False
        self.dealing: dict | None = None        # {"tries", "deal"} while vetting deals ("deal" job)
        self.celebration: anim.Tween | None = None
        self.prefs = app.storage.game_settings(game_id)
        self.tools["winnable"] = Button("", self.toggle_winnable)
        self._label_winnable()
        self.toolbar.buttons.append(self.tools["winnable"])
        self._views: dict[int, object] = {}
        self._request_verdict()
        self._pending_lost = self.game.is_lost   # a resumed dead end: offer the way out once shown

    # --- the engine ----------------------------------------------------------------------
    def _deal(self, number: int) -> FoundationGame:
        return FoundationGame(self.game_id, number, autoplay=bool(self.app.settings.get("autoplay", True)))

    def _view(self, state: State):
        """The engine's BoardView of ``state`` (cached: drawing asks every frame)."""
        key = id(state)
        view = self._views.get(key)
        if view is None or view[0] is not state:
            view = (state, FoundationGame(self.config, state=state, autoplay=False).view())
            if len(self._views) > 8:
                self._views.clear()
            self._views[key] = view
        return view[1]

    @property
    def shown_state(self) -> State:
        """What the board shows: mid-flight, the position before the flying step."""
        return self.flights[0].before if self.flights else self.game.state

    @property
    def winnable_only(self) -> bool:
        return bool(self.prefs.get("winnable_only", False))

    # --- GameScene hooks -----------------------------------------------------------------
    def layout_board(self) -> None:
        self.geo = BoardGeometry(self.board_rect, self.config, theme.px(20, self.scale))

    def new_game(self) -> None:
        self._clear_marks()
        self.flights.clear()
        self.celebration = None
        self.jobs.cancel("deal")
        if self.winnable_only:
            self.dealing = {"tries": 0, "deal": None}
            self._next_candidate()
        else:
            self.dealing = None
            self._start(self._deal(new_deal_number()))

    def restart(self) -> None:
        self._clear_marks()
        self.flights.clear()
        self.celebration = None
        self.game.restart()
        self._request_verdict()

    def undo(self) -> None:
        self._finish_flights()
        self._clear_marks()
        if self.game.undo():
            self._request_verdict()

    def redo(self) -> None:
        self._finish_flights()
        self._clear_marks()
        if self.game.redo():
            self._after_move(self.game.last_step.before, self.game.last_step)

    def hint(self) -> None:
        if self.dealing:
            return
        self._finish_flights()
        result = self.results.get(self._key())
        if result is None:
            self.hint_wanted = True
            self._request_verdict()
            self.app.notify("Thinking about a hint…")
        else:
            self._show_hint(result)

    def can_undo(self) -> bool:
        return not self.dealing and self.game.can_undo

    def can_redo(self) -> bool:
        return not self.dealing and self.game.can_redo

    def record(self) -> dict | None:
        if self.dealing or not self.game.can_undo:
            return None
        return self.game.to_record()

    def status_items(self) -> list[tuple[str, str]]:
        if self.dealing:
            return [("Deal", "…"), ("Solver", "dealing…")]
        result = self.results.get(self._key())
        if self.game.is_won:
            verdict = "solved"
        elif result is not None:
            verdict = VERDICTS[result["winnable"]]
        else:
            verdict = "thinking…" if self.jobs.pending("verdict") else VERDICTS[None]
        return [("Foundations", f"{self.game.score}/{self.config.tiles}"), ("Moves", str(len(self.game.moves))),
                ("Deal", f"#{self.game.deal}"), ("Solver", verdict)]

    def prepare_screenshot(self) -> None:
        """Play a few moves (foundation moves first) and wait for the solver's verdict."""
        for _ in range(SCREENSHOT_MOVES):
            moves = self.game.legal_moves()
            if not moves:
                break
            ups = [m for m in moves if m.dst.kind == "f"]
            builds = [m for m in moves if m.dst.kind == "t" and m.src.kind == "t"]
            self.game.apply((ups or builds or moves)[0])
        self.flights.clear()
        self._request_verdict()
        if self.jobs.pending("verdict"):
            self.jobs.wait("verdict", VERDICT_SECONDS + 6)
            self._poll_solver()

    # --- per frame -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self._pending_lost and self.app.top is self:
            self._pending_lost = False
            self._offer_lost()
        self._poll_solver()
        if self.flights:
            self._advance_flights(dt)
        elif self.celebration is not None:
            self.celebration.update(dt)
            self.dirty = True
            if self.celebration.done:
                self.celebration = None
                self.game_finished(True, self.game.score, {"moves": len(self.game.moves), "deal": self.game.deal})
        self.animating = bool(self.flights or self.celebration is not None)

    def _advance_flights(self, dt: float) -> None:
        self.dirty = True
        flight = self.flights[0]
        flight.tween.update(dt)
        if flight.tween.done:
            self.flights.pop(0)
            if not self.flights:
                self._settled()

    def _finish_flights(self) -> None:
        """Land everything in the air at once (the player acted during an animation)."""
        if self.flights:
            self.flights.clear()
            self._settled()

    # --- moves ---------------------------------------------------------------------------
    def _try_move(self, move: Move) -> bool:
        """Play ``move``; if the engine refuses it, say why and change nothing."""
        before = self.game.state
        previous = self.results.get(self._key())
        try:
            self.game.apply(move)
        except IllegalMove as exc:
            self._refuse(str(exc))
            return False
        self._clear_marks()
        self._carry_solution(previous, move)
        self.app.sound.play("select")
        self._after_move(before, self.game.last_step)
        return True

    def _refuse(self, reason: str) -> None:
        self.last_refusal = reason[:1].upper() + reason[1:]
        self.app.notify(self.last_refusal)
        self.app.sound.play("refuse")
        self.dirty = True

    def _after_move(self, before: State, step) -> None:
        """Queue the flights of a step (the move, then each auto-play) and ask the solver."""
        speed = self.app.settings.get("animation_speed", "normal")
        self.flights.clear()
        if anim.duration(1.0, speed) > 0:
            state = before
            for i, move in enumerate((step.move, *step.auto)):
                seconds = anim.duration(MOVE_SECONDS if i == 0 else AUTO_SECONDS, speed)
                self.flights.append(Flight(state, move, anim.Tween(0.0, 1.0, seconds, anim.ease_in_out)))
                state = play(state, move)
        if step.auto:
            self.app.sound.play("match")
        self._request_verdict()
        if not self.flights:
            self._settled()

    def _settled(self) -> None:
        """Everything has landed: notice a win or a dead end."""
        self.dirty = True
        if self.game.is_won and not self.finished and self.celebration is None:
            self.app.sound.play("win")
            speed = self.app.settings.get("animation_speed", "normal")
            self.celebration = anim.Tween(0.0, 1.0, max(0.4, anim.duration(CELEBRATION_SECONDS, speed)), anim.linear)
        elif self.game.is_lost:
            self._offer_lost()

    def _offer_lost(self) -> None:
        self.app.push(ChoiceDialog(self.app, "No moves left",
                                   "No tile can move any more. Take back a move, try the deal again, "
                                   "or start a new one.",
                                   [("Undo", self._undo), ("Restart", self.start_restart),
                                    ("New game", self.start_new)]))

    def _start(self, game: FoundationGame) -> None:
        self.game = game
        self.elapsed = 0.0
        self._request_verdict()
        self.dirty = True

    def _clear_marks(self) -> None:
        self.selected = None
        self.shown = []
        self.hint_move = None
        self.press = None

    # --- the solver ----------------------------------------------------------------------
    def _key(self) -> tuple:
        return position_key(self.game.to_record())

    def _request_verdict(self) -> None:
        """Make sure the solver is (or was) asked about the current position."""
        if self.dealing:
            return
        key = self._key()
        if key in self.results or (self.jobs.pending("verdict") and self.asked == key):
            return
        self.asked = key               # replaces a stale question (dropped if not started)
        self.jobs.submit("verdict", solve_record, self.game.to_record(), VERDICT_BUDGET, VERDICT_SECONDS,
                         process=True)

    def _carry_solution(self, previous: dict | None, move: Move) -> None:
        """Playing the solution's next move keeps the rest of it: no need to search again."""
        if previous and previous["winnable"] and previous["moves"] and previous["moves"][0] == move.text():
            rest = previous["moves"][1:]
            self.results[self._key()] = dict(previous, moves=rest, hint=rest[0] if rest else None)

    def _poll_solver(self) -> None:
        verdict = self.jobs.poll("verdict")
        if verdict is not None and verdict.done:
            key, result = self.asked, _answer(verdict)
            if result is not None:
                self.results[key] = result
            self.dirty = True
            if key == self._key():
                if self.hint_wanted:
                    self.hint_wanted = False
                    self._show_hint(result)
            else:
                self._request_verdict()
        deal = self.jobs.poll("deal")
        if self.dealing and deal is not None and deal.done:
            self._deal_answer(_answer(deal))

    def _show_hint(self, result: dict | None) -> None:
        if not result or not result.get("hint"):
            self.app.notify("No hint: no useful move is left." if result else "The solver could not help here.")
            return
        self.hint_move = Move.parse(result["hint"])
        if result["winnable"]:
            why = "the next move of a solution the solver found"
        else:
            why = result.get("note") or "the most useful move the solver sees"
        self.app.notify(f"Hint: {self._describe(self.hint_move)} ({why})")
        self.dirty = True

    def _describe(self, move: Move) -> str:
        state = self.game.state
        tile = state.cells[move.src.index] if move.src.kind == "c" else \
            state.columns[move.src.index][move.src.level][-move.count]
        where = {"f": "to the foundations", "c": "to a free cell", "t": f"to column {move.dst.index + 1}"}
        what = tile_name(tile) + (f" and {move.count - 1} below" if move.count > 1 else "")
        return f"{what} {where[move.dst.kind]}"

    # --- winnable deals only --------------------------------------------------------------
    def toggle_winnable(self) -> None:
        self.prefs["winnable_only"] = not self.winnable_only
        self._label_winnable()
        self.app.storage.save_settings()
        self.app.notify("New games: proven-winnable deals only" if self.winnable_only
                        else "New games: any deal")

    def _label_winnable(self) -> None:
        button = self.tools["winnable"]
        button.label = "Winnable deals: " + ("on" if self.winnable_only else "off")
        button.selected = self.winnable_only
        if self.scale and self.toolbar.rect.w:
            self.resize(self.app.size)   # the label's width changed

    def _next_candidate(self) -> None:
        d = self.dealing
        d["tries"] += 1
        d["deal"] = new_deal_number()
        record = {"game": self.game_id, "deal": d["deal"],
                  "options": {"autoplay": bool(self.app.settings.get("autoplay", True))}, "moves": []}
        self.jobs.submit("deal", solve_record, record, DEAL_BUDGET, DEAL_SECONDS, process=True)

    def _deal_answer(self, result: dict | None) -> None:
        d = self.dealing
        if result is not None and result["winnable"]:
            self.dealing = None
            self._start(self._deal(d["deal"]))
            self.results[self._key()] = result
            self.app.notify(f"Deal #{d['deal']}: the solver has proved it can be won.")
        elif d["tries"] >= DEAL_TRIES:
            self.dealing = None
            self._start(self._deal(d["deal"]))
            self.app.notify(f"No proven-winnable deal in {DEAL_TRIES} tries: dealing #{d['deal']} anyway.")
        else:
            self._next_candidate()
        self.dirty = True

    # --- input ---------------------------------------------------------------------------
    def board_event(self, event) -> None:
        if self.dealing or self.celebration is not None or self.geo is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._finish_flights()
            if not self.finished:
                self._left_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._left_up(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._finish_flights()
            self._right_click(event.pos)

    def _motion(self, pos) -> None:
        self.pointer = pos
        p = self.press
        if p is None:
            return
        if not p.dragging and (abs(pos[0] - p.pos[0]) + abs(pos[1] - p.pos[1])) >= DRAG_START:
            p.dragging = True
            self.selected = None
            self.shown = self.game.destinations(p.src, p.count)
        if p.dragging:
            self.dirty = True

    def _left_down(self, pos) -> None:
        self.hint_move = None
        hit = self._source_at(pos)
        if hit is not None:
            src, count, rect = hit
            if self.last_click and self.last_click[0] == src and self.clock - self.last_click[1] <= DOUBLE_CLICK:
                self.last_click = None
                self._double_click(src)
                return
            self.last_click = (src, self.clock)
            self.press = Press(src, count, pos, (pos[0] - rect.x, pos[1] - rect.y))
        else:
            self.last_click = None

    def _left_up(self, pos) -> None:
        p, self.press = self.press, None
        if p is not None and p.dragging:
            self.shown = []
            move = self._move_to(p.src, p.count, pos)
            if move is not None:
                self._try_move(move)
            return
        if self.selected is not None:
            src, count = self.selected
            if p is not None and p.src == src:
                self._clear_marks()            # clicking the selection again lets it go
                return
            move = self._move_to(src, count, pos)
            if move is not None and (p is None or self.game.is_legal(move)):
                self._try_move(move)
                return
        if p is not None:
            self.selected = (p.src, p.count)
            self.shown = self.game.destinations(p.src, p.count)
        else:
            self._clear_marks()

    def _double_click(self, src: Spot) -> None:
        self._clear_marks()
        move = self.game.auto_destination(src, 1)
        if move is None:
            self._refuse("that tile has nowhere to go: no foundation takes it and no cell is free")
        else:
            self._try_move(move)

    def _right_click(self, pos) -> None:
        hit = self._source_at(pos)
        self._clear_marks()
        if hit is None:
            return
        src, count, _ = hit
        self.shown = self.game.destinations(src, count) or self.game.destinations(src, 1)
        if not self.shown:
            self.app.notify("That tile cannot move now.")

    # --- hit testing ---------------------------------------------------------------------
    def _step(self, state: State) -> int:
        """Rows spread as far as the longest column (plus one tile dropped on it) allows."""
        longest = max((len(column[0]) for column in state.columns if column), default=1)
        return self.geo.step_for(min(self.config.rows, longest + 1))

    def _tile_rect(self, state: State, column: int, level: int, row: int, levels: int) -> pygame.Rect:
        return self.geo.tile_rect(column, level, row, levels, self._step(state))

    def _tableau_tiles(self, state: State):
        """(TileView, rect) in drawing order: by row, then level (see view.py)."""
        out = []
        step = self._step(state)
        for c, tiles in enumerate(self._view(state).columns):
            levels = 1 + max((t.level for t in tiles), default=0)
            for t in tiles:
                out.append((t, self.geo.tile_rect(c, t.level, t.row, levels, step)))
        out.sort(key=lambda tr: (tr[0].row, tr[0].level))
        return out

    def _source_at(self, pos) -> tuple[Spot, int, pygame.Rect] | None:
        """The tile (or group) a press at ``pos`` picks up, with the rect of its first tile."""
        state = self.game.state
        for i, rect in enumerate(self.geo.cells):
            if rect.collidepoint(pos) and state.cells[i] is not None:
                return Spot("c", i), 1, rect
        for tile, rect in reversed(self._tableau_tiles(state)):
            if rect.collidepoint(pos):
                if not tile.movable:
                    return None
                return Spot("t", tile.column, tile.level), tile.movable, rect
        return None

    def _move_to(self, src: Spot, count: int, pos) -> Move | None:
        """The move a drop (or second click) at ``pos`` means: a legal one when the place
        takes the tiles, else the move the player aimed at (the engine will say why not)."""
        legal = self.game.destinations(src, count)
        geo = self.geo
        if geo.foundations.collidepoint(pos):
            wide = [r.inflate(geo.top.depth * 2, 0) for r in geo.piles]
            aimed = next((p for p, r in enumerate(wide) if r.collidepoint(pos)), None)
            ups = [m for m in legal if m.dst.kind == "f"]
            exact = [m for m in ups if m.dst.index == aimed]
            return (exact or ups or [Move(src, Spot("f", aimed if aimed is not None else 0), count)])[0]
        if geo.cell_area.collidepoint(pos):
            aimed = next((i for i, r in enumerate(geo.cells) if r.collidepoint(pos)), 0)
            cells = [m for m in legal if m.dst.kind == "c"]
            exact = [m for m in cells if m.dst.index == aimed]
            return (exact or cells or [Move(src, Spot("c", aimed), count)])[0]
        column = geo.column_at(pos)
        if column is None:
            return None
        here = [m for m in legal if m.dst.kind == "t" and m.dst.index == column]
        if here:
            return min(here, key=lambda m: _distance(self._landing(m).center, pos))
        levels = len(self.game.state.columns[column])
        return Move(src, Spot("t", column, max(0, levels - 1)), count)

    def _landing(self, move: Move) -> pygame.Rect:
        return self._landing_in(self.game.state, move)

    # --- drawing -------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        if self.dealing:
            self._draw_dealing(surface)
            return
        state = self.shown_state
        hidden = self._hidden()
        self._draw_foundations(surface, state, hidden)
        self._draw_cells(surface, state, hidden)
        self._draw_tableau(surface, state, hidden)
        self._draw_targets(surface)
        self._draw_moving(surface)
        if self.celebration is not None:
            self._draw_celebration(surface)

    def _hidden(self) -> tuple[Spot, int] | None:
        """The tiles not drawn in place: in the air, or dragged."""
        if self.flights:
            return self.flights[0].move.src, self.flights[0].move.count
        if self.press is not None and self.press.dragging:
            return self.press.src, self.press.count
        return None

    def _tile(self, code: str, width: int, state: str = "normal") -> pygame.Surface:
        return self.app.tiles.tile(code, width, state)

    def _slot(self, surface: pygame.Surface, rect: pygame.Rect, depth: int, label: str = "") -> None:
        """An empty place: a faint rounded outline where a tile's face would be."""
        face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
        radius = max(3, face.w // 9)
        theme.draw_translucent(surface, face, (0, 0, 0, 46), radius)
        pygame.draw.rect(surface, (255, 255, 255, 60), face, 1, border_radius=radius)
        if label:
            img = theme.text(label, max(10, face.w // 3), (255, 255, 255), bold=True)
            img.set_alpha(90)
            theme.blit_centered(surface, img, face.center)

    def _draw_foundations(self, surface, state: State, hidden) -> None:
        geo, t = self.geo, self.geo.top
        view = self._view(state)
        size = max(11, geo.label_h * 3 // 4)
        for s, label_rect in enumerate(geo.set_labels):
            dragon, suit = view.set_dragons[s], view.set_suits[s]
            if dragon is None:
                text, colour = f"Set {s + 1}", theme.TEXT_DIM
            else:
                text = DRAGON_NAMES[dragon] + (f" · {SUIT_NAMES[suit]}" if suit else "")
                colour = theme.TEXT
            x = label_rect.x + t.depth
            if dragon is not None:
                r = max(3, size // 3)
                pygame.draw.circle(surface, DRAGON_COLOURS[dragon], (x + r, label_rect.centery), r)
                pygame.draw.circle(surface, (255, 255, 255), (x + r, label_rect.centery), r, 1)
                x += 2 * r + max(3, r)
            img = theme.fit_text(text, size, label_rect.right - x, colour, bold=dragon is not None)
            surface.blit(img, img.get_rect(midleft=(x, label_rect.centery)))
        for pile, rect, label_rect in zip(view.piles, geo.piles, geo.wind_labels):
            tiles = pile.tiles
            if tiles:
                if len(tiles) > 1:
                    under = self._tile(tiles[-2], t.w)
                    surface.blit(under, rect.move(-1, 1))
                surface.blit(self._tile(tiles[-1], t.w, self._pile_state(pile.index)), rect)
            else:
                self._slot(surface, rect, t.depth, pile.wind)
            img = self._pile_label(pile, max(10, size - 2), label_rect.w)
            theme.blit_centered(surface, img, label_rect.center)
        cl = geo.cells_label
        img = theme.fit_text("Free cells", size, cl.w, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(cl.x + t.depth, cl.centery)))

    @staticmethod
    def _pile_label(pile, size: int, width: int) -> pygame.Surface:
        """The pile's wind (and season), as long as the room allows."""
        if pile.season:
            season = SEASON_NAMES[pile.season]
            names = (f"{pile.wind} · {season}", f"{pile.wind} · {season[:3]}", f"{pile.wind}·{season[:2]}")
        else:
            names = (WIND_NAMES[pile.wind], pile.wind)
        for name in names:
            img = theme.text(name, size, theme.TEXT_DIM)
            if img.get_width() <= width:
                return img
        return theme.fit_text(names[-1], size, width, theme.TEXT_DIM)

    def _pile_state(self, index: int) -> str:
        if self._marks_target(Spot("f", index)):
            return "hinted"
        if self.celebration is not None:
            wave = self.celebration.progress * 14 - 1
            return "selected" if abs(index - wave) < 1.2 else "normal"
        return "normal"

    def _marks_target(self, spot: Spot) -> bool:
        return self.hint_move is not None and self.hint_move.dst == spot

    def _draw_cells(self, surface, state: State, hidden) -> None:
        t = self.geo.top
        for i, rect in enumerate(self.geo.cells):
            code = state.cells[i]
            if code is None or hidden == (Spot("c", i), 1):
                self._slot(surface, rect, t.depth)
            else:
                surface.blit(self._tile(code, t.w, self._source_state(Spot("c", i), 1)), rect)

    def _source_state(self, src: Spot, carried: int) -> str:
        """Tile state for a tile that heads ``carried`` tiles of ``src``."""
        for marked, how in ((self.selected, "selected"),
                            ((self.hint_move.src, self.hint_move.count) if self.hint_move else None, "hinted")):
            if marked and marked[0] == src and carried <= marked[1]:
                return how
        return "normal"

    def _draw_tableau(self, surface, state: State, hidden) -> None:
        m = self.geo.tile
        tiles = self._tableau_tiles(state)
        lengths = self._level_lengths(state)
        occupied = {t.column for t, _ in tiles}
        for c in range(16):
            if c not in occupied:
                self._slot(surface, self.geo.tile_rect(c, 0, 0), m.depth)
        for tile, rect in tiles:
            carried = lengths[tile.column][tile.level] - tile.row
            src = Spot("t", tile.column, tile.level)
            if hidden is not None and hidden[0] == src and carried <= hidden[1]:
                continue
            if tile.level:  # a tile lying on another: its shadow falls on the one below
                theme.draw_shadow(surface, rect.inflate(-m.depth, -m.depth), max(3, m.w // 9), 3, (-2, 3), 90)
            surface.blit(self._tile(tile.code, m.w, self._source_state(src, carried)), rect)

    @staticmethod
    def _level_lengths(state: State) -> list[list[int]]:
        return [[len(level) for level in column] for column in state.columns]

    def _draw_targets(self, surface) -> None:
        """Glowing outlines where the selected, dragged or right-clicked tiles may go, and
        the hint's destination."""
        moves = list(self.shown)
        if self.hint_move is not None:
            moves.append(self.hint_move)
        drop = None
        if self.press is not None and self.press.dragging:
            drop = self._move_to(self.press.src, self.press.count, self.pointer)
        for move in moves:
            rect = self._landing(move)
            depth = self.geo.top.depth if move.dst.kind in "fc" else self.geo.tile.depth
            face = pygame.Rect(rect.x + depth, rect.y, rect.w - depth, rect.h - depth)
            colour = (120, 224, 255) if move is self.hint_move else GLOW
            strong = move == drop
            theme.draw_translucent(surface, face, (*colour, 90 if strong else 44), max(3, face.w // 9))
            pygame.draw.rect(surface, colour, face.inflate(4, 4), 4 if strong else 2,
                             border_radius=max(3, face.w // 9) + 2)

    def _draw_moving(self, surface) -> None:
        """The flying step, or the dragged tiles under the pointer."""
        m = self.geo.tile
        if self.flights:
            f = self.flights[0]
            start = self._source_rects(f.before, f.move)
            end = self._landing_in(f.before, f.move)
            k = f.tween.value
            for i, (code, rect) in enumerate(start):
                size = (round(anim.lerp(rect.w, end.w, k)), round(anim.lerp(rect.h, end.h, k)))
                pos = (round(anim.lerp(rect.x, end.x, k)),
                       round(anim.lerp(rect.y, end.y + i * self._step(f.before), k)))
                img = self._tile(code, rect.w - (self.geo.top if f.move.src.kind == "c" else m).depth)
                if img.get_size() != size:  # between the two tile sizes: scale the cached one
                    img = pygame.transform.smoothscale(img, size)
                theme.draw_shadow(surface, pygame.Rect(pos[0] + 4, pos[1], *size), 6, 4, (2, 6), 70)
                surface.blit(img, pos)
        elif self.press is not None and self.press.dragging:
            p = self.press
            x, y = self.pointer[0] - p.grab[0], self.pointer[1] - p.grab[1]
            for i, (code, _) in enumerate(self._source_rects(self.game.state, Move(p.src, p.src, p.count))):
                rect = pygame.Rect(x, y + i * self._step(self.game.state), m.w + m.depth, m.h + m.depth)
                theme.draw_shadow(surface, rect.move(6, 0), 6, 5, (3, 8), 90)
                surface.blit(self._tile(code, m.w), rect)

    def _source_rects(self, state: State, move: Move) -> list[tuple[str, pygame.Rect]]:
        src = move.src
        if src.kind == "c":
            return [(state.cells[src.index], self.geo.cells[src.index])]
        column = state.columns[src.index]
        level = column[src.level]
        return [(level[r], self._tile_rect(state, src.index, src.level, r, len(column)))
                for r in range(len(level) - move.count, len(level))]

    def _landing_in(self, state: State, move: Move) -> pygame.Rect:
        """Where the first tile of ``move`` lands in ``state`` (tile-surface rect)."""
        dst = move.dst
        if dst.kind == "f":
            return self.geo.piles[dst.index]
        if dst.kind == "c":
            return self.geo.cells[dst.index]
        column = state.columns[dst.index]
        levels = max(len(column), dst.level + 1)
        row = len(column[dst.level]) if dst.level < len(column) else 0
        return self._tile_rect(state, dst.index, dst.level, row, levels)

    def _draw_dealing(self, surface) -> None:
        s, r = self.scale, self.board_rect
        box = pygame.Rect(0, 0, theme.px(460, s), theme.px(120, s))
        box.center = r.center
        theme.draw_panel(surface, box, radius=theme.px(14, s))
        title = theme.text("Dealing a winnable game…", theme.px(26, s), theme.INK, bold=True)
        theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(16, s)))
        tries = self.dealing["tries"]
        note = theme.text(f"The solver is checking deal {tries} of at most {DEAL_TRIES}", theme.px(17, s),
                          theme.INK_DIM)
        theme.blit_centered(surface, note, (box.centerx, box.centery + theme.px(22, s)))

    def _draw_celebration(self, surface) -> None:
        s, r = self.scale, self.board_rect
        k = min(1.0, self.celebration.progress * 3)
        grow = anim.ease_out(k)
        zoom = 0.6 + 0.4 * grow
        box = pygame.Rect(0, 0, round(theme.px(420, s) * zoom), round(theme.px(130, s) * zoom))
        box.center = (r.centerx, r.centery + theme.px(40, s))
        theme.draw_shadow(surface, box, theme.px(16, s), 10, (0, 6), 140)
        pygame.draw.rect(surface, theme.ACCENT, box, border_radius=theme.px(16, s))
        pygame.draw.rect(surface, theme.GOLD, box.inflate(-theme.px(10, s), -theme.px(10, s)), 2,
                         border_radius=theme.px(12, s))
        if k >= 0.6:
            title = theme.text("Solved!", theme.px(44, s), (255, 250, 240), bold=True)
            theme.blit_centered(surface, title, (box.centerx, box.centery - theme.px(14, s)))
            sub = theme.text(f"{len(self.game.moves)} moves · {theme.format_time(self.elapsed)}", theme.px(19, s),
                             theme.GOLD)
            theme.blit_centered(surface, sub, (box.centerx, box.centery + theme.px(30, s)))


def _distance(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
