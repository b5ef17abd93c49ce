"""Shared test setup: Hypothesis profiles and the compiled bundled variants.

``HYPOTHESIS_PROFILE=nightly`` runs the property tests with many more examples;
the default ``ci`` profile is derandomized, so a CI run is reproducible.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

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
