"""Solitaire played by the keyboard alone: the solver's line, each tile found by walking
the board cursor, taken with Enter. No mouse event is sent."""

import pygame
import pytest

from mahjong.games.solitaire import demo
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog
from tests.gui.keyboard_play import choose, key

DEAL = 12345


@pytest.fixture
def scene(app):
    app.set_setting("animation_speed", "off")
    app.push(MenuScene(app))
    s = app.open_game("solitaire", resume=False)
    s.new_game(DEAL)
    app.step([], 0.0)
    return s


def test_the_cursor_shows_on_the_first_arrow_and_names_its_tile(app, scene):
    assert not scene.cursor.visible and scene.cursor_target() is None
    key(app, pygame.K_RIGHT)
    target = scene.cursor_target()
    assert scene.cursor.visible and target.region == "board"
    pos = target.key[1]
    assert scene.match.is_free(pos)
    assert scene.status.note == target.label and target.label.endswith(", free")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.pump(0.0)
    assert not scene.cursor.visible and scene.status.note is None


def test_escape_lets_go_of_the_selection_then_goes_back_to_the_menu(app, scene):
    a, _ = scene.match.free_pairs()[0]
    choose(app, scene, ("tile", a))
    assert scene.selected == a and scene.cursor_target().label.endswith(", selected")
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_tab_reaches_the_toolbar_and_enter_presses_its_button(app, scene):
    a, b = scene.match.free_pairs()[0]
    choose(app, scene, ("tile", a))
    choose(app, scene, ("tile", b))
    assert scene.match.pairs_left == 71
    key(app, pygame.K_TAB)
    assert scene.cursor.region == "toolbar"
    undo = next(t for t in scene.all_targets() if t.region == "toolbar" and t.label == "Undo")
    choose(app, scene, undo.key)
    assert scene.match.pairs_left == 72 and scene.undos_used == 1
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.cursor.region == "board"


def take(app, scene, pairs):
    for pair in pairs:
        left = scene.match.pairs_left
        first, second = scene.match.pair_at(*pair)
        choose(app, scene, ("tile", first))
        assert scene.selected == first
        choose(app, scene, ("tile", second))
        assert scene.match.pairs_left == left - 1 or (left == 1 and scene.match.round == 2)


def test_the_solvers_first_pairs_are_taken_by_keys_alone(app, scene):
    pairs = demo.line(scene.match.solver_boards()[0])
    take(app, scene, pairs[:8])
    assert scene.match.pairs_left == 64 and scene.hints_used == scene.undos_used == 0


@pytest.mark.slow
def test_a_whole_deal_is_cleared_by_keys_alone(app, scene):
    pairs = demo.line(scene.match.solver_boards()[0])
    assert pairs is not None and len(pairs) == 72
    take(app, scene, pairs)
    assert scene.cleared_table and scene.cursor_target() is None   # nothing is left to stand on
    for _ in range(40):
        app.pump(0.1)            # the "Round cleared" banner
        if isinstance(app.top, ChoiceDialog):
            break
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "Round 1 cleared"
    key(app, pygame.K_TAB)       # the dialog's own focus: to "Finish here"
    while dialog.focus.current is None or dialog.focus.current.label != "Finish here":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.finished
    assert app.storage.stats("solitaire")["won"] == 1
