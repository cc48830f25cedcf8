"""The foundation games' scene (MahJongg FreeCell and the Sea family), driven through
posted events on a headless App."""

import itertools
import re

import pygame
import pytest

from mahjong.games.foundation import advice
from mahjong.games.foundation.config import CONFIGS
from mahjong.games.foundation.moves import Move
from mahjong.games.foundation.position import PILES, State
from mahjong.games.foundation.rules import FoundationGame
from mahjong.games.foundation.solver import solve_record
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog, NameEntryDialog, WinDialog

GAMES = list(CONFIGS)


@pytest.fixture(autouse=True)
def quick_solver(monkeypatch):
    """Small solver budgets: the tests wait on the real worker processes."""
    monkeypatch.setattr(advice, "VERDICT_BUDGET", 3000)
    monkeypatch.setattr(advice, "VERDICT_BUDGET_LEVELS", 1000)
    monkeypatch.setattr(advice, "VERDICT_GUARD", 2.0)
    monkeypatch.setattr(advice, "DEAL_BUDGET", 2000)
    monkeypatch.setattr(advice, "DEAL_SECONDS", 0.3)
    monkeypatch.setattr(advice, "DEAL_TRIES", 2)


def open_scene(app, game_id, size=(1280, 800)):
    app.settings["animation_speed"] = "off"
    app.push(MenuScene(app))
    if app.size != size:
        app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    scene = app.open_game(game_id, resume=False)
    app.step([], 0.0)
    return scene


def post(app, kind, pos, button=1):
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=button, rel=(1, 1),
                                         buttons=(1, 0, 0) if kind == pygame.MOUSEMOTION else (0, 0, 0)))


def drag(app, start, end):
    post(app, pygame.MOUSEBUTTONDOWN, start)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(app, pygame.MOUSEMOTION, mid)
    post(app, pygame.MOUSEMOTION, end)
    post(app, pygame.MOUSEBUTTONUP, end)
    app.pump(0.0)


def grip(scene, move):
    """A point on the visible top strip of the first tile ``move`` carries."""
    rect = scene.place.source_rects(scene.game.state, move)[0][1]
    return rect.centerx, rect.y + min(12, rect.h // 4)


def landing(scene, move):
    return scene._landing(move).center


def tableau_move(scene):
    """A legal column-to-column move whose press picks up exactly its tiles."""
    for move in scene.game.legal_moves():
        if move.src.kind == move.dst.kind == "t":
            hit = scene._source_at(grip(scene, move))
            if hit and hit[:2] == (move.src, move.count):
                return move
    return None


def playable(app, game_id="sea-cell"):
    """A scene whose deal has a column-to-column move."""
    scene = open_scene(app, game_id)
    for deal in itertools.count(1):
        scene.begin(FoundationGame(game_id, deal))
        move = tableau_move(scene)
        if move:
            return scene, move


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_builds_draws_and_fits(app, game_id, size):
    scene = open_scene(app, game_id, size)
    scene.prepare_screenshot()
    app.draw()
    assert app.size == size and app.top is scene
    board, geo = scene.board_rect, scene.geo
    areas = list(geo.areas().values())
    for a, b in itertools.combinations(areas, 2):
        assert not a.colliderect(b)
    for rect in areas + geo.piles + geo.cells + geo.wind_labels + geo.set_labels:
        assert board.contains(rect), (rect, board)
    assert len(geo.piles) == PILES and len(geo.cells) == CONFIGS[game_id].cells
    full = [geo.tile_rect(c, 0, CONFIGS[game_id].rows - 1) for c in range(16)]
    for _, rect in scene.place.tableau_tiles(scene.game.state):
        assert geo.tableau.contains(rect)
    assert all(geo.tableau.contains(r) for r in full)
    assert geo.step >= 0.64 * geo.tile.h  # covered faces stay readable
    labels = dict(scene.status_items())
    assert labels["Deal"] == f"{scene.game.deal:,}" and labels["Moves"] == str(len(scene.game.moves))


def test_dragging_a_tile_to_a_legal_place_plays_it(app):
    scene, move = playable(app)
    drag(app, grip(scene, move), landing(scene, move))
    assert len(scene.game.moves) == 1 and scene.game.last_step.move.dst.index == move.dst.index


def test_an_illegal_drop_is_refused_with_the_reason(app):
    scene, move = playable(app)
    legal = {m.dst.index for m in scene.game.destinations(move.src, move.count) if m.dst.kind == "t"}
    other = next(c for c in range(16) if c not in legal and c != move.src.index)
    before = scene.game.state
    target = scene.geo.tile_rect(other, 0, len(before.columns[other][0]))
    drag(app, grip(scene, move), target.center)
    assert scene.game.state is before and len(scene.game.moves) == 0
    assert re.fullmatch(r"(Only an? .+|Nothing) goes below .+", scene.last_refusal), scene.last_refusal
    assert app._toast[0] == scene.last_refusal


def test_click_then_click_moves(app, click):
    scene, move = playable(app)
    click(app, grip(scene, move))
    assert scene.selected == (move.src, move.count)
    assert move in scene.shown
    click(app, landing(scene, move))
    assert len(scene.game.moves) == 1 and scene.selected is None


def test_double_click_sends_a_tile_up_or_to_a_cell(app, click):
    scene = open_scene(app, "sea-cell")
    game = scene.game
    for tile, rect in reversed(scene.place.tableau_tiles(game.state)):
        if tile.available:
            src_rect = rect
            break
    expected = game.auto_destination(scene._source_at(src_rect.center)[0], 1)
    assert expected is not None  # Sea Cell starts with four empty cells
    click(app, src_rect.center)
    click(app, src_rect.center)
    assert len(game.moves) == 1 and game.last_step.move == expected


def test_right_click_shows_where_a_tile_can_go(app, click):
    scene, move = playable(app)
    click(app, grip(scene, move), button=3)
    assert move in scene.shown
    assert len(scene.game.moves) == 0
    app.draw()


def test_undo_and_redo(app, click, press):
    scene, move = playable(app)
    start = scene.game.state
    click(app, grip(scene, move))
    click(app, landing(scene, move))
    after = scene.game.state
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.game.state == start
    press(app, pygame.K_y, pygame.KMOD_LCTRL)
    assert scene.game.state == after


def test_save_and_resume_give_the_same_position(app, click, press):
    scene, move = playable(app)
    click(app, grip(scene, move))
    click(app, landing(scene, move))
    state, deal = scene.game.state, scene.game.deal
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    resumed = app.open_game("sea-cell", resume=True)
    assert resumed is not scene and resumed.game.state == state and resumed.game.deal == deal
    assert len(resumed.game.moves) == 1


def _stuck_after_one_move():
    """Sea Winds: one free cell, no builds, no empty-column tiles: one move, then none."""
    tiles = itertools.cycle(["3B", "3C", "3D", "5B", "5C", "5D", "7B", "7C", "7D"])
    columns = tuple(((next(tiles),),) for _ in range(16))
    return State(columns, ("3B", "5C", "7D", "3C", "5D", None))


def test_no_moves_left_offers_undo_restart_and_new_game(app, click):
    scene = open_scene(app, "sea-winds")
    scene.begin(FoundationGame("sea-winds", 1, state=_stuck_after_one_move()))
    rect = scene.place.tile_rect(0, 0, 0, 1)
    click(app, rect.center)
    click(app, rect.center)  # double-click: to the free cell, and then nothing can move
    app.step([], 0.0)
    dialog = app.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "No moves left"
    assert [label for label, _ in dialog.choices] == ["Undo", "Restart", "New game"]
    click(app, dialog.buttons[0].rect.center)
    assert app.top is scene and len(scene.game.moves) == 0 and not scene.game.is_lost


def test_the_last_tile_up_celebrates_then_records_the_win(app, click):
    scene = open_scene(app, "sea-breeze")
    heights = (11,) * 3 + (10,) + (11,) * 8
    state = State(((),) * 16, ("E",) + (None,) * 5, heights, ("RD", "GD", "WD"), ("B", "C", "D"))
    scene.begin(FoundationGame("sea-breeze", 1, autoplay=False, state=state))
    click(app, scene.geo.cells[0].center)
    click(app, scene.geo.cells[0].center)
    assert scene.game.is_won and scene.celebration is not None and not scene.finished
    for _ in range(5):
        app.step([], 0.5)
    assert scene.finished
    assert isinstance(app.top, (NameEntryDialog, WinDialog))
    assert app.storage.stats("sea-breeze")["won"] == 1


def test_the_hint_comes_from_the_solver_in_the_background(app, press):
    scene = open_scene(app, "sea-cell")
    scene.advice.results.clear()
    press(app, pygame.K_h)
    if scene.advice.jobs.pending("verdict"):   # still thinking: the window is not blocked meanwhile
        assert scene.advice.jobs.wait("verdict", 30)
    app.step([], 0.0)
    assert scene.hint_move is not None and scene.game.is_legal(scene.hint_move)
    assert app._toast[0].startswith("Hint:")
    assert dict(scene.status_items())["Solver"] in ("winnable", "not winnable", "unknown")


def test_winnable_deals_only_vets_deals_without_blocking(app):
    scene = open_scene(app, "sea-cell")
    scene.tools["winnable"].activate()
    assert app.storage.game_settings("sea-cell")["winnable_only"] is True
    scene.start_new()
    assert scene.advice.dealing is not None and dict(scene.status_items())["Solver"] == "dealing…"
    app.draw()
    for _ in range(advice.DEAL_TRIES):
        assert scene.advice.jobs.wait("deal", 30)
        app.step([], 0.0)
        if scene.advice.dealing is None:
            break
    assert scene.advice.dealing is None and len(scene.game.moves) == 0
    assert f"{scene.game.deal:,}" in app._toast[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_keeps_its_grid_when_a_column_grows(app, game_id):
    """Tiles keep their size and place from the deal on: a column grown to the grid's last
    row moves no tile of the deal (the rows were the full grid's step apart already)."""
    scene = open_scene(app, game_id)
    config, state = scene.config, scene.game.state
    app.draw()
    tile = scene.geo.tile
    dealt = {(t.column, t.level, t.row): rect for t, rect in scene.place.tableau_tiles(state)}
    first = state.columns[0]
    grown = (first[0] + ("N",) * (config.rows - len(first[0])),) + first[1:]
    scene.begin(FoundationGame(config, state=state._replace(columns=(grown,) + state.columns[1:]),
                                autoplay=False))
    app.draw()
    after = {(t.column, t.level, t.row): rect for t, rect in scene.place.tableau_tiles(scene.game.state)}
    assert scene.geo.tile == tile
    assert all(after[spot] == rect for spot, rect in dealt.items())
    last = after[(0, 0, config.rows - 1)]
    assert last.size == dealt[(0, 0, 0)].size and scene.geo.tableau.contains(last)


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", ["mahjongg-freecell", "sea-winds"])
def test_messages_cover_no_tile(app, game_id, size):
    """A message (a refusal, a hint) is drawn over the status line, clear of the board:
    at the App's usual place it hid the tableau's bottom row."""
    scene = open_scene(app, game_id, size)
    first = scene.game.state.columns[0]
    grown = (first[0] + ("N",) * (scene.config.rows - len(first[0])),) + first[1:]
    scene.begin(FoundationGame(scene.config, state=scene.game.state._replace(
        columns=(grown,) + scene.game.state.columns[1:]), autoplay=False))
    text = "Hint: the 3 tiles from 3 Circles down below 4 Bamboo (the next move of a solution the solver found)"
    box = scene.toast_area()
    assert box is not None and not box.colliderect(scene.board_rect)
    assert not any(box.colliderect(rect) for _, rect in scene.place.tableau_tiles(scene.game.state))
    assert box.colliderect(scene.status.rect)
    app.notify(text)
    app.draw()                            # drawn where it was placed, without error


def test_other_scenes_keep_the_usual_message_place(app):
    app.push(MenuScene(app))
    assert app.top.toast_area() is None


def _with_a_solution(app):
    """A Sea Cell scene one move into a deal, with the solver's winning line for it."""
    scene, move = playable(app)
    scene.game.apply(move)
    line = solve_record(scene.game.to_record(), budget=20_000)
    assert line["winnable"] is True
    scene.advice.results[scene.advice.key()] = line
    return scene, line


def test_the_verdict_and_its_line_are_kept_with_the_save(app, press):
    """Winnable before quitting, winnable after Continue: the line comes back with the
    save (checked by replaying it), so no search has to find it again."""
    scene, line = _with_a_solution(app)
    assert dict(scene.status_items())["Solver"] == "winnable"
    press(app, pygame.K_ESCAPE)
    saved = app.storage.load_game("sea-cell")
    assert saved["scene"]["solver"] == {"winnable": True, "moves": line["moves"]}
    resumed = app.open_game("sea-cell", resume=True)
    assert resumed.game.state == scene.game.state
    assert dict(resumed.status_items())["Solver"] == "winnable"
    assert resumed.advice.current()["moves"] == line["moves"] and not resumed.advice.jobs.pending("verdict")


@pytest.mark.parametrize("tamper", [
    lambda moves: moves[:-1],                      # stops short of the win
    lambda moves: moves[1:],                       # starts with a move that is not the next
    lambda moves: ["t1>t1"] + moves,               # an illegal move
    lambda moves: moves + [7],                     # not a move's text
    lambda moves: "t1>c1",                         # not a list
])
def test_a_tampered_line_is_not_trusted(app, press, tamper):
    scene, line = _with_a_solution(app)
    press(app, pygame.K_ESCAPE)
    saved = app.storage.load_game("sea-cell")
    extras = dict(saved["scene"], solver={"winnable": True, "moves": tamper(line["moves"])})
    app.storage.save_game("sea-cell", dict(saved, scene=extras))
    resumed = app.open_game("sea-cell", resume=True)
    assert resumed.game.state == scene.game.state     # the game itself is fine: only the line goes
    assert resumed.advice.current() is None and resumed.advice.jobs.pending("verdict")


def test_a_saved_verdict_other_than_a_line_is_not_taken(app, press):
    scene, _ = _with_a_solution(app)
    for saved in ({"winnable": False}, {"winnable": None, "moves": []}, "winnable", {"winnable": "yes"}):
        assert scene.advice.restore(saved, scene.game) is False


def test_a_tile_moves_within_its_column_and_dropping_it_back_is_no_move(app):
    """MahJongg FreeCell: 4C dragged onto its own column's top-row tile starts a level
    there; dragged and dropped where it lay, nothing happens and nothing is refused."""
    scene = open_scene(app, "mahjongg-freecell")
    columns = ((("5D", "7C", "4C"),),) + scene.game.state.columns[1:]
    scene.begin(FoundationGame("mahjongg-freecell", state=scene.game.state._replace(columns=columns),
                                autoplay=False))
    move = Move.parse("t1>t1@2")
    assert scene.game.is_legal(move)
    scene.last_refusal = ""
    drag(app, grip(scene, move), scene.place.source_rects(scene.game.state, move)[0][1].center)
    assert scene.game.moves == () and scene.last_refusal == ""
    app.step([], 1.0)                     # not a double-click
    drag(app, grip(scene, move), landing(scene, move))
    assert scene.game.moves == (move,)


def test_a_hint_says_where_in_words(app):
    """The board numbers no column: a hint names the tile it goes below or on top of."""
    scene = open_scene(app, "mahjongg-freecell")
    columns = ((("5D", "7C", "4C"),), (("8B", "6B"),), ()) + scene.game.state.columns[3:]
    scene.begin(FoundationGame("mahjongg-freecell", state=scene.game.state._replace(columns=columns),
                                autoplay=False))
    describe = scene.advice.describe
    assert describe(Move.parse("t1>t1@2")) == "4 Characters on top of 5 Circles"
    assert describe(Move.parse("t1>t2")) == "4 Characters below 6 Bamboo"
    assert describe(Move.parse("t1>t3")) == "4 Characters to an empty column"
    assert describe(Move.parse("t1>c1")) == "4 Characters to a free cell"
    assert describe(Move.parse("t2:2>t3")) == "the 2 tiles from 8 Bamboo down to an empty column"


def test_clicking_a_buried_tile_says_why_it_stays(app, click):
    """A press on a tile that cannot be picked up explains, as Solitaire does."""
    scene = open_scene(app, "sea-cell")
    state = scene.game.state
    buried = next((t, r) for t, r in scene.place.tableau_tiles(state) if not t.movable)
    tile, rect = buried
    click(app, (rect.centerx, rect.y + 4))
    assert scene.game.state is state
    assert scene.last_refusal.startswith(("That tile is buried", "That tile is covered", "A group of"))
    assert app._toast[0] == scene.last_refusal


@pytest.mark.parametrize("game_id", ["mahjongg-freecell", "sea-winds"])
def test_an_empty_pile_shows_the_dragon_it_starts_with(app, game_id):
    """Each pile starts with a dragon, so an empty slot names the dragon, not a wind."""
    scene = open_scene(app, game_id)
    view = scene.game.view()
    for pile in view.piles:
        label = scene.painter.empty_pile_label(view, pile)
        assert label not in {"N", "E", "S", "W"}
        dragon = view.set_dragons[pile.set]
        assert label == ({"RD": "Red", "GD": "Green", "WD": "White"}[dragon] if dragon else "Dragon")


def _glyph_foot(art, width):
    """The lowest face row holding a Characters tile's red 萬, over 1-9 Characters."""
    m = art.metrics(width)
    foot = 0
    for rank in range(1, 10):
        face = art.tile(f"{rank}C", width).subsurface((m.depth, 0, m.w, m.h))
        for y in range(m.h - 1, -1, -1):
            if any((lambda c: c.r > c.g + 60 and c.r > c.b + 60)(face.get_at((x, y))) for x in range(m.w)):
                foot = max(foot, y)
                break
    return foot


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_covered_tile_shows_its_glyph_whole(app, game_id, size):
    """The row step leaves a covered Characters tile's 萬 whole in view (it was cut in
    half in the Sea games), measured on the tile art's pixels."""
    scene = open_scene(app, game_id, size)
    geo = scene.geo
    from mahjong.ui.tiles import TileArt
    assert geo.step > _glyph_foot(TileArt(), geo.tile.w)   # the faces alone (no corner index)
