"""The Card Free table's actions, one for each decision a seat makes, and their text:
``Action.text()`` writes "<seat> <body>" (e.g. "2 discard 5D"), ``parse_action`` reads
it back, and ``parse_action(a.text()) == a``; a record is these texts. Pure Python, no
pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong.i18n import _

from .pieces import EXPOSURE_SIZES
from .tiles import INDEX

# Every action names its seat; its text is "<seat> <body>", e.g. "2 discard 5D".

@dataclass(frozen=True)
class Action:
    seat: int

    def body(self) -> str:
        raise NotImplementedError

    def text(self) -> str:
        return f"{self.seat} {self.body()}"

    def __str__(self) -> str:
        return self.text()


@dataclass(frozen=True)
class Pass(Action):
    """Pass ``tiles`` from the hand and (a blind pass) ``blind`` of the tiles arriving in
    this same step, unseen (``charleston``). Text ``pass 1B 2C N`` or ``blind 2 5D``.
    Also the courtesy pass."""

    tiles: tuple[str, ...]
    blind: int = 0

    def body(self) -> str:
        return " ".join(("blind", str(self.blind), *self.tiles) if self.blind else ("pass", *self.tiles))


@dataclass(frozen=True)
class Vote(Action):
    """For (``vote yes``) or against (``vote no``) the second Charleston."""

    yes: bool

    def body(self) -> str:
        return "vote yes" if self.yes else "vote no"


@dataclass(frozen=True)
class Courtesy(Action):
    """Ask the player across for a courtesy pass of ``count`` (0-3) tiles."""

    count: int

    def body(self) -> str:
        return f"courtesy {self.count}"


@dataclass(frozen=True)
class Draw(Action):
    def body(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Discard(Action):
    tile: str

    def body(self) -> str:
        return f"discard {self.tile}"


@dataclass(frozen=True)
class Exchange(Action):
    """Give ``tile`` from the hand for a joker in one of ``owner``'s exposures."""

    owner: int
    tile: str

    def body(self) -> str:
        return f"exchange {self.owner} {self.tile}"


@dataclass(frozen=True)
class MahJongg(Action):
    """Declare Mah Jongg on one's own turn (self-drawn, or after a call)."""

    def body(self) -> str:
        return "mj"


@dataclass(frozen=True)
class Claim(Action):
    """Claim the last discard: ``kind`` pung, kong, quint (exposed with ``jokers`` jokers
    from the hand; text ``claim kong 2J``) or ``mj``."""

    kind: str
    jokers: int = 0

    @property
    def size(self) -> int:
        return EXPOSURE_SIZES.get(self.kind, 0)

    def body(self) -> str:
        return f"claim {self.kind}" + (f" {self.jokers}J" if self.jokers else "")


@dataclass(frozen=True)
class PassClaim(Action):
    def body(self) -> str:
        return "pass-claim"


@dataclass(frozen=True)
class NextHand(Action):
    """Session only: start the next hand once this one is over."""

    def body(self) -> str:
        return "next"


def _codes(words: Sequence[str], text: str) -> tuple[str, ...]:
    out = tuple(w.upper() for w in words)
    for code in out:
        if code not in INDEX:
            raise ValueError(_("unknown tile {code} in {move}").format(code=repr(code), move=repr(text)))
    return out


def _number(word: str, text: str, low: int, high: int) -> int:
    if not word.isdigit() or not low <= int(word) <= high:
        raise ValueError(_("expected a number {low}-{high}, not {word}, in {move}").format(
            low=low, high=high, word=repr(word), move=repr(text)))
    return int(word)


def parse_action(text: str) -> Action:
    """The action written as ``text``; ValueError if it is not one."""
    words = text.split()
    if len(words) < 2:
        raise ValueError(_("not a table action: {move}").format(move=repr(text)))
    seat, verb, rest = _number(words[0], text, 0, 3), words[1].lower(), words[2:]
    simple = {"draw": Draw, "mj": MahJongg, "pass-claim": PassClaim, "next": NextHand}
    if verb in simple and not rest:
        return simple[verb](seat)
    if verb == "pass":
        return Pass(seat, _codes(rest, text))
    if verb == "blind" and rest:
        return Pass(seat, _codes(rest[1:], text), _number(rest[0], text, 1, 3))
    if verb == "vote" and len(rest) == 1 and rest[0].lower() in ("yes", "no"):
        return Vote(seat, rest[0].lower() == "yes")
    if verb == "courtesy" and len(rest) == 1:
        return Courtesy(seat, _number(rest[0], text, 0, 3))
    if verb == "discard" and len(rest) == 1:
        return Discard(seat, _codes(rest, text)[0])
    if verb == "exchange" and len(rest) == 2:
        return Exchange(seat, _number(rest[0], text, 0, 3), _codes(rest[1:], text)[0])
    if verb == "claim" and rest and (rest[0] in EXPOSURE_SIZES or rest == ["mj"]):
        if len(rest) == 1:
            return Claim(seat, rest[0])
        if len(rest) == 2 and rest[1].upper().endswith("J") and rest[0] != "mj":
            return Claim(seat, rest[0], _number(rest[1][:-1], text, 1, 4))
    raise ValueError(_("not a table action: {move}").format(move=repr(text)))
