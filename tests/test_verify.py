"""``unorules verify``: every bundled variant proved, every planted fault caught, the
counterexamples written as scenarios that fail while the fault is there."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("z3")

from tiers import FAULT_CAUGHT, variants

import unorules
from unorules.cli import main
from unorules.errors import EXIT_MISSING
from unorules.testing import ScenarioFailed, run_scenario
from unorules.verify import verify
from unorules.verify.report import CROSS_CHECKED, ERROR, NOT_FOUND, PROVED, REFUTED

BROKEN = sorted((Path(__file__).parent / "broken").glob("*.uno"))
PROPERTIES = {"deck", "deal", "conservation", "no negative count", "effects name real seats",
              "turn order in range", "empty hand ends the round", "no deadlock", "every kind playable",
              "start rules", "legality as written", "a round can end", "engine agrees"}


def planted(path: Path) -> str:
    m = re.search(r"^# expect: (.+)$", path.read_text(encoding="utf-8"), re.M)
    assert m, f"{path.name} says which property its fault breaks ('# expect: ...')"
    return m.group(1).strip()


@pytest.mark.parametrize("name", variants())  # the cover in the fast tier, every variant in the slow
def test_bundled_variant_is_proved(name: str) -> None:
    report = verify(name, agreement_games=1, agreement_actions=80)
    assert {r.prop for r in report.results} >= PROPERTIES
    assert report.ok, "\n" + report.table()
    # Every property proved: the engine cross-check is the verifier's own check, and only the
    # claim 'a round always ends' (liveness) may stay searched.
    rows = report.by_property()
    assert rows["engine agrees"].status == CROSS_CHECKED
    assert rows["a round can end"].status == PROVED and rows["a round can end"].method == "witness"
    for row in report.results:
        if row.prop == "engine agrees" or (row.prop == "claims" and "a round always ends" in row.detail):
            continue
        assert row.status == PROVED, f"{row.prop}: {row.verdict}: {row.detail}"


def test_the_two_player_claim_is_a_clause() -> None:
    report = verify("standard", only=("claims",))
    (row,) = report.results
    assert row.status == PROVED and "with 2 players, reverse acts as skip" in row.detail
    # A note alone claims nothing: without the claim clause nothing checks the two-player Reverse.
    text = ("variant noted\nextends standard\nwithout claim with 2 players reverse acts as skip\n"
            "on reverse: reverse\nnote \"With two players a Reverse acts like a Skip.\"\n")
    (row,) = verify(unorules.loads(text), only=("claims",)).results
    assert row.status == PROVED and "acts as skip" not in row.detail


def test_a_claim_is_proved_for_its_player_count(tmp_path: Path) -> None:
    text = "variant c\nextends standard\nclaim with 3 players reverse acts as skip\n"
    report = verify(unorules.loads(text), only=("claims",), out=tmp_path)
    (row,) = report.results
    # With three players both cards hand the turn to the same seat, but play goes the other way.
    assert row.status == REFUTED and "with 3 players, reverse acts as skip does not hold" in row.detail


@pytest.mark.parametrize("path", BROKEN, ids=lambda p: p.stem)
def test_planted_fault_is_caught(path: Path, tmp_path: Path, record_property: Callable[[str, object], None]) -> None:
    want = planted(path)
    # Only the property the fault is planted for (and compiling): the others are the
    # bundled variants' and the campaign's business, and each costs time.
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=80,
                    only=("compiles", _method(want)))
    bad = {r.prop: r for r in report.failed()}
    # Counted after the run (tests/conftest.py prints caught over planted).
    record_property(FAULT_CAUGHT, (path.stem, want if want in bad else "NOT CAUGHT", len(BROKEN)))
    assert want in bad, f"{path.name}: expected '{want}' to fail\n{report.table()}"
    row = bad[want]
    if want == "compiles":
        assert row.status == ERROR and re.search(r"\.uno:\d+: ", row.detail), row.detail
        return
    if row.status == NOT_FOUND:
        # An existence statement: a directed search found no witness, and says what it saw.
        assert "searched, not found within the bound" in row.detail, row.detail
        return
    assert row.status == REFUTED
    if want == "claims":
        # A refuted claim is replayed on the engine, with or without a scenario to write.
        assert row.confirmed, row.confirmation
        assert row.scenario is None or (row.file is not None and Path(row.file).exists())
    # The counterexample, where one is written, fails when run: the fault shows; verify
    # ran it on the engine before reporting and says so.
    if row.file is not None:
        assert row.confirmed and "confirmed by scenario" in row.verdict, row.confirmation
        with pytest.raises(ScenarioFailed):  # a step that does not hold: the fault, shown on the engine
            run_scenario(row.file)


def test_the_planted_faults_are_there() -> None:
    # Each is its own case of test_planted_fault_is_caught; the run's summary counts them
    # ("broken variants: N caught / N run of N planted").
    assert len(BROKEN) >= 10
    assert len({p.stem for p in BROKEN}) == len(BROKEN)


def _method(label: str) -> str:
    from unorules.verify.properties import PROPERTIES as PROPS

    return dict(PROPS).get(label, label)


def test_command_table_and_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ok:
        main(["verify", "standard", "--games", "1", "--actions", "30", "--jobs", "1", "--out", str(tmp_path)])
    assert ok.value.code == 0
    out = capsys.readouterr().out
    assert re.search(r"standard\s+conservation\s+proved\s+\d+\.\d+s", out)
    broken = str(Path(__file__).parent / "broken" / "unplayable.uno")
    with pytest.raises(SystemExit) as bad:
        main(["verify", broken, "--games", "1", "--actions", "30", "--jobs", "1", "--out", str(tmp_path)])
    assert bad.value.code == 1
    out = capsys.readouterr().out
    assert re.search(r"broken_unplayable\s+every kind playable\s+refuted", out)
    assert list(tmp_path.glob("*.toml")), "the counterexample is written to --out"


def test_missing_z3_message(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "z3", None)  # import z3 now fails
    with pytest.raises(SystemExit) as got:
        main(["verify", "standard"])
    assert got.value.code == EXIT_MISSING
    assert "unorules[verify]" in capsys.readouterr().err


def test_import_unorules_does_not_import_z3() -> None:
    import subprocess
    import sys

    code = "import sys, unorules; unorules.load('standard'); print('z3' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_refuted_claim_writes_a_scenario_that_shows_it(tmp_path: Path) -> None:
    text = "variant c\nextends standard\nclaim with 3 players reverse acts as skip\n"
    path = tmp_path / "c.uno"
    path.write_text(text, encoding="utf-8")
    report = verify(str(path), only=("claims",), out=tmp_path / "out")
    (row,) = report.results
    assert row.status == REFUTED and row.file is not None
    # The scenario expects what a skip does; the reverse does otherwise, so it fails when run.
    with pytest.raises(ScenarioFailed, match="direction"):
        run_scenario(row.file)
