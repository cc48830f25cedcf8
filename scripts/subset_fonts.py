"""Build the interface fonts of Chinese, Japanese and Korean: subsets of Noto Sans CJK.

Usage: python scripts/subset_fonts.py [--source-dir DIR] [--languages ja,ko,...]

pygame has no font fallback, so a language whose script the DejaVu pair (ui-regular.ttf,
ui-bold.ttf: Latin and Cyrillic, scripts/build_ui_font.py) lacks gets its own font. One
subset per language, regular and bold, because Chinese and Japanese draw the same
character differently: Simplified Chinese from the SC face, Traditional from TC, Japanese
from JP, Korean from KR. Each keeps exactly the characters that language's catalogue uses
(mahjong/locale/<code>/LC_MESSAGES/mahjong.po), its own name, ASCII and common
punctuation, as the tile font keeps only its glyphs. Writes
assets/fonts/ui-<code>-regular.otf and ui-<code>-bold.otf (mahjong.ui.theme picks them by
the language spoken) and the licence. Reads the Debian package fonts-noto-cjk (SIL Open
Font License 1.1). Run it again after the catalogues change; it builds a font for every
CJK language that has a .po.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from build_font import COPYRIGHT_FILE, ofl_text  # noqa: E402

from mahjong import i18n  # noqa: E402

SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
FACES = {"zh_CN": "SC", "zh_TW": "TC", "ja": "JP", "ko": "KR"}   # language -> Noto Sans CJK face
WEIGHTS = {"regular": "Regular", "bold": "Bold"}
# Always kept: ASCII, the punctuation and symbols the interface draws in every language,
# CJK punctuation and the full-width forms of ASCII.
COMMON = ("".join(chr(c) for c in range(0x20, 0x7F)) + "\u00a0·×–—‘’“”…•→←↑↓−✓▲▼€"
          + "".join(chr(c) for c in range(0x3000, 0x3020))
          + "".join(chr(c) for c in range(0xFF01, 0xFF5F)))
LICENCE = "LICENSE-NotoSansCJK.txt"


def catalogue_text(po: Path) -> str:
    """Every translation in a .po (each plural form), as one string."""
    from babel.messages.pofile import read_po

    with po.open("rb") as fh:
        catalog = read_po(fh)
    parts: list[str] = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        parts += [s for s in strings if s]
    return "".join(parts)


def characters(code: str, locale: Path = i18n.LOCALE_DIR) -> str:
    """The characters ``code``'s font keeps, sorted."""
    po = locale / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"
    text = COMMON + i18n.language_name(code) + (catalogue_text(po) if po.is_file() else "")
    return "".join(sorted({ch for ch in text if ch.isprintable() or ch == "\u00a0"}))


def face_index(source: Path, family: str) -> int:
    for index, font in enumerate(TTCollection(str(source)).fonts):
        if font["name"].getDebugName(1) == family:
            return index
    raise SystemExit(f"{source} has no face {family!r}")


def build(code: str, out_dir: Path, source_dir: Path = SOURCE_DIR, locale: Path = i18n.LOCALE_DIR) -> list[Path]:
    """``code``'s regular and bold subsets in ``out_dir``; the paths written."""
    from mahjong.ui.theme import font_file_name

    text = characters(code, locale)
    written = []
    for weight, style in WEIGHTS.items():
        source = source_dir / f"NotoSansCJK-{style}.ttc"
        target = out_dir / font_file_name(code, weight == "bold")
        subset.main([
            str(source), f"--font-number={face_index(source, f'Noto Sans CJK {FACES[code]}')}",
            f"--text={text}", f"--output-file={target}", "--layout-features=kern,palt,vert,locl",
            "--no-hinting", "--desubroutinize", "--name-IDs=0,1,2,3,4,5,6,7,13,14",
            "--drop-tables+=VORG,vhea,vmtx",
        ])
        written.append(target)
    return written


def write_licence(out_dir: Path) -> None:
    licence = ("ui-zh_CN-*.otf, ui-zh_TW-*.otf, ui-ja-*.otf and ui-ko-*.otf are subsets of Noto Sans CJK\n"
               "(SC, TC, JP and KR faces), from the Debian package fonts-noto-cjk.\n"
               "© 2014-2021 Adobe (http://www.adobe.com/).\nNoto is a trademark of Google Inc.\n\n"
               + ofl_text(COPYRIGHT_FILE))
    (out_dir / LICENCE).write_text(licence, encoding="utf-8")


def shipped_cjk(locale: Path = i18n.LOCALE_DIR) -> list[str]:
    return [code for code in FACES if (locale / code / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").is_file()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source-dir", type=Path, default=SOURCE_DIR)
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "fonts")
    parser.add_argument("--languages", default=None,
                        help="comma-separated codes (default: every CJK language with a catalogue)")
    args = parser.parse_args()
    codes = args.languages.split(",") if args.languages else shipped_cjk()
    unknown = [c for c in codes if c not in FACES]
    if unknown:
        print(f"no CJK face for {', '.join(unknown)}; known: {', '.join(FACES)}", file=sys.stderr)
        return 2
    if not codes:
        print("no Chinese, Japanese or Korean catalogue yet: no font to build")
        return 0
    for code in codes:
        for path in build(code, args.out, args.source_dir):
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
                  f"({path.stat().st_size:,} bytes, {len(characters(code))} characters)")
    write_licence(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
