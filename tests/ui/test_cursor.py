"""The board cursor (ui/cursor.py): where it stands when its own target has gone."""

import pygame

from mahjong.ui.cursor import BoardCursor, Target


def target(key, x, y, primary=False, region="board"):
    return Target((key,), (x, y, 10, 10), key, primary=primary, region=region)


def standing_on(key, targets):
    cursor = BoardCursor()
    cursor.show(targets)
    while cursor.current(targets).key != (key,):
        cursor.move(0, targets)   # right, along the row
    return cursor


def test_a_gone_target_hands_the_cursor_to_the_nearest_one_left():
    row = [target("a", 0, 0), target("b", 40, 0), target("c", 100, 0)]
    cursor = standing_on("c", row)
    assert cursor.current(row[:2]).key == ("b",)


def test_a_primary_target_takes_the_cursor_before_a_nearer_one():
    """A hand's end offers "Next hand" and "Menu"; the cursor, last near "Menu", waits on
    "Next hand", so an Enter pressed on from the play does not leave the table."""
    play = [target("rack", 0, 0), target("bar", 100, 0)]
    cursor = standing_on("bar", play)
    end = [target("next", 0, 50, primary=True), target("menu", 100, 50)]
    assert cursor.current(end).key == ("next",)
    cursor.move(0, end)
    assert cursor.current(end).key == ("menu",)      # then the arrows go where they point
    assert cursor.current(end).key == ("menu",)      # and it stays where it was put


def test_a_primary_target_of_another_region_is_not_taken():
    targets = [target("a", 0, 0), target("b", 50, 0), target("p", 0, 90, primary=True, region="panel")]
    cursor = standing_on("b", targets)
    assert cursor.current([t for t in targets if t.key != ("b",)]).key == ("a",)


def test_keys_with_a_modifier_are_not_the_cursors():
    cursor = BoardCursor()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=pygame.KMOD_CTRL, unicode="")
    assert not cursor.handle_key(event, [target("a", 0, 0)]) and not cursor.visible
