"""The language through the headless App: Options' Language picker applies at once (the
scenes are rebuilt in the new language, the font follows), the choice is saved, --lang
speaks without saving, and a language that does not ship is English with a notice."""

import pygame

from mahjong import cli, i18n
from mahjong.app import App
from mahjong.core.storage import Storage
from mahjong.pseudo_locale import pseudo
from mahjong.scenes.menu import MenuScene
from mahjong.scenes.options import OptionsScene
from mahjong.ui import theme


def click(app, pos):
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(0, 0, 0)))
    app.pump(0.0)


def test_choosing_a_language_in_options_relabels_at_once(parlor_home, monkeypatch):
    monkeypatch.setenv(i18n.PSEUDO_ENV, "1")
    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    menu = MenuScene(app)
    app.push(menu)
    options = OptionsScene(app)
    app.push(options)
    app.step([])
    assert [value for value, _ in options.language.options][:2] == ["system", "en"]
    assert options.language.options[-1] == (i18n.PSEUDO, i18n.language_name(i18n.PSEUDO))
    drawn: list[str] = []
    theme.TEXT_HOOKS.append(drawn.append)
    try:
        while app.top.language.value != i18n.PSEUDO:
            picker = app.top.language
            click(app, (picker.rect.right - 5, picker.rect.centery))   # the right arrow
        app.step([])
    finally:
        theme.TEXT_HOOKS.remove(drawn.append)
    again = app.top
    assert isinstance(again, OptionsScene) and again is not options and app.stack[0] is not menu
    assert isinstance(app.stack[0], MenuScene) and len(app.stack) == 2
    assert i18n.language() == i18n.PSEUDO and theme.font_language() == i18n.PSEUDO
    assert again.language.options[0] == ("system", pseudo("System language"))
    assert i18n.language_name(i18n.PSEUDO) in drawn                          # drawn in the new frame
    assert Storage(parlor_home).settings["language"] == i18n.PSEUDO           # saved at once
    assert again.language.focused or again.focus.current is None
    before = again.language.options[-2][0]                                     # the last catalogue
    click(app, (again.language.rect.x + 5, again.language.rect.centery))       # back, left arrow
    assert app.top.language.value == before and i18n.language() == before


def test_the_saved_language_is_spoken_next_time(parlor_home):
    storage = Storage(parlor_home)
    storage.set_setting("language", i18n.PSEUDO)
    App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    assert i18n.language() == i18n.PSEUDO and i18n._("Back") == pseudo("Back")


def test_a_language_that_does_not_ship_is_english_with_a_notice(parlor_home):
    storage = Storage(parlor_home)
    storage.set_setting("language", "tlh")
    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True)
    assert i18n.language() == i18n.ENGLISH
    assert app._toast is not None and "'tlh'" in app._toast[0] and "English" in app._toast[0]
    app.push(MenuScene(app))
    assert app.step([])                                                        # drawn, no crash


def test_lang_speaks_without_saving(parlor_home):
    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True, language=i18n.PSEUDO)
    assert i18n.language() == i18n.PSEUDO and app.settings["language"] == "system"
    assert Storage(parlor_home).settings["language"] == "system"


def test_lang_on_the_command_line(monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(cli, "load", lambda ref: lambda *a, **k: calls.append((ref, a, k)) or 0)
    assert cli.main(["--lang", "tlh", "--screenshots", "shots"]) == 0
    assert "no language 'tlh'" in capsys.readouterr().err
    assert calls[-1] == ("mahjong.selftest:take_screenshots", ("shots",), {"language": "en"})
    assert cli.main(["--lang", "qps"]) == 0
    assert calls[-1] == ("mahjong.app:run", (), {"windowed": False, "game": None, "language": "qps"})
    assert cli.main(["--lang", "en_GB.UTF-8", "--self-test"]) == 0
    assert calls[-1] == ("mahjong.selftest:run_self_test", (), {"language": "en"})
    assert capsys.readouterr().err == ""


def test_numbers_and_dates_as_each_language_writes_them(monkeypatch):
    from datetime import date

    assert i18n.format_number(1234567) == "1,234,567" and i18n.format_number(None) == "—"
    assert i18n.format_number(2.5) == "2.50" and i18n.format_number(3.0) == "3"
    assert i18n.format_date(date(2026, 11, 26)) == "Nov 26, 2026"
    monkeypatch.setattr(i18n, "_language", "de")
    assert i18n.format_number(1234567) == "1.234.567" and i18n.format_number(2.5) == "2,50"
    assert i18n.format_date(date(2026, 11, 26), "long") == "26. November 2026"
    monkeypatch.setattr(i18n, "_language", "fr")
    assert i18n.format_number(1234567) == "1\u202f234\u202f567"
    monkeypatch.setattr(i18n, "_language", "ja")
    assert i18n.format_date(date(2026, 11, 26), "long") == "2026年11月26日"
    assert theme.format_number(1234) == "1,234"


def test_each_language_is_named_in_its_own_language():
    names = {code: i18n.language_name(code) for code in
             ("en", "de", "ja", "zh_CN", "zh_TW", "ko", "ru", "pl", "pt_BR", "fr", "es", "it", "nl")}
    assert names == {"en": "English", "de": "Deutsch", "ja": "日本語", "zh_CN": "中文 (简体)", "zh_TW": "中文 (繁體)",
                     "ko": "한국어", "ru": "Русский", "pl": "Polski", "pt_BR": "Português (Brasil)",
                     "fr": "Français", "es": "Español", "it": "Italiano", "nl": "Nederlands"}
    assert i18n.language_name("not a code!") == "not a code!"
