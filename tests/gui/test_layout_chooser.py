"""The layout chooser's new parts driven through the App: installed layouts under their
own heading with fairness tags found in the background, New layout by number (made,
played, saved), and importing a dropped .zip with a report."""

from __future__ import annotations

import zipfile

import pygame
import pytest

from mahjong.games.solitaire import fairness, generator, installed
from mahjong.games.solitaire.face.chooser import LayoutChooser
from mahjong.games.solitaire.layout import Layout, format_kmahjongg
from mahjong.games.solitaire.match import Layouts, Match
from mahjong.ui.dialogs import MessageDialog

TOWER = Layout("kmahjongg-tower", "Tower", ((0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 0, 0)))
APART = Layout("gnome-two-apart", "Apart", ((0, 0, 0), (0, 4, 0)))


@pytest.fixture
def chooser(app, monkeypatch):
    monkeypatch.setattr(installed, "find", lambda environ=None: installed.Installed(
        (TOWER, APART), (installed.KMAHJONGG, installed.GNOME)))
    monkeypatch.setattr(LayoutChooser, "PROCESS", False)
    monkeypatch.setattr(fairness, "SAMPLE", 5)
    monkeypatch.setattr(fairness.measure, "__defaults__", (5, fairness.DEAL_NODES, None))
    chooser = LayoutChooser(app, "turtle", "winnable", lambda *a: app.chosen.append(a))
    app.chosen = []
    app.reset(chooser)
    app.step([], 0.0)
    return chooser


def settle(app, chooser, key="fairness", jobs=None):
    """Let the chooser's background jobs finish, one by one."""
    jobs = jobs or chooser.verdicts.jobs
    for _ in range(20):
        app.step([], 1.0)
        if not jobs.pending(key):
            return
        jobs.wait(key, 60)
    raise AssertionError("the jobs never finished")


def test_installed_layouts_have_their_own_heading_and_fairness_tags(app, chooser):
    cards = [c for c in chooser.cards if c.section == "installed"]
    assert [c.layout for c in cards] == [TOWER, APART]
    assert "installed" in chooser.heading_y and chooser.heading_y["installed"] > chooser.heading_y["user"]
    assert all(c.rect.y > chooser.heading_y["installed"] for c in cards)
    assert chooser.verdicts.pending(TOWER) and chooser.verdicts.running is None   # not before a pause
    settle(app, chooser)
    settle(app, chooser)
    assert chooser.verdicts.verdict(TOWER).too_stacked
    assert not chooser.verdicts.verdict(APART).too_stacked
    assert fairness.Cache(app.storage.data_dir / fairness.CACHE_NAME).get(TOWER.positions).too_stacked
    again = LayoutChooser(app, "turtle", "winnable", lambda *a: None)   # known at once the next time
    assert again.verdicts.verdict(TOWER).too_stacked and again.verdicts.waiting == []
    surface = pygame.Surface(app.size)
    chooser.scroll.scroll_to(chooser.heading_y["installed"])
    chooser.draw(surface)   # the tags and the heading draw


def test_a_layout_made_from_a_number_is_shown_selected_played_and_saved(app, chooser, monkeypatch, click):
    monkeypatch.setattr(generator, "solver_check", lambda layout: fairness.Fairness(20, 0))
    click(app, chooser.new.rect.center)
    dialog = app.top
    dialog.value = "4242"
    click(app, dialog.buttons[0].rect.center)          # Make layout
    assert app.top is chooser and chooser.making == 4242
    settle(app, chooser, "make", chooser.jobs)
    card = chooser.selected
    assert card.section == "generated" and card.layout == generator.generate(4242, check=None).layout
    assert chooser.making is None and "generated" in chooser.heading_y
    assert chooser.verdicts.verdict(card.layout) == fairness.Fairness(20, 0)
    chooser.draw(pygame.Surface(app.size))
    assert chooser.save_made.visible
    click(app, chooser.save_made.rect.center)
    saved = chooser.selected
    assert saved.section == "user" and saved.layout.name == "generated_4242"
    assert (app.storage.layouts_dir / "generated_4242.layout").is_file()
    assert saved.layout.positions == card.layout.positions
    click(app, chooser._screen(card.rect).center)      # choose the made one again, and play it
    chooser._choose(None)
    layout, kind, deal = app.chosen[-1]
    assert layout.name == "generated-4242"
    record = Match.new(Layouts(app.storage.layouts_dir), layout, "wild", 3).to_record()
    assert Match.from_record(Layouts(app.storage.layouts_dir), record).layout.positions == layout.positions


def test_a_bad_layout_number_is_refused_with_a_message(app, chooser, click):
    click(app, chooser.new.rect.center)
    app.top.value = "0"
    click(app, app.top.buttons[0].rect.center)
    assert isinstance(app.top, MessageDialog) and "run from 1" in app.top.text
    assert chooser.making is None


def test_a_dropped_zip_is_imported_and_reported(app, chooser, tmp_path):
    good = format_kmahjongg(Layout("small", "Small", ((0, 0, 0), (0, 2, 0), (0, 6, 0), (1, 1, 0))))
    path = tmp_path / "mine.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("set/castle.layout", good)
        archive.writestr("set/castle.desktop", "[KMahjonggLayout]\nName=My Castle\n")
        archive.writestr("set/../../broken.layout", "kmahjongg-layout-v1.1\nnonsense\n")
    app.step([pygame.event.Event(pygame.DROPFILE, file=str(path))], 0.0)
    settle(app, chooser, "import", chooser.jobs)
    report = app.top
    assert isinstance(report, MessageDialog) and report.title == "Import finished"
    assert report.text.startswith("Imported 1 layout from 1 file. 1 file was refused.")
    assert "Taken: set/castle.layout (My Castle)" in report.text and "Refused: set/../../broken.layout" in report.text
    assert [c.layout.title for c in chooser.cards if c.user] == ["My Castle"]
    assert sorted(p.name for p in app.storage.layouts_dir.iterdir()) == ["castle.desktop", "castle.layout"]


@pytest.mark.parametrize("size", [(960, 640), (1280, 800)])
def test_the_chooser_fits_without_overlaps(parlor_home, size):
    from mahjong.app import App
    from mahjong.core.storage import Storage
    from mahjong.ui import theme

    window = App(size=size, storage=Storage(parlor_home), headless=True, strict=True)
    chooser = LayoutChooser(window, "turtle", "winnable", lambda *a: None)
    window.reset(chooser)
    window.step([], 0.0)
    rects = [b.rect for b in (chooser.new, chooser.importer, chooser.edit, chooser.cancel)]
    assert all(r.right <= size[0] and r.y >= 0 for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    title = theme.text("Choose a layout", theme.px(36, chooser.scale), theme.TEXT, bold=True)
    assert min(r.x for r in rects) > chooser.header.x + title.get_width()
    footer = [chooser.kind.rect, chooser.by_number.rect, chooser.play.rect]
    assert all(not a.colliderect(b) for i, a in enumerate(footer) for b in footer[i + 1:])
    assert all(chooser.footer.contains(r) for r in footer)
    for label in ("New layout…", "Import…", "Edit layout"):   # each label fits its button
        button = next(b for b in (chooser.new, chooser.importer, chooser.edit) if b.label == label)
        assert theme.font(button.size, True).size(label)[0] < button.rect.w


def test_the_arrow_keys_choose_a_layout_card_and_enter_plays_it(app, chooser, press):
    """The cards were mouse-only: a keyboard player could play only the layout already
    chosen. The first arrow gives the cards the focus, the next ones choose."""
    start = chooser.selected
    press(app, pygame.K_RIGHT)                    # the cards take the focus
    assert chooser.focus.current is chooser.picker and chooser.selected is start
    press(app, pygame.K_RIGHT)
    right = chooser.selected
    assert right is not start and right.rect.x > start.rect.x
    press(app, pygame.K_DOWN)
    below = chooser.selected
    assert below.rect.y > right.rect.y
    screen = chooser._screen(below.rect)
    assert chooser.scroll.rect.top <= screen.top and screen.bottom <= chooser.scroll.rect.bottom
    press(app, pygame.K_LEFT)
    assert chooser.selected.rect.x < below.rect.x
    chosen = chooser.selected
    press(app, pygame.K_RETURN)
    assert app.chosen and app.chosen[-1][0] is chosen.layout
