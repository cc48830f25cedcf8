"""``python -m mahjong serve`` (the table server alone) and ``python -m mahjong join``
(a headless computer player at a table). Bad arguments and unreachable servers get one
line on stderr and exit status 2; never a traceback."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import signal
import ssl
import sys
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from mahjong.i18n import _

from .protocol import normal_code, shown_code


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--host", default="127.0.0.1",
                   help=_("address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 for every network)"))
    p.add_argument("--port", type=int, default=8765, help=_("port to listen on (default 8765; 0 for any free port)"))
    p.add_argument("--certfile", help=_("TLS certificate (PEM): serve wss:// instead of ws://"))
    p.add_argument("--keyfile", help=_("TLS private key (PEM) for --certfile"))
    p.add_argument("--state-dir", help=_("folder where the tables are kept (default: the app's data folder)"))
    p.add_argument("--grace", type=float, default=30.0,
                   help=_("seconds before a computer player takes over a lost seat (default 30)"))
    p.add_argument("--join-timeout", type=float, default=10.0,
                   help=_("seconds a new connection has to sit at a table (default 10)"))
    p.add_argument("--max-tables", type=int, default=2000, help=_("most tables held at once (default 2000)"))
    p.add_argument("--creates", type=int, default=20, help=_("tables one address may open a minute (default 20)"))
    p.add_argument("--rate", type=float, default=20.0,
                   help=_("messages a second one connection may send, on average (default 20)"))
    p.add_argument("--new-table", action="store_true", help=_("open one table at start and print its code"))
    p.add_argument("--people", type=int, choices=range(1, 5), default=1, metavar="1-4",
                   help=_("with --new-table: the game starts when this many people sit (default 1)"))
    p.add_argument("--quiet", action="store_true", help=_("log only problems"))
    # developers: the event loop's cProfile stats (CPU time) go to FILE when the server stops
    p.add_argument("--profile", metavar="FILE", help=argparse.SUPPRESS)


def add_join_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("address", help=_("the server: host:port, ws://host:port or wss://host:port"))
    p.add_argument("code", help=_("the table code, or 'new' to open a table first"))
    p.add_argument("--bot", type=int, choices=range(4), default=2, metavar="0-3",
                   help=_("the computer player's strength: 1 Beginner, 2 Good, 3 Expert, 0 random moves (default 2)"))
    p.add_argument("--name", default="Bot", help=_("the name the table shows"))
    p.add_argument("--hands", type=int, default=1, help=_("leave after this many hands (default 1)"))
    p.add_argument("--token-file", help=_("keep the seat token here, and rejoin with it if the file exists"))
    p.add_argument("--retry", type=float, default=60.0,
                   help=_("seconds to keep trying to rejoin after the connection is lost (default 60)"))


def run_serve(args: argparse.Namespace) -> int:
    from .server import ServerConfig, TableServer

    if (args.certfile is None) != (args.keyfile is None):
        print(_("mahjong serve: --certfile and --keyfile go together"), file=sys.stderr)
        return 2
    if not 0 <= args.port <= 65535:
        print(_("mahjong serve: --port is 0 to 65535"), file=sys.stderr)
        return 2
    for tls in (args.certfile, args.keyfile):
        if tls is not None and not Path(tls).is_file():
            print(_("mahjong serve: no certificate or key file at {path}").format(path=tls), file=sys.stderr)
            return 2
    logging.basicConfig(level=logging.WARNING if args.quiet else logging.INFO, format="%(asctime)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)
    state = Path(args.state_dir) if args.state_dir else _default_state_dir()
    config = ServerConfig(host=args.host, port=args.port, certfile=args.certfile, keyfile=args.keyfile,
                          state_dir=state, grace=args.grace, join_timeout=args.join_timeout,
                          max_tables=args.max_tables, creates=args.creates,
                          rate=args.rate, burst=2 * args.rate)
    server = TableServer(config)

    async def main() -> None:
        await server.start()
        scheme = "wss" if args.certfile else "ws"
        print(json.dumps({"event": "serving", "url": f"{scheme}://{args.host}:{server.port}", "port": server.port}),
              flush=True)
        if args.new_table:
            code = server.create(people=args.people)
            print(json.dumps({"event": "table", "code": code, "shown": shown_code(code)}), flush=True)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        await server.close()

    quiet_collector()
    try:
        _run_profiled(main(), args.profile)
    except ssl.SSLError as err:
        print(_("mahjong serve: the certificate and key cannot be used: {reason}").format(reason=err.reason or err),
              file=sys.stderr)
        return 2
    except OSError as err:
        print(_("mahjong serve: cannot serve on {host} port {port}: {reason}").format(
            host=args.host, port=args.port, reason=err.strerror or err), file=sys.stderr)
        return 2
    except (ValueError, FileNotFoundError) as err:
        print(_("mahjong serve: {problem}").format(problem=err), file=sys.stderr)
        return 2
    return 0


GC_THRESHOLDS = (10_000, 50, 1_000)   # Python's own: (700, 10, 10)


def quiet_collector() -> None:
    """Collect cyclic garbage less often in the standalone server. Its tables are many
    long-lived objects, and with Python's thresholds a full collection (every object
    scanned) came every 20 s or so at 250 tables and stopped the loop for up to 340 ms:
    most of the action-to-view p99. Reference counting still frees nearly everything at
    once; only cycles wait longer."""
    import gc

    gc.set_threshold(*GC_THRESHOLDS)


def _run_profiled(main: Coroutine[Any, Any, None], profile: str | None) -> None:
    """``asyncio.run(main)``, under cProfile when ``profile`` names a file for its stats
    (the event loop's thread only: where the server spends its time)."""
    if profile is None:
        asyncio.run(main)
        return
    import cProfile

    profiler = cProfile.Profile(time.thread_time)   # CPU time: a busy machine does not skew it
    profiler.enable()
    try:
        asyncio.run(main)
    finally:
        profiler.disable()
        profiler.dump_stats(profile)


def _default_state_dir() -> Path:
    from mahjong.core.storage import default_home

    return default_home()[1] / "tables"


def run_join(args: argparse.Namespace) -> int:
    from .botclient import BotClient, JoinFailed, address_url

    def say(event: dict[str, Any]) -> None:
        print(json.dumps(event), flush=True)

    try:
        url = address_url(args.address)
    except ValueError as err:
        print(_("mahjong join: {problem}").format(problem=err), file=sys.stderr)
        return 2
    token = None
    code = normal_code(args.code)
    token_file = Path(args.token_file) if args.token_file else None
    if token_file is not None and token_file.exists():
        try:
            kept = json.loads(token_file.read_text(encoding="utf-8"))
            token, code = str(kept["token"]), str(kept["code"])
        except (OSError, ValueError, KeyError, TypeError):
            print(_("mahjong join: {path} is not a seat token file").format(path=args.token_file), file=sys.stderr)
            return 2
    client = BotClient(url, code, strength=args.bot, name=args.name, token=token, token_file=token_file,
                       hands=max(1, args.hands), retry=args.retry,
                       create={} if args.code.lower() == "new" and token is None else None, on_event=say)
    try:
        say(asyncio.run(client.run()))
    except JoinFailed as err:
        print(_("mahjong join: {problem}").format(problem=err), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except ValueError as err:  # a server that breaks the protocol
        print(_("mahjong join: the server broke the protocol: {problem}").format(problem=err), file=sys.stderr)
        return 2
    return 0
