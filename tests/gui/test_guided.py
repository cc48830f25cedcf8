"""The guided first games (core.guide, games.guided, scenes.guided) through the headless
App: offered once, started from the rules page, each driven to its end by the moves its
steps ask for; and the status line's messages sent to the speaker when asked."""

import pygame
import pytest

from mahjong.core.storage import Storage
from mahjong.games.foundation import advice
from mahjong.games.guided import tutorial
from mahjong.scenes.help import HelpScene
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ConfirmDialog

from .conftest import post_click, post_key, tile_centre


@pytest.fixture(autouse=True)
def quick_solver(monkeypatch):
    monkeypatch.setattr(advice, "VERDICT_BUDGET", 3000)
    monkeypatch.setattr(advice, "VERDICT_GUARD", 2.0)


@pytest.fixture
def menu(app):
    app.settings["animation_speed"] = "off"
    app.offer_guides = True
    app.push(MenuScene(app))
    return app


def accept_offer(app, game_id):
    """Open ``game_id`` for the first time and say yes to the guided game."""
    app.open_game(game_id)
    assert isinstance(app.top, ConfirmDialog)
    post_key(app, pygame.K_RETURN)
    scene = app.top
    assert scene.game_id == game_id and scene.guide is not None
    assert scene.engine.deal == tutorial(game_id).deal and scene.guide.index == 0
    return scene


def just_play(app, game_id):
    """Open ``game_id`` for the first time and say no to the guided game (Escape)."""
    app.open_game(game_id, resume=False)
    post_key(app, pygame.K_ESCAPE)          # "Just play"
    scene = app.top
    assert scene.game_id == game_id and scene.guide is None
    return scene


def remove_a_pair(app, scene):
    a, b = scene.match.free_pairs()[0]
    post_click(app, tile_centre(scene, a))
    post_click(app, tile_centre(scene, b))
    app.step([], 0.0)


def test_solitaire_guided_game_runs_step_by_step_to_its_end(menu):
    app = menu
    scene = accept_offer(app, "solitaire")
    remove_a_pair(app, scene)
    assert scene.guide.index == 1
    remove_a_pair(app, scene)
    assert scene.guide.index == 1          # two pairs asked for
    remove_a_pair(app, scene)
    assert scene.guide.index == 2
    post_key(app, pygame.K_z, pygame.KMOD_CTRL)
    app.step([], 0.0)
    assert scene.guide.index == 3
    remove_a_pair(app, scene)
    assert scene.guide is None and app._toast[0].startswith("The guided game is over")
    assert len(scene.engine.moves) == 3


def search(engine, done, base, depth):
    """Moves from the engine's position after which ``done`` holds (depth-first, short)."""
    if done(engine, base):
        return []
    if depth == 0:
        return None
    for move in list(engine.legal_moves()):
        engine.apply(move)
        rest = search(engine, done, base, depth - 1)
        engine.undo()
        if rest is not None:
            return [move, *rest]
    return None


@pytest.mark.parametrize("game_id", ["mahjongg-freecell", "small-stones"])
def test_guided_game_runs_step_by_step_to_its_end(menu, game_id):
    """Each step's move found by a short search from the position and played as the
    player would (a FreeCell move, a Stones placement); the guide moves on after it."""
    app = menu
    scene = accept_offer(app, game_id)
    seen = []
    while scene.guide is not None:
        guide = scene.guide
        seen.append(guide.index)
        line = search(scene.engine, guide.step.done, guide.base, 3)
        assert line, f"step {guide.index + 1} cannot be done from here"
        for move in line:
            assert scene._try_move(move) if game_id == "mahjongg-freecell" else scene.place(move.cell)
            app.step([], 0.0)
        assert scene.guide is None or scene.guide.index > seen[-1]
    assert seen == list(range(len(tutorial(game_id).steps)))
    assert app._toast[0].startswith("The guided game is over")


def test_the_guided_game_is_offered_once_only(menu, parlor_home):
    app = menu
    scene = just_play(app, "solitaire")
    scene.to_menu()
    app.open_game("solitaire")
    assert not isinstance(app.top, ConfirmDialog)
    assert "solitaire" in Storage(parlor_home).settings["guided_offered"]
    app.open_game("sea-winds")              # no guided game: nothing offered
    assert not isinstance(app.top, ConfirmDialog)


def test_the_rules_page_starts_the_guided_game(menu):
    app = menu
    app.push(HelpScene(app, "mahjongg-freecell"))
    assert app.top.guided.visible
    post_key(app, pygame.K_g)
    scene = app.top
    assert scene.game_id == "mahjongg-freecell" and scene.guide is not None
    help_scene = HelpScene(app, "sea-winds")
    assert not help_scene.guided.visible


def test_next_and_skip_buttons(menu):
    app = menu
    scene = accept_offer(app, "solitaire")
    app.step([], 0.0)
    nxt, skip = scene._guide_buttons
    post_click(app, nxt.rect.center)
    assert scene.guide.index == 1 and len(scene.engine.moves) == 0
    post_click(app, skip.rect.center)
    assert scene.guide is None
    post_click(app, nxt.rect.center)        # the panel is gone: nothing happens
    assert scene.guide is None


class Recorder:
    def __init__(self):
        self.lines = []

    def say(self, text, language="en"):
        self.lines.append((text, language))

    def stop(self):
        self.lines.append(("<stop>", ""))


def test_status_messages_are_spoken_only_when_asked(menu):
    app = menu
    app._speaker = recorder = Recorder()
    app.notify("Hint: a pair")
    assert recorder.lines == []
    app.set_setting("speak", True)
    app.notify("Hint: a pair")
    assert recorder.lines == [("Hint: a pair", "en")]
    app.set_setting("speak", False)
    assert recorder.lines[-1] == ("<stop>", "")


def test_a_refusal_in_a_game_reaches_the_speaker(menu):
    app = menu
    app.set_setting("speak", True)
    app._speaker = recorder = Recorder()
    scene = just_play(app, "solitaire")
    blocked = next(p for p in scene.match.present if not scene.match.is_free(p))
    post_click(app, tile_centre(scene, blocked))
    assert recorder.lines and recorder.lines[-1][0] == scene.match.blocked_reason(blocked)


def test_a_new_game_ends_the_guide(menu):
    app = menu
    scene = accept_offer(app, "solitaire")
    app.step([], 0.0)
    guided_board = scene.board_rect.copy()
    scene.start_new()
    app.step([], 0.0)
    assert scene.guide is None
    assert scene.board_rect.h > guided_board.h      # the board has its room back


def test_the_board_cursor_words_reach_the_speaker(menu):
    app = menu
    app.set_setting("speak", True)
    app._speaker = recorder = Recorder()
    scene = just_play(app, "solitaire")
    post_key(app, pygame.K_RIGHT)
    target = scene.cursor_target()
    assert target is not None and recorder.lines[-1] == (target.label, "en")


def test_next_and_skip_are_keyboard_targets(menu):
    app = menu
    scene = accept_offer(app, "solitaire")
    app.step([], 0.0)
    guide_targets = [t for t in scene.all_targets() if t.key[0] == "guide"]
    assert [t.label for t in guide_targets] == ["Next", "Skip"]
    guide_targets[0].action()
    assert scene.guide.index == 1
    guide_targets[1].action()
    assert scene.guide is None and not [t for t in scene.all_targets() if t.key[0] == "guide"]


@pytest.mark.parametrize(("game_id", "language"), [("solitaire", "de"), ("mahjongg-freecell", None)])
def test_the_step_text_stays_inside_its_panel_at_150_percent(parlor_home, monkeypatch, game_id, language):
    """At 150% text in a small window the panel grows for its three lines: the step's
    words end above the panel's bottom edge (they ran over it before); the buttons are as
    wide as their labels (German's "Überspringen" was drawn tiny)."""
    from mahjong.app import App
    from mahjong.scenes import guided
    from mahjong.ui import theme

    storage = Storage(parlor_home)
    storage.set_setting("text_size", 150)
    app = App(size=(960, 640), storage=storage, headless=True, strict=True, language=language)
    try:
        app.push(MenuScene(app))
        app.open_game(game_id, resume=False)
        app.top.start_guided()
        scene = app.top
        app.step([], 0.0)
        drawn = []
        real = guided.draw_wrapped

        def recording(surface, text, rect, *args, **kwargs):
            height = real(surface, text, rect, *args, **kwargs)
            drawn.append(rect.y + height)
            return height

        monkeypatch.setattr(guided, "draw_wrapped", recording)
        scene.dirty = True
        app.draw()
        assert drawn and drawn[-1] <= scene.guide_rect().bottom
        assert scene.board_rect.bottom <= scene.guide_rect().top
        for button in scene._guide_buttons:
            assert theme.font(button.size, True).size(button.label)[0] < button.rect.w
    finally:
        theme.set_text_size(100)
