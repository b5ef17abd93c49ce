"""The test suite's two tiers.

Plain ``pytest`` runs the fast tier: every test but those marked ``slow`` (a wheel
built and installed, long campaigns, the compiled kernel's whole-variant sweeps).
``pytest --all`` runs both tiers, as CI and the README's test command do; ``-m slow``
runs the slow tier alone, and any ``-m`` expression chooses for itself.

This file sits at the root (not in ``tests/``) so that the option is known whatever
paths are given, ``README.md`` alone included.
"""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--all", action="store_true", dest="all_tiers",
                     help="run the slow tier too (tests marked slow): the whole suite, as CI runs it")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("all_tiers") or config.getoption("markexpr"):
        return
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if slow:
        items[:] = [item for item in items if item.get_closest_marker("slow") is None]
        config.hook.pytest_deselected(items=slow)
        config.stash[_LEFT] = len(slow)


_LEFT = pytest.StashKey[int]()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int,
                            config: pytest.Config) -> None:
    left = config.stash.get(_LEFT, 0)
    if left:
        terminalreporter.write_line(f"fast tier: {left} slow tests not run (pytest --all runs the whole suite)")
