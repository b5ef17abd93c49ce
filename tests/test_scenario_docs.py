"""docs/scenarios.rst against unorules/testing.py: every key a scenario may have, every
action and every phase is listed in the page, and nothing the code does not know; and the
setup mistakes the page warns of are refused at their key, before any step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from unorules.engine.state import ACTION_KINDS, Phase
from unorules.errors import ScenarioError, VariantError
from unorules.testing import EXPECT, SETUP_KEYS, STEP_KEYS, TOP_KEYS, run_scenario

PAGE = (Path(__file__).resolve().parent.parent / "docs" / "scenarios.rst").read_text(encoding="utf-8")


def listed(term: str) -> set[str]:
    """The ``names`` a definition list item of the page defines: the lines indented by
    three spaces below ``term``, up to the next line that is not indented."""
    lines = PAGE.splitlines()
    at = lines.index(term)
    names = set()
    for line in lines[at + 1:]:
        if line and not line.startswith(" "):
            break
        got = re.fullmatch(r"   ``(\w+)``", line)
        if got:
            names.add(got.group(1))
    return names


@pytest.mark.parametrize(("term", "code"), [
    ("Top-level keys", TOP_KEYS),
    ("Setup keys", SETUP_KEYS),
    ("Step keys", STEP_KEYS),
    ("Actions", {str(a) for a in ACTION_KINDS}),
    ("Phases", {str(p) for p in Phase}),
    ("Expect keys", set(EXPECT)),
])
def test_the_page_lists_what_the_code_knows(term: str, code: set[str]) -> None:
    page = listed(term)
    assert page == set(code), f"{term}: the page lacks {sorted(set(code) - page)}, " \
                              f"and lists {sorted(page - set(code))} that the code does not know"


SCENARIO = """variant = "{variant}"
players = 3
[setup]
{setup}
discard = ["{top}"]
hands = [["red 5"], ["blue 2", "green 2"], ["green 3", "blue skip"]]
[[step]]
expect = {{ cards = 108 }}
"""


def write(tmp_path: Path, variant: str = "standard", setup: str = "", top: str = "red 7") -> Path:
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.format(variant=variant, setup=setup, top=top), encoding="utf-8")
    return path


def test_a_colour_that_disagrees_with_the_top_card_is_refused_at_its_key(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as caught:
        run_scenario(write(tmp_path, setup='color = "blue"'))
    message = str(caught.value)
    assert message.startswith("s.toml: setup.color: 'blue' disagrees with the top card red 7")
    assert "leave color out" in message
    run_scenario(write(tmp_path, setup='color = "red"'))  # the same colour is fine
    run_scenario(write(tmp_path, setup='color = "blue"', top="wild"))  # a wild's named colour too


def test_start_with_to_act_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="with start = true, leave to_act out"):
        run_scenario(write(tmp_path, setup="start = true\nto_act = 1"))


def test_the_variant_resolves_from_the_scenarios_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = tmp_path / "rules"
    rules.mkdir()
    (rules / "mine.uno").write_text('variant mine\nextends standard\n', encoding="utf-8")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # not where the command runs
    run_scenario(write(tmp_path, variant="rules/mine.uno"))
    (tmp_path / "deep").mkdir()
    inner = tmp_path / "deep" / "s.toml"
    inner.write_text(SCENARIO.format(variant="../rules/mine.uno", setup="", top="red 7"), encoding="utf-8")
    with pytest.raises(VariantError, match="outside its folder"):
        run_scenario(inner)
