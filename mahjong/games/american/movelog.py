"""The move log of the Card Free table, in words, as seat 0 (you) sees the hand.

Each function turns one event into a line ("Ruth discarded 4 Crak", "Mei called a pung
of 8 Dot with 1 joker"). The table calls them as it plays, giving each only what seat 0
may see: the public events, seat 0's own tiles, and for the other seats how many tiles
they passed on unseen, never which. Since a save is the move list, replaying it writes
the same log. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .pieces import SEAT_NAMES, HandResult
from .tiles import tile_word, tiles_words

VIEWER = 0   # the log's point of view: the human's seat


def who(seat: int) -> str:
    """The seat's name at the start of a sentence: 'You', 'Ruth'."""
    return SEAT_NAMES[seat]


def whom(seat: int) -> str:
    return "you" if seat == VIEWER else SEAT_NAMES[seat]


def whose(seat: int) -> str:
    return "your" if seat == VIEWER else f"{SEAT_NAMES[seat]}'s"


def _is(seat: int) -> str:
    return "are" if seat == VIEWER else "is"


def _tiles(n: int) -> str:
    return f"{n} tile{'s' * (n != 1)}"


def names(seats: Sequence[int]) -> str:
    """'Ruth', 'You and Mei', 'Ruth, Mei and Sam'."""
    words = [who(s) if i == 0 else whom(s) for i, s in enumerate(sorted(seats))]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def dealt(dealer: int) -> str:
    return f"{who(dealer)} {_is(dealer)} East and discard{'s' * (dealer != VIEWER)} first."


def passed(step: str, offset: int, own: Mapping[int, Sequence[str]], blind: Mapping[int, int],
           kept: Sequence[str]) -> str:
    """One Charleston step: what you passed (your own tiles by name, those passed on
    unseen by count), what you kept of what came, and who else passed tiles on unseen."""
    head = step[:1].upper() + step[1:]
    if own and not any(own.values()):
        return f"{head}: everyone passed on every tile that came, unseen, so no tile moved."
    to, came = whom((VIEWER + offset) % 4), whom((VIEWER - offset) % 4)
    mine = tiles_words(own[VIEWER])
    if blind[VIEWER]:
        unseen = f"{_tiles(blind[VIEWER])} unseen"
        mine = unseen if not own[VIEWER] else f"{', '.join(map(tile_word, own[VIEWER]))} and {unseen}"
    line = f"{head}: you passed {mine} to {to}; you received {tiles_words(kept)} from {came}."
    others = [f"{who(s)} passed on {_tiles(n)} unseen." for s, n in sorted(blind.items()) if n and s != VIEWER]
    return " ".join([line, *others])


def vote(refused: Sequence[int]) -> str:
    if not refused:
        return "Everyone agreed to a second Charleston."
    return f"{names(refused)} said no: the second Charleston is skipped."


def courtesy(asked: Mapping[int, int], counts: Mapping[int, int]) -> str:
    """The courtesy requests: yours and the player across's, and what the others pass."""
    across = (VIEWER + 2) % 4
    n = counts[VIEWER]
    line = (f"Courtesy pass: you asked {whom(across)} for {asked[VIEWER]} and {whom(across)} asked for "
            f"{asked[across]}, so " + (f"you and {whom(across)} pass {_tiles(n)} each way." if n
                                       else "there is none between you."))
    left, right = (VIEWER + 1) % 4, (VIEWER + 3) % 4
    m = counts[left]
    return line + f" {names((left, right))} pass {_tiles(m) if m else 'nothing'} each way."


def courtesy_pass(own: Sequence[str], kept: Sequence[str]) -> str:
    across = whom((VIEWER + 2) % 4)
    return f"Courtesy pass: you passed {tiles_words(own)} to {across}; you received {tiles_words(kept)}."


def drew(tile: str) -> str:
    return f"You drew {tile_word(tile)}."


def discarded(seat: int, tile: str) -> str:
    return f"{who(seat)} discarded {tile_word(tile)}."


def called(seat: int, kind: str, tile: str, jokers: int) -> str:
    extra = f" with {jokers} joker{'s' * (jokers != 1)}" if jokers else ""
    return f"{who(seat)} called a {kind} of {tile_word(tile)}{extra}."


def dead(seat: int) -> str:
    return f"{whose(seat).capitalize()} hand is dead: no winning hand fits {whose(seat)} exposures."


def exchanged(seat: int, owner: int, tile: str, kind: str) -> str:
    return f"{who(seat)} exchanged {tile_word(tile)} for a joker from {whose(owner)} {kind}."


def mah_jongg(result: HandResult, how: str) -> list[str]:
    """The win and the payments; ``how`` says how it was completed, in words."""
    assert result.winner is not None, "a Mah Jongg has a winner"
    pays = ", ".join(f"{whom(s)} {p:+d}" for s, p in enumerate(result.payments))
    return [f"{who(result.winner)} declared Mah Jongg {how}: {result.reading}.", f"Payments: {pays}."]


def wall_game(wall_empty: bool) -> str:
    why = "the wall is empty" if wall_empty else "no live hand is left"
    return f"Wall game: {why}, and nobody pays."
