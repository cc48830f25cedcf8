"""Hosting a table from the game: the table server runs inside the host's app on a
thread of its own (``server.ServerThread``: nothing to install), listening on every
network address of the machine, the table is opened with the host's options, it is
announced on the local network (``discovery``), and the host's own window joins it as
a client like any friend's. ``Hosting.stop`` ends all of it. Pure Python, no pygame.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from mahjong.i18n import _

from .client import NetClient
from .discovery import Advert, lan_addresses
from .protocol import shown_code
from .server import DEFAULT_PORT, ServerConfig, ServerThread

log = logging.getLogger("mahjong.net")
TURN_TIMERS = (None, 30, 60, 120)     # seconds a person has for a move (None: no timer)


@dataclass(frozen=True)
class HostOptions:
    """A table as the host chose it: the house rules (1-3), a strength (1-3) and a
    skill level (0-5) for each seat's computer player (it plays a seat no person
    takes), the turn timer and the host's name."""

    name: str = ""
    house_rules: tuple[int, ...] = ()
    strengths: tuple[int, int, int, int] = (2, 2, 2, 2)
    skills: tuple[int, int, int, int] = (0, 0, 0, 0)
    turn_timer: int | None = None

    def create_message(self) -> dict[str, Any]:
        """The protocol's ``create`` fields: the game starts when four people sit, or
        when the host says start (computer players take the empty seats)."""
        return {"house_rules": list(self.house_rules), "skill": list(self.skills), "bots": list(self.strengths),
                "turn_timer": self.turn_timer, "people": 4}


@dataclass
class Hosting:
    """The host's server, its announcement and the host's own client. ``open`` raises
    OSError (in words) when no port can be listened on."""

    options: HostOptions
    port: int = DEFAULT_PORT
    server: ServerThread | None = None
    advert: Advert | None = None
    client: NetClient | None = None
    addresses: list[str] = field(default_factory=list)
    code: str = ""

    def open(self, announce: bool = True, local_only: bool = False) -> NetClient:
        """Start the server (on ``port``, or any free port if that one is taken), open
        the table, announce it, and start the host's client; the client. ``local_only``
        listens on 127.0.0.1 alone (tests, the headless window)."""
        self.server = self._listen("127.0.0.1" if local_only else "0.0.0.0")
        self.port = self.server.server.port
        self.code = self.server.create(**self.options.create_message())
        self.addresses = ["127.0.0.1"] if local_only else lan_addresses()
        if announce:
            self.advert = Advert(self.options.name or _("A table"), self.port, self.addresses)
            self.advert.start()
        self.client = NetClient(f"127.0.0.1:{self.port}", self.code, name=self.options.name)
        self.client.start()
        return self.client

    def _listen(self, host: str) -> ServerThread:
        last: OSError | None = None
        for port in (self.port, 0) if self.port else (0,):
            thread = ServerThread(ServerConfig(host=host, port=port))
            try:
                thread.start()
                return thread
            except OSError as err:
                last = err
                thread.stop()
        raise OSError(_("The table could not be opened: no network port is free ({reason}).").format(
            reason=last or "?"))

    def share_lines(self) -> list[str]:
        """What the host tells friends: each address with the port (the code is shown apart)."""
        return [f"{a}:{self.port}" for a in self.addresses] or [_("this computer has no network address")]

    @property
    def shown_code(self) -> str:
        return shown_code(self.code)

    def stop(self) -> None:
        """Close the table: the host's client, the announcement, then the server."""
        if self.client is not None:
            self.client.close()
            self.client = None
        if self.advert is not None:
            self.advert.stop()
            self.advert = None
        if self.server is not None:
            self.server.stop()
            self.server = None
