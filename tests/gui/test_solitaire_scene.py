"""The MahJongg Solitaire scene, driven headless through posted events."""

import pygame
import pytest

from mahjong.games.solitaire import hints, rules
from mahjong.games.solitaire.face import draw
from mahjong.games.solitaire.face.scene import SolitaireScene
from mahjong.scenes.menu import MenuScene
from mahjong.ui import theme
from mahjong.ui.dialogs import ChoiceDialog

from .conftest import open_game, tile_centre


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (1920, 1080)])
def test_builds_and_draws_with_every_tile_inside_the_board(app, turtle, size):
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    assert app.size == size
    assert app.frames > 0
    board = turtle.board_rect
    for pos in turtle.match.present:
        assert board.contains(pygame.Rect(turtle.view.sprite_rect(pos)))


def test_two_matching_free_tiles_are_removed_and_scored(app, turtle, click):
    a, b = turtle.match.free_pairs()[0]
    face = turtle.match.code(a)
    click(app, tile_centre(turtle, a))
    assert turtle.selected == a
    click(app, tile_centre(turtle, b))
    assert a not in turtle.match.present and b not in turtle.match.present
    assert turtle.match.score == rules.multiplier(face) * 72
    assert turtle.match.pairs_left == 71


def test_highlight_lights_only_the_free_matches_of_the_selected_tile(app, turtle, click):
    app.set_setting("highlight_matches", True)
    a = next(p for p in turtle.match.present if turtle.match.is_free(p)
             and any(not turtle.match.is_free(q) for q in turtle.match.present
                     if q != p and turtle.match.matches(p, q)))
    click(app, tile_centre(turtle, a))
    matches = [q for q in turtle.match.present if q != a and turtle.match.matches(q, a)]
    lit = {q for q in matches if draw.tile_state(turtle.snapshot(), q) == "matching"}
    assert lit == {q for q in matches if turtle.match.is_free(q)}
    assert len(lit) < len(matches)  # a blocked match is there, and stays unlit
    assert ("Free pairs", str(len(turtle.match.free_pairs()))) in turtle.status_items()


def test_a_blocked_tile_says_why_and_is_not_selected(app, turtle, click):
    covered = next(p for p in turtle.match.present if p[0] == 0 and abs(p[1] - 13) < 2 and abs(p[2] - 7) < 2)
    fx, fy, w, h = turtle.view.face((0, 12, 2))  # a middle tile of the top row: both sides blocked
    click(app, (fx + w // 2, fy + h // 2))
    assert turtle.selected is None and "both sides" in app._toast[0]
    turtle.click_tile(covered)
    assert turtle.selected is None and "covered" in app._toast[0]


def test_hint_highlights_a_safe_pair(app, turtle, press):
    press(app, pygame.K_h)
    if turtle.advice.jobs.pending(hints.HINT):  # a quick answer may be in already
        assert turtle.advice.jobs.wait(hints.HINT, 60)
        app.step([], 0.0)
    a, b = turtle.hint_pair
    assert turtle.match.is_free(a) and turtle.match.is_free(b) and turtle.match.matches(a, b)
    assert draw.tile_state(turtle.snapshot(), a) == "hinted"


def test_undo_and_redo_shortcuts(app, turtle, click, press):
    a, b = turtle.match.free_pairs()[0]
    click(app, tile_centre(turtle, a))
    click(app, tile_centre(turtle, b))
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert a in turtle.match.present and turtle.match.score == 0
    press(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert a not in turtle.match.present and turtle.match.score > 0
    assert turtle.undos_used == 1


def test_going_back_to_a_winnable_position_counts_each_move_taken_back_as_an_undo(app, turtle):
    for _ in range(3):
        turtle.match.remove(*turtle.match.free_pairs()[0])
    turtle.rewind(2)
    assert turtle.undos_used == 2 and len(turtle.match.present) == 144 - 2
    turtle.save_state()
    assert app.storage.load_game(turtle.game_id)["chrome"]["undos"] == 2


def test_stuck_position_offers_a_shuffle(app, turtle):
    game = turtle.match.game
    while game.free_pairs():     # remove tiles until no free pair is left
        keep = set()
        for pos in game.free_tiles():
            key = rules.deals.group_key(game.face(pos))
            if key in keep:
                game.faces[game.index[pos]] = None
            keep.add(key)
    turtle.selected = next(iter(game.free_tiles()))
    turtle._after_change()
    assert isinstance(app.top, ChoiceDialog) and app.top.title == "No more moves"
    assert app.top.choices[0][0].startswith("Shuffle")
    assert turtle.selected is None  # nothing stays picked under the dialog
    four = ChoiceDialog(app, "No more moves", "No free pair is left on the table.",
                        [("Shuffle (3 left)", None), ("Undo", None), ("Restart", None), ("New game", None)])
    for dialog, size in ((app.top, (1280, 800)), (four, (960, 640)), (four, (1280, 800))):
        dialog.resize(size)
        window = pygame.Rect((0, 0), size)
        for b in dialog.buttons:  # every label whole, inside the panel and the window
            label_w = theme.font(b.size, True).size(b.label)[0]
            assert b.rect.w >= label_w + 8 and dialog.panel.contains(b.rect) and window.contains(b.rect)
        assert not any(a.rect.colliderect(b.rect) for a in dialog.buttons for b in dialog.buttons if a is not b)


def test_save_and_resume_give_the_same_board(app, turtle, click, press):
    a, b = turtle.match.free_pairs()[0]
    click(app, tile_centre(turtle, a))
    click(app, tile_centre(turtle, b))
    tiles = turtle.match.game.tiles()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    resumed = app.open_game("solitaire", resume=True)
    assert isinstance(resumed, SolitaireScene) and resumed is not turtle
    assert resumed.match.game.tiles() == tiles and resumed.match.score == turtle.match.score


def test_the_first_level_is_drawn_after_the_tiles_under_it(turtle):
    from mahjong.games.solitaire.face.view import draw_order

    order = draw_order(turtle.match.present)
    assert order.index((1, 8, 2)) > order.index((0, 8, 2))
    assert turtle.view.hit(tile_centre(turtle, (4, 13, 7)), turtle.match.present) == (4, 13, 7)


def open_row_game(app):
    """Solitaire on a four-tile row (two pairs: one round in two moves), animations off."""
    from mahjong.games.solitaire.layout import Layout, format_kmahjongg

    row = Layout("row", "Row", ((0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0)))
    (app.storage.layouts_dir / "row.layout").write_text(format_kmahjongg(row))
    app.storage.game_settings("solitaire").update(layout="row", kind="wild")
    s = open_game(app, "solitaire")
    assert s.match.layout.name == "row"
    return s


def clear_row_round(app):
    """The row game with its one round cleared and the cheering over (the round dialog up)."""
    s = open_row_game(app)
    for _ in range(2):
        a, b = s.match.free_pairs()[0]
        s.click_tile(a)
        s.click_tile(b)
    while s.banner is not None:
        app.step([], 0.5)
    return s


def test_a_cleared_round_offers_next_round_or_finishing_with_a_win(app, click):
    s = clear_row_round(app)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and "cleared" in dialog.title
    assert s.match.round == 2
    finish = next(cb for label, cb in dialog.choices if label == "Finish here")
    app.pop()
    finish()
    assert s.finished
    stats = app.storage.stats("solitaire")
    assert stats["won"] == 1 and stats["best_score"] == s.match.score


def test_another_layout_after_some_pairs_counts_the_game_as_lost(app, turtle, click, press):
    """The player's report: a new deal after 26 pairs left 1 played, 1 won, 100%."""
    a, b = turtle.match.free_pairs()[0]
    click(app, tile_centre(turtle, a))
    click(app, tile_centre(turtle, b))
    turtle._chosen(turtle.match.layout, "wild", None)
    press(app, pygame.K_RETURN)  # "The game in progress will be lost": yes
    stats = app.storage.stats("solitaire")
    assert (stats["played"], stats["won"]) == (1, 0) and not turtle.in_progress


@pytest.mark.parametrize("colour", ["green", "burgundy", "slate"])
def test_layout_thumbnails_sit_on_the_chosen_table_colour(app, colour):
    from mahjong.games.solitaire.face.chooser import THUMB_SHADE, LayoutChooser
    from mahjong.ui import theme

    app.set_setting("table_colour", colour)
    chooser = LayoutChooser(app, "turtle", "winnable", lambda *a: None)
    app.reset(chooser)
    app.step([], 0.0)
    card = chooser.cards[0]
    assert card.preview is not None
    corner = card.preview.get_at((card.preview.get_width() // 2, 2))[:3]  # the well's top edge
    assert corner == tuple(round(c * THUMB_SHADE) for c in theme.table_colour(colour))


def test_the_win_is_never_shown_over_the_next_rounds_board(app):
    """"Finish here" after a cleared round: the table behind "You won!" is empty, not the
    next round's fresh deal; "Next round" shows that deal."""
    s = clear_row_round(app)
    surface = pygame.Surface(app.size)
    s.draw(surface)
    bare = surface.copy()
    theme.draw_table(bare, app.settings.get("table_colour", theme.DEFAULT_TABLE))
    board = s.board_rect
    assert all(surface.get_at(p) == bare.get_at(p) for p in
               [(x, y) for x in range(board.x, board.right, 7) for y in range(board.y, board.bottom, 7)])
    choose_next = next(cb for label, cb in app.top.choices if label == "Next round")
    app.pop()
    choose_next()
    s.draw(surface)
    assert any(surface.get_at(p) != bare.get_at(p) for p in
               [(x, y) for x in range(board.x, board.right, 7) for y in range(board.y, board.bottom, 7)])
