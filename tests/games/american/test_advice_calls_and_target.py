"""What the table asks you and keeps for you (issue 28, items 1-2): the calls offered by
the "calls" setting (all, those that bring one of your hands closer, Mah Jongg only),
and the hand you pin as your target, kept by its identity while you can still make it."""

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american import advice
from mahjong.games.american.actions import Claim, Discard, Pass, PassClaim, parse_action
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.session import Session
from mahjong.games.american.suggest import key_of
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import full_set

JUNK = ("F", "F", "WD")
OTHERS = ["1D 3D 5D 7D 9D 2D 2C 4C 6C 8C", "6D 8D 1C 3C 7C 9C N N E E", "S S W W RD RD GD GD 9B 8B"]
NO_FIT = "2B 2B 9D 3B 3B 3B 4B 4B 4B 5C 5C"     # a 5 Crak pung fits none of the nearest hands
FITS = "1B 1B 1B 2B 2B 2B 3B 3B 9D 4B 4B"       # a 4 Bam pung brings 1-2-3-4 Bams closer


class Rigged(Session):
    """A session whose first hand is dealt from ``wall`` (the full set in draw order)."""

    def __init__(self, wall: list[str]) -> None:
        self.wall = wall
        super().__init__(TableOptions(), 1)

    def _start(self, hand: int) -> None:
        super()._start(hand)
        if hand == 0:
            self.table = Table(self.options, self.deal, wall=self.wall)


def ruth_discards(core: str, tile: str) -> Session:
    """Seat 0 holds ``core`` (+ F F, after discarding a White Dragon); Ruth discards ``tile``."""
    hands = [(c + " F F WD").split() for c in [core, *OTHERS]]
    used = Counter(t for h in hands for t in h) + Counter([tile])
    s = Rigged([t for h in hands for t in h] + [tile] + sorted((Counter(full_set()) - used).elements()))
    for _ in range(3):
        for seat in range(4):
            s.apply(Pass(seat, JUNK))
    for move in [f"{n} vote no" for n in range(4)] + [f"{n} courtesy 0" for n in range(4)]:
        s.apply(parse_action(move))
    for move in ("0 discard WD", "1 draw", f"1 discard {tile}"):
        s.apply(parse_action(move))
    return s


def test_each_setting_offers_its_calls_and_mah_jongg_is_always_offered():
    fits, no_fit = ruth_discards(FITS, "4B"), ruth_discards(NO_FIT, "5C")
    pung = [Claim(0, "pung")]
    assert Claim(0, "pung") in no_fit.table.legal_actions(0)        # the engine would let you call it
    for s, want in ((fits, {"all": pung, "fit": pung, "mj": []}), (no_fit, {"all": pung, "fit": [], "mj": []})):
        for mode, calls in want.items():
            a = advice.Advice(mode)
            assert a.offered(s) == calls
            assert a.for_you(s) == (None if calls else PassClaim(0))   # nothing offered: let go at once


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 60))
def test_an_offered_call_that_fits_brings_a_nearest_hand_closer(deal, moves):
    """Generated positions: every call "fit" offers is a legal one "all" offers too, and
    each makes one of your nearest hands need fewer tiles."""
    s = Session(TableOptions(), deal)
    for _ in range(moves):
        t = s.table
        if t.is_over:
            return
        seat = t.awaiting()[0]
        s.apply(advice.ai.choose(t, seat, advice.bot_rng(s, seat), 1))
        if t.phase == "claims" and 0 in t.awaiting():
            break
    t = s.table
    fit, every = advice.Advice("fit"), advice.Advice("all")
    assert set(fit.offered(s)) <= set(every.offered(s)) <= set(t.legal_actions(0))
    for call in fit.offered(s):
        assert call.kind == "mj" or advice.call_fits(t, call, fit.hands(s))


def test_a_pinned_hand_stays_first_by_identity_and_is_dropped_when_it_can_no_longer_be_made():
    s = ruth_discards(FITS, "4B")
    t = s.table
    a = advice.Advice("all")
    hands = a.hands(s)
    pairs = next(h for h in hands[1:] if h.pattern == "4 pairs + 2 pungs" and ("4B", "4B") in h.blocks)
    a.pin(pairs)
    assert key_of(a.hands(s)[0]) == key_of(pairs)
    s.apply(PassClaim(0))
    rng = Rng(5)
    while not t.is_over and not (t.phase == "discard" and t.turn == 0):
        seat = t.awaiting()[0]
        s.apply((t.legal_actions(0)[0] if t.phase == "draw" else PassClaim(0)) if seat == 0
                else advice.ai.choose(t, seat, rng, 1))
    assert not t.is_over
    s.apply(Discard(0, "9D"))                    # your tiles changed: the list reorders ...
    assert key_of(a.hands(s)[0]) == key_of(pairs) and a.lost is None   # ... the pinned hand stays first
    s2 = ruth_discards(FITS, "4B")
    t2 = s2.table
    b = advice.Advice("all")
    b.pin(pairs)
    s2.apply(Claim(0, "pung"))                  # a 4 Bam pung exposed: no pair of 4 Bams any more
    for seat in (2, 3):
        if seat in t2.awaiting():
            s2.apply(PassClaim(seat))
    assert t2.exposures[0] and all(key_of(h) != key_of(pairs) for h in b.hands(s2))
    assert b.lost is not None and key_of(b.lost) == key_of(pairs) and b.pinned is None
