"""Every benchmark script answers --help with its usage instead of starting its run."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted(p for p in (ROOT / "scripts" / "benchmarks").glob("*.py") if p.name != "__init__.py")


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.stem for p in SCRIPTS])
def test_help_prints_the_usage_and_runs_nothing(script):
    done = subprocess.run([sys.executable, str(script), "--help"], capture_output=True, text=True,
                          timeout=120, cwd=str(ROOT))
    assert done.returncode == 0, done.stderr
    assert "--quick" in done.stdout or "usage" in done.stdout.lower()
    assert "{" not in done.stdout   # no JSON figures: the run did not start
