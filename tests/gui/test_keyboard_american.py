"""A Card Free hand played to its end by the keyboard alone: the Expert's choice for your
seat each time the table waits for you, made by walking the board cursor to rack tiles,
arriving tiles, jokers and the action bar's buttons and pressing Enter; the computer
players fill the other seats. No mouse event is sent."""

import pygame

from mahjong.games.american import advice
from mahjong.games.american.actions import Claim, Courtesy, Discard, Draw, Exchange, MahJongg, Pass, PassClaim, Vote
from mahjong.games.american.suggest import key_of
from mahjong.selftest import settle
from tests.gui.keyboard_play import choose, key

GAME = "card-free-american"
HUMAN = advice.HUMAN


def open_scene(app):
    app.storage.game_settings(GAME).update(speed="instant", claims="all")
    scene = app.open_game(GAME, resume=False)
    settle(app)
    return scene


def bar(scene, wanted):
    """The key of the action bar's button whose label is ``wanted`` (or starts with it)."""
    keys = [t.key for t in scene.cursor_targets() if t.key[0] == "bar"]
    exact = [k for k in keys if k[2] == wanted]
    return (exact or [k for k in keys if k[2].startswith(wanted)])[0]


def rack_index(scene, tile):
    return next(i for i, t in enumerate(scene.rack) if t == tile and i not in scene.selected)


def your_turn(app, scene, action) -> None:
    """Make ``action`` for your seat with keys only."""
    if isinstance(action, Discard):
        choose(app, scene, ("rack", rack_index(scene, action.tile)))   # select it...
        key(app, pygame.K_RETURN)                                       # ...and Enter again discards it
    elif isinstance(action, Pass):
        for tile in action.tiles:
            choose(app, scene, ("rack", rack_index(scene, tile)))
        for k in range(action.blind):
            choose(app, scene, ("arriving", k))
        choose(app, scene, bar(scene, "Pass "))
    elif isinstance(action, Vote):
        choose(app, scene, bar(scene, "Yes" if action.yes else "No"))
    elif isinstance(action, Courtesy):
        choose(app, scene, bar(scene, ("None", "1", "2", "3")[action.count]))
    elif isinstance(action, MahJongg) or (isinstance(action, Claim) and action.kind == "mj"):
        choose(app, scene, bar(scene, "Mah Jongg!"))
    elif isinstance(action, Claim):
        choose(app, scene, bar(scene, action.kind.capitalize()))
    elif isinstance(action, PassClaim):
        choose(app, scene, bar(scene, "Pass"))
    elif isinstance(action, Exchange):
        joker = next(t.key for t in scene.cursor_targets() if t.key[0] == "joker" and t.key[1] == action.owner
                     and scene.table.exposures[t.key[1]][t.key[2]].tile == action.tile)
        choose(app, scene, joker)
    else:
        raise AssertionError(f"no key for {action}")


def test_a_card_free_hand_is_played_to_its_end_by_keys_alone(app):
    scene = open_scene(app)
    mine = 0
    for _ in range(3000):
        t = scene.table
        if t.is_over:
            break
        if app.top is not scene:
            key(app, pygame.K_RETURN)          # a dialog (e.g. a call that would leave the hand dead)
            continue
        action = advice.demo_action(scene.session) if not scene.announcer.holding else None
        if action is None or isinstance(action, Draw):
            app.pump(0.3)                      # the computer players' turns, your draw
            continue
        before = len(scene.session.moves)
        your_turn(app, scene, action)
        mine += 1
        assert len(scene.session.moves) > before, (action, app._toast)
    assert scene.table.is_over and mine >= 3
    hand = scene.table.hand
    while app.top is not scene:
        key(app, pygame.K_RETURN)              # the high-score name, when your hand won
    choose(app, scene, ("end", 0))             # "Next hand"
    assert scene.table.hand == hand + 1 and not scene.table.is_over


def test_the_side_panels_hands_are_pinned_by_keys(app):
    scene = open_scene(app)
    app.step([], 0.0)
    hands = [t for t in scene.cursor_targets() if t.key[0] == "hand"]
    assert len(hands) >= 2 and all(t.region == "panel" for t in hands)
    last = hands[-1]
    choose(app, scene, last.key)              # the last hand, scrolled into view on the way
    area = scene.side.hands_area
    assert scene.advice.pinned is not None and key_of(scene.advice.pinned) == last.key[1]
    assert scene.cursor_target().key == last.key and "pinned" in scene.cursor_target().label
    assert area.offset == 0                   # the pinned hand comes first, and the cursor with it
