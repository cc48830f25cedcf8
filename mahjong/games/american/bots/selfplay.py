"""Headless self-play: four computer players at given strengths, hand after hand.

``play(strengths, hands, seed)`` plays ``hands`` hands of deal ``seed`` (hand k deals
from seat k % 4, like a session) and reports win shares per seat and per strength,
points per strength, the wall-game share, the mean winning value and the time each
decision took. With ``rotate`` the strengths move one seat to the right every four
hands (the deal moves every hand), so every strength sits in every seat and deals alike.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Sequence

from mahjong.core.rng import deal_rng
from mahjong.games.american.pieces import GAME_ID, TableOptions
from mahjong.games.american.table import Table

from .ai import choose


def play_hand(table: Table, strengths: Sequence[int], rng,
              timings: list[tuple[str, float]] | None = None) -> Table:
    """Let the bots play ``table`` to its end; each decision's (phase, seconds) goes to
    ``timings``."""
    while not table.is_over:
        seat, phase = table.awaiting()[0], table.phase
        started = time.perf_counter()
        action = choose(table, seat, rng, strengths[seat])
        if timings is not None:
            timings.append((phase, time.perf_counter() - started))
        table.apply(action)
    return table


def play(strengths: Sequence[int] = (3, 1, 3, 1), hands: int = 10, seed: int = 1, *,
         rotate: bool = True, options: TableOptions | None = None, first_hand: int = 0) -> dict:
    """Play ``hands`` hands (numbered from ``first_hand``) and summarise them."""
    options = options or TableOptions()
    rng = deal_rng(GAME_ID, seed, "selfplay")
    timings: list[tuple[str, float]] = []
    wins_seat: Counter[int] = Counter()
    wins_strength: Counter[int] = Counter()
    seats_strength: Counter[int] = Counter()
    points: Counter[int] = Counter()
    values: list[int] = []
    wall_games = 0
    for k in range(first_hand, first_hand + hands):
        shift = k // 4 % 4 if rotate else 0
        seat_strength = [strengths[(s - shift) % 4] for s in range(4)]
        table = play_hand(Table(options, seed, hand=k, dealer=k % 4), seat_strength, rng, timings)
        result = table.result
        assert result is not None, "play_hand plays the hand to its end"
        for s in range(4):
            seats_strength[seat_strength[s]] += 1
            points[seat_strength[s]] += result.payments[s]
        if result.winner is None:  # a wall game
            wall_games += 1
            continue
        wins_seat[result.winner] += 1
        wins_strength[seat_strength[result.winner]] += 1
        values.append(result.value)
    return summarise(hands, wins_seat, wins_strength, seats_strength, points, values, wall_games, timings)


def summarise(hands: int, wins_seat: Counter, wins_strength: Counter, seats_strength: Counter,
              points: Counter, values: list[int], wall_games: int, timings: list[tuple[str, float]]) -> dict:
    ms = sorted(t * 1000 for _, t in timings)
    discard_ms = sorted(t * 1000 for phase, t in timings if phase == "discard")
    return {
        "hands": hands,
        "win_share_by_seat": {s: wins_seat[s] / hands for s in range(4)},
        # share of the hands won by players of each strength, per player of that strength
        "win_share_by_strength": {st: wins_strength[st] / hands for st in sorted(seats_strength)},
        "win_rate_per_player_by_strength": {st: wins_strength[st] / seats_strength[st]
                                            for st in sorted(seats_strength)},
        "points_per_player_hand_by_strength": {st: points[st] / seats_strength[st] for st in sorted(seats_strength)},
        "wall_game_share": wall_games / hands,
        "mean_hand_value": statistics.fmean(values) if values else None,
        "decisions": len(ms),
        "decision_ms_median": statistics.median(ms) if ms else None,
        "decision_ms_p95": ms[int(0.95 * (len(ms) - 1))] if ms else None,
        "discard_decision_ms_median": statistics.median(discard_ms) if discard_ms else None,
        "raw": {"wins_strength": dict(wins_strength), "seats_strength": dict(seats_strength),
                "points": dict(points), "values": values, "wall_games": wall_games,
                "timings": [(phase, t) for phase, t in timings]},
    }


def merge(parts: Sequence[dict]) -> dict:
    """Combine the summaries of several runs (e.g. from several processes)."""
    wins_strength: Counter[int] = Counter()
    seats_strength: Counter[int] = Counter()
    points: Counter[int] = Counter()
    wins_seat: Counter[int] = Counter()
    values: list[int] = []
    timings: list[tuple[str, float]] = []
    wall_games, hands = 0, 0
    for p in parts:
        raw = p["raw"]
        hands += p["hands"]
        wins_strength.update(raw["wins_strength"])
        seats_strength.update(raw["seats_strength"])
        points.update(raw["points"])
        wins_seat.update({int(s): round(v * p["hands"]) for s, v in p["win_share_by_seat"].items()})
        values += raw["values"]
        wall_games += raw["wall_games"]
        timings += [tuple(x) for x in raw["timings"]]
    return summarise(hands, wins_seat, wins_strength, seats_strength, points, values, wall_games, timings)
