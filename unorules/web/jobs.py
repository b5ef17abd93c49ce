"""Long work (proofs, simulations) in child processes: off the request loop, bounded in
time, cancellable, reporting progress as it goes.

A job is a function of :mod:`unorules.web.tasks` run in a fresh process (the ``spawn``
start method: the server's threads are not copied into it). It sends events (dicts
of JSON values) through a queue; the server keeps them, and the page polls for the
ones it has not seen. Cancelling a job, or its running past its time bound, ends
the process: Z3 and the simulator cannot be stopped from inside a thread, a process
can. Starting a job of a kind that is already running cancels the older one, so a
page that asks again never leaves work behind, and at most ``limit`` jobs run at once.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from unorules.errors import UnorulesError

Event = dict[str, Any]
MAX_EVENTS = 5000
RUNNING, DONE, FAILED, CANCELLED, TIMED_OUT = "running", "done", "failed", "cancelled", "timed out"


class Busy(UnorulesError):
    """Too many jobs are running already."""


def _child(target: str, args: dict[str, Any], out: Any) -> None:
    """The child process: run ``target(args, emit)`` and report how it ended."""
    import importlib

    try:
        os.nice(5)  # the page's own requests come first
    except OSError:
        pass
    module, _, name = target.partition(":")
    try:
        fn: Callable[[dict[str, Any], Callable[[Event], None]], None] = getattr(importlib.import_module(module), name)
        fn(args, out.put)
        out.put({"type": "end", "state": DONE})
    except UnorulesError as err:
        out.put({"type": "end", "state": FAILED, "message": str(err)})
    except Exception as err:  # noqa: BLE001 - reported to the page, never a traceback
        out.put({"type": "end", "state": FAILED, "message": f"internal error ({type(err).__name__}: {err})"})


class Job:
    def __init__(self, id: str, kind: str, process: Any, events: Any, seconds: float) -> None:
        self.id, self.kind = id, kind
        self.process = process
        self.queue = events
        self.events: list[Event] = []
        self.state = RUNNING
        self.message = ""
        self.started = time.monotonic()
        self.deadline = self.started + seconds
        self.seconds = seconds

    def json(self, since: int = 0) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "state": self.state, "message": self.message,
                "events": self.events[since:], "next": len(self.events),
                "elapsed": round(time.monotonic() - self.started, 1)}


class Jobs:
    def __init__(self, limit: int = 2) -> None:
        self.limit = limit
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()
        self.ids = itertools.count(1)
        self.context = multiprocessing.get_context("spawn")
        self.closed = threading.Event()
        self.reaper = threading.Thread(target=self._reap, name="unorules-jobs", daemon=True)
        self.reaper.start()

    def start(self, kind: str, target: str, args: dict[str, Any], seconds: float) -> Job:
        with self.lock:
            for job in self.jobs.values():
                if job.kind == kind and job.state == RUNNING:
                    self._stop(job, CANCELLED, "a new run of the same kind replaced it")
            running = [j for j in self.jobs.values() if j.state == RUNNING]
            if len(running) >= self.limit:
                raise Busy(f"{len(running)} jobs are running already ({', '.join(j.kind for j in running)}): "
                           "cancel one first")
            events = self.context.Queue()
            process = self.context.Process(target=_child, args=(target, args, events), daemon=True)
            process.start()
            job = Job(f"{kind}-{next(self.ids)}", kind, process, events, seconds)
            self.jobs[job.id] = job
            # Finished jobs are kept for the page to read; only the last few.
            done = [j for j in self.jobs.values() if j.state != RUNNING]
            for old in done[:-8]:
                del self.jobs[old.id]
            return job

    def get(self, id: str) -> Job | None:
        with self.lock:
            job = self.jobs.get(id)
            if job is not None:
                self._drain(job)
            return job

    def cancel(self, id: str) -> bool:
        with self.lock:
            job = self.jobs.get(id)
            if job is None or job.state != RUNNING:
                return False
            self._drain(job)
            self._stop(job, CANCELLED, "cancelled")
            return True

    def close(self) -> None:
        self.closed.set()
        with self.lock:
            for job in self.jobs.values():
                if job.state == RUNNING:
                    self._stop(job, CANCELLED, "the server stopped")

    # --- inside the lock -------------------------------------------------------------
    def _drain(self, job: Job) -> None:
        if job.state != RUNNING:
            return
        dead = False
        while True:
            try:
                # Once the process is gone, what it wrote may still be on its way: wait a little.
                event = job.queue.get(timeout=0.5) if dead else job.queue.get_nowait()
            except (queue.Empty, OSError, ValueError, EOFError):
                if dead or job.process.is_alive():
                    break
                dead = True
                continue
            if event.get("type") == "end":
                job.state = str(event.get("state", DONE))
                job.message = str(event.get("message", ""))
                job.process.join(timeout=5)
                return
            if len(job.events) < MAX_EVENTS:
                job.events.append(event)
        if time.monotonic() > job.deadline:
            self._stop(job, TIMED_OUT, f"stopped after its time bound of {job.seconds:.0f} s")
        elif dead:
            # Ended without saying so (killed from outside, out of memory): say what is known.
            self._stop(job, FAILED, f"the worker process ended unexpectedly (exit code {job.process.exitcode})")

    def _stop(self, job: Job, state: str, message: str) -> None:
        if job.process.is_alive():
            job.process.terminate()
            job.process.join(timeout=3)
            if job.process.is_alive():
                job.process.kill()
                job.process.join(timeout=3)
        job.state = state
        job.message = message
        job.queue.close()

    def _reap(self) -> None:
        while not self.closed.wait(0.25):
            with self.lock:
                for job in list(self.jobs.values()):
                    self._drain(job)
