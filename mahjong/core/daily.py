"""The deal of the day: one deal per game and UTC date, the same for everyone. Pure
Python, no pygame.

The deal of day D (a UTC date) in game G is::

    new_deal_number(Rng(stable_hash("YYYY-MM-DD/G")))

that is, the 64-bit FNV-1a hash of the text ``"2026-11-26/small-stones"`` seeds core.rng's
SplitMix64, whose first draw is brought into the deal range 1..999,999,999 as every new
deal's number is. The game then deals that number as its menu would with the default
options (the registry's ``engine``: Solitaire's Turtle, Winnable; the Stones games'
finishable draw; and so on), so the start of the day's game is the same everywhere.

A day's results live in storage under the game (``Storage.record_daily``), its high
scores under the table key ``G@daily/YYYY-MM-DD``. The streak is the run of days in a row
whose deal was won, up to today (today still to play does not break it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

from mahjong.core.errors import BadRecord
from mahjong.core.rng import Rng, new_deal_number, stable_hash
from mahjong.i18n import N_, _

TABLE_MARK = "@daily/"
MAX_DAYS = 3_660          # days kept per game (ten years): a stored file stays small

# Translators: a month's name on its own (the calendar's heading: "{month} {year}")
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))
# Translators: a day of a month, as in "the deal of 26 November" (write the date your way)
DAY_OF_MONTH = (N_("{day} January"), N_("{day} February"), N_("{day} March"), N_("{day} April"),
                N_("{day} May"), N_("{day} June"), N_("{day} July"), N_("{day} August"),
                N_("{day} September"), N_("{day} October"), N_("{day} November"), N_("{day} December"))


def month_name(month: int) -> str:
    """The name of ``month`` (1-12) in the player's language."""
    return _(MONTHS[month - 1])


def day_and_month(day: date) -> str:
    """``day`` as its day and month ("26 November") in the player's language."""
    return _(DAY_OF_MONTH[day.month - 1]).format(day=day.day)


def today(now: datetime | None = None) -> date:
    """Today's date in UTC (``now``, when given, is any aware datetime)."""
    return (now or datetime.now(UTC)).astimezone(UTC).date()


def deal_number(game_id: str, day: date) -> int:
    """The deal of ``day`` in ``game_id`` (see the module docstring)."""
    return new_deal_number(Rng(stable_hash(f"{day.isoformat()}/{game_id}")))


def table_key(game_id: str, day: date) -> str:
    """The high-score table of one game's deal of one day."""
    return f"{game_id}{TABLE_MARK}{day.isoformat()}"


def parse_day(value: Any) -> date | None:
    """A stored ``YYYY-MM-DD`` as a date; None for anything else."""
    if not isinstance(value, str) or len(value) != 10:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def start_record(make_engine: Callable[[str, int], Any], game_id: str, day: date) -> dict[str, Any]:
    """The day's game as dealt: the engine's record with no moves, marked ``daily``.
    ``make_engine`` is the registry's ``engine`` (it may run a solver: call it off the
    frame path)."""
    engine = make_engine(game_id, deal_number(game_id, day))
    return dict(engine.to_record(), moves=[], daily=day.isoformat())


def day_of_record(game_id: str, record: Mapping[str, Any]) -> date | None:
    """The day a saved game is the deal of (its ``"daily"`` key), None for any other
    game; BadRecord when the key names no date or the deal is not that day's."""
    if "daily" not in record:
        return None
    day = parse_day(record["daily"])
    if day is None:
        raise BadRecord(_("the deal of the day names no date ({value})").format(value=repr(record["daily"])))
    if record.get("deal") != deal_number(game_id, day):
        raise BadRecord(_("deal {deal} is not the deal of {day}").format(
            deal=repr(record.get("deal")), day=day.isoformat()))
    return day


# --- the days played ------------------------------------------------------------------
def clean_days(value: Any) -> dict[str, dict[str, int]]:
    """Stored days (``{"YYYY-MM-DD": {"played": n, "won": n}}``) with every bad entry
    dropped: a key that is no date, counts that are not whole numbers from 0, more won
    than played. At most MAX_DAYS, the latest kept."""
    if not isinstance(value, dict):
        return {}
    days: dict[str, dict[str, int]] = {}
    for key, entry in value.items():
        if parse_day(key) is None or not isinstance(entry, dict):
            continue
        played, won = entry.get("played", 0), entry.get("won", 0)
        if not (_count(played) and _count(won)) or not 0 <= won <= played or played == 0:
            continue
        days[key] = {"played": played, "won": won}
    return dict(sorted(days.items())[-MAX_DAYS:])


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9


def with_result(days: Mapping[str, Mapping[str, int]], day: date, won: bool) -> dict[str, dict[str, int]]:
    """``days`` with one more game of ``day`` played (and won)."""
    out = {k: dict(v) for k, v in days.items()}
    entry = out.setdefault(day.isoformat(), {"played": 0, "won": 0})
    entry["played"] += 1
    entry["won"] += bool(won)
    return clean_days(out)


def state(days: Mapping[str, Mapping[str, int]], day: date) -> str | None:
    """``"won"``, ``"played"`` (not won) or None (not played) for one day."""
    entry = days.get(day.isoformat())
    if not entry:
        return None
    return "won" if entry.get("won") else "played"


def streak(days: Mapping[str, Mapping[str, int]], now: date) -> int:
    """Days in a row won, ending today, or yesterday while today is not won yet (today
    is open till midnight UTC: its deal may be played again)."""
    day = now if state(days, now) == "won" else now - timedelta(days=1)
    count = 0
    while state(days, day) == "won":
        count += 1
        day -= timedelta(days=1)
    return count


def best_streak(days: Mapping[str, Mapping[str, int]]) -> int:
    """The longest run of days in a row won."""
    best = run = 0
    last: date | None = None
    for key in sorted(days):
        day = parse_day(key)
        if day is None or state(days, day) != "won":
            run, last = 0, None
            continue
        run = run + 1 if last is not None and day - last == timedelta(days=1) else 1
        best, last = max(best, run), day
    return best


def month_weeks(year: int, month: int) -> list[list[date | None]]:
    """The month's weeks, Monday first; None for the days of other months."""
    import calendar  # here: not needed to open the window

    weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(year, month)
    return [[d if d.month == month else None for d in week] for week in weeks]


def shift_month(year: int, month: int, step: int) -> tuple[int, int]:
    """The month ``step`` months after (before, when negative) year/month."""
    index = year * 12 + (month - 1) + step
    return index // 12, index % 12 + 1
