"""A message is written the same with orjson (the optional [fast] extra) as with the
standard json: compact, UTF-8 left as it is, keys in their order; what orjson does not
take (a key that is not a text) falls back to the standard json."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong.net import protocol
from mahjong.net.protocol import encode

values = st.recursive(st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(),
                      lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
                      max_leaves=20)
messages = st.dictionaries(st.text(), values, max_size=6)


def standard(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


@settings(deadline=None)   # no timing: a busy machine must not fail it
@given(messages)
def test_orjson_writes_the_same_text_as_the_standard_json(message):
    if protocol._orjson is None:
        pytest.skip("orjson is not installed (the [fast] extra)")
    assert encode(message) == standard(message)
    assert json.loads(encode(message)) == message


@settings(deadline=None)   # no timing: a busy machine must not fail it
@given(messages)
def test_without_orjson_the_standard_json_writes_it(message):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(protocol, "_orjson", None)
        assert encode(message) == standard(message)


def test_a_key_orjson_does_not_take_falls_back_to_the_standard_json():
    message = {"type": "view", "odd": {1: "one"}}
    assert encode(message) == '{"type":"view","odd":{"1":"one"}}'

