"""The LastCard condition: the card in question is the last in its player's hand."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class LastCard(Cond):
    """The card is the last one in the player's hand: playing it would empty the hand
    (asked by a ``play`` or ``require`` clause, before the card is played). With ``not`` it
    refuses the play of a last card: the card stays in the hand, and the player plays
    another or draws, as with any card that may not be played."""

    phrase: ClassVar[str] = '"last" "card"'
    kernel_refusal: ClassVar[str] = ("its play conditions are tables of the card, the top card and the colour, and "
                                     "'last card' reads the hand")
    example: ClassVar[str] = "require skip: not last card"
    places: ClassVar[frozenset[str] | None] = frozenset({"require", "play"})

    def place_refused(self, place: str) -> str:
        # Elsewhere the card has left the hand already ('last card: ...' says what a last
        # card's effects do; an effect's 'if' asks 'player holds 0 cards').
        return ("'last card' asks whether the card about to be played is the player's last: "
                "write it in a 'play' or 'require' clause, for example 'require skip: not last card'")

    @property
    def local(self) -> bool:
        return False  # it reads the hand around the card, so no play of it is memoised

    def holds(self, p: Probe) -> bool:
        return len(p.hand) == 0

    def symbolic(self, p: SymProbe) -> Any:
        # The probe counts the rest of the hand by colour: asked of an unknown colour it
        # answers with its whole ladder (if colour is 0 then the count of 0, ... else the
        # colourless count), whose leaves are every colour's count once, so the rest of the
        # hand is empty exactly when they sum to 0.
        z3 = p.z3
        term = p.hand_count(z3.Int("last card: any colour"))
        counts = []
        while z3.is_app_of(term, z3.Z3_OP_ITE):
            counts.append(term.arg(1))
            term = term.arg(2)
        counts.append(term)
        return z3.Sum(counts) == 0

    def english(self) -> str:
        return _("it is the player's last card")
