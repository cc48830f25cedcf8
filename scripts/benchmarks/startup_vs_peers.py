"""Start-up time and memory beside the peers: Mahjong Parlor, KMahjongg and GNOME Mahjongg.

    python scripts/benchmarks/startup_vs_peers.py [--runs 5] [--settle 10] [--only NAME ...]

Needs an X display: DISPLAY, or Xvfb on PATH (a private one is started at 1920x1080, on a
display number Xvfb picks free, so two runs at once never share or end each other's).
The peers come from Debian (``apt-get install kmahjongg gnome-mahjongg xvfb x11-utils
dbus``); a peer that is not installed is left out. Runs are interleaved (ours, KMahjongg,
GNOME, ours, ...) so a busy moment of the machine hurts each alike. For each run:

- ``viewable_seconds``: from the launch until the program's window is mapped and
  viewable (``xwininfo`` polled every 5 ms);
- ``pss_mb``: after ``--settle`` seconds, the proportional set size of the program's
  processes (its process tree, without the D-Bus session the KDE and GNOME programs need),
  from /proc/PID/smaps_rollup.

A run that shows no window says why (``exit``: the program's exit status, or None if it
was still running after 60 s; ``stderr``: its last lines). Before the runs, ours is
compiled to bytecode (``compileall``), as an installed copy is (pip, the Debian package and
the executable all ship it): where PYTHONDONTWRITEBYTECODE is set, every start would
otherwise compile the sources again. The load average before and after is reported: on a
busy machine every figure is slower.

Ours opens the Turtle (``--game solitaire``) as the peers do. ``ours-gl`` is ours with
SDL's accelerated window framebuffer (SDL_FRAMEBUFFER_ACCELERATION=1: a texture drawn
through OpenGL, software OpenGL where there is no GPU), to show why the program leaves
it off on X11. The report is JSON: per program the median of each figure, and the
ratios the goals are written in (viewable in at most half KMahjongg's time, no more
memory than GNOME Mahjongg).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def programs(home: str) -> dict[str, tuple[list[str], dict[str, str], str]]:
    """name -> (command, extra environment, what ``xwininfo -root -children`` shows of
    the program's window: its quoted name, or the end of it and the class that follows)."""
    ours = [sys.executable, "-m", "mahjong", "--windowed", "--game", "solitaire"]
    env = {"MAHJONG_PARLOR_HOME": home, "SDL_AUDIODRIVER": "dummy"}
    dbus = ["dbus-run-session", "--"] if shutil.which("dbus-run-session") else []
    return {
        "ours": (ours, env, '"Mahjong Parlor"'),
        "ours-gl": (ours, dict(env, SDL_FRAMEBUFFER_ACCELERATION="1"), '"Mahjong Parlor"'),
        "kmahjongg": (dbus + [_find("kmahjongg")], {}, 'KMahjongg": ('),
        "gnome-mahjongg": (dbus + [_find("gnome-mahjongg")], {}, '"Mahjongg"'),
    }


def _find(name: str) -> str:
    return shutil.which(name) or (f"/usr/games/{name}" if Path(f"/usr/games/{name}").exists() else "")


def viewable(name: str, display: str) -> bool:
    """Whether a viewable top-level window's line in ``xwininfo -root -children`` holds ``name``."""
    out = subprocess.run(["xwininfo", "-root", "-children"], capture_output=True, text=True,
                         env=dict(os.environ, DISPLAY=display)).stdout
    for line in out.splitlines():
        if name in line:
            wid = line.split()[0]
            info = subprocess.run(["xwininfo", "-id", wid], capture_output=True, text=True,
                                  env=dict(os.environ, DISPLAY=display)).stdout
            if "IsViewable" in info and " 1x1" not in line and "Width: 1\n" not in info:
                return True
    return False


def tree(pid: int) -> list[int]:
    """``pid`` and its descendants, without D-Bus daemons."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            comm = Path(f"/proc/{p}/comm").read_text().strip()
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        if not comm.startswith("dbus"):
            found.append(p)
        todo += [int(c) for c in children]
    return found


def pss_mb(pid: int) -> float:
    total = 0
    for p in tree(pid):
        try:
            for line in Path(f"/proc/{p}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return round(total / 1024, 1)


def one_run(command, extra, window, display, settle) -> dict:
    env = dict(os.environ, DISPLAY=display, **extra)
    errors = tempfile.TemporaryFile()
    started = time.perf_counter()
    proc = subprocess.Popen(command, env=env, cwd=str(ROOT), stdout=subprocess.DEVNULL,
                            stderr=errors, start_new_session=True)
    try:
        while not viewable(window, display):
            if proc.poll() is not None or time.perf_counter() - started > 60:
                errors.seek(0)
                tail = errors.read().decode(errors="replace").strip().splitlines()[-8:]
                return {"error": "no window", "exit": proc.poll(), "seconds": round(time.perf_counter() - started, 3),
                        "stderr": tail}
            time.sleep(0.005)
        seen = time.perf_counter() - started
        time.sleep(settle)
        return {"viewable_seconds": round(seen, 3), "pss_mb": pss_mb(proc.pid)}
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except OSError:
            pass
        try:
            proc.wait(30)   # ours saves the game and settings (fsync: slow on a busy disk)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)   # never the next run's start with this one alive
            proc.wait(10)
        deadline = time.perf_counter() + 10
        while viewable(window, display) and time.perf_counter() < deadline:   # gone before the next
            time.sleep(0.05)


def run(runs: int, settle: float, only: list[str] | None, display: str) -> dict:
    home = tempfile.mkdtemp(prefix="parlor-bench-")
    chosen = {n: p for n, p in programs(home).items() if (not only or n in only) and p[0][-1]}
    if any(name.startswith("ours") for name in chosen):
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "mahjong")],
                       stdout=subprocess.DEVNULL, check=False)
    load_before = [round(x, 2) for x in os.getloadavg()]
    results: dict[str, list[dict]] = {n: [] for n in chosen}
    for _ in range(runs):
        for name, (command, extra, window) in chosen.items():
            results[name].append(one_run(command, extra, window, display, settle))
    report: dict = {"runs": runs, "settle_seconds": settle,
                    "load_average": {"before": load_before, "after": [round(x, 2) for x in os.getloadavg()]}}
    for name, rows in results.items():
        good = [r for r in rows if "error" not in r]
        report[name] = ({"viewable_seconds": statistics.median(r["viewable_seconds"] for r in good),
                         "pss_mb": statistics.median(r["pss_mb"] for r in good), "runs": rows}
                        if good else {"error": rows[0].get("error") if rows else "not run"})
    ours, km, gn = report.get("ours", {}), report.get("kmahjongg", {}), report.get("gnome-mahjongg", {})
    if "viewable_seconds" in ours and "viewable_seconds" in km:
        report["ours_time_vs_kmahjongg"] = round(ours["viewable_seconds"] / km["viewable_seconds"], 2)
    if "pss_mb" in ours and "pss_mb" in gn:
        report["ours_memory_vs_gnome"] = round(ours["pss_mb"] / gn["pss_mb"], 2)
    report["goals"] = {"ours_time_vs_kmahjongg": 0.5, "ours_memory_vs_gnome": 1.0}
    return report


def private_display() -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a display number it finds free (a fixed number could be another
    run's, whose end would take the display from under this one); (process, ":N") once
    it accepts clients."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as ready:   # Xvfb writes the number when clients can connect
        number = ready.readline().strip()
    if not number.isdigit():
        xvfb.kill()
        raise SystemExit("Xvfb did not start")
    return xvfb, f":{number}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each program (default 5)")
    parser.add_argument("--settle", type=float, default=10.0, help="seconds before memory is read (default 10)")
    parser.add_argument("--only", nargs="+", help="programs: ours, ours-gl, kmahjongg, gnome-mahjongg")
    parser.add_argument("--quick", action="store_true", help="one run each, 3 s settle")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.settle = 1, 3.0
    display, xvfb = os.environ.get("DISPLAY", ""), None
    if not display:
        if not shutil.which("Xvfb"):
            parser.error("no DISPLAY and no Xvfb to start one")
        xvfb, display = private_display()
    try:
        print(json.dumps(run(args.runs, args.settle, args.only, display), indent=2))
    finally:
        if xvfb is not None:
            xvfb.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
