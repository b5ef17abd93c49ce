"""Effect primitives: one class per module in this package (see unorules.ir.primitive).

Every effect class is reachable here by its name (``effects.Draw``), found in the
registry when first asked for, so adding an effect never edits this file. Typed code
imports the class from its own module.
"""

from __future__ import annotations

from typing import Any

from unorules.ir.effects.base import Effect, EffectList, Guarded, flat, plural, sentence

__all__ = ["Effect", "EffectList", "Guarded", "flat", "plural", "sentence"]


def __getattr__(name: str) -> Any:
    from unorules.ir.primitive import load_all

    for cls in load_all().values():
        if cls.__name__ == name and cls.kind == "effect":
            return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
