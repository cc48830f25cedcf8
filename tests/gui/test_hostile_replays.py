"""High-score rows edited by hand (issue 29, item 6): a row's replay starts from the
deal as dealt, on the layout it was made on, or is refused in words and counts nothing."""

import pygame
import pytest

from mahjong.core import replays
from mahjong.games.solitaire.editor import files as editor_files
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.stats import StatsScene

ROW = ((0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0))


def _play_row(app, click, press, game_id, start):
    app.storage.add_high_score(game_id, {"name": "Mei", "score": 900, "seconds": 60.0, "deal": start["deal"],
                                         "start": start})
    app.push(MenuScene(app))
    stats = StatsScene(app, "scores", game_id)
    app.push(stats)
    app.step([], 0.0)
    click(app, stats.rows[0][0].center)
    press(app, pygame.K_RETURN)   # "Play this deal again?": Play
    return stats


def _played_solitaire_record(app, pairs):
    scene = app.open_game("solitaire", resume=False)
    for _ in range(pairs):
        scene.match.remove(*scene.match.free_pairs()[0])
    record = scene.match.to_record()
    app.pop()
    return record


@pytest.mark.parametrize("pairs", [1, 5])
def test_a_row_whose_start_holds_moves_is_refused(app, click, press, pairs):
    app.push(MenuScene(app))
    start = _played_solitaire_record(app, pairs)
    assert len(start["moves"]) == pairs
    _play_row(app, click, press, "solitaire", start)
    counted = "1 move;" if pairs == 1 else f"{pairs} moves;"   # the count's plural form
    assert "cannot be dealt again" in app._toast[0] and counted in app._toast[0]
    assert app.storage.stats("solitaire")["played"] == 0
    assert app.top.match.to_record()["moves"] == []      # never the row's game part-played


def test_a_row_on_a_layout_changed_since_is_refused_and_on_the_same_one_dealt(app, click, press):
    folder = app.storage.layouts_dir
    editor_files.save(folder, "Mine", ROW)
    start = {"game": "solitaire", "deal": 7, "options": {"layout": "mine", "kind": "wild"}, "moves": [],
             replays.LAYOUTS_KEY: {"mine": replays.fingerprint(ROW)}}
    editor_files.save(folder, "Mine", ROW[:2], overwrite=True)       # edited since the score
    _play_row(app, click, press, "solitaire", start)
    assert "changed since" in app._toast[0]
    assert app.top.match.layout.positions != ROW[:2]
    editor_files.save(folder, "Mine", ROW, overwrite=True)           # as it was
    app._toast = None
    _play_row(app, click, press, "solitaire", start)
    scene = app.top
    assert app._toast is None, app._toast
    assert (scene.match.game.deal, scene.match.layout.positions) == (7, ROW)


def test_a_finished_solitaire_game_names_its_layout_in_its_start(app):
    app.push(MenuScene(app))
    scene = app.open_game("solitaire", resume=False)
    start = scene.start_record()
    layout = scene.match.layout
    assert start[replays.LAYOUTS_KEY] == {layout.name: replays.fingerprint(layout.positions)}
    assert replays.as_dealt(start, {layout.name: scene.layout_now(layout.name)})["moves"] == []
