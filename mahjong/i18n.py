"""The language the suite speaks: GNU gettext catalogues read with the standard library.

Every text a player sees goes through ``_`` (or ``ngettext`` for counts), at the moment it
is shown, so that choosing another language applies at once. A text held in a module-level
table is marked with ``N_`` (which only marks it for extraction) and translated where it
is drawn: ``_(GAME_NAMES[id])``. Placeholders are named, and filled after translation:
``_("{name} wins with {points} points").format(name=..., points=...)``.

Catalogues live in ``mahjong/locale/<code>/LC_MESSAGES/mahjong.mo`` (compiled from the
``.po`` beside it; see the README's developer section). The shipped languages are the
catalogues found there, plus English; adding one is adding its ``.po`` and ``.mo``.
The pseudo-language ``qps`` (``pseudo_locale``) is always there but listed only when
``MAHJONG_PSEUDO_LANGUAGE`` is set. Numbers and dates shown to the player go through
``format_number`` and ``format_date`` (Babel's locale data, imported on first use
outside English). Pure Python, no pygame.
"""

from __future__ import annotations

import gettext as _gettext
import os
from datetime import date, datetime
from functools import cache
from pathlib import Path

from mahjong import pseudo_locale

DOMAIN = "mahjong"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
PSEUDO = pseudo_locale.CODE
PSEUDO_ENV = "MAHJONG_PSEUDO_LANGUAGE"   # set: Options lists the pseudo-language too

# Shown when Babel cannot name a language (and for English, which has no catalogue).
_FALLBACK_NAMES = {ENGLISH: "English", PSEUDO: pseudo_locale.NAME}
# Babel names Chinese by script, not by country ("中文 (简体)" rather than "中文 (简体, 中国)").
_BABEL_CODE = {"zh_CN": "zh_Hans", "zh_TW": "zh_Hant"}

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = ENGLISH


def _(message: str) -> str:
    """``message`` in the current language (the English text if it has no translation)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted text for ``n`` (languages have one to four plural forms)."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context`` (for one English word with two meanings)."""
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (module tables)."""
    return message


def language() -> str:
    """The code of the language in use ("en" when none is set)."""
    return _language


def catalogue_codes(locale_dir: Path | None = None) -> list[str]:
    """The codes of the compiled catalogues shipped in ``locale_dir`` (LOCALE_DIR), sorted."""
    locale_dir = LOCALE_DIR if locale_dir is None else locale_dir
    try:
        return sorted(p.parent.parent.name for p in locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    except OSError:
        return []


def available(pseudo: bool = False) -> list[str]:
    """Every language that can be spoken: English, each catalogue found, and the
    pseudo-language when ``pseudo`` (or the MAHJONG_PSEUDO_LANGUAGE variable) asks."""
    codes = [ENGLISH, *catalogue_codes()]
    if pseudo or os.environ.get(PSEUDO_ENV):
        codes.append(PSEUDO)
    return codes


@cache
def language_name(code: str) -> str:
    """``code``'s name in its own language ("Deutsch", "日本語"), capitalised as a menu
    entry; the code itself when nothing better is known."""
    if code in _FALLBACK_NAMES:
        return _FALLBACK_NAMES[code]
    try:
        from babel import Locale

        name = Locale.parse(_BABEL_CODE.get(code, code)).get_display_name(_BABEL_CODE.get(code, code))
    except Exception:  # noqa: BLE001 - an unknown or malformed code: show the code
        name = None
    return (name[:1].upper() + name[1:]) if name else code


def set_language(code: str) -> bool:
    """Speak ``code`` from now on; False (and English) if there is no such catalogue."""
    global _translation, _language
    if code == ENGLISH:
        _translation, _language = _gettext.NullTranslations(), ENGLISH
        return True
    if code == PSEUDO:
        _translation, _language = pseudo_locale.PseudoTranslations(), PSEUDO
        return True
    try:
        found = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])
    except Exception:  # noqa: BLE001 - missing, truncated or damaged: English, never a crash
        _translation, _language = _gettext.NullTranslations(), ENGLISH
        return False
    _translation, _language = found, code
    return True


def apply(setting: object, environ=None) -> str | None:
    """Speak the language a ``language`` setting or ``--lang`` code asks for ("system":
    the system's); returns the code asked for when we have no such language (English is
    spoken then, and the caller tells the player), else None."""
    from mahjong import locale_select

    code, unknown = locale_select.choose(setting, available(pseudo=setting == PSEUDO), environ)
    if not set_language(code):
        return code
    return unknown


# --- numbers and dates ---------------------------------------------------------------------
def _babel_locale() -> str:
    """The Babel locale of the language in use (the pseudo-language's numbers are English)."""
    return ENGLISH if _language == PSEUDO else _language


def format_number(value: object) -> str:
    """A number as the player's language writes it (scores, deal numbers, counts): digits
    grouped by thousands ("1,234", "1.234", "1 234"), a whole float without its
    decimals, two decimals otherwise, an em dash for None; other values as text."""
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    pattern = "#,##0" if isinstance(value, int) else "#,##0.00"
    if _babel_locale() == ENGLISH:  # no Babel import for English
        return f"{value:,}" if isinstance(value, int) else f"{value:,.2f}"
    from babel.numbers import format_decimal

    return str(format_decimal(value, format=pattern, locale=_babel_locale()))


def format_date(day: date | datetime, style: str = "medium") -> str:
    """A date as the player's language writes it; ``style`` is Babel's "short",
    "medium", "long" or "full", or a Babel pattern such as "MMMM y" (a month's title)."""
    from babel.dates import format_date as babel_format_date

    if isinstance(day, datetime):
        day = day.date()
    return str(babel_format_date(day, format=style, locale=_babel_locale()))
