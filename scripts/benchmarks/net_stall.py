"""Does one table's slow engine check stall the other tables? The table server runs
in this process; at one table a player sends action after action, each of which costs
the engine's worst dead-hand check (a call whose exposures fit no hand: the whole card
searched, uncached), while a player at another table pings the server every 20 ms and
times each answer. Run twice: with the check on a worker thread (as the server does)
and, for comparison, on the event loop itself (as it did before).

Reports the check's own cost, and the other table's ping round trip (median, p99, max)
in each mode. The machine is shared: the load average is printed too.

    python scripts/benchmarks/net_stall.py [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

NONSENSE = (("1B", "1B", "1B"), ("5D", "5D", "5D"), ("N", "N", "N", "N"))   # exposures no hand fits


def worst_check() -> float:
    """Seconds one uncached dead-hand check of NONSENSE takes."""
    from mahjong.games.american import engine_api as api
    from mahjong.games.american.pieces import TableOptions

    rules = TableOptions().rules
    started = time.perf_counter()
    api._can_win.__wrapped__(NONSENSE, rules, 0)
    return time.perf_counter() - started


async def _measure(on_loop: bool, seconds: float) -> dict:
    from websockets.asyncio.client import connect

    from mahjong.games.american import engine_api as api
    from mahjong.games.american.pieces import TableOptions
    from mahjong.net.limits import Pacer
    from mahjong.net.protocol import encode, read_server
    from mahjong.net.room import Room
    from mahjong.net.server import ServerConfig, TableServer

    rules = TableOptions().rules
    real_check = Room._check

    def slow_check(self, action):          # the engine's check, plus the worst dead-hand search
        api._can_win.__wrapped__(NONSENSE, rules, 0)
        return real_check(self, action)

    async def on_the_loop(self, action):   # how the server checked before: on the event loop
        return self._check(action)

    Room._check = slow_check
    real_checked = Room._checked
    if on_loop:
        Room._checked = on_the_loop
    server = TableServer(ServerConfig(port=0))
    try:
        await server.start()
        url = f"ws://127.0.0.1:{server.port}"
        codes = [server.create(people=1), server.create(people=1)]
        rtts: list[float] = []
        stop = asyncio.Event()

        async def sit(code: str):
            ws = await connect(url)
            hello = read_server(await ws.recv())
            await ws.send(encode({"type": "join", "code": code, "name": "p"}))
            while read_server(await ws.recv())["type"] != "joined":
                pass
            return ws, Pacer.from_hello(hello)

        async def heavy() -> int:
            ws, pace = await sit(codes[0])
            sent = 0
            async def drain():
                async for _frame in ws:
                    pass
            reader = asyncio.ensure_future(drain())
            while not stop.is_set():
                await pace.wait()
                await ws.send(encode({"type": "act", "action": "0 claim pung", "hand": 0, "seq": sent}))
                sent += 1
            reader.cancel()
            await ws.close()
            return sent

        async def pinger() -> None:
            ws, pace = await sit(codes[1])
            while not stop.is_set():
                await pace.wait()
                started = time.perf_counter()
                await ws.send(encode({"type": "ping"}))
                while read_server(await ws.recv())["type"] != "pong":
                    pass
                rtts.append(time.perf_counter() - started)
                await asyncio.sleep(0.02)
            await ws.close()

        tasks = [asyncio.ensure_future(heavy()), asyncio.ensure_future(pinger())]
        await asyncio.sleep(seconds)
        stop.set()
        sent, _ = await asyncio.gather(*tasks)
    finally:
        Room._check, Room._checked = real_check, real_checked
        await server.close()
    ordered = sorted(rtts)

    def ms(q: float) -> float:
        return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)

    return {"heavy_actions": sent, "pings": len(ordered), "ping_ms_median": ms(0.5), "ping_ms_p99": ms(0.99),
            "ping_ms_max": round(1000 * ordered[-1], 1)}


def run(quick: bool = False) -> dict:
    seconds = 4.0 if quick else 15.0
    return {
        "worst_dead_hand_check_ms": round(1000 * worst_check(), 1),
        "check_on_worker_thread": asyncio.run(_measure(False, seconds)),
        "check_on_event_loop": asyncio.run(_measure(True, seconds)),
        "seconds_each": seconds,
        "load_average_1min": round(os.getloadavg()[0], 1),
        "note": "another table's ping round trip while one table's every action costs the worst check",
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    print(json.dumps(run(parser.parse_args().quick), indent=2))
