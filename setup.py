"""Packaging details pyproject.toml cannot express: the top-level assets/ folder is
installed inside the package as mahjong/assets (see mahjong/core/assets.py); the
translation catalogues (mahjong/locale: .mo, .po, .pot) ship inside the package."""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["mahjong", "mahjong.*"]) + ["mahjong.assets"],
    package_dir={"mahjong.assets": "assets"},
    package_data={"mahjong.assets": ["**/*"], "mahjong": ["locale/**/*"]},
)
