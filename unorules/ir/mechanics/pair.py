"""``pair FACE with FACE, ...``: the other faces of two-sided cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Part, alt
from unorules.ir.readers import Changes

FaceText = tuple[str | None, str]  # (colour or None, kind) as written


def face_text(face: FaceText) -> str:
    return face[1] if face[0] is None else f"{face[0]} {face[1]}"


@frozen(kw_only=True)
class PairClause(Clause):
    """The other faces of the cards that show ``front`` on the first side, one per card."""

    kind: ClassVar[str] = "pair"
    read_by: ClassVar[str] = "the compiler's two-sided deck"
    phrase: ClassVar[str] = '"pair" face "with" face ("," face)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "face": (alt("NAME kind", make=lambda colour, kind: (str(colour), kind)),
                 alt("kind", make=lambda kind: (None, kind))),
    }
    key_phrase: ClassVar[str] = '"pair" face'
    example: ClassVar[str] = "pair blue 1 with purple skip_everyone"
    front: FaceText
    backs: tuple[FaceText, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        return cls(front=values[0], backs=tuple(values[1:]), **pos)

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        return f"pair {face_text(values[0])}"

    @property
    def key(self) -> str:
        return f"pair {face_text(self.front)}"

    symbolic_none: ClassVar[str] = ("the faces paired into two-sided cards: the symbolic table's form "
                                   "reads them (Shape.on_side, the side up)")
    kernel_reads: ClassVar[tuple[str, ...]] = ("cards",)
    kernel_tables: ClassVar[tuple[str, ...]] = ("card_flip",)

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        """card_flip: each card id's card turned over (itself, one-sided)."""
        ids = {c: i for i, c in enumerate(rules.cards)}
        return ([ids[c.flipped()] for c in rules.cards],)

    tells: ClassVar[tuple[str, ...]] = ("pairs",)
    told_at: ClassVar[int] = 41

    @classmethod
    def changes(cls, w: Changes) -> None:
        # A deck that gained or lost its second side says so in the sides' line.
        if w.rules.sides == w.parent.sides and w.rules.pairs != w.parent.pairs:
            w.say(("sides", "pairs", "kinds"), w.esc(_("Other faces share a card: see {box}.", box=w.box())))
