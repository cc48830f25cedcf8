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
from collections import Counter
from collections.abc import Callable
from pathlib import Path

SHOT_SIZE = (1280, 800)
# Random inputs per scene in --self-test: every kind of input once, then random ones. The
# long random runs are tests/gui/test_monkey.py's job (--monkey-events); 150 here, with
# a solver verdict awaited for every game, made the self-test take over a minute.
SELF_TEST_EVENTS = 40
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


def _over_game(make, prepare: bool = True) -> Factory:
    """A dialog over the first registered game (over the menu when there is none)."""
    def factory(app) -> None:
        from mahjong import games

        if games.GAMES:
            _game(games.GAMES[0].id, prepare)(app)
        else:
            _menu(app)
        app.push(make(app))
    return factory


def _layout_editor(app, prepare: bool):
    """The Solitaire layout editor on the Turtle, its second level shown (with
    ``prepare``: the estimate of winnable deals run to the end)."""
    from mahjong.games.solitaire.builtin import load_builtin
    from mahjong.games.solitaire.editor.scene import LayoutEditor

    editor = LayoutEditor(app, load_builtin("turtle"))
    if prepare:
        editor.prepare_screenshot()
    return editor


def scene_factories(prepare: bool = True) -> list[tuple[str, Factory]]:
    """(name, factory) for every scene and dialog, registered games included. The games
    are a few moves in with the solver's verdict shown; with ``prepare`` False they are
    fresh deals (no waiting for the solver)."""
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
        found.append((f"game-{info.id}", _game(info.id, prepare)))
    found.append(("layout-editor", _over_menu(lambda a: _layout_editor(a, prepare))))

    def over(make) -> Factory:
        return _over_game(make, prepare)

    found += [
        ("message", over(lambda a: dialogs.MessageDialog(a, "A message", "Something worth knowing."))),
        ("confirm", over(lambda a: dialogs.ConfirmDialog(a, "Start a new game?",
                                                         "The game in progress will be lost.", None))),
        ("choice", over(lambda a: dialogs.ChoiceDialog(a, "Choose", "One of three.",
                                                       [("One", None), ("Two", None), ("Three", None)]))),
        ("name-entry", over(lambda a: dialogs.NameEntryDialog(
            a, "Your result makes the top ten. Enter your name:", "Player", lambda name: None))),
        ("win", over(lambda a: dialogs.WinDialog(a, "Score 1240. Time 6:42. Number 1 in the high scores!",
                                                 None, None, None))),
        ("game-over", over(lambda a: dialogs.GameOverDialog(a, "No more moves. Score 310. Time 4:05.",
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
# What hostile users send. Each input is a list of frames (lists of pygame events); a key
# held down spreads its repeats over a few frames, like the real key repeat.
MONKEY_KINDS = ("click", "drag", "wheel", "key", "resize", "window", "focus", "tick")
_WEIGHTS = (30, 12, 10, 28, 5, 4, 5, 6)
_SIZES = ((1, 1), (100, 50), (640, 480), (959, 639), (960, 640), (1024, 768), (1280, 800),
          (1920, 1080), (2560, 1440), (4000, 3000), (3000, 200), (200, 3000))
_TEXT = "abcXYZ 19é!漢"


def _keys():
    """(key, unicode) pairs the monkey holds down."""
    import pygame

    keys = [(pygame.K_RETURN, "\r"), (pygame.K_KP_ENTER, "\r"), (pygame.K_ESCAPE, "\x1b"), (pygame.K_TAB, "\t"),
            (pygame.K_BACKSPACE, "\x08"), (pygame.K_DELETE, "\x7f"), (pygame.K_SPACE, " "),
            (pygame.K_UP, ""), (pygame.K_DOWN, ""), (pygame.K_LEFT, ""), (pygame.K_RIGHT, ""),
            (pygame.K_PAGEUP, ""), (pygame.K_PAGEDOWN, ""), (pygame.K_HOME, ""), (pygame.K_END, ""),
            (pygame.K_F1, ""), (pygame.K_F11, ""), (pygame.K_LSHIFT, ""), (pygame.K_LCTRL, "")]
    keys += [(getattr(pygame, f"K_{c}"), c) for c in "ahnprzyuqs0159"]
    return keys


def _pos(rng: random.Random, w: int, h: int, outside: float = 0.0) -> tuple[int, int]:
    if rng.random() < outside:  # dragged out of the window: SDL reports it beyond the edges
        return rng.randint(-w, 2 * w), rng.randint(-h, 2 * h)
    return rng.randrange(w), rng.randrange(h)


def _motion(pos, buttons=(0, 0, 0), rel=(0, 0)):
    import pygame

    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=False)


def _button(kind, pos, button):
    import pygame

    return pygame.event.Event(kind, pos=pos, button=button, touch=False)


def _random_input(rng: random.Random, size: tuple[int, int], kind: str) -> list[list]:
    """One input of ``kind`` as frames of pygame events."""
    import pygame

    w, h = size
    pos = _pos(rng, w, h)
    if kind == "click":
        button = rng.choice((1, 1, 1, 1, 2, 3, 3, 4, 5))
        clicks = [_button(pygame.MOUSEBUTTONDOWN, pos, button), _button(pygame.MOUSEBUTTONUP, pos, button)]
        return [[_motion(pos)] + clicks * rng.choice((1, 1, 1, 2, 3))]  # single, double, triple
    if kind == "drag":
        button = rng.choice((1, 1, 1, 3))
        held = (1, 0, 0) if button == 1 else (0, 0, 1)
        frames = [[_motion(pos), _button(pygame.MOUSEBUTTONDOWN, pos, button)]]
        for _ in range(rng.randint(1, 5)):
            end = _pos(rng, w, h, outside=0.2)
            frames.append([_motion(end, held, (end[0] - pos[0], end[1] - pos[1]))])
            pos = end
        if rng.random() < 0.9:  # else released outside the window, never seen
            frames[-1].append(_button(pygame.MOUSEBUTTONUP, pos, button))
        return frames
    if kind == "wheel":
        if rng.random() < 0.25:  # old-style wheel: buttons 4 and 5
            button = rng.choice((4, 5))
            return [[_motion(pos)] + [_button(t, pos, button) for _ in range(rng.randint(1, 20))
                                      for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]]
        x, y = rng.choice((0, 0, rng.randint(-100, 100))), rng.choice((-100, -1, 1, 100, rng.randint(-100, 100)))
        return [[_motion(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, flipped=rng.random() < 0.3,
                                                  precise_x=float(x), precise_y=float(y), touch=False)]]
    if kind == "key":
        key, char = rng.choice(_keys())
        mod = rng.choice((0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT,
                          pygame.KMOD_LSHIFT, pygame.KMOD_LALT))
        if mod & pygame.KMOD_CTRL and char.isalpha():
            char = chr(ord(char.lower()) - 96)  # Ctrl+Z types \x1a
        elif mod & pygame.KMOD_SHIFT:
            char = char.upper()
        printable = char.isprintable() and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        repeats = rng.choice((1, 1, 2, rng.randint(3, 40)))  # held: the key repeats
        down = []
        for _ in range(repeats):
            down.append(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0))
            if printable or rng.random() < 0.05:
                down.append(pygame.event.Event(pygame.TEXTINPUT, text=char if printable else rng.choice(_TEXT)))
        cut = sorted(rng.sample(range(len(down) + 1), 2))
        up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
        return [down[:cut[0]], down[cut[0]:cut[1]], down[cut[1]:] + [up]]
    if kind == "resize":
        from mahjong.app import MIN_SIZE

        frames = []
        for _ in range(rng.choice((1, 1, 1, 4))):  # 4: a window dragged by its corner
            w2, h2 = rng.choice(_SIZES)
            posted = pygame.event.Event(pygame.VIDEORESIZE, size=(w2, h2), w=w2, h=h2)
            changed = pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w2, y=h2)
            how = rng.random()
            if how < 0.3:  # only asked for: the window keeps its size
                frames.append([posted])
            elif how < 0.5 and w2 >= MIN_SIZE[0] and h2 >= MIN_SIZE[1]:  # maximised, restored
                frames.append([changed])
            else:  # the player resized it: SDL sends both, the window has the new size
                frames.append(rng.choice(([changed, posted], [posted, changed])))
        return frames
    if kind == "window":
        kinds: tuple[int, ...] = rng.choice(((pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED), (pygame.WINDOWMINIMIZED,),
                            (pygame.WINDOWRESTORED,), (pygame.WINDOWMAXIMIZED,), (pygame.WINDOWEXPOSED,),
                            (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN), (pygame.WINDOWMOVED,),
                            (pygame.WINDOWCLOSE, pygame.QUIT)))
        return [[pygame.event.Event(k, x=0, y=0) for k in kinds]]
    if kind == "focus":
        kinds = rng.choice(((pygame.WINDOWFOCUSLOST,), (pygame.WINDOWFOCUSGAINED,), (pygame.WINDOWLEAVE,),
                            (pygame.WINDOWENTER,), (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST,
                                                    pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER)))
        return [[pygame.event.Event(k) for k in kinds]
                + [pygame.event.Event(pygame.ACTIVEEVENT, gain=int(rng.random() < 0.5), state=rng.choice((1, 2, 6)))]]
    assert kind == "tick", kind
    return [[]]  # a frame with nothing but time passing (the monkey picks a large dt for it)


def _window_system(batch) -> None:
    """What the window system did before it sent WINDOWSIZECHANGED: the window has that
    size (below the minimum too: it comes with a VIDEORESIZE the App answers)."""
    import pygame

    for event in batch:
        if event.type == pygame.WINDOWSIZECHANGED:
            pygame.display.set_mode((event.x, event.y), pygame.RESIZABLE)


def monkey(app, scene_factory: Factory, events: int = 2000, seed: int = 0, counts: Counter | None = None) -> int:
    """Feed ``events`` random inputs (clicks with buttons 1-5, drags, large wheel turns,
    held keys, resizes from 1x1 to 4000x3000, minimise, focus, long time steps) to the scene
    that ``scene_factory`` sets up, rebuilding it when the monkey quits or empties the stack.
    Every kind in MONKEY_KINDS is sent once before the random ones. ``counts`` (if given)
    gets how many inputs of each kind were sent. Any exception propagates (run it on a
    strict App) with the seed and input number added as a note. Returns the frames drawn."""
    rng = random.Random(seed)
    scene_factory(app)
    drawn = 0
    order = rng.sample(MONKEY_KINDS, len(MONKEY_KINDS))
    for sent in range(events):
        kind = order[sent] if sent < len(order) else rng.choices(MONKEY_KINDS, _WEIGHTS)[0]
        if counts is not None:
            counts[kind] += 1
        try:
            frames = _random_input(rng, app.size, kind)
            for i, batch in enumerate(frames):
                if i == 0 and rng.random() < 0.3:  # two inputs in one frame
                    nxt = rng.choices(MONKEY_KINDS[:4], _WEIGHTS[:4])[0]
                    batch = batch + _random_input(rng, app.size, nxt)[0]
                    if counts is not None:
                        counts[nxt] += 1
                dt = rng.choice((5.0, 30.0, 0.0) if kind == "tick" else (0.0, 1 / 60, 1 / 60, 1 / 30, 0.4))
                _window_system(batch)
                drawn += app.step(batch, dt)
                if not app.running or not app.stack:
                    app.running = True
                    scene_factory(app)
        except Exception as exc:
            exc.add_note(f"monkey: seed {seed}, input {sent + 1} of {events} ({kind})")
            raise
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
        factories = _self_test_factories()
        for name, factory in factories:
            try:
                before = app.frames
                factory(app)
                settle(app)
                for size in ((960, 640), (1920, 1080), SHOT_SIZE):
                    app.step([_resize_event(size)])
                drawn = app.frames - before
                drawn += monkey(app, _built_once(factory), events=SELF_TEST_EVENTS, seed=len(name))
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


def _self_test_factories() -> list[tuple[str, Factory]]:
    """``scene_factories()`` with one game per scene class a few moves in, waiting for
    its solver (the worker process path, which the packaged build must get right); the
    family's other games are fresh deals, so the self-test does not wait for the same
    solver once per game; the layout editor's estimate is not awaited either. --screenshots
    and the monkey test still show every game both ways."""
    from mahjong import games

    prepared: set[str] = set()
    seen: set[str] = set()
    for info in games.GAMES:
        if info.scene not in seen:
            seen.add(info.scene)
            prepared.add(f"game-{info.id}")
    fresh = dict(scene_factories(prepare=False))
    return [(name, fresh[name] if (name.startswith("game-") or name == "layout-editor")
             and name not in prepared else factory)
            for name, factory in scene_factories()]


def _built_once(factory: Factory) -> Factory:
    """``factory``, except that its first call keeps the scene already on the stack: the
    monkey starts on the scene just built and resized (a game's solver verdict is not
    waited for twice) and rebuilds with ``factory`` when it quits or empties the stack."""
    calls = 0

    def again(app) -> None:
        nonlocal calls
        calls += 1
        if calls > 1:
            factory(app)
    return again


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
    for _ in range(18):
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
