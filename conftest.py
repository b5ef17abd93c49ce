"""The test suite's two tiers.

Plain ``pytest`` runs the fast tier: every test but those marked ``slow`` (a wheel
built and installed, long campaigns, the compiled kernel's whole-variant sweeps).
``pytest --all`` runs both tiers, as CI and the README's test command do; ``-m slow``
runs the slow tier alone, and any ``-m`` expression chooses for itself.

A run of the whole suite (no paths given: ``pytest``, ``pytest --all``) is spread over
every core by pytest-xdist (``-n auto``) when it is installed; a run of chosen files or
tests stays in one process, where ``-x`` and ``--pdb`` work as usual. ``-n N`` chooses for
itself either way (``-n 0``: one process).

This file sits at the root (not in ``tests/``) so that the option is known whatever
paths are given, ``README.md`` alone included.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--all", action="store_true", dest="all_tiers",
                     help="run the slow tier too (tests marked slow): the whole suite, as CI runs it")


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> None:
    # Before xdist's own hook (a conftest's runs first), which turns "auto" into workers.
    if not _whole_suite(config) or getattr(config.option, "numprocesses", "absent") is not None:
        return
    if config.getoption("usepdb", False) or not config.pluginmanager.hasplugin("xdist"):
        return
    config.option.numprocesses = "auto"


# Test files whose module fixtures are costly (the whole Sphinx site, a wheel installed in a
# fresh virtual environment, a browser and its server): each file runs whole in one worker,
# so the fixture is built once, not once in every worker that ran one of its tests. Every
# other test is its own unit, as with xdist's default "load". (xdist's own "loadgroup" is no
# help here: with pytest 9 its group names never reach the scheduler.)
TOGETHER = ("tests/test_docs.py", "tests/test_packaging.py", "tests/test_web_browser.py")


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    if config.getoption("dist") != "load":
        return None  # a --dist chosen on the command line
    from xdist.scheduler import LoadScopeScheduling

    class Together(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path in TOGETHER else nodeid

    return Together(config, log)


# With workers, the kernel is compiled (on a cold cache only) by tests/warm_kernel.py in the
# background from the start: the first worker to reach it used to compile it while the lock
# beside numba's cache held any other that reached it, its core idle (a second process waited
# 79 s of wall time for a 27 CPU-s compile at load 5).
_WARMER = pytest.StashKey["subprocess.Popen[bytes]"]()


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    if config.getoption("dist", "no") == "no":
        return
    script = Path(__file__).resolve().parent / "tests" / "warm_kernel.py"
    try:
        config.stash[_WARMER] = subprocess.Popen([sys.executable, str(script)], stdin=subprocess.DEVNULL,
                                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        pass  # the workers compile it themselves, as before


def pytest_unconfigure(config: pytest.Config) -> None:
    warmer = config.stash.get(_WARMER, None)
    if warmer is not None and warmer.poll() is None:
        warmer.terminate()
        warmer.wait()


def _whole_suite(config: pytest.Config) -> bool:
    """No paths or node ids given (the suite comes from ``testpaths``), in the controller."""
    if hasattr(config, "workerinput"):
        return False
    return config.args_source == pytest.Config.ArgsSource.TESTPATHS


# The fast tier's longest tests (CPU-s in one process, from ``--durations``), by node id
# prefix. A worker of pytest-xdist is handed tests in collection order, so a long test
# collected last keeps one core busy while the other idles: these, then the slow tier's,
# are collected first in a worker, and the two workers end together. A run in one process
# keeps the files' order (there it makes no difference to the time).
FIRST = (
    "tests/test_mutants.py::test_no_mutant_without_the_harness",  # 9 s
    "tests/test_symbolic_agrees.py::test_conditions_agree",  # 4 s
    "tests/test_held_effects.py::test_the_kernel_holds_the_rest_of_the_clause_as_the_engine_does",  # 4 s
    "tests/test_issue10_defects.py::test_seat_arithmetic_of_a_seat_that_does_not_exist_refutes_nothing",
    "tests/test_bots.py::test_ismcts_search_beats_a_bad_policy",  # 3 to 4 s each
    "tests/test_sim_stats.py::test_welch_keeps_its_size_and_covers_differences",
    "tests/test_rulebook_injection.py::test_hostile_text_is_text_in_the_rst_and_html",
    "tests/test_rulebook_pdf.py::test_captions_stay_with_their_tables",
    "tests/test_exhaustive.py::test_quick_small_tables_agree",  # 2 to 3 s each
    "tests/test_bots.py::test_every_action_kind_is_taken_somewhere",
    "tests/test_sim_report.py::test_comparisons_say_when_a_difference_is_significant",
)


def _first(item: pytest.Item) -> int:
    if item.nodeid.startswith(FIRST):
        return 0
    return 1 if item.get_closest_marker("slow") is not None else 2


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if hasattr(config, "workerinput"):
        items.sort(key=_first)  # stable: every worker collects the same order, as xdist requires
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
