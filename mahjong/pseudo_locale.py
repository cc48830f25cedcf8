"""The pseudo-language "qps": every message accented and about 40% longer, so that English
left in the code (not accented) and text that does not fit (longer) show on every screen.

Named placeholders (``{player}``), markdown marks (``**``, a leading ``#`` or ``- ``) and
leading and trailing spaces are kept exactly; only letters change. Every vowel, n and t
is doubled (a third longer in letters, about 40% wider in pixels: the doubled letters are
wide ones) and most letters get an accent from Latin-1 or Latin Extended-A, which the
interface font covers. Pure Python.
"""

from __future__ import annotations

import gettext
import re
from functools import lru_cache

CODE = "qps"
NAME = "Pšéüðöļåñĝüåĝé (qps)"

_ACCENTED = str.maketrans(
    "acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ",
    "åçďéĝĥíĵķļñöŕšťüŵýžÅÇĎÉĜĤÍĴĶĹÑÖŔŠŤÜŴÝŽ",
)
_DOUBLED = frozenset("aeiouyntAEIOUYNT")
# kept as they are: {named} placeholders, markdown's bold marks
_KEEP = re.compile(r"(\{[^{}]*\}|\*\*)")


def _stretch(piece: str) -> str:
    return "".join(ch + ch.lower() if ch in _DOUBLED else ch for ch in piece).translate(_ACCENTED)


@lru_cache(maxsize=8192)
def pseudo(message: str) -> str:
    """``message`` in the pseudo-language."""
    return "".join(part if _KEEP.fullmatch(part) else _stretch(part) for part in _KEEP.split(message))


class PseudoTranslations(gettext.NullTranslations):
    """A catalogue that translates every message into the pseudo-language."""

    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)
