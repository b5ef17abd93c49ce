"""The ChooseAction effect: the player picks, as they play the card, which one of the actions printed on it happens."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from attrs import frozen

from unorules.errors import StateError
from unorules.i18n import _
from unorules.ir.effects.base import Effect
from unorules.ir.effects.nothing import Nothing
from unorules.ir.readers import SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.statuses import StatusRule
from unorules.ir.subjects import PLAYER, the

# What an action inside the choice may not be: each is a flag the compiler and the readers
# ask of the clause's own effects, which would not see it inside the choice.
_NOT_AN_OPTION = (
    ("sets_colour", "a colour choice is made whenever the card is played; write it beside the choice"),
    ("opens_challenge", "a challenge is opened whatever the player picks, or never"),
    ("passes_draw", "a draw passed on to be stacked is its own answer; write it beside the choice"),
    ("returns_card", "only a start card is sent back"),
    ("names_next", "who plays next is named whatever the player picks, or never"),
)


@frozen
class ChooseAction(Effect):
    """The player picks, as they play the card, which one of the actions printed on it
    happens (``/`` between them); only that one does. The play names it by its place on
    the card (``#1``, ``#2``, ...), as it names a colour or a target.

    Each choice is one effect; a card offers one choice, written in its ``on`` clause, and
    only its player picks (a card turned over to start is played by nobody)."""

    phrase: ClassVar[str] = 'who "chooses" "one" "of" ":" option_effect ("/" option_effect)*'
    example: ClassVar[str] = "on wild_choice: player chooses colour, player chooses one of: next draws 2 / next loses turn"
    places: ClassVar[frozenset[str] | None] = frozenset({"on"})
    # Only its player picks; the actions inside name whom they like, so the subjects the
    # compiler checks against the place are theirs too, and the choice's own is checked here.
    # The kernel's action rows are a card, a colour and a target: none says which action.
    kernel_refusal: ClassVar[str] = ("a play that picks one of the card's printed actions has no row in the "
                                     "kernel's action tables (a card, a colour, a target)")
    who: str
    options: tuple[Effect, ...]

    @classmethod
    def assemble(cls, *values: object) -> ChooseAction:
        who, *options = values
        return cls(str(who), tuple(o for o in options if isinstance(o, Effect)))

    @property
    def offers(self) -> int:
        return len(self.options)

    def who_refused(self, who: str) -> str:
        return f"only the player who plays the card picks one of its actions, not the {who}"

    def place_refused(self, place: str) -> str:
        return (f"'{self.english()}' is picked by the player who plays the card, and a '{place}' clause "
                "runs where nobody plays it (a start card is turned over, an answer comes later)")

    def problem(self) -> tuple[str, str]:
        if self.who != PLAYER:
            return (self.who_refused(self.who), "write 'player chooses one of: ...'")
        if len(self.options) < 2:
            only = self.options[0].english() if self.options else "nothing"
            return (f"'{self.english()}' is a choice among one action ('{only}'): there is nothing to pick",
                    "write the action alone, or add another after '/': "
                    "'player chooses one of: next draws 2 / next loses turn'")
        seen: set[Effect] = set()
        for o in self.options:
            if o in seen:
                return (f"'{o.english()}' is written twice among the actions to pick from",
                        "write each action once")
            seen.add(o)
            if o.offers:
                return ("a choice of actions cannot stand inside another",
                        "put every action in one 'player chooses one of: ... / ...'")
            for flag, why in _NOT_AN_OPTION:
                if getattr(o, flag):
                    return (f"'{o.english()}' cannot be one of the actions to pick from: {why}", "")
            if o.needs_colour:
                return (f"'{o.english()}' cannot be one of the actions to pick from: the colour it names "
                        "is named whatever the player picks", "write it beside the choice")
            if o.places is not None and "on" not in o.places:
                return (o.place_refused("on"), "")
            bad = [w for w in o.subjects() if o.who_may_be is not None and w not in o.who_may_be]
            if bad:
                return (o.who_refused(bad[0]), o.who_hint)
            what, hint = o.problem()
            if what:
                return (what, hint)
        return ("", "")

    def resolved(self, statuses: Mapping[str, StatusRule]) -> ChooseAction:
        return ChooseAction(self.who, tuple(o.resolved(statuses) for o in self.options))

    def after_last_card(self) -> ChooseAction | None:
        # Under 'draws apply' the pick still decides: an action that makes others draw
        # happens, any other is nothing (the numbers the play picks by stay as printed).
        kept = [o.after_last_card() for o in self.options]
        if all(k is None for k in kept):
            return None
        return ChooseAction(self.who, tuple(Nothing() if k is None else k for k in kept))

    def run(self, t: Table, ctx: Ctx) -> None:
        # The engine checks the play's option against the card before any effect runs.
        if ctx.option is None or not 1 <= ctx.option <= len(self.options):
            raise StateError(f"the play picks none of the {len(self.options)} actions of "
                             f"'{self.english()}' (#1 to #{len(self.options)})")
        self.options[ctx.option - 1].run(t, ctx)

    # No fast meaning: the fast paths' plays carry no option, so such a play takes the
    # reference path (unorules.engine.fastpath sends it there).

    def symbolic(self, z: SymTable) -> None:
        # Which action is picked is the player's: a choice the proofs quantify over, each
        # action on a table of its own, merged where the choice picks it.
        pick = z.choose_count("chosen_action", len(self.options) - 1)
        z.picked = pick + 1  # the play's option, for a counterexample to name
        branches = []
        for o in self.options:
            branch = z.fork()
            o.symbolic(branch)
            branches.append(branch)
        for i, branch in enumerate(branches):
            z.merge(pick == i, branch)

    def english(self) -> str:
        said = [o.english() for o in self.options]
        options = said[0] if len(said) < 2 else _("{some} or {last}", some=_(", ").join(said[:-1]), last=said[-1])
        return _("{who} picks which one happens: {options}", who=the(self.who), options=options)

    def subjects(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((self.who, *(w for o in self.options for w in o.subjects()))))

    def statuses(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s for o in self.options for s in o.statuses()))
