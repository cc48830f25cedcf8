"""Solitaire played by the keyboard alone: the solver's line, each tile found by walking
the board cursor, taken with Enter. No mouse event is sent."""

import pygame
import pytest

from mahjong.games.solitaire import demo
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog
from tests.gui.keyboard_play import choose, key


def test_the_cursor_shows_on_the_first_arrow_and_names_its_tile(app, turtle):
    assert not turtle.cursor.visible and turtle.cursor_target() is None
    key(app, pygame.K_RIGHT)
    target = turtle.cursor_target()
    assert turtle.cursor.visible and target.region == "board"
    pos = target.key[1]
    assert turtle.match.is_free(pos)
    assert turtle.status.note == target.label and target.label.endswith(", free")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.pump(0.0)
    assert not turtle.cursor.visible and turtle.status.note is None


def test_escape_lets_go_of_the_selection_then_goes_back_to_the_menu(app, turtle):
    a, _ = turtle.match.free_pairs()[0]
    choose(app, turtle, ("tile", a))
    assert turtle.selected == a and turtle.cursor_target().label.endswith(", selected")
    key(app, pygame.K_ESCAPE)
    assert turtle.selected is None and app.top is turtle
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_tab_reaches_the_toolbar_and_enter_presses_its_button(app, turtle):
    a, b = turtle.match.free_pairs()[0]
    choose(app, turtle, ("tile", a))
    choose(app, turtle, ("tile", b))
    assert turtle.match.pairs_left == 71
    key(app, pygame.K_TAB)
    assert turtle.cursor.region == "toolbar"
    undo = next(t for t in turtle.all_targets() if t.region == "toolbar" and t.label == "Undo")
    choose(app, turtle, undo.key)
    assert turtle.match.pairs_left == 72 and turtle.undos_used == 1
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert turtle.cursor.region == "board"


def take(app, turtle, pairs):
    for pair in pairs:
        left = turtle.match.pairs_left
        first, second = turtle.match.pair_at(*pair)
        choose(app, turtle, ("tile", first))
        assert turtle.selected == first
        choose(app, turtle, ("tile", second))
        assert turtle.match.pairs_left == left - 1 or (left == 1 and turtle.match.round == 2)


def test_the_solvers_first_pairs_are_taken_by_keys_alone(app, turtle):
    pairs = demo.line(turtle.match.solver_boards()[0])
    take(app, turtle, pairs[:8])
    assert turtle.match.pairs_left == 64 and turtle.hints_used == turtle.undos_used == 0


@pytest.mark.slow
def test_a_whole_deal_is_cleared_by_keys_alone(app, turtle):
    pairs = demo.line(turtle.match.solver_boards()[0])
    assert pairs is not None and len(pairs) == 72
    take(app, turtle, pairs)
    assert turtle.cleared_table and turtle.cursor_target() is None   # nothing is left to stand on
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
    assert turtle.finished
    assert app.storage.stats("solitaire")["won"] == 1
