"""The kernel's first compilation is announced, with its progress, and only then."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from unorules.kernel import announce


class Cold:
    """A numba dispatcher as announce reads one: nothing compiled, no cache."""

    overloads: dict[Any, Any] = {}  # noqa: RUF012 - read only


class Warm:
    overloads = {"(int64,)": object()}  # noqa: RUF012 - read only


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_cold_kernel_says_what_it_compiles_why_and_how_long() -> None:
    out = io.StringIO()
    before = announce.set_stream(out)
    try:
        called = []
        announce.ready(Cold(), "count", "counting whole games", lambda: called.append(1))
    finally:
        announce.set_stream(before)
    text = out.getvalue()
    assert called == [1]
    assert "compiling the simulation kernel for counting whole games" in text
    assert "once on this machine" in text and "CPU time" in text and "compiled in" in text


def test_a_terminal_sees_the_seconds_go_up_while_it_compiles() -> None:
    out = Tty()
    before = announce.set_stream(out)
    try:
        announce.ready(Cold(), "count", "counting whole games", lambda: time.sleep(2.5))
    finally:
        announce.set_stream(before)
    assert out.getvalue().count("\r  compiling...") >= 1


def test_a_warm_kernel_says_nothing_and_is_not_rerun() -> None:
    out = io.StringIO()
    before = announce.set_stream(out)
    try:
        called = []
        announce.ready(Warm(), "count", "counting whole games", lambda: called.append(1))
    finally:
        announce.set_stream(before)
    assert out.getvalue() == "" and called == []


def test_quiet_compiles_without_a_word() -> None:
    before = announce.set_stream(None)
    try:
        called = []
        announce.ready(Cold(), "count", "counting whole games", lambda: called.append(1))
    finally:
        announce.set_stream(before)
    assert called == [1]


# The kernel's entry points: each one's compilation links its callees (the action handler and
# the rest) from the cache, so with those cached an entry point alone is cold and compiles
# in a few seconds.
ENTRIES = ("simulate_games", "trace_game", "tally_games")


@pytest.mark.slow
def test_the_first_simulate_on_an_empty_cache_announces_and_the_second_does_not(tmp_path: Path) -> None:
    """On a real, empty numba cache (about 20 s of CPU): the notice, then silence; and
    silence from ``--quiet`` with the entry point cold again. One cold compilation serves
    all three: the quiet run's own empty cache compiled the whole kernel a second time."""
    pytest.importorskip("numba")
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)}
    cmd = [sys.executable, "-m", "unorules", "simulate", "standard", "--players", "2", "--games", "20",
           "--engine", "kernel"]
    first = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=1800, check=True)
    assert "compiling the simulation kernel" in first.stderr and "compiled in" in first.stderr
    second = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, check=True)
    assert "compiling" not in second.stderr
    entry = [f for name in ENTRIES for f in tmp_path.rglob(f"machine.{name}-*")]
    assert entry, f"simulate compiled none of the entry points {ENTRIES} into the cache"
    for f in entry:
        f.unlink()
    quiet = subprocess.run([*cmd, "--seed", "1", "--quiet"], env=env, capture_output=True, text=True,
                           timeout=1800, check=True)
    assert "compiling" not in quiet.stderr
    assert all(f.exists() for f in entry if f.suffix == ".nbi"), "the quiet run did not compile the entry point"


def test_the_estimate_is_shorter_when_the_shared_callees_are_cached() -> None:
    said = {}
    for name, shared in (("cold", Cold()), ("warm", Warm())):
        out = io.StringIO()
        before = announce.set_stream(out)
        try:
            announce.ready(Cold(), "vector", "the vectorized environment", lambda: None, shared)
        finally:
            announce.set_stream(before)
        said[name] = out.getvalue()
    assert f"about {announce.CPU_SECONDS['vector']} s" in said["cold"]
    assert f"about {announce.CPU_SECONDS_SHARED} s" in said["warm"]


class OnDisk:
    """A dispatcher whose disk cache is a folder: warm once its marker file exists."""

    def __init__(self, folder: Path) -> None:
        self.overloads: dict[Any, Any] = {}
        marker = folder / "compiled"

        class File:
            @staticmethod
            def _load_index() -> dict[str, int]:
                return {"entry": 1} if marker.exists() else {}

        class Cache:
            _cache_path = str(folder)
            _cache_file = File

        self._cache = Cache
        self.marker = marker


def test_processes_sharing_a_cache_compile_the_kernel_once(tmp_path: Path) -> None:
    # Two pytest workers (or two simulate runs) each compiled the same kernel, 80 s of CPU
    # apiece; with the lock the second waits and then loads what the first compiled.
    import threading

    first, second = OnDisk(tmp_path), OnDisk(tmp_path)
    running, most, compiled = [0], [0], []
    lock = threading.Lock()

    def warm(d: OnDisk) -> None:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        if not d.marker.exists():
            time.sleep(0.4)
            compiled.append(1)
            d.marker.write_text("x")
        with lock:
            running[0] -= 1

    out = io.StringIO()
    before = announce.set_stream(out)
    try:
        threads = [threading.Thread(target=announce.ready, args=(d, "count", "counting whole games",
                                                                 lambda d=d: warm(d)))
                   for d in (first, second)]
        for t in threads:
            t.start()
            time.sleep(0.05)
        for t in threads:
            t.join()
    finally:
        announce.set_stream(before)
    assert compiled == [1] and most[0] == 1
    assert out.getvalue().count("compiling the simulation kernel") == 1
