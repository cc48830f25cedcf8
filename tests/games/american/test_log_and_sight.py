"""The Card Free table as seat 0 sees it: the move log in words (rebuilt by replaying a
record, never naming a tile seat 0 could not see), tile names in words in every message,
what a seat may see (unchanged when hidden tiles change), and the claim predicate the
auto-pass option relies on."""

import copy
import re
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong.core.rng import Rng
from mahjong.games.american.actions import Claim, Courtesy, Discard, Exchange, NextHand, Pass, Vote
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.session import Session
from mahjong.games.american.table import Table
from mahjong.games.american.tiles import CODES, tile_word, tiles_words

# a tile code standing alone: 9B, RD, N, F, J ...
CODE = re.compile(r"(?<![\w-])(?:[1-9][BCD]|[RGW]D|[NEWSFJ])(?![\w-])")
WORDS = {tile_word(c): c for c in CODES}
NAMED = re.compile(r"\b(?:[1-9] (?:Bam|Crak|Dot)|North|East|West|South|Red Dragon|Green Dragon|White Dragon"
                   r"|Flower|Joker)\b")


def test_tile_words():
    assert [tile_word(c) for c in ("9B", "4C", "8D", "N", "RD", "WD", "F", "J")] == [
        "9 Bam", "4 Crak", "8 Dot", "North", "Red Dragon", "White Dragon", "Flower", "Joker"]
    assert tiles_words(["9B", "8B", "N"]) == "9 Bam, 8 Bam and North" and tiles_words([]) == "nothing"
    assert CODE.search("pass 9B now") and CODE.search("[N E W S]") and not CODE.search("You are East; Sam's 9 Bam")


def _illegal_tries(t: Table, seat: int) -> list:
    """Actions of every kind, most of them illegal now, naming tiles."""
    some = ["9B", "RD", "N", "F", "J"]
    return ([Discard(seat, c) for c in some] + [Exchange(seat, (seat + 1) % 4, c) for c in some]
            + [Claim(seat, k, j) for k in ("pung", "kong", "quint", "mj") for j in (0, 2)]
            + [Pass(seat, ("9B", "9B", "9B")), Pass(seat, ("J", "1B", "2B")), Pass(seat, ("N",), 2),
               Vote(seat, True), Courtesy(seat, 2)])


def _visible_kinds(t: Table) -> set[str]:
    """Kinds seat 0 sees now: its hand, exposures, discards, the winner's hand at the end."""
    out = set(t.seen_tiles(0))
    if t.result is not None:
        out.update(t.result.hand)
    return out


def _shuffle_hidden(t: Table, seat: int, rng: Rng) -> Table:
    """A copy of ``t`` with every tile ``seat`` cannot see (other racks, the wall) dealt
    again among those places; racks with a pass pending keep theirs."""
    other = copy.deepcopy(t)
    places = [s for s in range(4) if s != seat and s not in t.pending]
    pool = list(t.wall) + [x for s in places for x in t.concealed[s]]
    rng.shuffle(pool)
    for s in places:
        n = len(t.concealed[s])
        other.concealed[s], pool = pool[:n], pool[n:]
    other.wall = pool
    other._claim_cache.clear()
    return other


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deal=st.integers(0, 10**6), seed=st.integers(0, 10**6), rules=st.sampled_from([(), (1,), (2, 3)]))
def test_random_play_log_words_sight_and_claims(deal, seed, rules):
    rng = Rng(seed)
    s = Session(TableOptions(house_rules=frozenset(rules)), deal)
    seen: set[str] = set()
    table, logged = s.table, 0
    for step in range(700):
        t = s.table
        if t.is_over and t.hand == 1:
            break
        seen |= _visible_kinds(t)
        # every message in words
        for seat in range(4):
            for action in _illegal_tries(t, seat):
                reason = t.why_illegal(action)
                assert reason is None or not CODE.search(reason), reason
        # a discard seat 0 can claim is always asked about, and only then
        if t.phase == "claims" and t.last_discard[0] != 0:
            assert (0 in t.awaiting() or 0 in t.pending) == t.can_claim(0)
        # what a seat may see does not depend on what it cannot
        if step % 25 == 0:
            for seat in range(4):
                other = _shuffle_hidden(t, seat, rng)
                assert other.all_tiles() == t.all_tiles()
                assert other.view(seat) == t.view(seat) and other.unseen(seat) == t.unseen(seat)
                assert other.legal_actions(seat) == t.legal_actions(seat)
        moves = s.legal_moves()
        s.apply(moves[rng.below(len(moves))])
        if s.table is not table:  # the next hand
            table, logged, seen = s.table, 0, set()
        seen |= _visible_kinds(table)
        for line in table.log[logged:]:
            assert not CODE.search(line), line
            named = {WORDS[w] for w in NAMED.findall(line.replace("are East", "").replace("is East", ""))}
            assert named <= seen, (line, named - seen)
        logged = len(table.log)
    assert s.log()[0] == "Hand 1"
    again = Session.from_record(s.to_record())
    assert again.log() == s.log() and again.table.view(0) == s.table.view(0)


def _through_two_steps(t: Table) -> None:
    for _ in range(2):
        for s in range(4):
            t.apply(Pass(s, tuple(sorted(x for x in t.concealed[s] if x != "J")[:3])))


def test_blind_pass_log_names_only_what_you_saw():
    t = Table(TableOptions(), 11)
    _through_two_steps(t)
    assert t.log[1].startswith("First right: you passed ") and " to Ruth; you received " in t.log[1]
    assert t.log[1].endswith(" from Sam.")
    mine = tuple(sorted(x for x in t.concealed[0] if x != "J")[:1])
    t.apply(Pass(0, mine, 2))
    for s in (1, 2):
        t.apply(Pass(s, tuple(sorted(x for x in t.concealed[s] if x != "J")[:3])))
    before = Counter(t.concealed[3])
    t.apply(Pass(3, tuple(sorted(x for x in t.concealed[3] if x != "J")[:2]), 1))
    kept = t.received(0)
    assert len(kept) == 1 and t.phase == "vote"  # you kept one of the three that came
    assert t.log[-1] == (f"First left: you passed {tile_word(mine[0])} and 2 tiles unseen to Sam; "
                         f"you received {tile_word(kept[0])} from Ruth. Sam passed on 1 tile unseen.")
    assert Counter(t.concealed[3]) != before


def test_the_vote_says_who_refused():
    t = Table(TableOptions(), 5)
    for _ in range(3):
        for s in range(4):
            t.apply(Pass(s, tuple(sorted(x for x in t.concealed[s] if x != "J")[:3])))
    for s, vote in enumerate(("yes", "yes", "no", "yes")):
        t.apply(f"{s} vote {vote}")
    assert t.refused == (2,) and t.log[-1] == "Mei said no: the second Charleston is skipped."
    assert t.view(0).refused == (2,)
    for s, n in enumerate((2, 3, 1, 0)):
        t.apply(f"{s} courtesy {n}")
    assert t.log[-1] == ("Courtesy pass: you asked Mei for 2 and Mei asked for 1, so you and Mei pass 1 tile each way. "
                         "Ruth and Sam pass nothing each way.")
    t.apply(Pass(0, (sorted(t.concealed[0])[0],)))
    t.apply(Pass(2, (sorted(t.concealed[2])[0],)))
    assert t.log[-1].startswith("Courtesy pass: you passed ") and len(t.received(0)) == 1
    assert t.phase == "discard"


def test_session_log_has_a_line_per_hand_and_replays():
    s = Session(TableOptions(house_rules={1}), 3)
    rng = Rng(7)
    for _ in range(2):
        while not s.table.is_over:
            moves = s.legal_moves()
            s.apply(moves[rng.below(len(moves))])
        s.apply(NextHand(0))
    log = s.log()
    assert [line for line in log if line.startswith("Hand ")] == ["Hand 1", "Hand 2", "Hand 3"]
    assert log[1] == "You are East and discard first." and "Ruth is East and discards first." in log
    assert any(line.startswith(("Wall game", "Payments")) for line in log)
    assert Session.from_record(s.to_record()).log() == log
    s.undo()  # the NextHand: hand 3 and its first line go
    assert s.log() == log[:-2] and log[-2] == "Hand 3"


def test_a_seats_view_hides_the_other_racks():
    t = Table(TableOptions(), 4)
    full, mine = t.view(), t.view(1)
    assert full.seats[0].concealed and mine.seats[1].concealed == full.seats[1].concealed
    assert all(mine.seats[s].concealed == () and mine.seats[s].held == len(t.concealed[s]) for s in (0, 2, 3))
    assert sum(t.unseen(1).values()) == 152 - 13
