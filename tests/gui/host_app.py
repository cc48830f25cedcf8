"""A host's app in a process of its own, for the tests that kill it: the headless App
(SDL dummy) with MAHJONG_PARLOR_HOME as its data folder hosts a Card Free table from the
Friends button, or (``--reopen``) reopens the table it kept from the same button after a
crash, and plays its seat to the end of the hand. It says what happens as JSON lines on
stdout: "hosting" (code, port), "offer" (the reopen offer's lines), "reopened",
"progress" (the moves seen), "hand" (the payments, in the server's seat order), "stats".

    python -m tests.gui.host_app [--reopen] [--people 2]
"""

from __future__ import annotations

import argparse
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def say(event: str, **fields) -> None:
    print(json.dumps({"event": event, **fields}), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--reopen", action="store_true")
    parser.add_argument("--people", type=int, default=2, help="start when this many people sit")
    args = parser.parse_args()

    from mahjong.app import App
    from mahjong.core.storage import Storage
    from mahjong.games.american.face.friends import HostDialog
    from mahjong.games.american.face.friends_kept import KeptTablesDialog
    from mahjong.games.american.face.lobby import LobbyScene
    from mahjong.games.american.face.remote import RemoteTableScene
    from tests.gui.friends_play import our_move, pump_until

    app = App(size=(1280, 800), storage=Storage(), headless=True, strict=True)
    app.open_game("card-free-american", resume=False)
    app.top.tools["friends"].activate()                 # the Card Free toolbar's way in
    app.pump(0.0)
    if args.reopen:
        offer = app.top
        assert isinstance(offer, KeptTablesDialog), f"no reopen offer: {offer!r}"
        say("offer", lines=[e.lines() for e in offer.entries], problems=offer.problems)
        offer.rows[0][0].activate()                     # Reopen table
        lobby = app.top
        assert isinstance(lobby, LobbyScene), f"not reopened: {lobby!r}"
        hosting = lobby.hosting
        say("reopened", code=hosting.code, port=hosting.port, moved=hosting.moved)
    else:
        app.top.buttons[0].activate()                   # Host a table
        host = app.top
        assert isinstance(host, HostDialog)
        host.name.set("Ann")
        host.buttons[0].activate()                      # Open the table
        lobby = app.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        hosting = lobby.hosting
        say("hosting", code=hosting.code, port=hosting.port)
        pump_until(app, lambda: lobby.view is not None
                   and sum(p["person"] for p in lobby.view.players) >= args.people, seconds=60)
        lobby.start_button.activate()
    def table_scene():
        return next((s for s in app.stack if isinstance(s, RemoteTableScene)), None)

    pump_until(app, lambda: table_scene() is not None, seconds=60)
    scene = table_scene()
    shown = [-1]

    def step() -> None:
        our_move(scene)
        if scene.view_now.version != shown[0]:
            shown[0] = scene.view_now.version
            say("progress", hand=scene.view_now.hand, version=shown[0], phase=scene.table.phase)

    pump_until(app, lambda: scene.table.is_over, seconds=240, each=step)
    local = list(scene.table.result.payments)            # turned: our seat first
    seat = scene.seat
    say("hand", seat=seat, payments=[local[(n - seat) % 4] for n in range(4)], winner=scene.table.result.winner)
    app.draw()
    say("stats", **app.storage.stats("card-free-american"))
    scene.client.close()
    hosting.stop(keep=True)                              # the test reads the kept record
    return 0


if __name__ == "__main__":
    sys.exit(main())
