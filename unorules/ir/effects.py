"""Effects: what a played card, a start card, a penalty or a report does.

Every effect names its subject with one of the words of :mod:`unorules.ir.subjects`. ``run``
is the concrete meaning over the engine's scratch :class:`~unorules.engine.table.Table`;
``english`` is the sentence the rule book prints; ``symbolic`` is the Z3 meaning
over a :class:`~unorules.verify.symbolic.SymTable` (zone counts), used by
``unorules verify`` and checked against ``run`` by a property test.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.conditions import Cond
from unorules.ir.readers import FastPlay, SymTable, Table
from unorules.ir.readers import Words as Ctx
from unorules.ir.subjects import the


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@frozen
class Effect:
    """Base class of effects. An effect naming ``target`` needs the action to name a player."""

    is_draw: ClassVar[bool] = False
    # True only for an effect whose run changes nothing.
    is_noop: ClassVar[bool] = False

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

    def english(self) -> str:
        raise NotImplementedError

    def subjects(self) -> tuple[str, ...]:
        return ()


@frozen
class Draw(Effect):
    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            t.draw_cards(seat, self.n)

    def fast(self, f: FastPlay) -> bool:
        return f.draw(self.who, self.n)

    def symbolic(self, z: SymTable) -> None:
        z.each_seat(self.who, lambda zz, seat: zz.draw_cards(seat, self.n))

    def english(self) -> str:
        # "every other player" takes a singular verb, like every other subject.
        return f"{the(self.who)} draws {_plural(self.n, 'card')}"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class DrawOrStack(Effect):
    """The next player faces ``n`` more cards: answer with a stackable card, or draw them all."""

    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        if ctx.final:
            # The round is over: nobody can answer, so the total is drawn at once.
            for seat in t.seats(self.who, ctx):
                t.draw_cards(seat, t.pending_draw + self.n)
            t.pending_draw = 0
            return
        t.pending_draw += self.n
        t.stack_open = True

    def symbolic(self, z: SymTable) -> None:
        if z.final:
            total = z.pending + self.n
            z.each_seat(self.who, lambda zz, seat: zz.draw_cards(seat, total))
            z.pending = z.z3.IntVal(0)
            return
        z.pending = z.pending + self.n
        z.stack_open = z.z3.BoolVal(True)

    def english(self) -> str:
        return (
            f"{the(self.who)} must either answer with a card that may be stacked on it "
            f"(passing the total on, plus {self.n}) or draw the whole total and lose their turn"
        )

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class DrawUntilColour(Effect):
    who: str
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            while True:
                got = t.draw_cards(seat, 1)
                if not got or got[0].color == t.color:
                    break

    def symbolic(self, z: SymTable) -> None:
        # How many draws it takes to meet the colour is a choice: 1 up to what the piles hold.
        z.each_seat(self.who, lambda zz, seat: zz.draw_some(seat, "until_colour"))

    def english(self) -> str:
        return f"{the(self.who)} draws until they draw a card of the active colour"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class LoseTurn(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        t.skips += 1

    def fast(self, f: FastPlay) -> bool:
        f.skips += 1
        return True

    def symbolic(self, z: SymTable) -> None:
        z.skips = z.skips + 1

    def english(self) -> str:
        return f"{the(self.who)} loses their turn"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class Reverse(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.direction = -t.direction

    def fast(self, f: FastPlay) -> bool:
        f.direction = -f.direction
        return True

    def symbolic(self, z: SymTable) -> None:
        z.direction = -z.direction

    def english(self) -> str:
        return "the direction of play reverses"


@frozen
class ChooseColour(Effect):
    who: str

    @property
    def needs_colour(self) -> bool:
        """The player names the colour in the same action (a wild played in a turn)."""
        return self.who == "player"

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.who == "player" and ctx.colour is not None:
            t.color = ctx.colour
        else:
            (t.chooser,) = t.seats(self.who, ctx)

    def fast(self, f: FastPlay) -> bool:
        if self.who != "player" or f.named is None:
            return False  # someone else chooses later: a phase of its own
        f.colour = f.named
        return True

    def symbolic(self, z: SymTable) -> None:
        if self.who == "player" and z.named is not None:
            z.colour = z.named
        else:
            z.chooser = z.one_seat(self.who)
            z.chooser_set = z.z3.BoolVal(True)

    def english(self) -> str:
        return f"{the(self.who)} names the colour to play next (any colour, the current one included)"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class SwapHands(Effect):
    who: str
    other: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (a,) = t.seats(self.who, ctx)
        (b,) = t.seats(self.other, ctx)
        t.hands[a], t.hands[b] = t.hands[b], t.hands[a]

    def symbolic(self, z: SymTable) -> None:
        a, b = z.one_seat(self.who), z.one_seat(self.other)
        ha, hb = z.hand(a), z.hand(b)
        z.set_hand(a, hb)
        z.set_hand(b, ha)

    def english(self) -> str:
        return f"{the(self.who)} swaps their whole hand with {the(self.other)}'s"

    def subjects(self) -> tuple[str, ...]:
        return (self.who, self.other)


@frozen
class RotateHands(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        n = t.players
        old = list(t.hands)
        for seat in range(n):
            t.hands[(seat + t.direction) % n] = old[seat]

    def symbolic(self, z: SymTable) -> None:
        # Seat j receives the hand of the seat before it in the direction of play.
        zz = z.z3
        old = list(z.hands)
        last = len(old) - 1

        def before(j: int) -> object:  # seat j - 1 (mod n)
            return old[j - 1] if j else z.hand(z.n - 1, old)

        def after(j: int) -> object:  # seat j + 1 (mod n)
            return zz.If(z.n == j + 1, old[0], old[j + 1]) if j < last else old[0]

        z.hands = [zz.If(z.n > j, zz.If(z.direction == 1, before(j), after(j)), h) for j, h in enumerate(old)]

    def english(self) -> str:
        return "every player passes their hand to the next player in the direction of play"


@frozen
class ShuffleHands(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        pool = [c for h in t.hands for c in h]
        t.shuffle(pool)
        n = t.players
        for seat in range(n):
            t.hands[seat] = []
        seat = ctx.player
        for card in pool:
            seat = (seat + t.direction) % n
            t.hands[seat].append(card)

    def symbolic(self, z: SymTable) -> None:
        # The pool is dealt one card at a time from the seat after the player: the seat k
        # places on (k = 1..n, the player being k = n) gets floor((pool - k + n) / n) cards.
        zz = z.z3
        pool = z.total_in_hands()
        out = []
        for j, h in enumerate(z.hands):
            k = z.mod_n(zz.If(z.direction == 1, j - z.player, z.player - j))
            k = zz.If(k == 0, z.n, k)
            out.append(zz.If(z.n > j, z.div_n(pool - k + z.n), h))
        z.hands = out

    def english(self) -> str:
        return (
            "all hands are gathered, shuffled and dealt out again one at a time, "
            "starting with the next player"
        )


@frozen
class DiscardColour(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            keep = [c for c in t.hands[seat] if c.color != t.color]
            gone = [c for c in t.hands[seat] if c.color == t.color]
            t.hands[seat] = keep
            # The played card stays on top, so the discarded ones go beneath it.
            t.discard[-1:-1] = gone

    def symbolic(self, z: SymTable) -> None:
        # How many cards of the active colour the hand holds is a choice (0 to all of them).
        def discard(zz: SymTable, seat: object) -> None:
            c = zz.choose_count("active_colour_cards", zz.hand(seat))
            zz.set_hand(seat, zz.hand(seat) - c)
            zz.discard = zz.discard + c

        z.each_seat(self.who, discard)

    def english(self) -> str:
        return f"{the(self.who)} discards every card of the active colour from their hand"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class HoldPose(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        # Released at the second of this seat's turn starts: the coming one is played posing.
        t.poses[seat] = 2

    def symbolic(self, z: SymTable) -> None:
        z.set_pose(z.one_seat(self.who), z.z3.IntVal(2))

    def english(self) -> str:
        return (
            f"{the(self.who)} strikes a pose, takes the coming turn as usual while holding it, "
            "and must hold it until their turn comes round again"
        )

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class ReleasePose(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        t.poses[seat] = 0

    def symbolic(self, z: SymTable) -> None:
        z.set_pose(z.one_seat(self.who), z.z3.IntVal(0))

    def english(self) -> str:
        return f"{the(self.who)} no longer has to hold the pose"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class OpenChallenge(Effect):
    who: str
    is_draw: ClassVar[bool] = True  # on a last card, the accepted outcome's draws apply

    def run(self, t: Table, ctx: Ctx) -> None:
        t.challenge_open = True

    def fast(self, f: FastPlay) -> bool:
        f.challenge_open = True
        return True

    def symbolic(self, z: SymTable) -> None:
        z.challenge_open = z.z3.BoolVal(True)

    def english(self) -> str:
        return f"{the(self.who)} may challenge it or accept it (see Challenges)"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class PlaysFirst(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (t.plays_first,) = t.seats(self.who, ctx)

    def symbolic(self, z: SymTable) -> None:
        z.plays_first = z.one_seat(self.who)
        z.plays_first_set = z.z3.BoolVal(True)

    def english(self) -> str:
        return f"{the(self.who)} plays first"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class ReturnAndTurn(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_another = True

    def symbolic(self, z: SymTable) -> None:
        z.turn_another = z.z3.BoolVal(True)

    def english(self) -> str:
        return "the card goes back into the draw pile, which is shuffled, and the next card is turned over instead"


@frozen
class EndTurn(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_ends = True

    def symbolic(self, z: SymTable) -> None:
        z.turn_ends = z.z3.BoolVal(True)

    def english(self) -> str:
        return "the turn passes to the next player"


@frozen
class Nothing(Effect):
    is_noop: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        return None

    def fast(self, f: FastPlay) -> bool:
        return True

    def symbolic(self, z: SymTable) -> None:
        return None

    def english(self) -> str:
        return "nothing special happens"


@frozen
class Guarded(Effect):
    """An effect that happens only when a condition holds (``... if 2 players``)."""

    effect: Effect
    cond: Cond

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.cond.holds(t.probe(ctx)):
            self.effect.run(t, ctx)

    def fast(self, f: FastPlay) -> bool:
        return not self.cond.holds(f.probe()) or self.effect.fast(f)

    def symbolic(self, z: SymTable) -> None:
        holds = self.cond.symbolic(z.probe())
        branch = z.fork()
        self.effect.symbolic(branch)
        z.merge(holds, branch)

    def english(self) -> str:
        return f"{self.effect.english()} if {self.cond.english()}"

    def subjects(self) -> tuple[str, ...]:
        return self.effect.subjects()


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
        return "Nothing happens."
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", then " + parts[-1]
    return text[0].upper() + text[1:] + "."
