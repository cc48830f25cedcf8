"""Tables on the local network, found without typing an address: a host advertises its
table server over multicast DNS (zeroconf, DNS-SD service ``_mahjong-parlor._tcp``) and
a joining player's window lists what it hears. Only the address is advertised, never
the table's code: the code stays the secret a friend is told.

Multicast is often unavailable (no network, a firewall, a guest Wi-Fi that isolates its
machines, a container): ``Advert`` and ``Browser`` then carry a ``problem`` in words and
do nothing more, and typing the address still works. Everything here runs on zeroconf's
own threads; ``Browser.found()`` is safe to call from the frame. Pure Python, no pygame.
"""

from __future__ import annotations

import ipaddress
import logging
import socket
import threading
from dataclasses import dataclass
from typing import Any, cast

from mahjong.i18n import _

from .protocol import PROTOCOL

log = logging.getLogger("mahjong.net")
SERVICE = "_mahjong-parlor._tcp.local."
RESOLVE_MS = 3000     # how long to wait for a found table's address


@dataclass(frozen=True)
class Found:
    """A table server heard on the network: who hosts it and where to connect."""

    name: str
    address: str          # "host:port", as the Join dialog takes it


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses a friend on the network could reach (loopback and
    link-local left out); the one with the default route first."""
    found: list[str] = []
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    found.append(ip.ip)
    except (ImportError, OSError) as err:
        log.info("the network adapters could not be listed: %s", err)
    primary = _default_route_address()
    if primary:
        found.insert(0, primary)
    out: list[str] = []
    for text in found:
        try:
            addr = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if not (addr.is_loopback or addr.is_link_local or addr.is_unspecified) and text not in out:
            out.append(text)
    return out


def _default_route_address() -> str | None:
    """The address this machine would send from (a UDP socket's connect sends nothing)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))       # TEST-NET-1: routed like the Internet, never reached
            return str(s.getsockname()[0])
    except OSError:
        return None


def _unavailable(err: BaseException) -> str:
    return _("Tables on this network cannot be found from here ({reason}): type the address instead.").format(
        reason=str(err) or type(err).__name__)


class Advert:
    """Announce a table server at ``port`` as ``name`` (the host's name), on a thread of
    its own (announcing takes a few seconds). ``problem`` says why it could not be done."""

    def __init__(self, name: str, port: int, addresses: list[str]) -> None:
        self.name, self.port, self.addresses = name, port, addresses
        self.problem: str | None = None
        self._zc: Any = None
        self._info: Any = None
        self._lock = threading.Lock()
        self._stopped = False

    def start(self) -> None:
        threading.Thread(target=self._announce, name="table-advert", daemon=True).start()

    def _announce(self) -> None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            if not self.addresses:
                raise OSError(_("no network address"))
            label = "".join(ch for ch in self.name if ch.isalnum() or ch in " -_")[:40] or "table"
            info = ServiceInfo(SERVICE, f"{label} {self.port}.{SERVICE}", port=self.port,
                               addresses=[socket.inet_aton(a) for a in self.addresses],
                               properties={"name": self.name[:60], "protocol": str(PROTOCOL)})
            zc = Zeroconf()
            with self._lock:
                if self._stopped:
                    zc.close()
                    return
                self._zc, self._info = zc, info
            zc.register_service(info, allow_name_change=True)
        except (ImportError, OSError, ValueError, RuntimeError) as err:   # zeroconf's errors derive from these
            self.problem = _unavailable(err)
            log.info("the table is not announced on the network: %s", err)
        except Exception as err:  # noqa: BLE001 - a zeroconf failure of any kind only means: not announced
            self.problem = _unavailable(err)
            log.info("the table is not announced on the network: %r", err)

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            zc, info, self._zc = self._zc, self._info, None
        if zc is not None:
            threading.Thread(target=_withdraw, args=(zc, info), name="table-advert-stop", daemon=True).start()


def _withdraw(zc: Any, info: Any) -> None:
    try:
        zc.unregister_service(info)
    except Exception as err:  # noqa: BLE001 - leaving: nothing more to do
        log.info("the table's announcement was not withdrawn: %r", err)
    finally:
        zc.close()


class Browser:
    """Listen for tables on the network; ``found()`` lists them, ``problem`` says why
    none can be heard (None: listening)."""

    def __init__(self) -> None:
        self.problem: str | None = None
        self._found: dict[str, Found] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            self._zc = Zeroconf()
            self._browser = ServiceBrowser(self._zc, SERVICE, listener=cast(Any, self))
        except Exception as err:  # noqa: BLE001 - no multicast, no zeroconf: typing still works
            self.problem = _unavailable(err)
            log.info("not listening for tables on the network: %r", err)
            self.stop()

    def found(self) -> list[Found]:
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.name.lower(), f.address))

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if zc is not None:
            threading.Thread(target=zc.close, name="table-browser-stop", daemon=True).start()

    # --- zeroconf's ServiceListener (called on its thread) ----------------------------------
    def add_service(self, zc: Any, type_: str, name: str) -> None:
        info = zc.get_service_info(type_, name, RESOLVE_MS)
        if info is None or not info.port:
            return
        addresses = [a for a in info.parsed_addresses() if ":" not in a]   # IPv4: what people type
        if not addresses:
            return
        props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                 for k, v in (info.properties or {}).items()}
        if props.get("protocol", str(PROTOCOL)) != str(PROTOCOL):
            return
        shown = props.get("name") or name.removesuffix("." + SERVICE)
        with self._lock:
            self._found[name] = Found(shown[:60], f"{addresses[0]}:{info.port}")

    def update_service(self, zc: Any, type_: str, name: str) -> None:
        self.add_service(zc, type_, name)

    def remove_service(self, zc: Any, type_: str, name: str) -> None:
        with self._lock:
            self._found.pop(name, None)
