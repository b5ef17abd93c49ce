"""The PlayedOnSameFace condition: the card just played was laid on a card with its face."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.conditions.base import Cond
from unorules.ir.readers import Probe, SymProbe


@frozen
class PlayedOnSameFace(Cond):
    """The card just played was laid on a card showing the same number or symbol (asked by
    an effect's ``if`` in the card's ``on`` clause, or its last-card rule): "a Skip played on
    a Skip skips two players" is ``on skip: next loses turn, next loses turn if played on
    same face``. Once played, the card is the top card, so ``same face`` there compares it
    with itself; this reads the card it covers."""

    phrase: ClassVar[str] = '"played" "on" "same" "face"'
    kernel_refusal: ClassVar[str] = ("its conditions read the discard pile's top card, and no register keeps the "
                                     "card a play covered")
    example: ClassVar[str] = "on skip: next loses turn, next loses turn if played on same face"
    # Only where the effects run in the action that plays the card: a start card covers
    # nothing, and a challenge's outcome runs in a later action.
    places: ClassVar[frozenset[str] | None] = frozenset({"guard on", "guard last"})
    reads_the_play: ClassVar[bool] = True  # nor after a colour another player names

    def place_refused(self, place: str) -> str:
        if place == "guard start":
            return ("'played on same face' asks what the card just played was laid on, but a start "
                    "card is turned over onto nothing")
        return ("'played on same face' asks what the card just played was laid on: write it in an "
                "effect's 'if' in the card's 'on' clause, for example 'on skip: next loses turn, next "
                "loses turn if played on same face'")

    @property
    def local(self) -> bool:
        return False  # it reads the card beneath the top, which no (card, top, colour) table holds

    def holds(self, p: Probe) -> bool:
        # p.card is the card played (the top card now); p.played_on the one it covers, or None
        # where the engine does not know it (a colour named in a later action).
        return p.played_on is not None and p.played_on.kind == p.card.kind

    def symbolic(self, p: SymProbe) -> Any:
        # played_on_kind is -1 where no card was played in the step, which no kind equals.
        return p.played_on_kind == p.card_kind

    def english(self) -> str:
        return _("it was played on a card showing the same number or symbol")
