"""Starting the deal of the day from the menu (core.daily says which deal it is).

``DailyStarter.start(game_id)``: a save that is already today's deal is resumed; another
save is replaced after the player confirms (counting as played and lost, as a new game
does); otherwise the day's start record is dealt in the background (the registry's
engine may run a solver) and, once ``poll()`` collects it, the game opens on it.
"""

from __future__ import annotations

from datetime import date

from mahjong import games
from mahjong.core import daily, savefile
from mahjong.core.errors import BadRecord
from mahjong.core.jobs import Jobs
from mahjong.i18n import _


class DailyStarter:
    """One menu's deal-of-the-day job (key ``"daily"``)."""

    def __init__(self, app) -> None:
        self.app = app
        self.jobs = Jobs()
        self.game_id: str | None = None   # the game being dealt

    @property
    def dealing(self) -> bool:
        return self.jobs.pending("daily")

    def start(self, game_id: str, day: date | None = None) -> None:
        day = day or daily.today()
        saved = self.app.storage.load_game(game_id)
        if saved is not None and _day_of(saved) == day.isoformat():
            self.app.open_game(game_id, resume=True)
            return
        if saved is not None:
            from mahjong.ui.dialogs import ConfirmDialog

            name = _(games.get(game_id).name)
            self.app.push(ConfirmDialog(self.app, _("Play today's deal?"),
                                        _("Your saved game of {game} will be replaced.").format(game=name),
                                        lambda: self._deal(game_id, day), yes=_("Play"), no=_("Cancel")))
            return
        self._deal(game_id, day)

    def _deal(self, game_id: str, day: date) -> None:
        info = games.get(game_id)
        self.game_id = game_id
        self.jobs.submit("daily", daily.start_record, games.load(info.engine), game_id, day)
        self.app.notify(_("Dealing today's {game}…").format(game=_(info.name)))

    def wait(self) -> None:
        """Block until the deal is made (tests and screenshots only)."""
        self.jobs.wait("daily")

    def poll(self) -> None:
        """Open the game once its start is dealt (never blocks)."""
        outcome = self.jobs.poll("daily")
        if outcome is None or not outcome.done or self.game_id is None:
            return
        game_id, self.game_id = self.game_id, None
        if outcome.error is not None:
            self.app.notify(_("Today's deal could not be dealt ({problem}).").format(problem=outcome.error))
            return
        self.open(game_id, outcome.result)

    def open(self, game_id: str, start: dict) -> None:
        """Play ``start`` (the day's record with no moves): a save is resumed first and
        abandoned by its scene, so it counts as a game left, as New does."""
        cls = games.load(games.get(game_id).scene)
        try:
            scene = cls(self.app, game_id, start)
        except Exception as exc:  # noqa: BLE001 - a deal the rules refuse is only refused
            self.app.notify(_("Today's deal could not be dealt ({problem}).").format(
                problem=exc or type(exc).__name__))
            return
        if not self.app.storage.has_game(game_id):
            self.app.push(scene)
            return
        old = self.app.open_game(game_id, resume=True)
        told = None if self.app.top is old else self.app.pop()  # a save refused: its message
        old.replace_with(scene)
        if told is not None:
            self.app.push(told)


def _day_of(saved: dict) -> object:
    """The day a save is the deal of (its chrome's ``daily``), if it says one."""
    try:
        return savefile.split(saved).chrome.daily
    except BadRecord:
        return None
