"""Shared test setup: Hypothesis profiles and the compiled bundled variants.

``HYPOTHESIS_PROFILE=nightly`` runs the property tests with many more examples;
the default ``ci`` profile is derandomized, so a CI run is reproducible.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings
from mutants import CAUGHT_BY
from tiers import FAULT_CAUGHT

import unorules

settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
settings.register_profile(
    "nightly", max_examples=2000, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def standard() -> unorules.Rules:
    return unorules.load("standard")


# What caught each planted mutant (tests/test_mutants.py) and each planted fault of
# tests/broken/ (tests/test_verify.py), gathered from the reports: in the one process, or in
# the controller of pytest-xdist's workers. The count needs no second pass over them.
_TALLIES = {CAUGHT_BY: "mutants", FAULT_CAUGHT: "broken variants"}
_CAUGHT: dict[str, dict[str, str]] = {}
_PLANTED: dict[str, int] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "call":
        return
    for key, value in report.user_properties:
        if key in _TALLIES:
            name, checks, planted = value  # type: ignore[misc]
            _CAUGHT.setdefault(key, {})[str(name)] = str(checks)
            _PLANTED[key] = int(planted)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    write = terminalreporter.write_line
    for key, what in _TALLIES.items():
        got = _CAUGHT.get(key)
        if not got:
            continue
        caught = sum(checks != "NOT CAUGHT" for checks in got.values())
        write(f"{what}: {caught} caught / {len(got)} run of {_PLANTED[key]} planted")
        if terminalreporter.verbosity > 0 or (key == CAUGHT_BY and len(got) == _PLANTED[key]):
            for name, checks in sorted(got.items()):
                write(f"  {name:26} {checks}")
