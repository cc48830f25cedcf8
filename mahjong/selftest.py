"""--self-test, --screenshots and the monkey test's scene drivers.

Both commands run headless (SDL's dummy drivers) in a private temporary
MAHJONG_PARLOR_HOME, so they never touch the player's files. Every scene is listed by
``scene_factories``; registered games are included automatically.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Callable

SHOT_SIZE = (1280, 800)
Factory = Callable[["object"], None]   # sets up the App's stack to show one scene


def _headless_env(home: str) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["MAHJONG_PARLOR_HOME"] = home


def _new_app(size=SHOT_SIZE):
    from mahjong.app import App

    return App(size=size, headless=True, strict=True)


def _menu(app) -> None:
    from mahjong.scenes.menu import MenuScene

    app.reset(MenuScene(app))


def _over_menu(make) -> Factory:
    def factory(app) -> None:
        _menu(app)
        app.push(make(app))
    return factory


def _game(game_id: str, prepare: bool = False) -> Factory:
    def factory(app) -> None:
        _menu(app)
        scene = app.open_game(game_id, resume=False)
        if prepare:
            scene.prepare_screenshot()
    return factory


def _over_game(make) -> Factory:
    """A dialog over the first registered game (over the menu when there is none)."""
    def factory(app) -> None:
        from mahjong import games

        if games.GAMES:
            _game(games.GAMES[0].id, prepare=True)(app)
        else:
            _menu(app)
        app.push(make(app))
    return factory


def scene_factories() -> list[tuple[str, Factory]]:
    """(name, factory) for every scene and dialog, registered games included."""
    from mahjong import games
    from mahjong.scenes.help import HelpScene
    from mahjong.scenes.options import OptionsScene
    from mahjong.scenes.stats import StatsScene
    from mahjong.ui import dialogs

    found: list[tuple[str, Factory]] = [
        ("menu", _menu),
        ("options", _over_menu(OptionsScene)),
        ("statistics", _over_menu(lambda a: StatsScene(a, tab="stats"))),
        ("high-scores", _over_menu(lambda a: StatsScene(a, tab="scores"))),
        ("help", _over_menu(HelpScene)),
    ]
    for info in games.GAMES:
        found.append((f"help-{info.id}", _over_menu(lambda a, g=info.id: HelpScene(a, g))))
    for info in games.GAMES:
        found.append((f"game-{info.id}", _game(info.id, prepare=True)))
    found += [
        ("message", _over_game(lambda a: dialogs.MessageDialog(a, "A message", "Something worth knowing."))),
        ("confirm", _over_game(lambda a: dialogs.ConfirmDialog(a, "Start a new game?",
                                                               "The game in progress will be lost.", None))),
        ("choice", _over_game(lambda a: dialogs.ChoiceDialog(a, "Choose", "One of three.",
                                                             [("One", None), ("Two", None), ("Three", None)]))),
        ("name-entry", _over_game(lambda a: dialogs.NameEntryDialog(
            a, "Your result makes the top ten. Enter your name:", "Player", lambda name: None))),
        ("win", _over_game(lambda a: dialogs.WinDialog(a, "Score 1240. Time 6:42. Number 1 in the high scores!",
                                                       None, None, None))),
        ("game-over", _over_game(lambda a: dialogs.GameOverDialog(a, "No more moves. Score 310. Time 4:05.",
                                                                  None, None, None))),
    ]
    return found


def settle(app, max_frames: int = 400) -> None:
    """Step until nothing is left to draw or animate (lazy previews, transitions)."""
    app.step([], 1 / 60)
    for _ in range(max_frames):
        if not app.busy:
            return
        app.step([], 1 / 60)


# --- the monkey --------------------------------------------------------------------------
def _random_event(rng: random.Random, size: tuple[int, int]):
    import pygame

    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    kind = rng.random()
    if kind < 0.35:
        button = rng.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if kind < 0.5:
        end = (rng.randrange(w), rng.randrange(h))
        mid = ((pos[0] + end[0]) // 2, (pos[1] + end[1]) // 2)
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if kind < 0.6:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False)]
    if kind < 0.92:
        keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN,
                pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
                pygame.K_BACKSPACE, pygame.K_h, pygame.K_p, pygame.K_n, pygame.K_z, pygame.K_y, pygame.K_r,
                pygame.K_a, pygame.K_F1, pygame.K_F11, pygame.K_1, pygame.K_DELETE]
        key = rng.choice(keys)
        mod = rng.choice((0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT, pygame.KMOD_LSHIFT))
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)]
        if key in (pygame.K_a, pygame.K_1) or rng.random() < 0.1:
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("abcXYZ 19é!")))
        events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        return events
    if kind < 0.97:
        size = (rng.randint(960, 1920), rng.randint(640, 1080))
        return [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
    return [pygame.event.Event(rng.choice((pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWEXPOSED)))]


def monkey(app, scene_factory: Factory, events: int = 2000, seed: int = 0) -> int:
    """Feed ``events`` random inputs (clicks, drags, wheel, keys, resizes) to the scene that
    ``scene_factory`` sets up, rebuilding it when the monkey quits or empties the stack.
    Any exception propagates (run it on a strict App). Returns the frames drawn."""
    rng = random.Random(seed)
    scene_factory(app)
    drawn = 0
    sent = 0
    while sent < events:
        batch = []
        for _ in range(rng.randint(1, 6)):
            batch += _random_event(rng, app.size)
            sent += 1
        drawn += app.step(batch, rng.choice((0.0, 1 / 60, 1 / 60, 0.4)))
        if not app.running or not app.stack:
            app.running = True
            scene_factory(app)
    return drawn


# --- self-test -----------------------------------------------------------------------------
def _scripted_checks(app) -> list[str]:
    """Drive the menu through the real event path; return what went wrong."""
    import pygame

    from mahjong.scenes.help import HelpScene
    from mahjong.scenes.menu import MenuScene
    from mahjong.scenes.options import OptionsScene
    from mahjong.scenes.stats import StatsScene

    problems = []

    def click(rect) -> None:
        for ev in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(ev, pos=rect.center, button=1, rel=(0, 0), buttons=(0, 0, 0)))
        app.pump()

    def key(k, mod=0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
        app.pump()

    _menu(app)
    menu = app.top
    for label, cls in (("Statistics", StatsScene), ("High Scores", StatsScene), ("Options", OptionsScene),
                       ("Help", HelpScene)):
        button = next(b for b in menu.nav if b.label == label)
        click(button.rect)
        if not isinstance(app.top, cls):
            problems.append(f"menu: {label} did not open {cls.__name__}")
        key(pygame.K_ESCAPE)
        if app.top is not menu:
            problems.append(f"{label}: Esc did not return to the menu")
    options = OptionsScene(app)
    app.push(options)
    before = bool(app.settings.get("show_index"))
    click(options.toggles[0].rect)
    if bool(app.settings.get("show_index")) == before:
        problems.append("options: clicking a toggle did not change the setting")
    click(options.toggles[0].rect)
    key(pygame.K_ESCAPE)
    for card in menu.cards:
        menu.scroll.ensure_visible(card.rect.y, card.rect.bottom)
        menu._place_cards()
        click(card.play.rect)
        if isinstance(app.top, MenuScene):
            problems.append(f"menu: Play did not open {card.info.id}")
            continue
        for k, mod in ((pygame.K_h, 0), (pygame.K_z, pygame.KMOD_CTRL), (pygame.K_y, pygame.KMOD_CTRL),
                       (pygame.K_p, 0), (pygame.K_p, 0)):
            key(k, mod)
        key(pygame.K_ESCAPE)
        while app.top is not menu and len(app.stack) > 1:
            app.pop()
    return problems


def run_self_test() -> int:
    """Build every scene, draw it, feed scripted and random input; 0 if all is well."""
    with tempfile.TemporaryDirectory(prefix="mahjong-selftest-") as home:
        _headless_env(home)
        started = time.perf_counter()
        failures: list[str] = []
        try:
            app = _new_app()
        except Exception as exc:  # report, do not crash
            print(f"self-test: could not start: {exc}", file=sys.stderr)
            return 1
        factories = scene_factories()
        for name, factory in factories:
            try:
                before = app.frames
                factory(app)
                settle(app)
                for size in ((960, 640), (1920, 1080), SHOT_SIZE):
                    app.step([_resize_event(size)])
                drawn = app.frames - before
                drawn += monkey(app, factory, events=150, seed=len(name))
                if drawn == 0:
                    failures.append(f"{name}: no frame was drawn")
                print(f"  ok    {name} ({drawn} frames)")
            except Exception:
                failures.append(f"{name}: {traceback.format_exc()}")
                print(f"  FAIL  {name}")
        try:
            failures += _scripted_checks(app)
        except Exception:
            failures.append(f"scripted checks: {traceback.format_exc()}")
        for f in failures:
            print(f"self-test: {f}", file=sys.stderr)
        from mahjong.core.shutdown import run_hooks

        run_hooks()
        verdict = "all is well" if not failures else f"{len(failures)} problem(s)"
        print(f"self-test: {len(factories)} scenes, {time.perf_counter() - started:.1f} s: {verdict}")
        return 0 if not failures else 1


def _resize_event(size):
    import pygame

    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


# --- screenshots ---------------------------------------------------------------------------
def _sample_records(app) -> None:
    """Results and high scores for the first game, so the records screens have content."""
    from mahjong import games

    if not games.GAMES:
        return
    info = games.GAMES[0]
    rng = random.Random(3)
    for i in range(18):
        won = rng.random() < 0.6
        app.storage.record_result(info.id, won, rng.randint(200, 1400) if won else rng.randint(0, 500),
                                  rng.uniform(150, 900))
    for name in ("Mei", "Arthur", "Lin", "Rosa", "Kenji", "Ada"):
        app.storage.add_high_score(info.id, {"name": name, "score": rng.randint(300, 1500),
                                             "seconds": rng.uniform(150, 900)}, info.ranking)


def take_screenshots(directory) -> int:
    """A PNG of every scene at 1280x800 in ``directory`` (01-menu.png, ...)."""
    target = Path(directory)
    try:
        target.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"mahjong --screenshots: cannot create {target}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    import pygame

    from mahjong.core.shutdown import run_hooks

    with tempfile.TemporaryDirectory(prefix="mahjong-shots-") as home:
        _headless_env(home)
        try:
            return _save_shots(target, _new_app(SHOT_SIZE), pygame)
        finally:
            run_hooks()


def _save_shots(target: Path, app, pygame) -> int:
    _sample_records(app)
    skip = {"message", "choice", "game-over"}
    shots = [(n, f) for n, f in scene_factories() if n not in skip and not n.startswith("help-")]
    for i, (name, factory) in enumerate(shots, 1):
        factory(app)
        settle(app)
        app.draw()
        path = target / f"{i:02d}-{name}.png"
        try:
            pygame.image.save(pygame.display.get_surface(), str(path))
        except (OSError, pygame.error) as exc:
            print(f"mahjong --screenshots: cannot write {path}: {exc}", file=sys.stderr)
            return 2
        print(path)
    return 0
