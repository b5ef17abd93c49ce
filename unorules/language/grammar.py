"""The whole grammar: the shared structure in ``grammars/unorules.lark``, one rule per
clause kind from the clause registry, and one rule per primitive from the primitive
registry.

``grammars/unorules.lark`` says what the phrases share (selectors, effect lists, ``if``
guards, ``and``/``or``/``not``, names, numbers, texts); it refers to ``clause`` and
``clause_key``, written here from every clause kind's ``phrase``, ``parts`` and
``key_phrase`` (see :mod:`unorules.ir.mechanic`), and to ``primitive_effect`` and
``primitive_condition``, written from every primitive's ``phrase`` (see
:mod:`unorules.ir.primitive`). A new clause kind or primitive is a new class; the
grammar follows.
"""

from __future__ import annotations

from functools import lru_cache

from unorules.ir.mechanic import key_rule, load_mechanics, part_rule
from unorules.ir.primitive import load_all
from unorules.ir.vocab import Outcome, PenaltyEvent
from unorules.paths import grammar_path

# The closed vocabularies a phrase may name, as terminals.
VOCABULARIES = {"OUTCOME": tuple(Outcome), "PENALTY_EVENT": tuple(PenaltyEvent)}


def clause_rules() -> str:
    """The generated part for the clause kinds: ``clause``, each kind's rule and parts,
    and ``clause_key``."""
    kinds = load_mechanics()
    # 'variant' first: a file starts with it, and the grammar's tests splice rules in there.
    names = sorted(kinds, key=lambda n: (n != "variant_clause", n))
    lines = ["// Generated from the clause registry (unorules/ir/mechanics).",
             "?clause: " + "\n       | ".join(names)]
    keys = []
    for name in names:
        cls = kinds[name]
        lines.append(f"{name}: {cls.phrase} {cls.line_end}".rstrip())
        for part, alts in cls.__dict__.get("parts", {}).items():
            bodies = [f"{p.body} -> {part_rule(part, i)}" for i, p in enumerate(alts)]
            lines.append(f"{part}: " + "\n    | ".join(bodies))
        if cls.__dict__.get("key_phrase"):
            keys.append(f"{cls.key_phrase} -> {key_rule(cls)}")
    lines.append("clause_key: " + "\n          | ".join(sorted(keys)))
    for name, words in VOCABULARIES.items():
        lines.append(f"{name}: " + " | ".join(f'"{w}"' for w in words))
    return "\n".join(lines) + "\n"


def primitive_rules() -> str:
    """The generated part for the primitives: the choice rules (an effect, an effect offered inside a choice, a condition) and one rule per primitive."""
    registry = load_all()
    effects = sorted(n for n, cls in registry.items() if cls.kind == "effect")
    conditions = sorted(n for n, cls in registry.items() if cls.kind == "condition")
    # A choice among a card's actions offers plain effects, never another choice: a choice
    # inside a choice would leave each '/' to either of them (a grammar conflict).
    options = [n for n in effects if "option_effect" not in registry[n].phrase]
    lines = [
        "// Generated from the primitive registry (unorules/ir/effects, unorules/ir/conditions).",
        "?primitive_effect: " + "\n                 | ".join(effects),
        "?option_effect: " + "\n              | ".join(options),
        "?primitive_condition: " + "\n                    | ".join(conditions),
    ]
    lines += [f"{name}: {registry[name].phrase}" for name in sorted(registry)]
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=1)
def grammar_text() -> str:
    """The grammar Lark builds the parser from."""
    return grammar_path().read_text(encoding="utf-8") + "\n" + clause_rules() + "\n" + primitive_rules()
