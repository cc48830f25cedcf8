"""``python -m mahjong hand`` and ``suggest``: called by mahjong/cli.py with parsed arguments."""

from __future__ import annotations

import argparse
import json

from mahjong.games.american.hands import check
from mahjong.games.american.scoring import Rules
from mahjong.games.american.suggest import suggest
from mahjong.games.american.tiles import parse_tiles
from mahjong.i18n import _, ngettext


def _tiles(args: argparse.Namespace) -> list[str]:
    """The hand's tile codes; ValueError if there are none."""
    tiles = parse_tiles(args.tiles)
    if not tiles:
        raise ValueError(_("no tiles given: write the tile codes in one string, e.g. '1B 1B 2C J'"))
    return tiles


def _exposures(args: argparse.Namespace) -> list[list[str]]:
    return [parse_tiles(block) for block in args.exposed]


def _rules(args: argparse.Namespace) -> Rules:
    chosen = set(args.house_rule)
    return Rules(skip_second_charleston=1 in chosen, small_set=2 in chosen, bonus_required=3 in chosen)


def run_hand(args: argparse.Namespace) -> int:
    """Print the hand's best reading and value; exit 1 if it is not a winning hand."""
    reading = check(_tiles(args), _exposures(args), rules=_rules(args), skill=args.skill,
                    self_drawn=args.self_drawn)
    print(json.dumps(reading.to_json(), sort_keys=True) if args.json else reading.text())
    return 0 if reading.winning else 1


def run_suggest(args: argparse.Namespace) -> int:
    """Print the nearest winning hands and the tiles they still need."""
    hands = suggest(_tiles(args), _exposures(args), seen=parse_tiles(args.seen),
                    limit=args.limit, rules=_rules(args), skill=args.skill)
    if args.json:
        print(json.dumps({"hands": [h.to_json() for h in hands]}, sort_keys=True))
        return 0
    if not hands:
        print(_("no winning hand can be made from these tiles under these rules"))
    for h in hands:
        need = " ".join(h.missing) or _("nothing: a winning hand")
        if h.jokers_can_fill:
            need = _("{tiles} (jokers could fill {fillable})").format(tiles=need, fillable=" ".join(h.jokers_can_fill))
        unseen = ", ".join(f"{code} {n}" for code, n in h.unseen.items())
        # Translators: one suggested hand; {reading} is its name, pattern and tile codes.
        line = ngettext("{count} missing, {value} point: {reading}", "{count} missing, {value} points: {reading}",
                        h.value).format(count=len(h.missing), value=h.value, reading=h.reading)
        needs = (_("needs {tiles}; unseen: {unseen}").format(tiles=need, unseen=unseen) if unseen
                 else _("needs {tiles}").format(tiles=need))
        print(f"{line}\n    {needs}")
    return 0
