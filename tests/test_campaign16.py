"""The recall campaign of issue 16: variants written from the documentation alone by a
helper who had not read the verifier, each with one mistake a rules designer would make
(``tests/broken/campaign/``, the fault in each file's first line), and correct but unusual
variants (``tests/clean/campaign/``). Every planted fault is caught by the compiler or
refuted by the property its header names, confirmed on the engine where a counterexample
can be run; the correct ones verify without a single refutation; recall stays >= 90%."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("z3")

from tiers import split

from unorules.verify import verify
from unorules.verify.properties import PROPERTIES
from unorules.verify.report import ERROR, NOT_FOUND, REFUTED, UNCONFIRMED

HERE = Path(__file__).parent
FAULTS = sorted((HERE / "broken" / "campaign").glob("*.uno"))
CORRECT = sorted((HERE / "clean" / "campaign").glob("*.uno"))
METHOD = dict(PROPERTIES)


def expected(path: Path) -> str | None:
    m = re.search(r"^# expect: (.+)$", path.read_text(encoding="utf-8"), re.M)
    return m.group(1).strip() if m else None


def test_the_campaign_is_large_enough_and_recall_is_at_least_90_percent() -> None:
    assert len(FAULTS) >= 25 and len(CORRECT) >= 10
    caught = [p for p in FAULTS if expected(p)]
    missed = [p.name for p in FAULTS if not expected(p)]
    assert len(caught) / len(FAULTS) >= 0.9, missed


@pytest.mark.parametrize("path", [p for p in FAULTS if expected(p)], ids=lambda p: p.stem)
def test_campaign_fault_is_caught_and_confirmed(path: Path, tmp_path: Path) -> None:
    want = expected(path)
    assert want is not None
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=40,
                    only=("compiles", METHOD.get(want, want)))
    rows = {r.prop: r for r in report.results if not r.ok}
    assert want in rows, f"{path.name}: expected '{want}' to fail\n{report.table()}"
    row = rows[want]
    if want == "compiles":
        assert row.status == ERROR
        return
    if want == "a round can end" and row.status == NOT_FOUND:
        # An existence statement: a directed search found no witness, and says what it saw.
        assert "searched, not found within the bound" in row.detail
        return
    assert row.status == REFUTED, row.detail
    if row.scenario is not None:
        assert row.confirmed, row.confirmation  # the engine reproduces it


# The fast tier verifies the first four clean variants (a second of CPU each); the slow tier all.
@pytest.mark.parametrize("path", split(CORRECT, set(CORRECT[:4])), ids=lambda p: p.stem)
def test_campaign_correct_variant_verifies_clean(path: Path, tmp_path: Path) -> None:
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=40)
    assert not [r for r in report.results if r.status in (REFUTED, UNCONFIRMED, ERROR)], "\n" + report.table()
