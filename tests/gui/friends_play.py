"""Playing our seat at a table with friends through the headless App, shared by the
friends tests and the host process they start (``host_app``): run frames until a
condition holds, and make our seat's move as the buttons would."""

from __future__ import annotations

import time

from mahjong.games.american.actions import Pass
from mahjong.games.american.pieces import JOKER


def pump_until(app, done, seconds: float = 60.0, each=None) -> None:
    """Run frames (the network runs on its own threads) until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the table did not get there"
        app.pump(0.02)
        if each is not None:
            each()
        time.sleep(0.005)    # let the network threads run between frames


def our_move(scene) -> None:
    """Play our seat (a ``RemoteTableScene``) as the buttons would: pass the first tiles,
    let calls go, discard the newest tile, Mah Jongg when we can."""
    t = scene.table
    if 0 not in t.awaiting() or scene.sent == t.key() or t.is_over:
        return
    if t.phase in ("charleston", "courtesy-pass"):
        tiles = [x for x in scene.rack if x != JOKER][:t.pass_size(0)]
        scene.play(Pass(0, tuple(tiles)))
        return
    legal = t.legal_actions(0)
    mj = [a for a in legal if a.text().endswith(" mj")]          # Mah Jongg, declared or called
    plain = [a for a in legal if "claim" not in a.text() and "exchange" not in a.text()]
    choice = (mj or plain or legal or [None])[-1 if t.phase == "discard" else 0]
    if choice is not None:
        scene.play(choice)
