"""The runtime on a catalogue of its own: a language is shipped by its .mo being there,
is spoken through every entry point, and a damaged catalogue is English, never a crash."""

import io

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong import i18n

from .catalogues import ROOT, po_files, tool


def german(locale_dir):
    catalog = Catalog(locale="de")
    catalog.add("New game", "Neues Spiel")
    catalog.add(("{count} tile left", "{count} tiles left"), ("Noch {count} Stein", "Noch {count} Steine"))
    catalog.add("Pass", "Schieben", context="charleston")
    target = locale_dir / "de" / "LC_MESSAGES"
    target.mkdir(parents=True)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    (target / "mahjong.mo").write_bytes(buffer.getvalue())
    return target / "mahjong.mo"


def test_a_catalogue_found_is_a_language_spoken(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    german(tmp_path)
    assert i18n.available() == ["en", "de"] and i18n.available(pseudo=True) == ["en", "de", "qps"]
    assert i18n.set_language("de") and i18n.language() == "de"
    assert i18n._("New game") == "Neues Spiel" and i18n._("Not translated") == "Not translated"
    assert i18n.ngettext("{count} tile left", "{count} tiles left", 2).format(count=2) == "Noch 2 Steine"
    assert i18n.pgettext("charleston", "Pass") == "Schieben" and i18n._("Pass") == "Pass"
    assert i18n.format_number(1234.5) == "1.234,50"
    assert i18n.apply("de_AT.UTF-8") is None and i18n.language() == "de"
    assert i18n.apply("system", {"LANG": "de_CH.UTF-8"}) is None and i18n.language() == "de"
    assert i18n.apply("ja") == "ja" and i18n.language() == "en"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=st.binary(max_size=200))
def test_a_damaged_catalogue_is_english_never_a_crash(tmp_path, monkeypatch, damage):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "locale")
    mo = tmp_path / "locale" / "de" / "LC_MESSAGES" / "mahjong.mo"
    if not mo.exists():
        german(tmp_path / "locale")
    good = mo.read_bytes()
    mo.write_bytes(damage + good[len(damage):] if len(damage) % 2 else damage)
    try:
        spoken = i18n.set_language("de")
        assert spoken == (i18n.language() == "de")
        i18n._("New game")
    finally:
        mo.write_bytes(good)
        i18n.set_language("en")


def test_the_desktop_entry_is_what_compile_writes(tmp_path):
    """mahjong/locale/desktop-entry.in has the Name/Comment of every shipped catalogue."""
    import gettext

    from mahjong.desktop_entry import entry_template

    languages = []
    for po in po_files():
        with po.with_suffix(".mo").open("rb") as fh:
            languages.append((po.parent.parent.name, gettext.GNUTranslations(fh).gettext))
    committed = (ROOT / "mahjong" / "locale" / "desktop-entry.in").read_text(encoding="utf-8")
    assert committed == entry_template(languages), "run python scripts/i18n.py compile"
    assert tool().DESKTOP_TEMPLATE == ROOT / "mahjong" / "locale" / "desktop-entry.in"


def test_options_lists_a_shipped_catalogue_and_speaks_it(tmp_path, monkeypatch, parlor_home):
    from mahjong.app import App
    from mahjong.core.storage import Storage
    from mahjong.scenes.menu import MenuScene
    from mahjong.scenes.options import OptionsScene

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    german(tmp_path)
    app = App(size=(960, 640), storage=Storage(parlor_home), headless=True, strict=True)
    app.push(MenuScene(app))
    app.push(OptionsScene(app))
    assert ("de", "Deutsch") in app.top.language.options
    app.set_setting("language", "de")
    assert i18n.language() == "de" and app.top.language.value == "de" and app.step([])
