"""Where a line of text may break, for languages with spaces and for Chinese and Japanese,
which have none: between any two CJK characters, except that a line never starts with
closing punctuation (、。，」） ...) nor ends with opening punctuation (「（ ...), the
Japanese kinsoku rule that Chinese follows too. Korean separates its words with spaces
and breaks at them. Pure Python (no pygame): the measure of a text is passed in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

# never at the start of a line
CLOSING = frozenset("、。，．,.!?！？」』）)]］｝}〕〉》】〙〗〟’”｠»：；:;ー…‥・々ゝゞ"
                    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ％%")
# never at the end of a line
OPENING = frozenset("「『（([［｛{〔〈《【〘〖〝‘“｟«")

_CJK_RANGES = (
    (0x2E80, 0x2FFF),   # radicals
    (0x3000, 0x303F),   # CJK punctuation
    (0x3040, 0x30FF),   # hiragana, katakana
    (0x31F0, 0x31FF),   # katakana extensions
    (0x3400, 0x4DBF),   # Han extension A
    (0x4E00, 0x9FFF),   # Han
    (0xF900, 0xFAFF),   # Han compatibility
    (0xFF00, 0xFFEF),   # full-width forms
    (0x20000, 0x2FFFF),  # Han extensions B-F
)


def is_cjk(ch: str) -> bool:
    """Whether a line may break beside ``ch`` without a space (Han, kana, CJK punctuation)."""
    code = ord(ch)
    return any(lo <= code <= hi for lo, hi in _CJK_RANGES)


def may_break(before: str, after: str) -> bool:
    """Whether a line may break between the characters ``before`` and ``after`` of one
    run of text with no space in it."""
    if not (is_cjk(before) or is_cjk(after)):
        return False
    return after not in CLOSING and before not in OPENING


def split_word(word: str) -> list[str]:
    """A run of text without spaces cut where a line may break (one piece for a word of a
    language with spaces)."""
    pieces: list[str] = []
    start = 0
    for i in range(1, len(word)):
        if may_break(word[i - 1], word[i]):
            pieces.append(word[start:i])
            start = i
    pieces.append(word[start:])
    return pieces


def pieces(paragraph: str) -> Iterator[tuple[str, bool]]:
    """The paragraph's unbreakable pieces as (text, spaced): ``spaced`` when a space
    separates the piece from the one before (it is dropped at a line break). A word that
    starts with closing punctuation stays with the piece before it, space and all (the
    French "Prêt ?": no line starts with "?")."""
    held: tuple[str, bool] | None = None
    for word in paragraph.split():
        for i, piece in enumerate(split_word(word)):
            if held is not None and i == 0 and piece[0] in CLOSING:
                held = (f"{held[0]} {piece}", held[1])
                continue
            if held is not None:
                yield held
            held = (piece, i == 0)
    if held is not None:
        yield held


def break_lines(text: str, measure: Callable[[str], int], width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` by ``measure`` (a piece wider than the
    width gets a line of its own); a newline always starts a new line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for piece, spaced in pieces(paragraph):
            trial = f"{line} {piece}" if spaced and line else line + piece
            if line and measure(trial) > width:
                lines.append(line)
                line = piece
            else:
                line = trial
        lines.append(line)
    return lines
