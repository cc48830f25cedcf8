"""Every scene at 960x640 in Japanese and German (at 1920x1080 and in every other shipped
language: marked slow): no text is cut short with an ellipsis. The menu cards and the high
score rows have their own tests in tests/gui/test_screens.py."""

import pytest

from mahjong import i18n

from .screens import listing, survey

SIZES = [(960, 640), (1920, 1080)]


def _check(code, size, home):
    if code not in i18n.available():
        pytest.skip(f"no {code} catalogue ships yet")
    _, cuts = survey(code, size, home)
    assert not cuts, f"{code} at {size[0]}x{size[1]}: {len(cuts)} text(s) cut short:\n{listing(cuts)}"


@pytest.mark.parametrize("code", ["ja", "de"])
def test_every_scene_fits_in_japanese_and_german_at_960x640(parlor_home, code):
    _check(code, (960, 640), parlor_home)


@pytest.mark.slow
@pytest.mark.parametrize("code", ["ja", "de"])
def test_every_scene_fits_in_japanese_and_german_at_1920x1080(parlor_home, code):
    _check(code, (1920, 1080), parlor_home)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", sorted(set(i18n.catalogue_codes()) - {"ja", "de"}) or ["none"])
def test_every_scene_fits_in_every_language(parlor_home, code, size):
    _check(code, size, parlor_home)
