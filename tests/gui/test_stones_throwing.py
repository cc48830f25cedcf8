"""Throwing Stones and Loose Stones in their scene, headless: the Throw button and T
throw a stone that fits nowhere, the panel and status line show the throws left, Undo
takes a throw back, the hint and the Demo know about throws, and Loose Stones' panel
states its rule."""

import pygame

from mahjong.games.stones.config import get_config
from mahjong.games.stones.face import draw
from mahjong.games.stones.face.scene import StonesScene
from mahjong.games.stones.rules import Stone, StonesGame, Throw
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog


def stuck_record(deal=1):
    """A throwing-stones record played (first legal move) up to a stone that fits nowhere."""
    game = StonesGame("throwing-stones", deal, finishable_only=False, attempt=0)
    while game.legal_moves() != [Throw()]:
        game.apply(game.legal_moves()[0])
    return game.to_record()


def open_scene(app, game_id, record):
    app.settings["animation_speed"] = "off"
    app.push(MenuScene(app))
    app.storage.save_game(game_id, record)
    scene = app.open_game(game_id)
    app.step([], 0.0)
    assert isinstance(scene, StonesScene) and scene.game is not None
    return scene


def test_the_throw_button_throws_a_stone_that_fits_nowhere_and_undo_takes_it_back(app, click, press):
    scene = open_scene(app, "throwing-stones", stuck_record())
    game = scene.game
    assert scene.throw_button.visible and scene.throw_button.enabled and scene.can_throw
    assert "throw it away" in scene.notice_text()[1] and "3 throws left" in scene.notice_text()[1]
    assert ("Throws", "3") in scene.status_items()
    assert scene.snapshot().tally is not None
    assert ("Throws left", "3 of 3") in draw.score_rows(scene.config, scene.snapshot().tally)
    shown, placed = game.shown, game.placed
    click(app, scene.throw_button.rect.center)
    assert game.thrown == 1 and game.placed == placed + 1
    assert ("Throws", "2") in scene.status_items() and "thrown away" in scene.notice_text()[1]
    assert isinstance(app.top, StonesScene)  # no game-over dialog: the game goes on
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert game.thrown == 0 and game.shown == shown and scene.can_throw
    press(app, pygame.K_t)
    assert game.thrown == 1 and game.moves[-1] == Throw()
    app.draw()


def test_a_throw_is_refused_while_the_stone_fits_somewhere(app, press):
    game = StonesGame("throwing-stones", 1, finishable_only=False, attempt=0)
    scene = open_scene(app, "throwing-stones", game.to_record())
    app.step([], 0.0)
    assert not scene.throw_button.enabled
    press(app, pygame.K_t)
    assert scene.game.thrown == 0 and scene.notice[0] == "bad" and "fits on a square" in scene.notice[1]


def test_without_throws_left_the_game_is_lost(app):
    scene = open_scene(app, "throwing-stones", stuck_record())
    config = get_config("throwing-stones")
    scene.begin(StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [Stone(1, 1)] * 4))
    for _ in range(3):
        assert scene.throw()
    assert scene.game.is_lost and not scene.can_throw
    app.step([], 0.0)
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "No square for this stone"


def test_the_hint_and_the_demo_throw_when_they_must(app, click):
    scene = open_scene(app, "throwing-stones", stuck_record())
    click(app, scene.tools["hint"].rect.center)
    if scene.advice.jobs.pending("hint"):
        assert scene.advice.jobs.wait("hint", 60)
    app.step([], 0.0)
    assert scene.hint_cell is None and "throw it away" in scene.notice[1]
    assert scene.play_move(Throw()) and scene.game.thrown == 1


def test_loose_stones_panel_and_notice_state_the_loose_rule(app):
    scene = open_scene(app, "loose-stones", StonesGame("loose-stones", 3, finishable_only=False,
                                                       attempt=0).to_record())
    assert draw.glance(scene.config) == [("1-4", "each: colour or symbol"), ("", "any mix of the two")]
    assert "any mix" in scene.notice_text()[1]
    assert not scene.throw_button.visible and all(label != "Throws" for label, _ in scene.status_items())
