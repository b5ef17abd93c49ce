"""docs/family.rst lists the family's rules with their files and scenarios: every file
named loads, every scenario named passes and plays the row's file, so the page cannot rot."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import unorules
from unorules.testing import run_scenario

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "family.rst"
SCENARIOS = ROOT / "tests" / "scenarios"


def rows(text: str) -> list[tuple[str, list[str], list[str]]]:
    """(number, variant files, scenario files) of every row of the page's tables."""
    out = []
    for block in re.split(r"\n   \* - ", text)[1:]:
        cells = [c.strip() for c in re.split(r"\n     - ", block.split("\n\n")[0])]
        assert len(cells) == 4, f"a table row has {len(cells)} cells, not 4: {block[:80]!r}"
        number, _rule, files, scenarios = cells
        if number == "#":
            continue  # the header
        out.append((number, re.findall(r"``([^`]+)``", files), re.findall(r"``([^`]+)``", scenarios)))
    return out


ROWS = rows(PAGE.read_text(encoding="utf-8"))
FILLED = [r for r in ROWS if r[1]]


def test_the_page_lists_the_twenty_rules() -> None:
    numbers = [n for n, _, _ in ROWS if n.isdigit()]
    assert numbers == [str(i) for i in range(1, 21)]
    for number, files, scenarios in ROWS:
        # A row is either complete or says it is pending in both cells.
        assert bool(files) == bool(scenarios), f"row {number} has files or scenarios, not both"
    pending = PAGE.read_text(encoding="utf-8").count("     - *pending*")
    assert pending == 2 * (len(ROWS) - len(FILLED))


def test_the_page_is_in_the_toctree() -> None:
    assert re.search(r"^   family$", (ROOT / "docs" / "index.rst").read_text(encoding="utf-8"), re.M)


@pytest.mark.parametrize(("number", "files", "scenarios"), FILLED, ids=[r[0] for r in FILLED])
def test_each_row_loads_and_its_scenarios_pass(number: str, files: list[str], scenarios: list[str]) -> None:
    stems = set()
    for f in files:
        rules = unorules.load(ROOT / f)
        stems.add(rules.name)
    assert scenarios, f"row {number} names no scenario"
    for s in scenarios:
        path = SCENARIOS / s
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        assert data["variant"] in stems, f"row {number}: {s} plays {data['variant']}, not {sorted(stems)}"
        run_scenario(path)


def test_the_reader_catches_a_broken_row(tmp_path: Path) -> None:
    """A row whose scenario is missing, or of another variant, fails."""
    text = PAGE.read_text(encoding="utf-8").replace("house/seven_zero/seven_swaps_hands.toml",
                                                    "house/jump_in/wild_jumps_in_on_wild.toml")
    broken = next(r for r in rows(text) if r[0] == "3")
    with pytest.raises(AssertionError, match="plays jump_in"):
        test_each_row_loads_and_its_scenarios_pass(*broken)
