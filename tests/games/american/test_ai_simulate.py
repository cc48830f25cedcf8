"""The Expert's look ahead (simulate.py): what a sampled run of rounds completes."""

from mahjong.core.rng import Rng
from mahjong.games.american.bots import simulate
from mahjong.games.american.bots.simulate import Plan, Run
from mahjong.games.american.tiles import INDEX, JOKER, supply

B5, GD, N = INDEX["5B"], INDEX["GD"], INDEX["N"]
PUNG = Plan(30, (), ((B5, 2),))     # a pung lacking two 5 Bams (jokers allowed)
PAIR = Plan(30, ((GD, 2),), ())     # a pair lacking both Green Dragons (no jokers)


def _run(draws, discards) -> Run:
    """Four rounds; seat's draws and three others' discards a round (North fills the rest)."""
    return Run(tuple(draws) + (N,) * (4 - len(draws)), tuple(discards) + (N,) * (12 - len(discards)), 3)


def _worth(plan: Plan, run: Run) -> float:
    return simulate.prospects([[plan]], [run])[0]


def test_a_discard_may_be_called_once_for_a_block_and_once_for_the_last_tile():
    assert _worth(PUNG, _run([B5], [B5])) > 0            # drawn one, called the other
    assert _worth(PUNG, _run([], [B5, B5])) > 0          # exposed on one call, won on the other
    assert _worth(PUNG, _run([], [B5])) == 0             # one call cannot bring two tiles
    assert _worth(PUNG, _run([JOKER], [B5])) > 0         # a drawn joker stands in for the other
    assert _worth(PAIR, _run([GD], [GD])) > 0            # the pair's last tile, called for Mah Jongg
    assert _worth(PAIR, _run([], [GD, GD])) == 0         # a pair is never exposed
    assert _worth(PAIR, _run([JOKER], [GD])) == 0        # nor filled by a joker


def test_an_earlier_completion_is_worth_more():
    soon, late = _worth(PUNG, _run([B5, B5], [])), _worth(PUNG, _run([N, N, B5, B5], []))
    assert soon > late > 0


def test_runs_deal_the_unseen_tiles_without_repeating_one():
    unseen = supply(False)
    unseen[B5] = 1
    for run in simulate.runs(unseen, 12, 3, 20, Rng(3)):
        assert len(run.draws) == 12 and len(run.discards) == 36
        assert (run.draws + run.discards).count(B5) <= 1
    assert all(len(r.draws) == 2 for r in simulate.runs([0] * len(unseen[:-1]) + [9], 12, 3, 2, Rng(0)))
