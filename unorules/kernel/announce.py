"""Say so when the kernel is about to be compiled, and show that it still is.

numba compiles each entry point of the machine on its first call on a machine (the
code is then cached on disk, next to the package or in ``NUMBA_CACHE_DIR``), and a
first ``unorules simulate`` used to sit silent for that whole time. Before a call
that would compile, :func:`ready` writes what is compiled, why, about how long it
takes and where the result is kept, then the seconds elapsed while it runs, and how
long it took. With a warm cache it writes nothing: the message comes once per machine
(and again only when the kernel's source changes).

Only numba and the standard library here: the stream is a module setting
(:func:`set_stream`), standard error by default, so that a library user sees it too
and a quiet command turns it off.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, TextIO

# Seconds of CPU each entry point took to compile with an empty cache (every callee
# compiled with it; 17-18 s each measured with /usr/bin/time at load 1.4, rounded up)
# on the project's 2-core machine. They overlap: the callees one
# entry compiled, the next one loads from the cache.
CPU_SECONDS = {"simulate": 20, "trace": 20, "count": 20, "vector": 20}
# With the shared callees (the action handler) already in the cache, an entry point
# compiles in 4 to 6 s (count_games after simulate, the vector env after either).
CPU_SECONDS_SHARED = 6

_stream: TextIO | bool | None = True  # True: sys.stderr at the time of the call


def set_stream(stream: TextIO | bool | None) -> TextIO | bool | None:
    """Write the notices to ``stream`` (None: nowhere; True: standard error, whatever it
    is at the time, the default); returns the previous setting."""
    global _stream
    before, _stream = _stream, stream
    return before


def _out() -> TextIO | None:
    if _stream is True:
        return sys.stderr
    return _stream or None


def cold(dispatcher: Any) -> bool:
    """Whether calling ``dispatcher`` (a numba ``cache=True`` function) would compile it:
    no compiled version in this process and no fresh one in its disk cache."""
    if dispatcher.overloads:
        return False
    try:
        return not dispatcher._cache._cache_file._load_index()
    except (AttributeError, OSError, EOFError, ValueError):  # another numba: assume it compiles
        return True


def cache_dir(dispatcher: Any) -> str:
    try:
        return str(dispatcher._cache._cache_path)
    except AttributeError:
        return "numba's cache"


def ready(dispatcher: Any, entry: str, what: str, warm: Callable[[], object], shared: Any = None) -> None:
    """Run ``warm`` (a call of ``dispatcher`` that compiles it and does no work) with the
    notices around it if ``dispatcher`` is cold; do nothing if it is not. ``shared``: a
    callee every entry point compiles (the estimate is shorter when it is cached)."""
    if not cold(dispatcher):
        return
    with _one_compiler(dispatcher):
        # Another process (a second pytest worker, a second simulate) may have compiled it
        # while this one waited: then the call below loads it from the cache, unannounced.
        if not cold(dispatcher):
            warm()
            return
        _compile(dispatcher, entry, what, warm, shared)


@contextlib.contextmanager
def _one_compiler(dispatcher: Any) -> Iterator[None]:
    """Hold a lock beside ``dispatcher``'s disk cache, so that processes sharing the cache
    compile the kernel once between them instead of once each (two test workers each
    spent 80 s of CPU on the same compilation). Without a cache folder that can be
    written, or without ``fcntl``, each process compiles on its own, as before."""
    try:
        import fcntl
        folder = str(dispatcher._cache._cache_path)
        os.makedirs(folder, exist_ok=True)
        handle = os.open(os.path.join(folder, "unorules-compile.lock"), os.O_RDWR | os.O_CREAT, 0o644)
    except (ImportError, AttributeError, OSError):
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # closing the descriptor releases the lock


def _compile(dispatcher: Any, entry: str, what: str, warm: Callable[[], object], shared: Any) -> None:
    out = _out()
    if out is None:
        warm()
        return
    secs = CPU_SECONDS_SHARED if shared is not None and not cold(shared) else CPU_SECONDS.get(entry, 30)
    out.write(f"unorules: compiling the simulation kernel for {what} (once on this machine).\n"
              f"  numba turns the kernel's interpreter into machine code; it takes about {secs} s of "
              f"CPU time\n  (minutes of waiting on a busy machine) and is kept in {cache_dir(dispatcher)}, "
              "so later runs start at once.\n")
    out.flush()
    start = time.monotonic()
    stop = threading.Event()
    live = bool(getattr(out, "isatty", lambda: False)())

    def tick() -> None:
        # A terminal sees the seconds go up in place; a pipe or a log a line a minute.
        every = 1.0 if live else 60.0
        while not stop.wait(every):
            took = time.monotonic() - start
            if live:
                out.write(f"\r  compiling... {took:4.0f} s")
            else:
                out.write(f"  still compiling, {took:.0f} s so far\n")
            out.flush()

    thread = threading.Thread(target=tick, name="unorules-compile-notice", daemon=True)
    thread.start()
    try:
        warm()
    finally:
        stop.set()
        thread.join()
    took = time.monotonic() - start
    out.write(("\r" if live else "") + f"  compiled in {took:.0f} s (wall time).\n")
    out.flush()
