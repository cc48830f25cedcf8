"""Build the double-clickable Mahjong Parlor program with PyInstaller.

    python scripts/build_executable.py [--onefile] [--self-test]

Output: dist/mahjong-parlor/ (a folder with the program `mahjong-parlor`, faster to
start) or, with --onefile, the single file dist/mahjong-parlor[.exe]. No console window
on Windows or macOS. On Linux a .desktop file and the icon are written beside it.
--self-test runs the built program's own --self-test afterwards and fails if it fails.
Needs PyInstaller: pip install -e ".[build]"
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "mahjong-parlor"
# the .desktop entry with Name/Comment translated (scripts/i18n.py compile writes it);
# DESKTOP when it is missing
DESKTOP_TEMPLATE = ROOT / "mahjong" / "locale" / "desktop-entry.in"
DESKTOP = """[Desktop Entry]
Type=Application
Name=Mahjong Parlor
Comment=Mahjong tile games: solitaire, FreeCell, Stones and American Mah Jongg
Exec={exec}
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
StartupWMClass=mahjong-parlor
"""


def pyinstaller_args(onefile: bool, work: Path, dist: Path) -> list[str]:
    sep = ";" if os.name == "nt" else ":"
    icon = ROOT / "assets" / "icons" / (f"{NAME}.ico" if os.name == "nt" else f"{NAME}.png")
    args = [
        str(ROOT / "scripts" / "launcher.py"),
        "--name", NAME,
        "--noconfirm", "--clean",
        "--windowed",                                  # no console on Windows and macOS
        "--onefile" if onefile else "--onedir",
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        # the catalogues, where mahjong.i18n looks for them (beside its module)
        "--add-data", f"{ROOT / 'mahjong' / 'locale'}{sep}mahjong/locale",
        # Babel's locale data for the shipped languages only (numbers, dates, names)
        "--additional-hooks-dir", str(write_babel_hook(work)),
        "--workpath", str(work), "--distpath", str(dist), "--specpath", str(work),
        "--paths", str(ROOT),
    ]
    for module in all_modules():  # games are imported by name at run time, so name them all
        args += ["--hidden-import", module]
    for unused in ("tkinter", "numpy", "PIL", "unittest", "pytest", "hypothesis", "fontTools"):
        args += ["--exclude-module", unused]
    if icon.is_file():
        args += ["--icon", str(icon)]
    return args


BABEL_HOOK = """# Written by scripts/build_executable.py: PyInstaller's own hook-babel collects the
# locale data of all ~1,100 locales (35 MB); the program needs only the shipped ones.
from PyInstaller.utils.hooks import collect_data_files

datas = collect_data_files("babel", includes={includes!r})
hiddenimports = ["babel.dates", "babel.localedata", "babel.plural", "babel.numbers"]
"""


def babel_data_patterns(locale_dir: Path = ROOT / "mahjong" / "locale") -> list[str]:
    """Babel's data files for English and every shipped catalogue: each language's own file
    and its regional and script variants (``zh_Hans_CN``'s parents are ``zh_Hans``, ``zh``)."""
    languages = {"en"} | {p.parent.parent.name.split("_")[0] for p in locale_dir.glob("*/LC_MESSAGES/*.mo")}
    patterns = ["global.dat", "locale-data/root.dat"]
    for lang in sorted(languages):
        patterns += [f"locale-data/{lang}.dat", f"locale-data/{lang}_*.dat"]
    return patterns


def write_babel_hook(work: Path) -> Path:
    """A folder holding a hook-babel.py that collects only babel_data_patterns()."""
    hooks = work / "hooks"
    hooks.mkdir(parents=True, exist_ok=True)
    (hooks / "hook-babel.py").write_text(BABEL_HOOK.format(includes=babel_data_patterns()), encoding="utf-8")
    return hooks


def all_modules() -> list[str]:
    """Every module of the mahjong package, read off the source tree (nothing imported)."""
    names = []
    for path in sorted((ROOT / "mahjong").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def write_linux_desktop(program: Path, dist: Path) -> None:
    icon_src = ROOT / "assets" / "icons" / f"{NAME}.png"
    icon = dist / f"{NAME}.png"
    if icon_src.is_file():
        shutil.copy2(icon_src, icon)
    desktop = dist / f"{NAME}.desktop"
    template = DESKTOP_TEMPLATE.read_text(encoding="utf-8") if DESKTOP_TEMPLATE.is_file() else DESKTOP
    desktop.write_text(template.format(exec=program.resolve(), icon=icon.resolve()), encoding="utf-8")
    desktop.chmod(0o755)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="one file instead of a folder")
    parser.add_argument("--self-test", action="store_true", help="run the built program's self-test")
    args = parser.parse_args()
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: pip install -e \".[build]\"", file=sys.stderr)
        return 2
    dist, work = ROOT / "dist", ROOT / "build" / "pyinstaller"
    pyinstaller.run(pyinstaller_args(args.onefile, work, dist))
    suffix = ".exe" if os.name == "nt" else ""
    program = dist / (f"{NAME}{suffix}" if args.onefile else f"{NAME}/{NAME}{suffix}")
    if sys.platform.startswith("linux"):
        write_linux_desktop(program, program.parent)
    print(f"built {program}")
    if args.self_test:
        result = subprocess.run([str(program), "--self-test"], timeout=600)
        print(f"self-test of the built program: {'passed' if result.returncode == 0 else 'FAILED'}")
        return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
