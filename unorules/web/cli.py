"""``unorules serve``: the workbench in a browser (the ``[web]`` extra)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import click as click_types

HELP = """Open the workbench in a browser: write a variant with live errors, read its rule
book, prove it, compare it with its parent and play it against bots.

The server listens on 127.0.0.1 only, and refuses requests addressed to another host
name or sent by another site's page. It reads and writes files in WORKSPACE (the
current folder by default) and nowhere else. Stop it with Ctrl+C.
"""


def _need_web() -> None:
    # The same message as every missing extra's (MissingExtra, exit 3): the extra, its
    # packages and the module missing. docutils renders the workbench's rule books.
    from unorules.errors import need_extra

    need_extra("web", "the workbench (unorules serve)", ("starlette", "uvicorn", "docutils"))


class Server:
    """uvicorn serving the application on 127.0.0.1, its port known once it listens
    (port 0 picks a free one); used by the command and by the browser tests."""

    def __init__(self, workspace: Path, port: int = 0) -> None:
        import uvicorn

        from unorules.web.server import create_app

        self.bound = port
        self.app = create_app(workspace, lambda: self.bound)
        self.config = uvicorn.Config(self.app, host="127.0.0.1", port=port, log_level="warning",
                                     lifespan="on", access_log=False)
        self.server = uvicorn.Server(self.config)
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.bound}/"

    def _learn_port(self) -> None:
        for s in getattr(self.server, "servers", ()):
            for sock in s.sockets:
                self.bound = int(sock.getsockname()[1])
                return

    def start(self) -> None:
        """Serve in a background thread; returns once the server listens."""
        import time

        self.thread = threading.Thread(target=self.server.run, name="unorules-serve", daemon=True)
        self.thread.start()
        for _ in range(400):
            if self.server.started:
                break
            if not self.thread.is_alive():
                raise OSError(f"the server did not start on 127.0.0.1:{self.bound}")
            time.sleep(0.025)
        self._learn_port()

    def stop(self) -> None:
        self.server.should_exit = True
        if self.thread is not None:
            self.thread.join(timeout=10)


def register(cli: click_types.Group) -> None:
    import click

    @cli.command(help=HELP)
    @click.argument("workspace", required=False, type=click.Path(file_okay=False, path_type=Path))
    @click.option("--port", default=0, show_default=True, type=click.IntRange(0, 65535),
                  help="the port on 127.0.0.1 (0: a free one)")
    @click.option("--open/--no-open", "open_browser", default=True, show_default=True,
                  help="open the page in the default browser")
    def serve(workspace: Path | None, port: int, open_browser: bool) -> None:
        _need_web()
        folder = (workspace or Path.cwd())
        if not folder.is_dir():
            raise click.ClickException(f"{folder} is not a folder: the workspace is a folder of variant files")
        server = Server(folder, port)
        server.start()
        click.echo(f"unorules workbench on {server.url} (workspace {folder.resolve()}); Ctrl+C stops it")
        if open_browser:
            import webbrowser

            webbrowser.open(server.url)
        try:
            while server.thread is not None and server.thread.is_alive():
                server.thread.join(timeout=0.5)
        except KeyboardInterrupt:
            click.echo("stopping")
        finally:
            server.stop()

