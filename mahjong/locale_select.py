"""Which language to speak: the player's choice, else the system's, mapped onto the
languages we ship.

The system's language is read as gettext reads it: the ``LANGUAGE`` list, then
``LC_ALL``, ``LC_MESSAGES`` and ``LANG``; on Windows the user's interface language
(``GetUserDefaultUILanguage``), on macOS the ``AppleLanguages`` preference, else the
locale module. A system code names a variant (``ja_JP.UTF-8``, ``zh-Hant-TW``,
``pt_PT``); ``match`` maps it onto a shipped catalogue code, or None. Pure Python.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Collection, Iterable, Mapping

ENV_ORDER = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
ENGLISH = "en"

# Chinese is shipped in two scripts: a region or script tag chooses one (plain "zh": Simplified).
_SIMPLIFIED = {"hans", "cn", "sg", "my"}
_TRADITIONAL = {"hant", "tw", "hk", "mo"}
# Languages shipped in one regional form that stands for every other form.
_ONE_FORM = {"pt": "pt_BR"}


def clean(code: str) -> str:
    """``ja_JP.UTF-8@euro`` -> ``ja_JP``; ``zh-Hant-TW`` -> ``zh_Hant_TW``."""
    code = code.strip().split(".", 1)[0].split("@", 1)[0]
    return code.replace("-", "_")


def match(code: str, available: Collection[str]) -> str | None:
    """The shipped language ``code`` asks for (a catalogue code in ``available``, or
    ``"en"``), or None when we have no form of that language."""
    code = clean(code)
    if not code:
        return None
    if code in ("C", "POSIX") or code.lower().startswith("en"):
        return ENGLISH
    if code in available:
        return code
    parts = code.split("_")
    lang = parts[0].lower()
    tags = {p.lower() for p in parts[1:]}
    if lang == "zh":
        wanted = "zh_TW" if tags & _TRADITIONAL and not tags & {"hans"} else "zh_CN"
        return wanted if wanted in available else None
    if lang in _ONE_FORM and _ONE_FORM[lang] in available:
        return _ONE_FORM[lang]
    for known in sorted(available):  # de_AT -> de; also a shipped code differing only in case
        if known.lower() == lang or known.lower() == code.lower():
            return known
    return None


def environment_codes(environ: Mapping[str, str]) -> list[str]:
    """The codes the environment names, most wanted first (LANGUAGE may list several)."""
    codes: list[str] = []
    for name in ENV_ORDER:
        value = environ.get(name, "")
        if not value:
            continue
        codes += [c for c in value.split(":") if c] if name == "LANGUAGE" else [value]
    return codes


def _windows_codes() -> list[str]:
    import ctypes
    import locale

    lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    code = locale.windows_locale.get(lang_id)
    return [code] if code else []


def _macos_codes() -> list[str]:
    import subprocess

    out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                         text=True, timeout=2, check=False).stdout
    return re.findall(r'"?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)*)"?\s*,?\s*$', out, re.MULTILINE)


def _locale_module_codes() -> list[str]:
    import locale

    code = locale.getlocale(locale.LC_CTYPE)[0] or locale.getlocale()[0]
    return [code] if code else []


def os_codes(platform: str = sys.platform) -> list[str]:
    """The operating system's preferred languages where the environment names none
    (never raises: a system that will not say gives [])."""
    readers: list[Callable[[], list[str]]] = []
    if platform.startswith("win"):
        readers.append(_windows_codes)
    elif platform == "darwin":
        readers.append(_macos_codes)
    readers.append(_locale_module_codes)
    for read in readers:
        try:
            found = read()
        except Exception:  # noqa: BLE001 - no answer from the system is English, not a crash
            continue
        if found:
            return found
    return []


def first_match(codes: Iterable[str], available: Collection[str]) -> str | None:
    for code in codes:
        found = match(code, available)
        if found is not None:
            return found
    return None


def system_language(available: Collection[str], environ: Mapping[str, str] | None = None,
                    platform: str = sys.platform) -> str:
    """The shipped language the system asks for; English when it asks for none we have."""
    environ = os.environ if environ is None else environ
    codes = environment_codes(environ)
    if not codes:
        codes = os_codes(platform)
    return first_match(codes, available) or ENGLISH


def choose(setting: object, available: Collection[str], environ: Mapping[str, str] | None = None,
           platform: str = sys.platform) -> tuple[str, str | None]:
    """(the language to speak, the unknown code or None) for a ``language`` setting or
    a ``--lang`` code: "system" (or nothing) asks the system; a code we do not ship is
    English, and is handed back so the caller can say so."""
    if setting in (None, "", "system") or not isinstance(setting, str):
        return system_language(available, environ, platform), None
    found = match(setting, available)
    if found is None:
        return ENGLISH, setting
    return found, None
