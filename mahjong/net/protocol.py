"""The table protocol's messages: JSON objects, one per WebSocket text frame, each with a
``type``. The server speaks first (``hello`` with the protocol number); docs/protocol.md
lists every message. ``read_client`` checks a client's message whole (size, JSON, type,
every field and its type, no unknown field) and raises ``ProtocolError`` with an error
code and a sentence; ``read_server`` does the same lighter check on the client side.
Pure Python, no pygame.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from mahjong.i18n import N_, _

PROTOCOL = 1
SERVER_NAME = "mahjong-parlor"
MAX_CLIENT_MESSAGE = 2048          # bytes in one client frame (the largest real one is ~150)
MAX_SERVER_MESSAGE = 1 << 20       # bytes in one server frame (a view is a few kilobytes)
MAX_NAME = 24                      # characters in a player's name
MAX_CHAT = 200                     # characters in a chat line
MAX_ACTION = 80                    # characters in an action text
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"   # no 0/O, 1/I/L: read aloud without doubt
CODE_LENGTH = 10                   # 31**10: about 8e14 codes
MAX_TOKEN = 64


class ProtocolError(ValueError):
    """A message that breaks the protocol: ``code`` for programs, the text for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# type -> {field: (kind, required)}; kinds: str, int, bool, list, dict, "int?" (int or null)
CLIENT_MESSAGES: dict[str, dict[str, tuple[str, bool]]] = {
    "create": {"house_rules": ("list", False), "skill": ("list", False), "bots": ("list", False),
               "turn_timer": ("int?", False), "deal": ("int", False), "people": ("int", False)},
    "join": {"code": ("str", True), "name": ("str", False), "seat": ("int?", False)},
    "rejoin": {"code": ("str", True), "token": ("str", True)},
    "act": {"action": ("str", True), "hand": ("int", True), "seq": ("int", True)},
    "next": {},
    "start": {},
    "chat": {"text": ("str", True)},
    "ping": {},
}

SERVER_MESSAGES = ("hello", "created", "joined", "view", "refused", "chat", "error", "pong")


def _kind_ok(value: Any, kind: str) -> bool:
    if kind == "int":
        return type(value) is int
    if kind == "int?":
        return value is None or type(value) is int
    return isinstance(value, {"str": str, "bool": bool, "list": list, "dict": dict}[kind])


def _object(data: str | bytes, limit: int) -> dict[str, Any]:
    if isinstance(data, bytes):
        raise ProtocolError("binary", _("binary frames are not part of the protocol: send JSON text"))
    if len(data.encode("utf-8", "surrogatepass")) > limit:
        raise ProtocolError("too_large", _("a message may have at most {limit} bytes").format(limit=limit))
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise ProtocolError("bad_json", _("the message is not JSON")) from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_message", _("a message is a JSON object with a \"type\""))
    kind = message.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", _("the message has no \"type\" text"))
    return message


def read_client(data: str | bytes) -> dict[str, Any]:
    """A client's message, checked whole; ProtocolError says what is wrong with it."""
    message = _object(data, MAX_CLIENT_MESSAGE)
    kind = message["type"]
    fields = CLIENT_MESSAGES.get(kind)
    if fields is None:
        raise ProtocolError("unknown_type", _("unknown message type {kind}").format(kind=_short(kind)))
    for name in message:
        if name != "type" and name not in fields:
            raise ProtocolError("bad_field", _("{kind}: unknown field {field}").format(kind=kind, field=_short(name)))
    for name, (field_kind, required) in fields.items():
        if name not in message:
            if required:
                raise ProtocolError("bad_field", _("{kind}: the field \"{field}\" is missing").format(
                    kind=kind, field=name))
            continue
        if not _kind_ok(message[name], field_kind):
            raise ProtocolError("bad_field", _("{kind}: the field \"{field}\" must be {what}").format(
                kind=kind, field=name, what=_(_WORDS[field_kind])))
    return message


_WORDS = {"str": N_("a text"), "int": N_("a whole number"), "int?": N_("a whole number or null"),
          "bool": N_("true or false"), "list": N_("a list"), "dict": N_("an object")}


def read_server(data: str | bytes) -> dict[str, Any]:
    """A server's message: a JSON object of a known type (what a client acts on)."""
    message = _object(data, MAX_SERVER_MESSAGE)
    if message["type"] not in SERVER_MESSAGES:
        raise ProtocolError("unknown_type", _("unknown message type {kind}").format(kind=_short(message["type"])))
    return message


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


def error(code: str, message: str) -> dict[str, Any]:
    return {"type": "error", "error": code, "message": message}


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def clean_text(text: str, limit: int) -> str:
    """``text`` as one plain line: control and format characters dropped, runs of
    white space made one space, cut to ``limit`` characters."""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if ch.isspace() or unicodedata.category(ch)[0] != "C")
    return " ".join(kept.split())[:limit]


def normal_code(text: str) -> str:
    """A table code as typed ("k7qm-r2xh 9p") in its one form ("K7QMR2XH9P")."""
    return "".join(ch for ch in text.upper() if ch not in " -_.")


def shown_code(code: str) -> str:
    """A code as people read it: groups of four and the rest, "K7QM-R2XH-9P"."""
    return "-".join(code[i:i + 4] for i in range(0, len(code), 4))
