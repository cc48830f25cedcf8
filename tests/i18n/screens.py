"""Every scene of the screenshot machinery shown in a language, with every text drawn
through the interface's text functions recorded (theme.text, fit_text, wrapped text,
light markdown) and every text cut short with an ellipsis."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from mahjong import i18n
from mahjong.ui import theme

# Words that are the same in every language: the sample players' names, the layouts' own
# names (files a player may add), key names, and the program's own name.
KEPT = {"Mei", "Arthur", "Lin", "Rosa", "Kenji", "Ada", "Annabelle", "KMahjongg", "GNOME", "Kyodai",
        "Ctrl", "Shift", "Esc", "PNG", "JSON"}
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
PATHLIKE = re.compile(r"[/\\]|\.\w{2,5}\b")


def is_path(text: str) -> bool:
    """A file or folder path (shortened at its end where it is long, in any language)."""
    return bool(re.match(r"(/|~|[A-Za-z]:\\)\S", text))


def english_words(text: str) -> list[str]:
    """The words of ``text`` that are plain ASCII English (the pseudo-language accents
    every word it translates): not names, codes, numbers or file paths."""
    found = []
    for token in text.split():
        if PATHLIKE.search(token):
            continue
        for word in WORD.findall(token):
            if len(word) < 2 or not word.isascii() or word in KEPT or (word.isupper() and len(word) <= 3):
                continue
            found.append(word)
    return found


@contextmanager
def recording() -> Iterator[tuple[list[str], list[str]]]:
    """(texts drawn, texts cut with an ellipsis) while the block runs."""
    drawn: list[str] = []
    cut: list[str] = []
    real_fit = theme.fit_text

    def fit(s, size, width, colour=theme.INK, bold=False, language=None):
        if s.strip() and theme.fitting_size(s.replace("\0", ""), size, width, bold, language) is None:
            cut.append(s)
        return real_fit(s, size, width, colour, bold, language)

    theme.TEXT_HOOKS.append(drawn.append)
    theme.fit_text = fit
    try:
        yield drawn, cut
    finally:
        theme.TEXT_HOOKS.remove(drawn.append)
        theme.fit_text = real_fit


def each_scene(app, size: tuple[int, int], prepare: bool = False) -> Iterator[str]:
    """Build, lay out for ``size`` and draw every scene of ``selftest.scene_factories``,
    yielding each one's name after it is drawn."""
    from mahjong.selftest import _sample_records, scene_factories, settle

    _sample_records(app)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    for name, factory in scene_factories(prepare=prepare):
        factory(app)
        settle(app, 60)
        app.draw()
        yield name


def speak(code: str) -> None:
    assert i18n.set_language(code), code


def survey(language: str, size: tuple[int, int], home) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Every scene in ``language`` at ``size``: ({English text drawn: scenes},
    {text cut short: scenes}); a cut text must have letters and not be a path (a chart's
    number tag may be shortened to its bar, a long folder path to the room there is)."""
    from mahjong.app import App
    from mahjong.core.storage import Storage

    app = App(size=size, storage=Storage(home), headless=True, strict=True, language=language)
    leaks: dict[str, set[str]] = {}
    cuts: dict[str, set[str]] = {}
    with recording() as (drawn, cut):
        for name in each_scene(app, size):
            for text in drawn:
                if english_words(text):
                    leaks.setdefault(text, set()).add(name)
            for text in cut:
                if any(ch.isalpha() for ch in text) and not is_path(text):
                    cuts.setdefault(text, set()).add(name)
            drawn.clear()
            cut.clear()
    return leaks, cuts


def listing(found: dict[str, set[str]]) -> str:
    return "\n".join(f"  {text!r}  ({', '.join(sorted(scenes))})" for text, scenes in sorted(found.items()))
