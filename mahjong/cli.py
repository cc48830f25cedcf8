"""The command line: ``python -m mahjong [--version | --self-test | --screenshots DIR]``
or one of the tools (hand, suggest, solve, layout check). Exit status 2 on bad input."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from mahjong import __version__
from mahjong.games import load

# game id -> "module:function" solving one deal; each returns a dict with at least
# game, deal, winnable (True/False/None) and seconds, and raises ValueError on bad input.
SOLVERS = {
    "solitaire": "mahjong.games.solitaire.cli:solve",
    "mahjongg-freecell": "mahjong.games.foundation.cli:solve",
    "sea-winds": "mahjong.games.foundation.cli:solve",
    "sea-breeze": "mahjong.games.foundation.cli:solve",
    "sea-towers": "mahjong.games.foundation.cli:solve",
    "sea-cell": "mahjong.games.foundation.cli:solve",
    "long-freecell": "mahjong.games.foundation.cli:solve",
    "small-stones": "mahjong.games.stones.cli:solve",
    "tiny-pebbles": "mahjong.games.stones.cli:solve",
    "mahjongg-stones": "mahjong.games.stones.cli:solve",
    "free-stones": "mahjong.games.stones.cli:solve",
}


class UsageError(Exception):
    """Bad arguments: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse would exit; we report ourselves
        raise UsageError(f"{self.prog}: {message}")


def _gui_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="mahjong", description="Mahjong Parlor: mahjong tile games.",
                epilog="tools: hand, suggest, solve, layout check (run 'python -m mahjong TOOL --help')")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--self-test", action="store_true",
                   help="headless check: build every scene, draw, click; exit 0 if all is well")
    p.add_argument("--screenshots", metavar="DIR", help="write a PNG of every scene (1280x800) to DIR")
    p.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen is set")
    return p


def _tool_parser(tool: str) -> argparse.ArgumentParser:
    p = _Parser(prog=f"mahjong {tool}")
    if tool in ("hand", "suggest"):
        p.add_argument("tiles", help="tile codes in one string, e.g. '1B 1B 2C ... F F J'")
        p.add_argument("--exposed", action="append", default=[], metavar="TILES",
                       help="one exposed block (pung, kong or quint); repeat for each")
        p.add_argument("--skill", type=int, choices=range(6), default=0, metavar="0-5",
                       help="skill level restrictions 0-5 (default 0)")
        p.add_argument("--house-rule", type=int, choices=(1, 2, 3), action="append", default=[],
                       help="turn on house rule 1, 2 or 3; repeat for several")
        if tool == "hand":
            p.add_argument("--self-drawn", action="store_true", help="the winning tile was self-drawn")
        if tool == "suggest":
            p.add_argument("--seen", default="", metavar="TILES", help="tiles already seen on the table")
            p.add_argument("--limit", type=int, default=10, help="how many hands to list (default 10)")
        p.add_argument("--json", action="store_true", help="print one JSON object")
    elif tool == "solve":
        p.add_argument("game", help="game id: " + ", ".join(SOLVERS))
        p.add_argument("--deal", type=int, default=1, help="deal number (default 1)")
        p.add_argument("--layout", default="turtle", help="solitaire layout name (default turtle)")
        p.add_argument("--kind", choices=("wild", "winnable", "gentle"), default="wild",
                       help="solitaire deal kind (default wild)")
        p.add_argument("--json", action="store_true", help="print one JSON object")
    elif tool == "layout":
        p.add_argument("action", choices=("check",))
        p.add_argument("file", help="a .layout, .map or .lay file")
        p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _print_result(result: dict, as_json: bool, text: str) -> None:
    print(json.dumps(result, sort_keys=True) if as_json else text)


def _run_solve(args: argparse.Namespace) -> int:
    if args.game not in SOLVERS:
        raise UsageError(f"mahjong solve: unknown game {args.game!r}; choose from {', '.join(SOLVERS)}")
    if args.deal < 0:
        raise UsageError("mahjong solve: --deal must be a non-negative integer")
    try:
        result = load(SOLVERS[args.game])(args.game, args.deal, layout=args.layout, kind=args.kind)
    except ValueError as exc:
        raise UsageError(f"mahjong solve: {exc}") from None
    verdict = {True: "winnable", False: "not winnable", None: "undecided"}[result["winnable"]]
    _print_result(result, args.json,
                  f"{result['game']} deal {result['deal']}: {verdict} ({result['seconds']:.3f} s)")
    return 0


def _run_layout(args: argparse.Namespace) -> int:
    result = load("mahjong.games.solitaire.cli:layout_check")(args.file)
    if result["valid"]:
        text = f"{args.file}: valid, {result['tiles']} tiles, levels {result['levels']}"
    else:
        text = f"{args.file}: invalid: {result['error']}"
    _print_result(result, args.json, text)
    return 0 if result["valid"] else 1


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] in ("hand", "suggest", "solve", "layout"):
            tool = argv[0]
            args = _tool_parser(tool).parse_args(argv[1:])
            if tool == "solve":
                return _run_solve(args)
            if tool == "layout":
                return _run_layout(args)
            try:
                return load(f"mahjong.games.american.cli:run_{tool}")(args)
            except ValueError as exc:
                raise UsageError(f"mahjong {tool}: {exc}") from None
        args = _gui_parser().parse_args(argv)
        if sum(bool(x) for x in (args.version, args.self_test, args.screenshots)) > 1:
            raise UsageError("mahjong: use only one of --version, --self-test and --screenshots")
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.version:
        print(f"Mahjong Parlor {__version__}")
        return 0
    if args.self_test:
        return load("mahjong.selftest:run_self_test")()
    if args.screenshots:
        return load("mahjong.selftest:take_screenshots")(args.screenshots)
    return load("mahjong.app:run")(windowed=args.windowed)
