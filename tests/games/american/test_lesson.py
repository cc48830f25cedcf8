"""The Card Free guided game's engine half (american.lesson): the set-up wall is the
standard set, the lesson's line ends in the Mah Jongg the card and scoring agree on,
each step's check holds only after its move, the computer players' script is legal
whatever you do, and a session on the set-up wall survives its record."""

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core.errors import BadRecord, IllegalMove
from mahjong.core.guide import Guide
from mahjong.core.rng import deal_rng
from mahjong.games.american import hands
from mahjong.games.american.actions import Claim, Courtesy, Discard, Draw, Pass, PassClaim, Vote
from mahjong.games.american.bots import ai
from mahjong.games.american.lesson import (
    CARD_FREE,
    EAST,
    GOAL,
    RUN,
    Watched,
    bot_choice,
    is_lesson,
    lesson_session,
    lesson_wall,
    lit_tiles,
)
from mahjong.games.american.session import Session
from mahjong.games.american.tiles import CODES, full_set


def test_the_wall_is_the_standard_set_of_152():
    wall = lesson_wall()
    assert len(wall) == 152 and Counter(wall) == Counter(full_set())
    counts = Counter(wall)
    assert all(counts[c] == 4 for c in CODES[:33]) and counts["F"] == 8 and counts["J"] == 8
    assert tuple(wall[:14]) == EAST                  # East (you) is dealt the lesson's hand
    assert lesson_wall() == wall                     # fixed: the same every time


def test_east_is_not_dealt_a_win_and_the_goal_is_a_hand_of_the_card():
    session = lesson_session()
    assert not session.table.is_over and is_lesson(session.table)
    goal = hands.check(list(GOAL))
    assert goal.winning and "Consecutive Run 3-4-5-6-7" in goal.summary()


def play_bots(session):
    """The computer players' scripted moves until the table waits for you (or is over)."""
    t = session.table
    while not t.is_over and 0 not in t.awaiting():
        seat = t.awaiting()[0]
        action = bot_choice(t, seat)
        assert action is not None, (t.phase, seat)
        session.apply(action)


def the_lesson_line(session):
    """Your moves as the steps ask for them: (step index the move belongs to, action)."""
    t = session.table
    for _pass in range(3):
        yield 0 if _pass == 0 else 1, Pass(0, tuple(lit_tiles(t)[:3]))
    yield 1, Vote(0, False)
    yield 1, Courtesy(0, 0)
    yield 3, Discard(0, lit_tiles(t)[0])
    yield 4, Claim(0, "pung", 0)
    yield 5, Discard(0, lit_tiles(t)[0])
    yield 5, Claim(0, "mj")


def test_the_lesson_line_ends_in_the_goal_mah_jongg_each_step_on_its_own_move():
    session = lesson_session()
    guide = Guide(CARD_FREE, session)
    watched = Watched(session, pinned=False)
    play_bots(session)
    for step, action in the_lesson_line(session):
        assert guide.index == step
        assert not guide.watch(watched)             # nothing moves the step on before its move
        session.apply(action)
        play_bots(session)
        if step == 1 and guide.index == 1 and isinstance(action, Courtesy):
            assert guide.watch(watched) and guide.index == 2
            assert not guide.watch(watched)         # the optional pin: not yet
            assert guide.watch(Watched(session, pinned=True)) and guide.index == 3
            continue
        while guide.watch(watched):
            pass
    assert guide.finished
    result = session.table.result
    assert result.winner == 0 and result.discarder == 1 and Counter(result.hand) == Counter(GOAL)
    # scoring agrees: a pung of 5 Bams exposed, the rest concealed, won on a discard
    rest = list((Counter(GOAL) - Counter(["5B"] * 3)).elements())
    reading = hands.check(rest, [["5B"] * 3], self_drawn=False)
    assert reading.winning and reading.value == result.value == 35
    assert result.payments == (70 * 2, -70, -35, -35)


def test_a_discard_before_the_pin_also_passes_the_optional_step():
    session = lesson_session()
    guide = Guide(CARD_FREE, session)
    play_bots(session)
    line = the_lesson_line(session)
    for _i in range(6):
        _step, action = next(line)
        session.apply(action)
        play_bots(session)
        guide.watch(Watched(session, False))
    assert guide.index == 3                          # the discard was made in step 3's place
    guide.watch(Watched(session, False))
    assert guide.index == 4


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(0, 10_000), min_size=60, max_size=60))
def test_the_script_is_legal_whatever_you_do(choices):
    """You play any legal action (drawn at random); every move of the script is legal,
    and the script answers every phase but a computer player's courtesy pass."""
    session = lesson_session()
    t = session.table
    mine = iter(choices)
    scripted = True
    for _move in range(400):
        if t.is_over:
            break
        seat = t.awaiting()[0]
        if seat == 0:
            legal = t.legal_actions(0)
            session.apply(legal[next(mine, 0) % len(legal)])
            continue
        action = bot_choice(t, seat)
        if action is None:                          # the usual computer player decides
            assert t.phase in ("courtesy-pass", "discard")
            scripted = False
            action = ai.choose(t, seat, deal_rng("test", 1), 0)
        else:
            assert t.is_legal(action), (action, t.why_illegal(action))
        session.apply(action)
    if scripted and t.is_over:
        assert t.result.winner in (0, None)         # the script never wins for itself


def test_the_script_answers_only_for_the_lesson():
    session = Session(deal=5)
    t = session.table
    seat = next(s for s in t.awaiting() if s != 0)
    assert not is_lesson(t) and bot_choice(t, seat) is None
    lesson = lesson_session().table
    assert bot_choice(lesson, 0) is None             # never for you


def test_a_lesson_session_survives_its_record():
    session = lesson_session()
    play_bots(session)
    session.apply(Pass(0, tuple(lit_tiles(session.table)[:3])))
    record = session.to_record()
    again = Session.from_record(record)
    assert again.table.rigged == lesson_wall() and again.moves == session.moves
    assert again.key() == session.key() and again.key() != Session(deal=session.deal).key()
    record["wall"] = record["wall"][:-1] + ["1B"]
    with pytest.raises(BadRecord):
        Session.from_record(record)
    record["wall"] = "1B"
    with pytest.raises(BadRecord):
        Session.from_record(record)


def test_draw_and_claim_are_scripted_too():
    session = lesson_session()
    t = session.table
    line = the_lesson_line(session)
    play_bots(session)
    for _i in range(6):
        session.apply(next(line)[1])
        play_bots(session)
    assert t.phase == "claims" and t.last_discard == (1, "5B")
    with pytest.raises(IllegalMove):
        session.apply(Draw(0))
    session.apply(PassClaim(0))                      # you let it go: the script plays on
    play_bots(session)
    assert t.turn != 1 and len(t.discards) > 2
    assert all(tile not in RUN for _seat, tile in t.discards[2:])   # no other tile of your run is thrown
