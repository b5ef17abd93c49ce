"""Effects: what a played card, a start card, a penalty or a report does.

:class:`Effect` is the base of every effect primitive (one class per module in this
package; see :mod:`unorules.ir.primitive` for what each declares). ``run`` is the
concrete meaning over the engine's scratch table; ``english`` is the sentence the rule
book prints; ``symbolic`` is the Z3 meaning over the verifier's symbolic table (zone
counts), checked against ``run`` by a property test; ``fast`` is the engine's fast
path, where one exists.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from attrs import frozen

from unorules.i18n import _, capitalize
from unorules.ir.conditions.base import Cond
from unorules.ir.primitive import Primitive
from unorules.ir.readers import FastPlay, Lowering, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.statuses import StatusRule
from unorules.ir.subjects import PLAYER, the


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@frozen
class Effect(Primitive):
    """Base class of effects. An effect naming ``target`` needs the action to name a player."""

    kind: ClassVar[str] = "effect"
    is_draw: ClassVar[bool] = False  # makes a player draw: still happens after a last card
    is_noop: ClassVar[bool] = False  # its run changes nothing
    side_effect: ClassVar[bool] = False  # may happen in a penalty or a report, beside the turn
    one_seat: ClassVar[bool] = False  # acts on exactly one player ('others' is refused)
    sets_colour: ClassVar[bool] = False  # someone names the colour to play next
    opens_challenge: ClassVar[bool] = False  # the next player answers: challenge or accept
    passes_draw: ClassVar[bool] = False  # the next player may stack on it
    moves_turn: ClassVar[bool] = False  # decides who plays next: passes over players, or keeps the turn
    names_next: ClassVar[bool] = False  # names who plays next, whatever turns were lost beside it
    returns_card: ClassVar[bool] = False  # at the start: the card goes back, another is turned
    reads_colour: ClassVar[bool] = False  # what it does depends on the active colour
    every_seat: ClassVar[bool] = False  # moves the cards of every seat of the table (hands pass on)
    needs_sides: ClassVar[bool] = False  # means something only with two-sided cards ('side' clauses)
    passes_over_out: ClassVar[bool] = True  # knows knocked-out seats ('knock out at N cards')
    # Asks players to pick cards from their own hands, each pick an action of its own (a
    # 'choose' naming a card): the rest of the clause waits, as behind a colour named later
    # (see ``picked``).
    picks_cards: ClassVar[bool] = False

    @property
    def needs_colour(self) -> bool:
        """The action that plays it names a colour."""
        return False

    @property
    def offers(self) -> int:
        """How many actions printed on the card its player picks among as they play it (the
        play then names one, ``option``, counting from 1); 0: the card offers no choice."""
        return 0

    def after_last_card(self) -> Effect | None:
        """What of this effect still happens when its card was the player's last, under
        ``last card: draws apply``: itself if it makes others draw (the player who went
        out draws nothing), else nothing (None)."""
        return self if self.is_draw and PLAYER not in self.subjects() else None

    def run(self, t: Table, ctx: Ctx) -> None:
        raise NotImplementedError

    def fast(self, f: FastPlay) -> bool:
        """The fast path's meaning, for a card played in turn: make on ``f`` the change
        ``run`` makes on a Table and return True, or return False to leave this case to
        ``run`` (the engine then takes the reference path). unorules.engine.differential
        checks that both give the same state."""
        return False

    def symbolic(self, z: SymTable) -> None:
        """The Z3 meaning: change the symbolic table ``z`` as ``run`` changes a Table."""
        raise NotImplementedError(f"{type(self).__name__} has no symbolic meaning yet")

    # An effect that picks cards (``picks_cards``) names in ``run`` the first seat to pick
    # (``t.chooser``, as a colour choice names who chooses) and keeps the picks in
    # ``t.picked``, one row per seat: the cards stay in their hands until the effect is
    # done with them. After each pick the engine calls ``picked``, which names the next
    # seat to pick the same way, or, when every pick is made, does what the effect does
    # with the cards and empties ``t.picked``; the rest of the clause then runs.
    def picked(self, t: Table, ctx: Ctx) -> None:
        """After a pick by ``t.to_act`` (see above)."""
        raise NotImplementedError

    def symbolic_picked(self, z: SymTable) -> None:
        """``picked`` over the verifier's counts: a pick by ``z.to_act`` was made (the model
        does not know which card); name the next seat in ``z.chooser`` with ``z.chooser_set``
        true, or else change the counts as the effect's cards move."""
        raise NotImplementedError

    def symbolic_picks(self, z: SymTable, player: object) -> object:
        """What holds of the table ``z`` while this effect waits for a pick (the card's
        player being ``player``): the verifier's induction assumes it (the seat to act is
        one that picks)."""
        return z.z3.BoolVal(True)

    def english(self) -> str:
        raise NotImplementedError

    def subjects(self) -> tuple[str, ...]:
        return ()

    def lowered(self, k: Lowering) -> list[int]:
        """The kernel's ops, four ints each: ``kernel_op`` and its operands."""
        if not self.kernel_op:
            raise NotImplementedError
        args = [self.operand(k, n) for n in self.kernel_operands]
        return [k.op(self.kernel_op), *args, *[0] * (3 - len(args))]




@frozen
class Guarded(Effect):
    """An effect that happens only when a condition holds (``... if 2 players``)."""

    effect: Effect
    cond: Cond

    def resolved(self, statuses: Mapping[str, StatusRule]) -> Guarded:
        return Guarded(self.effect.resolved(statuses), self.cond)

    def after_last_card(self) -> Effect | None:
        kept = self.effect.after_last_card()  # a guarded effect draws as its effect does
        return None if kept is None else Guarded(kept, self.cond)

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.cond.holds(t.probe(ctx)):
            self.effect.run(t, ctx)

    def fast(self, f: FastPlay) -> bool:
        return not self.cond.holds(f.probe()) or self.effect.fast(f)

    def symbolic(self, z: SymTable) -> None:
        holds = self.cond.symbolic(z.probe())
        z.note_guard(self, holds)  # the verifier asks whether it can ever hold
        branch = z.fork()
        self.effect.symbolic(branch)
        z.merge(holds, branch)

    def english(self) -> str:
        return _("{effect} if {condition}", effect=self.effect.english(), condition=self.cond.english())

    def subjects(self) -> tuple[str, ...]:
        return self.effect.subjects()

    def lowered(self, k: Lowering) -> list[int]:
        """The guard's condition, how many ops it skips when it fails, and whether it must
        fill in the playable-card row first; then the effect's ops."""
        inner = k.effect_ops(self.effect)
        asks = any(c.kernel_asks_playable for c in self.cond.walk())
        return [k.op("E_GUARD"), k.cond(self.cond), len(inner) // 4, int(asks), *inner]


EffectList = tuple[Effect, ...]


def flat(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects with guards stripped, for static checks."""
    return tuple(e.effect if isinstance(e, Guarded) else e for e in effects)


def sentence(effects: tuple[Effect, ...]) -> str:
    """Effects as one English sentence.

    A subject repeated by the next effect is said once: "the next player draws 2
    cards, then loses their turn".
    """
    parts: list[str] = []
    prev: tuple[str, ...] = ()
    for e in effects:
        text = e.english()
        subject = () if isinstance(e, Guarded) else e.subjects()[:1]
        lead = f"{the(subject[0])} " if subject else ""
        if subject and subject == prev and text.startswith(lead):
            text = text[len(lead):]
        parts.append(text)
        prev = subject
    if not parts:
        return _("Nothing happens.")
    text = parts[0] if len(parts) == 1 else _("{items}, then {last}", items=_(", ").join(parts[:-1]),
                                               last=parts[-1])
    return _("{sentence}.", sentence=capitalize(text))
