"""Which language the suite speaks: the environment's order, the variants mapped onto the
shipped catalogues, the operating system's answer, and English for anything unknown."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong import locale_select as ls

SHIPPED = {"zh_CN", "zh_TW", "ja", "ko", "de", "fr", "es", "it", "nl", "pl", "ru", "pt_BR"}


@pytest.mark.parametrize("system, expected", [
    ("ja_JP.UTF-8", "ja"), ("ja", "ja"), ("ja-JP", "ja"),
    ("zh_CN.UTF-8", "zh_CN"), ("zh_SG", "zh_CN"), ("zh-Hans", "zh_CN"), ("zh_Hans_HK", "zh_CN"), ("zh", "zh_CN"),
    ("zh_TW.Big5", "zh_TW"), ("zh_HK", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh-Hant-TW", "zh_TW"), ("zh_MO", "zh_TW"),
    ("pt_BR.UTF-8", "pt_BR"), ("pt", "pt_BR"), ("pt_PT", "pt_BR"), ("pt-BR", "pt_BR"),
    ("de_AT.UTF-8", "de"), ("de_CH@euro", "de"), ("fr_CA", "fr"), ("es_MX", "es"), ("nl_BE", "nl"),
    ("ru_UA.KOI8-U", "ru"), ("pl_PL", "pl"), ("ko_KR.eucKR", "ko"), ("it_CH", "it"),
    ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("en_GB.UTF-8", "en"), ("en", "en"),
    ("sv_SE", None), ("xx", None), ("", None),
])
def test_system_codes_map_onto_the_shipped_languages(system, expected):
    assert ls.match(system, SHIPPED) == expected


def test_a_variant_maps_only_onto_what_ships():
    assert ls.match("zh_TW", {"zh_CN"}) is None          # Traditional is not Simplified
    assert ls.match("pt_PT", {"de"}) is None
    assert ls.match("de_AT", {"de", "fr"}) == "de"


@pytest.mark.parametrize("env, expected", [
    ({"LANGUAGE": "sv:de:fr", "LC_ALL": "fr_FR", "LANG": "ja_JP"}, "de"),   # LANGUAGE is a list, in order
    ({"LC_ALL": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE", "LANG": "ja_JP"}, "fr"),
    ({"LC_MESSAGES": "de_DE", "LANG": "ja_JP"}, "de"),
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANGUAGE": "", "LANG": "ko_KR"}, "ko"),
    ({"LANG": "sv_SE.UTF-8"}, "en"),                      # not shipped: English
    ({"LC_ALL": "C", "LANG": "de_DE"}, "en"),             # C is English, as gettext reads it
])
def test_the_environment_is_read_in_gettexts_order(env, expected):
    assert ls.system_language(SHIPPED, env, platform="linux") == expected


def test_without_an_environment_the_operating_system_is_asked(monkeypatch):
    monkeypatch.setattr(ls, "_windows_codes", lambda: ["ja_JP"])
    monkeypatch.setattr(ls, "_macos_codes", lambda: ["zh-Hant-TW", "en-US"])
    monkeypatch.setattr(ls, "_locale_module_codes", lambda: ["de_DE"])
    assert ls.system_language(SHIPPED, {}, platform="win32") == "ja"
    assert ls.system_language(SHIPPED, {}, platform="darwin") == "zh_TW"
    assert ls.system_language(SHIPPED, {}, platform="linux") == "de"


def test_a_system_that_will_not_say_is_english(monkeypatch):
    def broken():
        raise OSError("no such command")

    for name in ("_windows_codes", "_macos_codes", "_locale_module_codes"):
        monkeypatch.setattr(ls, name, broken)
    for platform in ("win32", "darwin", "linux"):
        assert ls.system_language(SHIPPED, {}, platform=platform) == "en"


def test_the_macos_preference_is_parsed(monkeypatch):
    import subprocess

    class Done:
        stdout = '(\n    "ja-JP",\n    "en-US",\n    fr\n)\n'

    monkeypatch.setattr(subprocess, "run", lambda *a, **k: Done())
    assert ls._macos_codes() == ["ja-JP", "en-US", "fr"]


@pytest.mark.parametrize("setting", [None, "", "system", 3, ["ja"]])
def test_the_system_setting_asks_the_system(setting):
    assert ls.choose(setting, SHIPPED, {"LANG": "pl_PL.UTF-8"}) == ("pl", None)


def test_a_chosen_language_wins_over_the_system():
    assert ls.choose("ja", SHIPPED, {"LANG": "pl_PL"}) == ("ja", None)
    assert ls.choose("zh-TW", SHIPPED, {"LANG": "pl_PL"}) == ("zh_TW", None)


@settings(max_examples=200, deadline=None)
@given(code=st.text(max_size=30))
def test_any_code_gives_a_language_never_an_error(code):
    """Generated settings and --lang codes: a shipped language or English, and a code
    that is not shipped is handed back for the notice."""
    spoken, unknown = ls.choose(code, SHIPPED, {"LANG": "C"})
    assert spoken in SHIPPED | {"en"}
    assert unknown is None or (unknown == code and spoken == "en")
