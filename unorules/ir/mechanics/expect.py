"""``expect N ...``: a count the deck must have, checked when the variant is compiled."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.mechanic import Clause, Part, alt


def expect_key(what: str, card: str | None) -> str:
    return {
        "total": "expect cards",
        "per_colour": "expect cards per colour",
        "numbers_per_colour": "expect number cards per colour",
    }.get(what, f"expect {card}")


@frozen(kw_only=True)
class ExpectClause(Clause):
    """A count the deck must have (in all, per colour, of one kind, number cards per colour)."""

    kind: ClassVar[str] = "expect"
    phrase: ClassVar[str] = '"expect" INT expect_what'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "expect_what": (
            alt('"cards"', what="total"),
            alt('"cards" "per" colour_word', what="per_colour"),
            alt("kind", "card", what="kind"),
            alt('"number" "cards" "per" colour_word', what="numbers_per_colour"),
        ),
    }
    key_phrase: ClassVar[str] = '"expect" INT expect_what'
    example: ClassVar[str] = "expect 108 cards"
    n: int
    what: str  # "total" | "per_colour" | "kind" | "numbers_per_colour"
    card: str | None = None

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        return expect_key(given["what"], given.get("card"))

    @property
    def key(self) -> str:
        return expect_key(self.what, self.card)

    no_rule: ClassVar[str] = "the counts the file checks its deck against (the card lines say the deck)"
