"""'played on same face' in an effect's 'if' reads the card the played card covers (issue 23,
the reach campaign's r06: a Skip played on a Skip skips two players): its compile checks,
its engine meaning on both paths, its symbolic meaning against the engine on every small
table, and the kernel's refusal by name; each shown catching a planted fault."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import unorules
from unorules import kernel
from unorules.cards import Card
from unorules.engine import differential
from unorules.engine.probe import Probe
from unorules.errors import VariantError
from unorules.ir.conditions.played_on_same_face import PlayedOnSameFace
from unorules.kernel import lower as lowering
from unorules.testing import ScenarioFailed, run_scenario

HERE = Path(__file__).parent / "reach23"
VARIANT = HERE / "r06_skip_on_skip_played_on.uno"
SCENARIOS = sorted(HERE.glob("r06_skip_on_skip_played_on__*.toml"))


def rules() -> unorules.Rules:
    # Loaded afresh: a planted meaning must not meet a model or table built before it.
    return unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))


def _compile(line: str) -> None:
    unorules.loads(f"variant probe\nextends standard\n{line}\n", file="probe.uno")


@pytest.mark.parametrize(("line", "said"), [
    ("start skip: first loses turn if played on same face", "a start card is turned over onto nothing"),
    ("play skip: played on same face", "write it in an effect's 'if' in the card's 'on' clause"),
    ("challenge wild_draw_four\n  if accepted: next draws 4, next loses turn\n  if guilty: player draws 4 if "
     "played on same face\n  if innocent: next draws 6, next loses turn", "in the card's 'on' clause"),
    # The rest after 'next chooses colour' runs in next's action, when the play is over.
    ("on wild: next chooses colour, next loses turn if played on same face", "when the play it asks about is over"),
])
def test_refused_where_no_card_was_just_played(line: str, said: str) -> None:
    with pytest.raises(VariantError) as got:
        _compile(line)
    assert said in got.value.message, got.value.message
    assert got.value.line == 3


def test_written_in_an_on_clause_and_a_last_card_rule() -> None:
    _compile("on skip: next loses turn, next loses turn if played on same face")
    _compile("on wild: next loses turn if played on same face, next chooses colour")  # asked before the choice
    _compile("last card: everything applies\non draw_two: next draws 2, next draws 2 if played on same face")


def test_the_condition_reads_the_card_underneath() -> None:
    skip = Card("skip", "red")
    cond = PlayedOnSameFace()
    assert cond.holds(Probe(skip, skip, "red", (), 3, played_on=Card("skip", "blue")))
    assert not cond.holds(Probe(skip, skip, "red", (), 3, played_on=Card("5", "red")))
    assert not cond.holds(Probe(skip, skip, "red", (), 3))  # nothing known to be covered


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenarios(path: Path) -> None:
    run_scenario(path)


def test_reading_the_new_top_card_fails_a_scenario(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the engine part compares the Skip with the top card, which it now is."""
    monkeypatch.setattr(PlayedOnSameFace, "holds", lambda self, p: p.top.kind == p.card.kind)
    with pytest.raises(ScenarioFailed, match="to_act"):
        run_scenario(HERE / "r06_skip_on_skip_played_on__skip_on_number_skips_one.toml")


def test_the_fast_path_and_the_reference_agree() -> None:
    r = rules()
    for players, seed in ((2, 3), (3, 0), (4, 1)):
        assert differential.compare(r, players, seed=seed, max_actions=400) is None


def _exhaustive(stop_after: int = 20) -> Any:
    pytest.importorskip("z3")
    from unorules.verify import exhaustive as ex

    return ex.check(rules(), states=ex.QUICK, verdicts=None, stop_after=stop_after)


def test_the_model_agrees_with_the_engine_on_every_small_table() -> None:
    got = _exhaustive()
    assert got.ok, "\n" + got.text()
    # Each small deck has two Skips, so some reachable state lays one on the other.
    assert all(t.transitions > 0 for t in got.tables)


@pytest.mark.parametrize("planted", [
    # compares the Skip with the top card, which it now is: always true
    lambda self, p: p.top_kind == p.card_kind,
    # what the model would say had its play step not kept the covered kind: never true
    lambda self, p: p.z3.BoolVal(False),
], ids=["reads the new top", "never holds"])
def test_a_wrong_symbolic_meaning_is_caught(monkeypatch: pytest.MonkeyPatch, planted: Any) -> None:
    monkeypatch.setattr(PlayedOnSameFace, "symbolic", planted)
    got = _exhaustive(stop_after=1)
    assert not got.ok and got.disagreements, "the mutant slipped through"
    assert "play skip: to_act" in got.disagreements[0].describe()


def test_the_kernel_refuses_it_by_name() -> None:
    with pytest.raises(kernel.LoweringError) as got:
        lowering.lower(rules())
    assert "the kernel refuses PlayedOnSameFace (it was played on a card showing the same" in str(got.value)
