"""``mahjong serve`` and ``mahjong join`` with bad arguments or nothing to reach: one
line on stderr, exit status 2, no traceback."""

from __future__ import annotations

import pytest

from mahjong.cli import main


@pytest.mark.parametrize("argv, words", [
    (["join", "http://example.invalid", "ABCD"], "an address is host:port"),
    (["join", "127.0.0.1:9", "ABCDEFGHJK"], "cannot reach the table server"),
    (["join", "127.0.0.1:9", "ABCD", "--bot", "7"], "invalid choice"),
    (["serve", "--port", "70000"], "--port is 0 to 65535"),
    (["serve", "--certfile", "/no/such/cert.pem"], "go together"),
    (["serve", "--certfile", "/no/such/cert.pem", "--keyfile", "/no/such/key.pem"], "no certificate or key file"),
    (["serve", "--host", "203.0.113.9", "--port", "0"], "cannot serve on 203.0.113.9"),
])
def test_bad_use_gets_one_clear_line(argv, words, capsys, tmp_path):
    if argv[0] == "serve":
        argv = [*argv, "--state-dir", str(tmp_path), "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_damaged_token_file_is_named(tmp_path, capsys):
    bad = tmp_path / "token.json"
    bad.write_text("{not json")
    assert main(["join", "127.0.0.1:9", "ABCD", "--token-file", str(bad)]) == 2
    assert "is not a seat token file" in capsys.readouterr().err
