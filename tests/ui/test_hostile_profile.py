"""A profile holding every hostile tile set and background at once (issue 29, "done
when"): the headless App starts with hostile choices already saved, opens Options, plays
a FreeCell-family game to a verdict while the sets are refused, and quits cleanly."""

import json

import pygame
import pytest

from mahjong.app import App
from mahjong.core import jobs, shutdown
from mahjong.core.storage import Storage
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.options import OptionsScene
from mahjong.ui import backgrounds

from .hostile_sets import CASES, make_all

VERDICT_WAIT = 120


def _hostile_profile(home, chosen_set: str, chosen_background: str):
    data = Storage(home).data_dir
    sets = make_all(data / "tilesets")
    pictures = make_all(data / "backgrounds")
    for path in pictures.values():
        if path.is_file() and not path.is_symlink():
            path.write_text(path.read_text().replace("[KMahjonggTileset]", "[KMahjonggBackground]"))
    tileset = str(sets[chosen_set]) if chosen_set in sets else chosen_set
    background = str(pictures[chosen_background]) if chosen_background in pictures else chosen_background
    return tileset, background


@pytest.mark.parametrize("chosen_set, chosen_background", [
    ("deep-nesting", "png-bomb"),
    ("nul-name", "fifo-desktop"),
    ("zero-width-name", "image-dev-zero"),
    ("/no/such\x00set.desktop", "\u200b\x00.desktop"),
])
def test_every_hostile_set_at_once_starts_plays_to_a_verdict_and_quits(parlor_home, no_system_looks,
                                                                       chosen_set, chosen_background):
    tileset, background = _hostile_profile(parlor_home, chosen_set, chosen_background)
    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    app.set_setting("tileset", tileset)
    app.set_setting("background", background)
    again = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)  # choices saved
    assert again.settings["tileset"] == tileset
    app = again
    app.push(MenuScene(app))
    app.step([], 0.0)
    options = OptionsScene(app)
    app.push(options)
    for _ in range(3):
        app.step([], 0.1)
    faces = app.tiles.faces
    if faces is not None and faces.loading:
        faces.wait(VERDICT_WAIT)
    chosen = backgrounds.backdrop(app.settings)
    if chosen is not None:
        chosen.wait(VERDICT_WAIT)
    app.step([], 0.1)                  # the refusals are said, the preview drawn
    labels = [label for _, label in options.tilesets.options + options.backgrounds.options]
    assert len(labels) >= 2 * len(CASES)
    assert all("\x00" not in label and "\u200b" not in label for label in labels)
    if CASES.get(chosen_set, (None, "x"))[1] is not None:
        assert faces is None or faces.error
    app.pop()

    scene = app.open_game("sea-cell", resume=False)
    app.step([], 0.0)
    scene.advice.request_verdict()
    assert scene.advice.jobs.pending("verdict") or scene.advice.current() is not None
    if scene.advice.jobs.pending("verdict"):
        assert scene.advice.jobs.wait("verdict", VERDICT_WAIT)
    app.step([], 0.1)
    assert dict(scene.status_items())["Solver"] in ("winnable", "not winnable"), scene.status_items()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    app.pump(0.0)
    assert scene.hint_move is not None

    app.quit()
    shutdown.run_hooks()
    assert jobs.workers()[1] == [] and jobs.workers(render=True)[1] == []
    saved = json.loads((Storage(parlor_home).config_dir / "settings.json").read_text())
    assert saved["settings"]["tileset"] == tileset      # the choice is kept; it is only refused
