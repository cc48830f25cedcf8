"""The scene contract (see docs/architecture.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from mahjong.app import App


class Scene:
    """One screen. The App keeps a stack of them; the top one gets the events.

    ``opaque`` scenes hide everything below; an overlay (a dialog) sets it False and
    the App draws the scenes below it first. A scene sets ``dirty`` when it needs a
    redraw; ``update`` returning with ``animating`` True keeps the loop at full rate.
    """

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True
        self.animating = False

    # lifecycle
    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (again)."""
        self.dirty = True

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack (popped or covered)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""
        self.dirty = True

    # per frame
    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds. Never draws."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene. Never changes game state."""

    def save_state(self) -> None:
        """Persist whatever must survive the window closing now."""

    def relabeled(self) -> Scene:
        """This scene in the language just chosen: a scene whose labels are translated
        when it is built returns a new copy of itself; this one redraws as it is."""
        return self

    @property
    def wants_frames(self) -> bool:
        """Whether the loop should run at frame rate for this scene."""
        return self.dirty or self.animating

    def toast_area(self) -> pygame.Rect | None:
        """Where the App shows a transient message over this scene so that it hides
        nothing the player needs (a game scene: its status line); None for the default
        place near the bottom of the window."""
        return None
