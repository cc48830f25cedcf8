"""The Demo in every game, headless: D starts it, it plays real moves from the
solver's line (or the Expert's choices at the Card Free table) one at a time, a key
takes over with undo intact, and the move count the high-score table uses follows.
Background jobs are waited on, never slept on."""

import pygame
import pytest

from mahjong import games
from mahjong.scenes.menu import MenuScene

GAME_IDS = [info.id for info in games.GAMES]


def open_fresh(app, game_id):
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    for _ in range(600):  # a game dealt in the background (Stones' finishable deals)
        if scene.engine is not None:
            break
        advice = getattr(scene, "advice", None)
        if advice is not None and hasattr(advice, "wait_for_deal"):
            advice.wait_for_deal()
        app.step([], 0.05)
    assert scene.engine is not None
    if hasattr(getattr(scene, "advice", None), "wait_for_verdict"):
        scene.advice.wait_for_verdict()  # the FreeCell family's Demo starts from its line
        app.step([], 0.0)
    return scene


def run_demo(app, scene, moves: int) -> None:
    """Step until the Demo has played ``moves`` moves (or stopped)."""
    start = scene.moves_made()
    for _ in range(4000):
        if not scene.demo_on or scene.moves_made() - start >= moves:
            return
        line = getattr(scene, "demo", None)
        if line is not None and line.jobs.pending("line"):
            assert line.jobs.wait("line", 120)
        app.step([], 0.5)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_demo_plays_moves_and_a_key_takes_over_with_undo_intact(app, press, game_id):
    scene = open_fresh(app, game_id)
    before = scene.moves_made()
    press(app, pygame.K_d)
    assert scene.demo_on, app._toast
    run_demo(app, scene, 3)
    played = scene.moves_made() - before
    assert played >= 1, f"the Demo played nothing: {app._toast}, {getattr(scene, 'demo', None) and scene.demo.found}"
    if scene.demo_on:
        press(app, pygame.K_SPACE)  # any key takes over
    assert not scene.demo_on and scene.demo_used
    if app.top is scene and not scene.finished and scene.can_undo():
        made = scene.moves_made()
        press(app, pygame.K_z, pygame.KMOD_LCTRL)
        assert scene.moves_made() < made
