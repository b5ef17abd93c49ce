"""The variants that ship with unorules, found by name.

A name is looked up exactly among the bundled files' names, never used as a pattern
or a path: ``load("*")`` or ``load("../x")`` names no bundled variant.
"""

from __future__ import annotations

from pathlib import Path

from unorules.paths import variants_dir


def _bundled() -> dict[str, Path]:
    # The top folder's files first, then the subfolders' (house rules), in sorted order.
    base = variants_dir()
    out: dict[str, Path] = {}
    for p in (*sorted(base.glob("*.uno")), *sorted(base.glob("*/*.uno"))):
        if p.is_file():
            out.setdefault(p.stem, p)
    return out


def variants() -> tuple[str, ...]:
    """Names of the bundled variants (house rules included), sorted."""
    return tuple(sorted(_bundled()))


def bundled_path(name: str) -> Path | None:
    """The file of the bundled variant called exactly ``name``, or None."""
    return _bundled().get(name) if isinstance(name, str) else None
