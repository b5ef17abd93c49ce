"""The variants that ship with unorules, found by name."""

from __future__ import annotations

from pathlib import Path

from unorules.paths import variants_dir


def variants() -> tuple[str, ...]:
    """Names of the bundled variants (house rules included), sorted."""
    return tuple(sorted(p.stem for p in variants_dir().rglob("*.uno")))


def bundled_path(name: str) -> Path | None:
    base = variants_dir()
    for candidate in (base / f"{name}.uno", *sorted(base.glob(f"*/{name}.uno"))):
        if candidate.is_file():
            return candidate
    return None
