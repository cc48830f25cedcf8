"""A Stones game played to a win by the keyboard alone: the solver's placements, each
square found by walking the board cursor, placed with Enter. No mouse event is sent."""

import pygame
import pytest

from mahjong.games.stones import demo
from mahjong.games.stones.deals import new_game
from mahjong.games.stones.rules import Throw
from mahjong.scenes.menu import MenuScene
from tests.gui.keyboard_play import choose, key, walk_to


def open_scene(app, game_id, deal=3):
    app.settings["animation_speed"] = "off"
    app.push(MenuScene(app))
    app.storage.save_game(game_id, new_game(game_id, deal).to_record())
    scene = app.open_game(game_id)
    app.step([], 0.0)
    return scene


def play(app, scene, line):
    for move in line:
        placed = len(scene.game.moves)
        if isinstance(move, Throw):
            choose(app, scene, ("throw",))
        else:
            choose(app, scene, ("square", move.cell))
        assert len(scene.game.moves) == placed + 1 and scene.game.moves[-1] == move


def test_the_cursor_previews_its_square_and_lights_from_the_next_stone(app):
    scene = open_scene(app, "small-stones")
    cell = scene.game.placements()[0].cell
    walk_to(app, scene, ("square", cell))
    assert scene.hover == cell and scene.notice_text()[0] == "good"
    assert scene.status.note.startswith("Row ")
    choose(app, scene, ("stock",))
    assert scene.show_legal and scene.cursor.region == "panel"
    assert scene.status.note.startswith("Next stone: ")
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.cursor.region == "board"
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.cursor.region == "toolbar"     # around: board, panel, toolbar


@pytest.mark.parametrize("game_id", ["small-stones", "throwing-stones"])
def test_the_solvers_first_placements_are_made_by_keys_alone(app, game_id):
    scene = open_scene(app, game_id)
    line = demo.line(scene.game)
    assert line
    play(app, scene, line[:10])


def test_a_stones_game_is_won_by_keys_alone(app):
    scene = open_scene(app, "small-stones")
    line = demo.line(scene.game)
    play(app, scene, line)
    assert scene.finished and app.storage.stats("small-stones")["won"] == 1


def test_after_a_placement_the_cursor_previews_its_new_square_once_the_stone_lands(app):
    scene = open_scene(app, "small-stones")
    app.settings["animation_speed"] = "normal"
    cell = scene.game.placements()[0].cell
    choose(app, scene, ("square", cell))
    assert scene.game.tile_at(cell) is not None and scene.flight is not None
    target = scene.cursor_target()
    assert target.key[0] == "square" and scene.hover == target.key[1]
    for _ in range(5):
        app.pump(0.1)
    assert scene.flight is None and scene.snapshot().hover is not None
