"""Text over the table keeps AA contrast (4.5:1) on a light table picture such as
KMahjongg's Chinese Landscape: measured on the rendered pixels around each text."""

import pygame
import pytest

from mahjong.scenes.menu import MenuScene
from mahjong.ui import backgrounds

AA = 4.5


def light_table(settings, size):
    """A light, textured beige table (Chinese Landscape's tones)."""
    surface = pygame.Surface(size)
    for y in range(0, size[1], 8):
        for x in range(0, size[0], 8):
            v = 222 + (x * 7 + y * 13) % 23 - 11
            surface.fill((v + 12, v + 4, v - 22), (x, y, 8, 8))
    return surface


def luminance(colour) -> float:
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])


def text_contrast(surface, rect) -> float:
    """The contrast of the light ink in ``rect`` against the background right around it
    (the median of the darker pixels within 8 px of the ink)."""
    rect = pygame.Rect(rect).clip(surface.get_rect())
    lum = {(x, y): luminance(surface.get_at((x, y))) for x in range(rect.x, rect.right)
           for y in range(rect.y, rect.bottom)}
    ink = max(lum.values())
    split = (ink + min(lum.values())) / 2
    inked = [p for p, v in lum.items() if v >= ink - 0.05]
    near = set()
    for x, y in inked[::3]:
        for dx in range(-8, 9, 2):
            for dy in range(-8, 9, 2):
                p = (x + dx, y + dy)
                if p in lum and lum[p] < split:
                    near.add(p)
    around = sorted(lum[p] for p in near)
    if not around:
        return 1.0
    return (ink + 0.05) / (around[len(around) // 2] + 0.05)


@pytest.fixture
def light(monkeypatch):
    monkeypatch.setattr(backgrounds, "table_surface", light_table)


def open_game(app, game_id):
    app.settings["animation_speed"] = "off"
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    for _ in range(3):
        app.step([], 0.0)
    app.draw()
    return scene


def test_the_card_free_prompt_and_its_outlined_buttons_read_on_a_light_table(app, light):
    scene = open_game(app, "card-free-american")
    bar = scene.layout.action
    assert scene.bar.prompt
    prompt = pygame.Rect(bar.x, bar.y, scene.bar.prompt_width, bar.h)
    assert text_contrast(app.screen, prompt) >= AA
    for button in scene.bar.sort_buttons:
        assert text_contrast(app.screen, button.rect) >= AA, button.label


@pytest.mark.parametrize("game_id", ["mahjongg-freecell", "sea-winds", "long-freecell"])
def test_the_foundation_labels_read_on_a_light_table(app, light, game_id):
    scene = open_game(app, game_id)
    geo = scene.geo
    for rect in geo.set_labels + geo.wind_labels + [geo.cells_label]:
        assert text_contrast(app.screen, rect) >= AA, rect


def test_the_pause_cover_reads_on_a_light_table(app, light):
    scene = open_game(app, "solitaire")
    scene.toggle_pause()
    app.step([], 0.0)
    app.draw()
    board = scene.board_rect
    middle = pygame.Rect(board.centerx - 160, board.centery - 50, 320, 100)
    assert text_contrast(app.screen, middle) >= AA


@pytest.mark.parametrize("game_id", ["solitaire", "small-stones"])
def test_the_status_line_reads_on_a_light_table(app, light, game_id):
    scene = open_game(app, game_id)
    assert text_contrast(app.screen, scene.status.rect) >= AA
