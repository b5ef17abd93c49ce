"""The root conftest.py's scheduling list names tests that exist: a renamed test would
leave its entry matching nothing, and the long test would go back to wherever it is
collected."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _root_conftest() -> object:
    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stale(prefixes: tuple[str, ...]) -> list[str]:
    """The prefixes that name no test function of their file."""
    out = []
    for prefix in prefixes:
        path, _, name = prefix.partition("::")
        file = ROOT / path
        if not file.is_file() or not re.search(rf"^def {re.escape(name)}\w*\(", file.read_text(encoding="utf-8"), re.M):
            out.append(prefix)
    return out


def test_every_test_scheduled_first_exists() -> None:
    first = _root_conftest().FIRST  # type: ignore[attr-defined]
    assert first and stale(first) == []


def test_a_renamed_test_is_found() -> None:
    assert stale(("tests/test_exhaustive.py::test_quick_small_tables_agre",)) == []  # a prefix still matches
    assert stale(("tests/test_exhaustive.py::test_no_such_test", "tests/no_such_file.py::test_x")) == [
        "tests/test_exhaustive.py::test_no_such_test", "tests/no_such_file.py::test_x"]
