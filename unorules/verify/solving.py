"""Every Z3 query of the verifier, under one resource limit.

A wall-clock timeout makes a proof depend on how loaded the machine is: the same
query is proved on an idle machine and comes back "unknown" on a busy one. Z3's
resource limit (``rlimit``) counts the solver's own steps instead, so a query gets
the same answer on every machine and under any load. The limit applies to each
``check`` on its own (Z3 counts it from where the context's counter stands).

``RLIMIT`` is calibrated on the bundled variants, the planted faults and the recall
campaign: the most a single query of theirs spends (``peak()`` after a run) is about
11 million steps (a planted fault's; 8 million on ``mercy``, 1.6 million on
``standard``). The hardest known query is a Wild that discards a chosen colour from
every other hand (tests/scenarios/primitives/discard_chosen_colour.uno): 126 million
steps for its conservation proof. The limit is about eight times that; a query that
only shortens the work (all of a transition's goals at once) gets a tenth of it. A query that runs out is reported as the verifier's error
("no answer within its resource limit"), never as a proof or a refutation.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import z3

RLIMIT = 1_000_000_000
_limit = [RLIMIT]
_peak = [0]


def solver() -> Any:
    """A solver under the resource limit."""
    s = z3.Solver()
    s.set("rlimit", _limit[0])
    return s


def check(s: Any) -> Any:
    """``s.check()``, recording the steps it spent (for calibrating the limit)."""
    before = _spent(s)
    got = s.check()
    _peak[0] = max(_peak[0], _spent(s) - before)
    return got


def solve(*facts: Any) -> tuple[Any, Any]:
    """Check ``facts``: the answer (sat, unsat or unknown) and a model when sat."""
    s = solver()
    s.add(*facts)
    got = check(s)
    return got, (s.model() if got == z3.sat else None)


def no_answer(s: Any | None = None) -> str:
    """Why Z3 answered unknown, in words."""
    return "Z3 gave no answer within its resource limit" if s is None else f"Z3 gave no answer ({s.reason_unknown()})"


def current() -> int:
    """The resource limit in force."""
    return _limit[0]


def peak() -> int:
    """The most steps one query has spent since the process started (or ``reset_peak``)."""
    return _peak[0]


def reset_peak() -> None:
    _peak[0] = 0


@contextmanager
def limited(steps: int) -> Iterator[None]:
    """Run with another resource limit (the tests' lever for showing the margin)."""
    old = _limit[0]
    _limit[0] = steps
    try:
        yield
    finally:
        _limit[0] = old


def _spent(s: Any) -> int:
    st = s.statistics()
    try:
        return int(st.get_key_value("rlimit count"))
    except z3.Z3Exception:
        return 0
