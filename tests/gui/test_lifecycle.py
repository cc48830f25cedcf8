"""The game chrome owns the lifecycle (issue 27): the clock runs in every game from the
first move, another Solitaire layout starts a clean game, and the Demo's words agree with
the record. Driven through the headless App."""

import pygame
import pytest

from mahjong.games.american import advice as american_advice
from mahjong.games.solitaire.layout_files import builtin_layouts
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog, ConfirmDialog

ONE_OF_EACH_FAMILY = ["solitaire", "mahjongg-freecell", "small-stones", "card-free-american"]


def open_fresh(app, game_id):
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    for _ in range(600):  # a game dealt in the background (Stones' finishable deals)
        if scene.engine is not None:
            break
        if hasattr(scene.advice, "wait_for_deal"):
            scene.advice.wait_for_deal()
        app.step([], 0.05)
    assert scene.engine is not None
    if hasattr(scene.advice, "wait_for_verdict"):
        scene.advice.wait_for_verdict()
        app.step([], 0.0)
    return scene


@pytest.mark.parametrize("game_id", ONE_OF_EACH_FAMILY)
def test_the_clock_runs_under_the_demo(app, press, game_id):
    scene = open_fresh(app, game_id)
    assert scene.elapsed == 0
    press(app, pygame.K_d)
    assert scene.demo_on, app._toast
    for _ in range(400):
        if scene.moves_made() >= 2 or not scene.demo_on or app.top is not scene:
            break
        line = getattr(scene, "demo", None)
        if line is not None and line.jobs.pending("line"):
            assert line.jobs.wait("line", 120)
        app.step([], 0.25)
    assert scene.moves_made() >= 1
    if app.top is scene and not scene.finished:
        before = scene.elapsed
        app.step([], 0.5)
        assert scene.elapsed > before
    assert scene.elapsed > 0


def test_a_card_free_hand_clocks_from_its_first_action(app):
    scene = open_fresh(app, "card-free-american")
    app.step([], 1.0)
    assert scene.elapsed == 0, "no action yet: the clock waits"
    action = american_advice.demo_action(scene.session)
    for _ in range(50):
        if action is not None:
            break
        app.step([], 0.5)
        action = american_advice.demo_action(scene.session)
    assert scene.play(action)
    app.step([], 1.0)
    assert scene.elapsed >= 1.0


def test_a_card_free_clock_stops_while_paused(app, press):
    scene = open_fresh(app, "card-free-american")
    scene.play(american_advice.demo_action(scene.session) or scene.session.legal_moves()[0])
    app.step([], 1.0)
    press(app, pygame.K_p)
    paused_at = scene.elapsed
    app.step([], 2.0)
    assert scene.paused and scene.elapsed == paused_at


def test_another_solitaire_layout_starts_with_clean_counts(app, press):
    scene = open_fresh(app, "solitaire")
    app.set_setting("animation_speed", "off")
    scene.match.remove(*scene.match.free_pairs()[0])
    scene._after_change()
    press(app, pygame.K_h)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    scene.match.remove(*scene.match.free_pairs()[0])
    scene._after_change()
    scene.demo_used = True   # as if the Demo had played a move
    app.step([], 3.0)
    assert scene.hints_used and scene.undos_used and scene.elapsed > 0
    other = builtin_layouts()[1]
    scene._chosen(other, "winnable", 777)
    assert isinstance(app.top, ConfirmDialog)
    app.top.close(app.top.choices[0][1])
    assert app.top is scene
    assert scene.match.layout.name == other.name and scene.engine.deal == 777
    assert (scene.hints_used, scene.undos_used, scene.demo_used, scene.elapsed) == (0, 0, False, 0.0)
    assert not scene.finished and not scene.paused


def test_the_demo_is_never_offered_a_win_after_clearing_a_round(app):
    scene = open_fresh(app, "solitaire")
    scene.demo_used = True
    scene._offer_next_round()
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog)
    words = (dialog.text + " ".join(label for label, _ in dialog.choices)).lower()
    assert "won" not in words.replace("not won", "")
    assert "played" in words


def test_a_player_who_clears_a_round_is_offered_the_win(app):
    scene = open_fresh(app, "solitaire")
    scene._offer_next_round()
    assert "record the game as won" in app.top.text
