"""Build the interface fonts: subsets of DejaVu Sans and DejaVu Sans Bold for every
language written in Latin or Cyrillic letters (German, French, Spanish, Italian, Dutch,
Polish, Brazilian Portuguese, Russian; the pseudo-language's accents are Latin-1 and
Latin Extended-A). Chinese, Japanese and Korean have their own fonts (subset_fonts.py).

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
# Latin-1 and Latin Extended-A, Cyrillic, general punctuation (the quotes of every
# language, the narrow no-break space French groups digits with), arrows and a few symbols.
UNICODES = ("U+0020-007E,U+00A0-00FF,U+0100-017F,U+0400-045F,U+0490-0491,U+2000-206F,U+20AC,U+2116,"
            "U+2190-2193,U+2212,U+00D7,U+2713,U+25B2,U+25BC")


def build(source_name: str, target_name: str) -> None:
    subset.main([str(SOURCE / source_name), f"--unicodes={UNICODES}", "--layout-features=*",
                 f"--output-file={ROOT / 'assets' / 'fonts' / target_name}"])


def main() -> None:
    build("DejaVuSans.ttf", "ui-regular.ttf")
    build("DejaVuSans-Bold.ttf", "ui-bold.ttf")
    shutil.copyfile(LICENCE, ROOT / "assets" / "fonts" / "LICENSE-DejaVu.txt")


if __name__ == "__main__":
    main()
