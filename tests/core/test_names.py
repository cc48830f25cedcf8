"""core.names: every name shown or saved holds no control or zero-width character and
fits its limit in bytes; a file name made from one fits 255 bytes."""

import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core import cleaning, names

HOSTILE = st.text(st.one_of(st.characters(), st.sampled_from(["\x00", "\u200b", "\u200d", "\ufeff", "\u034f",
                                                              "\u3164", "\u202e", "ΐ", "\u0301", " "])),
                  max_size=200)


def holds_nothing_forbidden(text: str) -> bool:
    return all(unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn") and names.allowed(ch) for ch in text)


@settings(max_examples=300, deadline=None)
@given(HOSTILE, st.integers(1, 300))
def test_a_cleaned_name_is_clean_short_in_bytes_and_stable(text, limit):
    name = names.clean(text, limit)
    assert holds_nothing_forbidden(name)
    assert len(name.encode("utf-8")) <= limit
    assert name == name.strip() and "  " not in name
    assert names.clean(name, limit) == name


@settings(max_examples=300, deadline=None)
@given(HOSTILE, st.sampled_from([".desktop", ".layout", ".svgz"]))
def test_a_file_name_fits_255_bytes(text, extension):
    stem = names.fit_file_name(names.clean(text, 2000), extension)
    assert len((stem + extension).encode("utf-8")) <= names.MAX_FILE_NAME_BYTES


@settings(max_examples=300, deadline=None)
@given(HOSTILE)
def test_stored_text_is_cleaned_by_the_same_rules(text):
    stored = cleaning.text(text)
    assert holds_nothing_forbidden(stored)
    assert len(stored) <= cleaning.MAX_TEXT and len(stored.encode()) <= names.NAME_BYTES


def test_cutting_never_splits_a_character_or_leaves_a_letter_half_marked():
    assert names.cut_bytes("ΐ" * 40, 7) == "ΐΐΐ"
    assert names.cut_bytes("ae\u0301\u0302", 3) == "a"
    assert names.clean("\u200b\x00") == "" and names.clean(None, default="x") == "x"
