"""Shared test setup: Hypothesis profiles and the compiled bundled variants.

``HYPOTHESIS_PROFILE=nightly`` runs the property tests with many more examples;
the default ``ci`` profile is derandomized, so a CI run is reproducible.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings
from mutants import CAUGHT_BY

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


# What caught each planted mutant (tests/test_mutants.py), gathered from the reports: in
# the one process, or in the controller of pytest-xdist's workers.
_CAUGHT: dict[str, str] = {}
_PLANTED: list[int] = []


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "call":
        return
    for key, value in report.user_properties:
        if key == CAUGHT_BY:
            name, checks, planted = value  # type: ignore[misc]
            _CAUGHT[str(name)] = str(checks)
            _PLANTED[:] = [int(planted)]


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _CAUGHT:
        return
    caught = sum(checks != "NOT CAUGHT" for checks in _CAUGHT.values())
    write = terminalreporter.write_line
    write(f"mutants: {caught} caught / {len(_CAUGHT)} run of {_PLANTED[0]} planted")
    if terminalreporter.verbosity > 0 or len(_CAUGHT) == _PLANTED[0]:
        for name, checks in sorted(_CAUGHT.items()):
            write(f"  {name:26} {checks}")
