"""The Linux .desktop entry of the packaged program, with its Name and Comment in every
shipped language (``scripts/i18n.py compile`` writes ``locale/desktop-entry.in`` from
the catalogues; ``scripts/build_executable.py`` fills in the program's paths)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from mahjong.i18n import N_

# Translators: the program's name in the desktop's menus (keep it as it is if unsure)
NAME = N_("Mahjong Parlor")
# Translators: the program's one-line description in the desktop's menus
COMMENT = N_("Mahjong tile games: solitaire, FreeCell, Stones and American Mah Jongg")

TEMPLATE_HEAD = """[Desktop Entry]
Type=Application
Name={name}
Comment={comment}
"""
TEMPLATE_TAIL = """Exec={exec}
Icon={icon}
Terminal=false
Categories=Game;BoardGame;
StartupWMClass=mahjong-parlor
"""


def _one_line(text: str) -> str:
    return " ".join(text.split()).replace("{", "{{").replace("}", "}}")


def entry_template(languages: Iterable[tuple[str, Callable[[str], str]]]) -> str:
    """The .desktop text with ``{exec}`` and ``{icon}`` left to fill: Name and Comment
    in English, then ``Name[code]``/``Comment[code]`` for each (code, gettext) whose
    translation differs from the English."""
    lines = [TEMPLATE_HEAD.format(name=_one_line(NAME), comment=_one_line(COMMENT))]
    for code, gettext in languages:
        for key, english in (("Name", NAME), ("Comment", COMMENT)):
            translated = gettext(english)
            if translated and translated != english:
                lines.append(f"{key}[{code}]={_one_line(translated)}\n")
    lines.append(TEMPLATE_TAIL)
    return "".join(lines)
