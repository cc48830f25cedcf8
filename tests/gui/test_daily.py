"""The deal of the day through the window, headless: Today on a menu card deals the day's
deal in the background and opens it (every game builds its scene from it), a save of
today's deal is resumed, another save is replaced after asking, the result goes to the
day's own table and the calendar, New leaves the daily deal, a save keeps the mark and a
tampered one is refused; the Records' calendar opens a day's high scores."""

from datetime import timedelta

import pygame
import pytest

from mahjong import games
from mahjong.core import daily
from mahjong.games.stones.rules import StonesGame
from mahjong.scenes.daily_start import DailyStarter
from mahjong.scenes.game_base import GameScene
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.stats import StatsScene
from mahjong.ui.dialogs import ConfirmDialog, NameEntryDialog, WinDialog


def card(menu, game_id):
    return next(c for c in menu.cards if c.info.id == game_id)


def open_menu(app):
    app.settings["animation_speed"] = "off"
    menu = MenuScene(app)
    app.push(menu)
    app.step([], 0.0)
    return menu


def deal_today(app, menu, game_id):
    """Press Today on the game's card and let the background deal finish."""
    card(menu, game_id).today.activate()
    if isinstance(app.top, ConfirmDialog):
        return app.top
    assert menu.daily.dealing
    menu.daily.wait()
    app.step([], 0.0)
    return app.top


@pytest.mark.parametrize("game_id", [info.id for info in games.GAMES])
def test_every_game_opens_on_its_deal_of_the_day(app, game_id):
    day = daily.today()
    start = daily.start_record(games.load(games.get(game_id).engine), game_id, day)
    DailyStarter(app).open(game_id, start)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.game_id == game_id
    assert scene.daily == day and scene.engine.deal == daily.deal_number(game_id, day)
    assert scene.score_table == daily.table_key(game_id, day)
    assert "deal of" in scene.status.title
    app.draw()


def test_today_on_a_card_deals_in_the_background_and_opens_the_game(app, click):
    menu = open_menu(app)
    today_button = card(menu, "solitaire").today
    click(app, today_button.rect.center)
    assert menu.daily.dealing and menu.animating
    menu.daily.wait()
    app.step([], 0.0)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.game_id == "solitaire" and scene.daily == daily.today()
    assert scene.engine.deal == daily.deal_number("solitaire", daily.today())


def test_a_won_daily_game_ranks_in_the_days_table_and_marks_the_calendar(app, press):
    menu = open_menu(app)
    scene = deal_today(app, menu, "tiny-pebbles")
    scene.game_finished(True, 1234, {"four_ways": 0, "stones_left": 0})
    assert isinstance(app.top, NameEntryDialog)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, WinDialog) and "in a row" in app.top.text
    today = daily.today()
    assert [e["score"] for e in app.storage.high_scores(daily.table_key("tiny-pebbles", today))] == [1234]
    assert app.storage.high_scores("tiny-pebbles") == []
    assert app.storage.daily_days("tiny-pebbles") == {today.isoformat(): {"played": 1, "won": 1}}
    assert app.storage.stats("tiny-pebbles")["won"] == 1


def test_new_leaves_the_daily_deal_and_restart_keeps_it(app, click):
    menu = open_menu(app)
    scene = deal_today(app, menu, "tiny-pebbles")
    scene.place(scene.game.legal_moves()[0].cell)
    scene.start_restart()
    assert scene.daily == daily.today() and scene.game.deal == daily.deal_number("tiny-pebbles", daily.today())
    # the restart left a game with moves: a day played, not won
    assert app.storage.daily_days("tiny-pebbles")[daily.today().isoformat()] == {"played": 1, "won": 0}
    scene.start_new()
    assert scene.daily is None and scene.status.title == "Tiny Pebbles" and scene.score_table == "tiny-pebbles"


def test_a_saved_daily_game_keeps_its_mark_and_today_resumes_it(app, press):
    menu = open_menu(app)
    scene = deal_today(app, menu, "tiny-pebbles")
    move = scene.game.legal_moves()[0]
    scene.place(move.cell)
    press(app, pygame.K_ESCAPE)
    assert app.top is menu and app.storage.load_game("tiny-pebbles")["chrome"]["daily"] == daily.today().isoformat()
    card(menu, "tiny-pebbles").today.activate()
    assert not menu.daily.dealing  # no new deal: the save is today's
    resumed = app.top
    assert resumed is not scene and resumed.daily == daily.today() and resumed.game.moves == (move,)


def test_today_asks_before_replacing_another_save(app, press):
    menu = open_menu(app)
    game = StonesGame("tiny-pebbles", 7, finishable_only=False, attempt=0)
    game.apply(game.legal_moves()[0])
    app.storage.save_game("tiny-pebbles", game.to_record())
    dialog = deal_today(app, menu, "tiny-pebbles")
    assert isinstance(dialog, ConfirmDialog) and "will be replaced" in dialog.text
    press(app, pygame.K_RETURN)
    menu.daily.wait()
    app.step([], 0.0)
    scene = app.top
    assert isinstance(scene, GameScene) and scene.daily == daily.today()
    assert app.storage.stats("tiny-pebbles")["played"] == 1  # the old game counts as left


def test_a_save_claiming_another_deal_is_the_days_is_refused(app):
    game = StonesGame("tiny-pebbles", 7, finishable_only=False, attempt=0)
    game.apply(game.legal_moves()[0])
    record = dict(game.to_record(), daily=daily.today().isoformat())
    app.storage.save_game("tiny-pebbles", record)
    scene = app.open_game("tiny-pebbles")
    assert scene.daily is None
    assert "not the deal of" in app.top.text  # the message dialog says why


def test_the_calendar_opens_a_days_high_scores(app, click):
    today = daily.today()
    app.storage.record_daily("small-stones", today, True)
    app.storage.add_high_score(daily.table_key("small-stones", today), {"name": "Ann", "score": 77, "seconds": 5.0})
    app.storage.add_high_score("small-stones", {"name": "Bo", "score": 9, "seconds": 5.0})
    records = StatsScene(app, tab="stats", game_id="small-stones")
    app.push(records)
    app.step([], 0.0)
    app.draw()
    assert records.days == {today.isoformat(): {"played": 1, "won": 1}}
    (cell, day), = records.calendar.cells
    assert day == today
    click(app, cell.center)
    assert records.tab == "scores" and records.score_day == today
    assert [e["name"] for e in records.scores] == ["Ann"]
    app.draw()
    click(app, records.modes[0].rect.center)
    assert records.score_day is None and [e["name"] for e in records.scores] == ["Bo"]
    click(app, records.modes[1].rect.center)
    app.draw()
    assert records.score_day == today and not records.day_next.enabled
    click(app, records.day_prev.rect.center)
    assert records.score_day == today - timedelta(days=1) and records.scores == []


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_card_buttons_fit_beside_the_preview(app, size):
    for info in games.GAMES[:3]:
        app.storage.save_game(info.id, {"game": info.id, "deal": 1, "moves": []})
    menu = open_menu(app)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.0)
    app.draw()
    for c in menu.cards:
        r = menu.card_screen_rect(c)
        preview = c.preview_rect.move(r.topleft)
        shown = [b for b in c.buttons if b.visible]
        assert len(shown) == (3 if c.saved else 2)
        for i, b in enumerate(shown):
            assert r.contains(b.rect) and not b.rect.colliderect(preview), (c.info.id, b.label)
            assert all(not b.rect.colliderect(o.rect) for o in shown[i + 1:])


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_calendar_fits_the_records_panel(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.0)
    today = daily.today()
    for k in range(40):
        app.storage.record_daily("small-stones", today - timedelta(days=k), k % 3 != 0)
    records = StatsScene(app, tab="stats", game_id="small-stones")
    app.push(records)
    app.step([], 0.0)
    app.draw()
    assert records.calendar.cells
    for cell, _ in records.calendar.cells:
        assert records.panel.contains(cell) and not cell.colliderect(records.reset.rect)
    for b in records.calendar.buttons:
        assert records.panel.contains(b.rect)


def test_today_over_a_save_the_rules_refuse_opens_the_day_and_says_why(app, press):
    menu = open_menu(app)
    app.storage.save_game("tiny-pebbles", {"game": "tiny-pebbles", "deal": 3, "moves": ["99,99"], "attempt": 0,
                                           "options": {"finishable_only": False}})
    dialog = deal_today(app, menu, "tiny-pebbles")
    assert isinstance(dialog, ConfirmDialog)
    press(app, pygame.K_RETURN)
    menu.daily.wait()
    app.step([], 0.0)
    told = app.top
    assert "could not be loaded" in told.text
    app.pop()
    assert isinstance(app.top, GameScene) and app.top.daily == daily.today()
    assert [type(s).__name__ for s in app.stack] == ["MenuScene", "StonesScene"]
