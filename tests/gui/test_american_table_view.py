"""The Card Free table as a player follows it (issue 18): each seat's discards in its own
zone, the move log panel, received tiles marked, the second-Charleston vote told, tile
names in words, hints and the helper from what you can see, discards that slide."""

import re
from collections import Counter

import pygame
import pytest

from mahjong.games.american import advice
from mahjong.games.american.actions import Discard, Pass, PassClaim, Vote, parse_action
from mahjong.games.american.face import paint
from mahjong.games.american.face.view import SEAT_CAPACITY, TableLayout
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.table import Table

from .test_american_scene import MJ_CORES, bar_labels, open_scene, press_button, rig, rigged

CODE = re.compile(r"\b([1-9][BCD]|RD|GD|WD)\b")     # a tile code where words belong


def wheel(app, pos, y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                         precise_y=float(y)))
    app.pump(0.0)


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_each_seat_has_a_discard_zone_that_holds_its_discards_apart(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = open_scene(app)
    lay = scene.layout
    zones = lay.zones
    assert all(lay.pool.contains(z) for z in zones.values())
    for a in range(4):
        for b in range(a + 1, 4):
            assert not zones[a].colliderect(zones[b])
        slots = lay.pool_slots(a, SEAT_CAPACITY)
        assert all(zones[a].contains(r) for r in slots)
        assert len({r.topleft for r in slots}) == SEAT_CAPACITY      # no two on one place
    assert zones[0].y > zones[1].y > zones[2].y and zones[3].x < zones[1].x   # in front of each seat
    assert not lay.helper.colliderect(lay.pool) and scene.board_rect.contains(lay.helper)


def test_a_seat_that_discards_beyond_its_zone_stays_inside_it():
    lay = TableLayout(pygame.Rect(0, 0, 944, 560), 0.75)
    for seat in range(4):
        assert all(lay.zones[seat].contains(r) for r in lay.pool_slots(seat, SEAT_CAPACITY + 12))


def test_discards_are_drawn_in_the_discarders_zone(app):
    scene = open_scene(app)
    scene.prepare_screenshot()
    t = scene.table
    app.draw()
    blits = []
    real = scene.app.tiles.tile

    def spy(code, width, state="normal"):
        img = real(code, width, state)
        if width == scene.layout.pool_w:
            blits.append(code)
        return img

    scene.app.tiles.tile = spy
    try:
        scene.painter._pool(pygame.Surface(app.screen.get_size()), scene.snapshot(), scene.app.tiles)
    finally:
        scene.app.tiles.tile = real
    assert sorted(blits) == sorted(tile for _, tile in t.discards)
    for seat in range(4):
        mine = [tile for who, tile in t.discards if who == seat]
        assert len(scene.layout.pool_slots(seat, len(mine))) == len(mine)


def test_the_moves_tab_shows_the_log_newest_last_and_scrolls(app, click):
    scene = open_scene(app)
    scene.prepare_screenshot()
    app.step([], 0.0)
    if scene.side.tab != "log":
        click(app, scene.side.tab_rects["log"].center)
    assert scene.side.tab == "log" and not scene.p["helper"]
    entries = scene.log_entries()
    assert entries[0].startswith("Hand 1") and any("discarded" in e for e in entries)
    assert not any(CODE.search(e) for e in entries)
    app.draw()
    area = scene.side.log_area
    assert area.max_offset > 0 and area.offset == area.max_offset      # long: the newest in view
    wheel(app, area.rect.center, 3)
    assert area.offset < area.max_offset
    before = area.offset
    scene.play(Discard(0, scene.rack[-1]))
    app.draw()
    assert area.offset == before        # you were reading back: the panel does not jump
    wheel(app, area.rect.center, -200)
    app.draw()
    assert area.offset == area.max_offset
    click(app, scene.side.tab_rects["hands"].center)
    assert scene.side.tab == "hands" and scene.p["helper"]


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_helper_names_each_missing_tile_with_how_many_are_unseen(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = open_scene(app)
    t = rigged(scene, MJ_CORES)
    hands = scene.suggestions()
    assert hands
    app.draw()
    entries = scene.side.entries()
    text = " ".join(line for _, e in entries for line in e["need"])
    for h in hands:
        for tile in set(h.missing):
            assert f"({h.unseen[tile]} unseen)" in text
    assert not CODE.search(text)
    full = " ".join(" ".join(e["lines"]) for _, e in entries)
    assert all(h.name.split()[0] in full for h in hands)
    assert all(e["tile"] >= 18 for _, e in entries)     # readable: never under 18 px
    assert t.phase == "discard"
    area = scene.side.hands_area
    assert all(r.w <= area.rect.w for r, _ in entries)
    for r, e in entries:        # every tile row fits the entry's width
        m = app.tiles.metrics(e["tile"])
        assert all(sum(len(b) * (m.w + 1) for b in row) <= r.w for row in e["rows"])


def test_the_end_of_a_hand_shows_every_hand_face_up(app):
    scene = open_scene(app)
    t = rigged(scene, MJ_CORES, draws=["4B"])
    for move in ("0 discard WD", "1 draw", "1 discard 4B", "0 claim mj"):
        scene.play(parse_action(move))
    app.pop() if app.top is not scene else None
    assert t.is_over
    drawn = []
    real = app.tiles.tile

    def spy(code, width, state="normal"):
        drawn.append(code)
        return real(code, width, state)

    app.tiles.tile = spy
    try:
        scene.end.draw(pygame.Surface(app.screen.get_size()))
    finally:
        app.tiles.tile = real
    for seat in range(4):       # each seat's tiles are among those drawn
        held = t.concealed[seat] + [x for e in t.exposures[seat] for x in e.tiles]
        assert not Counter(held) - Counter(drawn)
    title, how = scene.end._headline()
    assert title == "You win!" and "Ruth's discard" in how


def rig_others(others, draws=()):
    """Seat 0 holds the same tiles; the other seats' hands and the wall differ."""
    return Table(TableOptions(), 1, wall=rig(["1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B F F WD", *others], draws))


def test_hints_and_the_helper_do_not_change_with_what_you_cannot_see(app):
    scene = open_scene(app)
    a = ["1D 3D 5D 7D 9D 2D 2C 4C 6C 8C F F WD", "6D 8D 1C 3C 7C 9C N N E E F F WD",
         "S S W W RD RD GD GD 9B 8B F F WD"]
    b = [a[2], a[0], a[1]]      # the same three hands, at other seats
    answers = []
    for others, draws in ((a, ["5C", "6C"]), (b, ["N", "9C"])):
        scene.session.table = rig_others(others, draws)
        scene._calm(reset_rack=True)
        t = scene.table
        first = advice.hint(scene.session)
        helper = [(h.name, h.missing, tuple(sorted(h.unseen.items()))) for h in scene.suggestions()]
        for _ in range(3):
            for s in range(4):
                t.apply(Pass(s, ("F", "F", "WD")))
        for s in range(4):
            t.apply(Vote(s, False))
        for s in range(4):
            t.apply(f"{s} courtesy 0")
        scene._after_change()
        answers.append((first[2], helper, advice.hint(scene.session)[2],
                        [(h.name, h.missing) for h in scene.suggestions()]))
    assert answers[0] == answers[1]
    assert not CODE.search(answers[0][0] + answers[0][2])


def test_a_discard_hint_says_why(app):
    scene = open_scene(app)
    rigged(scene, MJ_CORES)
    action, tiles, text = advice.hint(scene.session)
    assert isinstance(action, Discard) and tiles == [action.tile]
    assert re.search(r"keeps (\d) of your (\d) nearest hands|your nearest hand", text), text
    assert not CODE.search(text)


def test_the_tiles_you_received_are_marked_in_the_rack(app, click):
    scene = open_scene(app)
    t = scene.table
    choices = [i for i, tile in enumerate(scene.rack) if tile != "J"][:3]
    for i in choices:
        click(app, scene.rack_rects()[0][i].center)
    press_button(app, scene, "Pass", click)
    app.step([], 0.0)
    assert t.step == "first across"
    got = t.received(0)
    assert len(got) == 3
    marked = sorted(scene.rack[i] for i in paint.received_marks(scene.rack, scene.table.received(0)))
    assert marked == sorted(got)
    app.draw()


def test_who_refused_the_second_charleston_is_told(app, monkeypatch):
    scene = open_scene(app)
    told = []
    monkeypatch.setattr(app, "notify", told.append)
    t = scene.table
    while t.phase == "charleston":      # the bots may have passed already
        for s in t.awaiting():
            t.apply(Pass(s, tuple(t.passable(s)[:3])))
    assert t.phase == "vote" and t.awaiting() == (0, 1, 2, 3)
    scene._after_change()
    for s, yes in ((1, True), (2, False), (3, True)):
        t.apply(Vote(s, yes))
    scene.play(Vote(0, True))
    assert told and "Mei said no: the second Charleston is skipped" in told[-1]


def test_prompts_name_tiles_in_words(app):
    scene = open_scene(app)
    cores = ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
             "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
    t = rigged(scene, cores, draws=["5C"])
    for move in ("0 discard WD", "1 draw", "1 discard 5C"):
        scene.play(parse_action(move))
    bar_labels(app, scene)
    assert scene.bar.prompt == "Ruth discarded 5 Crak: claim it?" and t.phase == "claims"


def test_a_discard_you_can_claim_is_offered_even_with_auto_pass(app):
    scene = open_scene(app, auto_pass=True)
    cores = ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
             "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
    t = rigged(scene, cores, draws=["5C"])
    for move in ("0 discard WD", "1 draw", "1 discard 5C"):
        scene.play(parse_action(move))
    scene.update(5.0)
    assert t.phase == "claims" and 0 in t.awaiting() and t.last_discard == (1, "5C")
    assert "Pung" in bar_labels(app, scene)


def test_with_auto_pass_off_the_table_waits_after_a_discard_you_cannot_claim(app, click):
    scene = open_scene(app, auto_pass=False)
    cores = ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
             "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
    t = rigged(scene, cores, draws=["7D"])
    for move in ("0 discard WD", "1 draw", "1 discard 7D"):
        scene.play(parse_action(move))
    assert t.discards[-1] == (1, "7D") and 0 not in t.awaiting() and scene.held()
    moves = len(t.actions)
    scene.update(5.0)
    assert len(t.actions) == moves and "Go on" in bar_labels(app, scene)
    press_button(app, scene, "Go on", click)
    scene.update(5.0)
    assert len(t.actions) > moves


def test_a_discard_slides_to_the_pool_and_drawing_changes_nothing(app, click):
    scene = open_scene(app, speed="normal")
    scene.prepare_screenshot()
    t = scene.table
    i = next(i for i, tile in enumerate(scene.rack) if tile != "J")
    click(app, scene.rack_rects()[0][i].center)
    click(app, scene.rack_rects()[0][i].center)
    k = len(t.discards) - 1
    assert t.discards[k][0] == 0 and scene.motion.active and k in scene.motion.flying()
    version = t.version
    app.draw()
    assert t.version == version     # drawing a flight plays nothing
    for _ in range(3):               # clicks while the tile flies: no crash, no lost state
        click(app, scene.layout.pool.center)
        click(app, scene.rack_rects()[0][0].center)
    scene.update(1.0)
    app.draw()
    assert not scene.motion.flying() or t.phase == "claims"


def test_no_slide_at_instant_speed(app):
    scene = open_scene(app, speed="instant")
    scene.prepare_screenshot()
    scene.play(Discard(0, scene.rack[-1]))
    assert not scene.motion.active


def test_a_claimed_discard_stops_its_flight(app):
    scene = open_scene(app, speed="slow")
    cores = ["2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C", "1D 3D 5D 7D 9D 2D 2C 4C 6C 8C",
             "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
    rigged(scene, cores, draws=["5C"])
    for move in ("0 discard WD", "1 draw", "1 discard 5C"):
        scene.play(parse_action(move))
    assert scene.motion.active
    assert scene.play(parse_action("0 claim pung"))
    scene.update(0.01)
    app.draw()
    assert not scene.motion.flying() or all(i < len(scene.table.discards) for i in scene.motion.flying())
    assert not isinstance(PassClaim(0), Discard)
