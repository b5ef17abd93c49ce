"""``dealer: ...``: how the first dealer is found."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.readers import Changes, Listing, Lowering
from unorules.ir.records import DealerRule


@frozen(kw_only=True)
class DealerClause(Clause):
    """How the first dealer is found: every player draws a card and the highest deals."""

    kind: ClassVar[str] = "dealer"
    phrase: ClassVar[str] = '"dealer" ":" dealer_opt ("," dealer_opt)*'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "dealer_opt": (
            alt('"highest" "draw"', highest_draw=True),
            alt('"symbols" "count" INT', "symbols_count"),
            alt('"ties" "draw" "again"', ties_draw_again=True),
        ),
    }
    key_phrase: ClassVar[str] = '"dealer"'
    example: ClassVar[str] = "dealer: highest draw, symbols count 0, ties draw again"
    highest_draw: bool = False
    symbols_count: int = 0
    ties_draw_again: bool = False

    stage: ClassVar[int] = 13

    @classmethod
    def compile(cls, clauses: list[DealerClause], c: Compiling) -> dict[str, Any]:
        if not clauses:
            return {"dealer": DealerRule(highest_draw=False, symbols_count=0, ties_draw_again=False)}
        cl = clauses[0]
        return {"dealer": DealerRule(highest_draw=cl.highest_draw, symbols_count=cl.symbols_count,
                                     ties_draw_again=cl.ties_draw_again),
                "mechanics": (cl,) if cl.highest_draw else ()}

    # --- the engine's part ---------------------------------------------------------
    def first_dealer(self, e: Listing, players: int, state: int) -> tuple[int, int]:
        """Every contender draws a card; the highest deals (symbols count as the file says)."""
        rules = e.rules
        contenders = list(range(players))
        # A deck whose cards all count the same can never break a tie: drawing again
        # would loop for ever, so the first tied seat deals.
        again = self.ties_draw_again and len({
            k.number if k.number is not None else self.symbols_count for k in rules.kinds
        }) > 1
        while True:
            pile = list(rules.deck)
            values = {}
            for seat in contenders:
                # Each contender takes a uniformly random card of those left (a partial shuffle).
                state, i = e.sample_index(len(pile), state)
                pile[i], pile[-1] = pile[-1], pile[i]
                k = rules.kind_of[pile.pop().kind]
                values[seat] = k.number if k.number is not None else self.symbols_count
            best = max(values.values())
            contenders = [s for s in contenders if values[s] == best]
            if len(contenders) == 1 or not again:
                return contenders[0], state

    symbolic_none: ClassVar[str] = ("who deals first: the model's dealer is any seat (a fresh term), so "
                                   "every first dealer is covered")
    kernel_reads: ClassVar[tuple[str, ...]] = ("dealer",)
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_DEALER_HIGHEST", "F_TIES_AGAIN")

    kernel_tables: ClassVar[tuple[str, ...]] = ("dealer_value",)

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        return (cls.kernel_values(rules),)

    @classmethod
    def kernel_values(cls, rules: Any) -> list[int]:
        """What each card kind counts when the dealer is drawn for (the machine's dealer_value
        table): its number, or the count a symbol card is given."""
        symbols = rules.dealer.symbols_count
        return [kind.number if kind.number is not None else symbols for kind in rules.kinds]

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        # As the engine's pick_dealer: a deck whose cards all count the same never breaks a tie.
        again = rules.dealer.ties_draw_again and len(set(cls.kernel_values(rules))) > 1
        return int(rules.dealer.highest_draw), int(again)

    tells: ClassVar[tuple[str, ...]] = ("dealer",)
    told_at: ClassVar[int] = 70

    @classmethod
    def sentence(cls, rules: Any) -> str:
        """The rule book's words for choosing the first dealer and dealing, as ``rules`` do it."""
        d = rules.dealer
        if d.highest_draw:
            parts = [_("To choose the first dealer, every player draws a card; the highest number deals."),
                     _("A card without a number counts as {n}.", n=d.symbols_count),
                     _("Players who tie for the highest card draw again, until one is highest.")
                     if d.ties_draw_again else
                     _("Of players who tie for the highest card, the first in seat order deals.")]
        else:
            parts = [_("The players agree on the first dealer.")]
        parts.append(_("In each later round the deal passes one seat to the left."))
        parts.append(_("The dealer shuffles and deals {n} cards to each player, one at a time. The rest of the "
                       "deck is the draw pile, face down; its top card is turned over to start the discard "
                       "pile.", n=rules.hand_size))
        return " ".join(parts)

    @classmethod
    def changes(cls, w: Changes) -> None:
        cls.told_if_changed(w, _("Choosing the dealer"), cls.sentence)
