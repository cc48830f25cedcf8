"""The Solitaire layout editor driven through the App: reached from the layout chooser,
tiles placed and taken away with the mouse, levels, undo and redo, refusals in words,
the estimate of winnable deals, saving (names refused, overwriting asked) and opening."""

from __future__ import annotations

import pygame
import pytest

from mahjong.games.solitaire.builtin import load_builtin
from mahjong.games.solitaire.editor.dialogs import OpenLayoutDialog, SaveNameDialog
from mahjong.games.solitaire.editor.scene import LayoutEditor
from mahjong.games.solitaire.face.chooser import LayoutChooser
from mahjong.games.solitaire.layout_files import load_layout_file, user_layouts
from mahjong.games.solitaire.match import Layouts, Match
from mahjong.ui.dialogs import ConfirmDialog, MessageDialog

from .conftest import RecordingSurface


def at(editor, x, y):
    """The screen point at the centre of a tile whose top-left half cell is (x, y)."""
    return editor.grid.tile_rect(x, y).center


def press_button(app, click, button):
    click(app, button.rect.center)


def type_text(app, text):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.pump(0.0)


def backspaces(app, press, n):
    for _ in range(n):
        press(app, pygame.K_BACKSPACE)


def open_editor(app, layout=None, on_saved=None):
    editor = LayoutEditor(app, layout, on_saved)
    app.reset(editor)
    app.step([], 0.0)
    return editor


def run_estimate(app, editor):
    """Let the pause before the sample pass, then collect every deal (waiting for each)."""
    app.step([], 0.0)   # the edit is seen: the pause starts
    app.step([], 1.0)   # and ends
    assert editor.estimate.active
    for _ in range(100):
        if not editor.estimate.running:
            break
        editor.estimate.jobs.wait("deal", 30)
        app.step([], 0.0)
    assert editor.estimate.finished


def test_the_chooser_opens_the_editor_empty_or_on_the_chosen_layout(app, click):
    chooser = LayoutChooser(app, "turtle", "winnable", lambda *a: None)
    app.reset(chooser)
    app.step([], 0.0)
    press_button(app, click, chooser.new)      # New layout: a number, or an empty grid
    press_button(app, click, next(b for b in app.top.buttons if b.label == "Empty grid"))
    assert isinstance(app.top, LayoutEditor) and app.top.model.tiles == set()
    app.pop()
    assert app.top is chooser
    press_button(app, click, chooser.edit)
    editor = app.top
    assert isinstance(editor, LayoutEditor)
    assert editor.model.positions() == load_builtin("turtle").positions
    assert editor.name == "My Turtle" and not editor.model.modified


def test_click_places_a_tile_and_clicking_it_takes_it_away(app, click):
    editor = open_editor(app)
    click(app, at(editor, 4, 6))
    assert editor.model.tiles == {(0, 4, 6)}
    assert "placed" in editor.message[0]
    click(app, at(editor, 4, 6))
    assert editor.model.tiles == set()
    click(app, at(editor, 4, 6))
    click(app, at(editor, 4, 6), button=3)   # right click takes away too
    assert editor.model.tiles == set()


def test_a_refused_placement_says_why_in_words(app, click, press):
    editor = open_editor(app)
    click(app, at(editor, 4, 6))
    press(app, pygame.K_PAGEUP)
    assert editor.level == 1
    click(app, at(editor, 10, 10))
    text, error = editor.message
    assert error and "nothing lies under it" in text and editor.model.tiles == {(0, 4, 6)}
    click(app, at(editor, 5, 6))   # half off the tile below
    assert editor.message[1] and "only partly" in editor.message[0]
    click(app, at(editor, 4, 6))   # right on it
    assert editor.model.tiles == {(0, 4, 6), (1, 4, 6)}
    press(app, pygame.K_PAGEDOWN)
    click(app, at(editor, 4, 6))   # level 1's tile holds up level 2's
    assert editor.message[1] and "rests on it" in editor.message[0]
    assert len(editor.model.tiles) == 2


def test_the_pointer_shows_live_what_a_click_would_do(app):
    editor = open_editor(app)
    editor.model.place((0, 4, 6))
    x, y = at(editor, 5, 6)   # the centre of (5, 6) is the tile's right edge: just right of it
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 2, y), rel=(0, 0), buttons=(0, 0, 0))], 0.0)
    assert editor.pointer_spot == (0, 5, 6) and "overlap" in editor.pointer_why
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at(editor, 8, 6), rel=(0, 0), buttons=(0, 0, 0))], 0.0)
    assert editor.pointer_why is None
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at(editor, 4, 6), rel=(0, 0), buttons=(0, 0, 0))], 0.0)
    assert editor.pointer_tile == (0, 4, 6)


def test_level_buttons_and_keys_stay_within_the_levels(app, click, press):
    editor = open_editor(app)
    press(app, pygame.K_PAGEDOWN)
    assert editor.level == 0
    app.step([], 0.0)
    assert not editor.level_down.enabled
    press_button(app, click, editor.level_up)
    press(app, pygame.K_PLUS)
    assert editor.level == 2
    for _ in range(20):
        press(app, pygame.K_PAGEUP)
    assert editor.level == editor.model.levels - 1
    press_button(app, click, editor.level_down)
    assert editor.level == editor.model.levels - 2


def test_a_drag_is_one_edit_for_undo_and_redo(app, click, press):
    editor = open_editor(app)
    start = at(editor, 0, 0)
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for x in range(1, 9):   # every half cell: the odd ones overlap and are passed over quietly
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=at(editor, x, 0), rel=(1, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(editor, 8, 0), button=1))
    app.step(events, 0.0)
    assert editor.model.tiles == {(0, x, 0) for x in (0, 2, 4, 6, 8)}
    assert not editor.message[1]
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert editor.model.tiles == set()
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(editor.model.tiles) == 5
    press_button(app, click, editor.tools["undo"])
    assert editor.model.tiles == set()
    press(app, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert len(editor.model.tiles) == 5


def test_a_fast_drag_fills_every_place_it_crossed(app):
    editor = open_editor(app)
    start, end = at(editor, 0, 4), at(editor, 20, 4)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], 0.0)
    assert editor.model.tiles == {(0, x, 4) for x in range(0, 22, 2)}
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=end, button=3),
              pygame.event.Event(pygame.MOUSEMOTION, pos=at(editor, 10, 4), rel=(1, 0), buttons=(0, 0, 1)),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at(editor, 10, 4), button=3)], 0.0)
    assert editor.model.tiles == {(0, x, 4) for x in range(0, 10, 2)}
    editor.model.undo()
    assert len(editor.model.tiles) == 11


def test_an_unchanged_frame_is_shown_again_and_a_change_is_drawn(app):
    editor = open_editor(app, load_builtin("turtle"))
    app.draw()
    first = editor._frame
    app.draw()
    assert editor._frame is first           # nothing changed: the same picture
    centre = editor.grid.tile_rect(0, 7).center     # the Turtle's left end tile, on level 1
    editor.model.remove((0, 0, 7))
    app.draw()
    assert editor._frame is not first
    assert pygame.display.get_surface().get_at(centre) != first.get_at(centre)


def test_the_estimate_counts_winnable_deals_in_the_background(app):
    editor = open_editor(app)
    for x in (0, 2, 4, 6):            # a row of four: every deal is won
        editor.model.place((0, x, 0))
    run_estimate(app, editor)
    assert (editor.estimate.won, editor.estimate.lost) == (20, 0)
    assert editor.estimate.headline().startswith("20 of 20 sample deals winnable")
    editor.model.undo()
    editor.model.undo()
    editor.model.place((1, 0, 0))     # a pair stacked on one tile: its two tiles are never both free
    editor.model.remove((0, 2, 0))
    run_estimate(app, editor)
    assert (editor.estimate.won, editor.estimate.lost, editor.estimate.unknown) == (0, 20, 0)


def test_an_edit_or_leaving_cancels_the_estimate(app, click):
    editor = open_editor(app)
    for x in (0, 2):
        editor.model.place((0, x, 0))
    app.step([], 0.0)
    assert not editor.estimate.active and editor.animating   # waiting for a pause in the edits
    app.step([], 1.0)
    assert editor.estimate.active and editor.animating
    click(app, at(editor, 10, 10))
    app.step([], 0.0)
    assert not editor.estimate.active and editor.model.problems()   # 3 tiles: nothing to estimate
    click(app, at(editor, 14, 10))
    app.step([], 0.0)
    app.step([], 1.0)
    assert editor.estimate.active
    app.pop()
    assert not editor.estimate.active and not editor.estimate.jobs.busy


def test_an_odd_layout_is_not_saved(app, press):
    editor = open_editor(app)
    editor.model.place((0, 0, 0))
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert isinstance(app.top, MessageDialog) and "must be even" in app.top.text


def save_as(app, press, editor, name):
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    dialog = app.top
    assert isinstance(dialog, SaveNameDialog)
    backspaces(app, press, len(dialog.value))
    type_text(app, name)
    press(app, pygame.K_RETURN)


def test_save_writes_a_layout_the_chooser_offers_at_once(app, press, parlor_home):
    chooser = LayoutChooser(app, "turtle", "winnable", lambda *a: None)
    app.reset(chooser)
    editor = LayoutEditor(app, None, chooser.reload)
    app.push(editor)
    for x in (0, 2, 4, 6):
        editor.model.place((0, x, 0))
    editor.model.place((1, 1, 0))
    editor.model.place((1, 3, 0))
    save_as(app, press, editor, "Little Bridge")
    assert app.top is editor and not editor.model.modified
    path = parlor_home / "layouts" / "little_bridge.layout"
    saved = load_layout_file(path)
    assert saved.title == "Little Bridge" and set(saved.positions) == editor.model.tiles
    assert path.read_text().startswith("kmahjongg-layout-v1.1\n")
    card = next(c for c in chooser.cards if c.user)
    assert card.layout.name == "little_bridge" and chooser.selected is card
    match = Match.new(Layouts(parlor_home / "layouts"), "little_bridge", "winnable", 7)   # playable now
    assert match.layout.name == "little_bridge" and sorted(match.positions) == sorted(editor.model.tiles)
    app.pop()
    assert app.top is chooser


@pytest.mark.parametrize("name, words", [
    ("Turtle", "built-in layout"),
    ("a/b", "cannot be part of a name"),
    ("   ", "Type a name"),
    ("---", "at least one letter"),
])
def test_bad_names_are_refused_with_a_reason_and_the_dialog_comes_back(app, press, name, words, parlor_home):
    editor = open_editor(app)
    editor.model.place((0, 0, 0))
    editor.model.place((0, 2, 0))
    save_as(app, press, editor, name)
    assert isinstance(app.top, MessageDialog) and words in app.top.text
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SaveNameDialog) and app.top.value == name
    assert list((parlor_home / "layouts").glob("*.layout")) == []


def test_saving_over_a_layout_asks_first(app, press, parlor_home):
    editor = open_editor(app)
    editor.model.place((0, 0, 0))
    editor.model.place((0, 2, 0))
    save_as(app, press, editor, "Pair")
    editor.model.place((0, 4, 0))
    editor.model.place((0, 6, 0))
    save_as(app, press, editor, "pair")
    assert isinstance(app.top, ConfirmDialog) and "Replace" in app.top.title
    press(app, pygame.K_ESCAPE)       # no: the dialog to name it comes back, nothing written
    assert isinstance(app.top, SaveNameDialog)
    assert load_layout_file(parlor_home / "layouts" / "pair.layout").size == 2
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_RETURN)       # yes
    assert app.top is editor
    assert load_layout_file(parlor_home / "layouts" / "pair.layout").size == 4
    good, refused = user_layouts(parlor_home / "layouts")
    assert [lay.name for lay in good] == ["pair"] and refused == []


def test_open_starts_from_any_layout_and_asks_before_dropping_changes(app, click, press, parlor_home):
    editor = open_editor(app)
    editor.model.place((0, 0, 0))
    press(app, pygame.K_o, pygame.KMOD_CTRL)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_RETURN)
    dialog = app.top
    assert isinstance(dialog, OpenLayoutDialog)
    layout, button = dialog.entries[1]
    click(app, button.rect.center)
    assert app.top is editor
    assert editor.model.positions() == layout.positions and not editor.model.modified
    assert editor.name == f"My {layout.title}"


def test_leaving_with_changes_asks_first(app, press):
    editor = open_editor(app)
    app.push(MessageDialog(app, "under", "the editor"))   # something to go back to
    app.pop()
    editor.model.place((0, 0, 0))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmDialog)
    press(app, pygame.K_ESCAPE)       # stay
    assert app.top is editor
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_RETURN)       # discard and leave
    assert editor not in app.stack


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_it_lays_out_inside_the_window(app, size):
    editor = open_editor(app, load_builtin("turtle"))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.0)
    screen = pygame.Rect((0, 0), size)
    assert screen.contains(editor.panel) and screen.contains(editor.grid.rect)
    assert not editor.grid.rect.colliderect(editor.panel)
    assert editor.panel.contains(editor.level_up.rect) and editor.panel.contains(editor.level_down.rect)
    buttons = [b.rect for b in editor.tools.values()]
    assert all(screen.contains(r) for r in buttons)
    assert not any(a.colliderect(b) for i, a in enumerate(buttons) for b in buttons[i + 1:])


# --- the monkey on the editor's dialogs and the chooser that opens it ----------------------
def _with_editor(app, top=None):
    from mahjong.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    chooser = LayoutChooser(app, "turtle", "winnable", lambda *a: None)
    app.push(chooser)
    editor = LayoutEditor(app, load_builtin("turtle"), chooser.reload)
    app.push(editor)
    if top is not None:
        app.push(top(app, editor))
    return editor


@pytest.mark.parametrize("name, top", [
    ("editor over the chooser", None),
    ("open dialog", lambda app, editor: OpenLayoutDialog(app, editor.open_layout)),
    ("save dialog", lambda app, editor: SaveNameDialog(editor, "Monkey")),
])
def test_random_input_never_breaks_the_editor_or_its_dialogs(app, name, top):
    from mahjong.monkey import monkey

    drawn = monkey(app, lambda a: _with_editor(a, top), events=80, seed=len(name))
    assert drawn > 0


def test_tiles_are_placed_and_taken_away_with_the_arrow_keys_and_enter(app, press):
    """The grid was mouse-only. The arrow keys move the tile outline (half a tile, a
    whole tile with Shift), Enter places a tile there or takes the one there away; Tab
    still reaches the toolbar, and an arrow brings the keys back to the grid."""
    editor = open_editor(app)
    press(app, pygame.K_RIGHT)                         # the outline shows, mid-grid
    start = editor.key_spot
    assert start is not None and editor.pointer_spot == (0, *start)
    press(app, pygame.K_RETURN)
    assert editor.model.tiles == {(0, *start)}
    press(app, pygame.K_RIGHT)                         # half a tile on: overlaps, refused
    press(app, pygame.K_RETURN)
    assert editor.model.tiles == {(0, *start)} and editor.message[1]
    press(app, pygame.K_RIGHT, pygame.KMOD_LSHIFT)     # a whole tile further
    assert editor.key_spot == (start[0] + 3, start[1])
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert editor.model.tiles == {(0, *start), (0, start[0] + 2, start[1])}
    press(app, pygame.K_LEFT, pygame.KMOD_LSHIFT)      # back on the first tile: Enter takes it away
    press(app, pygame.K_RETURN)
    assert editor.model.tiles == {(0, start[0] + 2, start[1])}
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(editor.model.tiles) == 2
    press(app, pygame.K_TAB)                           # the toolbar
    assert editor.focus.current is not None
    press(app, pygame.K_UP)                            # an arrow gives the grid the keys again
    assert editor.focus.current is None and editor.key_spot == (start[0], start[1] - 1)


@pytest.mark.parametrize("percent", [100, 150])
def test_the_side_panel_draws_nothing_over_anything_else(parlor_home, percent):
    """At 960x640 the panel's texts, its level buttons and its table of keys never overlap:
    at 150% the level's words once ran under its buttons and the estimate's note over the keys."""
    from mahjong.app import App
    from mahjong.core.storage import Storage
    from mahjong.games.solitaire.editor.panel import draw_panel
    from mahjong.ui import theme

    storage = Storage(parlor_home)
    storage.set_setting("text_size", percent)
    app = App(size=(960, 640), storage=storage, headless=True, strict=True)
    try:
        editor = open_editor(app, load_builtin("turtle"))
        app.step([], 0.0)
        app.step([], 1.0)          # the estimate under way: its headline, details and note shown
        surface = RecordingSurface((960, 640))
        draw_panel(surface, editor)
        buttons = [editor.level_down.rect, editor.level_up.rect]
        # the panel's own picture and what the buttons draw (their glow reaches a little outside them)
        texts = [r for r in surface.placed
                 if r.w < editor.panel.w and not any(b.inflate(24, 24).contains(r) for b in buttons)]
        for i, r in enumerate(texts):
            assert editor.panel.contains(r)
            assert not any(r.colliderect(b) for b in buttons), r
            assert not any(r.colliderect(o) for o in texts[i + 1:]), r
    finally:
        theme.set_text_size(100)
