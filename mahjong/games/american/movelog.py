"""The move log of the Card Free table, in words, as seat 0 (you) sees the hand.

Each function turns one event into a line ("Ruth discarded 4 Crak", "Mei called a pung
of 8 Dot with 1 joker"). The table calls them as it plays, giving each only what seat 0
may see: the public events, seat 0's own tiles, and for the other seats how many tiles
they passed on unseen, never which. Since a save is the move list, replaying it writes
the same log. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mahjong.i18n import N_, _, ngettext

from .pieces import SEAT_NAMES, HandResult
from .tiles import tile_word, tiles_words

VIEWER = 0   # the log's point of view: the human's seat
# Translators: a Charleston step's name, at the start of its line in the move log.
STEP_NAMES = {"first right": N_("first right"), "first across": N_("first across"), "first left": N_("first left"),
              "second left": N_("second left"), "second across": N_("second across"),
              "second right": N_("second right"), "courtesy": N_("courtesy")}
# Translators: a block a player calls or exposes ("Mei called a pung of 8 Dot").
BLOCK_WORDS = {"pung": N_("pung"), "kong": N_("kong"), "quint": N_("quint")}


def seat_name(seat: int) -> str:
    """The seat's name in the current language: 'You', 'Ruth'."""
    return _(SEAT_NAMES[seat])


def who(seat: int) -> str:
    """The seat's name at the start of a sentence: 'You', 'Ruth'."""
    return seat_name(seat)


def whom(seat: int) -> str:
    # Translators: "you" inside a sentence (the human player).
    return _("you") if seat == VIEWER else seat_name(seat)


def step_name(step: str) -> str:
    """A Charleston step ('first left') in the current language."""
    return _(STEP_NAMES[step]) if step in STEP_NAMES else step


def block_word(kind: str) -> str:
    return _(BLOCK_WORDS[kind]) if kind in BLOCK_WORDS else kind


def _and(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    # Translators: the end of a list of players, e.g. "Ruth, Mei and Sam".
    return _("{names} and {last}").format(names=_(", ").join(words[:-1]), last=words[-1])


def listed(words: Sequence[str]) -> str:
    """Names as one phrase: 'Bea', 'Bea and Cy', 'Ann, Bea and Cy'."""
    return _and(list(words))


def names(seats: Sequence[int]) -> str:
    """'Ruth', 'You and Mei', 'Ruth, Mei and Sam'."""
    return _and([who(s) if i == 0 else whom(s) for i, s in enumerate(sorted(seats))])


def dealt(dealer: int) -> str:
    if dealer == VIEWER:
        return _("You are East and discard first.")
    return _("{player} is East and discards first.").format(player=who(dealer))


def passed(step: str, offset: int, own: Mapping[int, Sequence[str]], blind: Mapping[int, int],
           kept: Sequence[str]) -> str:
    """One Charleston step: what you passed (your own tiles by name, those passed on
    unseen by count), what you kept of what came, and who else passed tiles on unseen."""
    name = step_name(step)
    head = name[:1].upper() + name[1:]
    if own and not any(own.values()):
        return _("{step}: everyone passed on every tile that came, unseen, so no tile moved.").format(step=head)
    to, came = whom((VIEWER + offset) % 4), whom((VIEWER - offset) % 4)
    mine = tiles_words(own[VIEWER])
    n = blind[VIEWER]
    if n and not own[VIEWER]:
        mine = ngettext("{count} tile unseen", "{count} tiles unseen", n).format(count=n)
    elif n:
        mine = ngettext("{tiles} and {count} tile unseen", "{tiles} and {count} tiles unseen", n).format(
            tiles=_(", ").join(map(tile_word, own[VIEWER])), count=n)
    line = _("{step}: you passed {tiles} to {receiver}; you received {received} from {giver}.").format(
        step=head, tiles=mine, receiver=to, received=tiles_words(kept), giver=came)
    others = [ngettext("{player} passed on {count} tile unseen.", "{player} passed on {count} tiles unseen.",
                       n).format(player=who(s), count=n)
              for s, n in sorted(blind.items()) if n and s != VIEWER]
    return " ".join([line, *others])


def vote(refused: Sequence[int]) -> str:
    if not refused:
        return _("Everyone agreed to a second Charleston.")
    return _("{players} said no: the second Charleston is skipped.").format(players=names(refused))


def courtesy(asked: Mapping[int, int], counts: Mapping[int, int]) -> str:
    """The courtesy requests: yours and the player across's, and what the others pass."""
    across = (VIEWER + 2) % 4
    n = counts[VIEWER]
    if n:
        line = ngettext("Courtesy pass: you asked {player} for {asked} and {player} asked for {theirs}, "
                        "so you and {player} pass {count} tile each way.",
                        "Courtesy pass: you asked {player} for {asked} and {player} asked for {theirs}, "
                        "so you and {player} pass {count} tiles each way.", n)
    else:
        line = _("Courtesy pass: you asked {player} for {asked} and {player} asked for {theirs}, "
                 "so there is none between you.")
    line = line.format(player=whom(across), asked=asked[VIEWER], theirs=asked[across], count=n)
    left, right = (VIEWER + 1) % 4, (VIEWER + 3) % 4
    m = counts[left]
    if m:
        rest = ngettext("{players} pass {count} tile each way.", "{players} pass {count} tiles each way.", m)
    else:
        rest = _("{players} pass nothing each way.")
    return line + " " + rest.format(players=names((left, right)), count=m)


def courtesy_pass(own: Sequence[str], kept: Sequence[str]) -> str:
    across = whom((VIEWER + 2) % 4)
    return _("Courtesy pass: you passed {tiles} to {player}; you received {received}.").format(
        tiles=tiles_words(own), player=across, received=tiles_words(kept))


def drew(tile: str) -> str:
    return _("You drew {tile}.").format(tile=tile_word(tile))


def discarded(seat: int, tile: str) -> str:
    if seat == VIEWER:
        return _("You discarded {tile}.").format(tile=tile_word(tile))
    return _("{player} discarded {tile}.").format(player=who(seat), tile=tile_word(tile))


def called(seat: int, kind: str, tile: str, jokers: int) -> str:
    if jokers:
        text = ngettext("{player} called a {block} of {tile} with {count} joker.",
                        "{player} called a {block} of {tile} with {count} jokers.", jokers)
    else:
        text = _("{player} called a {block} of {tile}.")
    return text.format(player=who(seat), block=block_word(kind), tile=tile_word(tile), count=jokers)


def dead(seat: int) -> str:
    if seat == VIEWER:
        return _("Your hand is dead: no winning hand fits your exposures.")
    return _("{player}'s hand is dead: no winning hand fits {player}'s exposures.").format(player=who(seat))


def exchanged(seat: int, owner: int, tile: str, kind: str) -> str:
    if seat == VIEWER and owner == VIEWER:
        text = _("You exchanged {tile} for a joker from your {block}.")
    elif seat == VIEWER:
        text = _("You exchanged {tile} for a joker from {owner}'s {block}.")
    elif owner == VIEWER:
        text = _("{player} exchanged {tile} for a joker from your {block}.")
    else:
        text = _("{player} exchanged {tile} for a joker from {owner}'s {block}.")
    return text.format(player=who(seat), owner=who(owner), tile=tile_word(tile), block=block_word(kind))


def mah_jongg(result: HandResult, how: str) -> list[str]:
    """The win and the payments; ``how`` says how it was completed, in words."""
    assert result.winner is not None, "a Mah Jongg has a winner"
    # Translators: one player's score change in the payments line, e.g. "Ruth -50".
    pays = _(", ").join(_("{player} {points}").format(player=whom(s), points=f"{p:+d}")
                        for s, p in enumerate(result.payments))
    # Translators: {how} is e.g. "on Ruth's 4 Crak" or "self-picked"; {reading} the hand.
    return [_("{player} declared Mah Jongg {how}: {reading}.").format(player=who(result.winner), how=how,
                                                                      reading=result.reading),
            _("Payments: {payments}.").format(payments=pays)]


def wall_game(wall_empty: bool) -> str:
    if wall_empty:
        return _("Wall game: the wall is empty, and nobody pays.")
    return _("Wall game: no live hand is left, and nobody pays.")
