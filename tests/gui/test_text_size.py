"""Text size (issue 32, item 3): 125% and 150% text in every scene at 960x640, nothing cut
that is not cut at 100% (a text shortened with '…' is a cut text), nothing off-screen."""

from __future__ import annotations

import pygame
import pytest

from mahjong import games
from mahjong.app import App
from mahjong.core.storage import Storage
from mahjong.selftest import scene_factories, settle
from mahjong.ui import theme

SIZE = (960, 640)
SCENES = [name for name, _f in scene_factories(prepare=False) if not name.startswith("help-")]


def rendered_texts(parlor_home, monkeypatch, name: str, percent: int) -> tuple[set[str], list[str]]:
    """(texts drawn shortened with '…', texts whose image reaches outside the window) for one
    scene at ``percent`` text."""
    storage = Storage(parlor_home)
    storage.set_setting("text_size", percent)
    storage.set_setting("animation_speed", "off")
    for info in games.GAMES:   # deals made at once, so both text sizes show the same board
        if any(o.key == "finishable_only" for o in info.options):
            storage.game_settings(info.id)["finishable_only"] = False
    app = App(size=SIZE, storage=storage, headless=True, strict=True)
    factory = dict(scene_factories(prepare=False))[name]
    factory(app)
    settle(app, 60)
    seen: list[tuple[str, pygame.Surface]] = []
    original = theme.text

    def recording(s, size, *args, **kwargs):   # theme.text's own arguments (colour, bold, language)
        img = original(s, size, *args, **kwargs)
        seen.append((s, img))
        return img

    monkeypatch.setattr(theme, "text", recording)
    app.top.dirty = True
    app.draw()
    monkeypatch.setattr(theme, "text", original)
    cut = {s.rstrip("…") for s, _img in seen if s.endswith("…")}
    too_big = [s for s, img in seen if img.get_width() > SIZE[0] or img.get_height() > SIZE[1]]
    theme.set_text_size(100)
    return cut, too_big


def test_the_setting_multiplies_every_font_size():
    try:
        base = theme.font(20).get_linesize()
        assert theme.set_text_size(150)
        assert theme.font(20).get_linesize() >= base * 1.4
        assert not theme.set_text_size(150)
        assert theme.set_text_size(999) and theme.text_scale() == 1.0   # not a size offered: 100%
    finally:
        theme.set_text_size(100)


@pytest.mark.parametrize("name", SCENES)
def test_large_text_is_not_cut(parlor_home, monkeypatch, name):
    normal, _ = rendered_texts(parlor_home, monkeypatch, name, 100)
    large, too_big = rendered_texts(parlor_home, monkeypatch, name, 150)
    assert too_big == []
    # a text cut at 100% too may lose a few more letters; nothing else may be cut
    newly = [c for c in large if not any(c.startswith(n) or n.startswith(c) for n in normal)]
    assert newly == []


@pytest.mark.parametrize("game_id", ["card-free-american", "mahjongg-freecell", "solitaire"])
def test_a_long_toolbar_shrinks_its_labels_instead_of_overlapping(parlor_home, game_id):
    """German at 150% in 960x640: the Card Free toolbar's buttons ran into each other
    (Rules over Card and Friends); now each button lies beside the next, whole, on screen."""
    storage = Storage(parlor_home)
    storage.set_setting("text_size", 150)
    app = App(size=SIZE, storage=storage, headless=True, strict=True, language="de")
    try:
        from mahjong.scenes.menu import MenuScene

        app.push(MenuScene(app))
        scene = app.open_game(game_id, resume=False)
        app.step([], 0.0)
        buttons = sorted(scene.toolbar.buttons, key=lambda b: b.rect.x)
        assert all(scene.toolbar.rect.contains(b.rect) for b in buttons)
        assert all(a.rect.right < b.rect.x for a, b in zip(buttons, buttons[1:]))
        for b in buttons:
            assert theme.font(b.size).size(b.label)[0] <= b.rect.w
    finally:
        theme.set_text_size(100)


def test_the_options_labels_stay_clear_of_their_choices(parlor_home):
    """German at 150%: 'Animationstempo' ran into its choice; each label now ends before it."""
    from mahjong.scenes.options import OptionsScene

    from .conftest import RecordingSurface

    storage = Storage(parlor_home)
    storage.set_setting("text_size", 150)
    app = App(size=SIZE, storage=storage, headless=True, strict=True, language="de")
    try:
        scene = OptionsScene(app)
        app.push(scene)
        app.step([], 0.0)
        surface = RecordingSurface(SIZE)
        scene.draw(surface)
        choices = [scene.language.rect, scene.speed.rect, scene.table.rect, scene.tilesets.rect,
                   scene.backgrounds.rect]
        for _label, row in scene.rows:
            drawn = [r for r in surface.placed if row.contains(r)]
            assert drawn and not any(r.colliderect(c) for r in drawn for c in choices)
    finally:
        theme.set_text_size(100)
