"""``last card: ...``: what a player's last card still does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _
from unorules.ir.effects.base import sentence
from unorules.ir.mechanic import Clause, Compiling, Part, alt
from unorules.ir.readers import Changes, Phrasing
from unorules.ir.vocab import LastCardRule


@frozen(kw_only=True)
class LastCardClause(Clause):
    """What still happens when a player's last card is an action card: its draws, all of
    its effects, or nothing."""

    kind: ClassVar[str] = "last_card"
    phrase: ClassVar[str] = '"last" "card" ":" last_card_rule'
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "last_card_rule": (
            alt('"draws" "apply"', rule=LastCardRule.DRAWS),
            alt('"everything" "applies"', rule=LastCardRule.EVERYTHING),
            alt('"nothing" "applies"', rule=LastCardRule.NOTHING),
        ),
    }
    example: ClassVar[str] = "last card: draws apply"
    rule: LastCardRule

    @property
    def key(self) -> str:
        return "last card"

    symbolic_none: ClassVar[str] = ("what a last card still does: the model's play step runs it "
                                   "(Rules.last_card_effects), as engine/core's play")
    kernel_reads: ClassVar[tuple[str, ...]] = ("last_card",)

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        # The three rules the machine knows: a rule added to the vocabulary is refused until it does.
        if rules.last_card not in (LastCardRule.DRAWS, LastCardRule.NOTHING, LastCardRule.EVERYTHING):
            return f"the kernel does not know the last-card rule '{rules.last_card}'"
        return ""

    stage: ClassVar[int] = 11

    @classmethod
    def compile(cls, clauses: list[LastCardClause], c: Compiling) -> dict[str, Any]:
        return {"last_card": clauses[0].rule if clauses else LastCardRule.DRAWS}

    tells: ClassVar[tuple[str, ...]] = ("last_card",)
    told_at: ClassVar[int] = 230

    # --- the rule book's part --------------------------------------------------------
    @classmethod
    def sentence(cls, w: Phrasing) -> str:
        """The rule book's words for what a last card still does under ``w.rules``."""
        rules = w.rules
        if rules.last_card == LastCardRule.EVERYTHING:
            return _("When a player's last card is played, everything the card does still happens before the "
                     "points are counted.")
        drawing = [k.name for k in rules.kinds if rules.last_card_effects(k.name)]
        if rules.last_card == LastCardRule.NOTHING or not drawing:
            return _("When a player's last card is played, the round ends at once: nothing the card does "
                     "happens.")
        fixed = [n for n in drawing if not ((c := rules.decided(n, "on")) is not None and c.agreed)]
        agreed = [n for n in drawing if n not in fixed]
        text = _("When a player's last card makes another player draw, that player still draws the cards before "
                 "the points are counted; nothing else the card does happens. This concerns {cards}.",
                 cards=w.cards(fixed)) if fixed else _(
            "When a player's last card is played, the cards it makes others draw are still drawn before the "
            "points are counted; nothing else the card does happens.")
        if agreed:
            # Its draw is the table's agreement, not a fixed 2 (ru, third reading).
            text += " " + _("So does {cards}, if what the players agreed makes someone draw.", cards=w.cards(agreed))
        return text

    @classmethod
    def of_card(cls, w: Phrasing, name: str, challenged: bool) -> str:
        """What the card kind ``name`` still does as a player's last card, for its own block
        in the book ("" when there is nothing to say: it does nothing, or everything);
        ``challenged``: its play may be challenged."""
        rules = w.rules
        if rules.last_card == LastCardRule.EVERYTHING or all(e.is_noop for e in rules.on_of.get(name, ())):
            return ""
        last = rules.last_card_effects(name)
        if not last:
            return _("The round ends at once: nothing it does happens.")
        if (c := rules.decided(name, "on")) is not None and c.agreed:
            # The suggestion's draw is not the card's under another agreement (ru F4).
            return _("If what the players agreed makes someone draw, they draw before the points are counted; "
                     "nothing else the card does happens.")
        if challenged:
            # Nobody can challenge a card that ended the round (ru-15 asked which it is).
            return _("{what} There is no challenge: the cards are drawn before the points are counted, and "
                     "nothing else the card does happens.", what=sentence(tuple(last)))
        return _("{what} This still happens before the points are counted; nothing else the card does.",
                 what=sentence(tuple(last)))

    @classmethod
    def changes(cls, w: Changes) -> None:
        cls.told_if_changed(w, _("The last card"), lambda r: cls.sentence(w.of(r)))
