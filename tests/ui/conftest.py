"""Fixtures for the looks tests: small KMahjongg tile sets, empty system folders."""

import gzip

import pytest

from .looks_helpers import tileset_desktop, tileset_svg


@pytest.fixture
def make_tileset(tmp_path):
    """make_tileset(folder=None, name=..., svg=None, desktop=None) -> the .desktop path."""
    def make(folder=None, name="tiny", svg=None, desktop=None, packed=True):
        folder = folder or tmp_path
        folder.mkdir(parents=True, exist_ok=True)
        data = (svg if svg is not None else tileset_svg()).encode()
        (folder / f"{name}.svgz").write_bytes(gzip.compress(data) if packed else data)
        path = folder / f"{name}.desktop"
        path.write_text(desktop if desktop is not None else tileset_desktop(name.title(), f"{name}.svgz"))
        return path
    return make


@pytest.fixture
def no_system_looks(monkeypatch, tmp_path):
    """KMahjongg's system folders pointed at empty ones."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-home"))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "xdg-system"))
    return tmp_path
