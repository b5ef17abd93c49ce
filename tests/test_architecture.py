"""The package's layout shows its data flow, without import cycles.

import-linter checks the contracts in pyproject.toml ([tool.importlinter]): the layers
text -> IR -> {engine, verifier, rule book} and no cycle among the modules of any
package. The test also plants a cycle in a copy of the package to show it is caught.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINT = Path(sys.executable).parent / "lint-imports"


def lint(package_parent: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(package_parent)}
    return subprocess.run([str(LINT), "--config", str(ROOT / "pyproject.toml"), "--no-cache"],
                          capture_output=True, text=True, env=env, cwd=package_parent, check=False)


def test_contracts_kept() -> None:
    got = lint(ROOT)
    assert got.returncode == 0, got.stdout + got.stderr
    assert "2 kept, 0 broken" in got.stdout


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "unorules", tmp_path / "unorules",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path / "unorules"


def test_a_planted_cycle_is_caught(tmp_path: Path) -> None:
    pkg = _copy(tmp_path)
    core = pkg / "engine" / "fastpath.py"
    core.write_text(core.read_text(encoding="utf-8") + "\nfrom unorules.engine import core  # noqa\n",
                    encoding="utf-8")
    got = lint(tmp_path)
    assert got.returncode != 0
    assert "no import cycles inside the package BROKEN" in got.stdout


def test_the_ir_importing_a_reader_is_caught(tmp_path: Path) -> None:
    pkg = _copy(tmp_path)
    rules = pkg / "ir" / "rules.py"
    rules.write_text(rules.read_text(encoding="utf-8") + "\nfrom unorules.engine import state  # noqa\n",
                     encoding="utf-8")
    got = lint(tmp_path)
    assert got.returncode != 0
    assert "layers: readers above the engine and the language, both above the IR BROKEN" in got.stdout
