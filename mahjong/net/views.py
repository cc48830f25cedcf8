"""One seat's view of a table as JSON, and back: ``seat_view(table, seat)`` on the server
writes only what ``Table.view(seat)`` keeps (the seat's own rack; of the others, how many
tiles they hold), the seat's legal actions outside the passes, and what a pass needs;
``table_view`` and ``bot_view`` rebuild the engine's ``TableView`` and ``BotView`` on
the client, so a scene or a computer player uses a remote table as it uses a local one.
Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong.games.american import engine_api as api
from mahjong.games.american.actions import parse_action
from mahjong.games.american.bots.botview import BotView
from mahjong.games.american.pieces import Exposure, HandResult, SeatView, TableOptions, TableView, sort_tiles
from mahjong.games.american.table import Table

_PASSING = ("charleston", "courtesy-pass")


def _result(result: HandResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    return {"winner": result.winner, "reading": result.reading, "value": result.value,
            "payments": list(result.payments), "self_drawn": result.self_drawn,
            "discarder": result.discarder, "jokerless": result.jokerless, "hand": list(result.hand)}


def seat_view(table: Table, seat: int) -> dict[str, Any]:
    """What seat ``seat`` may see of ``table``, as JSON data."""
    seen = table.view(seat)
    passing = seen.phase in _PASSING
    return {
        "seats": [{"wind": s.wind, "concealed": list(s.concealed), "arriving": s.arriving,
                   "exposures": [[e.tile, e.size, e.jokers, e.source] for e in s.exposures],
                   "dead": s.dead, "skill": s.skill, "held": s.held} for s in seen.seats],
        "discards": [list(d) for d in seen.discards],
        "last_discard": list(seen.last_discard) if seen.last_discard else None,
        "wall_count": seen.wall_count, "wall_stacks": seen.wall_stacks, "dealer": seen.dealer,
        "turn": seen.turn, "phase": seen.phase, "step": seen.step, "awaiting": list(seen.awaiting),
        "result": _result(seen.result), "viewer": seat, "received": list(seen.received),
        "refused": list(seen.refused),
        "pass_size": table.pass_size(seat) if passing else 0,
        "blind_allowed": table.blind_allowed(),
        "legal": [] if passing else [a.text() for a in table.legal_actions(seat)],
    }


def seat_views(table: Table, seats: Sequence[int]) -> dict[int, dict[str, Any]]:
    """``seat_view`` for each of ``seats`` (the same data), with what every seat sees
    (the discards, the exposures, ...) built once: a server sends a view to every
    seat after each move. Each seat's own rack is its own; the others' are blanked as
    ``Table.view`` blanks them (tests/net/test_views.py holds the two equal)."""
    if not seats:
        return {}
    seen = table.view(seats[0])
    phase = seen.phase
    passing = phase in _PASSING
    public = [{"wind": s.wind, "concealed": [], "arriving": s.arriving,
               "exposures": [[e.tile, e.size, e.jokers, e.source] for e in s.exposures],
               "dead": s.dead, "skill": s.skill, "held": s.held} for s in seen.seats]
    discards = [list(d) for d in seen.discards]
    last = list(seen.last_discard) if seen.last_discard else None
    result = _result(seen.result)
    refused = list(seen.refused)
    blind = table.blind_allowed()
    awaited = table.awaiting()
    out: dict[int, dict[str, Any]] = {}
    for seat in seats:
        rows = list(public)
        rows[seat] = {**public[seat], "concealed": sort_tiles(table.concealed[seat])}
        out[seat] = {
            "seats": rows, "discards": discards, "last_discard": last,
            "wall_count": seen.wall_count, "wall_stacks": seen.wall_stacks, "dealer": seen.dealer,
            "turn": seen.turn, "phase": phase, "step": seen.step,
            "awaiting": [s for s in awaited if s == seat] if phase == "claims" else list(awaited),
            "result": result, "viewer": seat, "received": table.received(seat), "refused": refused,
            "pass_size": table.pass_size(seat) if passing else 0,
            "blind_allowed": blind,
            "legal": [] if passing else [a.text() for a in table.legal_actions(seat)],
        }
    return out


def table_view(data: dict[str, Any]) -> TableView:
    """The engine's TableView from ``seat_view``'s JSON (trusted: it came from our server
    through ``protocol.read_server``; a malformed one raises KeyError/TypeError/ValueError)."""
    seats = tuple(SeatView(n, s["wind"], tuple(s["concealed"]), s["arriving"],
                           tuple(Exposure(*e) for e in s["exposures"]), s["dead"], s["skill"], s["held"])
                  for n, s in enumerate(data["seats"]))
    r = data["result"]
    result = None if r is None else HandResult(r["winner"], r["reading"], r["value"], tuple(r["payments"]),
                                               r["self_drawn"], r["discarder"], r["jokerless"], tuple(r["hand"]))
    last = data["last_discard"]
    return TableView(seats, tuple((d[0], d[1]) for d in data["discards"]), None if last is None else (last[0], last[1]),
                     data["wall_count"], data["wall_stacks"], data["dealer"], data["turn"], data["phase"],
                     data["step"], tuple(data["awaiting"]), result, data["viewer"], tuple(data["received"]),
                     tuple(data["refused"]))


def bot_view(data: dict[str, Any], options: TableOptions) -> BotView:
    """A computer player's view from ``seat_view``'s JSON and the table's options."""
    view = table_view(data)
    seat = data["viewer"]
    rules = options.rules
    mine = view.seats[seat]
    dead = tuple(s.dead for s in view.seats)
    return BotView(seat, api.Context(rules, mine.skill, False), rules.small_set, view.phase,
                   tuple(sorted(mine.concealed)), tuple(s.exposures for s in view.seats), view.discards,
                   view.last_discard, view.wall_count, (dead[0], dead[1], dead[2], dead[3]), data["pass_size"],
                   data["blind_allowed"], mine.arriving, tuple(parse_action(t) for t in data["legal"]))
