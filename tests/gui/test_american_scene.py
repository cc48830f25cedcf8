"""The Card Free American Mah Jongg scene, headless: layout, the Charleston, discards,
claims, Mah Jongg, the computer players' pacing, the end of a hand, save and resume."""

from collections import Counter

import pygame
import pytest

from mahjong.games.american.actions import Claim, Discard, Pass, PassClaim, parse_action
from mahjong.games.american.face.endpanel import why_paid_text
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.session import Session
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import full_set
from mahjong.selftest import settle
from mahjong.ui.dialogs import NameEntryDialog

GAME = "card-free-american"
JUNK = ["F", "F", "WD"]      # every rigged hand passes these three times: hands end as they began


def rig(hands, draws=()):
    """A full wall dealing ``hands`` (seat 0 first) and then ``draws``."""
    hands = [h.split() for h in hands]
    used = Counter(t for h in hands for t in h) + Counter(draws)
    return [t for h in hands for t in h] + list(draws) + sorted((Counter(full_set()) - used).elements())


def open_scene(app, speed="instant", claims="all"):
    app.storage.game_settings(GAME).update(speed=speed, claims=claims)
    scene = app.open_game(GAME, resume=False)
    settle(app)
    return scene


def rigged(scene, cores, draws=()):
    """Put a rigged hand on the scene's table and play the Charleston of JUNK."""
    scene.session.table = Table(TableOptions(), 1, wall=rig([c + " F F WD" for c in cores], draws))
    scene._calm(reset_rack=True)
    t = scene.table
    for _ in range(3):
        for s in range(4):
            t.apply(Pass(s, tuple(JUNK)))
    for s in range(4):
        t.apply(f"{s} vote no")
    for s in range(4):
        t.apply(f"{s} courtesy 0")
    scene._after_change()
    return t


# human: 1B 2B 3B pungs, 4B pair (+F F WD): discarding WD leaves 13 waiting on 4B
MJ_CORES = ["1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
            "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]


def bar_labels(app, scene):
    app.step([], 0.0)
    return [b.label for b in scene.bar.buttons]


def press_button(app, scene, label, click):
    bar_labels(app, scene)
    button = next(b for b in scene.bar.buttons if b.label.startswith(label))
    click(app, button.rect.center)


def test_screenshot_position_replaces_a_hand_that_ends_early(app, monkeypatch):
    """A hand that ends before your turn to discard comes with nine tiles in the pool
    gives way to another deal."""
    from mahjong.games.american import advice

    scene = open_scene(app)
    scene.begin(Session(TableOptions(), 60))
    real, calls = advice.play_to_your_discard, []

    def first_ends_early(session):
        calls.append(session.deal)
        return False if len(calls) == 1 else real(session)

    monkeypatch.setattr(advice, "play_to_your_discard", first_ends_early)
    scene.prepare_screenshot()
    t = scene.table
    assert calls[0] == 60 and scene.session.deal != 60 and not t.is_over
    exposed = sum(e.size for e in t.exposures[0])  # the replacement deal is random: you may have called
    assert t.phase == "discard" and t.turn == 0 and len(t.discards) >= 9 and len(scene.rack) + exposed == 14


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (1920, 1080)])
def test_scene_builds_and_draws_inside_the_window(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = open_scene(app)
    scene.prepare_screenshot()
    app.draw()
    lay = scene.layout
    screen = pygame.Rect((0, 0), size)
    tiles, _ = scene.rack_rects()
    exposed = sum(e.size for e in scene.table.exposures[0])
    assert len(tiles) + exposed == 14 and all(screen.contains(r) for r in tiles)
    assert scene.board_rect.contains(lay.rack) and scene.board_rect.contains(lay.helper)
    assert not lay.pool.colliderect(lay.helper) and not lay.left.colliderect(lay.middle)
    assert not lay.action.colliderect(lay.rack) and not lay.right.colliderect(lay.helper)
    for b in scene.bar.buttons + scene.bar.sort_buttons:
        assert lay.action.contains(b.rect)


def test_choosing_three_tiles_and_pressing_pass_plays_the_charleston(app, click):
    scene = open_scene(app)
    t = scene.table
    assert t.phase == "charleston" and t.step == "first right"
    choices = [i for i, tile in enumerate(scene.rack) if tile != "J"][:3]
    passed = sorted(scene.rack[i] for i in choices)
    for i in choices:
        click(app, scene.rack_rects()[0][i].center)
    assert scene.selected == set(choices)
    press_button(app, scene, "Pass", click)
    mine = [a for a in t.actions if isinstance(a, Pass) and a.seat == 0]
    assert sorted(mine[0].tiles) == passed
    app.step([], 0.0)   # instant bots pass too
    assert t.step == "first across"


def test_jokers_cannot_be_chosen_for_a_pass(app, click):
    scene = open_scene(app)
    scene.session.table = Table(TableOptions(), 1, wall=rig(["J J 1B 2B 3B 4B 5B 6B 7B 8B 9B F F WD", "", "", ""]))
    scene._calm(reset_rack=True)
    joker = scene.rack.index("J")
    click(app, scene.rack_rects()[0][joker].center)
    assert scene.selected == set()
    other = scene.rack.index("5B")
    click(app, scene.rack_rects()[0][other].center)
    assert scene.selected == {other}


def test_a_tile_is_discarded_by_clicking_it_twice(app, click):
    scene = open_scene(app, speed="normal")
    scene.prepare_screenshot()
    t = scene.table
    assert t.phase == "discard" and t.turn == 0
    before = len(t.discards)
    i = next(i for i, tile in enumerate(scene.rack) if tile != "J")
    tile = scene.rack[i]
    click(app, scene.rack_rects()[0][i].center)
    assert scene.selected == {i} and len(t.discards) == before
    click(app, scene.rack_rects()[0][i].center)
    assert t.discards[-1] == (0, tile) or t.exposures[1:] != [[], [], []]


def test_claim_buttons_appear_for_a_claimable_discard_and_a_claim_applies(app, click):
    scene = open_scene(app)
    cores = ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
             "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
    t = rigged(scene, cores, draws=["5C"])
    for move in ("0 discard WD", "1 draw", "1 discard 5C"):
        scene.play(parse_action(move))
    assert t.phase == "claims" and 0 in t.awaiting()
    labels = bar_labels(app, scene)
    assert "Pung" in labels and "Pass" in labels and "Mah Jongg!" not in labels
    press_button(app, scene, "Pung", click)
    assert [e.tile for e in t.exposures[0]] == ["5C"] and t.turn == 0 and t.phase == "discard"


def test_mah_jongg_is_offered_only_for_a_winning_hand_and_the_end_panel_follows(app, click, press):
    scene = open_scene(app)
    t = rigged(scene, MJ_CORES, draws=["4B"])
    assert t.phase == "discard" and t.turn == 0
    assert "Mah Jongg!" not in bar_labels(app, scene)
    for move in ("0 discard WD", "1 draw", "1 discard 4B"):
        scene.play(parse_action(move))
    assert "Mah Jongg!" in bar_labels(app, scene)
    press_button(app, scene, "Mah Jongg!", click)
    assert t.is_over and t.result.winner == 0 and t.result.discarder == 1
    assert isinstance(app.top, NameEntryDialog)     # a first winning hand makes the top ten
    press(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.finished      # the hand (one game) is over: its panel shows
    reading = scene.snapshot().reading
    assert reading.value == t.result.value and "Consecutive Run" in reading.name
    assert t.result.payments[0] > 0 and sum(t.result.payments) == 0
    v, paid = t.result.value, t.result.payments       # a jokerless hand: every payment doubles
    assert t.result.jokerless and paid[1:] == (-4 * v, -2 * v, -2 * v)
    assert why_paid_text(scene.snapshot()) == (f"On Ruth's discard: Ruth pays {v} x 2 x 2 jokerless = {4 * v}, "
                                               f"the others {v} x 2 jokerless = {2 * v} each")
    stats = app.storage.stats(GAME)
    assert stats["played"] == 1 and stats["won"] == 1
    app.draw()
    assert scene.painter.end.rect.contains(scene.end_buttons[0].rect)
    click(app, scene.end_buttons[0].rect.center)
    assert scene.table.hand == 1 and not scene.table.is_over and not scene.finished


def test_bots_advance_with_update_at_their_pace_and_deterministically(app):
    def play_out():
        scene = open_scene(app, "normal")
        scene.begin(Session(TableOptions(), 42))
        scene.prepare_screenshot()          # the human's turn to discard
        scene.play(Discard(0, scene.rack[0]))
        return scene

    def run(scene, seconds):
        for _ in range(round(seconds / 0.1)):
            t = scene.table
            if 0 in t.awaiting() and t.phase in ("discard", "claims"):
                scene.play(PassClaim(0) if t.phase == "claims" else Discard(0, scene.rack[-1]))
            scene.update(0.1)

    scene = play_out()
    t = scene.table
    moves = len(t.actions)
    scene.update(0.05)
    assert len(t.actions) == moves          # a bot takes its time
    run(scene, 6.0)
    assert len(t.actions) > moves + 6
    app.pop()
    other = play_out()
    run(other, 6.0)
    assert [a.text() for a in other.table.actions] == [a.text() for a in t.actions]


def test_save_and_resume_gives_the_same_table(app):
    scene = open_scene(app)
    scene.prepare_screenshot()
    scene.to_menu()
    resumed = app.open_game(GAME, resume=True)
    assert resumed is not scene
    assert resumed.table.view() == scene.table.view()
    assert resumed.session.deal == scene.session.deal and resumed.strengths == scene.strengths


def test_a_dead_making_claim_asks_first(app):
    scene = open_scene(app)
    t = rigged(scene, ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
                       "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"], draws=["5C"])
    for move in ("0 discard WD", "1 draw", "1 discard 5C"):
        scene.play(parse_action(move))
    claim = Claim(0, "pung")
    t.would_be_dead = lambda seat, c: True       # pretend the pung would kill the hand
    scene.claim(claim)
    assert app.top is not scene and not t.exposures[0]


def test_the_end_panel_leaves_room_for_the_payments_at_150_percent(app, click, press):
    """Each seat's name and payment stand above its tiles at 150% text (the payment once
    ran into the first row of tiles below it)."""
    from mahjong.ui import theme

    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 640), w=960, h=640)])
    app.set_setting("text_size", 150)
    try:
        scene = open_scene(app)
        t = rigged(scene, MJ_CORES, draws=["4B"])
        for move in ("0 discard WD", "1 draw", "1 discard 4B"):
            scene.play(parse_action(move))
        press_button(app, scene, "Mah Jongg!", click)
        press(app, pygame.K_ESCAPE)
        assert t.is_over and scene.finished
        app.draw()
        snap, panel = scene.snapshot(), scene.painter.end
        s = snap.scale
        below = panel._payments(pygame.Surface(app.size), snap, panel.rect, 0)
        name = theme.text("You (East)", theme.px(15, s), theme.INK_DIM)
        amount = theme.text("+320", theme.px(22, s), theme.GOOD, bold=True)
        assert below >= name.get_height() + amount.get_height()
    finally:
        theme.set_text_size(100)
