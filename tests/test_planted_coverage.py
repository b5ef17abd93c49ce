"""Every primitive of the language has a planted fault in ``tests/broken/`` that the
verifier (or, where the clauses alone decide it, the compiler) catches: a new primitive
cannot land without one. ``test_verify.test_planted_fault_is_caught`` shows each caught."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import attrs

from unorules.ir.primitive import Primitive, load_all
from unorules.language.parser import parse

BROKEN = sorted((Path(__file__).parent / "broken").glob("*.uno"))

# Primitives no planted fault can show today, each with the reason (none at present:
# "no other playable card" has no_bluffing_challenge_kept).
NO_PLANTED_FAULT: dict[str, str] = {}


def written(path: Path) -> set[str]:
    """The primitive classes a broken file's own clauses write (not its parent's)."""
    out: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, Primitive) and x.phrase:
            out.add(type(x).__name__)
        if attrs.has(type(x)):
            for f in attrs.fields(type(x)):
                walk(getattr(x, f.name))
        elif isinstance(x, tuple | list):
            for y in x:
                walk(y)

    for clause in parse(path.read_text(encoding="utf-8"), str(path)):
        walk(clause)
    return out


def uncovered(files: Iterable[Path], registry: Mapping[str, type[Primitive]], excused: Mapping[str, str]) -> set[str]:
    seen: set[str] = set()
    for path in files:
        seen |= written(path)
    return {cls.__name__ for cls in registry.values()} - seen - set(excused)


def test_every_primitive_has_a_planted_fault() -> None:
    missing = uncovered(BROKEN, load_all(), NO_PLANTED_FAULT)
    assert not missing, (f"no file in tests/broken/ writes {sorted(missing)}: plant a fault for each "
                         "(a '# expect: PROPERTY' file the verifier catches), or list it in "
                         "NO_PLANTED_FAULT with the reason")


def test_a_primitive_without_a_planted_fault_is_named() -> None:
    # The check, shown failing: without the files that write 'hands pass right' it names that primitive.
    files = [p for p in BROKEN if "PassHandsRight" not in written(p)]
    assert uncovered(files, load_all(), NO_PLANTED_FAULT) == {"PassHandsRight"}


def test_the_excused_are_real_and_uncovered() -> None:
    names = {cls.__name__ for cls in load_all().values()}
    assert set(NO_PLANTED_FAULT) <= names
    covered = set().union(*(written(p) for p in BROKEN))
    assert not covered & set(NO_PLANTED_FAULT), "a planted fault exists now: drop it from NO_PLANTED_FAULT"
