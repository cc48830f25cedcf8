"""A pseudo-language that brackets every message («message»), for the tests that check a
family's texts come whole from the catalogue (each text one bracketed message, names put
into it possibly bracketed messages of their own). The ``bracketed`` fixture in
tests/conftest.py switches it on for a test."""

import gettext


class Bracketed(gettext.NullTranslations):
    """Every message comes back as «message»."""

    def gettext(self, message):
        return f"«{message}»"

    def ngettext(self, singular, plural, n):
        return f"«{singular if n == 1 else plural}»"

    def pgettext(self, context, message):
        return f"«{message}»"


def whole(text: str) -> bool:
    """Whether ``text`` is one message of the bracketing language."""
    return text.startswith("«") and text.endswith("»")
