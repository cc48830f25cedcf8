"""Where the window opens: within the screen's usable area, the last session's size,
position and maximised state kept where they still fit (core.placement)."""

from hypothesis import given
from hypothesis import strategies as st

from mahjong.core.placement import MARGIN, opening, usable

DEFAULT, MINIMUM = (1280, 800), (960, 640)


def test_a_small_screen_gets_a_window_that_fits_its_usable_area():
    """1366x768 used to get 1280x800: taller than the screen before any panel or title."""
    placed = opening({}, [(1366, 768)], DEFAULT, MINIMUM)
    assert placed.size == (1280, 768 - MARGIN[1]) and placed.size[1] + MARGIN[1] <= 768
    assert placed.position is None and placed.maximised is False


def test_a_large_screen_gets_the_saved_size_position_and_state():
    settings = {"window_size": [1500, 950], "window_position": [200, 100], "window_maximised": True}
    placed = opening(settings, [(1920, 1080)], DEFAULT, MINIMUM)
    assert placed.size == (1500, 950) and placed.position == (200, 100) and placed.maximised


def test_a_position_off_the_screens_is_dropped():
    settings = {"window_size": [1280, 800], "window_position": [2500, 100]}
    assert opening(settings, [(1920, 1080)], DEFAULT, MINIMUM).position is None
    assert opening(settings, [(1920, 1080), (1920, 1080)], DEFAULT, MINIMUM).position == (2500, 100)


def test_a_saved_size_larger_than_this_screen_is_brought_within_it():
    settings = {"window_size": [2400, 1300], "window_position": [10, 10]}
    placed = opening(settings, [(1600, 900)], DEFAULT, MINIMUM)
    assert placed.size == usable((1600, 900)) and placed.position == (10, 10)


values = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5), st.floats(),
                   st.lists(st.one_of(st.integers(min_value=-10**6, max_value=10**6), st.floats(), st.none()),
                            max_size=3))


@given(size=values, position=values, maximised=values,
       desktops=st.lists(st.tuples(st.integers(-10, 8000), st.integers(-10, 5000)), max_size=3))
def test_any_settings_and_screens_give_a_window_at_least_the_minimum(size, position, maximised, desktops):
    placed = opening({"window_size": size, "window_position": position, "window_maximised": maximised},
                     desktops, DEFAULT, MINIMUM)
    assert placed.size[0] >= MINIMUM[0] and placed.size[1] >= MINIMUM[1]
    assert placed.maximised in (True, False)
    screens = [d for d in desktops if d[0] > 0 and d[1] > 0]
    if screens and screens[0][0] - MARGIN[0] >= MINIMUM[0] and screens[0][1] - MARGIN[1] >= MINIMUM[1]:
        assert placed.size[0] <= usable(screens[0])[0] and placed.size[1] <= usable(screens[0])[1]
    if placed.position is not None:
        assert placed.position[0] >= 0 and placed.position[1] >= 0
