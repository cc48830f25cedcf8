"""Saves edited by hand (issue 16): a scene built from a record the rules could not have
produced raises a readable error at once, for every game; genuine saves still load."""

import copy
import functools
import json
import math
import time

import pygame
import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from mahjong import games
from mahjong.app import App
from mahjong.core.errors import BadRecord
from mahjong.core.savefile import Chrome
from mahjong.core.storage import Storage
from mahjong.games.american.bots import ai
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.table import Table
from mahjong.games.foundation.advice import Advice
from mahjong.games.solitaire.match import Layouts, Match
from mahjong.games.stones.rules import StonesGame
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import MessageDialog, NameEntryDialog

GAME_IDS = [g.id for g in games.GAMES]
BUDGET = 2.0          # seconds a load (or a refusal) may take
YEAR = 365 * 24 * 3600
EXAMPLES = 250        # hypothesis examples per game
DELETE = object()     # a tampering that removes the field


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """One strict headless App for the module; the foundation scene's background solver
    is not started (these tests are about loading, not hints)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Advice, "request_verdict", lambda self: None)
        yield App(size=(1280, 800), storage=Storage(tmp_path_factory.mktemp("home")),
                  headless=True, strict=True)


def scene_class(game_id):
    return games.load(games.get(game_id).scene)


def saved(app, scene):
    """The scene's save once written and read back, as one flat record (the form saves
    had before the envelope, which still loads: its fields are what gets tampered with)."""
    scene.begin(scene.engine, Chrome(42.5, scene.hints_used, scene.undos_used))
    scene.save_state()
    record = app.storage.load_game(scene.game_id)
    app.storage.delete_game(scene.game_id)
    assert record is not None and record["schema"] == 2
    return {**record["scene"], **record["engine"], **record["chrome"]}


def play_solitaire(app, game_id):
    scene = scene_class(game_id)(app, game_id, None)
    match = scene.match
    for _ in range(3):
        match.remove(*match.free_pairs()[0])
    match.undo()
    scene.begin(scene.engine, Chrome(0.0, 2))
    return saved(app, scene)


def play_foundation(app, game_id):
    scene = scene_class(game_id)(app, game_id, None)
    for _ in range(3):
        scene.game.apply(scene.game.legal_moves()[0])
    return saved(app, scene)


def play_stones(app, game_id):
    game = StonesGame(game_id, 5, finishable_only=False, attempt=0)
    for _ in range(3):
        game.apply(game.legal_moves()[0])
    return dict(game.to_record(), elapsed=42.5)


def play_american(app, game_id):
    scene = scene_class(game_id)(app, game_id, None)
    session = scene.session
    for _ in range(12):
        for seat in session.table.awaiting():
            session.apply(session.table.legal_actions(seat)[0])
    return saved(app, scene)


PLAYERS = {"Solitaire": play_solitaire, "FreeCell & Sea": play_foundation, "Stones": play_stones,
           "American": play_american}


@pytest.fixture(scope="module")
def genuine(app):
    """A genuine save of each game, a few legal moves in."""
    return {gid: PLAYERS[games.get(gid).family](app, gid) for gid in GAME_IDS}


def load(app, game_id, record):
    """The scene built from ``record`` (or the exception it raised) and the seconds taken."""
    start = time.perf_counter()
    try:
        result = scene_class(game_id)(app, game_id, copy.deepcopy(record))
    except Exception as exc:  # noqa: BLE001 - what App.open_game would catch
        result = exc
    return result, time.perf_counter() - start


def plausible(scene, game_id):
    """What the rules could have produced: a clock, counters and the game's own id."""
    assert isinstance(scene.elapsed, float) and math.isfinite(scene.elapsed) and 0 <= scene.elapsed <= YEAR
    record = scene.record()
    if record is not None:
        assert record["game"] == game_id
        assert type(record["deal"]) is int and record["deal"] >= 0
    for count in (scene.hints_used, scene.undos_used):
        assert type(count) is int and count >= 0
    if hasattr(scene, "strengths"):
        assert len(scene.strengths) == 3 and all(n in ai.STRENGTHS for n in scene.strengths)


PYTHON_WORDS = ("object has no attribute", "unhashable", "invalid literal", "not subscriptable",
                "not iterable", "NoneType", "could not convert", "KeyError")


def refused(result):
    """A refusal the player can read: a ValueError (BadRecord) with a message in words,
    not Python's."""
    assert isinstance(result, ValueError), f"{type(result).__name__}: {result}"
    text = str(result)
    assert text.strip() and not any(w in text for w in PYTHON_WORDS), text


def check(app, game_id, record):
    result, seconds = load(app, game_id, record)
    assert seconds < BUDGET, f"took {seconds:.1f} s"
    if isinstance(result, Exception):
        refused(result)
    else:
        plausible(result, game_id)
    return result


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_genuine_save_loads(app, genuine, game_id):
    result = check(app, game_id, genuine[game_id])
    assert not isinstance(result, Exception), result
    assert result.elapsed == 42.5
    record = result.record()
    chrome = ("elapsed", "hints", "undos", "demo", "strengths")  # the chrome's and the scene's keys
    assert record == {k: v for k, v in genuine[game_id].items() if k not in chrome}


# --- the named examples ------------------------------------------------------------------

BAD_CLOCKS = [(-100000, "negative"), (math.nan, "clock"), ("x", "clock"), (math.inf, "clock"), (True, "clock"),
              (None, "clock"), (400 * 86400, "year"), (-10**400, "negative"),
              pytest.param(10**5000, "year", id="10**5000")]


@pytest.mark.parametrize("elapsed, words", BAD_CLOCKS)
def test_a_bad_clock_is_refused(app, genuine, elapsed, words):
    for game_id in ("sea-winds", "solitaire", "small-stones", "card-free-american"):
        result = check(app, game_id, dict(genuine[game_id], elapsed=elapsed))
        refused(result)
        assert words in str(result)


@pytest.mark.parametrize("field, value", [("hints", -1), ("undos", -1), ("hints", 1.5), ("hints", "3"),
                                          ("hints", True), ("hints", 10**20)])
def test_bad_solitaire_counters_are_refused(app, genuine, field, value):
    result = check(app, "solitaire", dict(genuine["solitaire"], **{field: value}))
    refused(result)
    assert field[:-1] in str(result)


def test_a_sea_breeze_save_in_the_sea_winds_slot_is_refused(app, genuine):
    result = check(app, "sea-winds", genuine["sea-breeze"])
    refused(result)
    assert str(result) == "this save belongs to Sea Breeze, not Sea Winds"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_refuses_another_games_save(app, genuine, game_id):
    other = GAME_IDS[(GAME_IDS.index(game_id) + 1) % len(GAME_IDS)]
    refused(check(app, game_id, genuine[other]))
    refused(check(app, game_id, dict(genuine[game_id], game=other)))


def with_options(**changes):
    return lambda r: dict(r, options=dict(r["options"], **changes))


def old_american(record, **change):
    """A Card Free session saved before the per-seat strengths (one ``strength``)."""
    return dict({k: v for k, v in record.items() if k != "strengths"}, **change)


FAMILY_CASES = [
    ("solitaire", with_options(kind="gentle"), "no redraws"),
    ("solitaire", with_options(cheat=True), "unknown entries: cheat"),
    ("solitaire", with_options(attempts=[99]), "deal attempt is too large"),
    ("solitaire", with_options(layout=["turtle"]), "layout"),
    ("sea-winds", with_options(autoplay="no"), "autoplay must be true or false"),
    ("sea-winds", lambda r: dict(r, moves=r["moves"] + ["t1:99999999>t2"]), "move 4 ('t1:99999999>t2')"),
    ("sea-cell", lambda r: dict(r, moves=r["moves"] + [7]), "not a text"),
    ("small-stones", lambda r: dict(r, attempt=20), "attempt is too large"),
    ("small-stones", lambda r: dict(r, attempt=3), "never redrawn"),
    ("small-stones", lambda r: {k: v for k, v in r.items() if k != "attempt"}, "which draw"),
    ("free-stones", lambda r: dict(r, moves=r["moves"] + ["99999999,1"]), "off the board"),
    ("card-free-american", lambda r: old_american(r, strength=7), "strength is too large"),
    ("card-free-american", lambda r: old_american(r, strength="2"), "strength is not a whole number"),
    ("card-free-american", lambda r: dict(r, strengths=[2, 9, 2]), "strength is too large"),
    ("card-free-american", lambda r: dict(r, strengths=[2, 2]), "three seats"),
    ("card-free-american", lambda r: dict(r, strengths="2"), "strengths must be a list"),
    ("card-free-american", with_options(skill=[0, 6, 0, 0]), "skill level is too large"),
    ("card-free-american", with_options(house_rules=[True]), "house rule is not a whole number"),
    ("card-free-american", with_options(house_rules=[1, 1]), "named twice"),
    ("card-free-american", lambda r: dict(r, moves=r["moves"] + ["0 blind 99999999 F"]), "move"),
    ("card-free-american", lambda r: dict(r, deal=-5), "deal number is negative"),
    ("card-free-american", lambda r: dict(r, moves=r["moves"] + ["2 next"]), "only you start the next hand"),
]


@pytest.mark.parametrize("game_id, change, words", FAMILY_CASES)
def test_family_fields_the_rules_could_not_have_written_are_refused(app, genuine, game_id, change, words):
    result = check(app, game_id, change(copy.deepcopy(genuine[game_id])))
    refused(result)
    assert words in str(result)


@pytest.mark.parametrize("change, words", [({"dealer": 7}, "dealer's seat is too large"),
                                           ({"dealer": True}, "dealer's seat is not a whole number"),
                                           ({"hand": -1}, "hand number is negative"),
                                           ({"hand": 10**20}, "hand number is too large"),
                                           ({"wall": "J" * 152}, "the wall must be a list"),
                                           ({"moves": [["0 draw"]]}, "not a text")])
def test_an_american_hand_record_with_bad_numbers_is_refused(change, words):
    record = dict(Table(TableOptions(), 3).to_record(), **change)
    with pytest.raises(BadRecord, match=words):
        Table.from_record(record)


@functools.cache
def stuck_solitaire():
    """A genuine wild solitaire record that has reached a position needing a shuffle."""
    layouts = Layouts(None)
    for deal in range(1, 200):
        match = Match.new(layouts, None, "wild", deal)
        while match.free_pairs():
            match.remove(*match.free_pairs()[0])
        if not match.is_won:
            return dict(match.to_record(), elapsed=10.0)
    raise AssertionError("no stuck deal found")


@pytest.mark.parametrize("shuffle", ["s 100000000", "s 6", "s -1", "s 99999999999999999999", "s g g"])
def test_a_shuffle_the_rules_cannot_make_is_refused_at_once(app, shuffle):
    record = stuck_solitaire()
    assert check(app, "solitaire", dict(record, moves=record["moves"] + ["s 0"])) is not None
    result = check(app, "solitaire", dict(record, moves=record["moves"] + [shuffle]))
    refused(result)
    assert "shuffle" in str(result) or "move" in str(result)


def test_a_fourth_shuffle_is_refused(app):
    record = stuck_solitaire()
    result = check(app, "solitaire", dict(record, moves=record["moves"] + ["s 0", "s 0", "s 0", "s 0"]))
    refused(result)


# --- tampering anywhere ------------------------------------------------------------------

def fields(tree, path=()):
    """Every path in a JSON tree (the root first)."""
    yield path
    items = tree.items() if isinstance(tree, dict) else enumerate(tree) if isinstance(tree, list) else ()
    for key, value in items:
        yield from fields(value, path + (key,))


def tampered(record, path, value):
    if not path:
        return value
    out = copy.deepcopy(record)
    parent = out
    for key in path[:-1]:
        parent = parent[key]
    if value is DELETE:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return out


BAD_VALUES = st.one_of(
    st.sampled_from([math.nan, math.inf, -math.inf, -1, -100000, 10**20, -10**20, 2**64, 10**5000, 1e308, 0.5, 0,
                     True, False, None, "", "x", "-1", "s 100000000", "t1:99999999>t2", "99999999,1",
                     "0 blind 99999999 F", [], [1], [None], {}, {"a": 1}, DELETE]),
    st.sampled_from(GAME_IDS),
    st.integers(),
    st.floats(),
    st.text(max_size=12),
)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True)
@given(data=st.data())
def test_a_tampered_save_loads_plausibly_or_is_refused_quickly(app, genuine, game_id, data):
    record = genuine[game_id]
    path = data.draw(st.sampled_from(list(fields(record))), label="field")
    value = data.draw(BAD_VALUES, label="value")
    if value is DELETE and not path:
        value = None
    result = check(app, game_id, tampered(record, path, value))
    event("refused" if isinstance(result, Exception) else "loaded")
    event(f"field {path[:1]}")


# --- through the real App ----------------------------------------------------------------

def test_a_tampered_save_through_the_app_is_set_aside_and_no_negative_time_is_recorded(parlor_home, genuine):
    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    app.push(MenuScene(app))
    game_id = "sea-winds"
    folder = app.storage.data_dir / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    save = dict(genuine[game_id], elapsed=-100000)
    (folder / f"{game_id}.json").write_text(json.dumps({"record": save, "schema": 1, "saved": "x"}))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Advice, "request_verdict", lambda self: None)
        scene = app.open_game(game_id)
        assert scene.elapsed == 0.0 and not scene.game.can_undo      # a new game
        assert list(folder.glob(f"{game_id}.json.corrupt-*"))
        assert isinstance(app.top, MessageDialog) and app.top.title == "Saved game not loaded"
        assert "clock" in app.top.text
        app.pop()
        scene.game.apply(scene.game.legal_moves()[0])  # the clock starts with the first move
        for _ in range(3):
            app.step([], 0.5)
        scene.game_finished(True, scene.game.score)
    assert isinstance(app.top, NameEntryDialog)
    app.top.on_done("Tester")
    stats = app.storage.stats(game_id)
    assert stats["won"] == 1 and 0 < stats["best_time"] < 60, stats
    assert all(e["seconds"] >= 0 for e in app.storage.high_scores(game_id))
    assert all(r["seconds"] >= 0 for r in stats["recent"])
    pygame.event.clear()
