"""The assets folder is found from a source checkout and from an installed wheel."""

import subprocess
import sys
from pathlib import Path

from mahjong.core.assets import asset_path

REPO = Path(__file__).resolve().parents[2]


def test_found_from_the_source_checkout():
    assert asset_path("layouts", "turtle.layout") == REPO / "assets" / "layouts" / "turtle.layout"
    assert asset_path("layouts", "turtle.layout").is_file()


def test_found_from_an_installed_wheel(tmp_path):
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(REPO), "--no-deps",
                    "--no-build-isolation", "-q", "-w", str(wheels)], check=True, cwd=tmp_path)
    wheel = next(wheels.glob("mahjong_parlor-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(target), str(wheel)], check=True, cwd=tmp_path)
    probe = ("import mahjong.core.assets as a; p = a.asset_path('layouts', 'turtle.layout'); "
             "print(p); print(p.is_file())")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True,
                         cwd=tmp_path, env={"PYTHONPATH": str(target), "PATH": ""}).stdout.split()
    assert Path(out[0]).is_relative_to(target / "mahjong" / "assets")
    assert out[1] == "True"
