"""Fonts that cover the text: every character of every message of every shipped
catalogue (and of the pseudo-language and English) is in the font the interface draws
that language with, since pygame has no fallback and would draw a .notdef box. Each
language's name is in its own language's font (the Language picker writes it so)."""

from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

from mahjong import i18n
from mahjong.pseudo_locale import pseudo
from mahjong.ui import theme

from .catalogues import code_of, forms, load_script, po_files, read, template_messages

ALPHABETS = {
    "de": "äöüßÄÖÜ„“‚‘»«",
    "fr": "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»\u202f\u00a0",
    "es": "áéíñóúüÁÉÍÑÓÚÜ¿¡",
    "it": "àèéìíîòóùúÀÈÉÌÒÙ",
    "nl": "áéëïóöüÁÉËÏÓÖÜ",
    "pl": "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ„”",
    "ru": "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ«»№",
    "pt_BR": "ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ",
}


def cmap(path) -> set[str]:
    return {chr(c) for c in TTFont(path, fontNumber=0).getBestCmap()}


def font_path(language: str, bold: bool) -> str:
    path = theme._font_file(bold, language)
    assert path is not None, "the interface fonts are missing from assets/fonts"
    return path


def missing(text: str, covered: set[str]) -> str:
    return "".join(sorted({ch for ch in text if ch not in covered and ch not in "\n\t"}))


@pytest.mark.parametrize("language", sorted(ALPHABETS))
@pytest.mark.parametrize("bold", [False, True])
def test_the_latin_and_cyrillic_font_covers_each_alphabet(language, bold):
    assert missing(ALPHABETS[language], cmap(font_path(language, bold))) == ""


def _messages_of(code: str) -> list[tuple[str, str]]:
    """(English id, text drawn) for every message ``code`` shows."""
    if code in ("en", i18n.PSEUDO):
        shown = []
        for message in template_messages():
            for english in (message.id if isinstance(message.id, tuple) else (message.id,)):
                shown.append((english, pseudo(english) if code == i18n.PSEUDO else english))
        return shown
    po = i18n.LOCALE_DIR / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    return [(str(m.id), text) for m in read(po, code) if m.id for text in forms(m) if text]


LANGUAGES = ["en", i18n.PSEUDO, *(code_of(po) for po in po_files())]


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("bold", [False, True])
def test_every_message_has_every_glyph_in_its_languages_font(code, bold):
    covered = cmap(font_path(code, bold))
    gaps = [(english, gap) for english, text in _messages_of(code) if (gap := missing(text, covered))]
    assert not gaps, f"{code}: {len(gaps)} message(s) with characters its font lacks:\n" + "\n".join(
        f"  {gap!r} in {english!r}" for english, gap in gaps[:40])


@pytest.mark.parametrize("code", i18n.available(pseudo=True))
def test_each_language_name_is_in_its_own_font(code):
    for bold in (False, True):
        assert missing(i18n.language_name(code), cmap(font_path(code, bold))) == ""


def test_cjk_languages_get_their_own_font_and_the_rest_dejavu(monkeypatch, tmp_path):
    from mahjong.core import assets

    (tmp_path / "fonts").mkdir()
    for name in ("ui-regular.ttf", "ui-bold.ttf"):
        (tmp_path / "fonts" / name).write_bytes(b"")
    (tmp_path / "fonts" / theme.font_file_name("ja", False)).write_bytes(b"")
    monkeypatch.setattr(assets, "assets_dir", lambda: tmp_path)
    theme._font_file.cache_clear()
    try:
        assert theme._font_file(False, "ja").endswith("ui-ja-regular.otf")
        assert theme._font_file(False, "de").endswith("ui-regular.ttf")
        assert theme._font_file(True, "ja").endswith("ui-bold.ttf")   # no bold subset: the Latin pair
    finally:
        theme._font_file.cache_clear()


NOTO = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


@pytest.mark.skipif(not NOTO.is_file(), reason="fonts-noto-cjk is not installed")
def test_the_cjk_subset_holds_exactly_its_catalogues_characters(tmp_path):
    """A Japanese catalogue's kanji and kana in the JP subset; a character no catalogue
    uses is left out; the line height is the Latin font's."""
    import pygame

    subset_fonts = load_script("subset_fonts")
    locale = tmp_path / "locale"
    (locale / "ja" / "LC_MESSAGES").mkdir(parents=True)
    (locale / "ja" / "LC_MESSAGES" / "mahjong.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "New game"\nmsgstr "新しいゲーム"\n\n'
        'msgid "{player} discards {tile}"\nmsgstr "{player}が{tile}を捨てる"\n',
        encoding="utf-8")
    written = subset_fonts.build("ja", tmp_path, locale=locale)
    assert [p.name for p in written] == ["ui-ja-regular.otf", "ui-ja-bold.otf"]
    for path in written:
        covered = cmap(path)
        assert set("新しいゲーム捨てる日本語ABCxyz0129、。「」") <= covered
        assert "龍" not in covered
    pygame.font.init()
    latin = pygame.font.Font(theme._font_file(False, "en"), round(20 * 0.84))
    cjk = pygame.font.Font(str(written[0]), round(20 * theme._points_per_size(str(written[0]))))
    assert abs(cjk.get_linesize() - latin.get_linesize()) <= 2
