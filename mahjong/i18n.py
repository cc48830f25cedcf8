"""The language the suite speaks: GNU gettext catalogues read with the standard library.

Every text a player sees goes through ``_`` (or ``ngettext`` for counts), at the moment it
is shown, so that choosing another language applies at once. A text held in a module-level
table is marked with ``N_`` (which only marks it for extraction) and translated where it
is drawn: ``_(GAME_NAMES[id])``. Placeholders are named, and filled after translation:
``_("{name} wins with {points} points").format(name=..., points=...)``.

Catalogues live in ``mahjong/locale/<code>/LC_MESSAGES/mahjong.mo`` (compiled from the
``.po`` beside it; see the README's developer section). Pure Python, no pygame.
"""

from __future__ import annotations

import gettext as _gettext
from pathlib import Path

DOMAIN = "mahjong"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"

# Shipped languages, each named in its own language (as a language menu shows them).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "zh_CN": "简体中文",
    "zh_TW": "繁體中文",
    "ja": "日本語",
    "ko": "한국어",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "it": "Italiano",
    "nl": "Nederlands",
    "pl": "Polski",
    "ru": "Русский",
    "pt_BR": "Português (Brasil)",
}

_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


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


def set_language(code: str) -> bool:
    """Speak ``code`` from now on; False (and English) if there is no such catalogue."""
    global _translation, _language
    if code == "en":
        _translation, _language = _gettext.NullTranslations(), "en"
        return True
    try:
        found = _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code])
    except OSError:
        _translation, _language = _gettext.NullTranslations(), "en"
        return False
    _translation, _language = found, code
    return True
