"""``card KINDS: ...``: card kinds, their counts and points."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Part, Refused, alt
from unorules.ir.readers import Changes, Lowering


@frozen(kw_only=True)
class CardClause(Clause):
    """A card kind: coloured (so many per colour) or not, a number card or not, and what it
    scores left in a hand."""

    kind: ClassVar[str] = "card"
    read_by: ClassVar[str] = "the compiler's deck"
    phrase: ClassVar[str] = '"card" kinds ":" card_prop ("," card_prop)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "card_prop": (
            alt('INT "per" colour_word', "per_colour"),
            alt('INT "without" colour_word', "colourless"),
            alt('"number"', number=True),
            alt('"scores" INT', "points"),
            alt('"scores" "face" "value"', points=None),
            alt('NAME "side"', side=str),
        ),
    }
    key_phrase: ClassVar[str] = '"card" kind'
    example: ClassVar[str] = "card 1 to 9: number, 2 per colour, scores face value"
    name: str
    coloured: bool
    count: int  # per colour when coloured, in all otherwise
    number: bool
    points: int | None  # None: face value
    side: str = ""  # of a two-sided deck: the one side its faces are on ("": every side)

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        names: tuple[str, ...] = values[0]
        counts = [k for k in ("per_colour", "colourless") if k in given]
        label = ", ".join(names)
        if not counts:
            raise Refused(f"card {label} has no count",
                          "add '<n> per colour' for coloured cards or '<n> without colour' for wilds",
                          f"card {label}")
        if len(counts) > 1:
            raise Refused(f"card {label} is given both a per-colour count and a colourless count",
                          "a card kind is either coloured or not", f"card {label}")
        return [cls(name=n, coloured=counts[0] == "per_colour", count=given[counts[0]],
                    number=bool(given.get("number")), points=given.get("points", 0),
                    side=given.get("side", ""), **pos) for n in names]

    @property
    def key(self) -> str:
        return f"card {self.name}"

    symbolic_none: ClassVar[str] = ("the deck: the model's table is counted from it (Shape: the kinds and "
                                   "their colours, the deck's size), as the engine's core deals it")
    kernel_reads: ClassVar[tuple[str, ...]] = ("kinds", "deck", "cards")
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_NCARDS", "F_NKINDS", "F_DECK")

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return len(rules.cards), len(rules.kinds), len(rules.deck)

    tells: ClassVar[tuple[str, ...]] = ("kinds",)
    told_at: ClassVar[int] = 50

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        if len(r.deck) != len(p.deck):
            w.now(cls.tells, w.esc(_("Deck")), _("{n} cards", n=len(r.deck)), _("{n} cards", n=len(p.deck)))
        # A new card's or a removed card's line says all it does: its other rules too.
        every = ("kinds", "play", "require", "on", "start", "challenges")
        for k in r.kinds:
            old = p.kind_of.get(k.name)
            if old is None:
                w.say(every, _("**New card: {card}.** {what}", card=w.esc(w.card(k.name)), what=w.new_card(k.name)))
            elif (k.coloured, k.count, k.points) != (old.coloured, old.count, old.points):
                w.now(cls.tells, w.esc(w.card(k.name)),
                      w.esc(_("{count} in the deck, {points} points", count=k.total(len(r.colours)),
                              points=k.points)),
                      w.esc(_("{count} in the deck, {points} points", count=old.total(len(p.colours)),
                              points=old.points)))
            elif k.side != old.side or k.number != old.number:
                w.say(cls.tells, w.esc(_("The {card} cards are printed differently: see {box}.",
                                         card=w.card(k.name), box=w.box())))
        for old in p.kinds:
            if old.name not in r.kind_of:
                w.say(every, _("**{card}** is not in the deck.", card=w.esc(w.card(old.name))))
