"""``unorules simulate`` and ``unorules compare`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from unorules.cli import build
from unorules.sim import output


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.stdout, result.stderr


def test_simulate_prints_the_side_by_side_table() -> None:
    code, stdout, _ = run("simulate", "standard", "stacking", "--players", "3", "--games", "20", "--seed", "2")
    assert code == 0
    assert "seat 0 wins the game" in stdout and "stacking - standard" in stdout
    assert "stacks per round" in stdout and "(p=" in stdout
    assert "95% intervals" in stdout


def test_simulate_writes_json_csv_and_a_plot(tmp_path: Path) -> None:
    j, c, p = tmp_path / "r.json", tmp_path / "r.csv", tmp_path / "r.png"
    code, _, err = run("simulate", "minion", "--players", "3", "--games", "12", "--json", str(j),
                       "--csv", str(c), "--plot", str(p))
    assert code == 0, err
    [report] = output.from_json(j.read_text())
    assert report.variant == "minion" and report.games == 12
    assert c.read_text().startswith("variant,figure,label,value,low,high")
    assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"wrote the plot to {p}" in err


def test_json_to_standard_output_is_clean() -> None:
    code, stdout, _ = run("simulate", "standard", "--players", "2", "--games", "5", "--json", "-")
    assert code == 0
    data = json.loads(stdout)
    assert data["reports"][0]["tally"]["games"] == 5


def test_workers_give_the_same_report() -> None:
    args = ["simulate", "turkish", "--players", "3", "--games", "10", "--json", "-", "--chunk", "3"]
    one = run(*args)
    two = run(*args, "--workers", "2")
    assert one[0] == two[0] == 0
    assert one[1] == two[1]


@pytest.mark.parametrize(("args", "message"), [
    (["nosuch"], "no bundled variant named 'nosuch'"),
    (["standrd"], "did you mean 'standard'?"),
    pytest.param(["standard", "--scheduler", "tcp://127.0.0.1:9"], "cannot reach the Dask scheduler at tcp://127.0.0.1:9",
                 marks=pytest.mark.slow),  # it waits out the connection's 10 s timeout
])
def test_bad_input_exits_1_with_a_message(args: list[str], message: str) -> None:
    code, _, err = run("simulate", *args, "--games", "2")
    assert code == 1
    assert message in err
    assert "Traceback" not in err


@pytest.mark.parametrize(("args", "message"), [
    (["standard", "--players", "0"], "Invalid value for '--players'"),
    # A count the variant cannot seat is as much a usage error as 0 (one table of statuses).
    (["standard", "--players", "1"], "Invalid value for '--players': standard is played by 2 to 10 players, not 1"),
    (["standard", "--players", "11"], "2 to 10 players, not 11"),
    (["standard", "--policy", "smart"], "unknown policy 'smart'"),
    (["standard", "--policy", "gredy"], "did you mean 'greedy'?"),
    (["standard", "--policy", "random,greedy", "--players", "3"], "one policy for every seat"),
    (["standard", "--plot", "chart.txt"], "ends in .svg or .png"),
    (["standard", "--json", "-", "--csv", "-"], "only one of --json and --csv"),
    ([], "Missing argument 'VARIANTS...'"),
])
def test_usage_errors_exit_2(args: list[str], message: str) -> None:
    code, _, err = run("simulate", *args)
    assert code == 2
    assert message in err


def test_compare_shows_rule_changes_beside_statistics() -> None:
    code, stdout, _ = run("compare", "standard", "stacking", "--players", "3", "--games", "15")
    assert code == 0
    assert "Rules of stacking that differ from standard:" in stdout
    assert "stack" in stdout.split("stacking - standard")[0].lower()
    assert "stacks per round" in stdout


def test_compare_of_identical_rules_says_so(tmp_path: Path) -> None:
    same = tmp_path / "same.uno"
    same.write_text("variant same\nextends standard\n")
    code, stdout, _ = run("compare", "standard", str(same), "--players", "2", "--games", "3")
    assert code == 0
    assert "(none: the two compile to the same rules)" in stdout


def test_compare_reports_a_bad_file() -> None:
    code, _, err = run("compare", "standard", "missing.uno", "--games", "2")
    assert code == 1
    assert "no such variant file: missing.uno" in err
