"""'last card' in a play or require clause refuses a player's last card outright
(issue 23 item 4, the reach campaign's r01): its compile checks, its engine meaning on
both paths, its symbolic meaning against the engine, and the kernel's refusal by name."""

from __future__ import annotations

from pathlib import Path

import pytest

import unorules
from unorules import kernel
from unorules.cards import Card
from unorules.engine import differential
from unorules.errors import VariantError
from unorules.ir.conditions.last_card import LastCard
from unorules.kernel import lower as lowering
from unorules.testing import run_scenario

HERE = Path(__file__).parent / "scenarios" / "primitives"
VARIANT = HERE / "last_card.uno"


def rules() -> unorules.Rules:
    return unorules.loads(VARIANT.read_text(encoding="utf-8"), file=str(VARIANT))


def _compile(line: str) -> None:
    unorules.loads(f"variant probe\nextends standard\n{line}\n", file="probe.uno")


def test_refused_where_the_card_has_left_the_hand() -> None:
    with pytest.raises(VariantError) as got:
        _compile("on skip: next loses turn if last card")
    assert "'last card' asks whether the card about to be played is the player's last" in got.value.message
    assert "'require skip: not last card'" in got.value.message


def test_a_hand_size_in_a_restriction_names_last_card() -> None:
    with pytest.raises(VariantError) as got:
        _compile("require skip: not player holds 1 card")
    assert "write 'not last card'" in got.value.message
    with pytest.raises(VariantError) as other:  # in an effect's 'if' nothing points there
        _compile("on skip: next loses turn if last card and player holds 1 card")
    assert "not last card'" in other.value.message


def test_the_condition_reads_the_rest_of_the_hand() -> None:
    from unorules.engine.probe import Probe

    card, top = Card("skip", "red"), Card("5", "red")
    assert LastCard().holds(Probe(card, top, "red", (), 3))
    assert not LastCard().holds(Probe(card, top, "red", (Card("7", "blue"),), 3))


def test_the_fast_path_and_the_reference_agree() -> None:
    r = rules()
    for players, seed in ((2, 3), (3, 0), (4, 1)):
        assert differential.compare(r, players, seed=seed, max_actions=400) is None


@pytest.mark.parametrize("path", sorted(HERE.glob("last_card__*.toml")), ids=lambda p: p.stem)
def test_scenarios(path: Path) -> None:
    run_scenario(path)


def test_the_kernel_refuses_it_by_name() -> None:
    with pytest.raises(kernel.LoweringError) as got:
        lowering.lower(rules())
    assert "the kernel refuses LastCard (it is the player's last card)" in str(got.value)
