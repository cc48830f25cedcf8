"""The solver's fast part (the dive over removals) and its exact part (the pairing search)
each decide alone, and agree with each other and with brute force, on generated boards
and small hand-made layouts."""

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.solitaire import solver
from mahjong.games.solitaire.board import Board, Budget, bits
from mahjong.games.solitaire.dive import Dive
from mahjong.games.solitaire.pairings import PairingSearch

from .helpers import brute_force, make_layout, random_layout, wild_groups

HAND_MADE = [  # (positions, groups): stacks, rows and a pyramid where pairings matter
    ([(0, 0, 0), (1, 0, 0), (0, 4, 0), (0, 6, 0)], (0, 1, 1, 0)),
    ([(0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0)], (0, 1, 0, 1)),
    ([(0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0)], (0, 1, 1, 0)),
    ([(0, 0, 0), (1, 0, 0), (2, 0, 0), (0, 6, 0), (0, 10, 0), (0, 14, 0)], (0, 0, 1, 1, 0, 0)),
    ([(0, 0, 0), (0, 2, 0), (0, 4, 0), (0, 6, 0), (0, 8, 0), (0, 10, 0), (1, 1, 0), (1, 5, 0)],
     (0, 1, 0, 1, 2, 2, 3, 3)),
]


def _dive(board: Board) -> bool:
    return Dive(board, Budget(10**7)).run(board.present)


def _pairing(board: Board) -> bool:
    search = PairingSearch(board, Budget(10**7))
    return search.prepare() and search.attempt(0) is not None


def _replays(board: Board, moves) -> bool:
    geom, present = board.geometry, board.present
    for a, b in moves:
        if board.groups[a] != board.groups[b] or not (geom.is_free(a, present) and geom.is_free(b, present)):
            return False
        present &= ~(1 << a) & ~(1 << b)
    return present == 0


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 10**9), n=st.sampled_from([8, 10, 12, 14, 16]), deal=st.integers(0, 10**6),
       played=st.integers(0, 4))
def test_dive_pairing_search_and_brute_force_agree(seed, n, deal, played):
    """Also from positions part-way through (``played`` free pairs taken first)."""
    layout = random_layout(seed, n)
    geom = solver.geometry(layout.positions)
    groups = wild_groups(layout, deal)
    present = geom.full
    for _ in range(played):
        free = bits(geom.free_mask(present))
        pair = next(((a, b) for a in free for b in free if a < b and groups[a] == groups[b]), None)
        if pair is None:
            break
        present &= ~(1 << pair[0]) & ~(1 << pair[1])
    board = Board(geom, groups, present)
    truth = brute_force(geom, groups, present)
    assert _dive(board) == truth
    assert _pairing(board) == truth
    result = solver.solve(board)
    assert result.winnable == truth and (not truth or _replays(board, result.moves))


def test_hand_made_layouts_agree():
    for positions, groups in HAND_MADE:
        layout = make_layout(positions)
        geom = solver.geometry(layout.positions)
        by_pos = dict(zip(positions, groups))
        ordered = tuple(by_pos[p] for p in layout.positions)
        board = Board(geom, ordered, geom.full)
        truth = brute_force(geom, ordered, geom.full)
        assert _dive(board) == _pairing(board) == solver.solve(board).winnable == truth
