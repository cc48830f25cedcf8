"""Solver coordination for ``FoundationScene``: the status line's verdict, hints and,
when the player asks for proven-winnable deals only, the vetting of new deals. The solver
runs as background jobs in worker processes (core.jobs, keys "verdict" and "deal");
answers are kept by position (game, deal, options, moves played), so an answer about a
position the player has since left is never taken for the current one. The verdict is
searched with a node budget, not a clock, so a position always gets the same one; a
winning line goes into the save and comes back with it once it replays to a win
(``saved``, ``restore``). No drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mahjong.core.jobs import Jobs, Outcome
from mahjong.core.rng import new_deal_number
from mahjong.core.tiles import tile_name
from mahjong.games.foundation.legality import lifted
from mahjong.games.foundation.moves import Move
from mahjong.games.foundation.solver import checked_line, solve_record

if TYPE_CHECKING:
    from mahjong.games.foundation.face.scene import FoundationScene

# The status line's verdict and the hint: the search stops at a node budget, never at a
# clock, so one position always gets one verdict and one line (a few seconds of search;
# the level games expand far fewer nodes a second). VERDICT_GUARD only stops a search on
# a machine so slow that it would otherwise run on for minutes.
VERDICT_BUDGET, VERDICT_BUDGET_LEVELS, VERDICT_GUARD = 30_000, 6_000, 60.0
DEAL_BUDGET, DEAL_SECONDS, DEAL_TRIES = 40_000, 2.5, 6
VERDICTS = {True: "winnable", False: "not winnable", None: "unknown"}


def position_key(record: dict) -> tuple:
    """What identifies a position: the game, the deal, the options and the moves played."""
    options = tuple(sorted((record.get("options") or {}).items()))
    return record["game"], record["deal"], options, tuple(record["moves"])


def _answer(outcome: Outcome) -> dict | None:
    """A finished solver job's answer; None when it failed (a broken worker must not
    break the game: the verdict stays unknown)."""
    return outcome.result if outcome.error is None else None


class Advice:
    """The solver's side of one ``FoundationScene``: reads the scene's game, and tells the
    scene of a hint to show or of a vetted deal to start."""

    def __init__(self, scene: FoundationScene) -> None:
        self.scene = scene
        self.results: dict[tuple, dict] = {}    # solver answers by position
        self.jobs = Jobs()
        self.asked: tuple | None = None         # the position the "verdict" job is about
        self.hint_wanted = False
        self.dealing: dict | None = None        # {"tries", "deal"} while vetting deals ("deal" job)

    # --- the verdict -----------------------------------------------------------------------
    def key(self) -> tuple:
        return position_key(self.scene.game.to_record())

    def current(self) -> dict | None:
        """The solver's answer about the position on the board, if it has one."""
        return self.results.get(self.key())

    def verdict(self) -> str:
        """The status line's word for the position on the board."""
        result = self.current()
        if result is not None:
            return VERDICTS[result["winnable"]]
        return "thinking…" if self.jobs.pending("verdict") else VERDICTS[None]

    def request_verdict(self) -> None:
        """Make sure the solver is (or was) asked about the current position."""
        if self.dealing:
            return
        key = self.key()
        if key in self.results or (self.jobs.pending("verdict") and self.asked == key):
            return
        self.asked = key               # replaces a stale question (dropped if not started)
        budget = VERDICT_BUDGET_LEVELS if self.scene.config.levels else VERDICT_BUDGET
        self.jobs.submit("verdict", solve_record, self.scene.game.to_record(), budget, VERDICT_GUARD,
                         process=True)

    def wait_for_verdict(self) -> None:
        """Ask about the current position and wait for the answer (screenshots)."""
        self.request_verdict()
        if self.jobs.pending("verdict"):
            self.jobs.wait("verdict", VERDICT_GUARD + 6)
            self.poll()

    # --- the verdict kept with a save ------------------------------------------------------
    def saved(self) -> dict | None:
        """What a save keeps of the solver's answer about the position: a winning line (a
        verdict of "not winnable" or "unknown" is found again, the same, on loading)."""
        result = self.current()
        if result is None or not result["winnable"]:
            return None
        return {"winnable": True, "moves": list(result["moves"])}

    def restore(self, saved: object) -> bool:
        """Take back a line kept with a save (``saved``) for the position on the board, if
        it replays to a win from there; anything else is dropped. True if taken."""
        if not isinstance(saved, dict) or saved.get("winnable") is not True:
            return False
        moves = checked_line(self.scene.game, saved.get("moves"))
        if moves is None:
            return False
        texts = [m.text() for m in moves]
        self.results[self.key()] = {"winnable": True, "moves": texts, "hint": texts[0] if texts else None,
                                    "note": "next move of a solution", "nodes": 0, "seconds": 0.0}
        return True

    def carry_solution(self, previous: dict | None, move: Move) -> None:
        """Playing the solution's next move keeps the rest of it: no need to search again."""
        if previous and previous["winnable"] and previous["moves"] and previous["moves"][0] == move.text():
            rest = previous["moves"][1:]
            self.results[self.key()] = dict(previous, moves=rest, hint=rest[0] if rest else None)

    def poll(self) -> None:
        """Take in finished jobs (never blocks): every frame."""
        verdict = self.jobs.poll("verdict")
        if verdict is not None and verdict.done:
            key, result = self.asked, _answer(verdict)
            assert key is not None, "a verdict job is submitted only after setting what it is asked about"
            if result is not None:
                self.results[key] = result
            self.scene.dirty = True
            if key == self.key():
                if self.hint_wanted:
                    self.hint_wanted = False
                    self.show_hint(result)
            else:
                self.request_verdict()
        deal = self.jobs.poll("deal")
        if self.dealing and deal is not None and deal.done:
            self._deal_answer(_answer(deal))

    # --- hints -----------------------------------------------------------------------------
    def hint(self) -> None:
        """Show the hint for the current position, or ask for it and show it when it comes."""
        result = self.current()
        if result is None:
            self.hint_wanted = True
            self.request_verdict()
            self.scene.app.notify("Thinking about a hint…")
        else:
            self.show_hint(result)

    def show_hint(self, result: dict | None) -> None:
        scene = self.scene
        if not result or not result.get("hint"):
            scene.app.notify("No hint: no useful move is left." if result else "The solver could not help here.")
            return
        scene.hint_move = Move.parse(result["hint"])
        if result["winnable"]:
            why = "the next move of a solution the solver found"
        else:
            why = result.get("note") or "the most useful move the solver sees"
        scene.app.notify(f"Hint: {self.describe(scene.hint_move)} ({why})")
        scene.dirty = True

    def describe(self, move: Move) -> str:
        """``move`` in words: which tile (and how many below it) goes where."""
        state = self.scene.game.state
        tile = state.cells[move.src.index] if move.src.kind == "c" else \
            state.columns[move.src.index][move.src.level][-move.count]
        assert tile is not None, "a hint moves a tile, so its free cell is not empty"
        what = tile_name(tile) if move.count == 1 else f"the {move.count} tiles from {tile_name(tile)} down"
        dst = move.dst
        if dst.kind != "t":
            return f"{what} {'to the foundations' if dst.kind == 'f' else 'to a free cell'}"
        column = state.columns[dst.index]
        if move.src.kind == "t" and move.src.index == dst.index:
            column = lifted(column, move.src.level, move.count)
        if not column:
            return f"{what} to an empty column"
        if dst.level >= len(column):
            return f"{what} on top of {tile_name(column[-1][0])}"
        return f"{what} below {tile_name(column[dst.level][-1])}"

    # --- winnable deals only -----------------------------------------------------------------
    def stop_dealing(self) -> None:
        self.jobs.cancel("deal")
        self.dealing = None

    def deal_winnable(self) -> None:
        """Vet new deals until the solver proves one winnable (or DEAL_TRIES are spent);
        the scene shows "dealing…" meanwhile."""
        self.dealing = {"tries": 0, "deal": None}
        self._next_candidate()

    def _next_candidate(self) -> None:
        d = self.dealing
        assert d is not None, "called only while vetting deals (deal_winnable, _deal_answer)"
        d["tries"] += 1
        d["deal"] = new_deal_number()
        record = {"game": self.scene.game_id, "deal": d["deal"],
                  "options": {"autoplay": bool(self.scene.app.settings.get("autoplay", True))}, "moves": []}
        self.jobs.submit("deal", solve_record, record, DEAL_BUDGET, DEAL_SECONDS, process=True)

    def _deal_answer(self, result: dict | None) -> None:
        scene, d = self.scene, self.dealing
        assert d is not None, "poll passes a deal answer only while vetting deals"
        if result is not None and result["winnable"]:
            self.dealing = None
            scene.start_game(scene.deal_game(d["deal"]))
            self.results[self.key()] = result
            scene.app.notify(f"Deal {d['deal']:,}: the solver has proved it can be won.")
        elif d["tries"] >= DEAL_TRIES:
            self.dealing = None
            scene.start_game(scene.deal_game(d["deal"]))
            scene.app.notify(f"No proven-winnable deal in {DEAL_TRIES} tries: dealing {d['deal']:,} anyway.")
        else:
            self._next_candidate()
        scene.dirty = True
