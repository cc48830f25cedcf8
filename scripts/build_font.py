"""Build the tile glyph font: a small subset of Noto Serif CJK TC Bold.

Usage: python scripts/build_font.py [--source PATH] [--font-number N]

Reads the Debian package fonts-noto-cjk (SIL Open Font License 1.1) and writes
assets/fonts/NotoSerifTC-Tiles.otf with only the glyphs the tile art draws
(mahjong.ui.glyphs.GLYPHS_USED), its licence and a README naming the source.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mahjong.ui.glyphs import GLYPHS_USED  # noqa: E402

NAME = "NotoSerifTC-Tiles"
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
COPYRIGHT_FILE = Path("/usr/share/doc/fonts-noto-cjk/copyright")
TC_FACE = "Noto Serif CJK TC Bold"


def face_number(source: Path, wanted: str) -> int:
    """Index of the face called `wanted` in a .ttc collection."""
    for index, font in enumerate(TTCollection(str(source)).fonts):
        if font["name"].getDebugName(4) == wanted:
            return index
    raise SystemExit(f"{source} has no face named {wanted!r}")


def ofl_text(copyright_file: Path) -> str:
    """The full SIL OFL 1.1 text from a Debian copyright file (its 'License: SIL-1.1' stanza)."""
    text = copyright_file.read_text(encoding="utf-8")
    match = re.search(r"^License: SIL-1\.1\n((?: .*\n?)+)", text, re.MULTILINE)
    if not match:
        raise SystemExit(f"no SIL-1.1 licence text in {copyright_file}")
    lines = [line[1:] for line in match.group(1).splitlines()]
    return "\n".join("" if line == "." else line for line in lines).strip() + "\n"


def package_version(package: str) -> str:
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                             capture_output=True, text=True, check=True).stdout
        return out.strip() or "unknown"
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def build(source: Path, number: int, out_dir: Path) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / f"{NAME}.otf"
    subset.main([
        str(source), f"--font-number={number}", f"--text={''.join(sorted(set(GLYPHS_USED)))}",
        f"--output-file={target}", "--layout-features=", "--no-hinting", "--desubroutinize",
        "--name-IDs=0,1,2,3,4,5,6,7,13,14", "--drop-tables+=VORG,vhea,vmtx",
    ])
    font = TTCollection(str(source)).fonts[number]
    notice = font["name"].getDebugName(0)
    licence = (f"{NAME}.otf is a subset of {font['name'].getDebugName(4)} (Noto CJK).\n"
               f"{notice}\nNoto is a trademark of Google Inc.\n\n" + ofl_text(COPYRIGHT_FILE))
    (out_dir / f"LICENSE-{NAME}.txt").write_text(licence, encoding="utf-8")
    (out_dir / "README.md").write_text(
        f"# Fonts\n\n`{NAME}.otf`: the tile glyphs, a subset of *{font['name'].getDebugName(4)}*\n"
        f"(face {number} of `{source.name}`) from the Debian package fonts-noto-cjk "
        f"{package_version('fonts-noto-cjk')}\n(upstream https://github.com/notofonts/noto-cjk).\n"
        f"Licensed under the SIL Open Font License 1.1: see `LICENSE-{NAME}.txt`.\n"
        f"Rebuild with `python scripts/build_font.py`; it keeps only these characters:\n\n"
        f"    {''.join(ch for ch in GLYPHS_USED if ord(ch) > 127)}\n"
        f"    {''.join(ch for ch in GLYPHS_USED if ord(ch) <= 127)}\n",
        encoding="utf-8")
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--font-number", type=int, default=None,
                        help=f"face in the collection (default: the one named {TC_FACE!r})")
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "fonts")
    args = parser.parse_args()
    number = args.font_number if args.font_number is not None else face_number(args.source, TC_FACE)
    target = build(args.source, number, args.out)
    print(f"wrote {target} ({target.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
