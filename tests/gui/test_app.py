"""The App: scene stack, frame pacing, window events, quitting and error containment."""

import pygame
import pytest

from mahjong.app import MIN_SIZE, App
from mahjong.core.storage import Storage
from mahjong.scenes.menu import MenuScene
from mahjong.ui.dialogs import MessageDialog
from mahjong.ui.scene import Scene


class Probe(Scene):
    def __init__(self, app, opaque=True):
        super().__init__(app)
        self.opaque = opaque
        self.log = []

    def enter(self):
        super().enter()
        self.log.append("enter")

    def exit(self):
        self.log.append("exit")

    def resize(self, size):
        super().resize(size)
        self.log.append(("resize", size))

    def draw(self, surface):
        self.log.append("draw")

    def save_state(self):
        self.log.append("save")


def test_push_pop_replace_call_enter_and_exit(app):
    a, b, c = Probe(app), Probe(app), Probe(app)
    app.push(a)
    app.push(b)
    assert app.top is b and a.log[-1] == "exit"
    app.replace(c)
    assert app.top is c and b.log[-1] == "exit" and app.stack == [a, c]
    assert app.pop() is c
    assert app.top is a and a.log[-1] == "enter"


def test_draws_only_when_dirty_and_from_the_topmost_opaque_scene(app):
    bottom, middle, overlay = Probe(app), Probe(app), Probe(app, opaque=False)
    for s in (bottom, middle, overlay):
        app.push(s)
    assert app.step([]) is True
    assert "draw" not in bottom.log and middle.log.count("draw") == 1 and overlay.log.count("draw") == 1
    assert app.step([]) is False  # nothing changed: no frame
    overlay.dirty = True
    assert app.step([]) is True and middle.log.count("draw") == 2


def test_resize_reaches_every_scene_and_is_clamped_to_the_minimum(app):
    a, b = Probe(app), Probe(app, opaque=False)
    app.push(a)
    app.push(b)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700)])
    assert app.size == (1000, 700)
    assert ("resize", (1000, 700)) in a.log and ("resize", (1000, 700)) in b.log
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300)])
    assert app.size == MIN_SIZE
    assert app.settings["window_size"] == list(MIN_SIZE)


def test_a_window_shrunk_below_the_minimum_without_videoresize_is_restored(app):
    """A window manager may ignore the minimum and send only WINDOWSIZECHANGED; every
    scene would then have to draw into a 1x1 window."""
    from mahjong.scenes.options import OptionsScene

    app.push(OptionsScene(app))
    pygame.display.set_mode((1, 1), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1, y=1)])
    assert app.size == MIN_SIZE
    assert app.frames > 0


def test_quit_saves_every_scene_and_the_settings_even_under_a_dialog(app, parlor_home):
    a = Probe(app)
    app.push(a)
    app.push(MessageDialog(app, "Hello", "A dialog is open."))
    app.settings["player_name"] = "Quitter"
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running and "save" in a.log
    assert Storage(parlor_home).settings["player_name"] == "Quitter"


def test_minimise_sets_the_flag(app):
    app.push(Probe(app))
    app.step([pygame.event.Event(pygame.WINDOWMINIMIZED)])
    assert app.minimised
    app.step([pygame.event.Event(pygame.WINDOWRESTORED)])
    assert not app.minimised


def test_f11_toggles_the_fullscreen_setting(app):
    app.push(Probe(app))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    assert app.settings["fullscreen"] is True and app.fullscreen
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    assert app.settings["fullscreen"] is False


class Broken(Probe):
    def handle_event(self, event):
        raise RuntimeError("boom")


def test_a_scene_exception_is_logged_and_shown_when_not_strict(parlor_home):
    app = App(storage=Storage(parlor_home), headless=True, strict=False)
    app.push(Broken(app))
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)])
    assert isinstance(app.top, MessageDialog) and "boom" in app.top.text
    assert "RuntimeError: boom" in (parlor_home / "log.txt").read_text()


def test_a_scene_exception_propagates_when_strict(app):
    app.push(Broken(app))
    with pytest.raises(RuntimeError):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)])


def test_notify_shows_a_transient_line_then_goes_idle(app):
    app.push(MenuScene(app))
    for _ in range(30):
        app.step([])
    app.notify("Saved.")
    assert app.busy
    for _ in range(5):
        app.step([], 1.0)
    assert not app.busy


def test_storage_messages_are_shown_and_cleared(app):
    app.push(MenuScene(app))
    app.storage.messages.append("settings.json could not be read")
    app.show_storage_messages()
    assert isinstance(app.top, MessageDialog) and "could not be read" in app.top.text
    assert app.storage.messages == []


def test_idle_wait_returns_waiting_events_at_once(app):
    from mahjong.app import wait_for_events

    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, tag="x"))
    events = wait_for_events(10_000)
    assert [e.type for e in events] == [pygame.USEREVENT] and events[0].tag == "x"


def test_idle_wait_gives_up_after_its_timeout(app):
    from mahjong.app import wait_for_events

    pygame.event.clear()
    started = pygame.time.get_ticks()
    assert wait_for_events(30) == []
    assert pygame.time.get_ticks() - started >= 30


@pytest.mark.parametrize("size_first", [True, False])
def test_the_window_remembers_its_place_its_normal_size_and_maximised_state(app, parlor_home, size_first):
    """Moved, resized, then maximised (a window manager may report the new size before or
    after saying so): the settings keep the position, the size to restore and the state."""
    app.push(Probe(app))
    app.step([pygame.event.Event(pygame.WINDOWMOVED, x=120, y=60)])
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)])
    big = [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)]
    mark = [pygame.event.Event(pygame.WINDOWMAXIMIZED)]
    app.step(big + mark if size_first else mark + big)
    app.step([pygame.event.Event(pygame.WINDOWMOVED, x=0, y=0)])   # maximised: not a place to keep
    app.step([pygame.event.Event(pygame.QUIT)])
    saved = Storage(parlor_home).settings
    assert saved["window_position"] == [120, 60]
    assert saved["window_size"] == [1100, 700] and saved["window_maximised"] is True
    restored = App(size=(1600, 1000), storage=Storage(parlor_home), headless=True, strict=True)
    restored.push(Probe(restored))
    restored.maximised = True
    restored.step([pygame.event.Event(pygame.WINDOWRESTORED)])
    assert restored.settings["window_maximised"] is False
