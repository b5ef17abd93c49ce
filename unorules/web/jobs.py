"""Long work (proofs, simulations) in child processes: off the request loop, bounded in
time, cancellable, reporting progress as it goes.

A job is a function of :mod:`unorules.web.tasks` run by ``python -m unorules.web.worker``
in a fresh interpreter, which sends events (JSON lines) on its standard output; a
thread here reads them, and the page polls for the ones it has not seen. Cancelling
a job, or its running past its time bound, ends the process: Z3 and the simulator
cannot be stopped from inside a thread, a process can. Starting a job of a kind that
is already running cancels the older one, so a page that asks again never leaves
work behind, and at most ``limit`` jobs run at once.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
import threading
import time
from typing import IO, Any

from unorules.errors import UnorulesError

Event = dict[str, Any]
MAX_EVENTS = 5000
MAX_LINE = 64 << 20  # one event's JSON (a counterexample's positions are the largest)
RUNNING, DONE, FAILED, CANCELLED, TIMED_OUT = "running", "done", "failed", "cancelled", "timed out"


class Busy(UnorulesError):
    """Too many jobs are running already."""


class Job:
    def __init__(self, id: str, kind: str, process: subprocess.Popen[str], seconds: float) -> None:
        self.id, self.kind = id, kind
        self.process = process
        self.events: list[Event] = []
        self.state = RUNNING
        self.message = ""
        self.started = time.monotonic()
        self.deadline = self.started + seconds
        self.seconds = seconds
        self.lock = threading.Lock()
        self.stopping = False
        self.reader = threading.Thread(target=self._read, name=f"unorules-{id}", daemon=True)
        self.reader.start()

    def _read(self) -> None:
        out: IO[str] | None = self.process.stdout
        if out is None:
            return
        for line in iter(lambda: out.readline(MAX_LINE), ""):
            try:
                event = json.loads(line)
            except json.JSONDecodeError:
                continue  # not an event (a library printing): ignored
            if not isinstance(event, dict):
                continue
            with self.lock:
                if self.state != RUNNING:
                    return
                if event.get("type") == "end":
                    self.state = str(event.get("state", DONE))
                    self.message = str(event.get("message", ""))
                    return
                if len(self.events) < MAX_EVENTS:
                    self.events.append(event)
        self.process.wait()
        with self.lock:
            if self.state == RUNNING and not self.stopping:  # ended unannounced (killed from outside, out of memory)
                self.state = FAILED
                self.message = f"the worker process ended unexpectedly (exit code {self.process.returncode})"

    def stop(self, state: str, message: str) -> None:
        """End the process, then say so: a job is never reported stopped while it still runs."""
        with self.lock:
            if self.state != RUNNING or self.stopping:
                return
            self.stopping = True
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=3)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=3)
        with self.lock:
            if self.state == RUNNING:
                self.state, self.message = state, message

    def running(self) -> bool:
        with self.lock:
            return self.state == RUNNING

    def json(self, since: int = 0) -> dict[str, Any]:
        with self.lock:
            return {"id": self.id, "kind": self.kind, "state": self.state, "message": self.message,
                    "events": self.events[since:], "next": len(self.events),
                    "elapsed": round(time.monotonic() - self.started, 1)}


class Jobs:
    def __init__(self, limit: int = 2) -> None:
        self.limit = limit
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()
        self.ids = itertools.count(1)
        self.closed = threading.Event()
        self.reaper = threading.Thread(target=self._reap, name="unorules-jobs", daemon=True)
        self.reaper.start()

    def start(self, kind: str, target: str, args: dict[str, Any], seconds: float) -> Job:
        with self.lock:
            for job in self.jobs.values():
                if job.kind == kind:
                    job.stop(CANCELLED, "a new run of the same kind replaced it")
            running = [j for j in self.jobs.values() if j.running()]
            if len(running) >= self.limit:
                raise Busy(f"{len(running)} jobs are running already ({', '.join(j.kind for j in running)}): "
                           "cancel one first")
            process = subprocess.Popen([sys.executable, "-m", "unorules.web.worker"], stdin=subprocess.PIPE,
                                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                       encoding="utf-8")
            assert process.stdin is not None
            process.stdin.write(json.dumps({"target": target, "args": args}) + "\n")
            process.stdin.close()
            job = Job(f"{kind}-{next(self.ids)}", kind, process, seconds)
            self.jobs[job.id] = job
            # Finished jobs are kept for the page to read; only the last few.
            done = [j for j in self.jobs.values() if not j.running()]
            for old in done[:-8]:
                del self.jobs[old.id]
            return job

    def get(self, id: str) -> Job | None:
        with self.lock:
            return self.jobs.get(id)

    def cancel(self, id: str) -> bool:
        job = self.get(id)
        if job is None or not job.running():
            return False
        job.stop(CANCELLED, "cancelled")
        return True

    def close(self) -> None:
        self.closed.set()
        with self.lock:
            jobs = list(self.jobs.values())
        for job in jobs:
            job.stop(CANCELLED, "the server stopped")

    def _reap(self) -> None:
        while not self.closed.wait(0.25):
            with self.lock:
                jobs = list(self.jobs.values())
            for job in jobs:
                if job.running() and time.monotonic() > job.deadline:
                    job.stop(TIMED_OUT, f"stopped after its time bound of {job.seconds:.0f} s")
