"""Entry point: ``python -m mahjong``, the ``mahjong-parlor`` command, the executable."""

import sys
import time

STARTED = time.perf_counter()  # the bench's process start where /proc is missing (benchmode.py)


def main() -> int:
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # the X11 window class (taskbars group and name the window by it; the .desktop file's
    # StartupWMClass): pygame sets it to the script's name at import unless it is set
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "mahjong-parlor")
    from mahjong.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
