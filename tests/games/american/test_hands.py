"""Golden cases for the winning-hand check: every rule, bonus, option and payment."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.american.hands import Rules, check, payment, settle
from mahjong.games.american.scoring import value
from mahjong.games.american.targets import block_codes, iter_targets, table, target_blocks
from mahjong.games.american.tiles import parse_tiles


def hand(text, *exposed, **kw):
    return check(parse_tiles(text), [parse_tiles(e) for e in exposed], **kw)


@pytest.mark.parametrize("tiles, value, name", [
    ("F F 4B 4B 4B 5B 5B 5B 6B 6B 6B RD RD RD", 35, "Consecutive Run 4-5-6 (Bams)"),
    ("F F 4B 4B 4B 5B 5B 5B 6B 6B 6B GD GD GD", 40, "Consecutive Run 4-5-6 (Bams)"),      # SUIT with green
    ("1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B 5B", 45, "Consecutive Run 1-2-3-4-5 (Bams)"),  # SET+SUIT+CONC
    ("1B 1B 2B 2B 3C 3C 4C 4C 5D 5D 6D 6D 7D 7D", 50,
     "Consecutive Run 1-2-3-4-5-6-7 (1-2 Bams, 3-4 Craks, 5-6-7 Dots)"),
    ("1C 1C 3C 3C 3C 3C 5D 5D 5D 5D F F RD RD", 40, "Consecutive Odds 1-3-5 (1-3 Craks, 5 Dots)"),  # PAIRS
    ("2D 2D 4D 4D 4D 4D 6D 6D 6D 6D 8D 8D 8D 8D", 45, "Consecutive Evens 2-4-6-8 (Dots)"),
    ("3B 3B 3B 6B 6B 6B 6B 9B 9B 9B 9B WD WD WD", 35, "Multiples of Three 3-6-9 (Bams)"),   # WD not Bams' dragon
    ("7B 7B 7B 7B 7C 7C 7C 7C 7D 7D 7D 7D F F", 35, "Any Like Numbers 7"),
    ("N N N E E E W W W W S S S S", 35, "Winds North-East-West-South"),
    ("N N N N S S S S RD RD RD RD F F", 35, "Winds North-South"),
    ("5B 5B 5B 5B J 6B 6B 6B 6B J 7B 7B 7B 7B", 55, "Consecutive Run 5-6-7 (Bams)"),       # quints +10
    ("1B 1B 1B 2B 2B 2B 3B 3B 3B 3B N E W S", 40, "Consecutive Run 1-2-3 (Bams)"),          # NEWS keeps SUIT
    ("RD RD RD RD GD GD GD GD WD WD J J 1B 1B", 50, "Dragon's Wing"),
    ("RD RD RD RD GD GD GD J F F F F F F", 50, "Dragon's Love"),
    ("N N E E W W S S RD RD GD GD WD WD", 100, "Dragon's Breath"),
])
def test_winning_hands(tiles, value, name):
    r = hand(tiles)
    assert r.winning, r.reason
    assert r.value == value, r.text()
    if name:
        assert r.name == name


def test_any_like_numbers_reading():
    r = hand("7B 7B 7C 7C 7C 7C 7D 7D 7D 7D F F RD RD")
    assert r.category == "Any Like Numbers" and r.pattern == "3 pairs + 2 kongs"
    assert dict(r.bonuses) == {"PAIRS": 5, "CONCEALED": 10}


def test_winds_pairs_bonus_and_dragon_block():
    r = hand("N N N N S S S S RD RD RD RD F F")
    assert r.pattern == "1 pair + 3 kongs" and dict(r.bonuses) == {"CONCEALED": 10}


@pytest.mark.parametrize("tiles, reason", [
    ("3B 3B 3B 4C 4C 4C 5B 5B 5B F F GD GD GD", "woven"),
    ("F F 4B 4B 5B 5B 5B 6B 6B 6B 6B 6B RD RD", None),                   # 6B x5: rejected as input? no: 5 copies
    ("F F 1B 1B 1B 2B 2B 2B 2B 3B 3B 3B RD RD", "three block types"),
    ("4B J 5B 5B 5B 6B 6B 6B 7B 7B 7B 8B 8B 8B", "jokers"),                # a joker in a pair
    ("4B 4B 4B 4C 4C 4C 5B 5B 5B 6B 6B 6B F F", "two blocks"),
    ("F F 1B 1B 1B 2B 2B 2B N E W S 3B 3B", "three block types"),          # NEWS in a pung/pair hand
    ("1B 1B 1B 2B 2B 2B 3B 3B 3B N N N F F", "NEWS"),                      # stray wind in a number hand
    ("1B 1B 1B 2B 2B 2B 3B 3B 3B 3B F F F F", "flowers"),                  # a second flower block
    ("1B 1B 1B 3B 3B 3B 7B 7B 7B 7B F F RD RD", "no category"),            # odds with a gap
    ("1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B", "14 tiles"),
])
def test_losing_hands_fail_for_their_one_reason(tiles, reason):
    if reason is None:
        with pytest.raises(ValueError, match="copies of 6 Bam"):
            hand(tiles)
        return
    r = hand(tiles)
    assert not r.winning
    assert reason in r.reason, r.reason


def test_joker_in_a_pair_is_not_allowed():
    assert not hand("1B J 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B 5B").winning
    assert hand("1B 1B 2B 2B 2B 3B 3B J 4B 4B 4B 5B 5B 5B").winning


def test_news_needs_a_kong_pattern_and_never_in_winds():
    assert hand("1B 1B 1B 2B 2B 2B 3B 3B 3B 3B N E W S").pattern == "2 pungs + 2 kongs"
    assert not hand("N E W S N N N S S S RD RD RD RD").winning        # NEWS never in a Winds hand


def test_dragon_colour_only_once_and_flower_pair_only():
    assert hand("1B 1B 1B 2B 2B 2B 3B 3B 3B RD RD J RD RD").pattern == "3 pungs + 1 quint"
    assert not hand("1B 1B 2B 2B 3B 3B 3B 3B F F F F GD GD").winning


def test_exposures_are_whole_blocks_and_cost_the_concealed_bonus():
    r = hand("1B 1B 2B 2B 2B 3B 3B J", "GD GD GD", "4B 4B J")
    assert r.winning and r.value == 30 and not r.concealed
    assert [b.tile for b in r.blocks if b.exposed] == ["4B", "GD"]
    # an exposed kong cannot be read as part of a pung
    assert not hand("1B 1B 2B 2B 2B 3B 3B 3B 5B 5B", "4B 4B 4B 4B").winning


def test_joker_blocks_stand_for_the_best_tile():
    r = hand("1B 1B 2B 2B 2B 3B 3B 3B J J J 5B 5B 5B")
    assert r.value == 45 and any(b.tile == "4B" and b.jokers == 3 for b in r.blocks)


def test_bad_input_raises():
    with pytest.raises(ValueError, match="unknown tile code '10B'"):
        parse_tiles("1B 10B")
    with pytest.raises(ValueError, match="not a pung"):
        check(["1B"] * 11, [["2B", "3B", "2B"]])
    with pytest.raises(ValueError, match="copies of J"):
        check(["J"] * 9 + ["1B"] * 4 + ["2B"])
    assert parse_tiles("rd 1b, j") == ["RD", "1B", "J"]


def test_house_rule_2_small_set():
    small = Rules(small_set=True)
    with pytest.raises(ValueError, match="copies of F"):
        hand("RD RD RD RD GD GD GD J F F F F F F", rules=small)
    assert hand("F F 4B 4B 4B 5B 5B 5B 6B 6B 6B RD RD RD", rules=small).winning


def test_house_rule_3_needs_a_bonus_or_an_excuse():
    rule3 = Rules(bonus_required=True)
    plain = ("F F 4B 4B J", "5B 5B 5B", "6B 6B 6B", "RD RD RD")   # exposed, with a joker, no bonus
    assert not check(parse_tiles(plain[0]), [parse_tiles(b) for b in plain[1:]], rules=rule3).winning
    r = check(parse_tiles(plain[0]), [parse_tiles(b) for b in plain[1:]], rules=rule3, self_drawn=True)
    assert r.winning and r.value == 20
    assert hand("F F 4B 4B 4B 5B 5B 5B 6B 6B 6B RD RD RD", rules=rule3).value == 30


@pytest.mark.parametrize("skill, tiles, exposed, ok", [
    (1, "N N N E E E W W W W S S S S", [], True),
    (1, "N N N N S S S S RD RD RD RD F F", [], False),
    (2, "F F 4B 4B 4B 5B 5B 5B 6B 6B 6B GD GD GD", [], False),
    (2, "1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B 5B 5B", [], True),
    (3, "1B 1B 1B 2B 2B 2B 3B 3B 3B 3B", ["GD GD GD J"], False),
    (3, "3B 3B 3B 6B 6B 6B 6B 9B 9B 9B 9B GD GD GD", [], True),
    (4, "3B 3B 3B 6B 6B 6B 6B 9B 9B 9B 9B WD WD WD", [], False),
    (4, "3B 3B 3B 6B 6B 6B 6B 9B 9B 9B 9B GD GD GD", [], True),
    (5, "3B 3B 3B 6B 6B 6B J 9B 9B 9B 9B GD GD GD", [], False),
    (5, "3B 3B 3B 6B 6B 6B 6B 9B 9B 9B 9B GD GD GD", [], True),
    (5, "RD RD RD RD GD GD GD GD WD WD J J 1B 1B", [], True),
])
def test_skill_levels(skill, tiles, exposed, ok):
    assert hand(tiles, *exposed).winning
    r = hand(tiles, *exposed, skill=skill)
    assert r.winning == ok, r.reason
    if not ok:
        assert "skill level" in r.reason


def test_skill_level_5_allows_self_drawn():
    assert hand("3B 3B 3B 6B 6B 6B J 9B 9B 9B 9B GD GD GD", skill=5, self_drawn=True).winning


def test_payments():
    assert payment(30, self_drawn=False, jokerless=False, seven_pairs=False).__dict__ == {"discarder": 60, "other": 30}
    assert payment(30, self_drawn=True, jokerless=False, seven_pairs=False).__dict__ == {"discarder": 60, "other": 60}
    assert payment(30, self_drawn=True, jokerless=True, seven_pairs=False).other == 120
    assert payment(100, self_drawn=False, jokerless=True, seven_pairs=True).discarder == 200
    assert payment(100, self_drawn=False, jokerless=True, seven_pairs=True,
                   rules=Rules(jokerless_doubles_seven_pairs=True)).discarder == 400
    assert settle(payment(30, self_drawn=False, jokerless=False, seven_pairs=False), 0, 2) == [120, -30, -60, -30]
    r = hand("N N E E W W S S RD RD GD GD WD WD")
    assert r.seven_pairs and r.jokerless and r.payment(self_drawn=True).other == 200


def test_suit_flag():
    tiles = "1B 1B 1B 2B 2B 2B 3B 3B 3B 3B N E W S"
    assert "SUIT" in dict(hand(tiles).bonuses)
    assert "SUIT" not in dict(hand(tiles, rules=Rules(suit_ignores_flowers_and_news=False)).bonuses)


TARGETS = list(iter_targets())


def _tiles(target, jokers_in=()):
    gi, sizes, p, f = target
    t = table()
    tiles, left = [], 8 - [s for _, s in target_blocks(t.groups[gi], sizes, t.fills[f])].count(5)
    for i, (k, s) in enumerate(target_blocks(t.groups[gi], sizes, t.fills[f])):
        block = block_codes(k, s)
        if s == 5:
            block[4] = "J"
        if i in jokers_in and s >= 3 and k >= 0 and block[0] != "F":
            n = min(left, jokers_in[i], s if s < 5 else 4)
            block[:n] = ["J"] * n
            left -= n
        tiles += block
    return tiles


@settings(max_examples=200, deadline=None)
@given(st.integers(0, len(TARGETS) - 1))
def test_every_target_wins_with_its_own_value(i):
    gi, sizes, p, f = target = TARGETS[i]
    t = table()
    r = check(_tiles(target))
    assert r.winning
    assert r.value >= value(t.groups[gi], p, t.fills[f], True, Rules())


@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(TARGETS) - 1), st.dictionaries(st.integers(0, 6), st.integers(1, 5), max_size=3))
def test_jokers_in_pungs_and_up_keep_a_hand_winning(i, jokers):
    assert check(_tiles(TARGETS[i], jokers)).winning


@given(st.integers(20, 200), st.booleans(), st.booleans(), st.booleans(),
       st.sampled_from([None, "You", "Ruth", "Mei"]))
def test_why_paid_says_the_sum_each_loser_pays(value, self_drawn, jokerless, seven_pairs, discarder):
    from mahjong.games.american.scoring import RULES, payment, why_paid

    pay = payment(value, self_drawn=self_drawn, jokerless=jokerless, seven_pairs=seven_pairs, rules=RULES)
    text = why_paid(value, self_drawn=self_drawn, jokerless=jokerless, seven_pairs=seven_pairs,
                    discarder=discarder, rules=RULES)
    assert text.startswith("Self-drawn" if self_drawn or discarder is None else "On ")
    assert f"= {pay.other}" in text or f"the others {pay.other} each" in text
    if not (self_drawn or discarder is None):
        assert f"= {pay.discarder}," in text
    assert ("jokerless" in text) == jokerless
