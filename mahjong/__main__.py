"""Entry point: ``python -m mahjong``, the ``mahjong-parlor`` command, the executable."""

import sys


def main() -> int:
    from mahjong.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
