"""Answers know their position (issue 27, item 3): the Card Free advice keys what it
works out on the session's ``key()`` (the engine's), and the hint is a background job
about that key, so core.jobs drops a hint about a position that is gone: after an
action, after a new hand (Card Free has no undo)."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.games.american import advice
from mahjong.games.american.actions import Discard, NextHand
from mahjong.games.american.session import Session

WAIT = 60.0   # seconds a hint job may take at most on a busy machine


def play(s: Session, n: int) -> None:
    """``n`` actions of whichever seats the table waits for (a new hand when one ends)."""
    for _ in range(n):
        t = s.table
        if t.is_over:
            s.apply(NextHand(0))
            continue
        seat = t.awaiting()[0]
        s.apply(advice.ai.choose(t, seat, advice.bot_rng(s, seat), 1))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_the_nearest_hands_are_kept_by_position_not_by_object(deal, moves):
    """The same position reached again (a replayed record: another Table object) is
    answered from what was kept; any action makes a position the hands are worked out for anew."""
    s = Session(deal=deal)
    play(s, moves)
    a = advice.Advice("all")
    kept = a.hands(s)
    again = Session.from_record(s.to_record())
    assert again.key() == s.key() and again.table is not s.table
    assert a.hands(again) is kept
    if s.table.is_over:
        return
    before = s.key()
    play(s, 1)
    assert s.key() != before
    assert a.hands(s) == advice.nearest_for_you(s.table, s.table.concealed[0], advice.HELPER_HANDS)


def test_a_hint_about_a_position_gone_after_an_action_is_dropped():
    s = Session(deal=7)
    assert advice.play_to_your_discard(s)
    a = advice.Advice("all")
    a.ask_hint(s)
    assert a.jobs.about(advice.HINT) == s.key()
    assert a.jobs.wait(advice.HINT, WAIT)          # answered, but not yet collected ...
    s.apply(Discard(0, s.table.concealed[0][0]))   # ... when you discard
    assert a.hint_answer(s) is None                # dropped by core.jobs: about the position before
    assert not a.thinking                          # the table no longer waits for you: not asked again


def test_a_hint_dropped_while_the_others_decide_is_asked_again_about_the_position_now():
    s = Session(deal=7)                            # the first Charleston: every seat decides
    a = advice.Advice("all")
    a.ask_hint(s)
    assert a.jobs.wait(advice.HINT, WAIT)
    s.apply(advice.ai.choose(s.table, 1, advice.bot_rng(s, 1), 1))    # Ruth passes first
    assert 0 in s.table.awaiting()
    assert a.hint_answer(s) is None and a.jobs.asking(advice.HINT, s.key())
    assert a.jobs.wait(advice.HINT, WAIT)
    assert a.hint_answer(s) == advice.hint(s)      # the answer about the position now


def test_a_hint_about_the_hand_before_is_dropped_when_a_new_hand_is_dealt():
    s = Session(deal=7)
    while not s.table.is_over:
        play(s, 1)
    a = advice.Advice("all")
    a.ask_hint(s)
    old = s.key()
    assert a.jobs.wait(advice.HINT, WAIT)
    s.apply(NextHand(0))
    assert a.hint_answer(s) is None                # the old hand's answer never arrives
    assert a.jobs.about(advice.HINT) == s.key() != old     # you decide in the new hand's Charleston
    assert a.jobs.wait(advice.HINT, WAIT)
    assert a.hint_answer(s) == advice.hint(s) is not None


def test_the_hint_job_reads_a_copy_of_the_table():
    s = Session(deal=3)
    assert advice.play_to_your_discard(s)
    copy = advice.table_copy(s.table)
    assert copy is not s.table and copy.concealed == s.table.concealed
    assert copy.concealed[0] is not s.table.concealed[0]
    assert copy.rules is s.table.rules and advice.hint_for(copy) == advice.hint(s)
