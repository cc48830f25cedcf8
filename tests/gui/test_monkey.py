"""Random clicks (buttons 1-5), drags, large wheel turns, held keys, resizes from 1x1 to
4000x3000, minimise, focus changes and long time steps on every scene (every registered
game included): any exception fails.

Short by default; ``--monkey-events=5000`` (or MAHJONG_MONKEY_EVENTS=5000) runs the long
one, ``--monkey-seed=S`` replays the seed a failure printed."""

import zlib
from collections import Counter

import pytest

from mahjong.app import MIN_SIZE
from mahjong.monkey import MONKEY_KINDS, monkey
from mahjong.selftest import scene_factories

FACTORIES = scene_factories(prepare=False)  # games on a fresh deal: no waiting for the solver
SHORT = {"game": 60, "menu": 60, "other": 30}  # inputs per scene by default


@pytest.mark.parametrize("name,factory", FACTORIES, ids=[n for n, _ in FACTORIES])
def test_monkey(app, request, name, factory):
    events = request.config.getoption("--monkey-events")
    if not events:
        events = SHORT["game" if name.startswith("game-") else "menu" if name == "menu" else "other"]
    seed = request.config.getoption("--monkey-seed")
    seed = zlib.crc32(name.encode()) if seed is None else seed
    counts = Counter()
    try:
        drawn = monkey(app, factory, events=events, seed=seed, counts=counts)
    except Exception as exc:
        pytest.fail(f"monkey on {name}, seed {seed}, {events} inputs: {type(exc).__name__}: {exc}\n"
                    f"replay: pytest 'tests/gui/test_monkey.py::test_monkey[{name}]' "
                    f"--monkey-events={events} --monkey-seed={seed}")
    assert drawn > 0, f"{name}: no frame drawn"
    missing = [k for k in MONKEY_KINDS if counts[k] == 0]
    assert not missing, f"{name}: never sent {missing}"


def test_every_kind_of_input_reaches_the_scene(app):
    """The inputs reach the top scene's handle_event: every event type the monkey makes
    for the scene (the window ones stay in the App)."""
    import pygame

    from mahjong.ui.scene import Scene

    seen, resized = Counter(), []

    class Recorder(Scene):
        def handle_event(self, event):
            seen[event.type] += 1

        def resize(self, size):
            resized.append(size)

    counts = Counter()
    monkey(app, lambda a: a.reset(Recorder(a)), events=300, seed=1, counts=counts)
    assert counts.keys() == set(MONKEY_KINDS)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                 pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.WINDOWFOCUSLOST, pygame.WINDOWLEAVE):
        assert seen[kind] > 0, pygame.event.event_name(kind)
    assert seen[pygame.KEYDOWN] > 2 * seen[pygame.KEYUP]  # keys are held: repeated KEYDOWNs, one KEYUP
    assert (1, 1) in resized and (4000, 3000) in resized  # the tiny window and the huge one
    assert app.size[0] >= MIN_SIZE[0] and app.size[1] >= MIN_SIZE[1]  # the App keeps its minimum


# --- found by the monkey -----------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1, 1), (100, 50), (3000, 200), (200, 3000), (4000, 3000)])
def test_foundation_board_geometry_in_any_board(size):
    """A board too small for the smallest tiles used to leave BoardGeometry without its
    layout (AttributeError: no top_h) when the player shrank the window below the minimum."""
    import pygame

    from mahjong.games.foundation.config import CONFIGS
    from mahjong.games.foundation.face.view import BoardGeometry

    for config in CONFIGS.values():
        geo = BoardGeometry(pygame.Rect((0, 0), size), config, 20)
        assert geo.tile.w >= 8 and geo.step >= 0 and len(geo.columns) == 16
        assert geo.tile_rect(15, 0, config.rows - 1).w == geo.tile.w + geo.tile.depth
