"""Thousands of random clicks, drags, wheel turns, keys and resizes on every scene
(every registered game included): any exception fails."""

import pytest

from mahjong.selftest import monkey, scene_factories

FACTORIES = scene_factories()


@pytest.mark.parametrize("name,factory", FACTORIES, ids=[n for n, _ in FACTORIES])
def test_monkey(app, name, factory):
    drawn = monkey(app, factory, events=2000 if name.startswith("game-") or name == "menu" else 800,
                   seed=sum(map(ord, name)))
    assert drawn > 0
