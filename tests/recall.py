"""What the recall campaigns' tests share: a campaign's files, and what verify leaves unproved."""

from __future__ import annotations

from pathlib import Path

from unorules.verify import verify
from unorules.verify.report import CROSS_CHECKED, PROVED, SEARCHED

HOLDS = (PROVED, CROSS_CHECKED, SEARCHED)  # SEARCHED: no violation found within the bound


def campaign(folder: str) -> tuple[list[Path], list[Path]]:
    """The faults and the correct files of ``tests/<folder>``."""
    here = Path(__file__).parent / folder
    return sorted(here.glob("fault_*.uno")), sorted(here.glob("ok_*.uno"))


def failed(path: Path, tmp_path: Path) -> list[str]:
    """Every property verify does not prove for the file (a refusal to compile included)."""
    report = verify(str(path), out=tmp_path, agreement_games=1, agreement_actions=40)
    return [f"{r.prop}: {r.status}: {r.detail}" for r in report.results if r.status not in HOLDS]
