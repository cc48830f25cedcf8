"""The monkey: random inputs of every kind (clicks, drags, wheel turns, held keys, resizes,
window events, long time steps) fed to a headless App, for --self-test and
tests/gui/test_monkey.py."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

Factory = Callable[["object"], None]   # sets up the App's stack to show one scene

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
