"""The web application: Starlette routes over the workspace, the compiler, the rule book,
the jobs and the tables.

Every route answers JSON (or the page and its assets, all from this package's
``static`` folder). Bad input of any kind is a 400 with ``{"error": ...}`` in the
library's words, never a traceback; a name outside the workspace is a 403. Compiling
and writing the rule book run in worker threads (the language's limits bound them to
well under a second); proofs and simulations are jobs in child processes.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from unorules.errors import UnorulesError, VariantError
from unorules.i18n import LANGUAGES, NAMES
from unorules.web import book, editor, words
from unorules.web.guard import LocalOnly
from unorules.web.jobs import Busy, Jobs
from unorules.web.table import Table, Tables, check_players
from unorules.web.workspace import OutsideWorkspace, Workspace

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 1 << 20  # a variant file is at most 256 KB; a request says no more than this
VERIFY_SECONDS = 600.0
SIMULATE_SECONDS = 600.0
GAMES_MAX = 2000
_NAME = re.compile(r"[a-z_][a-z0-9_]{0,63}")
# Content-Security-Policy: nothing from elsewhere, no inline script; the rule book's frame
# has no script at all (its sandbox) and its pictures are data: URIs.
CSP = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
       "frame-src 'self' data: about:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
       "form-action 'self'; frame-ancestors 'none'")

Handler = Callable[[Request], Awaitable[Response]]


class Refused(UnorulesError):
    """A request this server will not serve (a 400 with the reason)."""


def _json(data: Any, status: int = 200) -> JSONResponse:
    return JSONResponse(data, status_code=status, headers={"cache-control": "no-store"})


def _guarded(fn: Handler) -> Handler:
    async def run(request: Request) -> Response:
        try:
            return await fn(request)
        except OutsideWorkspace as err:
            return _json({"error": str(err), "outside": True}, 403)
        except Busy as err:
            return _json({"error": str(err)}, 429)
        except VariantError as err:
            return _json({"error": str(err), "variant": editor.error_json(err, "")}, 400)
        except (UnorulesError, ValueError, KeyError, TypeError) as err:
            return _json({"error": str(err) or type(err).__name__}, 400)
        except Exception as err:  # noqa: BLE001 - a bug still answers in words, never a traceback
            return _json({"error": f"internal error ({type(err).__name__}: {str(err)[:300]}); please report it"},
                         500)
    return run


async def _body(request: Request) -> dict[str, Any]:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:  # read no further: the body is refused whatever its length
            raise Refused(f"the request is over the {MAX_BODY} bytes this server reads")
        chunks.append(chunk)
    data = b"".join(chunks)
    if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
        # A form or text post from another page could be sent without asking first; JSON cannot.
        raise Refused("requests send JSON (content-type application/json)")
    try:
        got = json.loads(data.decode("utf-8")) if data else {}
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise Refused(f"the request is not JSON: {err}") from None
    if not isinstance(got, dict):
        raise Refused("the request is a JSON object")
    return got


def _lang(value: object) -> str:
    if value not in LANGUAGES:
        raise Refused(f"no interface language {str(value)[:20]!r}: choose one of {', '.join(LANGUAGES)}")
    return str(value)


def _int(value: object, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise Refused(f"{what} is a whole number from {low} to {high}")
    return value


class App:
    """The application's state: the workspace, its jobs and its tables."""

    def __init__(self, workspace: Workspace, port: Callable[[], int]) -> None:
        self.workspace = workspace
        self.jobs = Jobs()
        self.tables = Tables()
        self.port = port
        self.compiling = anyio.CapacityLimiter(2)

    # --- compiling --------------------------------------------------------------------
    def _source(self, name: object, text: object | None = None) -> tuple[str, str]:
        """(text, absolute path) of a workspace variant file: the text given (unsaved
        edits) or the file's own; its folder must not hold a link leading out."""
        path = self.workspace.path(name)
        if path.suffix != ".uno":
            raise OutsideWorkspace("a variant file's name ends in .uno")
        if text is None:
            text = self.workspace.read(name)
        if not isinstance(text, str):
            raise Refused("the variant text is a string")
        self.workspace.check_extends(path, text)
        return text, str(path)

    async def _compile(self, text: str, file: str) -> tuple[Any, dict[str, Any]]:
        return await anyio.to_thread.run_sync(editor.check, text, file, limiter=self.compiling)

    # --- routes ------------------------------------------------------------------------
    async def index(self, request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"content-security-policy": CSP,
                                                            "cache-control": "no-store"})

    async def info(self, request: Request) -> Response:
        def made() -> dict[str, Any]:
            return {"workspace": str(self.workspace.root), "languages": [[x, NAMES[x]] for x in LANGUAGES],
                    "vocabulary": editor.vocabulary(), "examples": editor.examples(),
                    "bundled": editor.bundled(), "pdf": book.pdf_available(), "bots": _bots()}
        return _json(await anyio.to_thread.run_sync(made))

    async def words(self, request: Request) -> Response:
        return _json(words.table(_lang(request.query_params.get("lang", "en"))))

    async def files(self, request: Request) -> Response:
        entries = await anyio.to_thread.run_sync(self.workspace.files)
        return _json({"files": [{"name": e.name, "size": e.size} for e in entries]})

    async def read(self, request: Request) -> Response:
        name = request.query_params.get("name")
        return _json({"name": name, "text": await anyio.to_thread.run_sync(self.workspace.read, name)})

    async def write(self, request: Request) -> Response:
        body = await _body(request)
        text = body.get("text")
        if not isinstance(text, str):
            raise Refused("the file's text is a string")
        name = await anyio.to_thread.run_sync(self.workspace.write, body.get("name"), text)
        return _json({"name": name, "saved": True})

    async def new(self, request: Request) -> Response:
        body = await _body(request)
        stem, parent = body.get("name"), body.get("parent")
        if not isinstance(stem, str) or not _NAME.fullmatch(stem):
            raise Refused("a variant's name is lower-case letters, digits and _, starting with a letter")
        copy = bool(body.get("copy"))
        if not isinstance(parent, str) or parent not in editor.bundled_names():
            raise Refused("extend one of the bundled variants")
        name = f"{stem}.uno"
        if self.workspace.path(name).exists():
            raise Refused(f"{name} is in the workspace already: open it, or choose another name")
        if copy:
            text = re.sub(r"^([\t ]*variant[\t ]+)[a-z_][a-z0-9_]*", rf"\g<1>{stem}", editor.bundled_text(parent),
                          count=1, flags=re.M)
        else:
            text = editor.starter(parent, stem)
        await anyio.to_thread.run_sync(self.workspace.write, name, text)
        return _json({"name": name, "text": text})

    async def check(self, request: Request) -> Response:
        body = await _body(request)
        text, file = self._source(body.get("name"), body.get("text"))
        lang = _lang(body.get("lang", "en"))
        rules, shown = await self._compile(text, file)
        if rules is not None and body.get("book", True):
            shown["book"] = await anyio.to_thread.run_sync(book.html, rules, lang, limiter=self.compiling)
        return _json(shown)

    async def pdf(self, request: Request) -> Response:
        name = request.query_params.get("name")
        lang = _lang(request.query_params.get("lang", "en"))
        if not book.pdf_available():
            raise Refused("this installation writes no PDF rule books")
        text, file = self._source(name)
        rules, shown = await self._compile(text, file)
        if rules is None:
            raise Refused("the file does not compile: " + shown["errors"][0]["message"])
        data = await anyio.to_thread.run_sync(book.pdf, rules, lang, limiter=self.compiling)
        return Response(data, media_type="application/pdf",
                        headers={"content-disposition": f'attachment; filename="{rules.name}-{lang}.pdf"'})

    async def start_verify(self, request: Request) -> Response:
        body = await _body(request)
        text, file = self._source(body.get("name"))
        job = self.jobs.start("verify", "unorules.web.tasks:verify",
                              {"text": text, "file": file, "lang": _lang(body.get("lang", "en"))}, VERIFY_SECONDS)
        return _json(job.json())

    async def start_simulate(self, request: Request) -> Response:
        body = await _body(request)
        text, file = self._source(body.get("name"))
        args = {"text": text, "file": file, "players": _int(body.get("players", 4), "players", 2, 10),
                "games": _int(body.get("games", 200), "games", 1, GAMES_MAX),
                "seed": _int(body.get("seed", 0), "the seed", 0, 2**31), "lang": _lang(body.get("lang", "en"))}
        job = self.jobs.start("simulate", "unorules.web.tasks:simulate", args, SIMULATE_SECONDS)
        return _json(job.json())

    async def job(self, request: Request) -> Response:
        job = await anyio.to_thread.run_sync(self.jobs.get, request.path_params["id"])
        if job is None:
            raise Refused("no such job (finished long ago, or the server restarted)")
        since = request.query_params.get("since", "0")
        return _json(job.json(int(since) if since.isdigit() else 0))

    async def cancel(self, request: Request) -> Response:
        return _json({"cancelled": await anyio.to_thread.run_sync(self.jobs.cancel, request.path_params["id"])})

    async def scenario(self, request: Request) -> Response:
        """A counterexample, written beside its variant file as a scenario that names it."""
        from unorules.verify.counterexample import to_toml

        body = await _body(request)
        name, prop, data = body.get("name"), body.get("prop"), body.get("scenario")
        path = self.workspace.path(name)
        if not isinstance(prop, str) or not isinstance(data, dict) or not isinstance(data.get("setup"), dict):
            raise Refused("a scenario is saved from a counterexample the verifier found")
        data = dict(data)
        data["variant"] = path.name
        slug = re.sub(r"[^a-z0-9]+", "_", prop.lower()).strip("_")[:60] or "property"
        target = str(Path(self.workspace.name_of(path)).with_name(f"{path.stem}__{slug}.toml"))
        written = await anyio.to_thread.run_sync(self.workspace.write, target, to_toml(data))
        return _json({"file": written})

    # --- the table ------------------------------------------------------------------------
    def _table_rules(self, body: dict[str, Any]) -> tuple[Any, str]:
        from unorules import api

        if "bundled" in body:
            if body["bundled"] not in editor.bundled_names():
                raise Refused("no bundled variant of that name")
            return api.load(str(body["bundled"])), str(body["bundled"])
        text, file = self._source(body.get("name"))
        return api.loads(text, file), Path(file).name

    async def new_table(self, request: Request) -> Response:
        body = await _body(request)

        def made() -> Table:
            rules, _ = self._table_rules(body)
            bots = body.get("bots", "greedy")
            if bots not in _bots():
                raise Refused(f"choose the bots among {', '.join(_bots())}")
            players = check_players(rules, body.get("players", 3))
            return Table(rules, players, str(bots), _int(body.get("seed", 0), "the seed", 0, 2**31),
                         _lang(body.get("lang", "en")))
        table = self.tables.add(await anyio.to_thread.run_sync(made, limiter=self.compiling))
        return _json(table.json())

    async def table(self, request: Request) -> Response:
        table = self.tables.get(request.path_params["id"])
        since = request.query_params.get("since", "0")
        return _json(await anyio.to_thread.run_sync(table.json, int(since) if since.isdigit() else 0))

    async def act(self, request: Request) -> Response:
        table = self.tables.get(request.path_params["id"])
        body = await _body(request)
        kind = body.get("kind", "action")
        if kind not in ("action", "waive", "next"):
            raise Refused("kind is action, waive or next")
        index = body.get("index")
        if index is not None and type(index) is not int:
            raise Refused("index is a whole number")
        version = body.get("version")
        if version is not None and type(version) is not int:
            raise Refused("version is a whole number")
        since = body.get("since", 0)
        await anyio.to_thread.run_sync(table.act, index, kind, version)
        return _json(table.json(since if type(since) is int and since >= 0 else 0))

    async def step(self, request: Request) -> Response:
        table = self.tables.get(request.path_params["id"])
        body = await _body(request)
        since = body.get("since", 0)
        await anyio.to_thread.run_sync(table.step)
        return _json(table.json(since if type(since) is int and since >= 0 else 0))

    async def save_game(self, request: Request) -> Response:
        table = self.tables.get(request.path_params["id"])
        body = await _body(request)
        target = self.workspace.path(body.get("name"))
        if target.suffix != ".json":
            raise OutsideWorkspace("a game record's name ends in .json")
        # The record carries the variant's files (not bundled ones), so it replays anywhere.
        text = await anyio.to_thread.run_sync(table.record_json)
        written = await anyio.to_thread.run_sync(self.workspace.write, body.get("name"), text + "\n")
        return _json({"file": written})

    async def load_game(self, request: Request) -> Response:
        from unorules.engine.record import read

        body = await _body(request)
        name = body.get("name")
        path = self.workspace.path(name)
        if path.suffix != ".json":
            raise OutsideWorkspace("a game record's name ends in .json")

        def made() -> Table:
            text = self.workspace.read(name)
            if '"sources"' not in text:
                # A record naming a .uno file beside it (and so the files that one extends):
                # checked as any file of the workspace is before the record is read.
                try:
                    variant = json.loads(text).get("variant", "")
                except (ValueError, AttributeError):
                    variant = ""
                if isinstance(variant, str) and variant.endswith(".uno"):
                    self._source(self.workspace.name_of(path.parent / variant))
            record, rules = read(text, folder=path.parent)
            chosen = body.get("bots", "greedy")
            bots: Any = {s.seat: s for s in record.seats if not s.human} if any(
                not s.human for s in record.seats) else chosen
            if isinstance(bots, str) and bots not in _bots():
                raise Refused(f"choose the bots among {', '.join(_bots())}")
            return Table(rules, record.players, bots, record.seed, _lang(body.get("lang", "en")),
                         record.actions, record.sources or None)
        table = self.tables.add(await anyio.to_thread.run_sync(made, limiter=self.compiling))
        return _json(table.json())


def _bots() -> list[str]:
    from unorules.bots import NAMES

    return [b for b in NAMES if b != "ismcts"] + ["ismcts"]


def create_app(workspace: Path, port: Callable[[], int]) -> Starlette:
    """The ASGI application for ``workspace``; ``port()`` is the port it is served on
    (asked per request: with port 0 it is known only once the server listens)."""
    app = App(Workspace(workspace), port)
    g = _guarded
    routes = [
        Route("/", app.index),
        Route("/api/info", g(app.info)),
        Route("/api/words", g(app.words)),
        Route("/api/files", g(app.files)),
        Route("/api/file", g(app.read), methods=["GET"]),
        Route("/api/file", g(app.write), methods=["PUT"]),
        Route("/api/new", g(app.new), methods=["POST"]),
        Route("/api/check", g(app.check), methods=["POST"]),
        Route("/api/book.pdf", g(app.pdf)),
        Route("/api/verify", g(app.start_verify), methods=["POST"]),
        Route("/api/simulate", g(app.start_simulate), methods=["POST"]),
        Route("/api/jobs/{id}", g(app.job)),
        Route("/api/jobs/{id}/cancel", g(app.cancel), methods=["POST"]),
        Route("/api/scenario", g(app.scenario), methods=["POST"]),
        Route("/api/table", g(app.new_table), methods=["POST"]),
        Route("/api/table/load", g(app.load_game), methods=["POST"]),
        Route("/api/table/{id}", g(app.table)),
        Route("/api/table/{id}/act", g(app.act), methods=["POST"]),
        Route("/api/table/{id}/step", g(app.step), methods=["POST"]),
        Route("/api/table/{id}/save", g(app.save_game), methods=["POST"]),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        yield
        app.jobs.close()

    star = Starlette(routes=routes, middleware=[Middleware(LocalOnly, port=port)], lifespan=lifespan)
    star.state.app = app
    return star
