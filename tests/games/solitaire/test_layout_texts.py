"""The layout titles the player reads: the built-ins' and the made-from-a-number ones'
go through the catalogue; the name a player's file gives itself is shown as written."""

from __future__ import annotations

import gettext
import re

import pytest

from mahjong import i18n
from mahjong.games.solitaire import generator
from mahjong.games.solitaire.builtin import TEXTS, shown_description, shown_title
from mahjong.games.solitaire.layout import Layout
from mahjong.games.solitaire.layout_files import builtin_layouts

LAYOUTS = builtin_layouts()


class Shouting(gettext.NullTranslations):
    """A stand-in catalogue: every text translated to upper case (its placeholders kept)."""

    def gettext(self, message: str) -> str:
        return "".join(part if part.startswith("{") else part.upper() for part in re.split(r"(\{\w*\})", message))


@pytest.fixture
def shouting(monkeypatch):
    monkeypatch.setattr(i18n, "_translation", Shouting())


def test_every_builtin_layout_has_its_desktop_texts_marked():
    assert {lay.name: (lay.title, lay.description) for lay in LAYOUTS} == TEXTS


@pytest.mark.parametrize("layout", LAYOUTS, ids=[lay.name for lay in LAYOUTS])
def test_a_builtin_layout_is_shown_translated(shouting, layout):
    assert shown_title(layout) == layout.title.upper()
    assert shown_description(layout) == layout.description.upper()


def test_a_made_layout_is_shown_translated_with_its_number(shouting):
    made = Layout(generator.name_of(4321), generator.TITLE.format(number=4321), ((0, 0, 0), (0, 2, 0)),
                  generator.DESCRIPTION.format(number=4321))
    assert made.title == "Generated 4321"
    assert shown_title(made) == "GENERATED 4321"
    assert shown_description(made).startswith("MADE FROM THE NUMBER 4321:")


@pytest.mark.parametrize("name, title", [("turtle", "My Turtle"), ("mine", "Turtle"), ("generated-7", "Generated 8")])
def test_a_players_own_title_is_shown_as_written(shouting, name, title):
    own = Layout(name, title, ((0, 0, 0), (0, 2, 0)), "my words")
    assert shown_title(own) == title and shown_description(own) == "my words"
