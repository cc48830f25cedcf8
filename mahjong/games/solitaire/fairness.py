"""Whether a layout deals fairly: the share of uniform deals the solver proves lost, on a
fixed sample, and the verdicts kept on disk. Pure Python (no pygame).

A layout is **too stacked** when more than 15% of its uniform (Wild) deals cannot be
cleared, the bar every built-in layout meets (scripts/benchmarks/solitaire_layouts.py
measures it on 200 deals). The sample here is Wild deals 1 to ``SAMPLE`` (the deals the
layout editor's estimate plays), each decided within a node budget and no clock, so the
verdict on a layout is the same on every machine; a deal left undecided counts as lost,
and the sample stops at the fourth lost deal (the verdict is known by then: a big,
stacked layout such as KMahjongg's Cross, 222 tiles, would otherwise take minutes).

``Cache`` keeps verdicts by the layout's tile positions (``key``), so the chooser shows
them at once after the first look; the chooser computes missing ones in the background
(``measure`` in a ``core.jobs`` process job, one layout a job).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from mahjong.core.files import read_limited, write_atomic
from mahjong.games.solitaire import deals, solver
from mahjong.games.solitaire.layout import Layout, Position
from mahjong.i18n import _

SAMPLE = 20             # Wild deals 1..SAMPLE
DEAL_NODES = 20_000     # per deal: the 144-tile layouts' deals need far fewer (alien, 152 tiles: 18,339)
LIMIT = 0.15            # the most a fair layout may lose
METHOD = 2              # bumped when the sample or the budget changes: old verdicts are dropped
CACHE_NAME = "layout_fairness.json"   # in the data folder, beside layouts/
MAX_CACHE_BYTES = 1 << 20
MAX_ENTRIES = 2000


@dataclass(frozen=True)
class Fairness:
    """How a layout's sample of deals went: won, lost, and not decided within the budget."""

    won: int
    lost: int
    unknown: int = 0

    @property
    def played(self) -> int:
        return self.won + self.lost + self.unknown

    @property
    def too_stacked(self) -> bool:
        """More than LIMIT of the sample lost, counting undecided deals as lost."""
        return self.lost + self.unknown > LIMIT * self.played

    def words(self) -> str:
        """For the chooser's card: "fair: 1 of 20 lost", "too stacked: 4+ of 20 lost"
        (a sample stopped early), "too stacked: 9 of 20 lost"."""
        lost, total = self.lost + self.unknown, max(self.played, SAMPLE)
        if not self.too_stacked:
            return _("fair: {lost} of {total} lost").format(lost=lost, total=total)
        if self.played < SAMPLE:
            # Translators: "4+": at least 4 (the sample stopped early)
            return _("too stacked: {lost}+ of {total} lost").format(lost=lost, total=total)
        return _("too stacked: {lost} of {total} lost").format(lost=lost, total=total)


def key(positions: Sequence[Position]) -> str:
    """A layout's identity for the cache: its tile positions (not its name or file)."""
    text = ";".join(f"{z},{x},{y}" for z, x, y in sorted(positions))
    return hashlib.sha256(f"{METHOD}|{text}".encode()).hexdigest()[:32]


def deal_verdict(layout: Layout, geom: solver.Geometry, deal: int, max_nodes: int) -> bool | None:
    """Whether Wild deal ``deal`` of the layout can be cleared (None: undecided)."""
    board = solver.Board(geom, deals.group_ids(deals.wild(layout, deal).faces), geom.full)
    return solver.solve(board, max_nodes=max_nodes).winnable


def measure(positions: Sequence[Position], sample: int = SAMPLE, max_nodes: int = DEAL_NODES,
            give_up_above: int | None = -1) -> Fairness:
    """Play the sample. ``give_up_above``: stop once more deals than this are lost or
    undecided (the counts then cover the deals played); -1 (the default) for
    ``allowed_losses(sample)``, None to play them all."""
    if give_up_above == -1:
        give_up_above = allowed_losses(sample)
    layout = Layout("sample", "Sample", tuple(positions))
    geom = solver.geometry(layout.positions)
    won = lost = unknown = 0
    for deal in range(1, sample + 1):
        result = deal_verdict(layout, geom, deal, max_nodes)
        if result is True:
            won += 1
        elif result is False:
            lost += 1
        else:
            unknown += 1
        if give_up_above is not None and lost + unknown > give_up_above:
            break
    return Fairness(won, lost, unknown)


def allowed_losses(sample: int = SAMPLE) -> int:
    """The most deals of the sample a fair layout may lose (3 of 20)."""
    return int(LIMIT * sample + 1e-9)


class Cache:
    """Verdicts by ``key`` in one JSON file. A missing or damaged file is an empty cache
    (verdicts are only ever recomputed, never lost work of the player's); a write that
    fails is ignored."""

    def __init__(self, path: Path | str | None) -> None:
        self.path = Path(path) if path is not None else None
        self.entries: dict[str, Fairness] = self._load()

    def _load(self) -> dict[str, Fairness]:
        if self.path is None:
            return {}
        try:
            data = json.loads(read_limited(self.path, MAX_CACHE_BYTES))
        except (OSError, ValueError):
            return {}
        found = data.get("verdicts") if isinstance(data, dict) and data.get("schema") == 1 else None
        if not isinstance(found, dict):
            return {}
        entries = {}
        for k, v in list(found.items())[:MAX_ENTRIES]:
            if isinstance(k, str) and isinstance(v, list) and len(v) == 3 \
                    and all(type(n) is int and 0 <= n <= 10_000 for n in v):
                entries[k] = Fairness(*v)
        return entries

    def get(self, positions: Sequence[Position]) -> Fairness | None:
        return self.entries.get(key(positions))

    def put(self, positions: Sequence[Position], verdict: Fairness) -> None:
        self.entries[key(positions)] = verdict
        while len(self.entries) > MAX_ENTRIES:
            del self.entries[next(iter(self.entries))]
        if self.path is None:
            return
        payload = {"schema": 1, "verdicts": {k: [v.won, v.lost, v.unknown] for k, v in self.entries.items()}}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, json.dumps(payload, separators=(",", ":")))
        except OSError:
            pass
