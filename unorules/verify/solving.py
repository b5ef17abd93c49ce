"""Every Z3 query of the verifier, under one resource limit.

A wall-clock timeout makes a proof depend on how loaded the machine is: the same
query is proved on an idle machine and comes back "unknown" on a busy one. Z3's
resource limit (``rlimit``) counts the solver's own steps instead, so a query gets
the same answer on every machine and under any load. The limit applies to each
``check`` on its own (Z3 counts it from where the context's counter stands).

``RLIMIT`` is calibrated on the bundled variants, the planted faults and the recall
campaign. Before the equations were solved away ahead of the search (``_PIPELINE``) the
most a single query of theirs spent (``peak()`` after a run) was about 11 million steps
(a planted fault's; 8 million on ``mercy``, 1.6 million on ``standard``), and the hardest
known query, a Wild that discards a chosen colour from every other hand
(tests/scenarios/primitives/discard_chosen_colour.uno), 126 million steps for its
conservation proof: the limit is about eight times that. With the pipeline they spend
2.8 million (``claim_round_never_ends``, the dearest planted fault), 2.1 million
(``no_mercy``), 1.5 million (``mercy``), 0.8 million (``standard``) and 24 million
(``discard_chosen_colour``); the limit is kept, a wide margin. A query that
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
# The terms are built by code: a step's post-state names many fresh variables, each tied
# to its definition by an equation (a knock-out, a drawn count), and the If-ladders repeat
# constants. Solving those equations away and propagating the constants before the search
# leaves Z3 a much smaller problem: no_mercy's transitions take a fifth of the steps.
# ``solve-eqs`` keeps a model converter, so a sat answer's model still gives every variable.
_PIPELINE = ("simplify", "propagate-values", "solve-eqs", "smt")
# The queries are linear integer arithmetic over If-ladders: Z3's first arithmetic solver
# (simplex over the rationals with cuts, ``arith.solver=2``) answers them in about an
# eighth less time than its default one, with the same answers on every bundled variant's
# transitions (measured on all 917 of them).
_SMT = {"arith.solver": 2}
_tactic: list[Any] = []


def solver() -> Any:
    """A solver under the resource limit."""
    if not _tactic:
        _tactic.append(z3.Then(*_PIPELINE[:-1], z3.With(_PIPELINE[-1], **_SMT)))
    s = _tactic[0].solver()
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


def smallest(facts: list[Any], model: Any, terms: list[tuple[Any, int]]) -> Any:
    """A model of ``facts`` with each of ``terms`` (an integer term and its least possible
    value) as small as it can be, in order, each kept at its least while the next is
    lowered: a counterexample at the fewest players, with the fewest cards in hand, with the
    smallest piles. Binary search on each; a query without an answer keeps what was found."""
    fixed = list(facts)
    for term, least in terms:
        hi = int(model.eval(term, model_completion=True).as_long())
        lo = least
        while lo < hi:
            mid = (lo + hi) // 2
            got, m = solve(*fixed, term <= mid)
            if got == z3.sat:
                model, hi = m, int(m.eval(term, model_completion=True).as_long())
            else:
                lo = mid + 1
        fixed.append(term == hi)
    return model
