"""The computer players see only their seat, and the Expert's judgement on pinned
positions (its strength against Good is measured by scripts/benchmarks/american_table.py,
not here)."""

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american import engine_api as api
from mahjong.games.american.actions import Claim, Discard, PassClaim
from mahjong.games.american.bots import ai
from mahjong.games.american.bots.botview import BotView, view_for
from mahjong.games.american.pieces import Exposure, TableOptions
from mahjong.games.american.table import Table


def _hide_differently(table: Table, seat: int, rng: Rng) -> Table:
    """A copy of ``table`` whose tiles ``seat`` cannot see (the other racks and the
    wall) are shuffled among those places, each keeping its size."""
    other = copy.deepcopy(table)
    places = [other.concealed[s] for s in range(4) if s != seat] + [other.wall]
    hidden = [t for place in places for t in place]
    rng.shuffle(hidden)
    for place in places:
        place[:], hidden = hidden[:len(place)], hidden[len(place):]
    other._claim_cache.clear()
    return other


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 10**6), st.integers(0, 120), st.sampled_from([1, 2, 3]), st.integers(0, 2**32))
def test_a_decision_does_not_change_with_what_the_seat_cannot_see(deal, steps, strength, shuffle):
    table, rng = Table(TableOptions(), deal), Rng(deal)
    for _ in range(steps):
        if table.is_over:
            break
        table.apply(ai.choose(table, table.awaiting()[0], rng, 2))
    if table.is_over:
        return
    seat = table.awaiting()[-1]
    other = _hide_differently(table, seat, Rng(shuffle))
    assert other.all_tiles() == table.all_tiles()
    assert view_for(other, seat) == view_for(table, seat)
    assert ai.choose(other, seat, Rng(7), strength) == ai.choose(table, seat, Rng(7), strength)


def _view(hand: str, discards: str = "", wall: int = 60, exposures=((), (), (), ())) -> BotView:
    """Seat 0 to discard from ``hand`` (14 tiles)."""
    tiles = tuple(sorted(hand.split()))
    return BotView(0, api.Context(api.rules_for(frozenset())), False, "discard", tiles, exposures,
                   tuple((1, t) for t in discards.split()), None, wall, (False,) * 4, 0, False, 0,
                   tuple(Discard(0, t) for t in sorted(set(tiles))))


EVENS = "F F 2B 2B 2B 4B 4B 4B 6B 6B 6B 8B 8B GD"
# 8 Bam short of Consecutive Evens 2-4-6-8 pungs and a flower pair (a joker may stand in for
# it), or a Green Dragon short of four pairs and two pungs (no joker may): two Green Dragons
# are discarded already, one is left unseen.


def test_expert_lets_a_pair_hope_go_when_the_pung_has_more_tiles_to_come():
    for seed in range(4):
        assert ai.decide(_view(EVENS, "GD GD"), Rng(seed), 3) == Discard(0, "GD")


def test_expert_keeps_the_green_dragon_when_the_simulation_finds_the_pung_route_dead():
    dead = "GD GD 8B 8B J J J J J J J J"  # and every other 8 Bam and every joker too
    for seed in range(4):
        assert ai.decide(_view(EVENS, dead), Rng(seed), 3) != Discard(0, "GD")
    player = ai.Player(_view(EVENS, dead), 3, Rng(0))
    worth = player.discard_prospects(player.hand, player.targets(), ["GD", "2B"], player.runs())
    assert worth[0] < worth[1]  # without the Green Dragon only long shots are left


NEAR = "1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B"  # Consecutive Run 1-5 Bams but for 5 Bam


def _feeding(wall: int) -> BotView:
    """Two tiles no target wants, 4 Dot and North; the player across shows a kong of 5 Dot."""
    kong = (Exposure("5D", 4, 0, 1),)
    return _view(NEAR + " 4D N", wall=wall, exposures=((), (), kong, ()))


def test_expert_late_in_the_wall_keeps_back_the_tile_an_exposure_may_want():
    for seed in range(6):
        assert ai.decide(_feeding(wall=12), Rng(seed), 3) == Discard(0, "N")


def test_good_players_and_early_experts_do_not_read_exposures():
    for strength, wall in ((2, 12), (3, 80)):
        player = ai.Player(_feeding(wall), strength, Rng(0))
        assert player.danger("4D") == player.danger("N") == 0
    thrown = Counter(ai.decide(_feeding(wall=12), Rng(seed), 2).tile for seed in range(12))
    assert set(thrown) == {"4D", "N"}  # either, by the random tie-break


def _claim_view(hand: str, tile: str, legal, mine: tuple[Exposure, ...] = ()) -> BotView:
    return BotView(0, api.Context(api.rules_for(frozenset())), False, "claims", tuple(sorted(hand.split())),
                   (mine, (), (), ()), ((1, tile),), (1, tile), 60, (False,) * 4, 0, False, 0, legal)


def test_expert_calls_a_pung_that_brings_the_hand_within_a_tile_and_lets_a_useless_tile_go():
    # Consecutive Run 1-5 Bams, the 2 Bams exposed already (no concealed bonus to lose), less 4 and 5 Bam
    hand, mine = "1B 1B 3B 3B 3B 4B 4B 5B 5B N", (Exposure("2B", 3, 0, 1),)
    for seed in range(4):
        call = ai.decide(_claim_view(hand, "5B", (Claim(0, "pung"), PassClaim(0)), mine), Rng(seed), 3)
        assert call == Claim(0, "pung")
        assert ai.decide(_claim_view(hand, "9D", (PassClaim(0),), mine), Rng(seed), 3) == PassClaim(0)


# --- issue 28, item 5: the careful Expert (the Hint's): danger all through the hand, a
# close rival's likely tile, a joker a pairs hand cannot use
KONGS = (Exposure("2D", 4, 0, 2), Exposure("4D", 4, 0, 2))   # Ruth: 2 and 4 Dot kongs (3 Dot: most of her hands)


def test_expert_reads_a_rivals_exposures_early_in_the_wall_too():
    view = _view("1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B F F 3D", wall=90, exposures=((), KONGS, (), ()))
    player = ai.Player(view, 3, Rng(1), careful=True)
    assert player.danger("3D") > player.danger("9B") == 0.0     # the wall is far from its last 40 tiles
    assert ai.Player(view, 3, Rng(1)).danger("3D") == 0.0      # the computer players' Expert: late only


def test_expert_never_hands_a_close_rival_its_likely_tile_when_another_tile_is_safe():
    from mahjong.games.american.bots import rivals

    hand = "1B 1B 1B 2B 2B 2B 3B 3B 3B 4B 4B F F 3D"      # the 3 Dot is the one tile no target wants
    view = _view(hand, wall=90, exposures=((), KONGS, (), ()))
    assert rivals.hot(view, "3D") and not rivals.hot(view, "1B")
    for seed in range(3):
        assert ai.decide(view, Rng(seed), 3, careful=True) != Discard(0, "3D")
        assert ai.decide(_view(hand, wall=90), Rng(seed), 3, careful=True) == Discard(0, "3D")   # no rival: it goes


def test_expert_lets_a_joker_go_that_its_pairs_hand_cannot_use_before_a_tile_it_needs():
    hand = "N N E E W W S S RD RD GD GD WD J"     # one White Dragon short of Dragon's Breath (pairs only)
    for seed in range(3):
        assert ai.decide(_view(hand, discards="1B 2C"), Rng(seed), 3, careful=True) == Discard(0, "J")


# --- issue 28, item 7: the computer players' Expert defends when its own hand is far
FAR = "1B 1B 1B 3B 3B 5B 5B 7B 9B 9B N E F 3D"   # three tiles short at best; the 3 Dot no target wants


def test_a_far_expert_lets_go_a_cheap_tile_every_rival_just_let_go_by():
    from mahjong.games.american.bots import rivals

    view = _view(FAR, discards="N", wall=70)
    assert rivals.went_by(view) == {"N"}
    player = ai.Player(view, 3, Rng(0))
    assert min(len(t.missing) for t in player.targets()) >= ai._FAR
    for seed in range(4):
        assert ai.decide(view, Rng(seed), 3) == Discard(0, "N")            # safe, and it costs little
        assert ai.decide(_view(FAR, discards="7B", wall=70), Rng(seed), 3) == Discard(0, "3D")  # 7 Bam is dear


def test_only_discards_after_the_seats_own_last_one_went_by_every_rival():
    from mahjong.games.american.bots import rivals

    view = _view(FAR, wall=70)
    view = BotView(**{**view.__dict__, "discards": ((1, "N"), (0, "2C"), (2, "E"), (3, "WD"))})
    assert rivals.went_by(view) == {"E", "WD"}


def test_a_close_expert_still_races_and_does_not_defend_with_a_tile_that_went_by():
    near = "1B 1B 2B 2B 2B 3B 3B 3B 4B 4B 4B 5B N 3D"   # a tile or two short
    player = ai.Player(_view(near, discards="N", wall=70), 3, Rng(0))
    assert min(len(t.missing) for t in player.targets()) < ai._FAR
    thrown = {ai.decide(_view(near, discards="N", wall=70), Rng(seed), 3).tile for seed in range(8)}
    assert "3D" in thrown   # the look-ahead's choice, not the safe tile every time


def test_a_far_expert_holds_back_a_rivals_likely_tile():
    from mahjong.games.american.bots import rivals

    exposed = _view(FAR, wall=90, exposures=((), KONGS, (), ()))
    assert rivals.feeds(exposed, "3D", ai._FAR_EXPOSED, ai._FAR_SHARE)
    for seed in range(4):
        assert ai.decide(_view(FAR, wall=90), Rng(seed), 3) == Discard(0, "3D")   # no rival: it goes
        assert ai.decide(exposed, Rng(seed), 3) != Discard(0, "3D")
