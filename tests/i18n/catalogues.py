"""What the catalogue tests read: the template, the shipped .po files, the tools."""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from mahjong import i18n

ROOT = Path(__file__).resolve().parents[2]
POT = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
TWELVE = {"zh_CN", "zh_TW", "ja", "ko", "de", "fr", "es", "it", "nl", "pl", "ru", "pt_BR"}
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def load_script(name: str):
    """A module of scripts/ (not a package), loaded from its file."""
    spec = importlib.util.spec_from_file_location(f"script_{name}", ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def tool():
    return load_script("i18n")


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


def po_files() -> list[Path]:
    """The .po of every shipped catalogue: one whose .mo is there (a catalogue just
    started, with nothing translated, is not compiled and does not ship yet)."""
    return sorted(po for po in i18n.LOCALE_DIR.glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po")
                  if po.with_suffix(".mo").is_file())


def code_of(po: Path) -> str:
    return po.parent.parent.name


def placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))


def forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def ids(message) -> list[str]:
    return list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]


def template_messages() -> list:
    """Every message of the .pot (the header left out)."""
    return [m for m in read(POT) if m.id]
