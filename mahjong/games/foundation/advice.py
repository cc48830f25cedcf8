"""Solver coordination for ``FoundationScene``: the status line's verdict, hints and,
when the player asks for proven-winnable deals only, the vetting of new deals. The solver
runs as background jobs in worker processes (core.jobs, keys "verdict" and "deal");
answers are kept by position (the engine's ``key()``, each job's ``about``), so an answer
about a position the player has since left is never taken for the current one. The
verdict is searched with a node budget, not a clock, so a position always gets the same
one; a winning line goes into the save and comes back with it once it replays to a win
(``saved``, ``restore``). Pure: it reads the game through a function it is given, never
the scene, and ``poll`` returns what the scene should show or start (``News``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mahjong.core.engine import position_key
from mahjong.core.jobs import Jobs, Outcome
from mahjong.core.rng import new_deal_number
from mahjong.core.tiles import tile_name
from mahjong.games.foundation.legality import lifted
from mahjong.games.foundation.moves import Move
from mahjong.games.foundation.solver import checked_line, solve_record
from mahjong.i18n import N_, _, format_number, ngettext

if TYPE_CHECKING:
    from mahjong.games.foundation.rules import FoundationGame

# The status line's verdict and the hint: the search stops at a node budget, never at a
# clock, so one position always gets one verdict and one line (a few seconds of search;
# the level games expand far fewer nodes a second). VERDICT_GUARD only stops a search on
# a machine so slow that it would otherwise run on for minutes.
VERDICT_BUDGET, VERDICT_BUDGET_LEVELS, VERDICT_GUARD = 30_000, 6_000, 60.0
DEAL_BUDGET, DEAL_SECONDS, DEAL_TRIES = 40_000, 2.5, 6
# Translators: the status line's verdict on the position ("Solver: winnable")
VERDICTS = {True: N_("winnable"), False: N_("not winnable"), None: N_("unknown")}


def _answer(outcome: Outcome) -> dict | None:
    """A finished solver job's answer; None when it failed (a broken worker must not
    break the game: the verdict stays unknown)."""
    return outcome.result if outcome.error is None else None


@dataclass
class News:
    """What ``poll`` found for the scene: ``changed`` (redraw), a hint answer to show
    (``hint``: the solver's answer, None when it had none), and a vetted deal to begin
    (``deal`` number with the ``note`` to tell)."""

    changed: bool = False
    hint: dict | None = None
    hint_due: bool = False
    deal: int | None = None
    note: str = ""


class Advice:
    """The solver's side of one Foundation game scene. ``position()`` is the game on the
    board; ``levels`` lowers the verdict's budget; ``autoplay()`` is the setting a vetted
    deal is dealt with."""

    def __init__(self, game_id: str, position: Callable[[], FoundationGame], levels: bool = False,
                 autoplay: Callable[[], bool] = lambda: True) -> None:
        self.game_id = game_id
        self.position = position
        self.levels = levels
        self.autoplay = autoplay
        self.results: dict[Hashable, dict] = {}    # solver answers by position
        self.jobs = Jobs()
        self.hint_wanted = False
        self.dealing: dict | None = None        # {"tries", "deal"} while vetting deals ("deal" job)

    # --- the verdict -----------------------------------------------------------------------
    def key(self) -> Hashable:
        return self.position().key()

    def current(self) -> dict | None:
        """The solver's answer about the position on the board, if it has one."""
        return self.results.get(self.key())

    def verdict(self) -> str:
        """The status line's word for the position on the board."""
        result = self.current()
        if result is not None:
            return _(VERDICTS[result["winnable"]])
        return _("thinking…") if self.jobs.pending("verdict") else _(VERDICTS[None])

    def request_verdict(self) -> None:
        """Make sure the solver is (or was) asked about the current position."""
        if self.dealing:
            return
        key = self.key()
        if key in self.results or self.jobs.asking("verdict", key):
            return
        budget = VERDICT_BUDGET_LEVELS if self.levels else VERDICT_BUDGET
        self.jobs.submit("verdict", solve_record, self.position().to_record(), budget, VERDICT_GUARD,
                         about=key, process=True)   # replaces a stale question (dropped if not started)

    def wait_for_verdict(self) -> News:
        """Ask about the current position and wait for the answer (screenshots, tests)."""
        self.request_verdict()
        if self.jobs.pending("verdict"):
            self.jobs.wait("verdict", VERDICT_GUARD + 6)
            return self.poll()
        return News()

    # --- the verdict kept with a save ------------------------------------------------------
    def saved(self) -> dict | None:
        """What a save keeps of the solver's answer about the position: a winning line (a
        verdict of "not winnable" or "unknown" is found again, the same, on loading)."""
        result = self.current()
        if result is None or not result["winnable"]:
            return None
        return {"winnable": True, "moves": list(result["moves"])}

    def restore(self, saved: object, game: FoundationGame) -> bool:
        """Take back a line kept with a save (``saved``) for ``game``'s position, if it
        replays to a win from there; anything else is dropped. True if taken."""
        if not isinstance(saved, dict) or saved.get("winnable") is not True:
            return False
        moves = checked_line(game, saved.get("moves"))
        if moves is None:
            return False
        texts = [m.text() for m in moves]
        self.results[game.key()] = {"winnable": True, "moves": texts, "hint": texts[0] if texts else None,
                                    "note": "next move of a solution", "nodes": 0, "seconds": 0.0}
        return True

    def carry_solution(self, previous: dict | None, move: Move) -> None:
        """Playing the solution's next move keeps the rest of it: no need to search again."""
        if previous and previous["winnable"] and previous["moves"] and previous["moves"][0] == move.text():
            rest = previous["moves"][1:]
            self.results[self.key()] = dict(previous, moves=rest, hint=rest[0] if rest else None)

    def poll(self) -> News:
        """Take in finished jobs (never blocks): every frame. Answers about other
        positions are kept for them (an undo comes back to them)."""
        news = News()
        verdict = self.jobs.poll("verdict")
        if verdict is not None and verdict.done:
            key, result = verdict.about, _answer(verdict)
            if result is not None:
                self.results[key] = result
            news.changed = True
            if key == self.key():
                if self.hint_wanted:
                    self.hint_wanted = False
                    news.hint, news.hint_due = result, True
            else:
                self.request_verdict()
        deal = self.jobs.poll("deal")
        if self.dealing and deal is not None and deal.done:
            self._deal_answer(_answer(deal), news)
        return news

    # --- hints -----------------------------------------------------------------------------
    def hint(self) -> dict | None:
        """The solver's answer for the current position, to show as a hint; None: not
        known yet (asked now: ``poll`` hands it over with ``hint_due`` when it comes)."""
        result = self.current()
        if result is None:
            self.hint_wanted = True
            self.request_verdict()
        return result

    def describe(self, move: Move) -> str:
        """``move`` in words: which tile (and how many below it) goes where."""
        state = self.position().state
        tile = state.cells[move.src.index] if move.src.kind == "c" else \
            state.columns[move.src.index][move.src.level][-move.count]
        assert tile is not None, "a hint moves a tile, so its free cell is not empty"
        dst, n, target = move.dst, move.count, ""
        if dst.kind == "f":
            where = "foundations"
        elif dst.kind == "c":
            where = "cell"
        else:
            column = state.columns[dst.index]
            if move.src.kind == "t" and move.src.index == dst.index:
                column = lifted(column, move.src.level, move.count)
            if not column:
                where = "empty"
            elif dst.level >= len(column):
                where, target = "top", tile_name(column[-1][0])
            else:
                where, target = "below", tile_name(column[dst.level][-1])
        return _moved(where, n).format(tile=tile_name(tile), count=n, target=target)

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
        d["record"] = {"game": self.game_id, "deal": d["deal"], "options": {"autoplay": bool(self.autoplay())},
                       "moves": []}
        self.jobs.submit("deal", solve_record, d["record"], DEAL_BUDGET, DEAL_SECONDS, process=True)

    def _deal_answer(self, result: dict | None, news: News) -> None:
        d = self.dealing
        assert d is not None, "poll passes a deal answer only while vetting deals"
        news.changed = True
        if result is not None and result["winnable"]:
            self.dealing = None
            rec = d["record"]
            self.results[position_key(rec["game"], rec["deal"], rec["options"], ())] = result
            news.deal = d["deal"]
            news.note = _("Deal {deal}: the solver has proved it can be won.").format(deal=format_number(d['deal']))
        elif d["tries"] >= DEAL_TRIES:
            self.dealing = None
            news.deal = d["deal"]
            news.note = ngettext("No proven-winnable deal in {count} try: dealing {deal} anyway.",
                                 "No proven-winnable deal in {count} tries: dealing {deal} anyway.",
                                 DEAL_TRIES).format(count=DEAL_TRIES, deal=format_number(d['deal']))
        else:
            self._next_candidate()


def _moved(where: str, n: int) -> str:
    """A hinted move in words, to fill with ``tile`` (the moving tile, or the head of a
    group of ``count``) and ``target`` (the tile it goes on top of or below)."""
    if n == 1:
        return {"foundations": _("{tile} to the foundations"), "cell": _("{tile} to a free cell"),
                "empty": _("{tile} to an empty column"), "top": _("{tile} on top of {target}"),
                "below": _("{tile} below {target}")}[where]
    # Translators: a group of {count} tiles headed by {tile}: "the 3 tiles from 3 Circles down to a free cell"
    return {"foundations": ngettext("the {count} tiles from {tile} down to the foundations",
                                    "the {count} tiles from {tile} down to the foundations", n),
            "cell": ngettext("the {count} tiles from {tile} down to a free cell",
                             "the {count} tiles from {tile} down to a free cell", n),
            "empty": ngettext("the {count} tiles from {tile} down to an empty column",
                              "the {count} tiles from {tile} down to an empty column", n),
            "top": ngettext("the {count} tiles from {tile} down on top of {target}",
                            "the {count} tiles from {tile} down on top of {target}", n),
            "below": ngettext("the {count} tiles from {tile} down below {target}",
                              "the {count} tiles from {tile} down below {target}", n)}[where]
