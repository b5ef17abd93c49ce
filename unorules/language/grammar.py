"""The whole grammar: the clause structure in ``grammars/unorules.lark``, and one rule per
primitive from the registry.

``grammars/unorules.lark`` says how a variant file is built (clauses, selectors,
effect lists, ``if`` guards, ``and``/``or``/``not``); it refers to two rules,
``primitive_effect`` and ``primitive_condition``, which are written here from every
registered primitive's ``phrase`` (see :mod:`unorules.ir.primitive`). A new primitive
is a new class; the grammar follows.
"""

from __future__ import annotations

from functools import lru_cache

from unorules.ir.primitive import load_all
from unorules.paths import grammar_path


def primitive_rules() -> str:
    """The generated part: the two choice rules and one rule per primitive."""
    registry = load_all()
    effects = sorted(n for n, cls in registry.items() if cls.kind == "effect")
    conditions = sorted(n for n, cls in registry.items() if cls.kind == "condition")
    lines = [
        "// Generated from the primitive registry (unorules/ir/effects, unorules/ir/conditions).",
        "?primitive_effect: " + "\n                 | ".join(effects),
        "?primitive_condition: " + "\n                    | ".join(conditions),
    ]
    lines += [f"{name}: {registry[name].phrase}" for name in sorted(registry)]
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=1)
def grammar_text() -> str:
    """The grammar Lark builds the parser from."""
    return grammar_path().read_text(encoding="utf-8") + "\n" + primitive_rules()
