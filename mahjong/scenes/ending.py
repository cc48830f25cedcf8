"""The end of a game, the game chrome's part (``GameScene`` mixes it in): the result goes
to the statistics, a result good enough is offered the high-score table, then the win or
game-over dialog. A game the Demo played in counts as played and lost, with no high score,
and says so."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from mahjong.core import daily
from mahjong.i18n import _, ngettext
from mahjong.ui import theme
from mahjong.ui.dialogs import GameOverDialog, NameEntryDialog, WinDialog


class GameEnd:
    """Needs the GameScene's ``app``, ``game_id``, ``info``, ``show_clock``, the chrome's
    fields and ``stop_demo``, ``start_record``, ``moves_made``, ``start_new``,
    ``start_restart`` and ``to_menu``."""

    app: Any
    game_id: str
    info: Any
    show_clock: bool
    finished: bool
    paused: bool
    dirty: bool
    elapsed: float
    hints_used: int
    undos_used: int
    demo_used: bool
    daily: Any

    if TYPE_CHECKING:  # the GameScene's (declared only: never shadow them at run time)
        def stop_demo(self) -> None: ...
        def start_record(self) -> dict | None: ...
        def moves_made(self) -> int: ...
        def start_new(self) -> None: ...
        def start_restart(self) -> None: ...
        def to_menu(self) -> None: ...
        @property
        def score_table(self) -> str: ...

    @property
    def clock_shown(self) -> bool:
        """The game has a clock and the player has not switched it off (Options)."""
        return self.show_clock and bool(self.app.settings.get("show_clock", True))

    def recorded_seconds(self) -> float | None:
        """The time kept for statistics and high scores: None when the player chose not
        to record times (Options), so the records show none."""
        if not self.app.settings.get("record_times", True):
            return None
        return round(self.elapsed, 2)

    def game_finished(self, won: bool, score: int | None = None, extra: dict | None = None) -> None:
        """Record the result, offer the high-score table, then the end-of-game dialog.
        A game the Demo played in counts as played and lost, with no high score."""
        if self.finished:
            return
        demo = self.demo_used
        self.stop_demo()
        if demo:
            won, score = False, None
        self.finished = True
        self.paused = False
        self.dirty = True
        storage = self.app.storage
        seconds = self.recorded_seconds()
        storage.record_result(self.game_id, won, score, seconds)
        if self.daily is not None:
            storage.record_daily(self.game_id, self.daily, won)
        storage.delete_game(self.game_id)
        ranking = self.info.ranking
        entry = {"score": score, "seconds": seconds, "date": datetime.now().isoformat(timespec="seconds"),
                 "hints": self.hints_used, "undos": self.undos_used, **(extra or {})}
        start = self.start_record()
        if start is not None:
            entry["start"] = start  # the high-score table can deal it again
        if entry["hints"] and 2 * entry["hints"] >= max(1, self.moves_made()):
            entry["assisted"] = True  # hints did most of the work: the table says so
        eligible = (won and seconds is not None if ranking == "time" else score is not None) and not demo
        if eligible and storage.qualifies(self.score_table, entry, ranking):
            def done(name: str | None) -> None:
                rank = None
                if name is not None:
                    self.app.set_setting("player_name", name)
                    rank = storage.add_high_score(self.score_table, dict(entry, name=name), ranking)
                self._show_end(won, score, rank)

            # a lost game says so before the high score is announced
            title, prompt = ((_("A new high score!"), _("Your result makes the top ten. Enter your name:"))
                             if won else
                             (_("Game over"), _("The game is lost, but your score makes the top ten. "
                                                "Enter your name:")))
            self.app.push(NameEntryDialog(self.app, prompt,
                                          self.app.settings.get("player_name") or "", done, title=title))
        else:
            self._show_end(won, score, None)

    def _show_end(self, won: bool, score: int | None, rank: int | None) -> None:
        parts = [_("The Demo played in this game, so it counts as played, not won.")] if self.demo_used else []
        if score is not None:
            parts.append(_("Score {score}.").format(score=theme.format_number(score)))
        if self.clock_shown:
            parts.append(_("Time {time}.").format(time=theme.format_time(self.elapsed)))
        if rank is not None:
            parts.append(_("Number {rank} in the high scores!").format(rank=rank + 1))
        stats = self.app.storage.stats(self.game_id)
        if won and stats.get("current_streak", 0) > 1:
            wins = stats["current_streak"]
            parts.append(ngettext("{count} win in a row.", "{count} wins in a row.", wins).format(count=wins))
        if won and self.daily is not None:
            days = daily.streak(self.app.storage.daily_days(self.game_id), daily.today())
            parts.append(ngettext("Deal of the day won: {count} day in a row.",
                                  "Deal of the day won: {count} days in a row.", days).format(count=days))
        text = " ".join(parts) or (_("Well played.") if won else _("No more moves."))
        cls = WinDialog if won else GameOverDialog
        self.app.push(cls(self.app, text, self.start_new, self.start_restart, self.to_menu))

