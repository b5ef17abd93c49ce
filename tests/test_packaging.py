"""Packaging: the wheel works on its own, and ``import unorules`` stays light.

The wheel test builds the wheel, installs it into a fresh virtual environment (no
system site-packages; lark and attrs come from the package index) and loads every
bundled variant from there, outside the checkout. It is slow (marked ``slow``): the
slow tier runs it (``pytest --all``, as CI does).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import unorules
from unorules.paths import variants_dir

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("z3", "sphinx", "rich", "hypothesis", "click", "numba")


def run(args: list[str], cwd: Path, timeout: int = 600) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="module")
def wheel_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with only the built wheel (and its dependencies)."""
    base = tmp_path_factory.mktemp("wheel")
    dist = base / "dist"
    run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(ROOT)], cwd=base)
    wheels = sorted(dist.glob("unorules-*.whl"))
    assert len(wheels) == 1, wheels
    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=base)
    python = venv / "bin" / "python"
    cfg = (venv / "pyvenv.cfg").read_text(encoding="utf-8")
    assert "include-system-site-packages = false" in cfg
    run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheels[0])],
        cwd=base)
    return python


CHECK_INSTALLED = """
import json, sys
from collections import Counter
from pathlib import Path
import unorules

expected = set(json.loads(sys.argv[1]))
checkout = Path(sys.argv[2])
here = Path(unorules.__file__).resolve()
assert checkout not in here.parents, f"imported from the checkout: {here}"
rules = unorules.load("standard")
assert len(rules.deck) == 108, len(rules.deck)
assert Counter(c.kind for c in rules.deck)["wild_draw_four"] == 4
names = set(unorules.variants())
assert names == expected, (sorted(names), sorted(expected))
for name in sorted(names):
    unorules.load(name)
state = rules.new_game(players=4, seed=7)
state = rules.apply(state, rules.legal_actions(state)[0])
package = Path(unorules.__file__).resolve().parent
assert (package / "py.typed").is_file(), "the wheel ships no py.typed"
shipped = sorted(str(p.relative_to(package)) for p in package.rglob("*.py"))
assert not [p for p in shipped if "mutant" in p], shipped  # test harnesses stay in tests/
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("z3", "sphinx", "rich", "hypothesis", "click", "numba"))
print(json.dumps({"file": str(here), "variants": sorted(names), "heavy": heavy}))
"""


@pytest.mark.slow
def test_wheel_installs_into_a_fresh_venv_and_loads_every_variant(wheel_venv: Path, tmp_path: Path) -> None:
    expected = sorted(p.stem for p in variants_dir().rglob("*.uno"))
    assert "standard" in expected
    done = run([str(wheel_venv), "-c", CHECK_INSTALLED, json.dumps(expected), str(ROOT)], cwd=tmp_path)
    report = json.loads(done.stdout)
    assert report["variants"] == expected
    assert report["heavy"] == []
    assert Path(report["file"]).is_relative_to(wheel_venv.parent.parent)


@pytest.mark.slow
def test_installed_wheel_has_no_extras_and_says_so(wheel_venv: Path, tmp_path: Path) -> None:
    """The base install runs the command line (click and rich come with it); each command
    that needs an extra names it and exits 3, before doing any work, with no traceback."""
    listed = run([str(wheel_venv), "-m", "pip", "list", "--format=json", "--disable-pip-version-check"],
                 cwd=tmp_path)
    installed = {p["name"].lower() for p in json.loads(listed.stdout)}
    assert {"unorules", "lark", "attrs", "click", "rich"} <= installed
    assert not installed & {"z3-solver", "sphinx", "hypothesis", "textual", "numba", "matplotlib", "docutils"}
    helped = subprocess.run([str(wheel_venv), "-m", "unorules", "--help"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert helped.returncode == 0 and "Exit status" in helped.stdout
    checked = subprocess.run([str(wheel_venv), "-m", "unorules", "check", "standard", "--games", "2"],
                             cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert checked.returncode == 0, checked.stderr
    record = tmp_path / "r.json"
    record.write_text('{"variant": "standard", "players": 2, "seed": 1, "actions": []}', encoding="utf-8")
    for args, extra in [
        (["verify", "standard"], "verify"),
        (["watch", str(record)], "play"),
        (["play", "standard"], "play"),
        (["docs", "standard", "--format", "html", "--no-verify"], "docs"),
        (["docs", "standard", "--lang", "fa", "--no-verify"], "docs"),
        (["simulate", "standard", "--engine", "kernel", "--games", "2"], "kernel"),
        (["simulate", "standard", "--plot", "x.png", "--games", "2"], "sim"),
        (["serve", "--no-open"], "web"),
    ]:
        done = subprocess.run([str(wheel_venv), "-m", "unorules", *args], cwd=tmp_path,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 3, (args, done.stdout, done.stderr)  # EXIT_MISSING
        assert "Traceback" not in done.stderr
        assert done.stderr.startswith("unorules: ") and f"pip install 'unorules[{extra}]'" in done.stderr, args
        assert "simulate" not in args or not (tmp_path / "x.png").exists()
    # The workbench's page and assets are files of the package, installed with it.
    where = run([str(wheel_venv), "-c", "import unorules.web, pathlib; print(pathlib.Path(unorules.web.__file__).parent)"],
                cwd=tmp_path).stdout.strip()
    assert all((Path(where) / "static" / f).is_file() for f in ("index.html", "app.js", "highlight.js", "app.css"))
    shown = subprocess.run([str(wheel_venv), "-m", "unorules", "watch", str(record), "--text"], cwd=tmp_path,
                           capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0, shown.stderr  # --text needs no UI library


def test_import_unorules_is_light(tmp_path: Path) -> None:
    # Run where every heavy package is installed, so that a stray import would succeed
    # and show up in sys.modules.
    code = (
        "import sys, unorules\n"
        "rules = unorules.load('standard')\n"
        "s = rules.new_game(players=3, seed=1)\n"
        "s = rules.apply(s, rules.legal_actions(s)[0])\n"
        "rules.view(s, 0)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))\n"
    )
    done = run([sys.executable, "-c", code], cwd=tmp_path)
    assert done.stdout.strip() == "[]"


def test_the_light_import_check_sees_a_heavy_import(tmp_path: Path) -> None:
    code = f"import sys, unorules, click\nprint(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))\n"
    done = run([sys.executable, "-c", code], cwd=tmp_path)
    assert "click" in done.stdout


def test_python_m_unorules_help(tmp_path: Path) -> None:
    done = run([sys.executable, "-m", "unorules", "--help"], cwd=tmp_path)
    for command in ("variants", "check", "play", "scenario"):
        assert command in done.stdout
    listed = run([sys.executable, "-m", "unorules", "variants"], cwd=tmp_path)
    for name in unorules.variants():
        assert name in listed.stdout
