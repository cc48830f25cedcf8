"""The pseudo-language: accented, about 40% longer, with every placeholder, markdown mark
and edge space kept, so a message still formats and renders as the English one does."""

import re
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong import i18n
from mahjong.pseudo_locale import pseudo

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
WORDS = st.text(alphabet=string.ascii_letters + " .,:;!?'-()\n", max_size=60)
PIECES = st.lists(st.one_of(WORDS, st.sampled_from(["{player}", "{count}", "{tile}", "**", "# ", "## ", "- "])),
                  max_size=8)


@settings(max_examples=300, deadline=None)
@given(pieces=PIECES)
def test_placeholders_marks_and_edge_spaces_are_kept(pieces):
    message = "".join(pieces)
    out = pseudo(message)
    assert PLACEHOLDER.findall(out) == PLACEHOLDER.findall(message)
    assert out.count("**") >= message.count("**")
    assert len(out) - len(out.lstrip(" ")) == len(message) - len(message.lstrip(" "))
    assert len(out) - len(out.rstrip(" \n")) == len(message) - len(message.rstrip(" \n"))
    assert out.startswith(("#", "- ")) == message.startswith(("#", "- "))
    assert out.count("\n") == message.count("\n")


@settings(max_examples=200, deadline=None)
@given(word=st.text(alphabet=string.ascii_letters, min_size=1, max_size=20))
def test_a_word_with_a_vowel_or_common_consonant_is_no_longer_ascii(word):
    out = pseudo(word)
    assert len(out) >= len(word)
    if set(word.lower()) - set("bfmpqvx"):
        assert not out.isascii()


def test_english_sentences_grow_by_a_third_or_more():
    sentences = ["New game", "Start a new game?", "The game in progress will be lost.",
                 "{player} discards {tile}", "No more moves. Score {score}.", "Show index numbers in tile corners"]
    grown = sum(len(pseudo(s)) for s in sentences) / sum(len(s) for s in sentences)
    assert 1.3 <= grown <= 1.6, grown


def test_the_pseudo_language_is_spoken_through_every_entry_point():
    assert i18n.set_language(i18n.PSEUDO)
    assert i18n._("New game") == pseudo("New game") != "New game"
    assert i18n.ngettext("{count} tile", "{count} tiles", 1) == pseudo("{count} tile")
    assert i18n.ngettext("{count} tile", "{count} tiles", 3).format(count=3) == pseudo("{count} tiles").format(count=3)
    assert i18n.pgettext("charleston", "Pass") == pseudo("Pass")
    assert i18n.format_number(1234567) == "1,234,567"
    i18n.set_language("en")
    assert i18n._("New game") == "New game"
