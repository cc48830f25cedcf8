"""Build the interface fonts: Latin subsets of DejaVu Sans and DejaVu Sans Bold.

Usage: python scripts/build_ui_font.py

Reads Debian's fonts-dejavu-core (a free licence: Bitstream Vera / Arev, public domain
changes) and writes assets/fonts/ui-regular.ttf, ui-bold.ttf and LICENSE-DejaVu.txt.
mahjong/ui/theme.py uses them when present.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/truetype/dejavu")
LICENCE = Path("/usr/share/doc/fonts-dejavu-core/copyright")
# Latin-1, general punctuation, arrows and a few symbols the interface uses.
UNICODES = ("U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+2212,U+00D7,U+2713,"
            "U+25B2,U+25BC")


def build(source_name: str, target_name: str) -> None:
    subset.main([str(SOURCE / source_name), f"--unicodes={UNICODES}", "--layout-features=*",
                 f"--output-file={ROOT / 'assets' / 'fonts' / target_name}"])


def main() -> None:
    build("DejaVuSans.ttf", "ui-regular.ttf")
    build("DejaVuSans-Bold.ttf", "ui-bold.ttf")
    shutil.copyfile(LICENCE, ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt")


if __name__ == "__main__":
    main()
