"""Seeing and pace (issue 32, items 3 and 4): the Options page, the clock switched off,
times not recorded, Reduce motion making a move's result whole on the next frame, and the
Card Free computer players' speed set from Options."""

from __future__ import annotations

import pygame
import pytest

from mahjong.games.american.face import options as card_free_options
from mahjong.games.american.face.motion import Motion, flight_seconds
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.options import OptionsScene
from mahjong.scenes.options_seeing import BOT_SPEEDS, CARD_FREE
from mahjong.ui import theme


def open_game(app, game_id):
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    app.step([], 0.0)
    return scene


def dealt(app, scene):
    """Step frames until the deal (found off the frame path) is on the board."""
    for _ in range(600):
        if scene.game is not None and scene.game.legal_moves():
            return scene.game
        app.step([], 1 / 60)
    raise AssertionError("no deal")


def board_pixels(app, scene) -> bytes:
    scene.dirty = True
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(scene.board_rect), "RGB")


def test_the_options_page_sets_each_choice(app):
    app.push(MenuScene(app))
    options = OptionsScene(app)
    app.push(options)
    app.step([], 0.0)
    options.page.select(1)
    seeing = options.seeing
    assert seeing.text_size in options.widgets and options.toggles[0] not in options.widgets
    try:
        line = theme.font(20).get_linesize()
        seeing.text_size.select(2)
        assert app.settings["text_size"] == 150 and theme.font(20).get_linesize() >= line * 1.4
        for toggle, key in zip(seeing.toggles, ("high_contrast", "show_clock", "record_times", "reduce_motion")):
            before = app.settings[key]
            toggle.activate()
            assert app.settings[key] is (not before)
        seeing.bot_speed.select(3)
        assert card_free_options.prefs(app.storage, CARD_FREE)["speed"] == "instant"
    finally:
        theme.set_text_size(100)


def test_the_speeds_offered_are_card_free_s_own():
    assert [k for k, _label in BOT_SPEEDS] == list(card_free_options.SPEEDS)


def test_the_clock_can_be_hidden_and_times_left_unrecorded(app):
    app.settings.update(show_clock=False, record_times=False)
    scene = open_game(app, "small-stones")
    scene.draw(app.screen)
    assert all(label != "Time" for label, _value in scene.status.items)
    scene.elapsed = 95.0
    scene.game_finished(True, 10)
    stats = app.storage.stats("small-stones")
    assert stats["recent"][-1]["seconds"] is None and stats["best_time"] is None


def test_with_the_clock_shown_and_times_recorded(app):
    scene = open_game(app, "small-stones")
    scene.draw(app.screen)
    assert any(label == "Time" for label, _value in scene.status.items)
    scene.elapsed = 95.0
    scene.game_finished(True, 10)
    assert app.storage.stats("small-stones")["recent"][-1]["seconds"] == 95.0


@pytest.mark.parametrize("reduce", [False, True])
def test_reduce_motion_shows_a_stone_s_result_on_the_next_frame(app, reduce):
    app.settings.update(animation_speed="slow", reduce_motion=reduce, show_clock=False)
    scene = open_game(app, "small-stones")
    assert scene.place(dealt(app, scene).legal_moves()[0].cell)
    app.step([], 1 / 60)
    first = board_pixels(app, scene)
    for _ in range(120):
        app.step([], 1 / 60)
    assert (board_pixels(app, scene) == first) is reduce


@pytest.mark.parametrize("reduce", [False, True])
def test_reduce_motion_shows_a_foundation_move_on_the_next_frame(app, reduce):
    app.settings.update(animation_speed="slow", reduce_motion=reduce, show_clock=False, autoplay=False)
    scene = open_game(app, "mahjongg-freecell")
    assert scene._try_move(dealt(app, scene).legal_moves()[0])
    assert bool(scene.flights) is not reduce
    app.step([], 1 / 60)
    first = board_pixels(app, scene)
    for _ in range(120):
        app.step([], 1 / 60)
    assert (board_pixels(app, scene) == first) is reduce


def test_reduce_motion_lifts_no_solitaire_pair_and_slides_no_discard(app):
    app.settings.update(reduce_motion=True)
    scene = open_game(app, "solitaire")
    pair = tuple(sorted(scene.match.present))[:2]
    scene._animate_removal(pair)
    assert scene.fx == []
    app.settings.update(reduce_motion=False)
    scene._animate_removal(pair)
    assert len(scene.fx) == 2
    assert flight_seconds(0.8, {"reduce_motion": True}) == 0.0 < flight_seconds(0.8, {"reduce_motion": False})


def test_reduce_motion_sends_no_card_free_discard_flying():
    start = pygame.Rect(0, 0, 30, 40)
    calm, lively = Motion({"reduce_motion": True}), Motion({"reduce_motion": False})
    calm.launch(0, 1, "5D", start, 0.3)
    lively.launch(0, 1, "5D", start, 0.3)
    assert not calm.active and lively.active
