"""Condition primitives: one class per module in this package (see unorules.ir.primitive).

Every condition class is reachable here by its name (``conditions.SameFace``), found
in the registry when first asked for; ``Cond`` and the connectives ``Not``, ``And``
and ``Or`` live in :mod:`unorules.ir.conditions.base`.
"""

from __future__ import annotations

from typing import Any

from unorules.ir.conditions.base import And, Cond, Not, Or

__all__ = ["And", "Cond", "Not", "Or"]


def __getattr__(name: str) -> Any:
    from unorules.ir.primitive import load_all

    for cls in load_all().values():
        if cls.__name__ == name and cls.kind == "condition":
            return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
