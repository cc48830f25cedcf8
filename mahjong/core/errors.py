"""Errors shared by every rules engine."""


class IllegalMove(ValueError):
    """A move that the rules do not allow in the current position."""


class BadRecord(ValueError):
    """A saved game or move list that cannot be replayed."""
