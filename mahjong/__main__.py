"""Entry point: ``python -m mahjong``, the ``mahjong-parlor`` command, the executable."""

import sys
import time

STARTED = time.perf_counter()  # the bench's process start where /proc is missing (benchmode.py)


def prepare_environment(environ=None) -> None:
    """SDL and pygame settings for the real window, unless the player set them."""
    import os

    environ = os.environ if environ is None else environ
    environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # the X11 window class (taskbars group and name the window by it; the .desktop file's
    # StartupWMClass): pygame sets it to the script's name at import unless it is set
    environ.setdefault("SDL_VIDEO_X11_WMCLASS", "mahjong-parlor")
    if sys.platform.startswith("linux"):
        # Every frame is drawn in software; on X11 SDL would still hand it to the window
        # through an OpenGL texture, loading the GL library (software GL without a GPU:
        # about 75 MB more and no faster). Its own shared-memory framebuffer shows the same
        # pixels cheaper (scripts/benchmarks/startup_vs_peers.py measures both).
        environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


def main() -> int:
    prepare_environment()
    from mahjong.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
