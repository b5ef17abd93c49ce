"""Refuse every request that does not come from the application's own page.

The server listens on a loopback address only, but a page on any web site the user
visits can still send requests to 127.0.0.1 (cross-site requests), and a domain
name can be made to resolve to 127.0.0.1 (DNS rebinding) so that the browser sends
that site's page's requests here as if they were same-origin. Both are refused:

- the ``Host`` header must be the server's own address (``127.0.0.1:PORT`` or
  ``localhost:PORT``, or ``[::1]:PORT``): a rebound name arrives with its own host name;
- an ``Origin`` header, when the browser sends one, must be ``http://`` + that host;
- a ``Sec-Fetch-Site`` header other than ``same-origin`` or ``none`` (the user typed
  the address) is refused too, for browsers that send it without an ``Origin``.

A refusal is a 403 with a short text saying why; it happens before any route runs.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")


class LocalOnly:
    """ASGI middleware: pass only requests addressed to ``port`` on loopback, from this origin."""

    def __init__(self, app: ASGIApp, port: Callable[[], int]) -> None:
        self.app = app
        self.port = port  # a function: with port 0 the server learns its port once it listens

    def hosts(self) -> frozenset[str]:
        return frozenset(f"{name}:{self.port()}" for name in LOOPBACK_NAMES)

    def refusal(self, scope: Scope) -> str | None:
        headers: dict[str, str] = {}
        for key, value in scope.get("headers", ()):
            name = key.decode("latin-1").lower()
            if name in headers:  # two Host or Origin headers: one of them is not ours
                return f"the request has two {name} headers"
            headers[name] = value.decode("latin-1")
        host = headers.get("host", "")
        if host not in self.hosts():
            return f"the request is addressed to {host[:100]!r}, not to this server's own address"
        origin = headers.get("origin")
        if origin is not None and origin != f"http://{host}":
            return f"the request comes from the page of {origin[:100]!r}, not from this application"
        site = headers.get("sec-fetch-site")
        if site is not None and site not in ("same-origin", "none"):
            return f"the request comes from another site ({site[:40]})"
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        why = self.refusal(scope)
        if why is None:
            await self.app(scope, receive, send)
            return
        body = f"refused: {why}\n".encode()
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        await send({"type": "http.response.start", "status": 403,
                    "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})
