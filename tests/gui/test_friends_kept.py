"""The tables this computer keeps, on the Friends button, through the headless App: a
table the host did not close is offered ("Reopen table", who sat where, how far the
hand got) and reopens with the same code, the host back in its seat; leaving it on
purpose discards it; Discard removes an entry; a damaged record is set aside and said;
a seat kept at a friend's table is rejoined with its token."""

from __future__ import annotations

from mahjong.games.american.face.friends import JoinDialog
from mahjong.games.american.face.friends_kept import KeptTablesDialog
from mahjong.games.american.face.lobby import LobbyScene
from mahjong.games.american.face.remote import RemoteTableScene
from mahjong.net import kept
from mahjong.net.client import RemoteView
from mahjong.net.hosting import Hosting, HostOptions
from mahjong.net.protocol import shown_code
from tests.gui.friends_play import pump_until


def crashed_table(app) -> str:
    """Host a table, start it, and go away without closing it (as a crash does); its code."""
    hosting = Hosting(HostOptions(name="Ann"), port=0, data_dir=app.storage.data_dir)
    client = hosting.open(announce=False, local_only=True)
    seen: list = []
    pump_until(app, lambda: seen.extend(e for e in client.poll() if isinstance(e, RemoteView)) or seen)
    client.start_game()
    seen.clear()
    pump_until(app, lambda: seen.extend(e for e in client.poll() if isinstance(e, RemoteView) and e.started) or seen)
    hosting.stop(keep=True)
    return hosting.code


def friends(app):
    app.open_game("card-free-american", resume=False)
    app.top.tools["friends"].activate()
    app.pump(0.0)
    return app.top


def test_a_table_left_open_is_offered_and_reopens_with_the_same_code(app):
    code = crashed_table(app)
    offer = friends(app)
    assert isinstance(offer, KeptTablesDialog)
    first, seats, progress = offer.entries[0].lines()
    assert shown_code(code) in first
    assert seats == "Seats: Ann, South bot, West bot, North bot"
    assert progress.startswith("Hand 1: ")
    app.draw()
    assert offer.rows[0][0].label == "Reopen table"
    offer.rows[0][0].activate()
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting.code == code and lobby.hosting.reopened
    pump_until(app, lambda: isinstance(app.top, RemoteTableScene))
    scene = app.top
    assert scene.seat == 0 and scene.client.code == code        # back in our own seat, by the kept token
    assert scene.table.seats[0].concealed
    scene.leave()                                             # leaving on purpose closes the table for good
    assert kept.hosted_tables(app.storage.data_dir) == ([], []) and kept.kept_seats(app.storage.data_dir) == ([], [])
    app.top.tools["friends"].activate()
    app.pump(0.0)
    assert app.top.title == "Play with friends"               # nothing kept: straight to host or join


def test_discard_removes_a_kept_table_and_goes_on_to_host_or_join(app):
    crashed_table(app)
    offer = friends(app)
    offer.rows[0][1].activate()                               # Discard
    assert kept.hosted_tables(app.storage.data_dir) == ([], [])
    assert app.top.title == "Play with friends"


def test_a_damaged_record_is_set_aside_and_said(app):
    folder = kept.hosted_dir(app.storage.data_dir)
    folder.mkdir(parents=True)
    (folder / "AAAAAAAAAA.json").write_text('{"format": 1, "code": "AAAAAAAAAA", "seats": 4')
    offer = friends(app)
    assert isinstance(offer, KeptTablesDialog) and offer.entries == []
    assert "AAAAAAAAAA.json" in offer.problems[0] and "set aside" in offer.problems[0]
    assert not (folder / "AAAAAAAAAA.json").exists() and list(folder.glob("AAAAAAAAAA.json.corrupt-*"))
    app.draw()
    offer.buttons[0].activate()                               # Host or join another table
    assert app.top.title == "Play with friends"


def test_a_record_damaged_after_the_offer_is_set_aside_when_reopened(app):
    code = crashed_table(app)
    offer = friends(app)
    (kept.hosted_dir(app.storage.data_dir) / f"{code}.json").write_text("[]")
    offer.rows[0][0].activate()
    assert app.top.title == "The table could not be reopened" and "set aside" in app.top.text
    assert kept.hosted_tables(app.storage.data_dir) == ([], [])


def test_a_seat_kept_at_a_friends_table_is_rejoined_with_its_token(app):
    kept.keep_seat(app.storage.data_dir, kept.SeatKey("K7QMR2XH9P", "ws://127.0.0.1:9", "their-token", "Bea"))
    offer = friends(app)
    assert "127.0.0.1:9" in offer.entries[0].lines()[0]
    assert offer.rows[0][0].label == "Rejoin"
    offer.rows[0][0].activate()
    dialog = app.top
    assert isinstance(dialog, JoinDialog)
    assert dialog.address.value == "127.0.0.1:9" and dialog.code.value == "K7QM-R2XH-9P" and dialog.name.value == "Bea"
    dialog.buttons[0].activate()                              # Join
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.client.token == "their-token"
    lobby.leave()


def test_a_host_seat_whose_table_is_gone_is_dropped(app):
    kept.keep_seat(app.storage.data_dir, kept.SeatKey("K7QMR2XH9P", "ws://127.0.0.1:9", "t", "Ann", hosted=True))
    assert friends(app).title == "Play with friends"
    assert kept.kept_seats(app.storage.data_dir) == ([], [])


def test_a_table_whose_port_is_taken_reopens_on_another_and_says_so(app):
    import socket

    from mahjong.net.client import NetClient, Seated
    from mahjong.ui.dialogs import MessageDialog

    hosting = Hosting(HostOptions(name="Ann"), port=0, data_dir=app.storage.data_dir)
    client = hosting.open(announce=False, local_only=True)
    ours: list = []
    pump_until(app, lambda: ours.extend(e for e in client.poll() if isinstance(e, Seated)) or ours)
    friend_home = app.storage.data_dir / "friend"
    bea = NetClient(f"127.0.0.1:{hosting.port}", hosting.code, name="Bea", data_dir=friend_home)
    bea.start()
    seated: list = []
    pump_until(app, lambda: seated.extend(e for e in bea.poll() if isinstance(e, Seated)) or seated)
    client.start_game()
    pump_until(app, lambda: any(isinstance(e, RemoteView) and e.started for e in client.poll()))
    old_port, code = hosting.port, hosting.code
    hosting.stop(keep=True)                                   # the host's app goes away
    bea.close()                                               # ... and so does the friend's
    with socket.socket() as squatter:                         # another program takes the port meanwhile
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        squatter.bind(("127.0.0.1", old_port))
        squatter.listen()
        offer = friends(app)
        offer.rows[0][0].activate()                           # Reopen table
        lobby = app.top
        assert lobby.hosting.moved and lobby.hosting.port != old_port and lobby.hosting.code == code
        assert any(f"new port, {lobby.hosting.port}" in text for text, _strong in lobby.lines())
        pump_until(app, lambda: isinstance(app.top, MessageDialog))
        assert app.top.title == "The table is on a new port" and f"127.0.0.1:{lobby.hosting.port}" in app.top.text
    kept_seat = kept.seat_for(friend_home, code)              # the friend's game kept its seat
    assert kept_seat is not None and kept_seat.port == old_port
    again = NetClient(f"127.0.0.1:{lobby.hosting.port}", code, token=kept_seat.token, data_dir=friend_home)
    again.start()                                             # joins at the new address with the kept token
    back: list = []
    pump_until(app, lambda: back.extend(e for e in again.poll() if isinstance(e, Seated)) or back)
    assert back[0].seat == seated[0].seat == 1
    assert kept.seat_for(friend_home, code).port == lobby.hosting.port   # the seat now names the new address
    again.close()
    app.top.buttons[0].activate()
    next(s for s in app.stack if isinstance(s, RemoteTableScene)).leave()
