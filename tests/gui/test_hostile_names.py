"""Hostile names never crash a screen (issue 29, item 5): a tile set named with a NUL or
a zero-width character, even when already chosen in the settings; anything typed in the
high-score name dialog or the editor's save dialog."""

import pygame
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mahjong.core import names
from mahjong.ui import theme
from mahjong.ui.dialogs import NameEntryDialog

GNARLY = st.text(st.one_of(st.characters(), st.sampled_from(["\x00", "\u200b", "\u034f", "\ufeff", "\u202e", "ΐ"])),
                 min_size=1, max_size=60)
quick = settings(max_examples=60, deadline=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@quick
@given(GNARLY)
@example("00000\ud800")   # a lone surrogate once made the font's measure raise UnicodeEncodeError
def test_any_text_renders_without_an_error(text):
    assert theme.text(text, 20).get_height() > 0
    assert theme.fit_text(text, 20, 50).get_width() <= 60


@quick
@given(st.lists(GNARLY, min_size=1, max_size=4))
def test_the_name_dialog_takes_anything_typed_and_gives_a_clean_name(app, typed):
    got = []
    dialog = NameEntryDialog(app, "Your name:", "\u200b\x00", got.append)
    app.push(dialog)
    for text in typed:
        dialog.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))
        app.draw()
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert len(got) == 1 and got[0] == names.clean(got[0]) and got[0]
    assert len(got[0].encode()) <= names.NAME_BYTES
