"""The computer players: sensible passes, votes, claims, exchanges and discards; fast;
and whole bot games that end, conserve the tiles, pay zero-sum and replay."""

import time
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.actions import Claim, Exchange, MahJongg, Pass, PassClaim
from mahjong.games.american.bots import ai
from mahjong.games.american.bots.botview import view_for
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import full_set

JUNK = ["N", "S", "WD"]


def rig(hands, draws=()):
    hands = [h.split() for h in hands]
    draws = draws.split() if isinstance(draws, str) else list(draws)
    rest = Counter(full_set()) - Counter(t for h in hands for t in h) - Counter(draws)
    return [t for h in hands for t in h] + draws + sorted(rest.elements())


def scripted(cores, draws=()):
    """Seats hold ``cores`` + JUNK after a Charleston of JUNK only; East to discard."""
    t = Table(TableOptions(house_rules={1}), 1, wall=rig([c + " N S WD" for c in cores], draws))
    for _ in range(3):
        for s in range(4):
            t.apply(Pass(s, tuple(JUNK)))
    for s in range(4):
        t.apply(f"{s} courtesy 0")
    return t


def let_claims_go(t):
    while t.phase == "claims":
        t.apply(PassClaim(t.awaiting()[0]))


NEAR_BAMS = "1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B"  # Consecutive Run 1-5 Bams but for 5B 5B 5B


def test_charleston_passes_keep_what_the_target_needs_and_never_jokers():
    t = Table(TableOptions(), 1, wall=rig([NEAR_BAMS + " N 9D 7C", "J J 1C 2C 3C 4C 5C 6C 7D 8D 9D E W",
                                           "", ""]))
    for strength in (2, 3):
        assert set(ai.choose(t, 0, Rng(1), strength).tiles) == {"N", "9D", "7C"}
        assert "J" not in ai.choose(t, 1, Rng(1), strength).tiles


def test_blind_pass_keeps_a_tight_hand_together():
    t = Table(TableOptions(), 1, wall=rig([NEAR_BAMS + " N 9D 7C", "", "", ""]))
    for _ in range(2):
        for s in range(4):
            t.apply(ai.choose(t, s, Rng(s), 2))
    assert t.step == "first left"
    action = ai.choose(t, 0, Rng(0), 3)
    assert isinstance(action, Pass)
    kept = Counter(t.concealed[0]) - Counter(action.tiles)
    assert kept >= Counter(NEAR_BAMS.split())  # the Bams stay, blind or not


def test_good_players_refuse_the_second_charleston_when_close():
    t = Table(TableOptions(), 1, wall=rig([NEAR_BAMS + " N 9D 7C", "", "", ""]))
    for _ in range(3):
        for s in range(4):
            t.apply(ai.choose(t, s, Rng(s), 3))
    assert t.phase == "vote"
    assert not ai.choose(t, 0, Rng(0), 3).yes
    assert ai.choose(t, 0, Rng(0), 1).yes


def _second_round(cores, draws):
    """Everyone lets the junk WD go, seats 1-3 after drawing; East draws again."""
    t = scripted(cores, draws)
    t.apply("0 discard WD")
    let_claims_go(t)
    for s in (1, 2, 3):
        t.apply(f"{s} draw")
        t.apply(f"{s} discard WD")
        let_claims_go(t)
    t.apply("0 draw")
    return t


def turn(t, seat, discard=None):
    """Seat draws and discards (default: the tile drawn); claims are let go."""
    let_claims_go(t)
    t.apply(f"{seat} draw")
    t.apply(f"{seat} discard {discard or t.concealed[seat][-1]}")


def test_claims_a_pung_that_brings_the_hand_closer_and_lets_others_go():
    cores = ["5C 9C 2B 4B 6B 8B 6D 8D F E W", "2C 2C 2C 3C 3C 3C 4C 4C 5C 5C", "1C 7C 9C F 2D 9D 6B 7B 1B 3B",
             "RD GD 1D 3D 4D 5D 7D 8C 9B 5B"]
    t = _second_round(cores, "9D 8B 9B 3B")
    t.apply("0 discard 5C")
    assert t.awaiting() == (1,)
    for strength in (2, 3):
        assert ai.choose(t, 1, Rng(1), strength) == Claim(1, "pung")
    t.apply(PassClaim(1))
    t.apply("1 draw")
    t.apply("1 discard 9D")
    claimants = t.awaiting() if t.phase == "claims" else ()
    assert all(ai.choose(t, s, Rng(s), 3) == PassClaim(s) for s in claimants)  # 9D helps nobody


def test_declares_mah_jongg_and_claims_it():
    cores = ["5B 2C 4C 6C 8C 6D 8D F E W 9D", "1B 1B 2B 2B 2B 3B 3B 3B 4B 4B", "1C 3C 5C 7C 9C F 2D 9D 6B 7B",
             "5C 5C 6C 7C 7C 1D 3D 4D 5D 7D"]
    t = _second_round(cores, "4B 8B 9B 1C 5B 2D 3D 4D 5B 6C 7C 8C")
    t.apply("0 discard 9D")
    turn(t, 1, "N")
    turn(t, 2)
    turn(t, 3)
    turn(t, 0, "2C")
    let_claims_go(t)
    t.apply("1 draw")
    assert MahJongg(1) not in t.legal_actions(1)
    t.apply("1 discard S")
    turn(t, 2)
    turn(t, 3)
    let_claims_go(t)
    t.apply("0 draw")
    t.apply("0 discard 5B")
    for strength in (1, 2, 3):
        assert ai.choose(t, 1, Rng(1), strength) == Claim(1, "mj")


def test_exchanges_jokers():
    cores = ["9C 2B 4B 6B 8B 1D 3D 5D 7D 9D 2D", "9C J 2C 4C 6C 8C 6D 8D F E", "9C 1B 3B 7B 1C 3C 5C 7C F 8D",
             "RD RD GD 4D 5D 6D 6C 7C 8C 9B"]
    t = _second_round(cores, "3B 5B RD 6B")
    t.apply("0 discard 9C")
    while t.phase == "claims":
        seat = t.awaiting()[0]
        t.apply("1 claim pung 1J" if seat == 1 else PassClaim(seat))
    t.apply("1 discard 2C")
    let_claims_go(t)
    t.apply("2 draw")
    assert ai.choose(t, 2, Rng(2), 2) == Exchange(2, 1, "9C")


def _late_table_with_exposure():
    """A bot game stopped late in the wall with an exposure on the table."""
    for deal in range(1, 40):
        t = Table(TableOptions(), deal)
        rng = Rng(deal)
        while not t.is_over:
            if t.phase == "discard" and t.wall_count < 30 and any(t.exposures[s] for s in range(4) if s != t.turn):
                return t
            t.apply(ai.choose(t, t.awaiting()[0], rng, 2))
    raise AssertionError("no late position with an exposure found")


def test_expert_avoids_feeding_exposures_late_in_the_wall():
    t = _late_table_with_exposure()
    seat = t.turn
    other = next(s for s in range(4) if s != seat and t.exposures[s])
    shown = t.exposures[other][0].tile
    view = view_for(t, seat)
    expert, good = ai.Player(view, 3, Rng(0)), ai.Player(view, 2, Rng(0))
    far = next(c for c in ("F", "N", "WD", "1B", "9C") if ai._related(c, shown) <= 0.2)
    assert expert.danger(shown) > 0 and expert.danger(far) < expert.danger(_neighbour(shown))
    assert good.danger(shown) == 0


def _neighbour(code):
    if code[0].isdigit():
        return f"{int(code[0]) % 9 + 1}{code[1]}"
    return code


@settings(max_examples=3, deadline=None)
@given(st.integers(1, 10**6), st.sampled_from([(1, 2, 3, 1), (3, 3, 3, 3)]),
       st.sampled_from([frozenset(), frozenset({2, 3})]))
def test_bot_games_end_conserve_tiles_pay_zero_sum_and_replay(deal, strengths, house_rules):
    t = Table(TableOptions(house_rules=house_rules, skill=(0, 1, 3, 5)), deal)
    full = Counter(full_set(2 in house_rules))
    rng = Rng(deal)
    started = time.perf_counter()
    while not t.is_over:
        seat = t.awaiting()[0]
        t.apply(ai.choose(t, seat, rng, strengths[seat]))
        assert t.all_tiles() == full
        assert time.perf_counter() - started < 60
    assert sum(t.result.payments) == 0
    assert Table.from_record(t.to_record()).view() == t.view()
