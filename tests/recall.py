"""What the recall campaigns' tests share: a campaign's files, what verify leaves unproved,
and whether the property named to catch a fault does."""

from __future__ import annotations

from pathlib import Path

from unorules.verify import verify
from unorules.verify.properties import PROPERTIES
from unorules.verify.report import CROSS_CHECKED, PROVED, SEARCHED

HOLDS = (PROVED, CROSS_CHECKED, SEARCHED)  # SEARCHED: no violation found within the bound
LABELS = {"compiles", *(label for label, _method in PROPERTIES)}


def campaign(folder: str) -> tuple[list[Path], list[Path]]:
    """The faults and the correct files of ``tests/<folder>``."""
    here = Path(__file__).parent / folder
    return sorted(here.glob("fault_*.uno")), sorted(here.glob("ok_*.uno"))


def failed(path: Path, tmp_path: Path, label: str | None = None) -> list[str]:
    """Every property verify does not prove for the file (a refusal to compile included);
    with ``label``, only that property (and compiling) is run: a correct file needs every
    property, a planted fault only the one that catches it (a whole run costs several
    times as much)."""
    only = () if label is None else ("compiles", dict(PROPERTIES).get(label, label))
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=40, only=only)
    return [f"{r.prop}: {r.status}: {r.detail}" for r in report.results if r.status not in HOLDS]


def stale(caught_by: dict[str, str], faults: list[Path], blind: dict[str, str]) -> list[str]:
    """What is wrong with a campaign's table of the property that catches each fault: a
    fault left out, an entry naming no fault, or one naming no property."""
    want = {p.stem for p in faults} - set(blind)
    return ([f"{stem}: not in the table" for stem in sorted(want - set(caught_by))]
            + [f"{stem}: no such fault" for stem in sorted(set(caught_by) - want)]
            + [f"{stem}: {label!r} is no property" for stem, label in sorted(caught_by.items())
               if label not in LABELS])
