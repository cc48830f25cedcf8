"""The layout chooser's cards by keyboard: the grid of cards is one stop of the
chooser's focus (Tab reaches it, the first arrow too); while it has the focus the arrow
keys choose the card that way (the board cursor's rule, ``ui.arrows``) and Enter or
Space plays the chosen one, as a second click on it does."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mahjong.ui import arrows, theme
from mahjong.ui.cursor import KEY_DIRECTIONS
from mahjong.ui.widgets import Widget

if TYPE_CHECKING:  # pragma: no cover
    from mahjong.games.solitaire.face.chooser import LayoutChooser


class CardPicker(Widget):
    """The cards as one focus stop; ``rect`` is the chooser's scrolling grid."""

    def __init__(self, chooser: LayoutChooser) -> None:
        super().__init__()
        self.chooser = chooser

    def key(self, event) -> bool:
        if event.key not in KEY_DIRECTIONS or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        cards = self.chooser.cards
        centres = [(c.rect.centerx, c.rect.centery) for c in cards]
        here = cards.index(self.chooser.selected)
        goes = arrows.arrow_map(centres)[here][KEY_DIRECTIONS[event.key]]
        if goes is not None:
            self.chooser.pick(cards[goes])
            self.chooser.scroll.ensure_visible(cards[goes].rect.y, cards[goes].rect.bottom)
        return True

    def activate(self) -> None:
        self.chooser.play.activate()

    def draw(self, surface: pygame.Surface) -> None:
        """The focus ring around the chosen card (inside the grid's clip)."""
        if not self.focused:
            return
        chooser = self.chooser
        r = chooser._screen(chooser.selected.rect)
        clip = surface.get_clip()
        surface.set_clip(chooser.scroll.rect)
        width = theme.px(3, chooser.scale)
        pygame.draw.rect(surface, theme.GOLD, r.inflate(3 * width, 3 * width), width,
                         border_radius=theme.px(14, chooser.scale))
        surface.set_clip(clip)
