"""Hints that never go silent: the quick verdict, the pair offered meanwhile (guess.py),
the answer after it, and cancelling a question nobody wants."""

from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.games.solitaire import guess, hints, solver
from mahjong.games.solitaire.builtin import load_builtin

from .helpers import brute_force, random_layout, wild_groups


def _board(seed, n, deal):
    layout = random_layout(seed, n)
    geom = solver.geometry(layout.positions)
    return solver.Board(geom, wild_groups(layout, deal), geom.full)


def _without(board, pair):
    a, b = pair
    return board.present & ~(1 << a) & ~(1 << b)


def _free_match(board, pair):
    a, b = pair
    g = board.geometry
    return (a != b and board.groups[a] == board.groups[b]
            and g.is_free(a, board.present) and g.is_free(b, board.present))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), n=st.sampled_from([8, 10, 12, 14]), deal=st.integers(0, 10**6),
       quick=st.booleans())
def test_hint_answers_agree_with_brute_force(seed, n, deal, quick):
    """With or without the quick verdict (QUICK_SECONDS 0 forces the offer first), the
    pairs are exactly proven ones, the verdict is exact, and a lost position says so
    before the answer."""
    board = _board(seed, n, deal)
    g = board.geometry
    old = hints.QUICK_SECONDS
    hints.QUICK_SECONDS = old if quick else 0.0
    try:
        progress = hints.Progress()
        answer = hints.job(hints.HINT, [board], progress)
    finally:
        hints.QUICK_SECONDS = old
    truth = brute_force(g, board.groups, board.present)
    assert answer.winnable == truth
    for pair in answer.pairs:
        assert _free_match(board, pair) and brute_force(g, board.groups, _without(board, pair))
    for offer in progress.offers:
        assert _free_match(board, offer.pair)
        if offer.grade == hints.PROVEN:
            assert brute_force(g, board.groups, _without(board, offer.pair))
    if truth:
        assert progress.offer is not None and progress.offer.grade == hints.PROVEN
        assert progress.offer.pair == answer.pairs[0] and progress.lost_at is None
    else:
        assert answer.pairs == () and progress.lost_at is not None


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 10**9), n=st.sampled_from([8, 10, 12, 14, 16]), deal=st.integers(0, 10**6))
def test_a_harmless_pair_never_spoils_a_winnable_board(seed, n, deal):
    board = _board(seed, n, deal)
    known = guess.best_known(board)
    free = solver.bits(board.geometry.free_mask(board.present))
    has_pair = any(board.groups[a] == board.groups[b] for a in free for b in free if a < b)
    assert (known is None) == (not has_pair)
    if known is None:
        return
    pair, grade = known
    assert _free_match(board, pair) and grade in (guess.HARMLESS, guess.GUESS)
    if grade == guess.HARMLESS and brute_force(board.geometry, board.groups, board.present):
        assert brute_force(board.geometry, board.groups, _without(board, pair))


def test_the_slow_path_offers_a_pair_then_proves_one(monkeypatch):
    """A Turtle deal, the quick search given no time: a safe-looking pair is offered
    first, then the verdict's proven pair."""
    monkeypatch.setattr(hints, "QUICK_SECONDS", 0.0)
    layout = load_builtin("turtle")
    geom = solver.geometry(layout.positions)
    board = solver.Board(geom, wild_groups(layout, 3), geom.full)
    progress = hints.Progress()
    answer = hints.job(hints.HINT, [board], progress)
    grades = [offer.grade for offer in progress.offers]
    assert grades[0] in (guess.HARMLESS, guess.GUESS) and grades[-1] == hints.PROVEN
    assert answer.winnable and answer.pairs[0] == progress.offers[-1].pair


def test_a_cancelled_question_stops_undecided():
    layout = load_builtin("turtle")
    geom = solver.geometry(layout.positions)
    board = solver.Board(geom, wild_groups(layout, 3), geom.full)
    progress = hints.Progress()
    progress.cancel()
    answer = hints.job(hints.CHECK, [board], progress)
    assert answer.winnable is None and answer.pairs == () and progress.lost_at is None
    assert solver.solve(board, cancelled=lambda: True).nodes <= 8


def test_a_lost_board_finds_the_last_winnable_one():
    layout = random_layout(11, 12)
    geom = solver.geometry(layout.positions)
    for deal in range(40):
        groups = wild_groups(layout, deal)
        start = solver.Board(geom, groups, geom.full)
        if not brute_force(geom, groups, geom.full):
            continue
        # play free pairs that keep the board winnable, then one that loses it
        boards = [start]
        while True:
            board = boards[0]
            free = solver.bits(geom.free_mask(board.present))
            pairs = [(a, b) for a in free for b in free if a < b and groups[a] == groups[b]]
            losing = [p for p in pairs if not brute_force(geom, groups, _without(board, p))]
            if losing:
                boards.insert(0, solver.Board(geom, groups, _without(board, losing[0])))
                break
            if not pairs:
                break
            boards.insert(0, solver.Board(geom, groups, _without(board, pairs[0])))
        if brute_force(geom, groups, boards[0].present):
            continue
        progress = hints.Progress()
        answer = hints.job(hints.HINT, boards, progress)
        assert answer.winnable is False and answer.back == 1 and progress.lost_at is not None
        return
    raise AssertionError("no deal of this layout loses a winnable board in one move")
