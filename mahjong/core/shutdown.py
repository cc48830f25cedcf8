"""Things to stop when the program ends, such as the background-job workers (core.jobs).

concurrent.futures waits for running jobs at interpreter exit, so a long solve would keep
a closed window's process alive; modules that start workers register a hook here and the
App (and the self-test) run the hooks as they finish.
"""

from __future__ import annotations

from collections.abc import Callable

_hooks: list[Callable[[], None]] = []


def on_exit(hook: Callable[[], None]) -> None:
    if hook not in _hooks:
        _hooks.append(hook)


def run_hooks() -> None:
    """Run every hook once, newest first; a failing hook does not stop the others."""
    while _hooks:
        hook = _hooks.pop()
        try:
            hook()
        except Exception:  # noqa: BLE001 - shutting down: nothing useful to raise to
            pass
