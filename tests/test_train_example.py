"""examples/train_vector.py: it runs, repeats itself for a seed, and its policy learns.

The learning test asks for more than a good-looking number: the trained policy's Wilson
95% interval against the uniform-random opponent must lie above 0.5, and the same run
with the update step skipped (the policy stays uniform) must not pass that check.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

pytest.importorskip("numba")
pytest.importorskip("gymnasium")

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "train_vector.py"


@pytest.fixture(scope="module")
def tv() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_vector", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_vector"] = module
    spec.loader.exec_module(module)
    return module


def test_outcome_reads_the_winner_from_the_rewards(tv: ModuleType) -> None:
    rewards = np.array([[30.0, 0.0], [0.0, 12.0], [0.0, 0.0], [0.0, 0.0]], np.float32)
    seat = np.array([0, 0, 1, 0])
    terminated = np.array([True, True, True, False])
    assert tv.outcome(rewards, seat, terminated).tolist() == [1.0, -1.0, 0.0, 0.0]


def test_smoke_and_repeatable(tv: ModuleType, capsys: pytest.CaptureFixture[str]) -> None:
    assert tv.main(["--envs", "8", "--updates", "2", "--eval", "16", "--bot-eval", "2", "--json", "--seed", "3"]) == 0
    out = json.loads(capsys.readouterr().out)
    ev = out["evaluation"][0]
    assert out["updates"] == 2 and len(out["curve"]) == 2 and ev["games"] == 16 and ev["opponent"] == "uniform"
    assert 0.0 <= ev["low"] <= ev["win_rate"] <= ev["high"] <= 1.0
    assert [r["opponent"] for r in out["evaluation"]] == ["uniform", "card-first", "random", "greedy"]
    assert [r["games"] for r in out["evaluation"][2:]] == [2, 2]
    a, _ = tv.train(envs=8, updates=2, seed=3)
    b, _ = tv.train(envs=8, updates=2, seed=3)
    c, _ = tv.train(envs=8, updates=2, seed=4)
    assert np.array_equal(a.w, b.w) and np.array_equal(a.b, b.b)
    assert not np.array_equal(a.w, c.w)
    assert np.abs(a.w).sum() > 0  # it did move


@pytest.mark.slow
@pytest.mark.parametrize("learn", [True, False])
def test_trained_policy_beats_random(tv: ModuleType, learn: bool) -> None:
    policy, curve = tv.train(envs=64, updates=30, seed=0, learn=learn)
    result = tv.evaluate(policy, envs=64, games=1024, seed=1_000_003)
    above = result["low"] > 0.5 and result["win_rate"] > 0.5
    assert above == learn, (result, curve[-1])
