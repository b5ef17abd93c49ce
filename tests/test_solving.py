"""Z3 runs under a resource limit, never a wall-clock timeout: an answer does not depend
on how loaded the machine is, and the limit leaves a margin over what the proofs need."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("z3")

import z3

from unorules.verify import solving, verify
from unorules.verify.report import ERROR, PROVED

VERIFY = Path(__file__).parent.parent / "unorules" / "verify"


def test_no_query_of_the_verifier_sets_a_timeout_or_builds_its_own_solver() -> None:
    for path in VERIFY.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"""["']timeout["']""", text), path.name
        if path.name != "solving.py":
            assert "z3.Solver(" not in text, path.name


def test_the_limit_counts_steps_per_query_and_gives_the_same_answer_each_time() -> None:
    # Eight distinct values in 0..7 sum to 28, never 50: a pigeonhole search, tens of thousands of steps.
    xs = z3.Ints(" ".join(f"x{i}" for i in range(8)))
    hard = [z3.Sum(xs) == 50, *(z3.And(x >= 0, x <= 7) for x in xs), z3.Distinct(*xs)]
    with solving.limited(2000):
        answers = {str(solving.solve(*hard)[0]) for _ in range(3)}
    assert answers == {"unknown"}  # too few steps: unknown, every time, however fast the machine
    solving.reset_peak()
    got, _ = solving.solve(*hard)
    assert got == z3.unsat and 2000 < solving.peak() < solving.RLIMIT
    # The budget is each query's own: many queries before do not use it up.
    with solving.limited(solving.peak() * 2):
        assert all(solving.solve(*hard)[0] == z3.unsat for _ in range(5))


def test_every_proof_of_standard_still_passes_at_a_quarter_of_the_limit() -> None:
    with solving.limited(solving.RLIMIT // 4):
        report = verify("standard", agreement_games=1, agreement_actions=30)
    assert all(r.status != ERROR for r in report.results), report.table()
    assert {r.prop for r in report.results if r.status == PROVED} >= {"conservation", "turn order in range", "claims"}


def test_a_query_out_of_steps_is_an_error_that_says_so_not_a_refutation() -> None:
    with solving.limited(50):
        report = verify("standard", only=("conservation",))
    (row,) = report.results
    assert row.status == ERROR and "resource limit" in row.detail
