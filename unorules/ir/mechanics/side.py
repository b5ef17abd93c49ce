"""``side NAME: colours ...``: one side of a two-sided deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, join_and
from unorules.ir.mechanic import Clause, Compiling
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class SideClause(Clause):
    """One side of a two-sided deck and its colours; the first side written is up at the deal."""

    kind: ClassVar[str] = "side"
    read_by: ClassVar[str] = "the compiler's two-sided deck"
    phrase: ClassVar[str] = '"side" NAME ":" ("colours" | "colors") NAME ("," NAME)*'
    key_phrase: ClassVar[str] = '"side" NAME'
    example: ClassVar[str] = "side dark: colours pink, teal, orange, purple"
    name: str
    colours: tuple[str, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(name=str(values[0]), colours=tuple(str(c) for c in values[1:]), **pos)

    @property
    def key(self) -> str:
        return f"side {self.name}"

    stage: ClassVar[int] = 0

    @classmethod
    def compile(cls, clauses: list[SideClause], c: Compiling) -> dict[str, Any]:
        # The compiler reads the sides into the deck (read_by); the first side's clause
        # carries the engine's part, which face is up.
        return {"mechanics": tuple(clauses[:1])}

    def colours_up(self, rules: Any, s: Any) -> tuple[str, ...]:
        """The colours of the side up (the state's ``side``, which a flip turns over)."""
        return tuple(rules.colours_of(s.side))

    symbolic_none: ClassVar[str] = ("the sides' colours: the symbolic table's form (Shape: a colour is its "
                                   "place on the side up)")
    kernel_reads: ClassVar[tuple[str, ...]] = ("sides",)
    kernel_tables: ClassVar[tuple[str, ...]] = ("side_colours",)

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        """side_colours: per side, its first colour id and how many (the colours side after
        side, as RuleSet.all_colours); one-sided, one row of them all."""
        if not rules.sides:
            return ([0, len(rules.all_colours)],)
        rows: list[int] = []
        for _name, cols in rules.sides:
            rows.extend((sum(rows[1::2]), len(cols)))
        return (rows,)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        colours = rules.all_colours
        if len(set(colours)) != len(colours):
            return (f"the kernel refuses sides that share a colour ({', '.join(colours)}): a colour id names one "
                    "side's colour; play this variant with the Python engine")
        return ""

    tells: ClassVar[tuple[str, ...]] = ("sides",)
    told_at: ClassVar[int] = 40

    @classmethod
    def sentence(cls, rules: Any, w: Changes) -> str:
        """Every card's two faces, in the book's names for the sides and the colours."""
        (first, first_colours), (second, second_colours) = rules.sides[0], rules.sides[1]
        return _("Every card has two faces: a {first} face in {first_colours} and a {second} face in "
                 "{second_colours}. Which side is up decides everything: the cards' colours, what they do and "
                 "what they score.", first=w.side(first), first_colours=join_and([w.colour(c) for c in first_colours]),
                 second=w.side(second), second_colours=join_and([w.colour(c) for c in second_colours]))

    @classmethod
    def changes(cls, w: Changes) -> None:
        if w.rules.sides != w.parent.sides:
            w.say(("sides", "pairs", "kinds"), w.esc(cls.sentence(w.rules, w)) if w.rules.sides
                  else w.esc(_("Every card has one face again.")))
