"""A friend at the table who only talks, in its own process, for the chat tests:
``python tests/gui/chat_friend.py URL CODE NAME``. It joins, then sends each line of its
standard input as one raw WebSocket text frame (the test writes the frames, hostile ones
too), and prints one JSON line per thing that happens: ``joined``, ``chat`` (every line
the table relays), ``error`` (its code), ``closed`` (the close code)."""

from __future__ import annotations

import asyncio
import json
import sys

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed


def say(**event) -> None:
    print(json.dumps(event), flush=True)


async def main(url: str, code: str, name: str) -> None:
    async with connect(url, compression=None) as ws:
        await ws.recv()                                        # hello
        await ws.send(json.dumps({"type": "join", "code": code, "name": name}))
        loop = asyncio.get_running_loop()

        async def send_stdin() -> None:
            while True:
                line = await loop.run_in_executor(None, sys.stdin.readline)
                if not line:
                    return
                try:
                    await ws.send(json.loads(line))            # the frame's text, as the test wrote it
                except ConnectionClosed:
                    return

        sender = asyncio.ensure_future(send_stdin())
        try:
            async for data in ws:
                m = json.loads(data)
                if m["type"] == "joined":
                    say(event="joined", seat=m["seat"])
                elif m["type"] == "chat":
                    say(event="chat", seat=m["seat"], name=m["name"], text=m["text"])
                elif m["type"] == "error":
                    say(event="error", error=m["error"])
        except ConnectionClosed:
            pass
        finally:
            sender.cancel()
        say(event="closed", code=ws.close_code)


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:4]))
