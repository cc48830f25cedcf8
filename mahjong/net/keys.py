"""Table codes and seat tokens, from ``secrets``. A code is ten characters of a 31-letter
alphabet (about 8e14 codes, and join attempts are limited per address, so guessing one
is hopeless); a seat token is 32 random bytes that only its holder's client keeps: the
server stores only its SHA-256. Pure Python, no pygame."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from .protocol import CODE_ALPHABET, CODE_LENGTH


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    while True:
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return hmac.compare_digest(token_hash(token), stored_hash)
