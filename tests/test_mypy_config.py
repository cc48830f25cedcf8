"""The mypy settings in pyproject.toml: the engine modules really get every --strict check.

``strict = true`` in a ``[[tool.mypy.overrides]]`` section would turn strict mode on for
every module (python/mypy#11401), so the strict modules list the flags one by one; these
tests keep that list equal to what ``--strict`` means for the installed mypy.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _config() -> dict[str, Any]:
    mypy: dict[str, Any] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    return mypy


def _strict_section() -> dict[str, Any]:
    sections = [s for s in _config().get("overrides", []) if "mahjong.core.*" in s["module"]]
    assert len(sections) == 1
    return sections[0]


def test_strict_is_never_set_in_an_overrides_section() -> None:
    for section in _config().get("overrides", []):
        assert "strict" not in section, section["module"]


def test_the_strict_modules_get_every_strict_flag() -> None:
    mypy_main = pytest.importorskip("mypy.main")
    from mypy.options import PER_MODULE_OPTIONS

    _, _, assignments = mypy_main.define_options()
    config, strict = _config(), _strict_section()
    assert assignments
    for flag, value in assignments:
        where = strict if flag in PER_MODULE_OPTIONS else config  # some flags are global only
        assert where.get(flag) == value, f"{flag} = {value} is part of --strict"


def test_every_strict_module_exists() -> None:
    for name in _strict_section()["module"]:
        path = ROOT.joinpath(*name.removesuffix(".*").split("."))
        assert path.with_suffix(".py").is_file() or (path / "__init__.py").is_file(), name
