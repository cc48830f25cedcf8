"""Reading the other players' exposures: which tiles they likely still want, and which
discard would likely hand one of them Mah Jongg. Pure Python, no pygame.

A rival's exposures are matched against the card (``engine_api.nearest`` on the
exposures alone): the winning hands that still fit them are its *likely hands*, and a
tile's *share* is the part of those hands that still need it. A rival with one exposure
fits too many hands for this to say much; from two on the reading narrows quickly. The
closer a rival is (tiles exposed), the more its wants weigh (``threat``).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from mahjong.games.american import engine_api as api
from mahjong.games.american.pieces import JOKER

from .botview import BotView

READ_FROM = 2           # exposures a rival shows before its hands are read from them
LIKELY = 24             # likely hands read per rival
HOT_EXPOSED = 8         # tiles a rival has exposed before its wants are "hot" ...
HOT_SHARE = 0.5         # ... for a tile at least this share of its likely hands needs


@lru_cache(maxsize=4096)
def shares(exposures: tuple[tuple[str, ...], ...], ctx: api.Context) -> dict[str, float]:
    """Each tile's share of the likely hands fitting these exposures (empty when no
    winning hand fits them: a dead hand wants nothing)."""
    try:
        hands = api.nearest((), exposures, (), ctx, limit=LIKELY)
    except ValueError:
        return {}
    if not hands:
        return {}
    wanted: Counter[str] = Counter()
    for h in hands:
        wanted.update(set(h.missing) | set(h.jokers_can_fill))
    return {code: n / len(hands) for code, n in wanted.items()}


def exposed_count(view: BotView, seat: int) -> int:
    return sum(e.size for e in view.exposures[seat])


def threat(view: BotView, seat: int) -> float:
    """How close ``seat`` looks to winning from its exposures, 0-1."""
    return min(1.0, exposed_count(view, seat) / 12)


def wants(view: BotView, seat: int) -> dict[str, float]:
    """The tiles ``seat`` likely still wants, with their shares (see the module)."""
    if seat == view.seat or view.dead[seat] or len(view.exposures[seat]) < READ_FROM:
        return {}
    ctx = api.Context(view.ctx.rules, 0, False)     # another seat's skill level is not shown
    return shares(tuple(tuple(e.tiles) for e in view.exposures[seat]), ctx)


def danger(view: BotView, code: str) -> float:
    """How likely discarding ``code`` feeds a rival's hand: each read rival's share of
    the tile, weighted by how close it looks; a discarded joker is dead, never a danger."""
    if code == JOKER:
        return 0.0
    return sum(threat(view, s) * wants(view, s).get(code, 0.0) for s in range(4))


def hot_seat(view: BotView, code: str) -> int | None:
    """The close rival for whom ``code`` is hot (see ``hot``), if any."""
    if code == JOKER:
        return None
    return next((s for s in range(4) if exposed_count(view, s) >= HOT_EXPOSED
                 and wants(view, s).get(code, 0.0) >= HOT_SHARE), None)


def hot(view: BotView, code: str) -> bool:
    """Whether ``code`` likely completes a close rival's hand: a rival with at least
    ``HOT_EXPOSED`` tiles exposed whose likely hands mostly need it."""
    return code != JOKER and any(exposed_count(view, s) >= HOT_EXPOSED and wants(view, s).get(code, 0.0) >= HOT_SHARE
                                 for s in range(4))


def feeds(view: BotView, code: str, exposed: int, share: float) -> bool:
    """Whether ``code`` is wanted by at least ``share`` of the likely hands of a rival
    showing at least ``exposed`` tiles."""
    return code != JOKER and any(exposed_count(view, s) >= exposed and wants(view, s).get(code, 0.0) >= share
                                 for s in range(4))


def went_by(view: BotView) -> set[str]:
    """The tiles discarded since this seat's own last discard: every rival let them go by
    (a claimed discard leaves the discards), so none was waiting on them then."""
    mine = [i for i, (s, _) in enumerate(view.discards) if s == view.seat]
    return {t for _, t in view.discards[(mine[-1] + 1 if mine else 0):]}
