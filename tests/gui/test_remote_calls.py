"""The others' calls and joker exchanges told at a table with friends as the local table
tells its computer players' (announce.py): the caller's plate lit, "Bea: Pung" with the
player's name, the claimed tile sliding to the exposure (not with animations off), the
sound; read from consecutive views of our seat. First with views of a local table fed
to the scene (every call of a whole hand, deterministic), then for real: a hand at the
host's server on 127.0.0.1 with a friend's computer player in another process, until a
computer player calls."""

from __future__ import annotations

from mahjong.core.rng import Rng
from mahjong.games.american.actions import Claim, Exchange
from mahjong.games.american.face.announce import Announcer
from mahjong.games.american.face.lobby import LobbyScene
from mahjong.games.american.face.remote import RemoteTableScene
from mahjong.games.american.pieces import TableOptions
from mahjong.games.american.table import Table
from mahjong.net.client import RemoteView
from mahjong.net.hosting import Hosting, HostOptions
from mahjong.net.remote import to_local

from ..net.test_calls import any_legal
from .test_friends import friend, next_line, our_move, pump_until

NAMES = ("Ann", "Bea", "Cy", "Di")
CHAIR = 1          # we sit in the server's seat 1: "Bea" is us, Cy on our right


class StillClient:
    """A client that hands the scene nothing and keeps what it is asked to send."""

    code = "K7QMR2XH9P"

    def __init__(self) -> None:
        self.sent: list = []
        self.wake = None

    def poll(self) -> list:
        return []

    def act(self, action) -> None:
        self.sent.append(action)

    def chat(self, text: str) -> None:
        self.sent.append(text)

    def ready(self) -> None: ...

    def close(self) -> None: ...


def remote_view(table: Table, version: int) -> RemoteView:
    passing = table.phase in ("charleston", "courtesy-pass")
    legal = () if passing else tuple(table.legal_actions(CHAIR))
    players = tuple({"name": n, "person": True, "connected": True, "computer": False} for n in NAMES)
    return RemoteView(CHAIR, table.hand, version, table.view(CHAIR), legal,
                      table.pass_size(CHAIR) if passing else 0, table.blind_allowed(), table.options,
                      (0, 0, 0, 0), players, (), True, None)


def play_a_hand_into(app, deal: int) -> tuple[RemoteTableScene, list]:
    """Every action of a hand of random legal moves, each view fed to a remote table
    scene at seat ``CHAIR``; (scene, [(action, the callouts' texts after it)])."""
    table, rng = Table(TableOptions(), deal), Rng(deal)
    scene = RemoteTableScene(app, StillClient(), None, remote_view(table, 0))
    app.push(scene)
    app.draw()
    told = []
    version = 0
    claims: dict[int, Claim] = {}
    while not table.is_over and version < 400:
        action = any_legal(table, rng)
        if isinstance(action, Claim):
            claims[action.seat] = action
        sizes = [len(e) for e in table.exposures]
        table.apply(action)
        version += 1
        scene._on_event(remote_view(table, version))
        made = [claims[s] for s in range(4) if len(table.exposures[s]) > sizes[s]]
        made += [action] if isinstance(action, Exchange) else []
        told.append((made, [c.text for c in scene.announcer.callouts], list(scene.announcer.callouts)))
        scene.update(0.0)
        if table.phase != "claims":
            claims.clear()
    return scene, told


def test_each_call_and_exchange_of_the_others_is_told_with_their_names(app):
    app.settings["animation_speed"] = "normal"
    for deal in range(40):
        scene, told = play_a_hand_into(app, deal)
        others = [(made, texts, callouts) for made, texts, callouts in told if made and made[0].seat != CHAIR]
        if others:
            break
        app.pop()
    assert others, "no computer player called in 40 hands"
    for made, texts, callouts in others:
        call = to_local(made[0], CHAIR)
        name = NAMES[made[0].seat]
        assert any(t.startswith(f"{name}: ") for t in texts), (made, texts)
        assert callouts[-1].seat == call.seat                       # the caller's plate is lit
        if isinstance(made[0], Claim):
            assert texts[-1].startswith(f"{name}: {made[0].kind.capitalize()}")
            assert callouts[-1].slide is not None                  # the claimed tile slides
    assert all(c.seat != 0 for _made, _texts, callouts in told for c in callouts)   # ours are not told to us
    app.draw()


def test_with_animations_off_the_call_is_told_and_nothing_slides(app):
    app.settings["animation_speed"] = "off"
    for deal in range(40):
        scene, told = play_a_hand_into(app, deal)
        claims = [(made, callouts) for made, _t, callouts in told
                  if made and isinstance(made[0], Claim) and made[0].seat != CHAIR]
        if claims:
            break
        app.pop()
    assert claims
    for _made, callouts in claims:
        assert callouts and all(c.slide is None for c in callouts)
    assert scene.motion.scale == 0 and not scene.motion.active


def test_a_computer_players_call_is_announced_at_the_table_over_the_network(app, monkeypatch):
    told: list[tuple[int, str, bool]] = []
    after = Announcer.after

    def spy(self, action, exposures, delay, **kw):
        text = after(self, action, exposures, delay, **kw)
        if text is not None:
            told.append((action.seat, text, self.lit(action.seat)))
        return text

    monkeypatch.setattr(Announcer, "after", spy)
    hosting = Hosting(HostOptions(name="Ann"), port=0)
    hosting.open(announce=False, local_only=True)
    try:
        app.push(LobbyScene(app, hosting.client, hosting))
        lobby = app.top
        pump_until(app, lambda: lobby.view is not None)
        proc, lines = friend(f"127.0.0.1:{hosting.port}", hosting.code)
        try:
            next_line(lines, "joined")
            pump_until(app, lambda: lobby.view is not None and sum(p["person"] for p in lobby.view.players) == 2)
            lobby.start_button.activate()
            pump_until(app, lambda: isinstance(app.top, RemoteTableScene))
            scene = app.top

            def play() -> None:
                if scene.table.is_over and scene.table.hand not in readied:
                    readied.add(scene.table.hand)
                    scene.next_hand()
                our_move(scene)

            readied: set[int] = set()
            pump_until(app, lambda: bool(told), seconds=240, each=play)
            seat, text, lit = told[0]
            names = scene.seat_names()
            assert seat != 0 and lit and text.startswith(f"{names[seat]}: ")   # "Bea: Pung", "West bot: Kong"
            app.draw()
        finally:
            proc.kill()
            proc.wait(10)
    finally:
        hosting.stop()
