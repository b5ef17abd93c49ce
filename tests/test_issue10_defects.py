"""Regression tests for the verifier's false refutations met in issue 10 that no other test
pins (the others: tests/clean/discard_all.uno and shuffle_hands.uno, test_verify_confirmed's
empty expect, and tests/test_house_language.py for the language's defects)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

from unorules.verify import symbolic, verify

HERE = Path(__file__).parent


def test_the_primitives_scenario_variant_verifies_clean(tmp_path: Path) -> None:
    """tests/scenarios/primitives/draw_until_colour.uno was once refuted ('engine agrees')
    though the engine was right."""
    report = verify(str(HERE / "scenarios" / "primitives" / "draw_until_colour.uno"), out=tmp_path,
                    agreement_games=2, agreement_actions=100)
    assert report.ok, "\n" + report.table()


def test_seat_arithmetic_of_a_seat_that_does_not_exist_refutes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """'a seat is more turns away than the model's seat arithmetic covers' once refuted a
    correct 'others' effect: the k-th other player of a smaller table does not exist."""
    path = str(HERE / "data" / "others_draw.uno")
    only = ("effects name real seats",)
    assert verify(path, out=tmp_path, only=only).ok
    real = symbolic.SymTable.mod_n
    # The old arithmetic: an obligation for every seat, whether it exists or not.
    monkeypatch.setattr(symbolic.SymTable, "mod_n", lambda self, x, when=None: real(self, x))
    assert not verify(path, out=tmp_path, only=only).ok
