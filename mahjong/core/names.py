"""The rules for every name shown or saved: tile-set and background names, layout names,
players' names in the high scores, the editor's names, and the file names made from them.
Pure Python: no pygame.

A name is NFC text with no control or format characters (Unicode categories Cc and Cf:
NUL, zero-width spaces and joiners, direction marks, the byte-order mark...), no
surrogates, private-use or unassigned code points, no line or paragraph separators, and
none of the few letters and marks that draw nothing at all (a combining grapheme joiner,
the Hangul fillers); runs of spaces are one space and a name has no outer spaces. Its
length is limited in bytes of UTF-8, not characters (a file system counts bytes: 255 for
a file name, extension included), and it is cut at a character, never inside one.
"""

from __future__ import annotations

import unicodedata

MAX_FILE_NAME_BYTES = 255      # the common file-system limit for one file name
NAME_BYTES = 120               # a name shown (a player's, a set's, a layout's)

_DROPPED_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
# assigned letters and marks that draw nothing: text made only of them has no width
_INVISIBLE = {"\u034f", "\u115f", "\u1160", "\u17b4", "\u17b5", "\u180e", "\u3164", "\uffa0"}


def allowed(ch: str) -> bool:
    """Whether one character may be part of a name."""
    return ch not in _INVISIBLE and unicodedata.category(ch) not in _DROPPED_CATEGORIES


def cut_bytes(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` bytes of UTF-8, at a character boundary (and
    without a combining mark left hanging after the cut)."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    cut = data[:max(0, limit)].decode("utf-8", errors="ignore")
    while cut and unicodedata.combining(text[len(cut)]):
        cut = cut[:-1]   # a letter whose marks were cut off goes whole
    return cut


def clean(text: object, limit: int = NAME_BYTES, default: str = "") -> str:
    """``text`` as a name may be (see the module docstring), at most ``limit`` bytes;
    ``default`` when ``text`` is not a string or nothing is left of it."""
    if not isinstance(text, str):
        return default
    kept = "".join(ch for ch in unicodedata.normalize("NFC", text) if allowed(ch))
    kept = " ".join(kept.split())
    while kept and unicodedata.combining(kept[0]):
        kept = kept[1:]   # a mark with no letter to sit on
    kept = cut_bytes(kept, limit).rstrip()
    return kept or default


def fit_file_name(stem: str, extension: str, limit: int = MAX_FILE_NAME_BYTES) -> str:
    """``stem`` shortened (in bytes) so that ``stem + extension`` fits a file name of
    ``limit`` bytes; the shortened stem."""
    return cut_bytes(stem, limit - len(extension.encode("utf-8"))).rstrip("_ ")
