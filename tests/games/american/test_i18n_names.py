"""Card Free texts go through the catalogue: hand, pattern, tile and bonus names are data in
English and translated when shown; the move log and refusals are whole translated sentences."""

from __future__ import annotations

import gettext

import pytest

from mahjong import i18n
from mahjong.games.american import movelog
from mahjong.games.american.hands import check
from mahjong.games.american.scoring import BONUS_NAMES, bonus_name
from mahjong.games.american.targets import PATTERN_NAMES, hand_name, pattern_words, table
from mahjong.games.american.tiles import CODES, tile_word, tiles_words


class Shouting(gettext.NullTranslations):
    """A stand-in catalogue: every message in capitals, placeholders kept as they are."""

    @staticmethod
    def _up(message: str) -> str:
        out, depth = [], 0
        for ch in message:
            depth += ch == "{"
            out.append(ch if depth else ch.upper())
            depth -= ch == "}"
        return "".join(out)

    def gettext(self, message):
        return self._up(message)

    def ngettext(self, singular, plural, n):
        return self._up(singular if n == 1 else plural)

    def pgettext(self, context, message):
        return self._up(message)


@pytest.fixture
def shouting(monkeypatch):
    monkeypatch.setattr(i18n, "_translation", Shouting())


def test_english_names_are_the_data_names():
    for g in table().groups:
        assert hand_name(g.name) == g.name
    for p in PATTERN_NAMES:
        assert pattern_words(p) == p
    for b in BONUS_NAMES:
        assert bonus_name(b) == b


def test_every_hand_pattern_and_tile_name_is_translated_when_shown(monkeypatch):
    english = [tile_word(code) for code in CODES]
    monkeypatch.setattr(i18n, "_translation", Shouting())
    for g in table().groups:
        assert hand_name(g.name) == g.name.upper()
    for p in PATTERN_NAMES:
        assert pattern_words(p) == p.upper()
    assert [tile_word(code) for code in CODES] == [word.upper() for word in english]


def test_a_reading_and_its_refusal_are_translated_whole(shouting):
    win = check("1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B 5B".split())
    assert win.winning and win.summary() == win.summary().upper()
    lose = check("1B 2C 3D N E W S RD GD WD F F J J".split())
    assert not lose.winning and lose.summary() == lose.summary().upper()


def test_move_log_lines_are_whole_translated_sentences(shouting):
    lines = [movelog.dealt(0), movelog.dealt(2), movelog.discarded(1, "4C"), movelog.called(3, "pung", "8D", 1),
             movelog.dead(0), movelog.dead(1), movelog.exchanged(2, 0, "5B", "kong"), movelog.wall_game(True),
             movelog.vote([0, 2]), movelog.courtesy_pass(["1B", "N"], ["RD"])]
    for line in lines:
        assert line == line.upper(), line
    assert tiles_words(["1B", "N", "F"]) == "1 BAM, NORTH AND FLOWER"
