"""The Card Free table as a player follows it (issue 18): each seat's discards in its own
zone, the move log panel, received tiles marked, the second-Charleston vote told, tile
names in words, hints and the helper from what you can see, discards that slide."""

import dataclasses
import re
from collections import Counter

import pygame
import pytest

from mahjong.games.american import advice
from mahjong.games.american.actions import Discard, Pass, PassClaim, Vote, parse_action
from mahjong.games.american.face.endpanel import headline
from mahjong.games.american.face.paint import received_marks
from mahjong.games.american.face.sidepanel import tab
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
        scene.painter._pool(pygame.Surface(app.screen.get_size()), scene.snapshot(), app.tiles)
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
    if scene.p["helper"]:
        click(app, scene.side.tab_rects["log"].center)
    assert not scene.p["helper"] and tab(scene.snapshot()) == "log"
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
    assert scene.p["helper"] and tab(scene.snapshot()) == "hands"


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_helper_names_each_missing_tile_with_how_many_are_unseen(app, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = open_scene(app)
    t = rigged(scene, MJ_CORES)
    hands = scene.suggestions()
    assert hands
    app.draw()
    entries = scene.side.entries(scene.snapshot())
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
        scene.painter.end.draw(pygame.Surface(app.screen.get_size()), scene.snapshot(), app.tiles)
    finally:
        app.tiles.tile = real
    for seat in range(4):       # each seat's tiles are among those drawn
        held = t.concealed[seat] + [x for e in t.exposures[seat] for x in e.tiles]
        assert not Counter(held) - Counter(drawn)
    title, how = headline(scene.snapshot())
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
        scene.advice.forget()       # the table moved behind the engine's back: its key did not
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
    assert re.search(r"nearest|near", text) and not re.search(r"\d of your \d", text), text
    assert not CODE.search(text)


def test_a_hint_holds_back_a_close_rivals_likely_tile_and_says_so(app):
    """Ruth shows 2 and 4 Dot kongs: most hands that fit them want a 3 Dot. Your 3 Dot
    is of no use to you, yet the Hint gives up another tile and says why the 3 Dot stays
    (with no exposures at the table, the 3 Dot is the tile to go)."""
    from mahjong.games.american.pieces import Exposure

    scene = open_scene(app)
    t = rigged(scene, ["1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 3D", *OTHERS])
    assert advice.hint(scene.session)[0] == Discard(0, "3D")
    t.exposures[1] = [Exposure("2D", 4, 0, 2), Exposure("4D", 4, 0, 2)]
    t.version += 1
    action, tiles, text = advice.hint(scene.session)
    assert isinstance(action, Discard) and action.tile != "3D", text
    assert "hold on to your 3 Dot: Ruth's exposures point to it" in text and not CODE.search(text)


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
    marked = sorted(scene.rack[i] for i in received_marks(scene.snapshot()))
    assert marked == sorted(got)
    app.draw()


def test_the_hints_frame_and_the_received_mark_differ_in_colour_and_shape(app, click):
    """After a pass the received tiles wear an orange corner flag, the Hint's tiles a
    cyan frame: a tile both received and hinted shows both, each tells its own."""
    from mahjong.games.american.face.paint import RECEIVED

    scene = open_scene(app)
    choices = [i for i, tile in enumerate(scene.rack) if tile != "J"][:3]
    for i in choices:
        click(app, scene.rack_rects()[0][i].center)
    press_button(app, scene, "Pass", click)
    app.step([], 0.0)
    fresh = received_marks(scene.snapshot())
    others = [i for i in range(len(scene.rack)) if i not in fresh]
    scene.hint_tiles = [scene.rack[others[0]]]
    app.draw()
    screen, m = app.screen, app.tiles.metrics(scene.layout.rack_w)
    tiles, _ = scene.rack_rects()

    def corner(i):      # just inside the face's top right corner
        r = tiles[i]
        return tuple(screen.get_at((r.x + m.depth + m.w - 3, r.y + 2)))[:3]

    def far(a, b):
        return sum(abs(x - y) for x, y in zip(a, b)) > 150

    hint_blue = (120, 224, 255)
    assert far(RECEIVED, hint_blue)
    assert all(not far(corner(i), RECEIVED) for i in fresh)
    assert all(far(corner(i), RECEIVED) for i in others)        # the hinted tile has no flag


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
    assert scene.bar.prompt.startswith("Ruth discarded 5 Crak: claim it?") and t.phase == "claims"


OTHERS = ["1D 3D 5D 7D 9D 2D 2C 4C 6C 8C", "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
NO_FIT = "2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C"     # a 5 Crak pung fits none of your nearest hands ...
FITS = "1B 1B 1B 2B 2B 2B 3B 3B 9D 4B 4B"       # ... a 4 Bam pung brings 1-2-3-4 Bams closer


def ruth_discards(app, claims, core, tile):
    scene = open_scene(app, claims=claims)
    t = rigged(scene, [core, *OTHERS], draws=[tile])
    for move in ("0 discard WD", "1 draw", f"1 discard {tile}"):
        scene.play(parse_action(move))
    assert t.phase == "claims" and 0 in t.awaiting() and t.last_discard == (1, tile)   # the engine asks
    return scene, t


def test_a_call_that_fits_none_of_your_hands_goes_by_without_asking(app):
    scene, t = ruth_discards(app, "fit", NO_FIT, "5C")
    assert not scene.advice.offered(scene.session)
    scene.update(0.5)
    assert "Pung" not in bar_labels(app, scene)
    assert any(a.text() == "0 pass-claim" for a in t.actions) and t.phase != "claims"


@pytest.mark.parametrize(("claims", "asked"), [("fit", True), ("all", True), ("mj", False)])
def test_a_call_that_fits_is_offered_and_mah_jongg_only_offers_none(app, claims, asked):
    scene, t = ruth_discards(app, claims, FITS, "4B")
    assert ("Pung" in bar_labels(app, scene)) == asked
    scene.update(0.5)
    assert (t.phase == "claims" and 0 in t.awaiting()) == asked      # the table waits only when asked


def test_all_calls_offers_one_that_fits_nothing_and_space_lets_it_go(app, press):
    scene, t = ruth_discards(app, "all", NO_FIT, "5C")
    assert "Pung" in bar_labels(app, scene) and "Space" in scene.bar.prompt
    scene.update(0.5)
    assert t.phase == "claims" and 0 in t.awaiting()
    press(app, pygame.K_SPACE)
    assert any(a.text() == "0 pass-claim" for a in t.actions)


def test_a_discard_slides_to_the_pool_and_drawing_changes_nothing(app, click):
    scene = open_scene(app, speed="normal")
    scene.prepare_screenshot()
    t = scene.table
    i = next(i for i, tile in enumerate(scene.rack) if tile != "J")
    click(app, scene.rack_rects()[0][i].center)
    click(app, scene.rack_rects()[0][i].center)
    k = len(t.discards) - 1
    assert t.discards[k][0] == 0 and scene.motion.active and k in scene.motion.flying(t.discards)
    version = t.version
    app.draw()
    assert t.version == version     # drawing a flight plays nothing
    for _ in range(3):               # clicks while the tile flies: no crash, no lost state
        click(app, scene.layout.pool.center)
        click(app, scene.rack_rects()[0][0].center)
    scene.update(1.0)
    app.draw()
    assert not scene.motion.flying(t.discards) or t.phase == "claims"


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
    discards = scene.table.discards
    assert not scene.motion.flying(discards) or all(i < len(discards) for i in scene.motion.flying(discards))
    assert not isinstance(PassClaim(0), Discard)


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_a_dead_seats_plate_says_so_whole_and_passing_one_tile_is_singular(app, size, monkeypatch):
    from mahjong.ui import theme

    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = open_scene(app)
    scene.prepare_screenshot()
    scene.table.dead[0] = True
    drawn = []
    real = theme.fit_text

    def spy(s, size, width, *args, **kwargs):
        drawn.append((s, size, width))
        return real(s, size, width, *args, **kwargs)

    monkeypatch.setattr(theme, "fit_text", spy)
    app.draw()
    plate = [(s, sz, w) for s, sz, w in drawn if s.startswith("You · dead")]
    assert plate and all(theme.font(sz).size(s)[0] <= w for s, sz, w in plate)   # never cut to "You · dead..."
    t = scene.table
    for name, fake in (("pass_size", lambda self, seat: 1), ("awaiting", lambda self: (0,)),
                       ("arriving", lambda self, seat: 0)):
        monkeypatch.setattr(type(t), name, fake)
    t.phase = "courtesy-pass"       # you asked for one tile across
    assert "choose 1 tile to pass" in scene.bar.offers(scene.snapshot())[0]


def test_a_computer_players_call_is_told_at_the_table_and_the_table_says_whom_it_waits_for(app, monkeypatch):
    """Mei pungs your North: her plate is lit, "Mei: Pung" shows over her zone, the North
    slides from the pool to her exposure, the call's sound plays, and the table holds
    its next move a moment; before she decides, the bar names her."""
    from mahjong.games.american.actions import Claim
    from mahjong.games.american.face.announce import CALL

    scene = open_scene(app, speed="normal")
    cores = ["1B 1B 1B 2B 2B 2B 3B 3B 3B 4B N", *OTHERS]     # Mei holds two Norths
    t = rigged(scene, cores)
    scene.play(parse_action("0 discard N"))
    assert t.phase == "claims" and t.awaiting() == (2,)
    app.step([], 0.0)
    assert scene.bar.prompt == "Waiting for Mei…"
    sounds, drawn = [], []
    monkeypatch.setattr(app.sound, "play", sounds.append)
    scene.play(Claim(2, "pung"))
    assert [e.tile for e in t.exposures[2]] == ["N"] and "match" in sounds
    assert scene.announcer.lit(2) and not scene.announcer.lit(1)
    [callout] = scene.announcer.callouts
    assert callout.text == "Mei: Pung" and callout.tile == "N" and callout.slide is not None
    real = scene.app.tiles.tile

    def spy(code, width, state="normal"):
        drawn.append((code, state))
        return real(code, width, state)

    monkeypatch.setattr(scene.app.tiles, "tile", spy)
    app.draw()
    assert ("N", "selected") in drawn                               # the tile on its way
    plate = scene.layout.top_plate.inflate(10, 10)
    assert tuple(app.screen.get_at((plate.centerx, plate.y + 1)))[:3] == CALL     # her plate's ring
    moves = len(t.actions)
    scene.update(0.3)
    assert len(t.actions) == moves and scene.announcer.holding      # the table lets the call be seen
    for _ in range(30):
        scene.update(0.1)
    assert len(t.actions) > moves and not scene.announcer.callouts


def test_a_hand_clicked_in_the_helper_stays_pinned_first_after_your_tiles_change(app, click, monkeypatch):
    scene = open_scene(app)
    rigged(scene, [FITS, *OTHERS])
    app.step([], 0.0)
    app.draw()
    hands = scene.suggestions()
    entry, _ = scene.side.entries(scene.snapshot())[1]
    area = scene.side.hands_area
    click(app, entry.move(area.rect.x, area.rect.y - area.offset).midtop)
    picked = hands[1]
    assert scene.advice.pinned == picked and scene.suggestions()[0] == picked
    from mahjong.ui import theme

    drawn = []
    real = theme.fit_text

    def spy(s, *args, **kwargs):
        drawn.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "fit_text", spy)
    assert scene.play(parse_action("0 discard 9D"))                # your tiles change ...
    app.draw()
    first = scene.suggestions()[0]
    assert (first.name, first.pattern, first.blocks) == (picked.name, picked.pattern, picked.blocks)  # ... it stays
    assert any(s.startswith("Pinned · ") for s in drawn)
    told = []
    monkeypatch.setattr(app, "notify", told.append)
    scene.advice.pinned = dataclasses.replace(picked, name="No Such Hand")     # a hand you can no longer make
    scene.suggestions()
    assert told == ["Your target No Such Hand can no longer be made"] and scene.advice.pinned is None


def test_the_hint_shows_when_its_job_answers_and_never_about_a_position_gone(app, monkeypatch):
    scene = open_scene(app)
    scene.prepare_screenshot()
    told = []
    monkeypatch.setattr(app, "notify", told.append)
    scene.hint()
    assert scene.advice.jobs.wait(advice.HINT, 60)
    app.step([], 0.0)
    assert told and told[-1].startswith("Hint: discard") and scene.hint_tiles
    told.clear()
    scene.hint_tiles = []
    scene.hint()
    assert scene.advice.jobs.wait(advice.HINT, 60)
    scene.play(Discard(0, scene.rack[0]))       # you play before the answer is taken in
    app.step([], 0.0)
    assert not any(text.startswith("Hint") for text in told) and scene.hint_tiles == []


def test_a_prompt_too_long_for_one_line_takes_two_whole_lines():
    """German at 150% in a 960x640 window cut the Charleston prompt ("Charleston, erstes
    Rechts:…"); where two lines in smaller type hold it, it is drawn whole on two."""
    from mahjong.games.american.face.paint import prompt_image
    from mahjong.ui import theme

    prompt = "Charleston, erstes Rechts: wähle 3 Steine zum Weitergeben nach rechts"
    width = theme.font(18, True).size(prompt)[0] * 2 // 3
    shown: list[str] = []
    theme.TEXT_HOOKS.append(shown.append)
    try:
        image = prompt_image(prompt, 18, width, 34)
    finally:
        theme.TEXT_HOOKS.remove(shown.append)
    lines = [s for s in shown if s.strip()]
    assert len(lines) == 2 and not any("…" in line for line in lines)
    assert " ".join(lines).split() == prompt.split()
    assert image.get_width() <= width and image.get_height() <= 34 + 4
    assert prompt_image("Pass", 18, width, 34).get_height() == theme.font(18, True).get_linesize()
