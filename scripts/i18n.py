"""The translation catalogues: extract, update, compile, init (Babel, the pybabel commands).

    python scripts/i18n.py extract       # mahjong/**.py -> mahjong/locale/mahjong.pot
    python scripts/i18n.py update        # every .po brought up to the .pot (no fuzzy guesses)
    python scripts/i18n.py compile       # every .po -> .mo (with statistics) and the .desktop entry
    python scripts/i18n.py init CODE     # a new mahjong/locale/CODE/LC_MESSAGES/mahjong.po

The .pot and .po files list messages sorted, without source locations (translator
comments stay), so that a change in the code changes only the lines it should. The compiled .mo
files are committed (an install runs no compile step); tests/i18n checks that each is what
compiling its .po gives. Adding a language: ``init CODE``, translate, ``compile``.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "mahjong" / "locale"
DOMAIN = "mahjong"
POT = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = ("N_", "ngettext:1,2", "pgettext:1c,2")
DESKTOP_TEMPLATE = LOCALE / "desktop-entry.in"


def po_files(locale: Path = LOCALE) -> list[Path]:
    """Every catalogue's .po, sorted by language code."""
    return sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def code_of(po: Path) -> str:
    return po.parent.parent.name


def _pybabel(*args: str) -> None:
    CommandLineInterface().run(["pybabel", "-q", *args])


def _without_date(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith('"POT-Creation-Date:'))


def extract(pot: Path = POT) -> int:
    """Write the .pot from the marked texts; an unchanged catalogue keeps its old date."""
    from mahjong import __version__

    before = pot.read_text(encoding="utf-8") if pot.is_file() else None
    keywords = [arg for k in KEYWORDS for arg in ("-k", k)]
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        _pybabel("extract", "-F", str(ROOT / "babel.cfg"), *keywords, "-c", "Translators:",
                 "--no-location", "--sort-output", "--project=Mahjong Parlor",
                 "--copyright-holder=Mahjong Parlor developers", f"--version={__version__}",
                 "-o", str(pot), ".")  # from the root: babel.cfg's patterns and the file names are relative to it
    finally:
        os.chdir(cwd)
    if before is not None and _without_date(before) == _without_date(pot.read_text(encoding="utf-8")):
        pot.write_text(before, encoding="utf-8")
    with pot.open("rb") as fh:
        count = len([m for m in read_po(fh) if m.id])
    print(f"{pot.relative_to(ROOT) if pot.is_relative_to(ROOT) else pot}: {count} messages")
    return 0


def write_catalogue(catalog: Catalog, path: Path) -> None:
    """A .po written the one way: sorted, no source locations, no obsolete entries, lines
    wrapped at pybabel's 76 columns."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, sort_output=True, no_location=True, ignore_obsolete=True, width=76)
    path.write_bytes(buffer.getvalue())


def update(pot: Path = POT, locale: Path = LOCALE) -> int:
    """Bring every .po up to the .pot: new messages empty, gone ones dropped, no fuzzy guesses."""
    with pot.open("rb") as fh:
        template = read_po(fh)
    for po in po_files(locale):
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=code_of(po))
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        write_catalogue(catalog, po)
        print(f"{code_of(po)}: updated")
    return 0


def complete(message: Message) -> bool:
    """Whether every form of ``message`` is translated and none is fuzzy."""
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return bool(message.id) and not message.fuzzy and all(strings)


def compile_mo(po: Path) -> bytes:
    """The .mo that ``po`` compiles to (fuzzy translations left out, as gettext does)."""
    with po.open("rb") as fh:
        catalog = read_po(fh, locale=code_of(po))
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def compile_all(locale: Path = LOCALE, desktop: Path | None = DESKTOP_TEMPLATE) -> int:
    """Every .po with a translation in it to its .mo (a language ships when its .mo is
    there: an empty catalogue, just started, does not), with how much of each is
    translated; then the .desktop entry."""
    for po in po_files(locale):
        with po.open("rb") as fh:
            catalog = read_po(fh, locale=code_of(po))
        messages = [m for m in catalog if m.id]
        done = sum(complete(m) for m in messages)
        fuzzy = sum(bool(m.fuzzy) for m in messages)
        share = 100 * done // max(1, len(messages))
        if done == 0:
            print(f"{code_of(po)}: nothing translated yet: no .mo, the language does not ship")
            continue
        po.with_suffix(".mo").write_bytes(compile_mo(po))
        print(f"{code_of(po)}: {done} of {len(messages)} messages translated ({share}%), {fuzzy} fuzzy")
    if desktop is not None:
        write_desktop_template(locale, desktop)
    return 0


def write_desktop_template(locale: Path, target: Path) -> None:
    """The .desktop entry with Name/Comment in every compiled language."""
    import gettext

    sys.path.insert(0, str(ROOT))
    from mahjong.desktop_entry import entry_template

    languages = []
    for po in po_files(locale):
        if not po.with_suffix(".mo").is_file():
            continue
        with po.with_suffix(".mo").open("rb") as fh:
            languages.append((code_of(po), gettext.GNUTranslations(fh).gettext))
    target.write_text(entry_template(languages), encoding="utf-8")


def init(code: str, pot: Path = POT, locale: Path = LOCALE) -> int:
    """A new, empty catalogue for ``code`` with the language's own plural rule."""
    target = locale / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if target.exists():
        print(f"{target} exists already: use update", file=sys.stderr)
        return 1
    try:
        _pybabel("init", "-i", str(pot), "-d", str(locale), "-D", DOMAIN, "-l", code)
    except Exception as exc:  # noqa: BLE001 - an unknown language code, said in one line
        print(f"cannot start a catalogue for {code!r}: {exc}", file=sys.stderr)
        return 2
    with target.open("rb") as fh:
        catalog = read_po(fh, locale=code)
    write_catalogue(catalog, target)
    print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: "
          f"{catalog.plural_forms}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract", help="write mahjong/locale/mahjong.pot from the marked texts")
    sub.add_parser("update", help="bring every .po up to the .pot")
    sub.add_parser("compile", help="compile every .po to its .mo; write the .desktop entry")
    start = sub.add_parser("init", help="start the catalogue of a new language")
    start.add_argument("code", help="language code, e.g. ja, pt_BR, zh_TW")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    if args.command == "extract":
        return extract()
    if args.command == "update":
        return update()
    if args.command == "compile":
        return compile_all()
    return init(args.code)


if __name__ == "__main__":
    sys.exit(main())
