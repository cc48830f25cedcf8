"""Menu, Options, Help and Records driven by posted mouse and keyboard events."""

import pygame
import pytest

from mahjong.app import App
from mahjong.core.storage import Storage
from mahjong.scenes.help import HelpScene
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.options import OptionsScene
from mahjong.scenes.stats import StatsScene
from mahjong.ui.text import parse_markdown, render_markdown


def nav(menu, label):
    return next(b for b in menu.nav if b.label == label)


def test_menu_opens_each_screen_and_esc_comes_back(app, click, press):
    menu = MenuScene(app)
    app.push(menu)
    app.step([])
    for label, cls in (("Statistics", StatsScene), ("High Scores", StatsScene),
                       ("Options", OptionsScene), ("Help", HelpScene)):
        click(app, nav(menu, label).rect.center)
        assert isinstance(app.top, cls), label
        press(app, pygame.K_ESCAPE)
        assert app.top is menu
    click(app, nav(menu, "Quit").rect.center)
    assert not app.running


def test_menu_keyboard_navigation_reaches_the_buttons(app, press):
    menu = MenuScene(app)
    app.push(menu)
    press(app, pygame.K_TAB)
    assert menu.focus.current is not None
    for _ in range(len(menu.nav) + 2 * len(menu.cards)):
        if menu.focus.current.label == "Options":
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, OptionsScene)


def test_options_persist_to_storage_and_survive_a_new_app(app, click, parlor_home):
    app.push(MenuScene(app))
    options = OptionsScene(app)
    app.push(options)
    app.step([])
    click(app, options.toggles[0].rect.center)          # show index numbers
    seg = options.table._segments()[2]                   # burgundy
    click(app, seg.center)
    seg = options.speed._segments()[0]                   # off
    click(app, seg.center)
    saved = Storage(parlor_home).settings
    assert saved["show_index"] is True and saved["table_colour"] == "burgundy"
    assert saved["animation_speed"] == "off"
    again = App(storage=Storage(parlor_home), headless=True, strict=True)
    fresh = OptionsScene(again)
    again.push(fresh)
    assert fresh.toggles[0].value is True and fresh.table.value == "burgundy"


def test_help_scrolls_with_wheel_and_keys(app, press):
    app.push(MenuScene(app))
    help_scene = HelpScene(app)
    app.push(help_scene)
    help_scene.text.set_text("# Long rules\n\n" + "A paragraph of rules.\n\n" * 60)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 640), w=960, h=640)])
    assert help_scene.text.max_offset > 0
    centre = help_scene.text.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    app.pump(0.0)
    assert help_scene.text.offset > 0
    press(app, pygame.K_END)
    assert help_scene.text.offset == help_scene.text.max_offset
    press(app, pygame.K_HOME)
    assert help_scene.text.offset == 0


def test_stats_show_recorded_results_and_reset_asks_first(app, click, press):
    from mahjong import games

    info = games.GameInfo("counting", "Counting", "", "x:y", "x:y", "x:y")
    games.register(info)
    try:
        app.storage.record_result("counting", True, 420, 61.0)
        app.storage.record_result("counting", False, 10, 30.0)
        app.storage.add_high_score("counting", {"name": "Mei", "score": 420, "seconds": 61.0, "deal": 9})
        app.push(MenuScene(app))
        scene = StatsScene(app, tab="stats", game_id="counting")
        app.push(scene)
        app.step([])
        assert scene.data["played"] == 2 and scene.data["won"] == 1 and scene.data["best_score"] == 420
        click(app, scene.tabs[1].rect.center)
        assert scene.tab == "scores" and scene.scores[0]["name"] == "Mei"
        click(app, scene.tabs[0].rect.center)
        click(app, scene.reset.rect.center)
        press(app, pygame.K_RETURN)
        assert app.top is scene and scene.data["played"] == 0
        assert app.storage.high_scores("counting")[0]["name"] == "Mei"
    finally:
        games.GAMES.remove(info)


def test_light_markdown():
    blocks = parse_markdown("# Title\n\nA para\ncontinued.\n\n- one\n- **two**\n\n## Sub")
    assert blocks == [("h1", "Title"), ("para", "A para continued."), ("bullet", "one"),
                      ("bullet", "**two**"), ("h2", "Sub")]
    narrow = render_markdown("word " * 200, 200)
    wide = render_markdown("word " * 200, 800)
    assert narrow.get_width() == 200 and narrow.get_height() > wide.get_height()


@pytest.mark.parametrize("size", [(1280, 800), (960, 640), (1920, 1080)])
def test_menu_cards_show_every_name_and_description_whole(app, monkeypatch, size):
    """No game's name or description is cut with an ellipsis on its menu card."""
    from mahjong import games
    from mahjong.ui import theme

    rendered: list[str] = []
    real = theme.text

    def recording(s, *args, **kwargs):
        rendered.append(s)
        return real(s, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    menu = MenuScene(app)
    app.push(menu)
    for card in menu.cards:  # draw every card, scrolled into view or not
        menu._draw_card(app.screen, card, menu.card_screen_rect(card))
    cut = [s for s in rendered if s.endswith("…")]
    assert cut == []
    shown = " ".join(rendered)
    assert all(info.name in shown or all(w in shown for w in info.name.split()) for info in games.GAMES)


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_high_scores_show_a_solitaire_row_whole(app, monkeypatch, size):
    """The deal number (the largest a player can have), the score and the layout are not cut."""
    from mahjong.core.rng import MAX_DEAL
    from mahjong.ui import theme

    app.storage.add_high_score("solitaire", {"name": "Annabelle", "score": 123456, "seconds": 3725.0,
                                             "rounds": 2, "hints": 12, "undos": 30, "deal": MAX_DEAL,
                                             "layout": "Turtle"})
    rendered: list[str] = []
    real = theme.fit_text

    def recording(s, size, width, *args, **kwargs):
        whole = real(s, size, 10**6, *args, **kwargs).get_width() <= width
        rendered.append(s if whole else s + "…")
        return real(s, size, width, *args, **kwargs)

    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    app.push(StatsScene(app, "scores", "solitaire"))
    monkeypatch.setattr(theme, "fit_text", recording)
    app.draw()
    assert {f"{MAX_DEAL:,}", "123,456", "Turtle"} <= set(rendered)
    assert [s for s in rendered if s.endswith("…")] == []


def _row_with_start(app, game_id, start):
    app.storage.add_high_score(game_id, {"name": "Mei", "score": 900, "seconds": 60.0, "deal": start["deal"],
                                         "start": start})
    app.push(MenuScene(app))
    stats = StatsScene(app, "scores", game_id)
    app.push(stats)
    app.step([], 0.0)
    return stats


def test_a_high_score_row_deals_its_game_again(app, click, press):
    from mahjong.games.solitaire.face.scene import SolitaireScene

    start = {"game": "solitaire", "deal": 4242, "options": {"layout": "pyramid", "kind": "wild"},
             "moves": []}
    stats = _row_with_start(app, "solitaire", start)
    rect, entry = stats.rows[0]
    assert entry["start"] == start
    click(app, rect.center)
    press(app, pygame.K_RETURN)  # "Play this deal again?": Play
    scene = app.top
    assert isinstance(scene, SolitaireScene), app._toast
    assert app._toast is None or "cannot" not in app._toast[0], app._toast
    assert (scene.match.game.deal, scene.match.layout.name, scene.match.kind) == (4242, "pyramid", "wild")
    assert isinstance(app.stack[-2], MenuScene)  # the records are left behind


def test_a_high_score_row_is_dealt_again_by_keys(app, press):
    """A row could be replayed only by a click: Tab reaches it now, Enter asks, Enter plays."""
    from mahjong.games.solitaire.face.scene import SolitaireScene
    from mahjong.ui.dialogs import ConfirmDialog

    start = {"game": "solitaire", "deal": 4242, "options": {"layout": "pyramid", "kind": "wild"},
             "moves": []}
    stats = _row_with_start(app, "solitaire", start)
    for _ in range(len(stats.buttons)):
        if stats.focus.current is stats.row_keys[0]:
            break
        press(app, pygame.K_TAB)
    assert stats.focus.current is stats.row_keys[0] and not stats.row_keys[1].visible
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmDialog) and app.top.title == "Play this deal again?"
    press(app, pygame.K_RETURN)
    scene = app.top
    assert isinstance(scene, SolitaireScene) and scene.match.game.deal == 4242


def test_a_high_score_row_the_rules_refuse_is_only_refused(app, click, press):
    start = {"game": "solitaire", "deal": 7, "options": {"layout": "no-such-layout", "kind": "wild",
                                                         "attempts": [0]}, "moves": []}
    stats = _row_with_start(app, "solitaire", start)
    click(app, stats.rows[0][0].center)
    press(app, pygame.K_RETURN)
    assert "cannot be dealt again" in app._toast[0]
    assert app.storage.stats("solitaire")["played"] == 0


def test_a_finished_game_keeps_its_deal_for_the_high_score_table(app):
    app.push(MenuScene(app))
    scene = app.open_game("sea-winds", resume=False)
    start = scene.start_record()
    assert start["deal"] == scene.game.deal and start["moves"] == []


@pytest.mark.parametrize("score", [0, None, 40])
def test_the_chart_shows_a_bar_after_one_game(app, score):
    """One game played (even a lost one that scored nothing) is a visible bar, not an empty box."""
    app.storage.record_result("solitaire", False, score, 120.0)
    scene = StatsScene(app, tab="stats", game_id="solitaire")
    app.push(scene)
    app.step([], 0.0)
    surface = pygame.Surface((800, 400))
    surface.fill((0, 0, 0))
    scene._draw_chart(surface, surface.get_rect())
    lost = pygame.mask.from_threshold(surface, (176, 172, 164, 255), (3, 3, 3, 255))
    assert lost.count() >= 150


@pytest.mark.parametrize("size", [(1280, 800), (1440, 900), (1920, 1080), (2560, 1440)])
def test_every_game_is_in_view_without_scrolling(app, size):
    """From 1280x800 up the whole grid of games fits: nothing below the fold (Card Free
    American Mah Jongg was hidden at 1280x800 and 1920x1080), nothing over the buttons."""
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    menu = MenuScene(app)
    app.push(menu)
    app.step([], 0.0)
    assert app.size == size
    assert menu.scroll.content_height <= menu.scroll.rect.h
    for card in menu.cards:
        rect = menu.card_screen_rect(card)
        assert menu.scroll.rect.contains(rect), (card.info.id, rect, menu.scroll.rect)
        assert card.play.rect.h >= 28 and rect.contains(card.play.rect)
    for button in menu.nav:
        assert app.screen.get_rect().contains(button.rect)
        assert not any(button.rect.colliderect(menu.card_screen_rect(c)) for c in menu.cards)


@pytest.mark.parametrize("percent", [100, 150])
def test_the_chart_keeps_its_legend_and_scores_clear_of_the_bars(app, monkeypatch, percent):
    """The legend's row and the 'best' label stand above the tallest bar, and a bar's score
    is shown whole or not at all (they once lay over the bars, and '1,…' stood for 1,496)."""
    from mahjong.scenes import stats
    from mahjong.ui import theme

    from .conftest import RecordingSurface

    for score in (1496, 242, 1471, 90, 989, 0, 968, 634):
        app.storage.record_result("solitaire", score > 500, score, 120.0)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 640), w=960, h=640)])
    app.set_setting("text_size", percent)
    try:
        scene = StatsScene(app, tab="stats", game_id="solitaire")
        app.push(scene)
        app.step([], 0.0)
        drawn, texts, real_rect, real_fit = [], [], pygame.draw.rect, theme.fit_text

        def rect(surface, colour, r, *args, **kwargs):
            drawn.append((tuple(colour)[:3], pygame.Rect(r)))
            return real_rect(surface, colour, r, *args, **kwargs)

        def fit(s, *args, **kwargs):
            texts.append(s)
            return real_fit(s, *args, **kwargs)

        monkeypatch.setattr(stats.pygame.draw, "rect", rect)
        monkeypatch.setattr(stats.theme, "fit_text", fit)
        surface = RecordingSurface((560, 300))
        scene._draw_chart(surface, surface.get_rect())
        coloured = [r for colour, r in drawn if colour in (tuple(theme.ACCENT), (176, 172, 164))]
        bars, marks = coloured[:-2], coloured[-2:]     # the legend's two marks come last
        assert len(bars) == 8
        for r in surface.placed + marks:
            assert not any(r.colliderect(bar) for bar in bars), r
        assert not [t for t in texts if "…" in t]
    finally:
        theme.set_text_size(100)


def test_the_statistics_tiles_hold_number_and_heading_apart_at_150_percent(app):
    """Each statistics tile's number stands above its heading at 150% text (they overlapped)."""
    from mahjong.ui import theme

    from .conftest import RecordingSurface

    app.storage.record_result("solitaire", True, 1328, 223.0)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(960, 640), w=960, h=640)])
    app.set_setting("text_size", 150)
    try:
        scene = StatsScene(app, tab="stats", game_id="solitaire")
        app.push(scene)
        app.step([], 0.0)
        surface = RecordingSurface(app.size)
        area = pygame.Rect(0, 0, 680, 560)
        scene._draw_stats(surface, area)
        numbers_and_headings = surface.placed[:16]     # the eight tiles are drawn first
        for i, r in enumerate(numbers_and_headings):
            assert not any(r.colliderect(o) for o in numbers_and_headings[i + 1:]), numbers_and_headings
    finally:
        theme.set_text_size(100)
