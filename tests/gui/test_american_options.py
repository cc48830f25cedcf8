"""The Card Free table's options: each computer player's strength and skill level, the
preferences checked field by field (older ones with one strength still load), the
options dialog, and saved sessions with and without per-seat strengths."""

import pygame
import pytest

from mahjong.games.american.bots import ai
from mahjong.games.american.face.options import TableOptionsDialog, prefs, strength_lines, table_options
from mahjong.selftest import settle
from mahjong.ui import theme

GAME = "card-free-american"


def stored(app, **values):
    p = app.storage.game_settings(GAME)
    p.clear()
    p.update(values)
    return prefs(app.storage, GAME)


def test_older_preferences_with_one_strength_give_it_to_every_opponent(app):
    p = stored(app, strength=3, skill=2)
    assert p["strengths"] == [3, 3, 3] and p["bot_skills"] == [0, 0, 0] and p["skill"] == 2
    assert "strength" not in p          # the old field is read once, then gone


def test_each_field_and_each_seat_falls_back_alone(app):
    p = stored(app, strengths=[1, "x", 9], bot_skills=[0, 7, 2], skill=True, house_rules=[1, "a"],
               speed="fast", claims="some")
    assert p["strengths"] == [1, 2, 2] and p["bot_skills"] == [0, 0, 2]
    assert p["skill"] == 0 and p["house_rules"] == [] and p["speed"] == "fast" and p["claims"] == "fit"
    assert stored(app, strengths=[3, 3], bot_skills="high")["strengths"] == [2, 2, 2]
    assert stored(app, strengths=[3, 1, 2], strength=1)["strengths"] == [3, 1, 2]   # the new field wins


@pytest.mark.parametrize(("auto_pass", "claims"), [(True, "fit"), (False, "all"), ("yes", "fit")])
def test_the_old_let_discards_go_by_toggle_becomes_the_nearest_calls_setting(app, auto_pass, claims):
    p = stored(app, auto_pass=auto_pass)
    assert p["claims"] == claims and "auto_pass" not in p
    assert stored(app, auto_pass=False, claims="mj")["claims"] == "mj"     # the new field wins


def test_a_new_session_seats_each_opponents_strength_and_skill(app):
    stored(app, strengths=[1, 3, 2], bot_skills=[0, 4, 5], skill=1, speed="instant", claims="all")
    scene = app.open_game(GAME, resume=False)
    settle(app)
    assert scene.strengths == (1, 3, 2) and scene.session.options.skill == (1, 0, 4, 5)
    assert table_options(scene.p).skill == (1, 0, 4, 5)
    extras = scene.save_extras()   # the scene's part of the save, beside the engine's record
    assert extras["strengths"] == [1, 3, 2] and "strength" not in extras and "strengths" not in scene.record()


def test_a_saved_session_resumes_with_its_strengths_and_an_old_one_with_its_one_strength(app):
    stored(app, strengths=[1, 3, 2], bot_skills=[2, 0, 3], speed="instant")
    scene = app.open_game(GAME, resume=False)
    settle(app)
    record = scene.record()
    again = type(scene)(app, GAME, record)
    assert again.strengths == (1, 3, 2) and again.session.options.skill == (0, 2, 0, 3)
    old = {k: v for k, v in record.items() if k != "strengths"}
    assert type(scene)(app, GAME, dict(old, strength=3)).strengths == (3, 3, 3)
    assert type(scene)(app, GAME, old).strengths == (1, 3, 2)   # no strength saved: the preferences


def test_the_dialog_sets_one_opponent_and_says_what_each_strength_does(app, click):
    p = stored(app)
    scene = app.open_game(GAME, resume=False)
    settle(app)
    dialog = TableOptionsDialog(app, p, lambda: None, in_progress=False)
    app.push(dialog)
    settle(app)
    mei = next(ws for label, ws in dialog.rows if label == "Mei")
    strength, skill = mei
    expert = strength._segments()[[v for v, _ in strength.options].index(3)]
    click(app, expert.center)
    click(app, skill._segments()[4].center)
    assert p["strengths"] == [2, 3, 2] and p["bot_skills"] == [0, 4, 0]
    assert app.storage.game_settings(GAME)["strengths"] == [2, 3, 2]
    lines = strength_lines()
    assert len(lines) == len(ai.STRENGTHS) and all(ai.NAMES[n] in line for n, line in zip(ai.STRENGTHS, lines))
    assert scene is not app.top


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_dialog_fits_the_window_with_nothing_over_the_buttons(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    p = stored(app)
    app.open_game(GAME, resume=False)
    dialog = TableOptionsDialog(app, p, lambda: None, in_progress=True)
    app.push(dialog)
    settle(app)
    app.draw()
    screen = pygame.Rect((0, 0), size)
    widgets = [w for _, ws in dialog.rows for w in ws]
    buttons_top = min(b.rect.y for b in dialog.buttons)
    notes_bottom = dialog.notes_top + dialog._notes_height(dialog.body_rect.w)
    assert screen.contains(dialog.panel) and all(dialog.panel.contains(w.rect) for w in widgets)
    assert max(w.rect.bottom for w in widgets) < notes_bottom <= buttons_top
    tops = sorted(w.rect.y for w in widgets)
    assert len(set(tops)) == len(dialog.rows)      # one row each, none on top of another
    calls = next(ws[0] for label, ws in dialog.rows if label == "Calls offered")
    for seg, (_, text) in zip(calls._segments(), calls.options):   # each choice whole, bold when chosen
        assert theme.font(calls.size, True).size(text)[0] <= seg.w - 12, text


@pytest.mark.parametrize(("house_rules", "base"), [([], "25"), ([3], "20")])
def test_the_card_shows_the_base_value_of_the_session_house_rules(app, monkeypatch, house_rules, base):
    from mahjong.ui import theme

    stored(app, house_rules=house_rules, speed="instant")
    scene = app.open_game(GAME, resume=False)
    settle(app)
    scene.open_card()
    settle(app)
    drawn = []
    real = theme.text

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    app.draw()
    assert base in drawn and ({"25", "20"} - {base}).isdisjoint(drawn)
