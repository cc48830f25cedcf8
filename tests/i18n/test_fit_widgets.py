"""Text that fits a longer language in the narrow places that cut it before (issue 31,
item 5): fit_lines wraps a label rather than cutting it, the Stones switch, the status
line's title and the Card Free seat disc. The screen surveys (test_pseudo_screens.py,
test_fit.py) check every scene; these check the parts on their own."""

import re

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong import i18n
from mahjong.core.storage import Storage
from mahjong.games.american.face.paint import wind_letter
from mahjong.i18n import pgettext
from mahjong.pseudo_locale import pseudo
from mahjong.selftest import settle
from mahjong.ui import theme
from mahjong.ui.fitlines import fit_lines
from mahjong.ui.widgets import StatusLine

WORDS = st.lists(st.text(alphabet="abcdefghijklmnopqrstuvwxyzåéííöŕšťŵ", min_size=1, max_size=12),
                 min_size=1, max_size=8).map(" ".join)


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.font.init()


@settings(max_examples=60, deadline=None)
@given(text=WORDS, width=st.integers(40, 400), lines=st.integers(1, 3))
def test_fit_lines_keeps_every_word_in_order_within_the_line_limit(text, width, lines):
    got = fit_lines(text, 16, width, max_lines=lines)
    assert 1 <= len(got) <= lines
    assert " ".join(got).split() == text.split()


@settings(max_examples=60, deadline=None)
@given(text=WORDS, width=st.integers(40, 400))
def test_a_label_that_fits_stays_on_one_line_and_wrapped_lines_fit(text, width):
    got = fit_lines(text, 16, width)
    if theme.fitting_size(text, 16, width) is not None:
        assert got == [text]
    else:
        # every line but a lone word too wide for any line fits (the last takes the rest)
        for line in got[:-1]:
            assert theme.fitting_size(line, 16, width) is not None or " " not in line


def test_cjk_text_wraps_between_characters_without_losing_any():
    if "ja" not in i18n.available():
        pytest.skip("no ja catalogue ships")
    i18n.set_language("ja")
    text = "完成できる配牌のみを配ります"
    got = fit_lines(text, 16, 70)
    assert len(got) == 2 and "".join(got) == text


def _recording(drawn):
    theme.TEXT_HOOKS.append(drawn.append)
    return lambda: theme.TEXT_HOOKS.remove(drawn.append)


@pytest.mark.parametrize(("width", "items"), [(960, 3), (220, 0)])
def test_a_long_status_title_takes_two_lines_instead_of_being_cut(width, items):
    surface = pygame.Surface((width, 40))
    bar = StatusLine()
    bar.rect = pygame.Rect(0, 0, width, 30)
    bar.title = pseudo("MahJongg Solitaire")
    bar.items = [(pseudo(name), "1,234") for name in ("Score", "Pairs", "Free pairs")][:items]
    real_fit, cut = theme.fit_text, []

    def fit(s, size, width, colour=theme.INK, bold=False, language=None):
        if theme.fitting_size(s, size, width, bold, language) is None:
            cut.append(s)
        return real_fit(s, size, width, colour, bold, language)

    drawn: list[str] = []
    stop = _recording(drawn)
    theme.fit_text = fit
    try:
        bar.draw(surface)
    finally:
        theme.fit_text = real_fit
        stop()
    assert not cut
    title_lines = list(dict.fromkeys(t for t in drawn if t and t in bar.title))
    assert " ".join(title_lines) == bar.title
    if width == 220:
        assert len(title_lines) == 2


def test_the_stones_switch_label_wraps_and_its_row_grows(parlor_home):
    from mahjong.app import App

    app = App(size=(960, 640), storage=Storage(parlor_home), headless=True, strict=True, language=i18n.PSEUDO)
    scene = app.open_game("free-stones", resume=False)
    settle(app)
    toggle = scene.layout["toggle"]
    label = pseudo("Finishable deals only")
    assert scene.finishable.label == label
    lines = fit_lines(label, scene.finishable.size, toggle.w - round(scene.finishable.switch_h * 1.7)
                      - scene.finishable.gap)
    assert toggle.h >= len(lines) * theme.font(scene.finishable.size).get_linesize()
    assert toggle.bottom <= scene.layout["panel"].bottom


@pytest.mark.parametrize("code", ["ja", "de", "fr"])
def test_the_card_free_seat_disc_shows_the_wind_in_the_players_language(code):
    if code not in i18n.available():
        pytest.skip(f"no {code} catalogue ships")
    i18n.set_language(code)
    for wind in "ESWN":
        assert wind_letter(wind) == pgettext("wind abbreviation", wind)
    if code == "ja":
        assert [wind_letter(w) for w in "ESWN"] == ["東", "南", "西", "北"]


def test_the_card_free_plates_draw_the_translated_letters(parlor_home):
    from mahjong.app import App

    app = App(size=(1280, 800), storage=Storage(parlor_home), headless=True, strict=True, language="ja")
    drawn: list[str] = []
    stop = _recording(drawn)
    try:
        app.storage.game_settings("card-free-american").update(speed="instant")
        app.open_game("card-free-american", resume=False)
        settle(app)
        app.draw()
    finally:
        stop()
    assert {"東", "南", "西", "北"} <= set(drawn)
    assert not [t for t in drawn if re.fullmatch(r"[ESWN]", t)]
