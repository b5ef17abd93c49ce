"""A job's process: ``python -m unorules.web.worker``, told its work on standard input.

It reads one JSON object, ``{"target": "module:function", "args": {...}}``, runs the
function with an ``emit`` that writes each event as one JSON line on standard output,
and ends with an ``{"type": "end", ...}`` line saying how it ended. A fresh
interpreter (not a fork, and not ``multiprocessing``'s spawn, which re-imports the
parent's main module) knows nothing of the server it runs for.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from collections.abc import Callable
from typing import Any

from unorules.errors import UnorulesError

# The functions a job may run: a request never names code to run.
TARGETS = frozenset({"unorules.web.tasks:verify", "unorules.web.tasks:simulate"})


def _emit(event: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(event, allow_nan=False, default=str) + "\n")
    sys.stdout.flush()


def main() -> int:
    try:
        os.nice(5)  # the page's own requests come first
    except OSError:
        pass
    try:
        order = json.loads(sys.stdin.readline())
        target = str(order["target"])
        if target not in TARGETS:
            raise UnorulesError(f"no such job: {target[:80]}")
        module, _, name = target.partition(":")
        fn: Callable[[dict[str, Any], Callable[[dict[str, Any]], None]], None] = getattr(
            importlib.import_module(module), name)
        fn(dict(order["args"]), _emit)
        _emit({"type": "end", "state": "done"})
    except UnorulesError as err:
        _emit({"type": "end", "state": "failed", "message": str(err)})
    except Exception as err:  # noqa: BLE001 - reported to the page, never a traceback
        _emit({"type": "end", "state": "failed", "message": f"internal error ({type(err).__name__}: {err})"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
