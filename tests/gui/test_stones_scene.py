"""The Stones scene, headless: layout at three window sizes, placing and refusing
stones, hover, the legal-square light, undo/redo, save and resume, the end of a game,
the hint and dealing in the background (jobs are waited on, never slept on)."""

import pygame
import pytest

from mahjong import games
from mahjong.games.stones.config import get_config
from mahjong.games.stones.deals import new_game
from mahjong.games.stones.face import draw
from mahjong.games.stones.face.scene import StonesScene
from mahjong.games.stones.rules import Stone, StonesGame
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import ChoiceDialog, GameOverDialog, NameEntryDialog

IDS = ("small-stones", "tiny-pebbles", "mahjongg-stones", "free-stones", "loose-stones", "throwing-stones")


def fixed_record(game_id, deal=5):
    return StonesGame(game_id, deal, finishable_only=False, attempt=0).to_record()


def open_scene(app, game_id="small-stones", record=None):
    """The scene through the real path: a save resumed from the menu (no worker)."""
    app.push(MenuScene(app))
    app.storage.save_game(game_id, record or fixed_record(game_id))
    scene = app.open_game(game_id)
    app.step([], 0.0)
    assert isinstance(scene, StonesScene) and scene.game is not None
    return scene


def settle_hint(app, scene) -> None:
    """Let the hint job finish and the scene take its answer (a quick job may already
    have been answered during the click's own frame)."""
    if scene.advice.jobs.pending("hint"):
        assert scene.advice.jobs.wait("hint", 60)
    app.step([], 0.0)
    assert not scene.advice.jobs.pending("hint")


def centre(scene, cell):
    x, y, w, h = scene.view.cell_rect(cell)
    return (x + w // 2, y + h // 2)


def motion(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 0.0)


def illegal_empty_cell(game, lonely):
    """An empty cell the shown stone may not take: touching nothing (``lonely``) or not."""
    for cell in ((c, r) for r in range(game.height) for c in range(game.width)):
        if game.tile_at(cell) is None and not game.explain(cell).legal \
                and bool(game.neighbours(cell)) != lonely:
            return cell
    raise AssertionError("no such cell")


@pytest.fixture
def instant(app):
    app.settings["animation_speed"] = "off"
    return app


def test_the_six_games_are_registered_with_help_and_preview():
    for game_id in IDS:
        info = games.get(game_id)
        assert info.family == "Stones" and info.ranking == "score" and info.description
        assert games.rules_page(info).startswith(f"# {info.name}\n")
        surface = pygame.Surface((130, 100))
        surface.fill((0, 0, 0))
        games.draw_preview(info, surface, surface.get_rect(), None)
        assert pygame.transform.average_color(surface)[:3] != (0, 0, 0)


@pytest.mark.parametrize("game_id", IDS)
def test_builds_and_draws_inside_the_board_at_three_sizes(app, game_id):
    scene = open_scene(app, game_id)
    for size in ((1280, 800), (960, 640), (1920, 1080)):
        app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.0)
        before = app.frames
        app.draw()
        assert app.size == size and app.frames == before + 1
        board = scene.board_rect
        rects = [pygame.Rect(scene.view.frame), pygame.Rect(scene.view.panel)]
        rects += [pygame.Rect(scene.view.cell_rect(c)) for c in scene.view.cells()]
        rects += [r for r in scene.layout.values() if r.h > 0]
        for rect in rects:
            assert board.contains(rect), (size, rect)
        assert not pygame.Rect(scene.view.frame).colliderect(scene.view.panel)
        assert scene.layout["notice"].h >= 60


def test_a_click_on_a_legal_square_places_the_stone_and_scores(instant, click):
    scene = open_scene(instant)
    game = scene.game
    move = game.legal_moves()[0]
    shown, score, points = game.shown, game.score, game.explain(move.cell).points
    click(instant, centre(scene, move.cell))
    assert game.tile_at(move.cell) == shown and game.placed == 1
    assert game.score == score + points > score
    assert ("Score", f"{game.score:,}") in scene.status_items()


def test_a_click_on_an_illegal_square_is_refused_with_the_reason(instant, click):
    scene = open_scene(instant)
    game = scene.game
    cell = illegal_empty_cell(game, lonely=True)
    before = (game.moves, game.score, game.shown)
    click(instant, centre(scene, cell))
    assert (game.moves, game.score, game.shown) == before and game.tile_at(cell) is None
    kind, text = scene.notice
    assert kind == "bad" and "must touch at least one stone" in text
    assert scene.notice_text() == ("bad", "Not here: the stone must touch at least one stone.")


def test_hovering_previews_the_stone_and_says_whether_it_fits(instant):
    scene = open_scene(instant)
    game = scene.game
    legal = game.legal_moves()[0].cell
    frames = instant.frames
    motion(instant, centre(scene, legal))
    assert scene.hover == legal and instant.frames == frames + 1  # the hover redraws
    kind, text = scene.notice_text()
    assert kind == "good" and str(game.explain(legal).points) in text
    clash = illegal_empty_cell(game, lonely=False)
    motion(instant, centre(scene, clash))
    assert scene.hover == clash and scene.notice_text()[0] == "bad"
    if scene.clashes(clash):
        assert "outlined in red" in scene.notice_text()[1]


def test_right_click_and_holding_h_light_every_legal_square(instant, click):
    scene = open_scene(instant)
    legal = {m.cell for m in scene.game.legal_moves()}
    assert scene.legal_cells() == set()
    click(instant, centre(scene, (0, 0)), button=3)
    assert scene.legal_cells() == legal
    click(instant, centre(scene, (0, 0)), button=3)
    assert scene.legal_cells() == set()
    instant.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)], 0.0)
    assert scene.legal_cells() == legal
    assert scene.advice.jobs.pending("hint") or scene.hint_cell is not None  # H asked the solver too
    instant.step([pygame.event.Event(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0)], 0.0)
    assert scene.legal_cells() == set()
    if scene.advice.jobs.pending("hint"):  # H also asked the solver
        assert scene.advice.jobs.wait("hint", 60)
        instant.step([], 0.0)
    assert scene.hint_cell in legal


def test_undo_and_redo(instant, click, press):
    scene = open_scene(instant)
    game = scene.game
    move = game.legal_moves()[0]
    click(instant, centre(scene, move.cell))
    score = game.score
    press(instant, pygame.K_z, pygame.KMOD_LCTRL)
    assert game.placed == 0 and game.tile_at(move.cell) is None and game.score == 0
    press(instant, pygame.K_y, pygame.KMOD_LCTRL)
    assert game.moves == (move,) and game.score == score


def test_save_and_resume_give_the_same_game(instant, click, press):
    scene = open_scene(instant, "mahjongg-stones")
    game = scene.game
    for _ in range(3):
        click(instant, centre(scene, game.legal_moves()[-1].cell))
    state = (list(game.tiles()), game.moves, game.score, game.shown, game.four_ways)
    press(instant, pygame.K_ESCAPE)
    assert isinstance(instant.top, MenuScene)
    resumed = instant.open_game("mahjongg-stones")
    assert resumed is not scene
    g = resumed.game
    assert (list(g.tiles()), g.moves, g.score, g.shown, g.four_ways) == state


def test_a_lost_position_names_the_stone_offers_undo_then_ends_with_the_game_over_dialog(instant, press):
    scene = open_scene(instant, "tiny-pebbles")
    config = get_config("tiny-pebbles")
    scene.begin(StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [Stone(1, 1)]))
    assert scene.game.is_lost
    instant.step([], 0.0)
    dialog = instant.top
    assert isinstance(dialog, ChoiceDialog) and dialog.title == "No square for this stone"
    assert "the blue triangle, fits on no empty square" in dialog.text and "Undo" not in dialog.text
    assert [label for label, _ in dialog.choices] == ["End the game"]
    assert scene.notice_text() == ("bad", "Game over: the blue triangle (outlined in red) fits on no empty square.")
    instant.draw()  # the outlined stone and the "Fits on no square" line draw without error
    assert instant.storage.stats("tiny-pebbles").get("played", 0) == 0  # nothing recorded yet
    press(instant, pygame.K_RETURN)
    # the game is lost before any high score: the name entry says "Game over" first
    assert isinstance(instant.top, NameEntryDialog) and instant.top.title == "Game over"
    assert "lost" in instant.top.text and "top ten" in instant.top.text
    press(instant, pygame.K_RETURN)
    assert isinstance(instant.top, GameOverDialog)
    entry = instant.storage.high_scores("tiny-pebbles")[0]
    assert entry["score"] == 500 and entry["stones_left"] == 1 and entry["four_ways"] == 0
    assert not any("tile" in key for key in entry)  # the records table says "Stones left"
    stats = instant.storage.stats("tiny-pebbles")
    assert stats["played"] == 1 and stats["won"] == 0


def test_a_lost_game_offers_undo_which_takes_back_the_last_stone(instant, click, press):
    scene = open_scene(instant, "tiny-pebbles")
    config = get_config("tiny-pebbles")
    # a black triangle fits beside the black circle; after it the red square fits nowhere
    scene.begin(StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [Stone(0, 1), Stone(2, 2)]))
    click(instant, centre(scene, (1, 0)))
    assert scene.game.placed == 1 and scene.game.is_lost
    instant.step([], 0.0)
    dialog = instant.top
    assert isinstance(dialog, ChoiceDialog) and [label for label, _ in dialog.choices] == ["Undo", "End the game"]
    assert "the red square" in dialog.text
    press(instant, pygame.K_RETURN)  # Undo is the default
    assert instant.top is scene and scene.game.placed == 0 and not scene.game.is_over
    assert scene.undos_used == 1 and not scene.finished and scene.stuck_stone() is None
    assert instant.storage.stats("tiny-pebbles").get("played", 0) == 0


def test_the_hint_marks_a_square_that_keeps_the_game_finishable(instant, click):
    scene = open_scene(instant, "small-stones", new_game("small-stones", 5).to_record())
    click(instant, scene.tools["hint"].rect.center)
    settle_hint(instant, scene)
    assert not scene.advice.jobs.pending("hint") and scene.notice[0] == "hint"
    assert scene.hint_cell in {m.cell for m in scene.game.legal_moves()}


def test_the_hint_says_when_the_game_cannot_be_finished(instant, click):
    scene = open_scene(instant, "tiny-pebbles")
    config = get_config("tiny-pebbles")
    scene.begin(StonesGame.from_position(config, {(0, 0): Stone(0, 0)}, [Stone(0, 1), Stone(2, 2)]))
    click(instant, scene.tools["hint"].rect.center)
    settle_hint(instant, scene)
    assert scene.hint_cell is None and scene.notice[0] == "bad" and "no longer be finished" in scene.notice[1]


def test_a_stale_hint_is_dropped(instant, click):
    scene = open_scene(instant)
    click(instant, scene.tools["hint"].rect.center)
    assert scene.advice.jobs.pending("hint")
    click(instant, centre(scene, scene.game.legal_moves()[0].cell))
    assert not scene.advice.jobs.pending("hint")   # the move dropped the question
    instant.step([], 0.0)
    assert scene.hint_cell is None


def test_a_new_game_is_dealt_in_the_background_with_the_finishable_option(instant, click, press):
    scene = open_scene(instant, "tiny-pebbles")
    click(instant, scene.finishable.rect.center)
    assert instant.storage.game_settings("tiny-pebbles")["finishable_only"] is False
    press(instant, pygame.K_n, pygame.KMOD_LCTRL)
    assert scene.game is None and scene.status_items() == [("Deal", "…")] and scene.animating
    assert scene.advice.jobs.wait("deal", 60)
    instant.step([], 0.0)
    assert scene.game is not None and scene.game.finishable_only is False and not scene.animating


def test_the_placed_stone_flies_from_the_stock(app, click):
    scene = open_scene(app)
    cell = scene.game.legal_moves()[0].cell
    click(app, centre(scene, cell))
    assert scene.flight is not None and scene.animating
    start = draw.flight_rect(scene.snapshot())
    app.step([], 0.1)
    assert draw.flight_rect(scene.snapshot()).center != start.center
    app.step([], 1.0)
    assert scene.flight is None and not scene.animating


def test_a_hint_clears_the_old_not_here_preview(instant, click):
    scene = open_scene(instant, "small-stones", new_game("small-stones", 5).to_record())
    motion(instant, centre(scene, illegal_empty_cell(scene.game, lonely=True)))
    assert scene.notice_text()[1].startswith("Not here")
    click(instant, scene.tools["hint"].rect.center)  # the pointer leaves the board for the button
    assert scene.hover is None and not scene.notice_text()[1].startswith("Not here")
    settle_hint(instant, scene)
    assert scene.notice_text()[0] == "hint" and scene.hint_cell is not None


def test_free_stones_states_its_own_rule_in_the_panel(instant):
    free = open_scene(instant, "free-stones")
    assert ("0", "none: may stand alone, no points") in draw.glance(free.config)
    assert "alone where it touches no stone" in free.notice_text()[1]
    small = open_scene(instant, "small-stones")
    assert all(count != "0" for count, _ in draw.glance(small.config))
    assert "alone" not in small.notice_text()[1]


@pytest.mark.parametrize("game_id", IDS)
def test_stones_texts_say_stone_never_tile(instant, game_id):
    """Every message the Stones scene can show: help, notices, reasons, status, dialogs."""
    scene = open_scene(instant, game_id)
    game = scene.game
    texts = [games.rules_page(games.get(game_id)), scene.notice_text()[1], scene.finishable.label]
    texts += [" ".join(item) for item in scene.status_items()]
    texts += [line for pair in draw.glance(scene.config) for line in pair]
    for cell in ((c, r) for r in range(game.height) for c in range(game.width)):
        scene.hover = cell
        texts.append(scene.notice_text()[1])
        texts.append(game.explain(cell).reason)
    scene.hover = None
    scene.hint()
    texts.append(scene.notice_text()[1])
    texts.append(scene.demo_start() or scene.notice_text()[1])
    scene.demo_stop()
    bad = [t for t in texts if "tile" in t.lower()]
    assert not bad, bad
