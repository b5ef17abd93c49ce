"""The engine reproduces the golden data of tests/golden/ (see golden.py there)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "golden"))

import golden

import unorules

NAMES = unorules.variants()


def test_every_bundled_variant_has_golden_data() -> None:
    assert sorted(p.stem for p in golden.HERE.glob("*.json")) == sorted(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_perft(name: str) -> None:
    data = json.loads(golden.path_of(name).read_text(encoding="utf-8"))
    rules = unorules.load(name)
    for case in data["perft"]:
        state = rules.new_game(players=case["players"], seed=case["seed"])
        assert golden.perft(rules, state, case["depth"]) == case["leaves"], case


@pytest.mark.parametrize("name", NAMES)
def test_traces(name: str) -> None:
    data = json.loads(golden.path_of(name).read_text(encoding="utf-8"))
    rules = unorules.load(name)
    for case in data["traces"]:
        got = golden.trace(rules, case["players"], case["seed"])
        for i, (want, have) in enumerate(zip(case["hashes"], got["hashes"], strict=True)):
            assert want == have, f"{name} {case['players']} players seed {case['seed']}: state {i} differs"
        assert got["final"] == case["final"]


def test_a_changed_engine_fails_the_golden_data(monkeypatch: pytest.MonkeyPatch) -> None:
    """The data is sharp enough to catch a small change: Reverse that forgets to reverse."""
    rules = unorules.load("standard")
    data = json.loads(golden.path_of("standard").read_text(encoding="utf-8"))
    from unorules.ir import effects as fx

    monkeypatch.setattr(fx.Reverse, "run", lambda self, t, ctx: None)
    monkeypatch.setattr(fx.Reverse, "fast", lambda self, f: True)
    differs = 0
    for case in data["traces"]:
        got = golden.trace(rules, case["players"], case["seed"])
        differs += got["hashes"] != case["hashes"]
    assert differs > 0
