"""Widgets given a press that carries no position (a posted or synthetic event) ignore it
instead of raising TypeError from Rect.collidepoint(None)."""

import pygame
import pytest

from mahjong.ui.widgets import Button, Choice, Toggle


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_a_press_without_a_position_is_ignored():
    clicked = []
    widgets = [Button("OK", lambda: clicked.append("button")),
               Toggle("Sound", False, lambda v: clicked.append("toggle")),
               Choice([(1, "One"), (2, "Two")], 1, lambda v: clicked.append("choice"))]
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1)
    for widget in widgets:
        widget.rect = pygame.Rect(0, 0, 200, 40)
        assert widget.handle_event(press) is False
    assert clicked == []
