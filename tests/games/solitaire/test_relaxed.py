"""The relaxed game (relaxed.py) against its plain definition, on Turtle positions reached
by random play with random fixed pairings; a game set up from another's counts
(``without``) against one counted afresh; and games resumed where a stricter one stuck
(``leftover``) against their definition."""

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.solitaire import relaxed, solver
from mahjong.games.solitaire.builtin import load_builtin
from mahjong.games.solitaire.pairings import pairings

from .helpers import wild_groups

TURTLE = load_builtin("turtle")
GEOM = solver.geometry(TURTLE.positions)


def plain_relaxed(geom, rem, partner, groups) -> int:
    """The tiles left when the relaxed game sticks, recomputing freeness after every
    step: a fixed pair goes when both are free; a loose group's first two go when two
    are free at once, then the rest one at a time."""
    touched = set()
    while True:
        free = set(solver.bits(geom.free_mask(rem)))
        gone = 0
        for i in free:
            j = partner[i]
            if j >= 0:
                if j in free:
                    gone = (1 << i) | (1 << j)
            elif groups[i] in touched:
                gone = 1 << i
            else:
                mates = [k for k in free if partner[k] < 0 and groups[k] == groups[i]]
                if len(mates) >= 2:
                    touched.add(groups[i])
                    gone = sum(1 << k for k in mates)
            if gone:
                break
        if not gone:
            return rem
        rem &= ~gone


def random_play(groups, rem: int, moves: int, rng: Rng) -> int:
    """The tiles left after up to ``moves`` random real removals from ``rem``."""
    for _ in range(moves):
        free = solver.bits(GEOM.free_mask(rem))
        pairs = [(a, b) for k, a in enumerate(free) for b in free[k + 1:] if groups[a] == groups[b]]
        if not pairs:
            break
        a, b = rng.choice(pairs)
        rem &= ~(1 << a) & ~(1 << b)
    return rem


def members_of(groups, rem: int) -> dict[int, list[int]]:
    """Each group's tiles among ``rem``."""
    members: dict[int, list[int]] = {}
    for i in solver.bits(rem):
        members.setdefault(groups[i], []).append(i)
    return members


def random_partners(groups, rem: int, rng: Rng) -> list[int]:
    """A partner list fixing a random pairing of about half the groups of ``rem``'s tiles
    (groups of two always), the rest loose."""
    partner = [relaxed.LOOSE] * GEOM.size
    for tiles in members_of(groups, rem).values():
        if len(tiles) == 2 or rng.random() < 0.5:
            for a, b in rng.choice(pairings(tiles)):
                partner[a], partner[b] = b, a
    return partner


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), deal=st.integers(0, 10**6), moves=st.integers(0, 60))
def test_relaxed_game_matches_its_definition(seed, deal, moves):
    rng, groups = Rng(seed), wild_groups(TURTLE, deal)
    rem = random_play(groups, GEOM.full, moves, rng)
    partner = random_partners(groups, rem, rng)
    game = relaxed.RelaxedGame(GEOM, rem)
    record: list[tuple[int, int]] = []
    clears = game.clears(partner, groups, record)
    left = plain_relaxed(GEOM, rem, partner, groups)
    assert clears == (left == 0)
    assert sum(1 << i for i in game.stuck_tiles()) == left
    gone = [i for pair in record for i in set(pair)]
    assert len(gone) == len(set(gone)) == rem.bit_count() - left.bit_count()


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), deal=st.integers(0, 10**6), moves=st.integers(0, 40),
       more=st.integers(1, 30))
def test_game_set_up_from_another_plays_the_same(seed, deal, moves, more):
    rng, groups = Rng(seed), wild_groups(TURTLE, deal)
    rem = random_play(groups, GEOM.full, moves, rng)
    later = random_play(groups, rem, more, rng)
    derived = relaxed.RelaxedGame(GEOM, rem).without(later, GEOM.free_mask(later))
    fresh = relaxed.RelaxedGame(GEOM, later)
    partner = random_partners(groups, later, rng)
    derived_record: list[tuple[int, int]] = []
    fresh_record: list[tuple[int, int]] = []
    assert (derived.clears(partner, groups, derived_record)
            == fresh.clears(partner, groups, fresh_record))
    assert derived_record == fresh_record
    assert derived.stuck_tiles() == fresh.stuck_tiles()


def loosen_some(partner: list[int], groups, rem: int, rng: Rng) -> list[int]:
    """``partner`` with the fixed pairs of some groups of more than two tiles made loose."""
    freed = {gid for gid, tiles in members_of(groups, rem).items()
             if len(tiles) > 2 and rng.random() < 0.5}
    return [relaxed.LOOSE if groups[i] in freed else j for i, j in enumerate(partner)]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), deal=st.integers(0, 10**6), moves=st.integers(0, 40))
def test_game_resumed_where_a_stricter_one_stuck_plays_as_from_the_start(seed, deal, moves):
    rng, groups = Rng(seed), wild_groups(TURTLE, deal)
    rem = random_play(groups, GEOM.full, moves, rng)
    strict = random_partners(groups, rem, rng)
    looser = loosen_some(strict, groups, rem, rng)
    loosest = loosen_some(looser, groups, rem, rng)
    game = relaxed.RelaxedGame(GEOM, rem)
    game.clears(strict, groups)
    resumed = game.leftover(groups)
    assert resumed.tiles == game.stuck_tiles()
    resumed.clears(looser, groups)
    assert sum(1 << i for i in resumed.stuck_tiles()) == plain_relaxed(GEOM, rem, looser, groups)
    again = resumed.leftover(groups)
    assert again.clears(loosest, groups) == (plain_relaxed(GEOM, rem, loosest, groups) == 0)
    assert sum(1 << i for i in again.stuck_tiles()) == plain_relaxed(GEOM, rem, loosest, groups)
