"""Settings, statistics, high scores, the deal of the day's results (daily.json) and
saved games, as versioned JSON files.

Every file is written atomically (a temporary file in the same folder, fsync,
``os.replace``); temporary files an interrupted write left behind are removed at start.
A file that will not load (not UTF-8, not JSON, too large or too deeply nested, another
schema, the wrong shape) is renamed aside (``name.corrupt-<time>``) and the player is
told through ``messages``; play goes on with defaults. Within a file that loads, each
field is checked on its own (``core.cleaning``) and a bad one falls back to its default.
A file that cannot be read at all (no permission, a folder or a pipe in its place) is
left exactly as it is and never written over. A folder that cannot be written is reported
once and play continues. Statistics and high scores are updated read-modify-write under
a file lock, so two copies of the game running at once never lose each other's results.
Pure Python: no pygame.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime
from io import BufferedRandom
from pathlib import Path
from typing import Any

from mahjong.core import cleaning, daily
from mahjong.core.files import TooLarge, read_limited, write_atomic
from mahjong.core.options import Schema, shared_options
from mahjong.i18n import _

SCHEMA = 1
TOP_N = 10
RECENT_N = 30
MAX_FILE_BYTES = 8 * 1024 * 1024   # far above any real file (a long game's save is ~100 kB)
MAX_DEPTH = 32                     # nesting of lists and dicts; our files use at most 6
STALE_TEMP_SECONDS = 120           # a temporary file this old is no other copy's write in progress

DEFAULT_SETTINGS: dict[str, Any] = {
    "show_index": False,
    "animation_speed": "normal",   # off | fast | normal | slow
    "sound": True,
    "text_size": 100,               # percent: 100 | 125 | 150 (ui.theme.TEXT_SIZES)
    "high_contrast": False,
    "show_clock": True,             # the game clock on the status line and the end dialog
    "record_times": True,           # times kept in statistics and high scores
    "reduce_motion": False,         # slides, flights and flashes become instant changes
    "fullscreen": False,
    "speak": False,                 # say the status line's messages aloud (core.speech)
    "guided_offered": [],           # games whose guided first game has been offered
    "table_colour": "green",
    "player_name": "",
    "language": "system",           # "system" (the system's language) or a catalogue code: mahjong.i18n
    "window_size": [1280, 800],
    "window_position": [],          # [x, y] of the last session's window ([]: not known)
    "window_maximised": False,
    "games": {},
}

_EMPTY_STATS: dict[str, Any] = {
    "played": 0, "won": 0, "current_streak": 0, "best_streak": 0,
    "best_score": None, "best_time": None, "recent": [],
}


APP_FOLDER = "mahjong-parlor"


def _xdg_home() -> tuple[Path, Path] | None:
    """On Linux, the folders platformdirs names (the XDG base directories), found without
    importing it (a noticeable part of the start); None where it must be asked (another
    system, no usable HOME)."""
    home = os.environ.get("HOME", "")
    if not sys.platform.startswith("linux") or not os.path.isabs(home):
        return None

    def folder(variable: str, default: str) -> Path:
        chosen = os.environ.get(variable, "")
        return Path(chosen if os.path.isabs(chosen) else os.path.join(home, default)) / APP_FOLDER

    return folder("XDG_CONFIG_HOME", ".config"), folder("XDG_DATA_HOME", ".local/share")


def default_home() -> tuple[Path, Path]:
    """(config folder, data folder): MAHJONG_PARLOR_HOME for both, else the system's
    (platformdirs)."""
    override = os.environ.get("MAHJONG_PARLOR_HOME")
    if override:
        home = Path(override).expanduser()
        return home, home
    found = _xdg_home()
    if found is not None:
        return found
    import platformdirs

    return (Path(platformdirs.user_config_dir(APP_FOLDER, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_FOLDER, appauthor=False)))


class _Corrupt(Exception):
    pass


class Storage:
    """The player's files. ``options`` are the games' option declarations (the games
    layer's ``games.option_schema()``); core names no game's option itself. Without them
    a game's options are kept as plain JSON until ``declare_options`` checks them."""

    def __init__(self, home: str | os.PathLike[str] | None = None, options: Schema | None = None) -> None:
        self.options: Schema = dict(options or {})
        if home is None:
            self.config_dir, self.data_dir = default_home()
        else:
            self.config_dir = self.data_dir = Path(home)
        self.saves_dir = self.data_dir / "saves"
        self.layouts_dir = self.data_dir / "layouts"
        self.messages: list[str] = []
        self._write_failed = False
        self._unreadable: set[Path] = set()   # files that exist but cannot be read: never written
        self._unread_note = ""                 # the note naming them, while not yet shown
        self._unread_names: list[tuple[str, str]] = []
        for folder in (self.config_dir, self.data_dir, self.saves_dir, self.layouts_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                self._report_write_failure(folder, exc)
        self._remove_stale_temporaries()
        self.settings = self._load_settings()

    # --- files -----------------------------------------------------------------------
    @property
    def _settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def _stats_file(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def _scores_file(self) -> Path:
        return self.data_dir / "highscores.json"

    @property
    def _daily_file(self) -> Path:
        return self.data_dir / "daily.json"

    def _save_file(self, game_id: str) -> Path:
        safe = "".join(ch for ch in game_id if ch.isalnum() or ch in "-_") or "game"
        return self.saves_dir / f"{safe}.json"

    def _report_write_failure(self, path: Path, exc: OSError) -> None:
        if not self._write_failed:
            self._write_failed = True
            self.messages.append(
                _("Mahjong Parlor cannot write to {folder} ({problem}). You can keep playing, but until it "
                  "can be written to, settings, scores and saved games are not kept.").format(
                    folder=path.parent if path.suffix else path, problem=exc.strerror or exc))

    def _remove_stale_temporaries(self) -> None:
        """Delete the temporary files of writes that never finished (a crash, a kill, a
        full disk). A young one may be another running copy's write in progress: kept."""
        now = time.time()
        for folder in {self.config_dir, self.data_dir, self.saves_dir}:
            try:
                leftovers = list(folder.glob(".*.json.*.tmp"))
            except OSError:
                continue
            for path in leftovers:
                try:
                    if now - path.lstat().st_mtime > STALE_TEMP_SECONDS:
                        path.unlink()
                except OSError:
                    pass

    def _read(self, path: Path, validate: Callable[[Any], bool]) -> dict[str, Any] | None:
        """The payload of a JSON file, None when it does not exist or cannot be read. A
        file that does not decode or parse, is too large or too deep, has another schema
        or fails ``validate`` is renamed aside."""
        try:
            raw = read_limited(path, MAX_FILE_BYTES)
        except (FileNotFoundError, NotADirectoryError):  # no file (or no folder) there
            return None
        except TooLarge as exc:
            self._set_aside(path, str(exc))
            return None
        except OSError as exc:
            self._cannot_read(path, exc)
            return None
        try:
            data = json.loads(raw.decode("utf-8-sig"))
            if cleaning.nesting_depth(data) > MAX_DEPTH:
                raise _Corrupt(_("nested too deeply"))
            if not isinstance(data, dict) or data.get("schema") != SCHEMA:
                raise _Corrupt(_("unknown or missing schema version"))
            if not validate(data):
                raise _Corrupt(_("unexpected contents"))
        except UnicodeDecodeError:
            self._set_aside(path, _("not UTF-8 text"))
            return None
        except RecursionError:
            self._set_aside(path, _("nested too deeply"))
            return None
        except (ValueError, _Corrupt) as exc:
            self._set_aside(path, str(exc))
            return None
        self._unreadable.discard(path)
        return data

    def _cannot_read(self, path: Path, exc: OSError) -> None:
        """A file that is there but cannot be read: said once, and left untouched."""
        if path in self._unreadable:
            return
        self._unreadable.add(path)
        reason = exc.strerror or str(exc)
        if self._unread_note in self.messages:     # not shown yet: one note names them all
            self.messages.remove(self._unread_note)
            self._unread_names.append((path.name, reason))
        else:
            self._unread_names = [(path.name, reason)]
        names = self._unread_names
        if len(names) == 1:
            self._unread_note = _("{file} could not be read ({problem}). It is left as it is, "
                                  "and this session's changes to it will not be kept.").format(
                file=names[0][0], problem=names[0][1])
        else:
            # Translators: a list of files, each with why it could not be read: "a (why), b (why) and c (why)"
            listed = _("{files} and {last}").format(files=", ".join(f"{n} ({r})" for n, r in names[:-1]),
                                                     last=f"{names[-1][0]} ({names[-1][1]})")
            self._unread_note = _("{files} could not be read. They are left as they are, and this "
                                  "session's changes to them will not be kept.").format(files=listed)
        self.messages.append(self._unread_note)

    def _set_aside(self, path: Path, reason: str) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        try:
            os.replace(path, target)
            self.messages.append(_("{file} could not be read ({problem}); it was kept as {kept} and "
                                   "defaults are used.").format(file=path.name, problem=reason, kept=target.name))
        except OSError:
            self.messages.append(_("{file} could not be read ({problem}); it could not be renamed and "
                                   "defaults are used.").format(file=path.name, problem=reason))

    def _write(self, path: Path, payload: dict[str, Any]) -> None:
        if path in self._unreadable:
            return  # never replace a file we could not read: its contents must survive
        data = dict(payload, schema=SCHEMA)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, json.dumps(data, indent=1, sort_keys=True))
        except OSError as exc:
            self._report_write_failure(path, exc)

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """An exclusive lock across processes for read-modify-write updates."""
        try:
            handle = open(self.data_dir / ".lock", "a+b")
        except OSError:
            yield  # an unwritable folder: nothing will be written anyway
            return
        with handle:
            _lock_file(handle)
            try:
                yield
            finally:
                _unlock_file(handle)

    # --- settings ----------------------------------------------------------------------
    def _load_settings(self) -> dict[str, Any]:
        data = self._read(self._settings_file, lambda d: isinstance(d.get("settings"), dict))
        return cleaning.settings(data["settings"] if data else None, DEFAULT_SETTINGS, self.options)

    def declare_options(self, options: Schema) -> None:
        """Take the games' option declarations and check the loaded options by them (the
        same result as handing them to the constructor)."""
        self.options = dict(options)
        self.settings["games"] = cleaning.games_options(self.settings.get("games"), self.options)
        for key, option in shared_options(self.options).items():
            value = self.settings.get(key)
            if key in DEFAULT_SETTINGS:
                continue
            if key in self.settings and cleaning.plain(value) and option.accepts(value):
                self.settings[key] = option.clean(value)
            else:
                self.settings[key] = copy.deepcopy(option.default)

    def save_settings(self) -> None:
        self._write(self._settings_file, {"settings": self.settings})

    def set_setting(self, key: str, value: Any) -> None:
        self.settings[key] = value
        self.save_settings()

    def game_settings(self, game_id: str) -> dict[str, Any]:
        """The options dict of one game (made, or remade if something replaced it), with
        the declared default of each option it does not hold yet."""
        games = self.settings.get("games")
        if not isinstance(games, dict):
            games = self.settings["games"] = {}
        options = games.get(game_id)
        if not isinstance(options, dict):
            options = games[game_id] = {}
        for option in self.options.get(game_id, ()):
            if not option.shared and option.default is not None and option.key not in options:
                options[option.key] = copy.deepcopy(option.default)
        return options

    # --- saved games -----------------------------------------------------------------
    def load_game(self, game_id: str) -> dict[str, Any] | None:
        data = self._read(self._save_file(game_id), _is_record)
        return data["record"] if data else None

    def save_game(self, game_id: str, record: dict[str, Any]) -> None:
        self._write(self._save_file(game_id), {"record": record, "saved": _now()})

    def delete_game(self, game_id: str) -> None:
        if self._save_file(game_id) in self._unreadable:
            return  # a save we could not read is left for the player to rescue
        try:
            self._save_file(game_id).unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            self._report_write_failure(self._save_file(game_id), exc)

    def discard_bad_game(self, game_id: str, reason: str) -> None:
        """Set aside a save that parsed but that the game's engine refused."""
        path = self._save_file(game_id)
        if path.exists():
            self._set_aside(path, reason)

    def has_game(self, game_id: str) -> bool:
        return self._save_file(game_id).is_file()

    # --- statistics --------------------------------------------------------------------
    def _all_stats(self) -> dict[str, Any]:
        data = self._read(self._stats_file, lambda d: isinstance(d.get("games"), dict))
        return data["games"] if data else {}

    def stats(self, game_id: str) -> dict[str, Any]:
        return self.stats_from(self._all_stats().get(game_id))

    def record_result(self, game_id: str, won: bool, score: float | None = None,
                      seconds: float | None = None) -> dict[str, Any]:
        score = cleaning.score(score)
        seconds = cleaning.seconds(seconds)
        with self._locked():
            games = self._all_stats()
            current = self.stats_from(games.get(game_id))
            current["played"] += 1
            if won:
                current["won"] += 1
                current["current_streak"] += 1
                current["best_streak"] = max(current["best_streak"], current["current_streak"])
                if seconds is not None and (current["best_time"] is None or seconds < current["best_time"]):
                    current["best_time"] = round(seconds, 2)
            else:
                current["current_streak"] = 0
            if score is not None and (current["best_score"] is None or score > current["best_score"]):
                current["best_score"] = score
            current["recent"] = (current["recent"] + [
                {"won": won, "score": score, "seconds": None if seconds is None else round(seconds, 2)}
            ])[-RECENT_N:]
            games[game_id] = current
            self._write(self._stats_file, {"games": games})
        return current

    @staticmethod
    def stats_from(stored: Any) -> dict[str, Any]:
        """A complete statistics record from whatever was stored (a missing or bad field
        at its default)."""
        return cleaning.statistics(stored, _EMPTY_STATS, RECENT_N)

    def reset_stats(self, game_id: str) -> None:
        with self._locked():
            games = self._all_stats()
            games.pop(game_id, None)
            self._write(self._stats_file, {"games": games})

    # --- the deal of the day (core.daily) --------------------------------------------
    def _all_daily(self) -> dict[str, Any]:
        data = self._read(self._daily_file, lambda d: isinstance(d.get("games"), dict))
        return data["games"] if data else {}

    def daily_days(self, game_id: str) -> dict[str, dict[str, int]]:
        """The days this game's deal of the day was played: ``{"YYYY-MM-DD": {"played",
        "won"}}`` (a bad entry dropped)."""
        return daily.clean_days(self._all_daily().get(game_id))

    def record_daily(self, game_id: str, day: date, won: bool) -> dict[str, dict[str, int]]:
        """One more game of ``day``'s deal played (and won), kept in daily.json."""
        with self._locked():
            games = self._all_daily()
            days = daily.with_result(daily.clean_days(games.get(game_id)), day, won)
            games[game_id] = days
            self._write(self._daily_file, {"games": games})
        return days

    # --- high scores -------------------------------------------------------------------
    def _all_scores(self) -> dict[str, Any]:
        data = self._read(self._scores_file, lambda d: isinstance(d.get("games"), dict))
        return data["games"] if data else {}

    def high_scores(self, game_id: str) -> list[dict[str, Any]]:
        return cleaning.score_table(self._all_scores().get(game_id), TOP_N)

    def qualifies(self, game_id: str, entry: dict[str, Any], ranking: str = "score") -> bool:
        return _rank_in(self.high_scores(game_id), entry, ranking)[0] is not None

    def add_high_score(self, game_id: str, entry: dict[str, Any], ranking: str = "score") -> int | None:
        cleaned = cleaning.score_entry(dict({"date": _now()}, **entry))
        if cleaned is None:
            return None  # neither a score nor a time: nothing to rank
        with self._locked():
            games = self._all_scores()
            table = cleaning.score_table(games.get(game_id), TOP_N)
            rank, ranked = _rank_in(table, cleaned, ranking)
            if rank is not None:
                games[game_id] = ranked
                self._write(self._scores_file, {"games": games})
        return rank


def _rank_in(table: list[dict[str, Any]], entry: dict[str, Any],
             ranking: str) -> tuple[int | None, list[dict[str, Any]]]:
    """Where ``entry`` would rank in ``table`` (None: outside the top ten) and the new table."""
    ranked = _ranked(table + [entry], ranking)[:TOP_N]
    return next((i for i, e in enumerate(ranked) if e is entry), None), ranked


def _ranked(entries: list[dict[str, Any]], ranking: str) -> list[dict[str, Any]]:
    """Best first; ties keep the earlier entry ahead (stable sort)."""
    if ranking == "time":
        return sorted(entries, key=lambda e: _number(e.get("seconds"), float("inf")))
    return sorted(entries, key=lambda e: -_number(e.get("score"), float("-inf")))


def _number(value: Any, missing: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else missing


def _is_record(data: dict[str, Any]) -> bool:
    """A save's shape: a record dict in which every number is finite."""
    return isinstance(data.get("record"), dict) and cleaning.finite_everywhere(data["record"])


def _now() -> str:
    return datetime.now().isoformat(timespec="seconds")


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock_file(handle: BufferedRandom) -> None:
        handle.seek(0)
        while True:
            try:
                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                return
            except OSError:
                time.sleep(0.05)

    def _unlock_file(handle: BufferedRandom) -> None:
        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock_file(handle: BufferedRandom) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)

    def _unlock_file(handle: BufferedRandom) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
