"""A Sea game played to a win by the keyboard alone: the solver's line, each source and
destination found by walking the board cursor, played with Enter. No mouse event is sent."""

import itertools

import pygame
import pytest

from mahjong.games.foundation import advice
from mahjong.games.foundation.moves import Move
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import solve_record
from mahjong.scenes.menu import MenuScene
from tests.gui.keyboard_play import choose, key

GAME = "sea-cell"     # every column one level: each source and destination is one target


@pytest.fixture(autouse=True)
def quick_solver(monkeypatch):
    """Small verdict budgets: the worker processes' verdicts after each move stay short."""
    monkeypatch.setattr(advice, "VERDICT_BUDGET", 3000)
    monkeypatch.setattr(advice, "VERDICT_BUDGET_LEVELS", 1000)


@pytest.fixture
def scene(app):
    app.settings["animation_speed"] = "off"
    app.push(MenuScene(app))
    s = app.open_game(GAME, resume=False)
    app.step([], 0.0)
    return s


def source_key(scene, move: Move):
    if move.src.kind == "c":
        return ("c", move.src.index)
    level = scene.game.state.columns[move.src.index][move.src.level]
    return ("t", move.src.index, move.src.level, len(level) - move.count)


def destination_key(scene, move: Move):
    if move.dst.kind != "t":
        return (move.dst.kind, move.dst.index)
    keys = [t.key for t in scene.cursor_targets() if t.key[0] == "t" and t.key[1] == move.dst.index]
    return keys[-1] if keys else ("col", move.dst.index)


def winnable(scene):
    for deal in itertools.count(1):
        scene.begin(FoundationGame(GAME, deal))
        line = solve_record(scene.game.to_record(), budget=40_000)
        if line["winnable"]:
            return [Move.parse(text) for text in line["moves"]]


def test_a_refused_destination_is_said_and_escape_puts_the_tile_back(app, scene):
    scene.begin(FoundationGame(GAME, 1))
    state, ups = scene.game.state, {m.src for m in scene.game.legal_moves() if m.dst.kind == "f"}
    top = next(t for t in scene.cursor_targets() if t.key[0] == "t" and t.key[3] == len(
        state.columns[t.key[1]][t.key[2]]) - 1 and (t.key[0], t.key[1], t.key[2]) not in {
        (s.kind, s.index, s.level) for s in ups})
    choose(app, scene, top.key)
    assert scene.selected is not None and scene.cursor_target().label.endswith("picked up")
    bad = next(t for t in scene.cursor_targets() if t.key[0] == "f")
    moves = len(scene.game.moves)
    choose(app, scene, bad.key)
    assert len(scene.game.moves) == moves and app._toast and app._toast[0] == scene.last_refusal
    assert scene.selected is not None             # still held after a refusal
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene


def play(app, scene, line):
    for move in line:
        played = len(scene.game.moves)
        choose(app, scene, source_key(scene, move))
        assert scene.selected == (move.src, move.count)
        choose(app, scene, destination_key(scene, move))
        assert len(scene.game.moves) == played + 1 and scene.game.moves[-1] == move, app._toast


def test_the_solvers_first_moves_are_played_by_keys_alone(app, scene):
    line = winnable(scene)
    play(app, scene, line[:12])
    assert scene.game.moves == tuple(line[:12])


@pytest.mark.slow
def test_a_sea_game_is_won_by_keys_alone(app, scene):
    play(app, scene, winnable(scene))
    assert scene.game.is_won
    for _ in range(6):
        app.step([], 0.5)
    assert scene.finished and app.storage.stats(GAME)["won"] == 1
