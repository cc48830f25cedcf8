"""pygame for a quick first window: imported without the modules the window's opening does
not need, which are brought in when something uses them.

``import pygame`` loads every pygame module, among them the sound mixer (SDL_mixer and its
codec libraries), the clipboard, and its debugging and packaging helpers, which pull in a
good part of the standard library: together about a third of pygame's import time and a
slower first ``set_mode`` (scripts/benchmarks/startup_vs_peers.py). ``import_pygame()``
imports pygame with those held back (pygame marks each missing, as it does on a system
without it); a module that uses one imports it by name (``import pygame.mixer``,
``import pygame.scrap``), which loads it then, in full, and puts it back in its place on
``pygame``. The command line calls it once, before anything else imports pygame.
"""

from __future__ import annotations

import sys
from types import ModuleType

# Held back at start: the window's first frames use none of them. pygame.sndarray stays
# missing (pygame sets it up only with the mixer there; nothing here uses it).
DEFERRED = ("pygame.mixer_music", "pygame.mixer", "pygame.scrap", "pygame._debug", "pygame.system",
            "pygame.pkgdata")


def import_pygame() -> ModuleType:
    """pygame, imported without DEFERRED (as it is if something imported it already)."""
    if "pygame" in sys.modules:
        return sys.modules["pygame"]
    held = [name for name in DEFERRED if name not in sys.modules]
    for name in held:
        sys.modules[name] = None  # type: ignore[assignment]  # "import name" fails: pygame skips it
    try:
        import pygame
    finally:
        for name in held:
            if name in sys.modules and sys.modules[name] is None:
                del sys.modules[name]   # importable again, in full, by whoever needs it
    return pygame
