"""Languages benchmark: what speaking a language costs at start-up and per text.

    python scripts/benchmarks/i18n.py [--quick]

Start-up: the import time of the App's modules in a fresh process and whether Babel is
among them (it must not be in English); Babel's own import time
(paid on the first number or date shown outside English, and when Options names the
languages). Per text: choosing a language, and a message looked up in English, in the
pseudo-language and (when one ships) in a catalogue.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from mahjong import i18n  # noqa: E402


def _import_profile(code: str, language: str) -> tuple[float, bool]:
    """(milliseconds to import what ``code`` imports, Babel imported) in a fresh process."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONPATH=str(ROOT), LANGUAGE=language)
    timed = ("import sys, time; t = time.perf_counter()\n" + code +
             "\nprint(1000 * (time.perf_counter() - t), any(m.startswith('babel') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", timed], env=env, capture_output=True, text=True, timeout=120,
                          cwd=ROOT)
    ms, babel = done.stdout.split()[-2:]
    return float(ms), babel == "True"


def _per_call_us(fn, calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        fn()
    return (time.perf_counter() - start) / calls * 1e6


def run(quick: bool = False) -> dict:
    repeats = 3 if quick else 7
    start_app = ("from mahjong.app import App; from mahjong import i18n; i18n.apply('system'); "
                 "from mahjong.scenes.menu import MenuScene")
    app_ms = [_import_profile(start_app, "en")[0] for _ in range(repeats)]
    _, babel_in_english = _import_profile(start_app, "en")
    babel_ms = [_import_profile("import babel.numbers, babel.dates", "en")[0] for _ in range(repeats)]
    calls = 20_000 if quick else 200_000
    results = {
        "app_modules_import_ms_median": round(statistics.median(app_ms), 1),
        "babel_imported_at_english_start": babel_in_english,
        "babel_numbers_and_dates_import_ms_median": round(statistics.median(babel_ms), 1),
        "set_language_qps_us": round(_per_call_us(lambda: i18n.set_language(i18n.PSEUDO), 200), 1),
    }
    i18n.set_language("en")
    results["gettext_english_us"] = round(_per_call_us(lambda: i18n._("New game"), calls), 3)
    i18n.set_language(i18n.PSEUDO)
    results["gettext_pseudo_us"] = round(_per_call_us(lambda: i18n._("New game"), calls), 3)
    shipped = i18n.catalogue_codes()
    if shipped:
        i18n.set_language(shipped[0])
        results[f"gettext_{shipped[0]}_us"] = round(_per_call_us(lambda: i18n._("New game"), calls), 3)
        results[f"format_number_{shipped[0]}_us"] = round(_per_call_us(lambda: i18n.format_number(123456),
                                                                        calls // 100), 1)
    i18n.set_language("en")
    results["catalogues"] = len(shipped)
    return results


if __name__ == "__main__":
    if {"-h", "--help"} & set(sys.argv[1:]):   # the usage, not the full run
        print(__doc__)
        sys.exit(0)
    print(json.dumps(run(quick="--quick" in sys.argv[1:]), indent=2))
