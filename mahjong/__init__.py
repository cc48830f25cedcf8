"""Mahjong Parlor: a suite of mahjong tile games."""

__version__ = "0.1.0"
