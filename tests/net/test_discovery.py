"""Tables found on the local network: a host's announcement is heard by a browser on the
same machine, with the host's name and an address the Join dialog takes; withdrawn, it
goes from the list. Skipped, with the reason, where this machine cannot send itself a
multicast packet (checked first with a bare UDP socket), since then no zeroconf can."""

from __future__ import annotations

import socket
import struct
import time

import pytest

from mahjong.net.botclient import address_url
from mahjong.net.discovery import Advert, Browser, lan_addresses

GROUP = "239.255.77.77"     # administratively scoped: never leaves the site


def multicast_loops() -> str | None:
    """None if a multicast packet sent here comes back here; else why not."""
    try:
        rx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        rx.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        rx.bind(("", 0))
        port = rx.getsockname()[1]
        rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                      struct.pack("4s4s", socket.inet_aton(GROUP), socket.inet_aton("0.0.0.0")))
        rx.settimeout(2)
        tx = socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP)
        tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        tx.sendto(b"mahjong", (GROUP, port))
        data = rx.recv(16)
        rx.close()
        tx.close()
        return None if data == b"mahjong" else "a different packet came back"
    except OSError as err:
        return f"multicast is not available here: {err}"


def wait_until(done, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if done():
            return True
        time.sleep(0.1)
    return False


def test_an_announced_table_is_heard_and_its_address_can_be_joined():
    why = multicast_loops()
    if why is not None:
        pytest.skip(why)
    addresses = lan_addresses()
    if not addresses:
        pytest.skip("this machine has no network address but loopback")
    advert = Advert("Ann's table", 48765, addresses)
    browser = Browser()
    advert.start()
    browser.start()
    try:
        assert browser.problem is None
        assert wait_until(lambda: any(f.address.endswith(":48765") for f in browser.found()), 20), advert.problem
        found = next(f for f in browser.found() if f.address.endswith(":48765"))
        assert found.name == "Ann's table"
        assert found.address.split(":")[0] in addresses
        assert address_url(found.address) == f"ws://{found.address}"
        advert.stop()
        assert wait_until(lambda: not any(f.address.endswith(":48765") for f in browser.found()), 20)
    finally:
        advert.stop()
        browser.stop()


def test_the_lan_addresses_are_ones_a_friend_could_reach():
    for text in lan_addresses():
        assert not text.startswith(("127.", "169.254.", "0."))
        socket.inet_aton(text)
