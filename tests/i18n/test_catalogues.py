"""Every shipped catalogue, message by message: complete, nothing fuzzy, the same named
placeholders and markdown marks as the English, a plural rule right for the language,
and a committed .mo that is what compiling its .po gives. The template itself must be
what extraction reads from the code now."""

import gettext
import json
import re
from pathlib import Path

import pytest
from babel.messages.plurals import get_plural

from mahjong import i18n

from .catalogues import POT, TWELVE, code_of, forms, ids, placeholders, po_files, read, template_messages, tool

SHIPPED = po_files()
# Texts marked after the translators finished (the Language choice, --lang, the desktop
# entry's comment): [context, English] per line. They may be untranslated
# (not missing, and every other check applies); the list must name only texts of the .pot
# that some catalogue still lacks. Delete a line when the translators deliver it.
AWAITING = {tuple(json.loads(line)) for line in
            (Path(__file__).parent / "awaiting_translation.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()}


def problems_of(po, template=None, awaiting=frozenset()) -> list[str]:
    """Everything wrong with one .po, one line each, naming the message (``template``:
    the messages it must hold, the shipped .pot's by default; ``awaiting``: (context, id)
    keys that may still be untranslated)."""
    code = code_of(po)
    catalog = read(po, code)
    found = {(m.context, ids(m)[0]): m for m in catalog if m.id}
    problems = []
    for english in template if template is not None else template_messages():
        key = (english.context, ids(english)[0])
        message = found.get(key)
        if message is None:
            problems.append(f"missing: {key[1]!r}")
            continue
        if message.fuzzy:
            problems.append(f"fuzzy: {key[1]!r}")
        texts = forms(message)
        if not all(texts):
            if key not in awaiting:
                problems.append(f"untranslated (a form is empty): {key[1]!r}")
            continue
        sources = ids(english)
        every = set().union(*(placeholders(s) for s in sources))
        needed = set.intersection(*(placeholders(s) for s in sources))
        if len(sources) > 1:   # a plural form for one may leave the number out ("the tile", "la tuile")
            needed.discard("count")
        for text in texts:
            mine = placeholders(text)
            if not needed <= mine <= every or "" in mine:
                problems.append(f"placeholders {sorted(mine)} differ from {sorted(every)}: {key[1]!r}")
            if text.count("**") != sources[0].count("**"):
                problems.append(f"bold marks ** differ: {key[1]!r}")
            for mark in (r"#{1,3} ", "- "):   # a markdown heading, a list item
                if bool(re.match(mark, sources[0])) != bool(re.match(mark, text)):
                    problems.append(f"leading {mark!r} differs: {key[1]!r}")
    return problems


@pytest.mark.parametrize("po", SHIPPED, ids=code_of)
def test_every_message_is_translated_with_its_placeholders_and_marks(po):
    problems = problems_of(po, awaiting=AWAITING)
    assert not problems, f"{code_of(po)}: {len(problems)} problem(s):\n" + "\n".join(problems[:60])


@pytest.mark.parametrize("po", SHIPPED, ids=code_of)
def test_the_plural_rule_is_the_languages(po):
    code = code_of(po)
    header = read(po, code).mime_headers
    plural_forms = dict(header).get("Plural-Forms", "")
    expected = get_plural(code)
    assert f"nplurals={expected.num_plurals};" in plural_forms.replace(" ", ""), plural_forms
    rule = gettext.c2py(plural_forms.split("plural=", 1)[1].rstrip(";"))
    assert {rule(n) for n in [*range(1000), 10**6, 2 * 10**6]} == set(range(expected.num_plurals))


@pytest.mark.parametrize("po", SHIPPED, ids=code_of)
def test_the_committed_mo_is_the_compiled_po(po):
    mo = po.with_suffix(".mo")
    assert mo.is_file(), f"{mo} is missing: run python scripts/i18n.py compile"
    assert mo.read_bytes() == tool().compile_mo(po), f"{mo} is stale: run python scripts/i18n.py compile"


def test_the_template_is_what_the_code_marks_now(tmp_path):
    """The .pot lists exactly the texts marked in the code (run `scripts/i18n.py extract`)."""
    fresh = tmp_path / "fresh.pot"
    tool().extract(pot=fresh)
    def keys(path):
        return {(m.context, str(m.id)) for m in read(path) if m.id}
    stale, missing = keys(POT) - keys(fresh), keys(fresh) - keys(POT)
    assert not stale and not missing, (f"{len(missing)} marked text(s) not in the .pot, "
                                       f"{len(stale)} no longer marked: run python scripts/i18n.py extract")


def test_every_shipped_catalogue_can_be_spoken():
    for po in SHIPPED:
        assert i18n.set_language(code_of(po)), code_of(po)
    i18n.set_language("en")
    assert set(i18n.catalogue_codes()) == {code_of(po) for po in SHIPPED}


def test_all_twelve_languages_ship():
    assert {code_of(po) for po in SHIPPED} == TWELVE


def test_the_texts_awaiting_translation_are_still_awaited():
    """Every line of awaiting_translation.jsonl is a text of the .pot some catalogue lacks."""
    template = {(m.context, ids(m)[0]) for m in template_messages()}
    assert AWAITING <= template, sorted(AWAITING - template)
    done = set(AWAITING)
    for po in SHIPPED:
        for message in read(po, code_of(po)):
            if message.id and not all(forms(message)):
                done.discard((message.context, ids(message)[0]))
    assert not done, f"translated everywhere now, delete from awaiting_translation.jsonl: {sorted(done)}"
