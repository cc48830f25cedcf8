"""Headless App fixtures for the GUI tests (the MAHJONG_PARLOR_HOME is per test)."""

import pygame
import pytest

from mahjong.app import App
from mahjong.core.storage import Storage
from mahjong.scenes.menu import MenuScene

TURTLE_DEAL = 12345   # the Solitaire deal the Solitaire scene tests know


@pytest.fixture
def app(parlor_home):
    """A strict headless App (exceptions propagate) at 1280x800."""
    return App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)


def open_game(app, game_id, deal=None):
    """``game_id`` opened from the menu as a new game (``deal``, when given), animations
    off, its first frame stepped."""
    app.set_setting("animation_speed", "off")
    app.push(MenuScene(app))
    scene = app.open_game(game_id, resume=False)
    if deal is not None:
        scene.new_game(deal)
    app.step([], 0.0)
    return scene


@pytest.fixture
def turtle(app):
    """Solitaire on the Turtle, deal TURTLE_DEAL, the menu under it, animations off."""
    return open_game(app, "solitaire", TURTLE_DEAL)


def tile_centre(scene, pos):
    """The middle of the face of the Solitaire tile at ``pos``."""
    x, y, w, h = scene.view.face(pos)
    return (x + w // 2, y + h // 2)


def post_click(app, pos, button=1):
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=button, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(0.0)


def post_key(app, key, mod=0, dt=0.0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.pump(dt)


class RecordingSurface(pygame.Surface):
    """A Surface that remembers where each picture was drawn on it."""

    def __init__(self, size):
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        placed = super().blit(source, dest, *args, **kwargs)
        self.placed.append(pygame.Rect(dest if len(dest) == 4 else (dest, source.get_size())))
        return placed


@pytest.fixture
def click():
    return post_click


@pytest.fixture
def press():
    return post_key
