"""Line breaking: spaces in languages that have them, between characters in Chinese and
Japanese, never a closing mark at a line's start nor an opening one at its end."""

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mahjong.ui.linebreak import CLOSING, OPENING, break_lines, pieces, split_word

CJK = "麻雀牌の東南西北中發白一二三四五六七八九萬筒索ゲームを始めますかカード"
PUNCT = "、。，」』）！？「『（"
ASCII = "abcdefghij ABC 123"
TEXTS = st.text(alphabet=CJK + PUNCT + ASCII + " ", max_size=120)


def width(text: str) -> int:
    """A monospace measure: CJK characters are two columns wide, the rest one."""
    return sum(2 if ord(ch) > 0x2000 else 1 for ch in text)


def old_wrap(text: str, limit: int) -> list[str]:
    """The word wrapping every English screen had before CJK breaking was added."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split():
            trial = f"{line} {word}" if line else word
            if line and width(trial) > limit:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="abcdefghijklmnopqrstuvwxyz .,'\n", max_size=200), limit=st.integers(1, 60))
def test_text_with_spaces_wraps_exactly_as_before(text, limit):
    """(A word that starts with punctuation, " ." or the French " ?", now stays on the line
    before: no line starts with a closing mark.)"""
    assume(not any(word[0] in CLOSING for word in text.split()))
    assert break_lines(text, width, limit) == old_wrap(text, limit)


@settings(max_examples=300, deadline=None)
@given(text=TEXTS, limit=st.integers(4, 40))
def test_cjk_lines_keep_every_character_fit_and_respect_the_marks(text, limit):
    lines = break_lines(text, width, limit)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for line in lines:
        if width(line) > limit:   # only a piece that cannot be cut may overflow
            assert len(list(pieces(line))) == 1, line
    for before, after in zip(lines, lines[1:]):
        if after:
            assert after[0] not in CLOSING, (before, after)
        if before:
            assert before[-1] not in OPENING, (before, after)


def test_japanese_breaks_between_characters_not_before_a_full_stop():
    text = "ゲームを始めますか。新しいゲームを始めます。"
    lines = break_lines(text, width, 12)
    assert len(lines) > 1 and all(width(line) <= 12 for line in lines)
    assert not any(line.startswith("。") for line in lines)


def test_quotes_stay_with_what_they_quote():
    assert split_word("「東」を") == ["「東」", "を"]
    assert split_word("東、南。") == ["東、", "南。"]
    assert split_word("Mahjong") == ["Mahjong"]


def test_a_mark_after_a_space_stays_on_its_line():
    assert break_lines("Prêt à jouer ?", width, 12) == ["Prêt à", "jouer ?"]


def test_korean_breaks_at_its_spaces():
    assert break_lines("새 게임을 시작할까요", width, 10) == ["새 게임을", "시작할까요"]


def test_markdown_and_wrapped_text_break_japanese_to_the_width():
    import pygame

    from mahjong.ui import text, theme

    pygame.font.init()
    paragraph = "新しいゲームを始めますか。進行中のゲームは失われます。" * 6
    font = theme.font(18)
    lines = text.wrap(paragraph, font, 300)
    assert len(lines) > 3 and all(font.size(line)[0] <= 300 for line in lines)
    assert not any(line.startswith("。") for line in lines)
    narrow = text.render_markdown("# 遊び方\n\n" + paragraph, 300)
    wide = text.render_markdown("# 遊び方\n\n" + paragraph, 900)
    assert narrow.get_width() == 300 and narrow.get_height() > wide.get_height()
    assert [piece for piece, _, glued in text._runs("**東**と南") if glued] == ["と", "南"]
