"""A player's profile with damaged files, through the real App: it starts, a game is
played and its result recorded every time, and what storage has to say reaches the
window once, whenever it happens.

MAHJONG_DAMAGE_EXAMPLES sets how many generated profiles each kind of file gets
(default 10; the closing note of issue 16 quotes a run with 250).
"""

import json
import os
import tempfile
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.app import App
from mahjong.core.storage import SCHEMA, Storage
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.stats import StatsScene
from mahjong.ui.dialogs import ChoiceDialog, MessageDialog

EXAMPLES = int(os.environ.get("MAHJONG_DAMAGE_EXAMPLES") or 10)
FILES = {"settings": ("settings.json", "settings"), "statistics": ("statistics.json", "games"),
         "highscores": ("highscores.json", "games"), "save": ("saves/solitaire.json", "record")}

scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-10**25, max_value=10**25),
                    st.floats(), st.text(max_size=30))
values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=10), inner, max_size=4)),
                      max_leaves=10)
KEYS = st.sampled_from(["window_size", "games", "sound", "animation_speed", "player_name", "solitaire",
                        "sea-winds", "played", "won", "best_time", "recent", "score", "seconds", "elapsed",
                        "moves", "deal", "options", "hints", "undos", "layout", "kind", "game"])
json_values = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                            st.dictionaries(KEYS, inner, max_size=5)),
                           max_leaves=16)


def damaged_content(top_key: str):
    """Raw bytes of every kind: random, not UTF-8, deeply nested, or our JSON shape with
    generated (often wrong) fields."""
    shaped = json_values.map(lambda v: json.dumps({"schema": SCHEMA, top_key: v}).encode())
    nested = st.integers(min_value=100, max_value=3000).map(
        lambda n: (f'{{"schema": 1, "{top_key}": ' + "[" * n + "]" * n + "}").encode())
    return st.one_of(shaped, shaped, st.binary(max_size=120), nested,
                     st.text(max_size=40).map(lambda t: t.encode("utf-16")))


def dismiss_notes(app: App) -> None:
    """Step once (storage's notes are shown then) and close every message on top."""
    app.step([], 0.0)
    while isinstance(app.top, MessageDialog):
        app.top.buttons[0].on_click()
        app.step([], 0.0)


def play_and_finish(app: App) -> None:
    """Open Solitaire (resuming whatever is there), take one free pair through the
    mouse, then end the game as lost and confirm every dialog on the way."""
    app.push(MenuScene(app))
    app.show_storage_messages()
    dismiss_notes(app)
    scene = app.open_game("solitaire")
    dismiss_notes(app)
    assert app.top is scene
    a, b = scene.match.free_pairs()[0]
    for pos in (a, b):
        x, y, w, h = scene.view.face(pos)
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.step([pygame.event.Event(kind, pos=(x + w // 2, y + h // 2), button=1, rel=(0, 0),
                                         buttons=(0, 0, 0))], 0.0)
    assert scene.can_undo(), "the pair was not taken"
    scene.game_finished(False, scene.match.score, scene.match.result_extra())
    for _ in range(5):  # name entry (a score may qualify), storage notes, game over
        top = app.top
        if getattr(top, "value", None) is not None:  # the name entry dialog
            top.value = "Tester"
        if isinstance(top, ChoiceDialog):
            top.buttons[0].on_click()
        app.step([], 0.0)


@pytest.mark.parametrize("kind", FILES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_damaged_profile_starts_plays_and_records_a_result(kind, data):
    name, top_key = FILES[kind]
    raw = data.draw(damaged_content(top_key))
    home = Path(tempfile.mkdtemp(prefix="parlor-profile-"))
    (home / "saves").mkdir()
    (home / name).write_bytes(raw)
    storage = Storage(home)
    app = App(size=storage.settings["window_size"], storage=storage, headless=True, strict=True)
    played = storage.stats("solitaire")["played"]
    play_and_finish(app)
    assert Storage(home).stats("solitaire")["played"] == played + 1
    assert not list(home.glob("**/*.tmp"))


def test_a_bad_game_option_no_longer_sets_a_good_save_aside(app, parlor_home):
    app.push(MenuScene(app))
    scene = app.open_game("sea-winds", resume=False)
    move = scene.game.legal_moves()[0]
    scene.game.apply(move)
    scene.save_state()
    settings_file = parlor_home / "settings.json"
    app.storage.save_settings()
    data = json.loads(settings_file.read_text())
    data["settings"]["games"] = {"sea-winds": "x"}
    settings_file.write_text(json.dumps(data))
    fresh = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    fresh.push(MenuScene(fresh))
    resumed = fresh.open_game("sea-winds")
    assert len(resumed.game.moves) == 1
    assert not list((parlor_home / "saves").glob("*.corrupt-*"))


def test_records_show_a_damaged_statistics_file_without_an_error(app, parlor_home):
    (parlor_home / "statistics.json").write_text(json.dumps(
        {"schema": SCHEMA, "games": {"solitaire": {"played": "3", "won": None, "recent": [7, {"won": 1}],
                                                   "best_time": -4, "best_score": "high"}}}))
    app.push(MenuScene(app))
    app.push(StatsScene(app, "stats", "solitaire"))
    app.step([], 0.0)
    assert isinstance(app.top, StatsScene) and app.top.data["played"] == 0


def test_a_file_set_aside_in_play_is_reported_once_in_the_window(app, parlor_home):
    app.push(MenuScene(app))
    app.step([], 0.0)
    (parlor_home / "highscores.json").write_bytes(b"\xff\xfe garbage")
    app.push(StatsScene(app, "scores", "solitaire"))
    app.step([], 0.0)
    assert isinstance(app.top, MessageDialog) and "highscores.json" in app.top.text
    app.top.buttons[0].on_click()
    app.step([], 0.0)
    app.step([], 0.0)
    assert isinstance(app.top, StatsScene)


def test_a_write_failing_in_play_is_reported_once_in_the_window(app, monkeypatch):
    app.push(MenuScene(app))
    scene = app.open_game("solitaire", resume=False)
    app.step([], 0.0)

    def disk_full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    app.set_setting("sound", False)
    app.step([], 0.0)
    assert isinstance(app.top, MessageDialog) and "No space left" in app.top.text
    app.top.buttons[0].on_click()
    scene.save_state()
    app.storage.record_result("solitaire", False)
    app.step([], 0.0)
    assert app.top is scene  # said once, not again for every later write


def test_a_scene_that_fails_on_entry_is_not_reopened_forever(parlor_home):
    class Broken(StatsScene):
        def enter(self):
            raise RuntimeError("broken")

    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=False)
    app.push(MenuScene(app))
    app.push(Broken(app))
    assert isinstance(app.top, MessageDialog) and "broken" in app.top.text
    app.top.buttons[0].on_click()
    app.step([], 0.0)
    assert isinstance(app.top, MenuScene)


def test_statistics_and_high_scores_replaced_by_folders_are_told_once(app, parlor_home, monkeypatch):
    """Both records files unreadable in one go: one dialog names both, not two dialogs."""
    (parlor_home / "statistics.json").mkdir()
    (parlor_home / "highscores.json").mkdir()
    shown = []
    real_init = MessageDialog.__init__

    def noted(self, app, title, text, *args, **kwargs):
        shown.append(text)
        real_init(self, app, title, text, *args, **kwargs)

    monkeypatch.setattr(MessageDialog, "__init__", noted)
    play_and_finish(app)
    for tab in ("stats", "scores"):
        app.push(StatsScene(app, tab, "solitaire"))
        app.step([], 0.0)
    assert len(shown) == 1, shown
    assert "statistics.json" in shown[0] and "highscores.json" in shown[0]
    assert (parlor_home / "statistics.json").is_dir() and (parlor_home / "highscores.json").is_dir()
