"""The command line: ``python -m mahjong [--version | --self-test | --screenshots DIR]``
or one of the tools (hand, suggest, solve, layout check; serve and join: tables over the network).
Exit status 0 yes or done, 1 a valid "no" (a non-winning hand, an invalid layout), 2 bad usage
or input (one line on stderr)."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from mahjong import __version__, i18n
from mahjong.core.errors import shown
from mahjong.core.rng import MAX_DEAL
from mahjong.games import GAMES, load
from mahjong.i18n import N_, _

# game id -> "module:function" solving one deal; each returns a dict with at least
# game, deal, winnable (True/False/None) and seconds, and raises ValueError on bad input.
SOLVERS = {info.id: info.solver for info in GAMES if info.solver}  # registered with each game


DEAL_RANGE = N_("deal numbers are whole numbers from 0 to {high}")
NAME_MAX, PATH_MAX = 255, 4096  # bytes in one file name, in a whole path (Linux)


def deal_range() -> str:
    """What a deal number may be, in the player's language."""
    return _(DEAL_RANGE).format(high=MAX_DEAL)


def check_deal(deal: int) -> int:
    """``deal`` if it is a deal number; ValueError stating the range if not."""
    if not 0 <= deal <= MAX_DEAL:
        raise ValueError(_("the deal number is out of range: {range}").format(range=deal_range()))
    return deal


def path_problem(path: str) -> str | None:
    """Why ``path`` cannot name a file here (empty, NUL byte, too long), or None."""
    if not path:
        return _("the path is empty")
    if "\0" in path:
        return _("the path contains a NUL byte")
    try:
        encoded = os.fsencode(path)
    except UnicodeError:
        return _("the path cannot be written in the file system's encoding")
    if len(encoded) >= PATH_MAX or any(len(part) > NAME_MAX for part in re.split(rb"[\\/]", encoded)):
        return _("the path is too long for the file system (names may have {name_max} bytes, "
                 "paths {path_max})").format(name_max=NAME_MAX, path_max=PATH_MAX - 1)
    return None


def _deal_number(text: str) -> int:
    """The --deal argument: ASCII digits naming a deal from 0 to MAX_DEAL."""
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > len(str(MAX_DEAL)) \
            or int(text) > MAX_DEAL:
        raise argparse.ArgumentTypeError(_("{text} is not a deal number: {range}").format(
            text=shown(text, 60), range=deal_range()))
    return int(text)


class UsageError(Exception):
    """Bad arguments: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would exit; we report ourselves
        raise UsageError(f"{self.prog}: {message}")


def _gui_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="mahjong", description=_("Mahjong Parlor: mahjong tile games."),
                epilog=_("tools: hand, suggest, solve, layout check, serve, join "
                         "(run 'python -m mahjong TOOL --help')"))
    p.add_argument("--version", action="store_true", help=_("print the version and exit"))
    p.add_argument("--self-test", action="store_true",
                   help=_("headless check: build every scene, draw, click; exit 0 if all is well"))
    p.add_argument("--screenshots", metavar="DIR", help=_("write a PNG of every scene (1280x800) to DIR"))
    p.add_argument("--windowed", action="store_true", help=_("start in a window even if fullscreen is set"))
    p.add_argument("--game", metavar="ID", help=_("open this game at start (its saved game if there is one)"))
    p.add_argument("--lang", metavar="CODE",
                   help=_("speak this language instead of the system's (e.g. ja, de, pt_BR; "
                          "qps: the pseudo-language that shows untranslated text)"))
    return p


def _tool_parser(tool: str) -> argparse.ArgumentParser:
    p = _Parser(prog=f"mahjong {tool}")
    if tool in ("hand", "suggest"):
        p.add_argument("tiles", help=_("tile codes in one string, e.g. '1B 1B 2C ... F F J'"))
        p.add_argument("--exposed", action="append", default=[], metavar="TILES",
                       help=_("one exposed block (pung, kong or quint); repeat for each"))
        p.add_argument("--skill", type=int, choices=range(6), default=0, metavar="0-5",
                       help=_("skill level restrictions 0-5 (default 0)"))
        p.add_argument("--house-rule", type=int, choices=(1, 2, 3), action="append", default=[],
                       help=_("turn on house rule 1, 2 or 3; repeat for several"))
        if tool == "hand":
            p.add_argument("--self-drawn", action="store_true", help=_("the winning tile was self-drawn"))
        if tool == "suggest":
            p.add_argument("--seen", default="", metavar="TILES", help=_("tiles already seen on the table"))
            p.add_argument("--limit", type=int, default=10, help=_("how many hands to list (default 10)"))
        p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    elif tool == "solve":
        p.add_argument("game", help=_("game id: {games}").format(games=", ".join(SOLVERS)))
        p.add_argument("--deal", type=_deal_number, default=1,
                       help=_("deal number, 0 to {high} (default 1)").format(high=MAX_DEAL))
        p.add_argument("--layout", default="turtle", help=_("solitaire layout name (default turtle)"))
        p.add_argument("--kind", choices=("wild", "winnable", "gentle"), default="wild",
                       help=_("solitaire deal kind (default wild)"))
        p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    elif tool in ("serve", "join"):
        net_cli = load(f"mahjong.net.cli:add_{tool}_arguments")
        net_cli(p)
    elif tool == "layout":
        p.add_argument("action", choices=("check",))
        p.add_argument("file", help=_("a .layout, .map or .lay file"))
        p.add_argument("--json", action="store_true", help=_("print one JSON object"))
    return p


def _print_result(result: dict, as_json: bool, text: str) -> None:
    print(json.dumps(result, sort_keys=True) if as_json else text)


def _run_solve(args: argparse.Namespace) -> int:
    if args.game not in SOLVERS:
        raise UsageError("mahjong solve: " + _("unknown game {game}; choose from {games}").format(
            game=shown(args.game, 60), games=", ".join(SOLVERS)))
    try:
        result = load(SOLVERS[args.game])(args.game, args.deal, layout=args.layout, kind=args.kind)
    except ValueError as exc:
        raise UsageError(f"mahjong solve: {exc}") from None
    verdict = {True: _("winnable"), False: _("not winnable"), None: _("undecided")}[result["winnable"]]
    _print_result(result, args.json,
                  _("{game} deal {deal}: {verdict} ({seconds} s)").format(
                      game=result["game"], deal=result["deal"], verdict=verdict,
                      seconds=f"{result['seconds']:.3f}"))
    return 0


def _run_layout(args: argparse.Namespace) -> int:
    try:
        result = load("mahjong.games.solitaire.cli:layout_check")(args.file)
    except ValueError as exc:  # not a file we can read as input
        raise UsageError(f"mahjong layout check: {exc}") from None
    def verdict(found: dict) -> str:
        if found["valid"]:
            return _("valid, {tiles} tiles, levels {levels}").format(tiles=found["tiles"], levels=found["levels"])
        return _("invalid: {error}").format(error=found["error"])

    maps = result.get("maps", [])
    text = f"{args.file}: {verdict(result)}"
    if len(maps) > 1:  # a GNOME file with several maps: the first, then each on its own line
        text += " " + _("(the first of {count} maps)").format(count=len(maps)) + "".join(
            "\n  " + _("map {number} {name} {title}: {verdict}").format(
                number=number, name=found["name"], title=shown(found["title"], 60), verdict=verdict(found))
            for number, found in enumerate(maps, 1))
    _print_result(result, args.json, text)
    return 0 if result["valid"] else 1


def _language(code: str | None) -> str | None:
    """The --lang code to speak ("en", with a notice on stderr, for one we do not ship)."""
    from mahjong import locale_select

    if code is None:
        return None
    found = locale_select.match(code, i18n.available(pseudo=True))
    if found is None:
        print(i18n._("mahjong --lang: there is no language {code} here; English is used (shipped: {codes})")
              .format(code=shown(code, 40), codes=", ".join(i18n.available())), file=sys.stderr)
        return i18n.ENGLISH
    return found


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    i18n.apply("system")  # the tools' messages; the window then reads the player's setting
    try:
        if argv and argv[0] in ("hand", "suggest", "solve", "layout", "serve", "join"):
            tool = argv[0]
            args = _tool_parser(tool).parse_args(argv[1:])
            if tool in ("serve", "join"):
                return load(f"mahjong.net.cli:run_{tool}")(args)
            if tool == "solve":
                return _run_solve(args)
            if tool == "layout":
                return _run_layout(args)
            try:
                return load(f"mahjong.games.american.cli:run_{tool}")(args)
            except ValueError as exc:
                raise UsageError(f"mahjong {tool}: {exc}") from None
        args = _gui_parser().parse_args(argv)
        if sum((args.version, args.self_test, args.screenshots is not None)) > 1:
            raise UsageError("mahjong: " + _("use only one of --version, --self-test and --screenshots"))
        problem = args.screenshots is not None and path_problem(args.screenshots)
        if problem:
            raise UsageError(f"mahjong --screenshots: {problem}")
        if args.game is not None and args.game not in {info.id for info in GAMES}:
            raise UsageError("mahjong --game: " + _("unknown game {game}; choose from {games}").format(
                game=shown(args.game, 60), games=", ".join(info.id for info in GAMES)))
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.version:
        print(f"Mahjong Parlor {__version__}")
        return 0
    lang = {"language": _language(args.lang)} if args.lang is not None else {}
    if args.self_test:
        return load("mahjong.selftest:run_self_test")(**lang)
    if args.screenshots is not None:
        return load("mahjong.selftest:take_screenshots")(args.screenshots, **lang)
    return load("mahjong.app:run")(windowed=args.windowed, game=args.game, **lang)
