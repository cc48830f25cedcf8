"""GameScene chrome, driven through posted events with a tiny test-only game."""

import sys

import pygame
import pytest

from mahjong import games
from mahjong.core.errors import BadRecord
from mahjong.monkey import monkey
from mahjong.scenes.game_base import GameScene
from mahjong.scenes.help import HelpScene
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ConfirmDialog, GameOverDialog, MessageDialog, NameEntryDialog, WinDialog

MODULE = "fake_parlor_game"
sys.modules[MODULE] = sys.modules[__name__]  # so the registry can name this module

HELP = "Click the board to count. Reach **3** to win.\n\n- one\n- two\n"


def rules_page(game_id):
    return HELP


def preview(game_id, surface, rect, tiles):
    pygame.draw.rect(surface, (200, 200, 200), rect)


class FakeGame(GameScene):
    """Clicking the board adds one; three clicks win. Calls are logged."""

    def __init__(self, app, game_id, record=None):
        super().__init__(app, game_id, record)
        self.calls = []
        self.moves = list(self.saved.engine["moves"]) if self.saved else []
        if "bad" in self.moves:
            raise BadRecord("move 'bad' does not replay")
        self.begin(None, self.saved_chrome)  # no rules engine: the moves are the scene's
        self.undone = []
        self.demo_line = ["+", "+", "+"]  # what the Demo plays (None: it knows no line)
        self.thinking = 0                 # Demo steps that answer "not ready yet"

    def board_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and self.board_rect.collidepoint(event.pos):
            self.moves.append("+")
            self.undone.clear()
            if len(self.moves) == 3:
                self.game_finished(True, 100 * len(self.moves), {"deal": 7})

    def draw_board(self, surface):
        pygame.draw.rect(surface, (250, 250, 250), self.board_rect.inflate(-200, -200))

    def new_game(self):
        self.calls.append("new")
        self.moves = []
        self.begin(None)

    def restart(self):
        self.calls.append("restart")
        self.moves = []
        self.begin(None)

    def undo(self):
        self.calls.append("undo")
        self.undone.append(self.moves.pop())

    def redo(self):
        self.calls.append("redo")
        self.moves.append(self.undone.pop())

    def hint(self):
        self.calls.append("hint")

    def can_undo(self):
        return bool(self.moves)

    def can_redo(self):
        return bool(self.undone)

    def status_items(self):
        return [("Moves", str(len(self.moves)))]

    def moves_made(self):
        return len(self.moves)

    def demo_start(self):
        return None if self.demo_line is not None else "No line is known from here."

    def demo_step(self):
        if self.thinking:
            self.thinking -= 1
            return None
        if not self.demo_line:
            return False
        self.moves.append(self.demo_line.pop(0))
        if len(self.moves) == 3:
            self.game_finished(True, 100 * len(self.moves), {"deal": 7})
        return True

    def record(self):
        return {"game": self.game_id, "deal": 7, "options": {}, "moves": list(self.moves)} if self.moves else None


@pytest.fixture
def fake_game():
    info = games.GameInfo("fake", "Counting", "Click three times to win.", f"{MODULE}:FakeGame",
                          f"{MODULE}:rules_page", f"{MODULE}:preview")
    games.register(info)
    yield info
    games.GAMES.remove(info)


@pytest.fixture
def game(app, fake_game):
    app.push(MenuScene(app))
    scene = app.open_game("fake", resume=False)
    app.step([], 0.0)
    return scene


def board_click(app, scene, click):
    click(app, scene.board_rect.center)


def test_toolbar_buttons_call_through_and_grey_out(app, game, click):
    app.step([])
    assert not game.tools["undo"].enabled and not game.tools["redo"].enabled
    board_click(app, game, click)
    app.step([])
    assert game.tools["undo"].enabled
    click(app, game.tools["undo"].rect.center)
    click(app, game.tools["redo"].rect.center)
    click(app, game.tools["hint"].rect.center)
    assert game.calls == ["undo", "redo", "hint"]


def test_new_and_restart_confirm_when_a_game_is_in_progress(app, game, click, press):
    click(app, game.tools["new"].rect.center)
    assert game.calls == ["new"]  # nothing played yet: no question
    board_click(app, game, click)
    click(app, game.tools["restart"].rect.center)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)  # Esc = no
    assert app.top is game and game.calls == ["new"]
    press(app, pygame.K_n, pygame.KMOD_LCTRL)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_RETURN)  # Enter = the default, yes
    assert app.top is game and game.calls == ["new", "new"]


def test_a_game_abandoned_after_moves_counts_as_played_and_lost(app, game, click, press):
    click(app, game.tools["new"].rect.center)  # nothing played: nothing to count
    assert app.storage.stats("fake")["played"] == 0
    board_click(app, game, click)
    press(app, pygame.K_n, pygame.KMOD_LCTRL)
    press(app, pygame.K_RETURN)
    board_click(app, game, click)
    press(app, pygame.K_r, pygame.KMOD_LCTRL)
    press(app, pygame.K_RETURN)
    stats = app.storage.stats("fake")
    assert (stats["played"], stats["won"]) == (2, 0)


def test_replacing_a_saved_game_from_the_menu_counts_it_as_lost(app, game, click, press):
    board_click(app, game, click)
    press(app, pygame.K_ESCAPE)  # saved, back to the menu
    menu = app.top
    menu.play("fake")
    press(app, pygame.K_RETURN)  # "Your saved game will be replaced": yes
    assert app.storage.stats("fake")["played"] == 1 and app.storage.stats("fake")["won"] == 0


def test_keyboard_shortcuts(app, game, click, press):
    board_click(app, game, click)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    press(app, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    press(app, pygame.K_y, pygame.KMOD_LCTRL)
    press(app, pygame.K_h)
    assert game.calls == ["undo", "redo", "undo", "redo", "hint"]
    press(app, pygame.K_F1)
    assert isinstance(app.top, HelpScene) and app.top.page == "fake"
    press(app, pygame.K_ESCAPE)
    assert app.top is game


def test_the_clock_starts_with_the_first_move(app, game, click):
    app.step([], 30.0)
    assert game.elapsed == 0.0  # looking at a fresh deal costs nothing
    board_click(app, game, click)
    app.step([], 2.0)
    assert game.elapsed == pytest.approx(2.0)


def test_the_clock_pauses_in_dialogs_when_paused_and_when_minimised(app, game, click, press):
    board_click(app, game, click)
    app.step([], 2.0)
    assert game.elapsed == pytest.approx(2.0)
    click(app, game.tools["pause"].rect.center)
    assert game.paused
    app.step([], 5.0)
    assert game.elapsed == pytest.approx(2.0)
    press(app, pygame.K_p)
    app.step([pygame.event.Event(pygame.WINDOWMINIMIZED)], 5.0)
    assert game.elapsed == pytest.approx(2.0)
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)], 1.0)
    assert game.elapsed == pytest.approx(3.0)
    app.push(MessageDialog(app, "Hi", "A dialog"))
    app.step([], 5.0)
    assert game.elapsed == pytest.approx(3.0)


def test_a_qualifying_win_asks_for_a_name_then_offers_a_new_game(app, game, click, press):
    for _ in range(3):
        board_click(app, game, click)
    assert isinstance(app.top, NameEntryDialog)
    for _ in range(10):
        press(app, pygame.K_BACKSPACE)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Mei"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, WinDialog)
    table = app.storage.high_scores("fake")
    assert table[0]["name"] == "Mei" and table[0]["score"] == 300 and table[0]["deal"] == 7
    assert app.settings["player_name"] == "Mei"
    stats = app.storage.stats("fake")
    assert stats["played"] == 1 and stats["won"] == 1
    press(app, pygame.K_RETURN)  # New game
    assert app.top is game and game.calls[-1] == "new" and not game.finished


def test_a_lost_game_shows_game_over(app, game, press):
    game.game_finished(False, None)
    assert isinstance(app.top, GameOverDialog)
    assert app.storage.stats("fake")["played"] == 1


def test_escape_saves_and_returns_to_the_menu_which_offers_continue(app, game, click, press):
    board_click(app, game, click)
    app.step([], 12.5)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert app.storage.load_game("fake")["engine"]["moves"] == ["+"]
    card = next(c for c in menu.cards if c.info.id == "fake")
    menu.scroll.ensure_visible(card.rect.y, card.rect.bottom)  # other games' cards come first
    menu._place_cards()
    assert card.cont.visible
    click(app, card.cont.rect.center)
    resumed = app.top
    assert isinstance(resumed, FakeGame) and resumed.moves == ["+"]
    assert resumed.elapsed == pytest.approx(12.5)


def test_closing_the_window_saves_the_game(app, game, click, parlor_home):
    board_click(app, game, click)
    app.push(ConfirmDialog(app, "Quit?", "", None))
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running
    assert app.storage.load_game("fake")["engine"]["moves"] == ["+"]


def test_a_save_the_engine_rejects_is_set_aside_with_a_message(app, fake_game, parlor_home):
    app.push(MenuScene(app))
    app.storage.save_game("fake", {"game": "fake", "deal": 7, "options": {}, "moves": ["+", "bad"]})
    app.open_game("fake")
    assert isinstance(app.top, MessageDialog)
    assert "could not be loaded" in app.top.text and "starting a new game" in app.top.text
    assert not app.storage.has_game("fake")
    assert list((parlor_home / "saves").glob("fake.json.corrupt-*"))


def test_monkey_on_the_game_chrome(app, fake_game):
    def factory(a):
        a.reset(MenuScene(a))
        a.open_game("fake", resume=False)

    assert monkey(app, factory, events=1500, seed=3) > 0


@pytest.mark.parametrize("options", ["zzz", 5, None])
def test_a_tampered_solitaire_save_is_set_aside_not_a_crash(app, options):
    from mahjong.scenes.menu import MenuScene

    app.push(MenuScene(app))
    app.storage.save_game("solitaire", {"game": "solitaire", "deal": 1, "options": options, "moves": []})
    scene = app.open_game("solitaire", resume=True)
    assert scene.match.to_record()["moves"] == []
    assert app.top.title == "Saved game not loaded"
    assert not app.storage.has_game("solitaire")


def test_a_refused_save_replaced_from_the_menu_counts_nothing(app, game, parlor_home, press):
    """No statistic comes from a save the rules could not have produced."""
    app.storage.save_game("fake", {"game": "fake", "deal": 7, "options": {}, "moves": [1], "elapsed": -5})
    press(app, pygame.K_ESCAPE)
    app.top.play("fake")
    press(app, pygame.K_RETURN)
    assert app.storage.stats("fake")["played"] == 0
    assert list((parlor_home / "saves").glob("fake.json.corrupt-*"))


def test_hints_and_undos_are_counted_saved_and_shown_in_the_high_scores(app, game, click, press):
    board_click(app, game, click)
    press(app, pygame.K_h)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    board_click(app, game, click)
    game.save_state()
    saved = app.storage.load_game("fake")
    assert saved["schema"] == 2 and (saved["chrome"]["hints"], saved["chrome"]["undos"]) == (1, 1)
    resumed = FakeGame(app, "fake", saved)
    assert (resumed.hints_used, resumed.undos_used) == (1, 1)
    for _ in range(2):
        board_click(app, game, click)
    press(app, pygame.K_RETURN)  # the name dialog: the default name
    row = app.storage.high_scores("fake")[0]
    assert (row["hints"], row["undos"]) == (1, 1) and "assisted" not in row  # 1 hint, 3 moves


def test_a_win_mostly_played_by_hints_is_marked(app, game, click, press):
    from mahjong.scenes.stats import hints_cell

    for _ in range(2):
        press(app, pygame.K_h)
    for _ in range(3):
        board_click(app, game, click)
    press(app, pygame.K_RETURN)
    row = app.storage.high_scores("fake")[0]
    assert row["assisted"] is True and hints_cell(row) == "2 (most moves)"
    assert hints_cell({"hints": 2}) == "2"


def test_demo_plays_until_the_end_and_never_counts_as_won(app, game, click, press):
    board_click(app, game, click)
    game.thinking = 2
    click(app, game.tools["demo"].rect.center)
    assert game.demo_on and game.tools["demo"].label == "Stop demo"
    for _ in range(12):
        app.step([], 1.0)
    assert game.finished and len(game.moves) == 3 and not game.demo_on
    stats = app.storage.stats("fake")
    assert (stats["played"], stats["won"]) == (1, 0)
    assert app.storage.high_scores("fake") == []
    assert isinstance(app.top, GameOverDialog)


def test_a_click_or_key_takes_over_from_the_demo_with_undo_intact(app, game, click, press):
    press(app, pygame.K_d)  # the first move comes at once
    assert game.demo_on and game.moves == ["+"]
    board_click(app, game, click)  # taking over: this click plays nothing
    assert not game.demo_on and game.moves == ["+"]
    app.step([], 5.0)
    assert game.moves == ["+"]
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert game.moves == []
    game.save_state()
    assert app.storage.load_game("fake") is None or app.storage.load_game("fake")["chrome"].get("demo") is True
    press(app, pygame.K_d)
    press(app, pygame.K_SPACE)
    assert not game.demo_on


def test_demo_says_when_it_knows_no_line(app, game, press):
    game.demo_line = None
    press(app, pygame.K_d)
    assert not game.demo_on and app._toast[0] == "No line is known from here."


def test_messages_show_over_the_status_line_not_the_board(app, game):
    app.notify("Hello")
    app.step([], 0.0)
    assert game.toast_area() == game.status.rect
    surface = pygame.display.get_surface()
    assert surface.get_at(game.status.rect.move(2, 0).topleft)[:3] == (20, 22, 24)
