"""Find the assets folder from a source checkout, an installed wheel or a frozen build."""

from __future__ import annotations

import sys
from functools import lru_cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # .../mahjong


def _candidates() -> list[Path]:
    found = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        found.append(Path(frozen) / "assets")       # PyInstaller bundle
    found.append(_PACKAGE_DIR / "assets")            # wheel: assets/ installed as mahjong/assets
    found.append(_PACKAGE_DIR.parent / "assets")     # source checkout: the top-level assets/
    return found


@lru_cache(maxsize=1)
def assets_dir() -> Path:
    """The first candidate folder that holds our assets."""
    for folder in _candidates():
        if (folder / "layouts").is_dir() or (folder / "fonts").is_dir():
            return folder
    raise FileNotFoundError("Mahjong Parlor's assets folder is missing; looked in: "
                            + ", ".join(str(p) for p in _candidates()))


def asset_path(*parts: str) -> Path:
    """Path of a file under assets/, e.g. asset_path("fonts", "tiles.otf")."""
    return assets_dir().joinpath(*parts)
