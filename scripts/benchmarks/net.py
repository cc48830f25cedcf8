"""Tables over the network under load: the standalone table server (``python -m mahjong
serve``, records kept as in play) with many tables of four headless clients each, all on
loopback. Clients are computer players of strength 0 (random legal moves: their
thinking costs nothing) that take a person's pace, 0.5-1.5 s per move.

Reports: tables and connections opened and still held at the end; action-to-view
latency (from sending an action to receiving the view that shows it read), median and
p99; the time from "Join" (opening the connection) to seeing the table; the server's CPU
(percent of one core) and peak memory; and the server's CPU time per action played
(``server_cpu_ms_per_action``, over the seconds measured: the figure that holds on a
busy machine, where the latencies are the machine's as much as the server's).
Goal on the 2-core machine: 250 tables (1,000 connections) with p99 under 100 ms.
``--profile FILE`` has the server write cProfile stats (CPU time) of its loop there.

    python scripts/benchmarks/net.py [--quick] [--tables N] [--seconds S]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import Manager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

WORKERS = 2          # client processes (the clients' own work competes with the server's)


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _memory_mb(pid: int) -> tuple[float, float]:
    """(current, peak) resident memory of the process, MB."""
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(status["VmRSS"].split()[0]) / 1024, int(status["VmHWM"].split()[0]) / 1024


async def _load(port: int, tables: int, seconds: float, think: float, server_pid: int, together: Any) -> dict:
    """One client process: ``tables`` tables of four clients, for ``seconds`` after they sit."""
    from websockets.asyncio.client import connect

    from mahjong.net.botclient import BotClient
    from mahjong.net.protocol import encode, read_server

    url = f"ws://127.0.0.1:{port}"
    latencies: list[float] = []
    seen_at: list[float] = []      # wall-clock time of each measured action's view (for the CPU window)
    joins: list[float] = []
    measuring = False
    clients: list[BotClient] = []

    def track(client: BotClient, started: float):
        first = [True]

        def on_view(message: dict, now: float) -> None:
            if first[0]:
                first[0] = False
                joins.append(now - started)
            if measuring and client.unacked is not None and message["seq"] >= client.unacked and client.sent_at:
                latencies.append(now - client.sent_at)
                seen_at.append(time.time())
        return on_view

    async def open_table() -> str:
        async with connect(url, open_timeout=60) as ws:   # a starved machine may take long to answer
            read_server(await ws.recv())
            await ws.send(encode({"type": "create", "people": 4, "bots": [1, 1, 1, 1]}))
            return str(read_server(await ws.recv())["code"])

    tasks = []
    for n in range(tables):
        code = await open_table()
        for seat in range(4):
            client = BotClient(url, code, strength=0, name=f"load{n}-{seat}", hands=10_000, think=think)
            client.on_view = track(client, time.perf_counter())
            clients.append(client)
            tasks.append(asyncio.ensure_future(client.run()))
        await asyncio.sleep(0.02)   # open the tables at a steady pace, not all in one instant
    deadline = time.monotonic() + 60
    while len(joins) < 4 * tables and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    await asyncio.to_thread(together.wait)   # every client process measures the same seconds
    measuring = True
    usage0, wall0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
    start = (time.time(), _cpu_seconds(server_pid))
    await asyncio.sleep(seconds)
    end = (time.time(), _cpu_seconds(server_pid))
    usage1, wall1 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
    measuring = False
    cpu = (usage1.ru_utime + usage1.ru_stime - usage0.ru_utime - usage0.ru_stime) / (wall1 - wall0)
    held = sum(1 for c, t in zip(clients, tasks) if c.last_view is not None and not t.done())
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    hands = sum(len(c.results) for c in clients) // 4
    return {"latencies": latencies, "joins": joins, "held": held, "hands": hands,
            "actions": sum(c.sent for c in clients), "cpu": cpu, "start": start, "end": end, "seen_at": seen_at}


def _worker(port: int, tables: int, seconds: float, think: float, server_pid: int, together: Any) -> dict:
    return asyncio.run(_load(port, tables, seconds, think, server_pid, together))


def _cpu_per_action(parts: list[dict]) -> float | None:
    """Server CPU (ms) per action played, over the time every client process measured:
    from the last one's start to the first one's end, CPU read from /proc at both ends."""
    start = max((p["start"] for p in parts), key=lambda s: s[0])
    end = min((p["end"] for p in parts), key=lambda e: e[0])
    actions = sum(1 for p in parts for t in p["seen_at"] if start[0] <= t <= end[0])
    if not actions or end[0] <= start[0]:
        return None
    return round(1000 * (end[1] - start[1]) / actions, 3)


def _pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2)


def run(quick: bool = False, tables: int | None = None, seconds: float | None = None, workers: int = WORKERS,
        profile: str | None = None) -> dict:
    tables = tables or (20 if quick else 250)
    seconds = seconds or (10.0 if quick else 60.0)
    state = Path(tempfile.mkdtemp(prefix="parlor-net-bench-", dir=os.environ.get("NET_BENCH_DIR")))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, "-m", "mahjong", "serve", "--port", "0", "--state-dir", str(state),
               "--quiet", "--max-tables", str(tables + 10), "--creates", str(tables + 10)]
    if profile:
        command += ["--profile", str(Path(profile).resolve())]
    server = subprocess.Popen(command,
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        port = json.loads(server.stdout.readline())["port"]
        cpu0, wall0 = _cpu_seconds(server.pid), time.perf_counter()
        per = [tables // workers + (1 if i < tables % workers else 0) for i in range(workers)]
        with ProcessPoolExecutor(workers) as pool, Manager() as manager:
            together = manager.Barrier(workers)
            parts = list(pool.map(_worker, [port] * workers, per, [seconds] * workers, [1.0] * workers,
                                  [server.pid] * workers, [together] * workers))
        cpu, wall = _cpu_seconds(server.pid) - cpu0, time.perf_counter() - wall0
        rss, peak = _memory_mb(server.pid)
    finally:
        server.terminate()   # the server writes every table's last snapshot: slow on a starved machine
        try:
            server.wait(120)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(30)
    latencies = [x for p in parts for x in p["latencies"]]
    joins = [x for p in parts for x in p["joins"]]
    return {
        "tables": tables,
        "connections_opened": 4 * tables,
        "connections_held_at_end": sum(p["held"] for p in parts),
        "seconds_measured": seconds,
        "actions_measured": len(latencies),
        "hands_finished": sum(p["hands"] for p in parts),
        "action_to_view_ms_median": _pct(latencies, 0.5),
        "action_to_view_ms_p99": _pct(latencies, 0.99),
        "join_to_table_ms_median": _pct(joins, 0.5),
        "join_to_table_ms_p99": _pct(joins, 0.99),
        "server_cpu_percent_of_core": round(100 * cpu / wall, 1),
        "server_cpu_ms_per_action": _cpu_per_action(parts),
        "server_memory_mb": round(rss, 1),
        "server_peak_memory_mb": round(peak, 1),
        "client_processes": workers,
        "client_cpu_percent_of_core_each": [round(100 * p["cpu"], 1) for p in parts],
        "load_average_1min": round(os.getloadavg()[0], 1),
        "targets": {"tables": 250, "connections": 1000, "action_to_view_ms_p99": 100},
        "note": "clients: strength 0, 0.5-1.5 s a move; join time measured while the tables open",
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--tables", type=int)
    parser.add_argument("--seconds", type=float)
    parser.add_argument("--workers", type=int, default=WORKERS, help="client processes")
    parser.add_argument("--profile", metavar="FILE", help="write the server's cProfile stats here")
    args = parser.parse_args()
    print(json.dumps(run(args.quick, args.tables, args.seconds, args.workers, args.profile), indent=2))
