"""scripts/i18n.py on a catalogue of its own: init writes the language's plural rule,
update adds new messages without fuzzy guesses, compile writes .mo files gettext reads and
the translated .desktop entry; the catalogue checks catch each kind of mistake."""

import gettext
import io

from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from .catalogues import read, tool
from .test_catalogues import problems_of


def write_template(path, messages):
    catalog = Catalog(project="Mahjong Parlor")
    for message, context in messages:
        catalog.add(message, context=context)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())


MESSAGES = [("Mahjong Parlor", None), ("{player} discards {tile}", None),
            (("{count} tile left", "{count} tiles left"), None), ("Pass", "charleston"),
            ("**Ctrl+N**: a new game", None), ("Mahjong tile games: solitaire, FreeCell, Stones and American Mah Jongg",
                                              None)]


def test_init_update_compile_round_trip(tmp_path, capsys):
    t = tool()
    pot, locale = tmp_path / "mahjong.pot", tmp_path / "locale"
    write_template(pot, MESSAGES)
    assert t.init("pl", pot=pot, locale=locale) == 0
    po = locale / "pl" / "LC_MESSAGES" / "mahjong.po"
    catalog = read(po, "pl")
    assert catalog.num_plurals == 3 and "nplurals=3" in dict(catalog.mime_headers)["Plural-Forms"]
    assert t.init("pl", pot=pot, locale=locale) == 1                 # never over a translation
    translations = {"Mahjong Parlor": "Salon Mahjonga", "{player} discards {tile}": "{player} odrzuca {tile}",
                    "Pass": "Pas", "**Ctrl+N**: a new game": "**Ctrl+N**: nowa gra",
                    MESSAGES[-1][0]: "Gry w płytki mahjonga"}
    for message in catalog:
        if isinstance(message.id, tuple):
            message.string = ("Została {count} płytka", "Zostały {count} płytki", "Zostało {count} płytek")
        elif message.id:
            message.string = translations[message.id]
    t.write_catalogue(catalog, po)
    template = [m for m in read(pot) if m.id]
    assert problems_of(po, template) == []

    write_template(pot, [*MESSAGES, ("{player} discards {tiles}", None)])   # close to an old one
    t.update(pot=pot, locale=locale)
    updated = {m.id: m for m in read(po, "pl") if m.id}
    assert updated["{player} discards {tiles}"].string == "" and not updated["{player} discards {tiles}"].fuzzy
    assert updated["Pass"].string == "Pas" and updated["Pass"].context == "charleston"
    problems = problems_of(po, [m for m in read(pot) if m.id])
    assert problems == ["untranslated (a form is empty): '{player} discards {tiles}'"]

    t.compile_all(locale=locale, desktop=tmp_path / "desktop.in")
    out = capsys.readouterr().out
    assert "pl: 6 of 7 messages translated (85%), 0 fuzzy" in out
    with (po.with_suffix(".mo")).open("rb") as fh:
        spoken = gettext.GNUTranslations(fh)
    assert spoken.ngettext("{count} tile left", "{count} tiles left", 5).format(count=5) == "Zostało 5 płytek"
    assert spoken.ngettext("{count} tile left", "{count} tiles left", 22).format(count=22) == "Zostały 22 płytki"
    assert spoken.pgettext("charleston", "Pass") == "Pas"
    assert po.with_suffix(".mo").read_bytes() == t.compile_mo(po)
    desktop = (tmp_path / "desktop.in").read_text(encoding="utf-8")
    assert "Name[pl]=Salon Mahjonga\n" in desktop and "Comment[pl]=Gry w płytki mahjonga\n" in desktop
    assert desktop.format(exec="/opt/mp", icon="/opt/mp.png").count("Exec=/opt/mp\n") == 1


def test_the_checks_name_each_kind_of_mistake(tmp_path):
    t = tool()
    pot, locale = tmp_path / "mahjong.pot", tmp_path / "locale"
    write_template(pot, MESSAGES)
    t.init("de", pot=pot, locale=locale)
    po = locale / "de" / "LC_MESSAGES" / "mahjong.po"
    catalog = read(po, "de")
    wrong = {"Mahjong Parlor": "Mahjong-Salon", "{player} discards {tile}": "{spieler} wirft {tile} ab",
             "**Ctrl+N**: a new game": "Strg+N: ein neues Spiel", "Pass": "Passen", MESSAGES[-1][0]: "Spiele"}
    for message in catalog:
        if isinstance(message.id, tuple):
            message.string = ("Noch {count} Stein", "")
        elif message.id:
            message.string = wrong[message.id]
            message.flags.add("fuzzy") if message.id == "Pass" else None
    t.write_catalogue(catalog, po)
    problems = problems_of(po, [m for m in read(pot) if m.id])
    assert any(p.startswith("placeholders ['spieler', 'tile']") for p in problems)
    assert "bold marks ** differ: '**Ctrl+N**: a new game'" in problems
    assert "fuzzy: 'Pass'" in problems
    assert "untranslated (a form is empty): '{count} tile left'" in problems
