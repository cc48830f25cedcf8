"""The packaged program's entry script (PyInstaller needs a file, not a module)."""

import multiprocessing
import sys

from mahjong.__main__ import main

if __name__ == "__main__":
    # The foundation games' solver runs in worker processes; in a frozen program those
    # start by re-running this executable, which freeze_support() turns into a worker.
    multiprocessing.freeze_support()
    sys.exit(main())
