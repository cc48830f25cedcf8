"""Card Free's guided first game (american.lesson, face.guided) through the headless App:
played to its Mah Jongg once by mouse clicks and once by keys alone, each step moving on
only once the player has made the move it asks for; offered on the first start and from
the rules page."""

import pygame
import pytest

from mahjong import games
from mahjong.games.american import hands
from mahjong.games.american.actions import Discard, PassClaim
from mahjong.games.american.lesson import GOAL, lit_tiles
from mahjong.games.guided import tutorial
from mahjong.scenes.help import HelpScene
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ConfirmDialog
from tests.gui.keyboard_play import choose, key

from .conftest import post_click

GAME = "card-free-american"


@pytest.fixture
def menu(app):
    app.settings["animation_speed"] = "off"
    app.storage.game_settings(GAME).update(speed="instant")
    app.offer_guides = True
    app.push(MenuScene(app))
    return app


def start(app, by_mouse):
    """Open Card Free for the first time and accept the guided game."""
    app.open_game(GAME)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    if by_mouse:
        post_click(app, dialog.buttons[0].rect.center)
    else:
        key(app, pygame.K_RETURN)
    scene = app.top
    assert scene.game_id == GAME and scene.guide is not None and scene.guide.index == 0
    app.step([], 0.0)
    return scene


def wait_until(app, ready, frames=200):
    """Let the computer players play (instant speed) until ``ready()``."""
    for _ in range(frames):
        if ready():
            return
        app.pump(0.3)
    raise AssertionError("the table never got there")


def my_turn(scene, phase):
    t = scene.table
    return 0 in t.awaiting() and t.phase == phase and not scene.announcer.holding


class Mouse:
    def __init__(self, app, scene):
        self.app, self.scene = app, scene

    def index(self, code, again):
        """The rack index of a ``code`` tile: one not chosen yet, or (``again``) the selected one."""
        return next(i for i, t in enumerate(self.scene.rack) if t == code and (i in self.scene.selected) == again)

    def tile(self, code, again=False):
        i = self.index(code, again)
        post_click(self.app, self.scene.rack_rects()[0][i].center)

    def button(self, label):
        self.scene.bar.refresh(self.scene.snapshot())
        b = next(b for b in self.scene.bar.buttons if b.label.startswith(label))
        post_click(self.app, b.rect.center)

    def hand(self):
        target = next(t for t in self.scene.cursor_targets() if t.key[0] == "hand")
        x, y, w, h = target.rect
        post_click(self.app, (x + w // 2, y + h // 2))


class Keys(Mouse):
    def tile(self, code, again=False):
        i = self.index(code, again)
        choose(self.app, self.scene, ("rack", i))

    def button(self, label):
        wanted = next(t.key for t in self.scene.cursor_targets() if t.key[0] == "bar" and t.key[2].startswith(label))
        choose(self.app, self.scene, wanted)

    def hand(self):
        choose(self.app, self.scene, next(t.key for t in self.scene.cursor_targets() if t.key[0] == "hand"))


def play_the_guide(app, scene, do):
    guide = scene.guide
    # 1. the Charleston's first right: the three lit tiles, then Pass
    lit = lit_tiles(scene.table)
    assert len(lit) == 3 and sorted(scene.hint_tiles) == sorted(lit)
    for code in lit[:2]:
        do.tile(code)
    app.step([], 0.0)
    assert guide.index == 0                     # choosing tiles is not yet the pass
    do.tile(lit[2])
    do.button("Pass ")
    app.step([], 0.0)
    assert guide.index == 1
    # 2. across and left with the lit tiles, then stop the Charleston, no courtesy tiles
    for _pass in range(2):
        wait_until(app, lambda: my_turn(scene, "charleston"))
        for code in lit_tiles(scene.table)[:3]:
            do.tile(code)
        do.button("Pass ")
        app.step([], 0.0)
        assert guide.index == 1
    wait_until(app, lambda: my_turn(scene, "vote"))
    do.button("No")
    wait_until(app, lambda: my_turn(scene, "courtesy"))
    assert guide.index == 1
    do.button("None")
    wait_until(app, lambda: guide.index == 2)
    assert scene.table.phase == "discard" and scene.table.turn == 0
    # 3. (optional) pin a hand of the helper
    do.hand()
    app.step([], 0.0)
    assert scene.advice.pinned is not None and guide.index == 3
    # 4. East's first discard: the lit tile, twice
    tile = lit_tiles(scene.table)[0]
    do.tile(tile)
    app.step([], 0.0)
    assert guide.index == 3                     # selected, not yet thrown
    do.tile(tile, again=True)
    app.step([], 0.0)
    assert guide.index == 4 and scene.table.discards[0] == (0, tile)
    # 5. Ruth's 5 Bam: call it for a pung
    wait_until(app, lambda: my_turn(scene, "claims"))
    assert scene.table.last_discard == (1, "5B") and guide.index == 4
    do.button("Pung")
    app.step([], 0.0)
    assert guide.index == 5 and scene.table.exposures[0][0].tile == "5B"
    # 6. discard the lit tile, then Mah Jongg on Ruth's 7 Bam
    tile = lit_tiles(scene.table)[0]
    do.tile(tile)
    do.tile(tile, again=True)
    wait_until(app, lambda: my_turn(scene, "claims"))
    assert scene.table.last_discard == (1, "7B") and scene.guide is not None
    do.button("Mah Jongg!")
    assert scene.table.result is not None and scene.guide is not None
    while app.top is not scene:
        key(app, pygame.K_RETURN)               # the high-score name
    app.step([], 0.0)
    assert scene.guide is None and app._toast[0].startswith("The guided game is over")
    result = scene.table.result
    assert result.winner == 0 and sorted(result.hand) == sorted(GOAL)
    # the guide's Mah Jongg is a hand of the card, and the table paid what scoring says
    reading = hands.check(sorted(GOAL[:5] + GOAL[8:]), [["5B"] * 3], self_drawn=False)
    assert reading.winning and reading.value == result.value == 35
    assert result.payments == (4 * 35, -2 * 35, -35, -35)


def test_the_card_free_guide_played_by_mouse(menu):
    scene = start(menu, by_mouse=True)
    play_the_guide(menu, scene, Mouse(menu, scene))


def test_the_card_free_guide_played_by_keys_alone(menu, monkeypatch):
    post = pygame.event.post

    def keys_only(event):
        assert event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP), event
        return post(event)

    monkeypatch.setattr(pygame.event, "post", keys_only)
    scene = start(menu, by_mouse=False)
    play_the_guide(menu, scene, Keys(menu, scene))


def test_the_rules_page_offers_the_card_free_guide(menu):
    app = menu
    app.open_game(GAME)
    key(app, pygame.K_ESCAPE)                   # "Just play" the first time
    scene = app.top
    assert scene.guide is None
    help_scene = HelpScene(app, GAME)
    app.push(help_scene)
    assert help_scene.guided.visible
    assert "The guided first game" in games.load(games.get(GAME).help)(GAME)
    key(app, pygame.K_g)
    while isinstance(app.top, ConfirmDialog):   # a game in progress asks first
        key(app, pygame.K_RETURN)
    scene = app.top
    assert scene.game_id == GAME and scene.guide is not None
    assert scene.table.rigged is not None and scene.session.to_record()["wall"] == scene.table.rigged
    assert tutorial(GAME).steps[0].text.startswith("You are East")


def test_after_skip_the_computer_players_play_their_own_game(menu):
    scene = start(menu, by_mouse=False)
    assert scene.advice.script is not None
    scene.guide_skip()
    app = menu
    app.step([], 0.0)
    assert scene.advice.script is None and scene.hint_tiles == []


def test_a_table_with_friends_does_not_start_the_guide(menu, monkeypatch):
    app = menu
    app.open_game(GAME)
    key(app, pygame.K_ESCAPE)
    scene = app.top
    monkeypatch.setattr(scene, "record", lambda: None)     # as RemoteTableScene: nothing of its own
    scene.ask_guided()
    assert app.top is scene and scene.guide is None and app._toast[0].startswith("Leave the table")


def test_a_lesson_hand_that_ends_another_way_closes_the_guide(menu):
    """You let every discard go and throw every tile you draw: the script never wins for
    itself, the hand ends in a wall game, and the guide closes rather than wait."""
    app = menu
    scene = start(app, by_mouse=False)
    for _step in range(5):
        scene.guide_next()
    assert scene.guide.index == 5
    for _frame in range(3000):
        t = scene.table
        if t.is_over:
            break
        if my_turn(scene, "claims"):
            scene.play(PassClaim(0))
        elif my_turn(scene, "discard"):
            scene.play(Discard(0, t.concealed[0][-1]))
        elif 0 in t.awaiting() and t.phase in ("charleston", "vote", "courtesy", "courtesy-pass"):
            scene.play(next(a for a in t.legal_actions(0) if not getattr(a, "yes", False)))
        app.pump(0.3)
    while app.top is not scene:
        key(app, pygame.K_RETURN)
    app.step([], 0.0)
    assert scene.table.is_over and scene.table.result.winner is None
    assert scene.guide is None and scene.advice.script is None


@pytest.mark.parametrize("language", ["de", "fr", "es", "it", "nl", "pl", "ru", "pt_BR", "zh_CN", "zh_TW", "ja", "ko"])
def test_each_step_fits_the_panel_at_960x640(parlor_home, language):
    """The panel shows three lines of a step: each step, in each language, needs no more."""
    from mahjong.app import App
    from mahjong.core.storage import Storage
    from mahjong.i18n import _
    from mahjong.ui import theme
    from mahjong.ui.text import wrap

    app = App(size=(960, 640), storage=Storage(parlor_home), headless=True, strict=True, language=language)
    try:
        app.offer_guides = True
        app.push(MenuScene(app))
        scene = start(app, by_mouse=False)
        s, r = scene.scale, scene.guide_rect()
        width = r.w - 3 * theme.px(14, s) - theme.px(96, s)     # the panel's text column (draw_guide)
        font = theme.font(theme.px(17, s))
        for step in tutorial(GAME).steps:
            assert _(step.text) != step.text
            assert len(wrap(_(step.text), font, width)) <= 3, _(step.text)
    finally:
        app.apply_language("en")
