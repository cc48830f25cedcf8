"""The packaged program's entry script (PyInstaller needs a file, not a module)."""

import sys

from mahjong.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
