"""The command line's failures, as a user meets them: one message style (``unorules: ``),
one table of exit statuses (in every ``--help``), missing extras named before any work,
output paths and options checked before any work, and "did you mean".

A missing extra is simulated by running the command in a fresh interpreter whose
imports of the extra's modules fail as they would if it were not installed (the wheel
test in ``test_packaging.py`` checks the same in a real install without extras)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from unorules.cli import build, run_guarded
from unorules.errors import EXIT_INTERRUPTED, EXIT_STATUSES

BLOCKED = """
import sys
from importlib.abc import MetaPathFinder

class Missing(MetaPathFinder):
    def __init__(self, names):
        self.names = names
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.names:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None

blocked, argv = sys.argv[1].split(","), sys.argv[2:]
for loaded in [m for m in sys.modules if m.split(".")[0] in blocked]:
    del sys.modules[loaded]
sys.meta_path.insert(0, Missing(blocked))
from unorules.cli import main
main(argv)
"""


def without(modules: str, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``unorules ARGS`` where the named top-level modules cannot be imported."""
    return subprocess.run([sys.executable, "-c", BLOCKED, modules, *args], capture_output=True, text=True,
                          timeout=300, cwd=cwd)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("rec") / "r.json"
    path.write_text('{"variant": "standard", "players": 2, "seed": 1, "actions": []}', encoding="utf-8")
    return path


@pytest.mark.parametrize(("blocked", "args", "extra", "names"), [
    ("textual", ["watch", "{record}"], "play", "textual"),
    ("textual", ["play", "standard"], "play", "textual"),
    ("docutils", ["docs", "standard", "--format", "html"], "docs", "docutils"),
    ("babel", ["docs", "standard", "--lang", "fa"], "docs", "babel"),
    ("z3", ["verify", "standard"], "verify", "z3"),
    ("numba,numpy", ["simulate", "standard", "--engine", "kernel", "--games", "5"], "kernel", "numba"),
    ("matplotlib", ["simulate", "standard", "--games", "5", "--plot", "{tmp}/x.png"], "sim", "matplotlib"),
    ("distributed", ["simulate", "standard", "--games", "5", "--scheduler", "tcp://127.0.0.1:9"], "sim",
     "distributed"),
    ("starlette,uvicorn", ["serve", "--no-open", "{tmp}"], "web", "starlette"),
])
def test_a_missing_extra_is_named_before_any_work(blocked: str, args: list[str], extra: str, names: str,
                                                  record: Path, tmp_path: Path) -> None:
    args = [a.format(record=record, tmp=tmp_path) for a in args]
    done = without(blocked, *args)
    assert done.returncode == 3, (done.returncode, done.stderr)
    assert done.stderr.startswith("unorules: "), done.stderr
    assert f"[{extra}] extra" in done.stderr and f"pip install 'unorules[{extra}]'" in done.stderr
    assert f"{names!r} is not installed" in done.stderr
    assert "internal error" not in done.stderr and "Traceback" not in done.stderr
    # Nothing was done first: no proof, no game, no output.
    assert done.stdout == "" and "proved" not in done.stderr and "games" not in done.stderr
    assert not (tmp_path / "x.png").exists()


def test_watch_text_and_rst_books_need_no_extra(record: Path) -> None:
    shown = without("textual", "watch", str(record), "--text")
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("UNO - the official rules: 2 players")
    book = without("docutils,z3", "docs", "standard")
    assert book.returncode == 0, book.stderr
    assert "writing the rule book without proofs" in book.stderr


@pytest.mark.parametrize("args", [
    ["simulate", "standard", "--games", "5", "--json", "{tmp}/no/such/folder/r.json"],
    ["simulate", "standard", "--games", "5", "--csv", "{tmp}"],
    ["compare", "standard", "stacking", "--games", "5", "--plot", "{tmp}/missing/p.svg"],
    ["check", "standard", "--json", "{tmp}/no/r.json"],
    ["verify", "standard", "--json", "{tmp}/no/r.json"],
    ["docs", "standard", "-o", "{tmp}/no/book.rst"],
    ["play", "standard", "--save", "{tmp}/no/game.json"],
])
def test_an_output_that_cannot_be_written_is_refused_before_any_work(args: list[str], tmp_path: Path) -> None:
    args = [a.format(tmp=tmp_path) for a in args]
    code, stdout, stderr = run(*args)
    assert code == 1, (code, stderr)
    assert stderr.startswith("unorules: --"), stderr
    assert "does not exist" in stderr or "is a folder" in stderr
    assert stdout == "" and "proved" not in stderr and "games" not in stderr


def test_every_help_shows_the_exit_statuses() -> None:
    cli = build()
    for name in ["", *cli.commands]:
        code, stdout, _ = run(*([name] if name else []), "--help")
        assert code == 0
        assert "Exit status:" in stdout, name
        for status, _ in EXIT_STATUSES:
            assert re.search(rf"\n +{status} +\S", stdout), (name, status)


@pytest.mark.parametrize("args", [
    ["simulate", "standard", "--players", "0"],
    ["simulate", "standard", "--players", "1"],
    ["compare", "standard", "stacking", "--players", "11"],
    ["play", "standard", "--players", "1"],
    ["watch", "--random", "standard", "--players", "1"],
    ["simulate", "two_player", "--players", "3"],
])
def test_a_player_count_out_of_range_is_a_usage_error_whatever_the_bound(args: list[str]) -> None:
    code, _, stderr = run(*args)
    assert code == 2, stderr
    assert "Invalid value for '--players'" in stderr
    assert stderr.splitlines()[-1].startswith("unorules: ")


@pytest.mark.parametrize(("args", "meant"), [
    (["check", "standrd"], "did you mean 'standard'?"),
    (["simulate", "minon", "--games", "2"], "did you mean 'minion'?"),
    (["docs", "turksh", "--no-verify"], "did you mean 'turkish'?"),
    (["compare", "standard", "stackng"], "did you mean 'stacking'?"),
    (["simulate", "standard", "--policy", "grredy"], "did you mean 'greedy'?"),
    (["simulate", "standard", "--playrs", "3"], "Did you mean one of: '--players'"),
    (["verfy"], "Did you mean 'verify'?"),
    (["verify", "standrd", "-q"], "did you mean 'standard'?"),
])
def test_a_mistyped_name_gets_a_suggestion(args: list[str], meant: str) -> None:
    code, stdout, stderr = run(*args)
    assert code in (1, 2)
    assert meant in stdout + stderr, stdout + stderr


def test_a_mistyped_parent_gets_a_suggestion(tmp_path: Path) -> None:
    """'extends standrd' in a house rule: the closest bundled variant or file beside it."""
    mine = tmp_path / "mine.uno"
    mine.write_text("variant mine\nextends standrd\non 0: hands pass on\n", encoding="utf-8")
    (tmp_path / "my_base.uno").write_text("variant my_base\nextends standard\n", encoding="utf-8")
    for parent, meant in (("standrd", "standard"), ("my_bse", "my_base")):
        mine.write_text(f"variant mine\nextends {parent}\non 0: hands pass on\n", encoding="utf-8")
        code, _, stderr = run("simulate", str(mine), "--games", "2")
        assert code == 1 and stderr.startswith("unorules: "), stderr
        assert f"hint: did you mean {meant!r}?" in stderr, stderr


def test_without_the_kernel_extra_simulate_names_it_and_plays_in_python() -> None:
    """'without numba --engine kernel says No module named numpy' (issue 28): --engine auto
    falls back to the Python engine saying which extra would play it on the kernel."""
    done = without("numba,numpy", "simulate", "standard", "--games", "2", "--players", "2")
    assert done.returncode == 0, done.stderr
    said = " ".join(done.stderr.split())  # rich wraps the notice at the terminal's width
    assert "the Python engine plays, because the simulation kernel needs the [kernel] extra" in said, said
    assert "pip install 'unorules[kernel]'" in said and "No module named" not in said
    assert "engine python" in done.stdout


def test_one_error_style() -> None:
    """Every failure's message is one line group starting ``unorules: `` on standard
    error: click's own usage errors, the library's errors and the commands' own."""
    for args in (["simulate", "nosuch"], ["simulate", "standard", "--games", "0"], ["play"],
                 ["scenario"], ["docs", "standard", "--lang", "xx"], ["watch", "/no/such/record.json"], ["nosuch"]):
        code, _, stderr = run(*args)
        assert code in (1, 2), args
        errors = [line for line in stderr.splitlines() if line.startswith(("unorules: ", "Error", "error"))]
        assert errors and all(line.startswith("unorules: ") for line in errors), (args, stderr)
        assert "Traceback" not in stderr


def test_an_interrupt_exits_130_with_a_word() -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    assert run_guarded(interrupted) == EXIT_INTERRUPTED


def test_check_json_matches_its_schema(tmp_path: Path) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    from unorules.commandline import schema

    bad = tmp_path / "bad.uno"
    bad.write_text("variant bad\nextends standard\non skip next loses turn\n", encoding="utf-8")
    code, stdout, stderr = run("check", "standard", str(bad), "--games", "2", "--json", "-")
    assert code == 1
    document = json.loads(stdout)
    jsonschema.validate(document, schema("check"))
    assert [v["ok"] for v in document["variants"]] == [True, False]
    assert document["variants"][1]["problem"].startswith(str(bad))
    assert "[1/2] ok   standard" in stderr  # progress went to standard error


def test_the_extras_table_is_pyproject_s() -> None:
    """unorules.errors.EXTRAS (what a missing-extra message names) lists every extra that
    brings packages, and pyproject.toml brings each module it names."""
    import tomllib

    from unorules.errors import EXTRAS

    root = Path(__file__).resolve().parent.parent
    extras = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert set(EXTRAS) == set(extras) - {"cli", "dev"}
    packages = {"z3": "z3-solver", "docutils": "sphinx"}  # docutils comes with Sphinx
    for extra, modules in EXTRAS.items():
        listed = " ".join(extras[extra])
        for module in modules:
            assert packages.get(module, module) in listed, (extra, module)


def test_the_verify_extra_alone_runs_verify(tmp_path: Path) -> None:
    """'unorules[verify] alone cannot run unorules verify' (issue 28): with every other
    extra's modules missing, verify proves a variant; the CLI's own needs are the base
    install's."""
    from unorules.errors import EXTRAS

    others = sorted({m for extra, modules in EXTRAS.items() if extra != "verify" for m in modules}
                    - set(EXTRAS["verify"]))
    assert "textual" in others and "numba" in others
    done = without(",".join(others), "verify", "standard", "--games", "1", "--actions", "30", "--jobs", "1",
                   "--out", str(tmp_path), "-q")
    assert done.returncode == 0, done.stderr
    assert "proved" in done.stdout and "Traceback" not in done.stderr
