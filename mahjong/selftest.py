"""--self-test and --screenshots, and the scenes they and the monkey test (mahjong.monkey) drive.

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
from collections.abc import Callable
from pathlib import Path

from mahjong.i18n import _
from mahjong.monkey import monkey

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


def _new_app(size=SHOT_SIZE, language: str | None = None):
    from mahjong.app import App

    return App(size=size, headless=True, strict=True, language=language)


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


def _won_game(make) -> Factory:
    """A dialog over the first registered game played to its end (when the game can say
    how: ``prepare_won_screenshot``), so "You won!" is never over a full board."""
    def factory(app) -> None:
        _first_game(app)
        scene = app.top
        finish = getattr(scene, "prepare_won_screenshot", None)
        if finish is not None:
            finish()
        app.push(make(app))
    return factory


def _first_game(app) -> None:
    from mahjong import games

    if games.GAMES:
        _game(games.GAMES[0].id)(app)
    else:
        _menu(app)


def _layout_editor(app, prepare: bool):
    """The Solitaire layout editor on the Turtle, its second level shown (with
    ``prepare``: the estimate of winnable deals run to the end)."""
    from mahjong.games.solitaire.builtin import load_builtin
    from mahjong.games.solitaire.editor.scene import LayoutEditor

    editor = LayoutEditor(app, load_builtin("turtle"))
    if prepare:
        editor.prepare_screenshot()
    return editor


def _options_seeing(app):
    """Options on its second page, "Seeing and pace"."""
    from mahjong.scenes.options import OptionsScene

    scene = OptionsScene(app)
    scene.page.select(1)
    return scene


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
        ("options-seeing", _over_menu(_options_seeing)),
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
        # The sample dialogs speak the player's language, with texts the game itself shows.
        ("message", over(lambda a: dialogs.MessageDialog(a, _("Start a new game?"), _("No more moves.")))),
        ("confirm", over(lambda a: dialogs.ConfirmDialog(a, _("Start a new game?"),
                                                         _("The game in progress will be lost."), None))),
        ("choice", over(lambda a: dialogs.ChoiceDialog(a, _("Start a new game?"),
                                                       _("The game in progress will be lost."),
                                                       [("1", None), ("2", None), ("3", None)]))),
        ("name-entry", over(lambda a: dialogs.NameEntryDialog(
            a, _("Your result makes the top ten. Enter your name:"), _("Player"), lambda name: None))),
        ("win", _won_game(lambda a: dialogs.WinDialog(a, " ".join((
            _("Score {score}.").format(score=1240), _("Time {time}.").format(time="6:42"),
            _("Number {rank} in the high scores!").format(rank=1))), None, None, None))),
        ("game-over", over(lambda a: dialogs.GameOverDialog(a, " ".join((
            _("No more moves."), _("Score {score}.").format(score=310), _("Time {time}.").format(time="4:05"))),
            None, None, None))),
        ("friends-host", _friends("HostDialog")),
        ("friends-join", _friends("JoinDialog")),
    ]
    return found


def _friends(name: str) -> Factory:
    """A Card Free "with friends" dialog over its table (headless: a table opened there
    listens on 127.0.0.1 alone, and nothing is announced or listened for on the network)."""
    def factory(app) -> None:
        from mahjong import games

        _game("card-free-american")(app)
        app.push(games.load(f"mahjong.games.american.face.friends:{name}")(app))
    return factory


def settle(app, max_frames: int = 400) -> None:
    """Step until nothing is left to draw or animate (lazy previews, transitions)."""
    app.step([], 1 / 60)
    for _frame in range(max_frames):
        if not app.busy:
            return
        app.step([], 1 / 60)


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


def run_self_test(language: str | None = None) -> int:
    """Build every scene, draw it, feed scripted and random input; 0 if all is well
    (in ``language``, or the system's)."""
    with tempfile.TemporaryDirectory(prefix="mahjong-selftest-") as home:
        _headless_env(home)
        started = time.perf_counter()
        failures: list[str] = []
        try:
            app = _new_app(language=language)
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
        failures += _language_checks()
        for f in failures:
            print(f"self-test: {f}", file=sys.stderr)
        from mahjong.core.shutdown import run_hooks

        run_hooks()
        verdict = "all is well" if not failures else f"{len(failures)} problem(s)"
        print(f"self-test: {len(factories)} scenes, {time.perf_counter() - started:.1f} s: {verdict}")
        return 0 if not failures else 1


def _language_checks() -> list[str]:
    """Every shipped language loads, is named and writes a number and a date (its
    catalogue, and Babel's locale data in a packaged build); what went wrong."""
    from datetime import date

    from mahjong import i18n

    problems = []
    before = i18n.language()
    for code in i18n.available(pseudo=True):
        try:
            if not i18n.set_language(code):
                problems.append(f"language {code}: its catalogue does not load")
            i18n.format_number(1234567.5)
            i18n.format_date(date(2026, 1, 31), "long")
            if code != i18n.PSEUDO and i18n.language_name(code) == code:
                problems.append(f"language {code}: Babel cannot name it")
        except Exception as exc:  # noqa: BLE001 - reported, not raised
            problems.append(f"language {code}: {type(exc).__name__}: {exc}")
    i18n.set_language(before)
    print(f"  ok    languages ({', '.join(i18n.available(pseudo=True))})" if not problems else "  FAIL  languages")
    return problems


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
    for _result in range(18):
        won = rng.random() < 0.6
        app.storage.record_result(info.id, won, rng.randint(200, 1400) if won else rng.randint(0, 500),
                                  rng.uniform(150, 900))
    for name in ("Mei", "Arthur", "Lin", "Rosa", "Kenji", "Ada"):
        app.storage.add_high_score(info.id, {"name": name, "score": rng.randint(300, 1500),
                                             "seconds": rng.uniform(150, 900)}, info.ranking)


def take_screenshots(directory, language: str | None = None) -> int:
    """A PNG of every scene at 1280x800 in ``directory`` (01-menu.png, ...), in
    ``language`` (a --lang code) or the system's."""
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
            return _save_shots(target, _new_app(SHOT_SIZE, language), pygame)
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
