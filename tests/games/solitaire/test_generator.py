"""The layout generator: a number gives the same symmetric, valid layout of 144 tiles on
several levels everywhere, and the solver-checked layout is fair."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import MAX_DEAL
from mahjong.games.solitaire import fairness, generator
from mahjong.games.solitaire.editor.model import LayoutModel
from mahjong.games.solitaire.layout import Layout, format_kmahjongg, parse_kmahjongg, validate

numbers = st.integers(min_value=1, max_value=MAX_DEAL)


def digest(layout: Layout) -> str:
    return hashlib.sha256(repr(layout.positions).encode()).hexdigest()


def unsupported(layout: Layout) -> list:
    """Tiles above level 0 with a half cell no tile of the level below covers."""
    cells = {(z, x + i, y + j) for z, x, y in layout.positions for i in (0, 1) for j in (0, 1)}
    return [(z, x, y) for z, x, y in layout.positions if z > 0
            and any((z - 1, x + i, y + j) not in cells for i in (0, 1) for j in (0, 1))]


def test_a_pinned_number_gives_pinned_tile_positions():
    made = generator.generate(12345, check=None)
    assert made.candidate == 3 and made.layout.levels == (64, 38, 34, 7, 1)
    assert digest(made.layout) == "538f960af7d98f247962840748ad5f4b8c7e3cef5f42c1cabab76d930c5587c1"
    assert digest(generator.generate(1, check=None).layout) == \
        "7d8aaf42531ff580f5f6ff21e4159c9a5aa9257f65db18d9103329da117969f0"
    assert made.layout.name == "generated-12345" and generator.number_of(made.layout.name) == 12345


@settings(max_examples=25, deadline=None)
@given(numbers)
def test_every_number_gives_a_symmetric_valid_layout_of_144_tiles_on_several_levels(number):
    layout = generator.generate(number, check=None).layout
    assert layout.size == 144
    validate(layout)
    assert unsupported(layout) == []
    LayoutModel(layout.positions).check()  # the editor takes it as it is
    assert sum(n >= generator.LEVEL_TILES for n in layout.levels) >= generator.MIN_LEVELS
    assert layout.width <= generator.MAX_WIDTH and layout.height <= generator.MAX_HEIGHT
    tiles = set(layout.positions)
    w, h = layout.width, layout.height
    assert {(z, w - 2 - x, y) for z, x, y in tiles} == tiles        # left to right
    assert {(z, x, h - 2 - y) for z, x, y in tiles} == tiles        # top to bottom
    assert min(x for _, x, _ in tiles) == 0 and min(y for _, _, y in tiles) == 0


@settings(max_examples=10, deadline=None)
@given(numbers)
def test_the_same_number_gives_the_same_layout_and_it_round_trips_as_a_file(number):
    first = generator.generate(number, check=None)
    again = generator.generate(number, check=None)
    assert first == again
    back = parse_kmahjongg(format_kmahjongg(first.layout), "x")
    assert back.positions == first.layout.positions


def test_different_numbers_give_different_layouts():
    digests = {digest(generator.generate(n, check=None).layout) for n in range(1, 21)}
    assert len(digests) == 20


def test_an_unfair_candidate_is_passed_over_for_the_next():
    calls = []

    def check(layout):
        calls.append(layout)
        return fairness.Fairness(won=10, lost=10) if len(calls) == 1 else fairness.Fairness(won=20, lost=0)

    made = generator.generate(777, check)
    first = generator.generate(777, check=None)
    assert len(calls) == 2 and made.candidate > first.candidate
    assert made.layout == generator.candidate(777, made.candidate)
    assert made.verdict == fairness.Fairness(won=20, lost=0)


def test_no_fair_candidate_is_a_clear_refusal():
    with pytest.raises(generator.NoLayout, match="try another number"):
        generator.generate(5, lambda layout: fairness.Fairness(won=0, lost=20))


@pytest.mark.parametrize("bad", [0, -1, MAX_DEAL + 1])
def test_numbers_out_of_range_are_refused(bad):
    with pytest.raises(ValueError, match="from 1"):
        generator.generate(bad, check=None)


@pytest.mark.parametrize("name, number", [("generated-42", 42), ("generated-0", None), ("generated-x", None),
                                          ("generated-042", 42), ("turtle", None), ("generated-99999999999", None)])
def test_names_give_back_their_number(name, number):
    assert generator.number_of(name) == number


def test_the_cached_check_asks_the_solver_once(tmp_path, monkeypatch):
    cache = fairness.Cache(tmp_path / "v.json")
    seen = []
    verdict = fairness.Fairness(won=19, lost=1)
    monkeypatch.setattr(generator, "solver_check", lambda layout: seen.append(layout) or verdict)
    check = generator.cached_check(cache)
    layout = generator.generate(3, check=None).layout
    assert check(layout) == verdict and check(layout) == verdict
    assert len(seen) == 1
    assert fairness.Cache(tmp_path / "v.json").get(layout.positions) == verdict


@pytest.mark.slow
@pytest.mark.parametrize("number", [1, 2024, 12345])
def test_generated_layouts_pass_the_solver_check(number):
    made = generator.generate(number)
    assert made.verdict is not None and not made.verdict.too_stacked
    assert made.verdict.played == fairness.SAMPLE
    assert made.verdict.lost + made.verdict.unknown <= fairness.allowed_losses()
    assert generator.generate(number) == made   # the check too answers alike every time
