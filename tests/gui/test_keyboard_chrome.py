"""The keyboard's part of the game chrome: the keys overlay, the Keys section of every
rules page, the cursor over the toolbar while paused, and Escape with nothing held."""

import pygame
import pytest

from mahjong import games
from mahjong.games import keyhelp
from mahjong.scenes.help import HelpScene
from mahjong.scenes.keys_overlay import KeysOverlay
from mahjong.scenes.menu import MenuScene
from tests.gui.keyboard_play import choose, key

FAMILIES = ["solitaire", "sea-cell", "small-stones", "card-free-american"]


@pytest.mark.parametrize("game_id", FAMILIES)
def test_question_mark_opens_the_keys_of_this_game_and_any_key_closes_it(app, game_id):
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    app.step([], 0.0)
    key(app, pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    overlay = app.top
    assert isinstance(overlay, KeysOverlay)
    own = keyhelp.game_keys(games.get(game_id))
    assert own and overlay.rows[:len(own)] == own          # the game's own keys first
    assert ("?", "This list of keys") in overlay.rows
    assert app.frames > 0
    key(app, pygame.K_a)
    assert app.top is scene
    key(app, pygame.K_F1)
    assert isinstance(app.top, HelpScene)                   # F1 stays the rules page


@pytest.mark.parametrize("info", games.GAMES, ids=lambda info: info.id)
def test_every_rules_page_ends_with_its_keys(info):
    page = games.rules_page(info)
    keys_at = page.index("## Keys")
    assert "**Arrow keys**" in page[keys_at:] and "**F1**: The rules" in page[keys_at:]
    assert all(f"**{k}**: {what}" in page[keys_at:] for k, what in keyhelp.game_keys(info))


def test_while_paused_the_cursor_has_only_the_toolbar_and_resumes_from_it(app):
    app.push(MenuScene(app))
    scene = app.open_game("sea-cell", resume=False)   # dealt at once: no deal arrives to unpause it
    app.step([], 0.0)
    key(app, pygame.K_p)
    assert scene.paused
    assert {t.region for t in scene.all_targets()} == {"toolbar"}
    resume = next(t for t in scene.all_targets() if t.label == "Resume")
    choose(app, scene, resume.key)
    assert not scene.paused


def test_escape_with_nothing_held_goes_back_to_the_menu(app):
    app.push(MenuScene(app))
    app.open_game("sea-cell", resume=False)
    app.step([], 0.0)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("game_id", FAMILIES)
def test_a_key_the_game_names_is_listed_once(game_id):
    page = games.rules_page(games.get(game_id))
    listed = [line.split("**")[1] for line in page[page.index("## Keys"):].splitlines() if line.startswith("- **")]
    assert len(listed) == len(set(listed)) and "Arrow keys" in listed
