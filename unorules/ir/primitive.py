"""What every primitive of the language declares about itself, and the registry.

A primitive is one class in one module (``unorules/ir/effects/*.py`` and
``unorules/ir/conditions/*.py``). The class says, side by side:

- its phrase in the language (``phrase``: a Lark rule body; its fields are filled, in
  order, from the phrase's subject words, numbers and names), an example clause and a
  sentence for the language reference (the class docstring);
- where it may be written (``places``) and which subject words it takes
  (``who_may_be``);
- its meanings: ``run`` (the engine), optionally ``fast`` (the engine's fast paths),
  ``symbolic`` (the verifier's Z3 terms), ``english`` (the rule book) and its kernel
  part: ``kernel_op`` and ``kernel_operands`` (the simulation kernel's opcode and the
  fields it packs), ``lowered`` where the packing is its own, or ``kernel_refusal``.

Defining the class registers it: the grammar and the parser's transformer are built
from :data:`REGISTRY` (see :mod:`unorules.language.grammar`), the compiler checks
places and subjects from these attributes, and the tests and the language reference
walk the registry. Nothing else needs an edit to add a primitive.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, Self

if TYPE_CHECKING:
    from unorules.ir.readers import Lowering
    from unorules.ir.statuses import StatusRule

# Rule name -> primitive class, for every class that declares a phrase.
REGISTRY: dict[str, type[Primitive]] = {}


class Primitive:
    """Base of effects and conditions (see the module docstring)."""

    phrase: ClassVar[str] = ""  # a Lark rule body; "" for a structural class (And, Guarded, ...)
    example: ClassVar[str] = ""  # a clause using it, as a variant file would
    places: ClassVar[frozenset[str] | None] = None  # where it may be written; None: wherever its kind fits
    who_may_be: ClassVar[frozenset[str] | None] = None  # subject words it takes; None: any the place allows
    kind: ClassVar[str] = ""  # "effect" or "condition", set by the base classes

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("phrase"):
            name = rule_name(cls)
            old = REGISTRY.get(name)
            # attrs rebuilds a slotted class, so the same class may arrive twice: the
            # later one is the one in use. Another class with the same name is a clash.
            if old is not None and (old.__module__, old.__qualname__) != (cls.__module__, cls.__qualname__):
                raise TypeError(f"two primitives are called {name}: {old} and {cls}")
            REGISTRY[name] = cls

    who_hint: ClassVar[str] = ""  # a hint when a subject outside who_may_be is written

    # The kernel's part (unorules.kernel.lower reads it, machine.py runs the opcode): the
    # opcode's name and the fields that are its operands, in order (a subject word by its
    # code, a number as it is); a class packing them otherwise defines ``lowered``. Or
    # why the kernel refuses the primitive: a variant using it is refused by name.
    kernel_op: ClassVar[str] = ""
    kernel_operands: ClassVar[tuple[str, ...]] = ()
    kernel_refusal: ClassVar[str] = ""

    def operand(self, k: Lowering, name: str) -> int:
        """The field ``name`` as the kernel packs it: a subject word by its code, a status by
        its index, a number as it is."""
        value = getattr(self, name)
        if name in ("who", "other"):
            return k.word(value)
        if name == "status":
            return k.status(value)
        return int(value)

    @classmethod
    def assemble(cls, *values: object) -> Primitive:
        """The primitive its phrase's values make, in order: its fields, as most are. A
        phrase that repeats a part (a list of effects) gathers the values here instead."""
        return cls(*values)

    def subjects(self) -> tuple[str, ...]:
        """The subject words this instance names."""
        return ()

    def statuses(self) -> tuple[str, ...]:
        """The statuses (``status`` clauses) this instance names."""
        return ()

    def resolved(self, statuses: Mapping[str, StatusRule]) -> Self:
        """This primitive with what the variant's other clauses decide filled in (the
        compiler calls it once the statuses are known); most need nothing."""
        return self

    def english(self) -> str:
        raise NotImplementedError

    def problem(self) -> tuple[str, str]:
        """What is wrong with this instance's own words (numbers out of order, say) and a
        hint, or ("", ""): the compiler refuses the clause with them."""
        return ("", "")

    def who_refused(self, who: str) -> str:
        """What the compiler says when ``who`` is not a subject this primitive takes."""
        allowed = " or ".join(sorted(self.who_may_be or ()))
        return f"'{self.english()}' is said of {allowed}, not of '{who}'"

    def place_refused(self, place: str) -> str:
        """What the compiler says when the primitive is written where it cannot be."""
        places = " or ".join(f"'{p}'" for p in sorted(self.places or ()))
        return f"'{self.english()}' only makes sense in {places} clauses"

    @classmethod
    def describe(cls) -> str:
        """The sentence the language reference prints (the class docstring's first paragraph)."""
        return " ".join((cls.__doc__ or "").strip().split("\n\n")[0].split())


def rule_name(cls: type) -> str:
    """The grammar rule of a primitive class: ``DrawOrStack`` -> ``effect_draw_or_stack``."""
    snake = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
    prefix = getattr(cls, "kind", "") or "primitive"
    return f"{prefix}_{snake}"


_LOADED: list[bool] = []


def load_all() -> dict[str, type[Primitive]]:
    """Import every primitive module, so that every primitive is registered."""
    if not _LOADED:
        for package in ("unorules.ir.effects", "unorules.ir.conditions"):
            pkg = importlib.import_module(package)
            for info in pkgutil.iter_modules(pkg.__path__):
                importlib.import_module(f"{package}.{info.name}")
        _LOADED.append(True)
    return REGISTRY
